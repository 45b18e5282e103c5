"""The event clock: time left in large digits, and whether it runs."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Digits, Static


def clock_text(seconds: int) -> str:
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class LokiClock(Vertical):
    """Time left (or elapsed when there is no limit) and the clock's state."""

    DEFAULT_CSS = """
    LokiClock { height: auto; border: round $primary; padding: 0 1; width: 27; }
    LokiClock Digits { width: auto; }
    LokiClock .clock-state { height: 1; color: $text-muted; }
    LokiClock .clock-limit { height: 1; color: $text-muted; }
    """

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self.border_title = "Time left"

    def compose(self) -> ComposeResult:
        yield Digits("0:00:00", classes="clock-digits")
        yield Static("", classes="clock-limit")
        yield Static("", classes="clock-state")

    def show(self, time_left: int | None, elapsed: int, limit: int | None, state: str) -> None:
        if time_left is None:
            self.border_title = "Elapsed"
            self.query_one(Digits).update(clock_text(elapsed))
            self.query_one(".clock-limit", Static).update("no time limit")
        else:
            self.border_title = "Time left"
            self.query_one(Digits).update(clock_text(time_left))
            assert limit is not None
            self.query_one(".clock-limit", Static).update(f"of {clock_text(limit)}")
        self.query_one(".clock-state", Static).update(state)
