"""The lobby's list of open tables: one row each (a line per few seats), the player's own
tables first."""

from __future__ import annotations

from textual.widgets import DataTable

from tui.ssh.lobby import TableSummary

GAME_NAMES = {"plotcapture": "plot capture", "champions": "Champions"}
SEATS_WIDTH = 30
COLUMNS = (("#", 3), ("Table", 18), ("Game", 12), ("Seats", SEATS_WIDTH), ("Status", 20),
           ("You", 6))
"""Fixed widths: the list redraws while people join and leave, and should not jump."""


def seat_lines(seats: tuple[str, ...] | list[str], width: int) -> list[str]:
    """The seats as lines of at most ``width`` characters, split between seats only
    ("Maria Hill: ana," / "Nick Fury: (free)"): a fixed-width column cut a Champions
    table's second seat to "Nick Fury: (f"."""
    lines: list[str] = []
    for index, seat in enumerate(seats):
        text = seat + ("," if index < len(seats) - 1 else "")
        if lines and len(lines[-1]) + 1 + len(text) <= width:
            lines[-1] += " " + text
        else:
            lines.append(text)
    return lines or [""]


class LobbyTables(DataTable[str]):
    """Attributes down (:meth:`show` a list of summaries); the row key is the table id."""

    DEFAULT_CSS = """
    LobbyTables { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None, cursor_on: int | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self.summaries: dict[int, TableSummary] = {}
        self._forgotten_cursor = cursor_on  # the table under the cursor at forget()

    def on_mount(self) -> None:
        for label, width in COLUMNS:
            self.add_column(label, width=width)

    def show(self, rows: list[TableSummary]) -> None:
        """Replace the rows, keeping the cursor on the same table where possible."""
        if rows == list(self.summaries.values()):
            return  # nothing changed: no redraw
        keep = self.selected_id() if self.summaries else self._forgotten_cursor
        self.clear()
        self.summaries = {row.id: row for row in rows}
        for row in rows:
            seats = seat_lines(row.seats, SEATS_WIDTH)
            self.add_row(
                str(row.id),
                row.name,
                GAME_NAMES.get(row.kind, row.kind),
                "\n".join(seats),
                _status(row),
                "-" if row.my_seat is None else f"seat {row.my_seat + 1}",
                key=str(row.id),
                height=len(seats),
            )
        if keep is not None and keep in self.summaries:
            self.move_cursor(row=self.get_row_index(str(keep)))

    def forget(self) -> None:
        """Drop every row and its rendering caches (the next :meth:`show` rebuilds)."""
        self._forgotten_cursor = self.selected_id()
        self.summaries = {}
        self.clear()

    def selected_id(self) -> int | None:
        """The table under the cursor, if any."""
        if not self.summaries or self.cursor_row < 0 or self.cursor_row >= self.row_count:
            return None
        key = self.coordinate_to_cell_key((self.cursor_row, 0)).row_key.value
        return int(key) if key is not None else None


def describe_row(row: TableSummary) -> str:
    """The whole of a table's line for the status bar (cells may be cut short)."""
    game = GAME_NAMES.get(row.kind, row.kind)
    if row.detail:
        game += f": {row.detail}"
    return f"{row.name} ({game}) - {', '.join(row.seats)} - {_status(row)}"


def _status(row: TableSummary) -> str:
    if row.status == "open":
        return f"waiting for {row.free} player{'s' if row.free != 1 else ''}"
    return "playing"
