"""The frame both served "open a table" forms share: a name, a seat count, seats, create or back.

Each seat row is a human (whoever joins sits there; seat 1 is the creator's) or one
of the game's bots; the game's form adds its own fields, what else a seat picks (a
hero) and how the form becomes the engine's setup. Dismisses with the new table's
actor, or None when cancelled.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from engine.core import HelicarrierError
from tui.ssh.lobby import Lobby
from tui.ssh.table_actor import TableActor
from tui.ssh.table_store import Seat


class NewServedTableForm(Screen[TableActor | None]):
    """The create-table form (see the module docstring); ctrl+s creates, escape goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "create", "Create table"),
        Binding("escape", "cancel", "Back"),
    ]
    FORM_TITLE: ClassVar[str] = ""
    SEAT_CHOICES: ClassVar[list[tuple[str, str]]] = [("Human", "")]
    """(label, bot kind) a seat offers; seat 1 (the creator's) offers only the first."""

    def __init__(self, lobby: Lobby, player: str) -> None:
        super().__init__()
        self.lobby = lobby
        self.player = player

    # ------------------------------------------------------------------ the game's part

    def seat_counts(self) -> range:
        """The seat counts the form offers; the last is how many seat rows it has."""
        raise NotImplementedError

    def default_seat_count(self) -> int:
        raise NotImplementedError

    def compose_fields_before_seats(self) -> ComposeResult:
        """Form rows between the table name and the seat count (none unless the game has some)."""
        yield from ()

    def compose_seat_extras(self, index: int) -> ComposeResult:
        """What else seat ``index`` picks, after who plays it (nothing unless the game asks)."""
        yield from ()

    def compose_fields_after_seats(self) -> ComposeResult:
        """Form rows below the seats (none unless the game has some)."""
        yield from ()

    def game_setup(self, seats: list[Seat]) -> tuple[str, dict[str, Any]]:
        """The game's kind and the engine's setup for these seats; ``HelicarrierError`` if wrong."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the shared frame

    @property
    def most_seats(self) -> int:
        return self.seat_counts()[-1]

    def compose(self) -> ComposeResult:
        yield Static(self.FORM_TITLE, id="new-table-title")
        with VerticalScroll(id="new-table-form"):
            with Horizontal(classes="form-row"):
                yield Label("Table name")
                yield Input(f"{self.player}'s table", id="table-name", max_length=30,
                            compact=True)
            yield from self.compose_fields_before_seats()
            with Horizontal(classes="form-row"):
                yield Label("Seats")
                yield Select([(str(n), n) for n in self.seat_counts()],
                             value=self.default_seat_count(), allow_blank=False, compact=True,
                             id="seat-count")
            for index in range(self.most_seats):
                with Horizontal(classes="form-row seat-row", id=f"seat-row-{index}"):
                    yield Label(f"Seat {index + 1}" + (" (you)" if index == 0 else ""))
                    yield Select(
                        self.SEAT_CHOICES[:1] if index == 0 else self.SEAT_CHOICES,
                        value="", allow_blank=False, compact=True, id=f"seat-{index}",
                        disabled=index == 0,  # the creator's own seat
                    )
                    yield from self.compose_seat_extras(index)
            yield from self.compose_fields_after_seats()
            with Horizontal(classes="form-row"):
                yield Button("Create table", id="create", variant="primary")
                yield Button("Back", id="cancel")
        yield Static("", id="new-table-status")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(self.default_seat_count())
        self.query_one("#table-name", Input).focus()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "seat-count":
            self._show_seats(int(str(event.value)))

    def _show_seats(self, count: int) -> None:
        for index in range(self.most_seats):
            self.query_one(f"#seat-row-{index}").display = index < count

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "create":
            self.action_create()
        elif event.button.id == "cancel":
            self.action_cancel()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_create(self) -> None:
        try:
            seats = self.seats()
            kind, setup = self.game_setup(seats)
            actor = self.lobby.create_table(
                self.player,
                kind,
                setup,
                seats,
                name=self.query_one("#table-name", Input).value.strip(),
            )
        except HelicarrierError as exc:
            self.query_one("#new-table-status", Static).update(str(exc))
            return
        self.dismiss(actor)

    def seats(self) -> list[Seat]:
        """The seats the seat count shows, each a human (``ai`` empty) or a bot kind."""
        count = int(str(self.query_one("#seat-count", Select).value))
        return [
            Seat(ai=str(self.query_one(f"#seat-{index}", Select).value))
            for index in range(count)
        ]
