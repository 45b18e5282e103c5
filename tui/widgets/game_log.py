"""The game log in plain sentences, wrapped to the panel; only new lines are appended."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import RichLog


class GameLog(RichLog):
    """Attributes down: :meth:`show` with the view's ``log`` list."""

    DEFAULT_CSS = """
    GameLog { border: round $secondary; padding: 0; background: $surface; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, auto_scroll=True,
                         min_width=20, **kwargs)
        self.border_title = "Game log"
        self.shown: list[str] = []

    def show(self, lines: list[str]) -> None:
        if lines[: len(self.shown)] != self.shown:
            self.clear()
            self.shown = []
        fresh = lines[len(self.shown):]
        for line in fresh:
            self.write(Text(line), scroll_end=False)
        self.shown = list(lines)
        if fresh:
            self.call_after_refresh(self.scroll_end, animate=False, immediate=True)
