"""Load a saved game (plot capture or Marvel Champions, labelled): pick one, or type a path.

The list shows what a player needs to pick a save: when it was saved, the
seats, the round and each player's plots (``SaveSummary``). Games in progress
come first, newest first; finished games follow under their own heading with
their result, and open on the final table and its game-over screen (they are
there to look at, not to continue); files that cannot be loaded come last. Marvel
Champions saves follow in the same three groups under their own headings
(``tui/champions/controllers/saves.py``). The highlighted save's file name shows
under the list.

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
from tui.champions.controllers.saves import GAME_LABELS, champions_summary, save_kind
from tui.plotcapture.controllers.saves import SaveSummary, summarize
from tui.shared.controllers.save_files import list_saves


def save_option(summary: SaveSummary) -> Option:
    """Two lines: when, seats and round (or the result); then the plots per player."""
    text = Text(summary.headline(), style="bold" if not summary.problem else "")
    if summary.seats:
        text.append("\n  " + summary.scores(), style="")
    return Option(text, id=str(summary.path))


def save_options(folder: Path) -> list[Option | None]:
    """Games in progress, finished games, files that cannot be loaded: each group newest
    first under its heading (None = a rule between groups)."""
    paths = list_saves(folder)
    champions = [p for p in paths if save_kind(p) == "champions"]
    summaries = [summarize(path) for path in paths if path not in champions]
    groups: list[tuple[str, list[SaveSummary]]] = [
        ("In progress", [s for s in summaries if not s.over and not s.problem]),
        ("Finished (opens the final table)", [s for s in summaries if s.over]),
        ("Cannot be loaded", [s for s in summaries if s.problem]),
    ]
    options: list[Option | None] = []
    for heading, group in groups:
        if not group:
            continue
        if options:
            options.append(None)
        options.append(Option(Text(heading, style="bold"), disabled=True))
        options += [save_option(summary) for summary in group]
    summaries_c = [champions_summary(p) for p in champions]
    label = GAME_LABELS["champions"]
    for heading, c_group in (
            (f"{label}: in progress", [s for s in summaries_c if not s.over and not s.problem]),
            (f"{label}: finished (opens the final table)", [s for s in summaries_c if s.over]),
            (f"{label}: cannot be loaded", [s for s in summaries_c if s.problem])):
        if not c_group:
            continue
        if options:
            options.append(None)
        options.append(Option(Text(heading, style="bold"), disabled=True))
        options += [Option(Text(f"[{label}] {s.line()}"), id=str(s.path)) for s in c_group]
    return options


class LoadGameScreen(Screen[None]):
    """Saves newest first; enter loads the highlighted one or the typed path."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+o", "focus_path", "Type a path"),
    ]

    def compose(self) -> ComposeResult:
        folder: Path = self.app.save_dir  # type: ignore[attr-defined]
        options = save_options(folder)
        with Vertical(id="load-body"):
            yield Label(f"Saved games in {folder}", id="load-title", markup=False)
            yield OptionList(*options, id="load-list")
            if options:
                yield Static("", id="load-file", markup=False)
            else:
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

    @on(OptionList.OptionHighlighted, "#load-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id:
            self.query_one("#load-file", Static).update(f"File: {Path(event.option.id).name}")

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
        from tui.champions.controllers.saves import save_kind
        from tui.plotcapture.controllers.local_table import LocalTableController
        from tui.plotcapture.screens.local_table import open_table

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
        from tui.champions.controllers.controller import ChampionsController
        from tui.champions.screens.table import open_champions_table

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
