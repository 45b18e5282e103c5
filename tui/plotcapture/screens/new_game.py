"""The new-game form: 2 to 6 seats (a named human or an AI), a seed, the rule options.

Rule options come from ``content/plotcapture/rules.toml`` through the content
loader; only options with a real choice are shown (the rest are rulings, listed
on the help screen). A blank seed picks a random one, shown at the table so a
game can be replayed. The frame (seat count, seed, start and back) is the one both
games share (:mod:`tui.shared.screens.new_game_form`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.widgets import Label

from content.plotcapture.schema import load_rules
from tui.plotcapture.controllers.table_spec import MAX_SEATS, MIN_SEATS, SeatSpec, TableSpec
from tui.plotcapture.widgets.rule_option_row import RuleOptionRow, is_adjustable
from tui.plotcapture.widgets.seat_row import SeatRow
from tui.shared.controllers.form_seats import refuse_repeated_names
from tui.shared.screens.new_game_form import NewGameForm

if TYPE_CHECKING:
    from tui.plotcapture.controllers.local_table import LocalTableController

DEFAULT_SEATS = (
    SeatSpec("Player 1", "human"),
    SeatSpec("Bot 2", "greedy"),
    SeatSpec("Bot 3", "mcts", "normal"),
    SeatSpec("Bot 4", "random"),
    SeatSpec("Bot 5", "greedy"),
    SeatSpec("Bot 6", "mcts", "easy"),
)
DEFAULT_SEAT_COUNT = 2


class NewGameScreen(NewGameForm["LocalTableController"]):
    """Fill the form, then ctrl+s (or the Start button) opens the table."""

    FORM_TITLE = "New plot-capture game"
    SEAT_COUNT_ID = "seat-count"
    FIRST_FIELD = "#seat-count"

    def seat_counts(self) -> range:
        return range(MIN_SEATS, MAX_SEATS + 1)

    def default_seat_count(self) -> int:
        return DEFAULT_SEAT_COUNT

    def compose_seat_rows(self) -> ComposeResult:
        for index, spec in enumerate(DEFAULT_SEATS):
            yield SeatRow(index, spec)

    def compose_fields_after_seed(self) -> ComposeResult:
        yield Label("Rule options (hover or see help for the reasons)", classes="form-title")
        for option in load_rules().values():
            if is_adjustable(option):
                yield RuleOptionRow(option)

    def table_spec(self) -> TableSpec:
        """The form as a spec; ``ValueError`` says which field is wrong."""
        seats = tuple(row.spec() for row in self.shown_rows(SeatRow))
        refuse_repeated_names(seats)
        seed = self.form_seed()
        options = {}
        for row in self.query(RuleOptionRow):
            value = row.value()
            if value != row.option.default:
                options[row.option.name] = value
        return TableSpec(seats=seats, seed=seed, options=options)

    def new_controller(self) -> LocalTableController:
        from tui.plotcapture.controllers.local_table import LocalTableController

        return LocalTableController.new(self.table_spec(), self.app.save_dir)  # type: ignore[attr-defined]

    def open_table(self, controller: LocalTableController) -> None:
        from tui.plotcapture.screens.local_table import open_table

        open_table(self.app, controller)
