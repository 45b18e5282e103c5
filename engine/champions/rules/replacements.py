"""Would-windows for state changes a card can replace: defeat and scheme completion.

RRG "WOULD", REPLACEMENT EFFECT: "when X would be defeated ... instead" and "when this
scheme would be completed ... instead" are forced interrupts that take the change over.
The rules open a "would" window for these occurrences only when some card answers them
(:func:`engine.champions.rules.windows.answered`); the change then resolves as a step after
the window, unless an ability cancelled it (``{ cancel = true }`` followed by what
happens instead). Without such a card the change happens at once, as it always did.

Simplified: while the window is open the card waits with its hit points at 0 (or the
scheme at its target); an attack that dealt the damage reads the card as not defeated
(its overkill and "if this defeats" effects do not see a defeat resolved later).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from engine.champions.core.steps import TypedStep, handles
from engine.champions.rules import primitives, windows

if TYPE_CHECKING:
    from engine.champions.core.base import GameBase
    from engine.champions.game import ChampionsGame


@dataclasses.dataclass
class ResolveDefeat(TypedStep):
    """A card whose "would be defeated" window has closed: defeated unless replaced
    (``by``: the player defeating it, -1 the active player)."""

    card: int
    occ: int
    by: int = -1


@dataclasses.dataclass
class ResolveCompletion(TypedStep):
    """The main scheme whose "would be completed" window has closed: completed unless
    replaced (and only if its threat still reaches the target)."""

    card: int
    occ: int


def _pending(game: GameBase, kind: str, cid: int) -> bool:
    return any(o.kind == kind and o.card == cid for o in game.state.occurrences.values())


def open_defeat(game: GameBase, cid: int, by: int = -1, consequential: bool = False) -> bool:
    """Open the "would be defeated" window of ``cid`` when a card answers it (True: the
    defeat now waits for :class:`ResolveDefeat`; ``by``: the player defeating it;
    ``consequential``: by consequential damage, noted on the occurrence for the defeat)."""
    if _pending(game, "defeated", cid):
        return True  # already waiting for its window
    if not windows.answered(game, "defeated", "would"):
        return False
    owner = game.c(cid).owner
    seat = owner if game.d(cid).type in ("hero", "alter_ego") else \
        game.first_player(game.area_of(cid))
    occ = windows.occur(game.state, "defeated", seat, card=cid)
    if consequential:
        occ.notes.append("consequential")
    game.push(windows.Window(occ.id, "would"), ResolveDefeat(cid, occ.id, by))
    return True


def open_completion(game: GameBase, main: int) -> bool:
    """Open the main scheme's "would be completed" window when a card answers it."""
    if _pending(game, "completed", main):
        return True
    if not windows.answered(game, "completed", "would"):
        return False
    occ = windows.occur(game.state, "completed", game.first_player(game.area_of(main)),
                        card=main)
    game.push(windows.Window(occ.id, "would"), ResolveCompletion(main, occ.id))
    return True


def last_threat_removed(game: GameBase, scheme: int) -> None:
    """The "after the last threat is removed from here" window, when a card answers it."""
    if windows.answered(game, "last_threat_removed", "after"):
        occ = windows.occur(game.state, "last_threat_removed",
                            game.first_player(game.area_of(scheme)), card=scheme)
        game.push(windows.Window(occ.id, "after", last=True))


def counters_changed(game: GameBase, cid: int, kind: str) -> None:
    """The "after the counters on a card changed" window (``card = { counter = ... }``
    filters read how many are left), when a card answers it."""
    if windows.answered(game, "counters", "after"):
        card = game.c(cid)  # it concerns the player whose card it is, or in whose area
        seat = card.controller if card.controller >= 0 else game.controller_of_host(cid)
        occ = windows.occur(game.state, "counters", seat if seat >= 0 else
                            game.first_player(game.area_of(cid)), card=cid)
        occ.notes.append(kind)
        game.push(windows.Window(occ.id, "after", last=True))


@handles(ResolveDefeat)
def _resolve_defeat(game: ChampionsGame, step: ResolveDefeat, answer: str | None) -> None:
    occ = game.state.occurrences.pop(step.occ, None)
    if occ is not None and occ.cancelled:
        return
    if game.in_play(step.card) and game.hp(step.card) <= 0:
        primitives.defeat(game, step.card, window=False, by=step.by,
                          consequential=occ is not None and "consequential" in occ.notes)


@handles(ResolveCompletion)
def _resolve_completion(game: ChampionsGame, step: ResolveCompletion,
                        answer: str | None) -> None:
    occ = game.state.occurrences.pop(step.occ, None)
    if occ is not None and occ.cancelled:
        return
    area = game.area_of(step.card)
    if step.card == game.main_scheme(area):
        primitives.check_main_scheme(game, area, window=False)


