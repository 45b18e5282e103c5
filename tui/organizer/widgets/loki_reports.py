"""The latest reports, newest first: id, event time, who, what (undone ones struck through)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class LokiReports(Static):
    """A short list of recent reports, newest first (so a small screen still shows it)."""

    DEFAULT_CSS = "LokiReports { height: 1fr; border: round $primary; padding: 0 1; }"

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self.border_title = "Latest reports"

    def show(self, lines: list[tuple[int, str, str, str, bool]]) -> None:
        """``lines``: (id, event time, by, what, undone), newest first."""
        text = Text(no_wrap=False, overflow="ellipsis")
        if not lines:
            text.append("no reports yet", style="dim")
        for index, (seq, when, by, what, undone) in enumerate(lines):
            if index:
                text.append("\n")
            text.append(f"#{seq:<4}", style="bold")
            text.append(f"{when} ", style="dim")
            text.append(f"{by}: ", style="cyan")
            text.append(what, style="strike dim" if undone else "")
        self.update(text)
