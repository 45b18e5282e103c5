"""Did a command reveal hidden information? The undo rule of ARCHITECTURE.md section 2.

A player may take back their own last command only while it revealed nothing hidden
to anyone (undoing a draw or a look at cards would let them act on what they saw).
"Revealed" is judged from the per-seat views alone: a command reveals when some
seat's view afterwards shows a card or plot title more often than before (a draw, a
look at a deck or a hand, a new plot turned up). Used by the local table and by the
served tables, so both undo by the same rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any


def known_titles(view: dict[str, Any]) -> Counter[str]:
    """How many of each card and plot title a plot-capture view shows.

    Cards looked at this turn ("seen") may also sit in the hand after a pick or a
    steal, so the two are combined by maximum rather than added up.
    """
    zones: Counter[str] = Counter()
    for key in ("hand", "shield_discard", "removed"):
        for card in view.get(key, []):
            zones["card:" + card["title"]] += 1
    for plot in view.get("revealed_plots", []):
        zones["plot:" + plot["title"]] += 1
    for seat in view.get("seats", []):
        for plot in seat.get("captured", []):
            zones["plot:" + plot["title"]] += 1
    looked: Counter[str] = Counter()
    for item in view.get("seen", []):
        for card in item.get("cards", []):
            looked["card:" + card["title"]] += 1
        for plot in item.get("plots", []):
            looked["plot:" + plot] += 1
    return zones | looked


def revealed(before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]]) -> bool:
    """Whether going from the views ``before`` to ``after`` (one per seat) showed anything new."""
    pairs = zip(before, after, strict=True)
    return any(known_titles(new) - known_titles(old) for old, new in pairs)


def revelation(before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]],
               you: int | None = None) -> str:
    """What going from ``before`` to ``after`` showed, as words for "that move revealed ...";
    "" when nothing. ``you`` is the seat that moved (its own new cards are "the cards you
    drew"). Of several things shown, the one a player notices first is named."""
    found: list[tuple[int, str]] = []
    for old, new in zip(before, after, strict=True):
        gained = known_titles(new) - known_titles(old)
        if gained:
            found.append(_what_was_shown(new, set(gained), you))
    return min(found)[1] if found else ""


def _what_was_shown(view: dict[str, Any], gained: set[str], you: int | None) -> tuple[int, str]:
    """(rank, words) for the titles ``gained`` in ``view``: a lower rank is named first."""
    if any("plot:" + plot["title"] in gained for plot in view.get("revealed_plots", [])):
        return 0, "a new plot"
    for item in view.get("seen", []):
        if any("plot:" + plot in gained for plot in item.get("plots", [])) or any(
                "card:" + card["title"] in gained for card in item.get("cards", [])):
            return 1, item["what"]
    if any("card:" + card["title"] in gained for card in view.get("hand", [])):
        if view.get("seat") == you:
            return 2, "the cards you drew"
        name = next((seat["name"] for seat in view.get("seats", []) if seat["you"]), "a player")
        return 3, f"{name}'s new cards"
    return 4, "the discarded cards to the other players"
