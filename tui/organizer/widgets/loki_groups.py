"""Per-group contributions (damage to Loki, threat on Worlds Collide) as a table."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.table import Table
from textual.widgets import Static


def groups_table(groups: list[dict[str, Any]]) -> Table:
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False,
                  padding=(0, 1, 0, 0))
    table.add_column("#", justify="right", width=2)
    table.add_column("Group", ratio=1, min_width=8, no_wrap=True, overflow="ellipsis")
    table.add_column("Pod", justify="right", width=3)
    table.add_column("Pl", justify="right", width=2)
    table.add_column("Mode", width=4)
    table.add_column("Dmg", justify="right", width=4)
    table.add_column("Thr", justify="right", width=3)
    for g in groups:
        name = f"{g['name']} (stopped)" if g["done"] else g["name"]
        table.add_row(str(g["number"]), name, str(g["pod"]), str(g["players"]),
                      g["difficulty"][:3], str(g["damage"]), str(g["threat"]))
    return table


class LokiGroups(Static):
    """Each group's damage to Loki and threat on Worlds Collide."""

    DEFAULT_CSS = "LokiGroups { height: auto; border: round $primary; padding: 0 1; }"

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self.border_title = "Groups"

    def show(self, groups: list[dict[str, Any]]) -> None:
        self.update(groups_table(groups))
