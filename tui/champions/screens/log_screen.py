"""The whole game log (the view's ``log_all``), scrollable, opening on the newest lines."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen
from textual.widgets import Footer

from tui.shared.widgets.game_log import GameLog


class ChampionsLogScreen(ModalScreen[None]):
    """Arrows, page keys and the mouse scroll; escape closes."""

    CSS_PATH = "dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("l", "close", "Close", show=False),
    ]

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        yield GameLog(id="full-log", classes="champ-modal")
        yield Footer()

    def on_mount(self) -> None:
        log = self.query_one(GameLog)
        log.border_title = f"Game log ({len(self.lines)} lines)"
        log.show(self.lines)
        log.focus()

    def action_close(self) -> None:
        self.dismiss()
