"""The player-area switcher: one player's whole area at a time (left/right or 1-4 switch)."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from tui.champions.widgets.areas_panel import area_text


class PlayerAreaScreen(ModalScreen[None]):
    """Shows ``view``'s players one by one; escape closes."""

    CSS_PATH = "dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "switch(-1)", "Previous player"),
        Binding("right", "switch(1)", "Next player"),
        *(Binding(str(n), f"pick({n})", "", show=False) for n in range(1, 5)),
        Binding("escape", "close", "Close"),
        Binding("a", "close", "Close", show=False),
    ]

    def __init__(self, view: dict[str, Any], names: list[str], seat: int) -> None:
        super().__init__()
        self.view = view
        self.names = names
        self.index = seat

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="area-body", classes="champ-modal"):
            yield Static("", id="area-text", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self._draw()

    def _draw(self) -> None:
        players = self.view["players"]
        player = players[self.index]
        body = self.query_one("#area-body")
        body.border_title = f"Player {self.index + 1} of {len(players)} (left/right switch)"
        self.query_one("#area-text", Static).update(area_text(player, self.names[self.index]))

    def action_switch(self, step: int) -> None:
        self.index = (self.index + step) % len(self.view["players"])
        self._draw()

    def action_pick(self, number: int) -> None:
        if number <= len(self.view["players"]):
            self.index = number - 1
            self._draw()

    def action_close(self) -> None:
        self.dismiss()
