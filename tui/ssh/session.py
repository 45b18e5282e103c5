"""One SSH channel running one Textual app for one player.

The session is asyncssh's side of the channel and the driver's :class:`Terminal`:
bytes typed by the player go to the driver, screen output goes back to the channel,
window-change requests become resizes, and asyncssh's flow control (pause/resume
writing) tells the driver when a slow client has caught up. The channel is opened
with no encoding and no line editor, so every byte reaches the app unchanged.

Each app runs as its own asyncio task, which gives it its own context (Textual keeps
the active app in a context variable), so many apps share the server's one loop.
When the app exits the channel is closed; when the channel closes the app exits.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import asyncssh

from tui.ssh.driver import MAX_PENDING_OUTPUT, ChannelDriver, clamp_size

if TYPE_CHECKING:
    from textual.app import App

log = logging.getLogger(__name__)

NO_TERMINAL = (
    "helicarrier is a full-screen game and needs a terminal: "
    "connect with plain `ssh -p PORT HOST` (or add -t).\r\n"
)


class ChannelSession(asyncssh.SSHServerSession):  # type: ignore[type-arg]
    """Runs ``make_app(session)`` on this channel (see the module docstring)."""

    def __init__(
        self,
        player: str,
        make_app: Callable[[ChannelSession], App[Any]],
        on_closed: Callable[[ChannelSession], None] = lambda session: None,
    ) -> None:
        self.player = player
        self._make_app = make_app
        self._on_closed = on_closed
        self._chan: asyncssh.SSHServerChannel[bytes] | None = None
        self._size: tuple[int, int] | None = None
        self.term_type = ""
        self.app: App[Any] | None = None
        self.driver: ChannelDriver | None = None
        self._task: asyncio.Task[None] | None = None
        self.last_input = time.monotonic()
        self.closed = asyncio.Event()

    # -- Terminal (what the driver writes to) -------------------------------------
    def write(self, data: str) -> None:
        if self._chan is not None and not self._chan.is_closing():
            self._chan.write(data.encode("utf-8"))

    def pending_output(self) -> int:
        if self._chan is None or self._chan.is_closing():
            return 0
        return self._chan.get_write_buffer_size()

    def driver_started(self, driver: ChannelDriver) -> None:
        self.driver = driver

    # -- asyncssh callbacks -------------------------------------------------------
    def connection_made(self, chan: asyncssh.SSHServerChannel[bytes]) -> None:
        self._chan = chan
        # Pause (and so a later resume) must come before the driver starts dropping
        # frames, or a dropped frame would never be repainted.
        chan.set_write_buffer_limits(high=MAX_PENDING_OUTPUT // 4)

    def pty_requested(
        self, term_type: str, term_size: tuple[int, int, int, int], term_modes: Any
    ) -> bool:
        self.term_type = term_type
        self._size = clamp_size(term_size[0], term_size[1])
        return True

    def shell_requested(self) -> bool:
        return True

    def exec_requested(self, command: str) -> bool:
        return False

    def subsystem_requested(self, subsystem: str) -> bool:
        return False

    def session_started(self) -> None:
        assert self._chan is not None
        if self._size is None:
            self._chan.write(NO_TERMINAL.encode("utf-8"))
            self._chan.exit(1)
            return
        self.app = self._make_app(self)
        self._task = asyncio.create_task(self._run_app(), name=f"app-{self.player}")

    async def _run_app(self) -> None:
        assert self.app is not None
        try:
            await self.app.run_async(size=self._size)
        except Exception:
            log.exception("app for %s crashed", self.player)
        finally:
            self._finished()
            if self._chan is not None and not self._chan.is_closing():
                self._chan.exit(0)

    def _finished(self) -> None:
        if not self.closed.is_set():
            self.closed.set()
            self._on_closed(self)

    def data_received(self, data: bytes, datatype: asyncssh.DataType) -> None:
        self.last_input = time.monotonic()
        if self.driver is not None:
            self.driver.feed(data)

    def terminal_size_changed(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        self._size = clamp_size(width, height)
        if self.driver is not None:
            self.driver.resize(width, height)

    def resume_writing(self) -> None:
        if self.driver is not None:
            self.driver.output_drained()

    def eof_received(self) -> bool:
        self.close()
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        self._chan = None
        self.close()

    def close(self) -> None:
        """End the app (which then closes the channel)."""
        if self.app is not None and self.app.is_running:
            self.app.exit()
        elif self._task is None:
            self._finished()
        if self._chan is not None and self._task is None:
            with contextlib.suppress(Exception):
                self._chan.close()
