"""Hot-seat: hides the table until the next human player is at the keyboard.

It is opaque (nothing of the previous player's hand shows through) and any key
or a click dismisses it.
"""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class PassDeviceScreen(Screen[None]):
    """"Pass the terminal to NAME"; dismissed by the next player's first key press."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player_name = name

    def compose(self) -> ComposeResult:
        width = max(len(self.player_name) + 30, 44)
        line = "+" + "-" * (width - 2) + "+"
        body = [
            line,
            _boxed("", width),
            _boxed(f"Pass the terminal to {self.player_name}.", width),
            _boxed("", width),
            _boxed(f"{self.player_name}: press any key when ready.", width),
            _boxed("", width),
            line,
        ]
        with Middle(), Center():
            yield Static("\n".join(body), id="pass-box", markup=False)

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss()

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.dismiss()


def _boxed(text: str, width: int) -> str:
    return "| " + text.center(width - 4) + " |"
