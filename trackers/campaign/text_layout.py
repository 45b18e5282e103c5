"""Aligned text for the organizer's commands: titled tables and boxes, no rich.

``campaign show`` and ``mole`` print through :func:`layout`. The organizer runs them
many times in a row at an event, and importing rich's console alone costs half of the
start-up budget (issue 14: at most 1.5x ``python -c "import typer"``), so the layout is
ours: columns padded to their widest cell, ANSI bold and strike-through on a terminal
that takes them, and a narrow terminal gets the same content re-flowed, never wrapped
mid-row.
"""

from __future__ import annotations

from typing import NamedTuple


class Grid(NamedTuple):
    """A titled table."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    show_header: bool = True
    right: frozenset[int] = frozenset()  # right-aligned columns
    struck: frozenset[tuple[int, int]] = frozenset()  # (row, column): crossed out
    apart: bool = False
    """Each column is a list of its own (the evidence grid's Board Members): too wide for
    a terminal, the columns go one after another. Otherwise rows go one at a time."""


class Box(NamedTuple):
    """A titled block of lines (evidence gained, the accusation, notes)."""

    title: str
    text: str


BOLD = ("\x1b[1m", "\x1b[22m")
STRUCK = ("\x1b[2;9m", "\x1b[22;29m")
"""ANSI select-graphic-rendition pairs (on, off): bold titles, dim struck-out combinations."""


def layout(headline: str, parts: list[Grid | Box], width: int | None = None,
           styled: bool = False) -> str:
    """``headline`` then each part: its title, then its rows in aligned columns, indented
    (a box: its lines).

    For a pipe or a file (``width`` None, not ``styled``) every row is one line, never
    wrapped, for a script to grep. On a terminal ``width`` is its width: a table wider
    than it goes a row at a time (or a column at a time where columns are lists of their
    own, ``Grid.apart``), and long lines break between items, so an 80-column terminal
    never wraps a row. ``styled`` makes titles bold and dims and strikes
    crossed-out cells.
    """
    bold = BOLD if styled else ("", "")
    struck = STRUCK if styled else ("", "")
    lines = [_styled(line, bold) for line in _wrapped(headline, width, 0)]
    for part in parts:
        lines += ["", _styled(part.title, bold)]
        if isinstance(part, Box):
            for line in part.text.splitlines():
                indent = "  " + line[:len(line) - len(line.lstrip())]
                lines += [f"{indent}{piece}".rstrip()
                          for piece in _wrapped(line.lstrip(), width, len(indent))]
            continue
        rows = [part.columns, *part.rows] if part.show_header else list(part.rows)
        widths = [max(len(row[index]) for row in rows) for index in range(len(part.columns))]
        if width is not None and 2 * len(widths) + sum(widths) > width:
            lines += (_stacked(part, struck) if part.apart
                      else _records(part, width) if part.show_header else _labelled(part, width))
            continue
        for y, row in enumerate(rows):
            y -= 1 if part.show_header else 0
            cells = [_padded(_styled(cell, struck if (y, x) in part.struck else ("", "")),
                             size - len(cell), x in part.right)
                     for x, (cell, size) in enumerate(zip(row, widths, strict=True))]
            lines.append(("  " + "  ".join(cells)).rstrip())
    return "\n".join(lines) + "\n"


def emphasis(text: str, styled: bool) -> str:
    """``text`` in bold on a terminal that takes styles."""
    return _styled(text, BOLD if styled else ("", ""))


def _stacked(part: Grid, struck: tuple[str, str]) -> list[str]:
    """A table too wide for the terminal, a column at a time: its title, then its cells."""
    lines: list[str] = []
    for x, column in enumerate(part.columns):
        lines.append(f"  {column}")
        lines += [f"    {_styled(row[x], struck if (y, x) in part.struck else ('', ''))}"
                  for y, row in enumerate(part.rows) if row[x].strip()]
    return lines


def _records(part: Grid, width: int) -> list[str]:
    """A table with a header too wide for the terminal, a row at a time: its first cell,
    then the others below it as ``column: cell``, wrapped."""
    lines: list[str] = []
    for row in part.rows:
        lines.append(f"  {row[0]}")
        pairs = ",   ".join(f"{column}: {cell}" for column, cell
                            in zip(part.columns[1:], row[1:], strict=True))
        lines += [f"    {piece.removesuffix(',')}" for piece in _wrapped(pairs, width, 4)]
    return lines


def fitted(text: str, width: int | None) -> str:
    """A free line (a closing remark) broken between words to fit the terminal."""
    return "\n".join(_wrapped(text, width, 0))


def _labelled(part: Grid, width: int) -> list[str]:
    """A headerless table too wide for the terminal, a row at a time: its leading cells,
    then its last cell below them, indented and wrapped."""
    lines: list[str] = []
    for row in part.rows:
        lines.append(("  " + "  ".join(row[:-1])).rstrip())
        lines += [f"    {piece}" for piece in _wrapped(row[-1], width, 4) if piece]
    return lines


def _wrapped(text: str, width: int | None, indent: int) -> list[str]:
    """``text`` in lines that fit ``width`` after ``indent``, broken between its items
    (three spaces apart, like the Adaptoid boxes) or else between words."""
    room = None if width is None else width - indent
    if room is None or len(text) <= room:
        return [text]
    gap = "   " if "   " in text else " "
    lines = [""]
    for item in text.split(gap):
        if lines[-1] and len(lines[-1]) + len(gap) + len(item) > room:
            lines.append(item)
        else:
            lines[-1] = f"{lines[-1]}{gap}{item}" if lines[-1] else item
    return lines


def _padded(text: str, spaces: int, right: bool) -> str:
    """Padding outside the style, so a struck-out cell's line stops at its text."""
    return " " * spaces + text if right else text + " " * spaces


def _styled(text: str, style: tuple[str, str]) -> str:
    return f"{style[0]}{text}{style[1]}" if style[0] and text.strip() else text
