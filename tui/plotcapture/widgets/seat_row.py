"""One seat of the new-game form: a name, who plays it, and the MCTS strength."""

from __future__ import annotations

from functools import cache

from textual.app import ComposeResult
from textual.widgets import Select

from engine.plotcapture import make_player
from tui.plotcapture.controllers.table_spec import AI_KINDS, MCTS_STRENGTHS, SeatSpec
from tui.shared.widgets.form_seat_row import FormSeatRow

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


class SeatRow(FormSeatRow):
    """Attributes down (the starting spec), :meth:`spec` up; strength shows only for MCTS."""

    DEFAULT_CSS = """
    SeatRow { height: 1; margin-bottom: 1; }
    SeatRow > Label { width: 8; }
    SeatRow > Input { width: 1fr; max-width: 24; margin-right: 1; }
    SeatRow > .seat-kind { width: 16; margin-right: 1; }
    SeatRow > .seat-strength { width: 12; }
    """
    ID_PREFIX = "seat"
    DEFAULT_NAMES = (*FormSeatRow.DEFAULT_NAMES, "Seat {n}")

    def __init__(self, index: int, spec: SeatSpec) -> None:
        super().__init__(index, spec)
        self.initial: SeatSpec = spec

    def compose_choices(self) -> ComposeResult:
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
        self._show_strength(self.choice("seat-kind"))

    def kind_changed(self, kind: str) -> None:
        self._show_strength(kind)
        super().kind_changed(kind)

    def _show_strength(self, kind: str) -> None:
        self.query_one(".seat-strength", Select).display = kind == "mcts"

    def spec(self) -> SeatSpec:
        """The seat as the form currently shows it (a blank name becomes ``Seat N``)."""
        return SeatSpec(name=self.seat_name(), kind=self.choice("seat-kind"),
                        strength=self.choice("seat-strength"))
