"""What the Champions new-game form produces: scenario, difficulty, seats, seed.

Free of Textual and of engine classes, like ``tui/plotcapture/controllers/table_spec.py`` for
plot capture; the controller turns it into the engine's setup dict.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tui.shared.controllers.form_seats import HUMAN, FormSeat, refuse_repeated_names

BOT = "bot"
"""The heuristic hero bot (strength ``easy``; the kind saves have always written)."""
BOT_NORMAL, BOT_HARD = "bot:normal", "bot:hard"
"""The searching hero bot (``engine.champions.ai.search``) at its two budgets."""
SEAT_KINDS = (HUMAN, BOT, BOT_NORMAL, BOT_HARD)


def bot_strength(kind: str) -> str:
    """The engine's bot strength for a bot seat kind: ``bot`` -> easy, ``bot:hard`` -> hard."""
    return kind.partition(":")[2] or "easy"


@dataclasses.dataclass(frozen=True)
class ChampionsSeat(FormSeat):
    """One seat: a display name, who plays it (a person or the simple bot), the hero, and a
    stored deck's card list (empty: the hero's starter deck)."""

    hero: str = ""
    deck: tuple[tuple[str, int], ...] = ()


@dataclasses.dataclass(frozen=True)
class ChampionsSpec:
    """Everything the form asks for; ``ValueError`` says what is wrong with it."""

    scenario: str
    seats: tuple[ChampionsSeat, ...]
    seed: int
    expert: bool = False

    def __post_init__(self) -> None:
        if not self.seats:
            raise ValueError("a game needs at least one seat")
        heroes = [seat.hero for seat in self.seats]
        for seat in self.seats:
            if seat.kind not in SEAT_KINDS:
                raise ValueError(f"seat {seat.name!r}: unknown player kind {seat.kind!r}")
            if not seat.name.strip():
                raise ValueError("every seat needs a name")
            if heroes.count(seat.hero) > 1:
                raise ValueError(f"{seat.hero} is chosen twice; each hero can be played by "
                                 "one seat only (identities are unique)")
        refuse_repeated_names(self.seats)

    def setup(self) -> dict[str, Any]:
        """The engine's setup dict (see ``engine/champions/game.py``)."""
        setup: dict[str, Any] = {"scenario": self.scenario,
                                 "heroes": [seat.hero for seat in self.seats],
                                 "expert": self.expert}
        if any(seat.deck for seat in self.seats):  # the setup's decks: [] is a starter deck
            setup["decks"] = [[list(entry) for entry in seat.deck] for seat in self.seats]
        return setup
