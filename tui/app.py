"""The full-screen helicarrier app: main menu, new games and tables of both games, load.

``run_app()`` is what a bare ``helicarrier`` (and ``scripts/play``) calls. The
app is deliberately thin: screens live by what they serve (``tui/menu``,
``tui/plotcapture``, ``tui/champions``, ``tui/shared``: see their ``__init__``), one
module each, game-driving logic in their ``controllers``. App-wide keys: ``?`` help for the
current screen, ``ctrl+p`` command palette.

The palette lists our own commands only: the actions the current screen (and
the app) bind, each once. Textual's built-in entries (Theme, Keys, Maximize,
Screenshot, a second Quit) and the bindings Textual's widgets bring along
(focus next, copy, press button) are left out, and the palette is drawn without
emoji (``tui/shared/screens/command_palette.py``).

``HELICARRIER_EXIT_AFTER_FIRST_FRAME=1`` makes the app exit as soon as its first
frame is on screen; ``scripts/bench_app.py`` uses it to time a cold start.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.theme import Theme

from tui.shared.controllers.save_files import default_save_dir
from tui.shared.screens.screen_keys import screen_actions, screen_keys

EXIT_AFTER_FIRST_FRAME_ENV = "HELICARRIER_EXIT_AFTER_FIRST_FRAME"

HELICARRIER_THEME = Theme(
    name="helicarrier",
    primary="#4a90d9",
    secondary="#8aa4c0",
    accent="#e0b341",
    warning="#e0b341",
    error="#d9534f",
    success="#5cb85c",
    foreground="#e6edf3",
    background="#0d1620",
    surface="#15212e",
    panel="#1d2c3c",
    dark=True,
)
"""SHIELD navy and steel; the accent marks whose turn it is and selected cards."""

DEFAULT_BOT_DELAY = 0.6
"""Seconds between two AI steps, so a person can follow them (changeable at the table)."""


class HelicarrierApp(App[None]):
    """The one Textual app; ``save_dir`` and ``bot_delay`` are injectable for tests."""

    CSS_PATH = "app.tcss"
    TITLE = "helicarrier"
    SUB_TITLE = "Agents of SHIELD"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "help", "Help", key_display="?"),
    ]

    def __init__(self, *, save_dir: Path | None = None, bot_delay: float | None = None) -> None:
        super().__init__()
        self.save_dir = save_dir if save_dir is not None else default_save_dir()
        self.bot_delay = DEFAULT_BOT_DELAY if bot_delay is None else bot_delay
        self.register_theme(HELICARRIER_THEME)
        self.theme = HELICARRIER_THEME.name

    def get_default_screen(self) -> Screen:
        from tui.menu.main_menu import MainMenuScreen

        return MainMenuScreen()

    def on_mount(self) -> None:
        from tui.shared.widgets.too_small import watch_size

        watch_size(self)  # below 80x24 every screen says so (tui/shared/widgets/too_small.py)
        if os.environ.get(EXIT_AFTER_FIRST_FRAME_ENV):
            self.call_after_refresh(self.exit)

    async def on_event(self, event: events.Event) -> None:
        """(The app's own resize handler stops the event, so a resize is seen here.)"""
        await super().on_event(event)
        if isinstance(event, events.Resize):
            from tui.shared.widgets.too_small import check_size

            check_size(self)

    def action_help(self) -> None:
        """Open help for whatever screen is showing (not on top of itself)."""
        from tui.shared.screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        own = getattr(self.screen, "help_screen", None)  # a screen with its own help (Champions)
        self.push_screen(own() if own else HelpScreen(screen_keys(self.screen)))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The palette: the current screen's and the app's actions, ours only."""
        for key, description, action in screen_actions(screen):
            yield SystemCommand(description, f"key: {key}", _runner(screen, action))

    def action_command_palette(self) -> None:
        """Open the palette drawn in ASCII (Textual's shows an emoji)."""
        from textual.command import CommandPalette

        from tui.shared.screens.command_palette import AsciiCommandPalette

        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(AsciiCommandPalette())


def _runner(screen: Screen, action: str):  # type: ignore[no-untyped-def]
    async def run() -> None:
        await screen.run_action(action)

    return run


def run_app() -> None:
    """Entry point for a bare ``helicarrier``."""
    HelicarrierApp().run()
