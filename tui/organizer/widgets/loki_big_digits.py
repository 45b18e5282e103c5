"""Seven-segment digits drawn with heavy box-drawing lines, at any whole-number scale.

Textual's ``Digits`` is always 3 rows tall, which leaves a projector mostly empty.
Here a digit at scale ``s`` is ``2s+1`` columns by ``2s+1`` rows: each lit segment
is a line on that grid, and every cell takes the box-drawing character that joins
the lines through it (so corners and tees meet cleanly at every size). Box-drawing
characters only (no block elements or emoji), as everywhere in the app.

The screen decides the scale (:func:`text_width` lets it measure before drawing);
the widget reserves the width of its widest expected text (``reserve``) so the
layout does not jump when a value loses a digit.
"""

from __future__ import annotations

from functools import lru_cache

from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

SEGMENTS = {  # which of the seven segments (a top, b/c right, d bottom, e/f left, g middle)
    "0": "abcdef", "1": "bc", "2": "abged", "3": "abgcd", "4": "fgbc",
    "5": "afgcd", "6": "afgedc", "7": "abc", "8": "abcdefg", "9": "abcdfg",
}
JOINS = {  # directions a cell's lines leave it (sorted: Down, Left, Right, Up) -> heavy box char
    "": " ", "LR": "━", "DU": "┃", "DR": "┏", "DL": "┓", "RU": "┗", "LU": "┛",
    "DRU": "┣", "DLU": "┫", "DLR": "┳", "LRU": "┻", "DLRU": "╋",
    "L": "╸", "R": "╺", "U": "╹", "D": "╻",
}
GAP = 1  # blank columns between two glyphs


def glyph_width(char: str, scale: int) -> int:
    return 2 * scale + 1 if char in SEGMENTS else 1


def text_width(text: str, scale: int) -> int:
    """Columns ``text`` needs at ``scale`` (digits and colons; anything else is a blank)."""
    if not text:
        return 0
    return sum(glyph_width(char, scale) for char in text) + GAP * (len(text) - 1)


@lru_cache(maxsize=256)
def glyph(char: str, scale: int) -> tuple[str, ...]:
    """The rows of one character at ``scale``."""
    size = 2 * scale + 1
    if char not in SEGMENTS:
        rows = [" "] * size
        if char == ":":
            upper = 1 if scale == 1 else (scale + 1) // 2
            for row in ({upper} if scale == 1 else {upper, 2 * scale - upper}):
                rows[row] = ":" if scale == 1 else "•"
        return tuple(rows)
    cells: dict[tuple[int, int], set[str]] = {}
    top, middle, bottom, left, right = 0, scale, 2 * scale, 0, 2 * scale
    lines = {
        "a": ((left, top), (right, top)), "b": ((right, top), (right, middle)),
        "c": ((right, middle), (right, bottom)), "d": ((left, bottom), (right, bottom)),
        "e": ((left, middle), (left, bottom)), "f": ((left, top), (left, middle)),
        "g": ((left, middle), (right, middle)),
    }
    for segment in SEGMENTS[char]:
        (x0, y0), (x1, y1) = lines[segment]
        if y0 == y1:
            for x in range(x0, x1 + 1):
                cells.setdefault((x, y0), set()).update(
                    ({"R"} if x < x1 else set()) | ({"L"} if x > x0 else set()))
        else:
            for y in range(y0, y1 + 1):
                cells.setdefault((x0, y), set()).update(
                    ({"D"} if y < y1 else set()) | ({"U"} if y > y0 else set()))
    return tuple(
        "".join(JOINS["".join(sorted(cells.get((x, y), set())))] for x in range(size))
        for y in range(size))


def render_rows(text: str, scale: int) -> list[str]:
    """``text`` as ``2*scale+1`` strings of equal width."""
    rows = [""] * (2 * scale + 1)
    for index, char in enumerate(text):
        for number, part in enumerate(glyph(char, scale)):
            rows[number] += (" " * GAP if index else "") + part
    return rows


class LokiBigDigits(Widget):
    """A number (or a clock) in seven-segment digits; ``value`` is the text shown."""

    DEFAULT_CSS = """
    LokiBigDigits { width: auto; height: auto; }
    """

    def __init__(self, value: str = "", *, reserve: str = "", scale: int = 1,
                 id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.value = value
        self.reserve = reserve
        self.scale = max(1, scale)

    def update(self, value: str, reserve: str | None = None) -> None:
        """Show ``value``; ``reserve`` is the widest text to keep room for."""
        if reserve is not None and reserve != self.reserve:
            self.reserve = reserve
            self.refresh(layout=True)
        if value != self.value:
            relayout = len(value) > len(self.reserve) or len(self.value) > len(self.reserve)
            self.value = value
            self.refresh(layout=relayout)

    def set_scale(self, scale: int) -> None:
        scale = max(1, scale)
        if scale != self.scale:
            self.scale = scale
            self.refresh(layout=True)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        widest = max(text_width(self.value, self.scale), text_width(self.reserve, self.scale))
        return max(1, widest)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 2 * self.scale + 1

    def render(self) -> Text:
        return Text("\n".join(render_rows(self.value, self.scale)), style=self.rich_style,
                    no_wrap=True, overflow="crop")
