"""The event clock: time left in large digits, and whether it runs."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from tui.organizer.widgets.loki_big_digits import LokiBigDigits


def clock_text(seconds: int) -> str:
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class LokiClock(Vertical):
    """Time left (or elapsed when there is no limit) and the clock's state.

    The screen sets the width and the digits' scale; the state line wraps rather
    than being cut when the box is narrow.
    """

    DEFAULT_CSS = """
    LokiClock { height: auto; border: round $primary; padding: 0 1; width: 28; }
    LokiClock .clock-state { height: auto; color: $text-muted; }
    LokiClock .clock-limit { height: 1; color: $text-muted; }
    """

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self.border_title = "Time left"

    def compose(self) -> ComposeResult:
        yield LokiBigDigits("0:00:00", reserve="0:00:00", classes="clock-digits")
        yield Static("", classes="clock-limit")
        yield Static("", classes="clock-state")

    def set_scale(self, scale: int) -> None:
        self.query_one(LokiBigDigits).set_scale(scale)

    def show(self, time_left: int | None, elapsed: int, limit: int | None, state: str) -> None:
        digits = self.query_one(LokiBigDigits)
        if time_left is None:
            self.border_title = "Elapsed"
            digits.update(clock_text(elapsed), reserve=clock_text(max(elapsed, 0)))
            self.query_one(".clock-limit", Static).update("no time limit")
        else:
            self.border_title = "Time left"
            assert limit is not None
            digits.update(clock_text(time_left), reserve=clock_text(limit))
            self.query_one(".clock-limit", Static).update(f"of {clock_text(limit)}")
        self.query_one(".clock-state", Static).update(state)
