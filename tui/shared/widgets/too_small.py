"""Below the app's minimum size, every screen says so instead of showing a cut-off layout.

The screens are laid out for 80x24 and up; smaller, parts vanish without a word (at
70x20 the main menu's Quit button was cut off). :func:`watch_size` keeps a
:class:`TooSmallNotice` over the current screen while the terminal is too small: on a
resize, and on every change of screen (one may open, say a bot's game over, while the
terminal is small). The notice takes the focus and swallows keys and clicks, so nothing
is chosen unseen; ctrl+q (a priority binding) still quits. Once the terminal is large
enough the notices go and each screen gets back the widget it had focused.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import App
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

MINIMUM = (80, 24)
COVERED = "-too-small"
"""The class of a screen under the notice."""


def notice_text(width: int, height: int) -> str:
    return (f"terminal too small: {MINIMUM[0]}x{MINIMUM[1]} needed "
            f"(this one is {width}x{height}).\nMake the window larger, or press ctrl+q to quit.")


class TooSmallNotice(Static, can_focus=True):
    """Covers its screen; keeps what was focused before it, to give the focus back."""

    DEFAULT_CSS = """
    TooSmallNotice {
        overlay: screen; position: absolute; offset: 0 0;
        width: 100%; height: 100%; padding: 1 2;
        background: $background; color: $warning; text-style: bold;
    }
    """

    def __init__(self, text: str, before: Widget | None) -> None:
        super().__init__(text, markup=False)
        self.before = before

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()

    def on_click(self, event: events.Click) -> None:
        event.stop()


def watch_size(app: App[Any]) -> None:
    """Call once the app is mounted: from then on the notice follows size and screen."""
    app.screen_change_signal.subscribe(app, lambda _screen: check_size(app))
    check_size(app)


def too_small(width: int, height: int) -> bool:
    return width < MINIMUM[0] or height < MINIMUM[1]


def check_size(app: App[Any]) -> None:
    """Show the notice on the current screen, or take every notice away (see the module
    docstring); call it after a resize."""
    width, height = app.size
    if too_small(width, height):
        _cover(app.screen, notice_text(width, height))
        return
    for screen in app.screen_stack:
        screen.remove_class(COVERED)
        for notice in list(screen.query(TooSmallNotice)):
            before = notice.before
            notice.remove()
            if before is not None and before.is_attached and screen is app.screen:
                before.focus()


def _cover(screen: Screen[Any], text: str) -> None:
    screen.add_class(COVERED)  # app.tcss hides the footer: its keys would still work
    notices = list(screen.query(TooSmallNotice))
    if notices:
        notices[0].update(text)
        notices[0].focus()
        return
    notice = TooSmallNotice(text, screen.focused)
    screen.mount(notice)
    notice.focus()
