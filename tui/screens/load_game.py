"""Load a saved game (plot capture or Marvel Champions, labelled): pick one, or type a path.

A file that cannot be loaded (not TOML, not a record, a command that no longer
replays) shows its error on this screen; the file is only ever read, never
written, so a damaged save stays exactly as it was for a bug report.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from engine.core import HelicarrierError
from tui.champions.saves import load_list_line
from tui.controllers.saves import describe_save, list_saves


class LoadGameScreen(Screen[None]):
    """Saves newest first; enter loads the highlighted one or the typed path."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+o", "focus_path", "Type a path"),
    ]

    def compose(self) -> ComposeResult:
        folder: Path = self.app.save_dir  # type: ignore[attr-defined]
        saves = list_saves(folder)
        with Vertical(id="load-body"):
            yield Label(f"Saved games in {folder}", id="load-title", markup=False)
            options = [Option(Text(load_list_line(p, describe_save(p))), id=str(p))
                       for p in saves]
            yield OptionList(*options, id="load-list")
            if not saves:
                yield Static("No saved games in this folder yet.", id="load-empty")
            yield Label("Or type the path of a save file and press enter:")
            yield Input(placeholder="path/to/game.toml", id="load-path")
            yield Static("", id="load-error", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        saves = self.query_one("#load-list", OptionList)
        if saves.option_count:
            saves.focus()
        else:
            self.query_one("#load-path", Input).focus()

    @on(OptionList.OptionSelected, "#load-list")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.load(Path(event.option.id))

    @on(Input.Submitted, "#load-path")
    def _typed(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if text:
            self.load(Path(text).expanduser())

    def load(self, path: Path) -> None:
        """Replay the save and open its table, or show why it cannot be loaded."""
        from tui.champions.saves import save_kind
        from tui.controllers.local_table import LocalTableController
        from tui.screens.local_table import open_table

        if save_kind(path) == "champions":
            self._load_champions(path)
            return
        try:
            controller = LocalTableController.from_save(path)
        except HelicarrierError as exc:
            self.show_error(str(exc))
            return
        self.app.pop_screen()
        open_table(self.app, controller)

    def _load_champions(self, path: Path) -> None:
        from tui.champions.controller import ChampionsController
        from tui.champions.table import open_champions_table

        try:
            controller = ChampionsController.from_save(path)
        except HelicarrierError as exc:
            self.show_error(str(exc))
            return
        self.app.pop_screen()
        open_champions_table(self.app, controller)

    def show_error(self, message: str) -> None:
        error = self.query_one("#load-error", Static)
        error.update(f"Cannot load: {message}")
        error.add_class("shown")
        self.notify(message, title="Cannot load this save", severity="error")

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_focus_path(self) -> None:
        self.query_one("#load-path", Input).focus()
