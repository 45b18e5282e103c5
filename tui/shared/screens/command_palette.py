"""The command palette, in the app's own characters: Textual's, with its emoji icon replaced.

Textual draws a magnifying-glass emoji before the search field and an ellipsis in
the placeholder; emoji widths differ between terminals (and over SSH), and the
app promises ASCII and box drawing, so this palette shows ``>`` and ``...``.
The commands themselves come from ``HelicarrierApp.get_system_commands``.
"""

from __future__ import annotations

from textual.command import CommandPalette, SearchIcon

SEARCH_ICON = ">"
PLACEHOLDER = "Search for commands..."


class AsciiCommandPalette(CommandPalette):
    """Textual's palette with an ASCII icon and placeholder."""

    def __init__(self) -> None:
        super().__init__(placeholder=PLACEHOLDER, id="--command-palette")

    def on_mount(self) -> None:
        self.query_one(SearchIcon).icon = SEARCH_ICON
