"""The answers to the open question; number keys 1-9 (via the screen), enter or a click choose.

Entries are ``(key, label)`` pairs; the screen decides what each key means and
receives :class:`ChoicesPanel.Chosen` with that key. Entries are numbered 1, 2, 3...
in order, unless the screen gives each its own number (plots keep the number they
have on the table).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.geometry import Region
from textual.message import Message
from textual.widgets import OptionList

from tui.shared.widgets.redraw import show_rows


class ChoicesPanel(OptionList):
    """Attributes down: :meth:`show` (entries). Messages up: ``Chosen(key)``."""

    DEFAULT_CSS = """
    ChoicesPanel { height: 1fr; min-height: 4; border: round $secondary; padding: 0; }
    ChoicesPanel:focus { border: round $accent; }
    """

    class Chosen(Message):
        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    _counting_lines = False

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.keys: list[str] = []
        self.numbers: list[int] = []
        self._shown: tuple[list[tuple[str, str]], bool, list[int] | None] = ([], True, None)

    def _update_lines(self) -> None:
        """Count the lines without laying out the screen unless a scrollbar comes or goes.

        OptionList asks for a layout of the whole screen whenever its number of lines
        changes (on most moves here); this panel's size is set by the table, not by its
        lines, so only a scrollbar appearing or going needs one.
        """
        scrollbars = (self.show_vertical_scrollbar, self.show_horizontal_scrollbar)
        self._counting_lines = True
        try:
            super()._update_lines()
        finally:
            self._counting_lines = False
        if (self.show_vertical_scrollbar, self.show_horizontal_scrollbar) != scrollbars:
            self.refresh(layout=True)

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> ChoicesPanel:
        layout = layout and not self._counting_lines
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def on_mount(self) -> None:
        self.border_title = "Choices"

    def show(self, entries: list[tuple[str, str]], numbered: bool = True,
             numbers: list[int] | None = None) -> None:
        """Show ``(key, label)`` entries; ``numbered`` prefixes 1-9 (the screen's number keys),
        ``numbers`` each entry's own number instead of 1, 2, 3..."""
        if (entries, numbered, numbers) == self._shown:
            return
        self._shown = (list(entries), numbered, None if numbers is None else list(numbers))
        self.keys = [key for key, _ in entries]
        self.numbers = list(numbers) if numbers is not None else \
            list(range(1, len(entries) + 1))
        rows = []
        for number, (_key, label) in zip(self.numbers, entries, strict=True):
            prefix = f"{number} " if number <= 9 and numbered else "- "
            rows.append(Text(prefix + label))
        show_rows(self, rows, 0 if rows else None)

    def choose_number(self, number: int) -> bool:
        """Choose the entry numbered ``number``; False when there is no such entry."""
        if number not in self.numbers:
            return False
        self.post_message(self.Chosen(self.keys[self.numbers.index(number)]))
        return True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Chosen(self.keys[event.option_index]))
