"""The lobby's list of finished games, newest first."""

from __future__ import annotations

from textual.widgets import DataTable

from tui.ssh.lobby import TableSummary
from tui.ssh.widgets.lobby_tables import seat_lines

SEATS_WIDTH = 24
COLUMNS = (("#", 3), ("Table", 18), ("Seats", SEATS_WIDTH), ("Moves", 5), ("Result", 48))


class LobbyHistory(DataTable[str]):
    """Attributes down: :meth:`show` a list of finished-table summaries."""

    DEFAULT_CSS = """
    LobbyHistory { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self.rows_shown: list[TableSummary] = []

    def on_mount(self) -> None:
        for label, width in COLUMNS:
            self.add_column(label, width=width)

    def forget(self) -> None:
        """Drop every row and its rendering caches (the next :meth:`show` rebuilds)."""
        self.rows_shown = []
        self.clear()

    def show(self, rows: list[TableSummary]) -> None:
        if rows == self.rows_shown:
            return  # nothing changed: no redraw
        self.rows_shown = list(rows)
        self.clear()
        for row in rows:
            seats = seat_lines(row.seats, SEATS_WIDTH)
            self.add_row(
                str(row.id), row.name, "\n".join(seats), str(row.moves), row.result,
                key=str(row.id), height=len(seats),
            )
