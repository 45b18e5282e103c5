"""What the hero bot thinks each card of the two starter decks is worth.

A value is rough "resources' worth" of keeping and playing the card: the bot plays a
card when its value beats the cards it would discard to pay for it, and pays with the
cards it values least. Resource cards are made to be spent, so they are worth little
kept. A card missing here is worth its printed cost (1 for a cost-0 card).
"""

from __future__ import annotations

import functools
from typing import Any

from content.champions.schema import catalog

VALUES: dict[str, float] = {
    # Nick Fury hero cards
    "50036": 4.0,  # Maria Hill (ally): her thwarts charge the suit
    "50037": 3.5,  # Concentrated Fire: 4 ranged damage
    "50038": 2.0,  # Covert Surveillance: thwart 2
    "50039": 3.5,  # Spray Fire: 3 damage to the villain and a player's minions
    "50040": 4.0,  # Fury's Flying Car: a second basic power per round
    "50041": 3.0,  # Safe House #221
    "50042": 3.0,  # EM Shield
    "50043": 2.5,  # Eyepatch Camera
    "50044": 5.0,  # Fury's Watch: suit threat becomes resources
    "50045": 2.5,  # Intelligence Analysis
    "50046": 3.0,  # Secret Agent
    "50047": 4.0,  # Agent Coulson
    "50048": 3.5,  # Quake
    "50049": 1.0,  # Global Logistics
    "50050": 2.0,  # Informant
    "50051": 1.0,  # Intelligence
    "50052": 2.5,  # Prism Dust
    "50053": 3.5,  # Under Surveillance: +4 to the main scheme's target
    "50054": 2.0,  # Nick Fury, Sr.: gone at the end of the round
    "50055": 1.5,  # Jemma Simmons
    "50056": 2.0,  # Leo Fitz
    "50057": 2.5,  # Sky-Destroyer
    "50058": 2.0,  # Practiced Plan
    # Maria Hill hero cards
    "50002": 4.0,  # Nick Fury (ally)
    "50003": 2.5,  # All-Points Bulletin
    "50004": 2.0,  # On the Double
    "50005": 2.0,  # Reinforcements
    "50006": 3.0,  # The Hard Call
    "50007": 0.6,  # Special Funding (resource)
    "50008": 3.5,  # Support Staff
    "50009": 8.0,  # The Iliad
    "50010": 2.5,  # Life Model Decoy
    "50011": 2.5,  # S.H.I.E.L.D. Director
    "50012": 3.0,  # Victoria Hand
    "50013": 3.0,  # Slingshot
    "50014": 0.8,  # Organizational Support (resource)
    "50015": 3.5,  # Agents of S.H.I.E.L.D.
    "50016": 2.0,  # Command Team
    "50017": 3.0,  # The Circe
    "50018": 7.0,  # The Bellerophon
    "50019": 7.0,  # The Douglass
    "50020": 3.5,  # The Pericles
    "50021": 3.0,  # Dum Dum Dugan
    "50022": 1.5,  # Grant Ward: 0 cost, but leaves (and hurts) after a treachery
    "50023": 4.0,  # Melinda May
    "50024": 2.5,  # Super Spies
    "50025": 0.5,  # Energy
    "50026": 0.5,  # Genius
    "50027": 0.5,  # Strength
    "50028": 1.5,  # Front Organization
}

# Encounter cards not worth cancelling (Agents of S.H.I.E.L.D., Intelligence Analysis): the
# card revealed instead is on average worse.
MILD_ENCOUNTERS = frozenset({
    "01187",  # Assault: Black Widow attacks (ATK 1-2)
    "50083",  # A.I.M. Scientist
    "01191",  # Exhaustion
    "50069",  # Grappling Hook
})

# The per-counter worth of uses counters on a support (where counters go first).
COUNTER_WORTH: dict[str, float] = {"50009": 5.0, "50018": 4.0, "50019": 3.0, "50020": 2.0,
                                   "50017": 2.0, "50008": 0.5}


SAVE_AT = 5.0  # a card worth this much is kept for playing, not spent


def spend_cost(card: dict[str, Any]) -> float:
    """What discarding this card to pay costs: little for a resource card, a card's worth
    for an ordinary one (the hand refills at the end of the phase anyway), and the whole
    card for one worth saving."""
    worth = value(card)
    if card.get("type") == "resource":
        return min(worth, 0.5)
    return worth if worth >= SAVE_AT else 1.0


def value(card: dict[str, Any]) -> float:
    code = str(card.get("code", ""))
    if code in VALUES:
        return VALUES[code]
    return float(max(1, int(card.get("cost", 1) or 1)))


@functools.cache
def _codes_by_title() -> dict[str, str]:
    """Card titles to codes (public card data, so the bot can weigh a card it is offered
    by name, e.g. when searching a deck)."""
    out: dict[str, str] = {}
    for code, cdef in sorted(catalog().cards.items()):
        out.setdefault(cdef.title, code)
    return out


def value_of_title(title: str) -> float:
    code = _codes_by_title().get(title)
    return VALUES.get(code, 1.0) if code else 1.0


def code_of_title(title: str) -> str:
    return _codes_by_title().get(title, "")
