"""The app one SSH player sees: the helicarrier app, starting at the lobby.

It is :class:`~tui.app.HelicarrierApp` (same theme, styles, help and palette) with
the served lobby as its first screen and nothing that would touch the server's own
machine: no screenshot command (it would write a file on the host), no browser, no
local saves. The colour depth follows the client's ``TERM`` rather than the
server's environment, and animations are off (each frame would cross the network).
"""

from __future__ import annotations

from pathlib import PurePath
from typing import TYPE_CHECKING, ClassVar

from rich.color import ColorSystem
from textual.screen import Screen

from tui.app import HelicarrierApp
from tui.ssh import heap
from tui.ssh.champions_tables import KIND as CHAMPIONS
from tui.ssh.driver import driver_class_for
from tui.ssh.table_actor import TableActor

if TYPE_CHECKING:
    from tui.ssh.server import Hall
    from tui.ssh.session import ChannelSession


def color_system_for(term_type: str) -> ColorSystem:
    """Truecolor only when the client's TERM says so; 256 colours otherwise."""
    term = term_type.lower()
    if "direct" in term or "truecolor" in term or "24bit" in term:
        return ColorSystem.TRUECOLOR
    if term in ("vt100", "vt220", "ansi", "linux"):
        return ColorSystem.STANDARD
    return ColorSystem.EIGHT_BIT


class ServedApp(HelicarrierApp):
    """One player's app over one SSH channel."""

    CSS_PATH: ClassVar[list[str | PurePath]] = ["../app.tcss", "served.tcss"]

    def __init__(self, player: str, hall: Hall, session: ChannelSession) -> None:
        super().__init__(bot_delay=0.0)
        self.player = player
        self.hall = hall
        self.driver_class = driver_class_for(session)
        # Rich picks a colour depth from the server's environment; the client's counts.
        self.console._color_system = color_system_for(session.term_type)
        # Every animation frame would cross the network and cost the shared server.
        self.animation_level = "none"

    def get_default_screen(self) -> Screen[None]:
        """An empty screen under the lobby: the lobby and the tables replace each other on
        top of it (Textual replaces only screens that were pushed)."""
        return Screen()

    def on_mount(self) -> None:
        super().on_mount()
        self.push_screen(self.new_lobby())
        heap.session_started()

    def new_lobby(self, cursor_on: int | None = None) -> Screen[None]:
        """A lobby, its cursor on table ``cursor_on`` if given."""
        from tui.ssh.screens.lobby import LobbyScreen

        return LobbyScreen(
            self.hall.lobby,
            self.player,
            guest=self.hall.is_guest(self.player),
            decks=self.hall.deck_folder(self.player),
            open_table=self.open_table,
            cursor_on=cursor_on,
        )

    def open_table(self, actor: TableActor) -> None:
        """Show the player's seat at ``actor``'s table (Champions or plot capture) in
        place of the lobby: a seated player does not see the lobby, so it is not kept
        (it was about as large as the table screen, per seated player)."""
        screen: Screen[None]
        if actor.record.kind == CHAMPIONS:
            from tui.ssh.controllers.champions_remote import RemoteChampionsController
            from tui.ssh.screens.served_champions import ServedChampionsScreen

            screen = ServedChampionsScreen(RemoteChampionsController(
                actor, self.player, guest=self.hall.is_guest(self.player)))
        else:
            from tui.ssh.controllers.remote_table import RemoteTableController
            from tui.ssh.screens.lobby_table import LobbyTableScreen

            screen = LobbyTableScreen(RemoteTableController(actor, self.player))
        self.switch_screen(screen)
        heap.lobby_left()

    def back_to_lobby(self, table_id: int) -> None:
        """Leave table ``table_id`` for a fresh lobby, its cursor on that table (the seat
        stays the player's)."""
        self.switch_screen(self.new_lobby(cursor_on=table_id))
        heap.table_left()
