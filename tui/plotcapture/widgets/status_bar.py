"""One line over the table: round, whose turn and which phase, deck counts, AI speed."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from tui.shared.widgets.redraw import update_static


class StatusBar(Static):
    """Set :meth:`show` with the view and the AI speed label; renders nothing else."""

    DEFAULT_CSS = """
    StatusBar { height: 1; background: $panel; color: $foreground; padding: 0 1; }
    """

    def show(self, view: dict[str, Any], speed: str = "") -> None:
        text = Text()
        if view.get("game_over"):
            text.append("Game over", style="bold")
        else:
            text.append(f"Round {view['round']} ")
            text.append(f"{view['turn_name']}", style="bold")
            phase = view["phase"] + (f" ({view['step']})" if view.get("step") else "")
            text.append(f": {phase}")
        text.append(
            f" | SHIELD {view['shield_deck']} disc {view['shield_discard_count']}"
            f" | PLOT {view['plot_deck']}"
        )
        if speed:
            text.append(f" | AI {speed}")
        update_static(self, text)
