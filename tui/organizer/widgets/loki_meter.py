"""A big figure with a bar: Loki's hit points or the threat on Worlds Collide, for a projector.

The bar is drawn with box-drawing characters only (heavy line = filled, light
line = empty) so it looks the same in every terminal and over SSH.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from tui.organizer.widgets.loki_big_digits import LokiBigDigits


def bar_text(value: int, maximum: int, width: int, style: str) -> Text:
    """``value/maximum`` of ``width`` cells as a heavy line over a light one."""
    width = max(1, width)
    filled = 0 if maximum <= 0 else round(width * min(max(value, 0), maximum) / maximum)
    text = Text("━" * filled, style=style)
    text.append("─" * (width - filled), style="grey37")
    return text


def label_text(maximum: int, unit: str) -> str:
    """What stands beside the digits: the maximum and the unit."""
    return f"/ {maximum} {unit}"


class LokiMeter(Vertical):
    """Title, the value in large digits with its maximum, a bar and a note line.

    The digits' scale is set by the screen (:meth:`set_scale`), from the terminal size.
    """

    DEFAULT_CSS = """
    LokiMeter { height: auto; border: round $primary; padding: 0 1; }
    LokiMeter > .meter-row { height: auto; }
    LokiMeter .meter-max { width: 1fr; height: 3; content-align: left bottom; padding-left: 1; }
    LokiMeter .meter-bar { height: 1; }
    LokiMeter .meter-note { height: 1; color: $text-muted; }
    """

    def __init__(self, title: str, unit: str, bar_style: str, *, id: str | None = None):
        super().__init__(id=id)
        self.border_title = title
        self._unit = unit
        self._bar_style = bar_style
        self._value = 0
        self._maximum = 0

    def compose(self) -> ComposeResult:
        with Horizontal(classes="meter-row"):
            yield LokiBigDigits("0", classes="meter-digits")
            yield Static("", classes="meter-max")
        yield Static("", classes="meter-bar")
        yield Static("", classes="meter-note")

    def show(self, value: int, maximum: int, note: str = "") -> None:
        """Attributes down: the screen hands in the numbers, the meter draws them."""
        self._value, self._maximum = value, maximum
        self.query_one(".meter-digits", LokiBigDigits).update(str(value), reserve=str(maximum))
        self.query_one(".meter-max", Static).update(label_text(maximum, self._unit))
        self.query_one(".meter-note", Static).update(note)
        self._draw_bar()

    def set_scale(self, scale: int) -> None:
        self.query_one(".meter-digits", LokiBigDigits).set_scale(scale)
        self.query_one(".meter-max", Static).styles.height = 2 * scale + 1

    def on_resize(self) -> None:
        self._draw_bar()

    def _draw_bar(self) -> None:
        bar = self.query_one(".meter-bar", Static)
        width = bar.size.width or max(10, self.size.width - 4)
        bar.update(bar_text(self._value, self._maximum, width, self._bar_style))
