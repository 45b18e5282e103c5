"""Open a served plot-capture table: how many seats, which are AI, and rule options.

Human seats have no names here: whoever joins sits there, under their SSH name. Only
rule options with a real choice are offered (from ``content/plotcapture/rules.toml``);
the rest keep their documented defaults. Dismisses with the new table's actor, or
None when cancelled.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from content.plotcapture.schema import RuleOption, load_rules
from engine.core import HelicarrierError
from tui.ssh.lobby import Lobby
from tui.ssh.table_actor import TableActor
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


class NewTableScreen(Screen[TableActor | None]):
    """The create-table form (see the module docstring)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "create", "Create table"),
        Binding("escape", "cancel", "Back"),
    ]

    def __init__(self, lobby: Lobby, player: str) -> None:
        super().__init__()
        self.lobby = lobby
        self.player = player

    def compose(self) -> ComposeResult:
        yield Static("Open a plot-capture table", id="new-table-title")
        with VerticalScroll(id="new-table-form"):
            with Horizontal(classes="form-row"):
                yield Label("Table name")
                yield Input(f"{self.player}'s table", id="table-name", max_length=30,
                            compact=True)
            with Horizontal(classes="form-row"):
                yield Label("Seats")
                yield Select(
                    [(str(n), n) for n in range(MIN_SEATS, MAX_SEATS + 1)],
                    value=MIN_SEATS, allow_blank=False, compact=True, id="seat-count",
                )
            for index in range(MAX_SEATS):
                with Horizontal(classes="form-row seat-row", id=f"seat-row-{index}"):
                    yield Label(f"Seat {index + 1}" + (" (you)" if index == 0 else ""))
                    yield Select(
                        SEAT_CHOICES[:1] if index == 0 else SEAT_CHOICES,
                        value="", allow_blank=False, compact=True, id=f"seat-{index}",
                        disabled=index == 0,  # the creator's own seat
                    )
            yield Static("Rule options", classes="lobby-heading")
            for option in offered_options():
                with Horizontal(classes="form-row"):
                    yield Label(option.name.replace("_", " "))
                    yield _option_input(option)
            with Horizontal(classes="form-row"):
                yield Button("Create table", id="create", variant="primary")
                yield Button("Back", id="cancel")
        yield Static("", id="new-table-status")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(MIN_SEATS)
        self.query_one("#table-name", Input).focus()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "seat-count":
            self._show_seats(int(str(event.value)))

    def _show_seats(self, count: int) -> None:
        for index in range(MAX_SEATS):
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
            seats = self._seats()
            options = self._options()
            actor = self.lobby.create_table(
                self.player,
                GAME_KIND,
                plotcapture_setup(seats, options),
                seats,
                name=self.query_one("#table-name", Input).value.strip(),
            )
        except HelicarrierError as exc:
            self.query_one("#new-table-status", Static).update(str(exc))
            return
        self.dismiss(actor)

    def _seats(self) -> list[Seat]:
        count = int(str(self.query_one("#seat-count", Select).value))
        return [
            Seat(ai=str(self.query_one(f"#seat-{index}", Select).value))
            for index in range(count)
        ]

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
