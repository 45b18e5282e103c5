"""Cheap in-place updates for the table's text panels and option lists.

Any widget asking for a layout makes Textual reflow the whole screen, and a
rebuilt option list asks for one every time. These helpers change only what
differs and ask for a layout only when a widget's height would change, so a
move repaints the panels whose text changed and nothing else; the result on
screen is the same as a plain ``update``/``set_options``.
"""

from __future__ import annotations

from rich.text import Text
from textual.css.scalar import Unit
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option


def content_height(widget: Static, width: int) -> int:
    """The height ``widget`` gets for its content at ``width``, within a min/max in cells."""
    height = widget.visual.get_height(widget.styles, width)
    low, high = widget.styles.min_height, widget.styles.max_height
    if low is not None and low.unit == Unit.CELLS:
        height = max(height, int(low.value))
    if high is not None and high.unit == Unit.CELLS:
        height = min(height, int(high.value))
    return height


def update_static(widget: Static, content: Text | str) -> None:
    """``widget.update(content)``, skipped when unchanged, re-laid out only if its height moves."""
    if widget.content == content:
        return
    width = widget.content_size.width
    before = content_height(widget, width) if width else None
    widget.update(content, layout=False)
    if before is None or content_height(widget, width) != before:
        widget.refresh(layout=True)


def show_rows(widget: OptionList, rows: list[Text], highlight: int | None) -> None:
    """Show ``rows`` as the options, as ``set_options`` then ``highlighted = highlight`` would.

    With as many rows as before, the options are kept and only changed prompts are
    replaced (a repaint; the list asks for a layout itself if a row's height changes).
    """
    if widget.option_count != len(rows):
        widget.set_options(Option(row) for row in rows)
        widget.highlighted = highlight
    else:
        for index, row in enumerate(rows):
            if widget.get_option_at_index(index).prompt != row:
                widget.replace_option_prompt_at_index(index, row)
        if widget.scroll_y:
            widget.scroll_y = 0
        widget.highlighted = highlight
        widget.scroll_to_highlight()
    # OptionList counts its lines lazily, while drawing; the count changes its virtual
    # size, which asks for a repaint, so the list would be drawn twice. Count them now.
    widget._update_lines()
