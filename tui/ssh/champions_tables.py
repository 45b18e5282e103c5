"""Marvel Champions at a served table: the setup, how its seats and result read.

The table actor, the store and the lobby are the same for every game kind; this
module holds what only a Champions table needs: its setup dict (scenario,
difficulty, one hero per seat), the names the lobby and the table screen give its
seats ("ana (Maria Hill)", "AI (hero bot) (Nick Fury)"), a one-line result, and
which commands are manual overrides (the ones a shared table applies only by agreement).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from content.champions.schema import catalog
from engine.champions.core.commands import MANUAL_COMMANDS
from engine.core import Command, HelicarrierError

KIND = "champions"
HERO_BOT = "hero-bot"
"""The AI name of a Champions bot seat: ``hero-bot`` is the heuristic bot (``SimpleBot``),
``hero-bot:normal`` and ``hero-bot:hard`` the searching one (``SearchBot``)."""


def looks_ahead(ai: str) -> bool:
    """A hero bot that searches: it needs the table's record to look ahead in."""
    return ai.startswith(f"{HERO_BOT}:")


HERO_BOT_CHOICES = [("Hero bot (easy)", HERO_BOT), ("Hero bot (normal)", f"{HERO_BOT}:normal"),
                    ("Hero bot (hard)", f"{HERO_BOT}:hard")]
MAX_SERVED_SEATS = 2
"""Seats a served Champions table offers (the issue's 1-2; fewer if fewer hero decks)."""


def hero_name(deck: str) -> str:
    """The hero's name for a deck key: ``maria-hill`` -> ``Maria Hill``."""
    cards = catalog()
    found = cards.decks.get(deck)
    return cards.cards[found.identity].name if found is not None else deck


def scenario_name(key: str) -> str:
    found = catalog().scenarios.get(key)
    return found.name if found is not None else key


def champions_setup(scenario: str, expert: bool, heroes: list[str],
                    decks: Sequence[Sequence[tuple[str, int]]] = ()) -> dict[str, Any]:
    """The engine's setup dict; HelicarrierError names what is wrong (a hero twice...).
    ``decks``: per seat, a stored deck's card list (empty: the hero's starter deck)."""
    if not 1 <= len(heroes) <= MAX_SERVED_SEATS:
        raise HelicarrierError(f"a served Champions table has 1 to {MAX_SERVED_SEATS} seats, "
                               f"not {len(heroes)}")
    for hero in heroes:
        if heroes.count(hero) > 1:
            raise HelicarrierError(f"{hero_name(hero)} is chosen twice; each hero can be "
                                   "played by one seat only (identities are unique)")
    setup: dict[str, Any] = {"scenario": scenario, "heroes": list(heroes), "expert": expert}
    if any(decks):
        setup["decks"] = [[list(entry) for entry in deck] for deck in decks]
    return setup


def table_detail(setup: dict[str, Any]) -> str:
    """The scenario and difficulty for the lobby: ``Black Widow, standard``."""
    mode = "expert" if setup.get("expert") else "standard"
    return f"{scenario_name(str(setup.get('scenario', '')))}, {mode}"


def seat_heroes(setup: dict[str, Any]) -> list[str]:
    """Each seat's hero name, in seat order."""
    return [hero_name(str(deck)) for deck in setup.get("heroes", [])]


def describe_champions_result(view: dict[str, Any]) -> str:
    """A one-line result for the history: ``the players won (Black Widow defeated), round 4``."""
    verb = "won" if view.get("outcome") == "win" else "lost"
    cause = f" ({view['cause']})" if view.get("cause") else ""
    return f"the players {verb}{cause}, round {view.get('round', 0)}"


def is_override(command: Command) -> bool:
    """A Champions manual override (move, counter, flip, status, exhaust/ready, done)."""
    return isinstance(command, MANUAL_COMMANDS)
