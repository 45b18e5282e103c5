"""The "would" and "after" moments of the basic changes of state (issue 12, one event path).

Healing, drawing, discarding a card from play, placing and removing threat, flipping a
card, a stage advancing, a card leaving play and a phase starting (``phase_started``, its
amount 0 for the player phase and 1 for the villain phase) each raise an occurrence once
they have happened, and its
"after" window opens (forced responses, then responses: RRG Simultaneous Timing
Priority). The rules call :func:`happened` at the point of the change; the window opens
only when some card in play (or an event in a hand) answers that kind, and a kind no
card of the catalog answers costs one set lookup, so games without such cards run
exactly as before.

Healing, drawing, discarding from play and placing or removing threat also have a "would"
moment (:func:`would`): when a card answers it, the change waits for its window as a
:class:`Change` step and is applied afterwards, less what was prevented, or not at all if
it was cancelled or replaced (RRG: INTERRUPT, CANCEL, PREVENT, REPLACEMENT EFFECT). The
rules function that asked returns 0 then: the change has not happened yet. Damage from
attacks, defeat, completion, threat on the main scheme, an encounter card's discard,
attacks, thwarts, schemes and reveals open their "would" windows where those rules resolve.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.champions.core.steps import TypedStep, handles
from engine.champions.rules import windows

if TYPE_CHECKING:
    from content.champions.schema import Catalog
    from engine.champions.core.base import Ask, GameBase
    from engine.champions.core.occurrences import Occurrence
    from engine.champions.game import ChampionsGame

KINDS = ("healed", "drawn", "discarded", "threat_placed", "threat_removed", "flipped",
         "stage_advanced", "left_play", "enters_play", "damage", "phase_started")
"""The occurrences of this module (content.champions.schema.OCCURRENCES lists them too)."""

_MOMENT = {"forced_interrupt": "would", "interrupt": "would", "forced_response": "after",
           "response": "after"}


def answered_kinds(catalog: Catalog) -> frozenset[tuple[str, str]]:
    """Every (occurrence, moment) some ability of the catalog answers; a game works it out
    once, when it starts (``GameBase.answerable``)."""
    return frozenset((a.on, _MOMENT[a.trigger]) for c in catalog.cards.values()
                     for a in c.abilities if a.on and a.trigger in _MOMENT)


def happened(game: GameBase, kind: str, seat: int, *, card: int = -1, source: int = -1,
             amount: int = 0) -> None:
    """``kind`` has just happened: open its "after" window if a card answers it."""
    if (kind, "after") not in game.answerable:
        return
    if not windows.answered(game, kind, "after"):
        return
    if seat < 0 or seat >= len(game.state.players):
        seat = game.first_player(game.area_of(card) if card >= 0 else None)
    occ = windows.occur(game.state, kind, seat, card=card, source=source, amount=amount)
    game.push(windows.Window(occ.id, "after", last=True))


@dataclasses.dataclass
class Change(TypedStep):
    """A basic change waiting for its "would" window (``args``: what the rules function
    was called with), applied once the window has closed unless it was cancelled."""

    kind: str
    occ: int
    args: list[int]


Apply = Callable[["ChampionsGame", list[int], "Occurrence"], None]
APPLY: dict[str, Apply] = {}
"""kind -> how the waiting change is applied (registered by the rules module it belongs to)."""


def would(game: GameBase, kind: str, seat: int, args: list[int], *, card: int = -1,
          amount: int = 0, notes: tuple[str, ...] = ()) -> bool:
    """``kind`` is about to happen: if a card answers its "would" moment, queue the window
    and the change after it, and say so (the caller then stops: it happens later)."""
    if (kind, "would") not in game.answerable:
        return False
    if not windows.answered(game, kind, "would"):
        return False
    if seat < 0 or seat >= len(game.state.players):
        seat = game.first_player(game.area_of(card) if card >= 0 else None)
    occ = windows.occur(game.state, kind, seat, card=card, amount=amount)
    occ.notes = list(notes)  # what the args cannot say (a counter's kind)
    game.push(windows.Window(occ.id, "would"), Change(kind, occ.id, list(args)))
    return True


@handles(Change)
def _apply(game: ChampionsGame, step: Change, answer: str | None) -> Ask | None:
    occ = game.state.occurrences.pop(step.occ, None)
    if occ is not None and (not occ.cancelled or step.kind in CANNOT_CANCEL):
        APPLY[step.kind](game, step.args, occ)
    return None


CANNOT_CANCEL = ("phase_started",)
"""A phase starts whatever answers it (RRG ROUND SEQUENCE); its window only lets cards act."""
