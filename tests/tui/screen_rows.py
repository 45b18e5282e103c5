"""The characters a Textual app shows, row by row (read from its SVG screenshot).

Tests that care where something is on screen (a line cut short, a row pushed off the top)
read rows rather than one run of text. Each ``<text>`` of Rich's SVG carries its row (the
clip path ``line-N``) and its column (``x`` in 12.2-unit cells).
"""

from __future__ import annotations

import html
import re
from typing import Any

CELL_WIDTH = 12.2
_TEXT = re.compile(r'<text class="[^"]*" x="([\d.]+)" y="[\d.]+" textLength="[\d.]+" '
                   r'clip-path="url\(#[\w-]*line-(\d+)\)">([^<]*)</text>')


def screen_rows(app: Any) -> list[str]:
    """Every row of the app's screen, trailing spaces removed."""
    svg = app.export_screenshot()
    width, height = app.size
    rows = [[" "] * width for _ in range(height)]
    for match in _TEXT.finditer(svg):
        column = round(float(match.group(1)) / CELL_WIDTH)
        row = int(match.group(2))
        text = html.unescape(match.group(3)).replace("\xa0", " ")
        for offset, char in enumerate(text):
            if 0 <= row < height and column + offset < width:
                rows[row][column + offset] = char
    return ["".join(row).rstrip() for row in rows]
