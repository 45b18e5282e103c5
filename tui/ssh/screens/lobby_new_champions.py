"""Open a served Marvel Champions table: scenario, difficulty, and 1-2 seats with heroes.

Each seat is a human (whoever joins sits there, under their SSH name; seat 1 is the
creator's) or the hero bot, and plays one hero deck: identities are unique, so each
hero is offered to one seat only (the table refuses the same hero twice). Seat 1 may
also play one of the creator's stored decks (lobby key ``d``); the other seats play
starter decks, since who sits there is not known yet. There are
as many seats as hero decks, at most two. Dismisses with the new table's actor, or
None when cancelled.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, Select

from tui.champions.controllers.deck_choices import deck_choices, starter_choices
from tui.champions.screens.new_game import scenario_choices
from tui.ssh.champions_tables import HERO_BOT_CHOICES, KIND, MAX_SERVED_SEATS, champions_setup
from tui.ssh.lobby import Lobby
from tui.ssh.screens.new_served_table import NewServedTableForm
from tui.ssh.table_store import Seat

SEAT_CHOICES = [("Human", ""), *HERO_BOT_CHOICES]


class NewChampionsTableScreen(NewServedTableForm):
    """The create-table form (see the module docstring); the frame is ``NewServedTableForm``."""

    FORM_TITLE = "Open a Marvel Champions table"
    SEAT_CHOICES = SEAT_CHOICES

    def __init__(self, lobby: Lobby, player: str, decks: Path | None = None) -> None:
        """``decks``: the creator's stored decks' folder (None: starter decks only)."""
        super().__init__(lobby, player)
        self.heroes = starter_choices()
        self.mine = deck_choices(decks) if decks is not None else self.heroes
        self.most = min(len(self.heroes), MAX_SERVED_SEATS)

    def seat_counts(self) -> range:
        return range(1, self.most + 1)

    def default_seat_count(self) -> int:
        return self.most

    def compose_fields_before_seats(self) -> ComposeResult:
        scenarios = scenario_choices()
        with Horizontal(classes="form-row"):
            yield Label("Scenario")
            yield Select(scenarios, value=scenarios[0][1], allow_blank=False,
                         compact=True, id="champ-scenario")
        with Horizontal(classes="form-row"):
            yield Label("Difficulty")
            yield Select([("Standard", False), ("Expert", True)], value=False,
                         allow_blank=False, compact=True, id="champ-expert")

    def compose_seat_extras(self, index: int) -> ComposeResult:
        choices = self.mine if index == 0 else self.heroes
        yield Select([(c.label, c.value) for c in choices], value=self.heroes[index].value,
                     allow_blank=False, compact=True, id=f"hero-{index}", classes="seat-hero")

    def game_setup(self, seats: list[Seat]) -> tuple[str, dict[str, Any]]:
        chosen = {c.value: c for c in self.mine}
        decks = [chosen[str(self.query_one(f"#hero-{i}", Select).value)]
                 for i in range(len(seats))]
        return KIND, champions_setup(str(self.query_one("#champ-scenario", Select).value),
                                     bool(self.query_one("#champ-expert", Select).value),
                                     [d.hero for d in decks], [d.cards for d in decks])
