"""Plain-text card and plot lines shared by the table widgets (ASCII only, fixed columns)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from content.plotcapture.schema import TRAIT_NAMES

ABBREV: dict[str, str] = {full: abbr for abbr, full in TRAIT_NAMES.items()}
"""Full trait name -> the rule sheet's three-letter abbreviation."""


def abbrev(trait: str) -> str:
    return ABBREV.get(trait, trait[:3])


def traits_short(traits: Iterable[str]) -> str:
    """``['Combat', 'Espionage']`` -> ``Cbt Spy``."""
    return " ".join(abbrev(t) for t in traits)


def needs_short(requires: dict[str, int]) -> str:
    """``{'Combat': 2, 'Biochem': 1}`` -> ``Cbt x2, Bio``."""
    return ", ".join(abbrev(t) + (f" x{n}" if n > 1 else "") for t, n in requires.items())


def card_level(card: dict[str, Any], engineering_bonus: bool) -> int:
    """A card's level this turn (Engineering: every Agent +1)."""
    return card["level"] + (1 if engineering_bonus and card["type"] == "Agent" else 0)


def card_line(card: dict[str, Any], engineering_bonus: bool = False, width: int = 18) -> str:
    """``Coulson            Agent 3 Ldr Cbt Sup Spy`` (level shows Engineering's +1)."""
    level = str(card["level"])
    if engineering_bonus and card["type"] == "Agent":
        level = f"{card['level']}+1"
    return f"{card['title'][:width]:<{width}} {card['type']:<5} {level:<3} " + traits_short(
        card["traits"]
    )


def plot_line(plot: dict[str, Any], width: int = 17) -> str:
    """``Garrett           12  Cbt x2, Spy, Bio``."""
    return f"{plot['title'][:width]:<{width}} {plot['level']:>2}  {needs_short(plot['requires'])}"
