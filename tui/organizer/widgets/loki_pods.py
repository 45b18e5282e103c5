"""The Mangog and Door Between Worlds in each pod, as a table."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.table import Table
from textual.widgets import Static


def pods_table(pods: list[dict[str, Any]], mangog: str, door: str) -> Table:
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False,
                  padding=(0, 1, 0, 0))
    table.add_column("Pod", justify="right", width=3)
    table.add_column("Grp", justify="right", width=3)
    table.add_column(mangog, ratio=1)
    table.add_column(door, ratio=1)
    for p in pods:
        hp = p["mangog_hp"]
        m = "-" if hp is None else f"{hp}/{p['mangog_max_hp']} hp"
        if p["mangog_defeated"]:
            m += f", defeated x{p['mangog_defeated']}"
        d = "-" if p["door_threat"] is None else f"{p['door_threat']} threat"
        if p["door_defeated"]:
            d += f", defeated x{p['door_defeated']}"
        table.add_row(str(p["number"]), str(p["groups"]), m, d)
    return table


class LokiPods(Static):
    """The Mangog and Door Between Worlds in each pod."""

    DEFAULT_CSS = "LokiPods { height: auto; border: round $primary; padding: 0 1; }"

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self.border_title = "Pods"

    def show(self, pods: list[dict[str, Any]], mangog: str, door: str) -> None:
        self.update(pods_table(pods, mangog, door))
