"""A radio button drawn in ASCII: ``(*)`` chosen, ``( )`` not (same width in every terminal).

Textual's own button uses half-block characters and tells on from off by colour
alone; this one also tells them apart by shape, which survives any SSH client.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import RadioButton


class AsciiRadioButton(RadioButton):
    DEFAULT_CSS = """
    AsciiRadioButton { border: none; padding: 0 1; }
    AsciiRadioButton:focus { border: none; }
    AsciiRadioButton > .toggle--button { background: transparent; color: $text-muted; }
    AsciiRadioButton.-on > .toggle--button { color: $text-success; text-style: bold; }
    """

    @property
    def _button(self) -> Content:
        style = self.get_visual_style("toggle--button")
        return Content.styled("(*)" if self.value else "( )", style)
