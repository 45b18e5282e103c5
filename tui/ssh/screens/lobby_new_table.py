"""Open a served plot-capture table: how many seats, which are AI, and rule options.

Human seats have no names here: whoever joins sits there, under their SSH name. Only
rule options with a real choice are offered (from ``content/plotcapture/rules.toml``);
the rest keep their documented defaults. Dismisses with the new table's actor, or
None when cancelled.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label, Select, Static

from content.plotcapture.schema import RuleOption, load_rules
from engine.core import HelicarrierError
from tui.ssh.screens.new_served_table import NewServedTableForm
from tui.ssh.table_store import Seat

GAME_KIND = "plotcapture"
MIN_SEATS = 2
MAX_SEATS = 6
SEAT_CHOICES = [
    ("Human", ""),
    ("AI: random", "random"),
    ("AI: greedy", "greedy"),
    ("AI: MCTS easy", "mcts:easy"),
    ("AI: MCTS normal", "mcts:normal"),
    ("AI: MCTS hard", "mcts:hard"),
]


def offered_options() -> list[RuleOption]:
    """Rule options a table creator can change (more than one allowed value)."""
    return [opt for opt in load_rules().values() if len(opt.choices) > 1 or not opt.choices]


def plotcapture_setup(seats: list[Seat], options: dict[str, Any]) -> dict[str, Any]:
    """The engine setup dict for these seats (AI seats are named after their kind)."""
    names = [
        f"AI {seat.ai}" if seat.is_ai else f"Seat {index + 1}"
        for index, seat in enumerate(seats)
    ]
    return {"seats": names, "options": options}


class NewTableScreen(NewServedTableForm):
    """The create-table form (see the module docstring); the frame is ``NewServedTableForm``."""

    FORM_TITLE = "Open a plot-capture table"
    SEAT_CHOICES = SEAT_CHOICES

    def seat_counts(self) -> range:
        return range(MIN_SEATS, MAX_SEATS + 1)

    def default_seat_count(self) -> int:
        return MIN_SEATS

    def compose_fields_after_seats(self) -> ComposeResult:
        yield Static("Rule options", classes="lobby-heading")
        for option in offered_options():
            with Horizontal(classes="form-row"):
                yield Label(option.name.replace("_", " "))
                yield _option_input(option)

    def game_setup(self, seats: list[Seat]) -> tuple[str, dict[str, Any]]:
        return GAME_KIND, plotcapture_setup(seats, self._options())

    def _options(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for option in offered_options():
            widget = self.query_one(f"#opt-{option.name}")
            if isinstance(widget, Input):
                text = widget.value.strip()
                try:
                    value: Any = int(text)
                except ValueError:
                    raise HelicarrierError(
                        f"rule option {option.name} must be a whole number, not {text!r}"
                    ) from None
            else:
                value = widget.value  # type: ignore[attr-defined]
            problem = option.check(value)
            if problem:
                raise HelicarrierError(problem)
            if value != option.default:
                values[option.name] = value
        return values


def _option_input(option: RuleOption) -> Input | Select[Any]:
    if option.choices:
        return Select(
            [(str(choice).lower(), choice) for choice in option.choices],
            value=option.default, allow_blank=False, compact=True, id=f"opt-{option.name}",
        )
    return Input(str(option.default), id=f"opt-{option.name}", compact=True, type="integer",
                 tooltip=option.rationale)
