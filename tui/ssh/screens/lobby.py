"""The served lobby: open tables, finished games, and the keys to create/join/leave/quit.

It redraws whenever the lobby changes (a table opens, fills, finishes, or someone
leaves), by waiting on :meth:`Lobby.changed` in a worker; a burst of changes gives
one redraw. Moves inside a game do not redraw the lobby: with many players idling
there, every move would cost a redraw for each of them. Quitting exits the app, which closes
the player's SSH channel.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from engine.core import HelicarrierError
from tui.ssh.lobby import Lobby
from tui.ssh.table_actor import TableActor
from tui.ssh.widgets.lobby_history import LobbyHistory
from tui.ssh.widgets.lobby_tables import LobbyTables, describe_row

NO_TABLES = "No open tables yet. Press n to open one (c: a Marvel Champions table)."
REDRAW_PAUSE = 0.3


class LobbyScreen(Screen[None]):
    """Pick a table (see the module docstring); styles in ``tui/ssh/served.tcss``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "open_table", "Join / resume", priority=True),
        Binding("n", "new_table", "New table"),
        Binding("c", "new_table('champions')", "New Champions table", show=False),
        Binding("l", "leave_table", "Leave table"),
        Binding("d", "decks", "Your decks"),
        Binding("tab", "focus_next", "Switch list", show=False),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(
        self,
        lobby: Lobby,
        player: str,
        *,
        guest: bool,
        open_table: Callable[[TableActor], None],
        cursor_on: int | None = None,
        decks: Path | None = None,
    ) -> None:
        """``cursor_on``: the table to put the cursor on (the one the player just left);
        ``decks``: the folder of the player's stored decks (None: a guest keeps none)."""
        super().__init__()
        self.decks = decks
        self._cursor_on = cursor_on
        self.lobby = lobby
        self.player = player
        self.guest = guest
        self._open_table = open_table

    def compose(self) -> ComposeResult:
        who = f"{self.player} (guest)" if self.guest else self.player
        yield Static(f"helicarrier lobby - signed in as {who}", id="lobby-title")
        with Vertical():
            yield Static("Tables", classes="lobby-heading")
            yield LobbyTables(id="tables", cursor_on=self._cursor_on)
            yield Static("Finished games", classes="lobby-heading")
            yield LobbyHistory(id="history")
        yield Static("", id="lobby-status")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_lists()
        self.query_one("#tables", LobbyTables).focus()
        self._follow_lobby()

    def on_screen_resume(self) -> None:
        self.refresh_lists()

    def on_screen_suspend(self) -> None:
        """At a table the lists are hidden for a long time: drop their rows and rendered
        lines (a server with many tables kept them once per seated player) until back."""
        self.query_one("#tables", LobbyTables).forget()
        self.query_one("#history", LobbyHistory).forget()

    def refresh_lists(self) -> None:
        tables = self.lobby.tables(self.player)
        self.query_one("#tables", LobbyTables).show(tables)
        self.query_one("#history", LobbyHistory).show(self.lobby.history())
        status = self.query_one("#lobby-status", Static)
        if not tables:
            self.say(NO_TABLES)
        elif str(status.content) == NO_TABLES:
            self.say("")

    @work(exclusive=True, group="lobby-follow")
    async def _follow_lobby(self) -> None:
        seen = self.lobby.version
        while True:
            await self.lobby.changed(seen)
            await asyncio.sleep(REDRAW_PAUSE)  # one redraw for a burst of changes
            seen = self.lobby.version
            if self.is_current:
                self.refresh_lists()

    def say(self, text: str) -> None:
        self.query_one("#lobby-status", Static).update(text)

    def _selected(self) -> int | None:
        return self.query_one("#tables", LobbyTables).selected_id()

    def on_data_table_row_selected(self, event: LobbyTables.RowSelected) -> None:
        if isinstance(event.data_table, LobbyTables):  # a click on a table's row
            self.action_open_table()

    def on_data_table_row_highlighted(self, event: LobbyTables.RowHighlighted) -> None:
        """A Champions table's scenario and heroes do not fit its row: say them below."""
        if isinstance(event.data_table, LobbyTables):
            summary = event.data_table.summaries.get(self._selected() or -1)
            if summary is not None and summary.detail:
                self.say(describe_row(summary))

    def action_open_table(self) -> None:
        if isinstance(self.focused, LobbyHistory):
            self.say("That game is over; its result is in the list.")
            return
        table_id = self._selected()
        if table_id is None:
            self.say("Choose a table first (or press n for a new one).")
            return
        try:
            actor = self.lobby.join(self.player, table_id)
        except HelicarrierError as exc:
            self.say(str(exc))
            return
        self._open_table(actor)

    def action_new_table(self, game: str = "plotcapture") -> None:
        """``n`` opens the plot-capture form, ``c`` the Marvel Champions one."""
        if self.guest:
            self.say("Guests can join free seats but not open tables.")
            return
        from tui.ssh.screens.lobby_new_champions import NewChampionsTableScreen
        from tui.ssh.screens.lobby_new_table import NewTableScreen

        def created(actor: TableActor | None) -> None:
            if actor is not None:
                self._open_table(actor)

        if game == "champions":
            self.app.push_screen(NewChampionsTableScreen(self.lobby, self.player, self.decks),
                                 created)
        else:
            self.app.push_screen(NewTableScreen(self.lobby, self.player), created)

    def action_decks(self) -> None:
        """``d``: the player's stored decks, and a form to paste one from MarvelCDB."""
        if self.decks is None:
            self.say("Guests keep no decks; sign in with your key to store one.")
            return
        from tui.ssh.screens.lobby_decks import DecksScreen

        self.app.push_screen(DecksScreen(self.decks))

    def action_leave_table(self) -> None:
        table_id = self._selected()
        summary = self.query_one("#tables", LobbyTables).summaries.get(table_id or -1)
        if table_id is None or summary is None or summary.my_seat is None:
            self.say("You have no seat at that table.")
            return
        self.lobby.leave(self.player, table_id)
        self.say(f"You left table {table_id}; your seat is free for someone else.")
        self.refresh_lists()

    def action_quit(self) -> None:
        self.app.exit()
