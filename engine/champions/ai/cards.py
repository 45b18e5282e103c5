"""What the hero bot thinks a card is worth, from its hints (``content/champions/hints``)
and its public card data.

A card's worth is rough "resources' worth" of keeping and playing it: the bot plays a
card when its worth beats the cards it would discard to pay for it, and pays with the
cards it values least. Resource cards are made to be spent, so they are worth little
kept. A card without a ``worth`` hint is worth its printed cost (1 for a cost-0 card).
"""

from __future__ import annotations

import functools
from typing import Any

from content.champions.hints import CardHints, hint
from content.champions.schema import catalog

SAVE_AT = 5.0  # a card worth this much is kept for playing, not spent


def hints_of(card: dict[str, Any] | None) -> CardHints:
    """The hints of a card of the view (a facedown card or None has none)."""
    return hint(str((card or {}).get("code", "")))


def value(card: dict[str, Any]) -> float:
    worth = hints_of(card).worth
    if worth is not None:
        return worth
    return float(max(1, int(card.get("cost", 1) or 1)))


def spend_cost(card: dict[str, Any]) -> float:
    """What discarding this card to pay costs: little for a resource card, a card's worth
    for an ordinary one (the hand refills at the end of the phase anyway), and the whole
    card for one worth saving."""
    worth = value(card)
    if card.get("type") == "resource":
        return min(worth, 0.5)
    return worth if worth >= SAVE_AT else 1.0


def printed_resources(card: dict[str, Any]) -> int:
    """Resources a hand card gives when spent (its printed resource icons)."""
    return sum(int(n) for n in card.get("resources", {}).values())


def free_resources(card: dict[str, Any], suit_threat: int) -> int:
    """Resources a ready card in play gives through its resource abilities without a card
    from hand: an ability limited to some cards (a condition) is not counted, one paid
    with a uses counter needs one, one paid with suit threat gives at most that threat."""
    cdef = catalog().cards.get(str(card.get("code", "")))
    if cdef is None or card.get("exhausted"):
        return 0
    total = 0
    for ability in cdef.abilities:
        if ability.trigger != "resource" or ability.condition:
            continue
        amount = sum(ability.generate.values()) or int(bool(ability.generate_of))  # (a guess: 1)
        if "use_counter" in ability.cost and not any(card.get("counters", {}).values()):
            continue
        if "suit_threat" in ability.cost:
            amount = min(amount, suit_threat)
        total += amount
    return total


@functools.cache
def codes_by_title() -> dict[str, tuple[str, ...]]:
    """Card names and titles to codes (public card data, so the bot can weigh a card it is
    offered by name, e.g. when searching a deck)."""
    out: dict[str, list[str]] = {}
    for code, cdef in sorted(catalog().cards.items()):
        for title in dict.fromkeys((cdef.title, cdef.name)):
            out.setdefault(title, []).append(code)
    return {title: tuple(codes) for title, codes in out.items()}


def code_of_title(title: str) -> str:
    """The first card code (in code order) with this title or name, or ""."""
    codes = codes_by_title().get(title, ())
    return codes[0] if codes else ""


def value_of_title(title: str) -> float:
    code = code_of_title(title)
    worth = hint(code).worth if code else None
    return worth if worth is not None else 1.0


def is_mild(title: str) -> bool:
    """An encounter card not worth cancelling (any card of that title is hinted mild)."""
    return any(hint(code).mild for code in codes_by_title().get(title, ()))


def is_player_card(title: str) -> bool:
    """A card of a hero's deck (not an encounter card), by its title."""
    code = code_of_title(title)
    return bool(code) and catalog().cards[code].faction not in ("", "encounter")


@functools.cache
def hurts_you(code: str) -> bool:
    """The card's window ability deals damage to its own player (turning threat into damage,
    say): a price in hit points, not a free answer (public card data)."""
    cdef = catalog().cards.get(code)
    if cdef is None:
        return False
    return any("damage" in effect and effect.get("target") == "you"
               for ability in cdef.abilities if ability.trigger in ("interrupt", "response")
               for effect in ability.effects)
