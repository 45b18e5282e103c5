"""Asks before a save would replace a file that belongs to another game.

Each game has its own file, so this only shows when something else took the
game's file name since (another copy of the app, a file put there by hand). The
player replaces it (``y``), keeps it and saves this game under a new name
(``n``), or goes back to the table without saving (``esc``). A file that cannot
be read as a save is never replaced: only ``n`` and ``esc`` are offered.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from tui.plotcapture.controllers.saves import summarize


class ReplaceSaveScreen(ModalScreen[str]):
    """Dismisses with "replace", "new" or "cancel"."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "choose('replace')", "Replace it"),
        Binding("n", "choose('new')", "Keep it, save as a new file"),
        Binding("escape", "choose('cancel')", "Cancel"),
    ]

    def __init__(self, path_name: str, description: str, readable: bool) -> None:
        super().__init__()
        self.path_name = path_name
        self.description = description
        self.readable = readable

    @classmethod
    def for_file(cls, target: Path, readable: bool) -> ReplaceSaveScreen:
        """The question about ``target``, describing the game it holds from its summary."""
        summary = summarize(target)
        if summary.problem or not readable:
            description = "It cannot be read as a save, so it is kept as it is."
        else:
            description = (f"It holds a game saved {summary.when}: {summary.status(', ')}\n"
                           f"{summary.scores()}")
        return cls(target.name, description, readable and not summary.problem)

    def compose(self) -> ComposeResult:
        with Vertical(id="replace-box"):
            yield Static(f"{self.path_name} belongs to another game.", id="replace-title",
                         markup=False)
            yield Static(self.description, markup=False)
            if self.readable:
                yield Static("Replace it with this game (y), or keep it and save this game "
                             "as a new file (n)? esc goes back to the table.", markup=False)
            else:
                yield Static("Save this game as a new file (n)? esc goes back to the table.",
                             markup=False)
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters == ("replace",):
            return self.readable
        return True

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
