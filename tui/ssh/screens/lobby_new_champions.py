"""Open a served Marvel Champions table: scenario, difficulty, and 1-2 seats with heroes.

Each seat is a human (whoever joins sits there, under their SSH name; seat 1 is the
creator's) or the hero bot, and plays one hero deck: identities are unique, so each
hero is offered to one seat only (the table refuses the same hero twice). There are
as many seats as hero decks, at most two. Dismisses with the new table's actor, or
None when cancelled.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from engine.core import HelicarrierError
from tui.champions.screens.new_game import hero_choices, scenario_choices
from tui.ssh.champions_tables import HERO_BOT, KIND, MAX_SERVED_SEATS, champions_setup
from tui.ssh.lobby import Lobby
from tui.ssh.table_actor import TableActor
from tui.ssh.table_store import Seat

SEAT_CHOICES = [("Human", ""), ("Hero bot", HERO_BOT)]


class NewChampionsTableScreen(Screen[TableActor | None]):
    """The create-table form (see the module docstring); styles in ``served.tcss``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "create", "Create table"),
        Binding("escape", "cancel", "Back"),
    ]

    def __init__(self, lobby: Lobby, player: str) -> None:
        super().__init__()
        self.lobby = lobby
        self.player = player
        self.heroes = hero_choices()
        self.most = min(len(self.heroes), MAX_SERVED_SEATS)

    def compose(self) -> ComposeResult:
        yield Static("Open a Marvel Champions table", id="new-table-title")
        scenarios = scenario_choices()
        with VerticalScroll(id="new-table-form"):
            with Horizontal(classes="form-row"):
                yield Label("Table name")
                yield Input(f"{self.player}'s table", id="table-name", max_length=30,
                            compact=True)
            with Horizontal(classes="form-row"):
                yield Label("Scenario")
                yield Select(scenarios, value=scenarios[0][1], allow_blank=False,
                             compact=True, id="champ-scenario")
            with Horizontal(classes="form-row"):
                yield Label("Difficulty")
                yield Select([("Standard", False), ("Expert", True)], value=False,
                             allow_blank=False, compact=True, id="champ-expert")
            with Horizontal(classes="form-row"):
                yield Label("Seats")
                yield Select([(str(n), n) for n in range(1, self.most + 1)], value=self.most,
                             allow_blank=False, compact=True, id="seat-count")
            for index in range(self.most):
                with Horizontal(classes="form-row seat-row", id=f"seat-row-{index}"):
                    yield Label(f"Seat {index + 1}" + (" (you)" if index == 0 else ""))
                    yield Select(SEAT_CHOICES[:1] if index == 0 else SEAT_CHOICES, value="",
                                 allow_blank=False, compact=True, id=f"seat-{index}",
                                 disabled=index == 0)
                    yield Select(self.heroes, value=self.heroes[index][1], allow_blank=False,
                                 compact=True, id=f"hero-{index}")
            with Horizontal(classes="form-row"):
                yield Button("Create table", id="create", variant="primary")
                yield Button("Back", id="cancel")
        yield Static("", id="new-table-status")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#table-name", Input).focus()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "seat-count":
            for index in range(self.most):
                self.query_one(f"#seat-row-{index}").display = index < int(str(event.value))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "create":
            self.action_create()
        elif event.button.id == "cancel":
            self.action_cancel()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_create(self) -> None:
        count = int(str(self.query_one("#seat-count", Select).value))
        seats = [Seat(ai=str(self.query_one(f"#seat-{i}", Select).value)) for i in range(count)]
        heroes = [str(self.query_one(f"#hero-{i}", Select).value) for i in range(count)]
        try:
            actor = self.lobby.create_table(
                self.player,
                KIND,
                champions_setup(str(self.query_one("#champ-scenario", Select).value),
                                bool(self.query_one("#champ-expert", Select).value), heroes),
                seats,
                name=self.query_one("#table-name", Input).value.strip(),
            )
        except HelicarrierError as exc:
            self.query_one("#new-table-status", Static).update(str(exc))
            return
        self.dismiss(actor)
