"""Did a command reveal hidden information? The undo rule of ARCHITECTURE.md section 2.

A player may take back their own last command only while it revealed nothing hidden
to anyone (undoing a draw or a look at cards would let them act on what they saw).
"Revealed" is judged from the per-seat views alone: a command reveals when some
seat's view afterwards shows a card or plot title more often than before (a draw, a
look at a deck or a hand, a new plot turned up). Used by the local table and by the
served tables, so both undo by the same rule.

Marvel Champions (views of kind ``"champions"``): a command reveals when some seat's
view afterwards shows a face-up card it did not show before: a draw (a card enters a
hand), a reveal (an encounter card turned up, a boost card, a card milled to a
discard, a facedown card turned over) or a look at a deck (a search lists the deck's
cards among the options, by id). Cards that only move between visible places (a
hand card played, an ally defeated) reveal nothing, nor does a card dealt facedown.
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


SEAT_KEYS = ("p", "other")
"""Champions option-key prefixes whose number is a seat, not a card."""


def known_cards(view: dict[str, Any]) -> set[int]:
    """Ids of every face-up card a Champions view shows, option keys naming cards included."""
    seen: set[int] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if isinstance(value.get("id"), int) and "code" in value:
                seen.add(value["id"])
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk({k: v for k, v in view.items() if k not in ("decision", "log", "log_all")})
    for option in (view.get("decision") or {}).get("options", []):
        head, _, rest = str(option.get("key", "")).partition(":")
        card = rest.split(":")[0]
        if head not in SEAT_KEYS and card.isdigit():  # "t:62" names card 62; "p:1" a seat
            seen.add(int(card))
    return seen


def revealed(before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]]) -> bool:
    """Whether going from the views ``before`` to ``after`` (one per seat) showed anything new."""
    pairs = list(zip(before, after, strict=True))
    if pairs and pairs[0][1].get("kind") == "champions":
        return any(known_cards(new) - known_cards(old) for old, new in pairs)
    return any(known_titles(new) - known_titles(old) for old, new in pairs)


def revealed_cards(before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]]) -> list[str]:
    """The names of the cards some Champions view shows after and did not before (the cards
    :func:`revealed` counts), each once, in seat order: a card only an option names (a
    search lists a deck's cards) is named by that option's label."""
    names: list[str] = []
    for old, new in zip(before, after, strict=True):
        for card_id in sorted(known_cards(new) - known_cards(old)):
            name = _card_name(new, card_id)
            if name and name not in names:
                names.append(name)
    return names


def _card_name(view: dict[str, Any], card_id: int) -> str:
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if value.get("id") == card_id and "name" in value and not found:
                found.append(str(value["name"]))
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk({k: v for k, v in view.items() if k not in ("decision", "log", "log_all")})
    if found:
        return found[0]
    for option in (view.get("decision") or {}).get("options", []):
        head, _, rest = str(option.get("key", "")).partition(":")
        if head not in SEAT_KEYS and rest.split(":")[0] == str(card_id):
            return str(option.get("label", ""))
    return ""


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
