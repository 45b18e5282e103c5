"""One seat row of a new-game form: its number, a name, who plays it, and a game's own choice.

Both games' forms show seats the same way and rename a seat that still has a default
name when its kind changes ("Bot 2" <-> "Player 2"); each game's row adds its kind
choices, its last select and its styles (``DEFAULT_CSS`` stays on the game's class).
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label, Select

from tui.shared.controllers.form_seats import HUMAN, FormSeat


class FormSeatRow(Horizontal):
    """Attributes down (the index and the starting seat); the game's row reads the seat up."""

    ID_PREFIX: ClassVar[str] = "seat"
    """The row's id is ``{ID_PREFIX}-{index}``."""
    DEFAULT_NAMES: ClassVar[tuple[str, ...]] = ("Bot {n}", "Player {n}", "")
    """Names (``{n}``: the seat number) that follow the kind when it changes."""

    def __init__(self, index: int, initial: FormSeat) -> None:
        super().__init__(id=f"{self.ID_PREFIX}-{index}")
        self.index = index
        self.initial = initial

    def compose(self) -> ComposeResult:
        yield Label(f"Seat {self.index + 1}")
        yield Input(self.initial.name, max_length=20, compact=True, classes="seat-name",
                    placeholder="name")
        yield from self.compose_choices()

    def compose_choices(self) -> ComposeResult:
        """The game's selects after the name; the first has the class ``seat-kind``."""
        raise NotImplementedError

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.has_class("seat-kind"):
            self.kind_changed(str(event.value))

    def kind_changed(self, kind: str) -> None:
        """A seat still carrying a default name follows its kind."""
        name = self.query_one(".seat-name", Input)
        number = self.index + 1
        if name.value.strip() in {text.format(n=number) for text in self.DEFAULT_NAMES}:
            name.value = f"Player {number}" if kind == HUMAN else f"Bot {number}"

    def seat_name(self) -> str:
        """The name as the form shows it (a blank name becomes ``Seat N``)."""
        return self.query_one(".seat-name", Input).value.strip() or f"Seat {self.index + 1}"

    def choice(self, css_class: str) -> str:
        """The value of this row's select with ``css_class``."""
        return str(self.query_one(f".{css_class}", Select).value)
