"""The title screen: only entries that lead somewhere (new games, load, help, quit)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

BANNER = """\
+--------------------------------------------+
|   H E L I C A R R I E R                    |
|   --------------------------------------   |
|   Marvel Champions  :  SHIELD plot capture |
+--------------------------------------------+"""


class MainMenuScreen(Screen[None]):
    """Start a game, load one, read the rules, or leave."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new_game", "New game"),
        Binding("c", "new_champions", "New Champions game"),
        Binding("l", "load_game", "Load game"),
        Binding("q", "quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="menu"):
            yield Static(BANNER, id="banner")
            with Center():
                yield Button("New plot-capture game", id="new-game", variant="primary")
            with Center():
                yield Button("New Marvel Champions game", id="new-champions",
                             variant="primary")
            with Center():
                yield Button("Load game", id="load-game")
            with Center():
                yield Button("Help and rules", id="help")
            with Center():
                yield Button("Quit", id="quit")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        actions = {
            "new-game": self.action_new_game,
            "new-champions": self.action_new_champions,
            "load-game": self.action_load_game,
            "help": self.app.action_help,
            "quit": self.app.exit,
        }
        action = actions.get(event.button.id or "")
        if action is not None:
            action()

    def action_new_game(self) -> None:
        from tui.plotcapture.screens.new_game import NewGameScreen

        self.app.push_screen(NewGameScreen())

    def action_new_champions(self) -> None:
        from tui.champions.screens.new_game import ChampionsNewGameScreen

        self.app.push_screen(ChampionsNewGameScreen())

    def action_load_game(self) -> None:
        from tui.menu.load_game import LoadGameScreen

        self.app.push_screen(LoadGameScreen())

    async def action_quit(self) -> None:
        self.app.exit()
