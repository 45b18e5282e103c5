"""Asks before a table on this terminal is left: ``esc`` is also how every popup closes.

A player closing card text or the log with ``esc`` and pressing it once more used to
land on the main menu. Leaving now takes a second, different key: ``y`` (or ``enter``)
leaves, ``n`` or another ``esc`` stays at the table. The question says what leaving
does to a game still running (it is saved first).
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static


class LeaveTableScreen(ModalScreen[bool]):
    """Dismisses with True (leave) or False (stay at the table)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Leave"),
        Binding("enter", "answer(True)", "Leave", show=False),
        Binding("n", "answer(False)", "Stay"),
        Binding("escape", "answer(False)", "Stay", show=False),
    ]

    def __init__(self, finished: bool) -> None:
        super().__init__()
        self.finished = finished

    def compose(self) -> ComposeResult:
        what = ("The game is over." if self.finished else
                "The game is saved first; Load game continues it.")
        with Vertical(id="leave-box"):
            yield Static(f"Leave the table? {what}", id="leave-question", markup=False)
            yield Static("y (or enter) leaves, n or esc stays.", markup=False)
        yield Footer()

    def action_answer(self, leave: bool) -> None:
        self.dismiss(leave)
