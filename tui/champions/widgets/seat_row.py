"""One seat of the Champions new-game form: a name, a person or the bot, and a hero deck."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label, Select

from tui.champions.controllers.spec import BOT, HUMAN, ChampionsSeat

KIND_CHOICES = [("Human", HUMAN), ("Bot", BOT)]


class ChampionsSeatRow(Horizontal):
    """Attributes down (the starting seat and the hero choices), :meth:`seat` up."""

    DEFAULT_CSS = """
    ChampionsSeatRow { height: 1; margin-bottom: 1; }
    ChampionsSeatRow > Label { width: 10; }
    ChampionsSeatRow > Input { width: 1fr; max-width: 20; margin-right: 1; }
    ChampionsSeatRow > .seat-kind { width: 11; margin-right: 1; }
    ChampionsSeatRow > .seat-hero { width: 28; }
    """

    def __init__(self, index: int, seat: ChampionsSeat, heroes: list[tuple[str, str]]) -> None:
        super().__init__(id=f"champ-seat-{index}")
        self.index = index
        self.initial = seat
        self.heroes = heroes

    def compose(self) -> ComposeResult:
        yield Label(f"Seat {self.index + 1}")
        yield Input(self.initial.name, max_length=20, compact=True, classes="seat-name",
                    placeholder="name")
        yield Select(KIND_CHOICES, value=self.initial.kind, allow_blank=False, compact=True,
                     classes="seat-kind")
        yield Select(self.heroes, value=self.initial.hero, allow_blank=False, compact=True,
                     classes="seat-hero")

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.has_class("seat-kind"):
            name = self.query_one(".seat-name", Input)
            number = self.index + 1
            if name.value.strip() in {f"Bot {number}", f"Player {number}", ""}:
                name.value = f"Player {number}" if event.value == HUMAN else f"Bot {number}"

    def seat(self) -> ChampionsSeat:
        """The seat as the form shows it (a blank name becomes ``Seat N``)."""
        name = self.query_one(".seat-name", Input).value.strip() or f"Seat {self.index + 1}"
        return ChampionsSeat(name, str(self.query_one(".seat-kind", Select).value),
                             str(self.query_one(".seat-hero", Select).value))
