"""The Champions new-game form: scenario, standard or expert, 1 to N seats with heroes, a seed.

Scenarios and hero decks come from our content (``catalog()``), so new ones show up
as the content grows. There are as many seats as hero decks (at most the engine's
four): identities are unique, so each hero is played by one seat at most. A blank
seed picks one at random (shown at the table so the game can be replayed).
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from content.champions.schema import catalog
from engine.champions.game import MAX_PLAYERS
from tui.champions.controllers.spec import BOT, HUMAN, ChampionsSeat, ChampionsSpec
from tui.champions.widgets.seat_row import ChampionsSeatRow
from tui.shared.controllers.seeds import random_seed

DEFAULT_SEAT_COUNT = 2


def hero_choices() -> list[tuple[str, str]]:
    """(label, deck key) for every hero deck: ``Nick Fury (justice)``."""
    cards = catalog()
    return [(f"{cards.cards[deck.identity].name} ({deck.aspect})", key)
            for key, deck in cards.decks.items()]


def scenario_choices() -> list[tuple[str, str]]:
    return [(scenario.name, key) for key, scenario in catalog().scenarios.items()]


class ChampionsNewGameScreen(Screen[None]):
    """Fill the form, then ctrl+s (or Start) opens the table; escape goes back."""

    CSS_PATH = "champions.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start game"),
        Binding("escape", "back", "Back"),
    ]

    def compose(self) -> ComposeResult:
        heroes = hero_choices()
        most = min(len(heroes), MAX_PLAYERS)
        with VerticalScroll(id="new-game-form"):
            yield Label("New Marvel Champions game", classes="form-title")
            with Horizontal(classes="form-row"):
                yield Label("Scenario", classes="form-label")
                scenarios = scenario_choices()
                yield Select(scenarios, value=scenarios[0][1], allow_blank=False, compact=True,
                             id="champ-scenario")
            with Horizontal(classes="form-row"):
                yield Label("Mode", classes="form-label")
                yield Select([("Standard", False), ("Expert", True)], value=False,
                             allow_blank=False, compact=True, id="champ-expert")
            with Horizontal(classes="form-row"):
                yield Label("Players", classes="form-label")
                yield Select([(str(n), n) for n in range(1, most + 1)],
                             value=min(DEFAULT_SEAT_COUNT, most), allow_blank=False,
                             compact=True, id="champ-seat-count")
            for index in range(most):
                kind = HUMAN if index == 0 else BOT
                name = f"Player {index + 1}" if kind == HUMAN else f"Bot {index + 1}"
                yield ChampionsSeatRow(index, ChampionsSeat(name, kind, heroes[index][1]),
                                       heroes)
            with Horizontal(classes="form-row"):
                yield Label("Seed", classes="form-label")
                yield Input(placeholder="blank = random", type="integer", compact=True,
                            id="seed", max_length=12)
        yield Static("", id="form-error", markup=False)
        with Horizontal(id="form-buttons"):
            yield Button("Start game", id="start", variant="primary", compact=True)
            yield Button("Back", id="back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(int(self.query_one("#champ-seat-count", Select).value))  # type: ignore[arg-type]
        self.query_one("#champ-scenario", Select).focus()

    @on(Select.Changed, "#champ-seat-count")
    def _count_changed(self, event: Select.Changed) -> None:
        self._show_seats(int(event.value))  # type: ignore[arg-type]

    def _show_seats(self, count: int) -> None:
        for row in self.query(ChampionsSeatRow):
            row.display = row.index < count

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def _back_pressed(self) -> None:
        self.action_back()

    def spec(self) -> ChampionsSpec:
        """The form as a spec; ``ValueError`` says which field is wrong."""
        count = int(self.query_one("#champ-seat-count", Select).value)  # type: ignore[arg-type]
        seats = tuple(row.seat() for row in self.query(ChampionsSeatRow) if row.index < count)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else random_seed()
        return ChampionsSpec(str(self.query_one("#champ-scenario", Select).value), seats, seed,
                             bool(self.query_one("#champ-expert", Select).value))

    def action_start(self) -> None:
        from tui.champions.controllers.controller import ChampionsController
        from tui.champions.screens.table import open_champions_table

        try:
            controller = ChampionsController.new(self.spec(), self.app.save_dir)  # type: ignore[attr-defined]
        except ValueError as exc:
            self.query_one("#form-error", Static).update(str(exc))
            return
        self.app.pop_screen()
        open_champions_table(self.app, controller)

    def action_back(self) -> None:
        self.app.pop_screen()
