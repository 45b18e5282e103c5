"""The revealed plots, one line each; the capture target is marked with ``>``.

Posts :class:`PlotsPanel.Targeted` when a plot is chosen (enter, click, or the
screen's number keys).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList

from tui.widgets.card_text import plot_line
from tui.widgets.redraw import show_rows


class PlotsPanel(OptionList):
    """Attributes down: :meth:`show` (plots, target title). Messages up: ``Targeted``."""

    DEFAULT_CSS = """
    PlotsPanel { height: auto; max-height: 10; border: round $secondary; padding: 0; }
    PlotsPanel:focus { border: round $accent; }
    """

    class Targeted(Message):
        def __init__(self, title: str) -> None:
            super().__init__()
            self.title = title

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.border_title = "Revealed plots  (lvl  needs)"
        self.titles: list[str] = []
        self._shown: tuple[list[str], str | None] | None = None

    def show(self, plots: list[dict[str, Any]], target: str | None) -> None:
        shown = ([p["title"] for p in plots], target)
        if shown == self._shown:
            return
        self._shown = shown
        keep = self.highlighted
        self.titles = [p["title"] for p in plots]
        rows = []
        for index, plot in enumerate(plots, start=1):
            mark = ">" if plot["title"] == target else " "
            line = Text(f"{mark}{index} ", style="bold" if mark == ">" else "")
            line.append(plot_line(plot))
            rows.append(line)
        show_rows(self, rows, min(keep, len(rows) - 1) if keep is not None and rows else None)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Targeted(self.titles[event.option_index]))
