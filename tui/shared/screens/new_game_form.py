"""The frame both games' new-game forms share: a seat count that shows as many seat rows, a seed.

Each game's form fills in its own fields (scenario, rule options), its seat rows and how
the form becomes a table; this holds what is the same: the layout around them, the
start and back keys and buttons, the blank-means-random seed, and the error line a
``ValueError`` from the form lands in.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, Generic, TypeVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from tui.shared.controllers.seeds import random_seed
from tui.shared.widgets.form_seat_row import FormSeatRow

ControllerT = TypeVar("ControllerT")
RowT = TypeVar("RowT", bound=FormSeatRow)


class NewGameForm(Screen[None], Generic[ControllerT]):
    """Fill the form, then ctrl+s (or Start) opens the table; escape (or Back) goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start game"),
        Binding("escape", "back", "Back"),
    ]
    FORM_TITLE: ClassVar[str] = ""
    SEAT_COUNT_ID: ClassVar[str] = "seat-count"
    FIRST_FIELD: ClassVar[str] = "#seat-count"
    """The selector of the field focused when the form opens."""

    # ------------------------------------------------------------------ the game's part

    def compose_fields_before_seats(self) -> ComposeResult:
        """Form rows above the seat count (none unless the game has some)."""
        yield from ()

    def seat_counts(self) -> Iterable[int]:
        """The seat counts the form offers."""
        raise NotImplementedError

    def default_seat_count(self) -> int:
        raise NotImplementedError

    def compose_seat_rows(self) -> ComposeResult:
        """Every seat row the form may show (the seat count hides the rest)."""
        raise NotImplementedError

    def compose_fields_after_seed(self) -> ComposeResult:
        """Form rows below the seed (none unless the game has some)."""
        yield from ()

    def new_controller(self) -> ControllerT:
        """The game the form describes; ``ValueError`` says which field is wrong."""
        raise NotImplementedError

    def open_table(self, controller: ControllerT) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ the shared frame

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="new-game-form"):
            yield Label(self.FORM_TITLE, classes="form-title")
            yield from self.compose_fields_before_seats()
            with Horizontal(classes="form-row"):
                yield Label("Players", classes="form-label")
                yield Select([(str(n), n) for n in self.seat_counts()],
                             value=self.default_seat_count(), allow_blank=False, compact=True,
                             id=self.SEAT_COUNT_ID)
            yield from self.compose_seat_rows()
            with Horizontal(classes="form-row"):
                yield Label("Seed", classes="form-label")
                yield Input(placeholder="blank = random", type="integer", compact=True,
                            id="seed", max_length=12)
            yield from self.compose_fields_after_seed()
        yield Static("", id="form-error", markup=False)
        with Horizontal(id="form-buttons"):
            yield Button("Start game", id="start", variant="primary", compact=True)
            yield Button("Back", id="back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(self.seat_count())
        self.query_one(self.FIRST_FIELD).focus()

    @on(Select.Changed)
    def _count_changed(self, event: Select.Changed) -> None:
        if event.select.id == self.SEAT_COUNT_ID:
            self._show_seats(int(str(event.value)))

    def _show_seats(self, count: int) -> None:
        for row in self.query(FormSeatRow):
            row.display = row.index < count

    def seat_count(self) -> int:
        return int(self.query_one(f"#{self.SEAT_COUNT_ID}", Select).value)  # type: ignore[arg-type]

    def shown_rows(self, row_type: type[RowT]) -> list[RowT]:
        """The seat rows the seat count shows, in seat order."""
        count = self.seat_count()
        return [row for row in self.query(row_type) if row.index < count]

    def form_seed(self) -> int:
        """The seed typed in, or a fresh random one when it is blank."""
        seed_text = self.query_one("#seed", Input).value.strip()
        return int(seed_text) if seed_text else random_seed()

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def _back_pressed(self) -> None:
        self.action_back()

    def action_start(self) -> None:
        try:
            controller = self.new_controller()
        except ValueError as exc:
            self.query_one("#form-error", Static).update(str(exc))
            return
        self.app.pop_screen()
        self.open_table(controller)

    def action_back(self) -> None:
        self.app.pop_screen()
