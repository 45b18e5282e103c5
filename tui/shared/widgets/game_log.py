"""The game log in plain sentences, wrapped to the panel and following the newest line.

It is drawn on every seat's screen after almost every move, so it is built to be
cheap: each sentence is wrapped once (again only when the width changes), a new
sentence changes no layout (the panel's size is fixed by the table, only the
scrollable height grows) and the scroll to the newest line happens in the same
frame as the new text. There is no scrollbar: its thumb moved on every move and
redrawing it cost as much as the log itself. Older lines are still there with the
mouse wheel or the arrow keys once the log has focus.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget


class GameLog(ScrollView):
    """Attributes down: :meth:`show` with the view's ``log`` list."""

    DEFAULT_CSS = """
    GameLog {
        border: round $secondary; padding: 0; background: $surface;
        overflow-x: hidden; scrollbar-size-vertical: 0;
    }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.border_title = "Game log"
        self.shown: list[str] = []
        self._rows: list[Strip] = []  # every sentence wrapped to ``_width``
        self._width = 0
        self._style: Style | None = None
        self._drawn: dict[int, Strip] = {}  # row -> strip with the widget style applied

    def show(self, lines: list[str]) -> None:
        restart = lines[: len(self.shown)] != self.shown
        if restart:
            self.shown = []
            self._rows = []
        fresh = lines[len(self.shown):]
        if not fresh and not restart:
            return
        self.shown = list(lines)
        if self._width:
            for line in fresh:
                self._rows.extend(self._wrap(line))
        self._rows_changed()

    def _wrap(self, line: str) -> list[Strip]:
        console = self.app.console
        options = console.options.update_width(self._width)
        segments = console.render(Text(line), options)
        return [Strip(row).crop_extend(0, self._width, None)
                for row in Segment.split_lines(segments)]

    def _rows_changed(self) -> None:
        """New height, scrolled to the end, repainted; no layout (the panel keeps its size)."""
        self._drawn.clear()
        size = Size(self._width, len(self._rows))
        if size != self.virtual_size:
            self.set_reactive(Widget.virtual_size, size)
            self._scroll_update(size)
        self.scroll_to(y=self.max_scroll_y, animate=False, immediate=True)
        self.refresh()

    def on_resize(self) -> None:
        width = self.scrollable_content_region.width
        if width != self._width and width > 0:
            self._width = width
            self._rows = [row for line in self.shown for row in self._wrap(line)]
            self._rows_changed()
        elif self.scroll_y != self.max_scroll_y:
            self.scroll_to(y=self.max_scroll_y, animate=False, immediate=True)

    def render_lines(self, crop: Region) -> list[Strip]:
        style = self.rich_style  # once per frame, not once per line
        if style != self._style:
            self._style = style
            self._drawn.clear()
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        row = self.scroll_offset.y + y
        strip = self._drawn.get(row)
        if strip is None:
            width = self.scrollable_content_region.width
            if 0 <= row < len(self._rows):
                strip = self._rows[row].crop_extend(0, width, self._style)
                strip = strip.apply_style(self._style or Style())
            else:
                strip = Strip.blank(width, self._style)
            self._drawn[row] = strip
        return strip
