"""Card text from our data (the same renderer as ``content show`` and ``c ID`` in the CLI)."""

from __future__ import annotations

from typing import Any

from content.champions.schema import catalog
from engine.champions.language.text import render_card
from tui.champions.widgets.card_format import card_line, resources_short


def card_text(card: dict[str, Any] | None) -> str:
    """Title, type, cost/resources and the rendered abilities of a face-up card in a view."""
    if card is None:
        return "No card in focus."
    if card.get("facedown") and not card.get("known"):
        return "A facedown card: its text is hidden."
    cdef = catalog().cards.get(card["code"])
    if cdef is None:
        return card["name"]
    head = f"{cdef.title} ({cdef.type.replace('_', ' ')})"
    if card.get("facedown"):  # dealt facedown, and the viewer looked at it
        head += ", facedown: you know it"
    extra = []
    if card.get("cost") is not None:
        extra.append(f"cost {card['cost']}")
    if card.get("resources"):
        extra.append(f"resources {resources_short(card['resources'])}")
    if cdef.traits:
        extra.append(", ".join(cdef.traits))
    lines = [head]
    if extra:
        lines.append("  ".join(extra))
    state = card_line(card) if not card.get("facedown") else card["name"]
    if state != card["name"]:  # damage, counters, status, attachments
        lines.append(state)
    lines.append(render_card(cdef) or "No abilities.")
    return "\n".join(lines)


def cards_text(cards: list[dict[str, Any]]) -> str:
    """The text of each card, one after another (a swap names two cards; a question's
    option names its card, and the prompt the card being revealed)."""
    if not cards:
        return card_text(None)
    return "\n\n".join(card_text(card) for card in cards)
