"""The new-game form: 2 to 6 seats (a named human or an AI), a seed, the rule options.

Rule options come from ``content/plotcapture/rules.toml`` through the content
loader; only options with a real choice are shown (the rest are rulings, listed
on the help screen). A blank seed picks a random one, shown at the table so a
game can be replayed.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from content.plotcapture.schema import load_rules
from tui.plotcapture.controllers.table_spec import MAX_SEATS, MIN_SEATS, SeatSpec, TableSpec
from tui.plotcapture.widgets.rule_option_row import RuleOptionRow, is_adjustable
from tui.plotcapture.widgets.seat_row import SeatRow
from tui.shared.controllers.form_seats import refuse_repeated_names
from tui.shared.controllers.seeds import random_seed

DEFAULT_SEATS = (
    SeatSpec("Player 1", "human"),
    SeatSpec("Bot 2", "greedy"),
    SeatSpec("Bot 3", "mcts", "normal"),
    SeatSpec("Bot 4", "random"),
    SeatSpec("Bot 5", "greedy"),
    SeatSpec("Bot 6", "mcts", "easy"),
)
DEFAULT_SEAT_COUNT = 2


class NewGameScreen(Screen[None]):
    """Fill the form, then ctrl+s (or the Start button) opens the table."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start game"),
        Binding("escape", "back", "Back"),
    ]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="new-game-form"):
            yield Label("New plot-capture game", classes="form-title")
            with Horizontal(classes="form-row"):
                yield Label("Players", classes="form-label")
                yield Select(
                    [(str(n), n) for n in range(MIN_SEATS, MAX_SEATS + 1)],
                    value=DEFAULT_SEAT_COUNT, allow_blank=False, compact=True,
                    id="seat-count",
                )
            for index, spec in enumerate(DEFAULT_SEATS):
                yield SeatRow(index, spec)
            with Horizontal(classes="form-row"):
                yield Label("Seed", classes="form-label")
                yield Input(
                    placeholder="blank = random", type="integer", compact=True, id="seed",
                    max_length=12,
                )
            yield Label("Rule options (hover or see help for the reasons)", classes="form-title")
            for option in load_rules().values():
                if is_adjustable(option):
                    yield RuleOptionRow(option)
        yield Static("", id="form-error", markup=False)
        with Horizontal(id="form-buttons"):
            yield Button("Start game", id="start", variant="primary", compact=True)
            yield Button("Back", id="back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(DEFAULT_SEAT_COUNT)
        self.query_one("#seat-count", Select).focus()

    @on(Select.Changed, "#seat-count")
    def _count_changed(self, event: Select.Changed) -> None:
        self._show_seats(int(event.value))  # type: ignore[arg-type]

    def _show_seats(self, count: int) -> None:
        for row in self.query(SeatRow):
            row.display = row.index < count

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def _back_pressed(self) -> None:
        self.action_back()

    def table_spec(self) -> TableSpec:
        """The form as a spec; ``ValueError`` says which field is wrong."""
        count = int(self.query_one("#seat-count", Select).value)  # type: ignore[arg-type]
        seats = tuple(row.spec() for row in self.query(SeatRow) if row.index < count)
        refuse_repeated_names(seats)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else random_seed()
        options = {}
        for row in self.query(RuleOptionRow):
            value = row.value()
            if value != row.option.default:
                options[row.option.name] = value
        return TableSpec(seats=seats, seed=seed, options=options)

    def action_start(self) -> None:
        from tui.plotcapture.controllers.local_table import LocalTableController
        from tui.plotcapture.screens.local_table import open_table

        try:
            spec = self.table_spec()
            controller = LocalTableController.new(spec, self.app.save_dir)  # type: ignore[attr-defined]
        except ValueError as exc:
            self.query_one("#form-error", Static).update(str(exc))
            return
        self.app.pop_screen()
        open_table(self.app, controller)

    def action_back(self) -> None:
        self.app.pop_screen()
