"""The lobby's list of finished games, newest first."""

from __future__ import annotations

from textual.widgets import DataTable

from tui.ssh.lobby import TableSummary


class LobbyHistory(DataTable[str]):
    """Attributes down: :meth:`show` a list of finished-table summaries."""

    DEFAULT_CSS = """
    LobbyHistory { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        self.add_columns("#", "Table", "Seats", "Moves", "Result")

    def show(self, rows: list[TableSummary]) -> None:
        self.clear()
        for row in rows:
            self.add_row(
                str(row.id), row.name, ", ".join(row.seats), str(row.moves), row.result,
                key=str(row.id),
            )
