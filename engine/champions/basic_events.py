"""The "after" moment of the basic changes of state (issue 12, "one event path").

Healing, drawing, discarding a card from play, placing and removing threat, flipping a
card and a stage advancing each raise an occurrence once they have happened, and its
"after" window opens (forced responses, then responses: RRG Simultaneous Timing
Priority). The rules call :func:`happened` at the point of the change; the window opens
only when some card in play (or an event in a hand) answers that kind, and a kind no
card of the catalog answers costs one set lookup, so games without such cards run
exactly as before. The "would" moments that cards can change (damage, defeat, a scheme's
completion, threat placed on the main scheme, an encounter card's discard, attacks,
thwarts, schemes, reveals) open where those rules resolve, since a replacement has to
stop the change before it happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from content.champions.schema import Catalog
    from engine.champions.base import GameBase

KINDS = ("healed", "drawn", "discarded", "threat_placed", "threat_removed", "flipped",
         "stage_advanced")
"""The occurrences of this module (content.champions.schema.OCCURRENCES lists them too)."""

_ANSWERED: dict[int, frozenset[str]] = {}


def answered_kinds(catalog: Catalog) -> frozenset[str]:
    """Every occurrence some ability of the catalog answers (kept per catalog object)."""
    found = _ANSWERED.get(id(catalog))
    if found is None:
        found = frozenset(a.on for c in catalog.cards.values() for a in c.abilities if a.on)
        _ANSWERED[id(catalog)] = found
    return found


def happened(game: GameBase, kind: str, seat: int, *, card: int = -1, source: int = -1,
             amount: int = 0) -> None:
    """``kind`` has just happened: open its "after" window if a card answers it."""
    if kind not in answered_kinds(game.catalog):
        return
    from engine.champions.windows import Window, answered, occur  # windows imports base

    if not answered(game, kind, "after"):
        return
    if seat < 0 or seat >= len(game.state.players):
        seat = game.state.first_player
    occ = occur(game.state, kind, seat, card=card, source=source, amount=amount)
    game.push(Window(occ.id, "after", last=True))
