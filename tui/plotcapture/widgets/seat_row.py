"""One seat of the new-game form: a name, who plays it, and the MCTS strength."""

from __future__ import annotations

from functools import cache

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label, Select

from engine.plotcapture import make_player
from tui.plotcapture.controllers.table_spec import AI_KINDS, MCTS_STRENGTHS, SeatSpec

KIND_LABELS = {"human": "Human", "random": "AI: random", "greedy": "AI: greedy",
               "mcts": "AI: MCTS"}


@cache
def kind_choices() -> list[tuple[str, str]]:
    """Human plus every AI kind the engine can actually build (so no entry leads nowhere)."""
    choices = [(KIND_LABELS["human"], "human")]
    for kind in AI_KINDS:
        try:
            if kind == "mcts":
                make_player(kind, 0, iterations=MCTS_STRENGTHS["easy"])
            else:
                make_player(kind, 0)
        except (ValueError, TypeError):
            continue
        choices.append((KIND_LABELS[kind], kind))
    return choices


class SeatRow(Horizontal):
    """Attributes down (the starting spec), :meth:`spec` up; strength shows only for MCTS."""

    DEFAULT_CSS = """
    SeatRow { height: 1; margin-bottom: 1; }
    SeatRow > Label { width: 8; }
    SeatRow > Input { width: 1fr; max-width: 24; margin-right: 1; }
    SeatRow > .seat-kind { width: 16; margin-right: 1; }
    SeatRow > .seat-strength { width: 12; }
    """

    def __init__(self, index: int, spec: SeatSpec) -> None:
        super().__init__(id=f"seat-{index}")
        self.index = index
        self.initial = spec

    def compose(self) -> ComposeResult:
        yield Label(f"Seat {self.index + 1}")
        yield Input(
            self.initial.name, max_length=20, compact=True, classes="seat-name",
            placeholder="name",
        )
        kinds = kind_choices()
        kind = self.initial.kind if self.initial.kind in dict(kinds).values() else "greedy"
        yield Select(
            kinds, value=kind, allow_blank=False, compact=True,
            classes="seat-kind",
        )
        yield Select(
            [(name, name) for name in MCTS_STRENGTHS], value=self.initial.strength,
            allow_blank=False, compact=True, classes="seat-strength",
        )

    def on_mount(self) -> None:
        self._show_strength(str(self.query_one(".seat-kind", Select).value))

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.has_class("seat-kind"):
            self._show_strength(str(event.value))
            self._rename_default(str(event.value))

    def _rename_default(self, kind: str) -> None:
        """A seat still carrying a default name follows its kind: "Bot 2" <-> "Player 2"."""
        name = self.query_one(".seat-name", Input)
        number = self.index + 1
        defaults = {f"Bot {number}", f"Player {number}", f"Seat {number}", ""}
        if name.value.strip() in defaults:
            name.value = f"Player {number}" if kind == "human" else f"Bot {number}"

    def _show_strength(self, kind: str) -> None:
        self.query_one(".seat-strength", Select).display = kind == "mcts"

    def spec(self) -> SeatSpec:
        """The seat as the form currently shows it (a blank name becomes ``Seat N``)."""
        name = self.query_one(".seat-name", Input).value.strip() or f"Seat {self.index + 1}"
        kind = str(self.query_one(".seat-kind", Select).value)
        strength = str(self.query_one(".seat-strength", Select).value)
        return SeatSpec(name=name, kind=kind, strength=strength)
