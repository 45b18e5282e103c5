"""Every seat: hand size and captured plots with their levels; ``>`` marks whose turn."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from tui.widgets.redraw import update_static


class PlayersPanel(Static):
    """Attributes down: :meth:`show` with the view."""

    DEFAULT_CSS = """
    PlayersPanel { height: auto; border: round $secondary; padding: 0 1; }
    """

    _view: dict[str, Any] | None = None

    def on_mount(self) -> None:
        self.border_title = "Players  hand plots lvl"

    def on_resize(self) -> None:
        if self._view:
            self.update(self._text(self._view))
            # Textual drops a layout asked for while resizing: ask again once it is done,
            # or the panel keeps the height of its first (narrower) text.
            self.call_after_refresh(self.refresh, layout=True)

    def show(self, view: dict[str, Any]) -> None:
        self._view = view
        update_static(self, self._text(view))

    def _text(self, view: dict[str, Any]) -> Text:
        width = max(6, min(20, (self.content_size.width or 28) - 12))
        text = Text()
        for index, seat in enumerate(view["seats"]):
            if index:
                text.append("\n")
            turn = seat["seat"] == view["turn"] and not view.get("game_over")
            name = seat["name"] + (" (you)" if seat["you"] else "")
            text.append(">" if turn else " ", style="bold")
            text.append(f"{name[:width]:<{width}}", style="bold" if turn else "")
            text.append(f" {seat['hand_size']:>2} {seat['plots']:>2}p {seat['levels']:>3}")
            if seat["captured"]:
                plots = ", ".join(f"{p['title']} {p['level']}" for p in seat["captured"])
                text.append(f"\n   {plots}", style="dim")
        return text
