"""The Champions new-game form: scenario, standard or expert, 1 to N seats with decks, a seed.

Scenarios and hero decks come from our content (``catalog()``), so new ones show up
as the content grows; each seat's list also offers the player's stored decks
(``champions deck import``: :mod:`tui.champions.controllers.deck_choices`). There are as
many seats as heroes (at most the engine's four): identities are unique, so each hero is
played by one seat at most. A blank
seed picks one at random (shown at the table so the game can be replayed). The frame
(seat count, seed, start and back) is the one both games share
(:mod:`tui.shared.screens.new_game_form`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, Select

from content.champions.schema import catalog
from engine.champions.game import MAX_PLAYERS
from tui.champions.controllers.deck_choices import deck_choices, starter_choices
from tui.champions.controllers.spec import BOT, HUMAN, ChampionsSeat, ChampionsSpec
from tui.champions.widgets.seat_row import ChampionsSeatRow
from tui.shared.screens.new_game_form import NewGameForm

if TYPE_CHECKING:
    from tui.champions.controllers.controller import ChampionsController

DEFAULT_SEAT_COUNT = 2


def scenario_choices() -> list[tuple[str, str]]:
    return [(scenario.name, key) for key, scenario in catalog().scenarios.items()]


class ChampionsNewGameScreen(NewGameForm["ChampionsController"]):
    """Fill the form, then ctrl+s (or Start) opens the table; escape goes back."""

    CSS_PATH = "champions.tcss"
    FORM_TITLE = "New Marvel Champions game"
    SEAT_COUNT_ID = "champ-seat-count"
    FIRST_FIELD = "#champ-scenario"

    def __init__(self) -> None:
        super().__init__()
        self.heroes = starter_choices()
        self.decks = deck_choices()
        self.most = min(len(self.heroes), MAX_PLAYERS)

    def compose_fields_before_seats(self) -> ComposeResult:
        with Horizontal(classes="form-row"):
            yield Label("Scenario", classes="form-label")
            scenarios = scenario_choices()
            yield Select(scenarios, value=scenarios[0][1], allow_blank=False, compact=True,
                         id="champ-scenario")
        with Horizontal(classes="form-row"):
            yield Label("Mode", classes="form-label")
            yield Select([("Standard", False), ("Expert", True)], value=False,
                         allow_blank=False, compact=True, id="champ-expert")

    def seat_counts(self) -> range:
        return range(1, self.most + 1)

    def default_seat_count(self) -> int:
        return min(DEFAULT_SEAT_COUNT, self.most)

    def compose_seat_rows(self) -> ComposeResult:
        for index in range(self.most):
            kind = HUMAN if index == 0 else BOT
            name = f"Player {index + 1}" if kind == HUMAN else f"Bot {index + 1}"
            yield ChampionsSeatRow(index, ChampionsSeat(name, kind, self.heroes[index].value),
                                   self.decks)

    def spec(self) -> ChampionsSpec:
        """The form as a spec; ``ValueError`` says which field is wrong."""
        seats = tuple(row.seat() for row in self.shown_rows(ChampionsSeatRow))
        seed = self.form_seed()
        return ChampionsSpec(str(self.query_one("#champ-scenario", Select).value), seats, seed,
                             bool(self.query_one("#champ-expert", Select).value))

    def new_controller(self) -> ChampionsController:
        from tui.champions.controllers.controller import ChampionsController

        return ChampionsController.new(self.spec(), self.app.save_dir)  # type: ignore[attr-defined]

    def open_table(self, controller: ChampionsController) -> None:
        from tui.champions.screens.table import open_champions_table

        open_champions_table(self.app, controller)
