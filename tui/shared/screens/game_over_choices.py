"""What every game-over screen offers next: a new game, the main menu, or a look at the table.

Each game's game-over screen shows its own results; the choices, their keys and how
the table screen learns the answer are the same everywhere, so they live here once.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.screen import Screen


class GameOverChoices(Screen[str]):
    """Dismisses with "new", "menu" or "table" (look at the final table)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "finish('new')", "New game"),
        Binding("m", "finish('menu')", "Main menu"),
        Binding("t", "finish('table')", "See the table"),
    ]

    def action_finish(self, choice: str) -> None:
        self.dismiss(choice)
