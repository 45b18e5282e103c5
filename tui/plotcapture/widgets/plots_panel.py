"""The revealed plots, one line each, numbered by their key; the capture target is ``>``.

A plot keeps its number (the key ``1``-``5`` that targets it) for as long as it stays
on the table: when one is captured or sent away, the plot revealed next takes the
freed number and the others do not move (the engine lists the new plot last). A
number left without a plot (the PLOT deck ran out) shows ``--``. Slots live in this
widget, so each screen keeps its own numbering.

Posts :class:`PlotsPanel.Targeted` when a plot is chosen (enter, click, or the
screen's number keys).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList

from tui.plotcapture.widgets.card_text import plot_line
from tui.shared.widgets.redraw import show_rows


def keep_slots(slots: list[str | None], titles: list[str]) -> list[str | None]:
    """The plots ``titles`` by slot: each plot still shown keeps its slot in ``slots``; a
    new one takes the first free slot (or a new one at the end). Empty slots at the end
    are dropped."""
    kept: list[str | None] = [title if title in titles else None for title in slots]
    for title in titles:
        if title in kept:
            continue
        if None in kept:
            kept[kept.index(None)] = title
        else:
            kept.append(title)
    while kept and kept[-1] is None:
        kept.pop()
    return kept


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
        self.slots: list[str | None] = []
        """The plot title of each number (slot 1 first); None for a number with no plot."""
        self._shown: tuple[list[str | None], str | None] | None = None

    def show(self, plots: list[dict[str, Any]], target: str | None) -> None:
        self.slots = keep_slots(self.slots, [plot["title"] for plot in plots])
        shown = (list(self.slots), target)
        if shown == self._shown:
            return
        self._shown = shown
        keep = self.highlighted
        by_title = {plot["title"]: plot for plot in plots}
        rows = []
        for number, title in enumerate(self.slots, start=1):
            if title is None:
                rows.append(Text(f" {number} --", style="dim"))
                continue
            mark = ">" if title == target else " "
            line = Text(f"{mark}{number} ", style="bold" if mark == ">" else "")
            line.append(plot_line(by_title[title]))
            rows.append(line)
        show_rows(self, rows, min(keep, len(rows) - 1) if keep is not None and rows else None)

    def plot_at(self, number: int) -> str | None:
        """The title of the plot numbered ``number`` (1-based), None when there is none."""
        return self.slots[number - 1] if 1 <= number <= len(self.slots) else None

    def number_of(self, title: str) -> int | None:
        """The number (key) of plot ``title``, None when it is not shown."""
        return self.slots.index(title) + 1 if title in self.slots else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        title = self.plot_at(event.option_index + 1)
        if title is not None:
            self.post_message(self.Targeted(title))
