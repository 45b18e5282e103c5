"""A Textual driver whose terminal is an SSH channel instead of the process's tty.

Textual's own Linux driver owns stdin/stdout, signals and termios; none of that
exists for a remote player. This driver is the small remainder: raw bytes from the
channel are decoded (UTF-8, split packets allowed) and parsed into key/mouse events
with Textual's xterm parser; screen updates are written back to the channel; a
window-change request becomes a Resize event. Everything runs on the server's event
loop (no threads), so the driver posts messages straight into the app.

Mouse clicks and the wheel are reported, but not mouse motion: every motion report
would travel the network and make the server redraw hover effects, for every player.

Output is bounded: when the channel's write buffer is above ``MAX_PENDING_OUTPUT``
(a slow or vanished client), further frames are dropped rather than queued, and one
full repaint is requested once the client has caught up (drop-and-rerender). A
Textual frame only ever describes the current screen, so nothing is lost but
intermediate pictures.
"""

from __future__ import annotations

import asyncio
from codecs import getincrementaldecoder
from collections.abc import Iterable
from typing import Any, Protocol

from textual import constants, events
from textual._xterm_parser import XTermParser
from textual.app import App
from textual.driver import Driver
from textual.geometry import Size
from textual.message import Message

MAX_COLUMNS = 400
MAX_ROWS = 150
MIN_COLUMNS = 20
MIN_ROWS = 6
DEFAULT_SIZE = (80, 24)
MAX_PENDING_OUTPUT = 256 * 1024

ENTER_APP_MODE = (
    "\x1b[?1049h"  # alternate screen
    "\x1b[?25l"  # hide cursor
    "\x1b[?1000h\x1b[?1006h"  # mouse clicks and wheel, SGR encoding (no motion reports)
    "\x1b[?2004h"  # bracketed paste
    "\x1b[?7l"  # no line wrap
)
LEAVE_APP_MODE = (
    "\x1b[?1000l\x1b[?1006l"
    "\x1b[?2004l"
    "\x1b[?7h"
    "\x1b[?1049l"  # back to the main screen
    "\x1b[?25h"  # show cursor
)


def clamp_size(width: int, height: int) -> tuple[int, int]:
    """A window size a client asked for, clamped to what the server will render.

    A zero size (clients that send none) means the classic 80x24.
    """
    if width <= 0 or height <= 0:
        width, height = DEFAULT_SIZE
    return (
        max(MIN_COLUMNS, min(MAX_COLUMNS, width)),
        max(MIN_ROWS, min(MAX_ROWS, height)),
    )


class Terminal(Protocol):
    """The channel side a driver writes to (a session implements it)."""

    def write(self, data: str) -> None: ...

    def pending_output(self) -> int: ...

    def driver_started(self, driver: ChannelDriver) -> None: ...


class InputDecoder:
    """Raw channel bytes in, Textual messages out.

    Bytes may arrive split anywhere (inside a UTF-8 character or an escape
    sequence). A lone ESC is only known to be the Escape key after a short pause,
    so :attr:`needs_tick_after` says when :meth:`tick` should be called.
    """

    def __init__(self) -> None:
        self._decode = getincrementaldecoder("utf-8")(errors="replace").decode
        self._parser = XTermParser()

    def feed(self, data: bytes) -> list[Message]:
        text = self._decode(data)
        if not text:
            return []
        return list(self._parser.feed(text))

    def tick(self) -> list[Message]:
        """Flush a pending lone ESC once its delay has passed."""
        return list(self._parser.tick())

    @property
    def needs_tick_after(self) -> float | None:
        """Seconds until :meth:`tick` can resolve pending input, or None."""
        if self._parser._timeout_time is None:
            return None
        return constants.ESCAPE_DELAY


class ChannelDriver(Driver):
    """Drive one Textual app over one SSH channel (see the module docstring)."""

    terminal: Terminal

    def __init__(
        self,
        app: App[Any],
        *,
        debug: bool = False,
        mouse: bool = True,
        size: tuple[int, int] | None = None,
    ) -> None:
        super().__init__(app, debug=debug, mouse=mouse, size=size or DEFAULT_SIZE)
        self._decoder = InputDecoder()
        self._input_enabled = False
        self._tick_handle: asyncio.TimerHandle | None = None
        self._dropped_output = False
        self.frames_dropped = 0

    # -- output -------------------------------------------------------------------
    def write(self, data: str) -> None:
        if self.terminal.pending_output() > MAX_PENDING_OUTPUT:
            self._dropped_output = True
            self.frames_dropped += 1
            return
        self.terminal.write(data)

    def output_drained(self) -> None:
        """The client caught up: repaint the whole screen if frames were dropped."""
        if self._dropped_output:
            self._dropped_output = False
            self._app.refresh(layout=True)

    def start_application_mode(self) -> None:
        self.terminal.driver_started(self)
        self.terminal.write(ENTER_APP_MODE)
        self._input_enabled = True
        width, height = self._size or DEFAULT_SIZE
        self._post_resize(width, height)

    def disable_input(self) -> None:
        self._input_enabled = False
        if self._tick_handle is not None:
            self._tick_handle.cancel()
            self._tick_handle = None

    def stop_application_mode(self) -> None:
        self.disable_input()
        self.terminal.write(LEAVE_APP_MODE)

    def open_url(self, url: str, new_tab: bool = True) -> None:
        """Never open a browser on the server; the player's terminal is elsewhere."""

    def deliver_binary(self, *args: Any, **kwargs: Any) -> None:
        """No file downloads over SSH (the base class would write on the server's disk)."""

    # -- input --------------------------------------------------------------------
    def send_message(self, message: Message) -> None:
        """Post directly: input arrives on the app's own event loop, not a thread."""
        self._app.post_message(message)

    def feed(self, data: bytes) -> None:
        """Bytes typed by the player."""
        if not self._input_enabled:
            return
        self._dispatch(self._decoder.feed(data))
        self._schedule_tick()

    def resize(self, width: int, height: int) -> None:
        """The client's window changed size (clamped, see :func:`clamp_size`)."""
        width, height = clamp_size(width, height)
        self._size = (width, height)
        self._post_resize(width, height)

    def _post_resize(self, width: int, height: int) -> None:
        size = Size(width, height)
        self.send_message(events.Resize(size, size))

    def _dispatch(self, messages: Iterable[Message]) -> None:
        for message in messages:
            self.process_message(message)

    def _schedule_tick(self) -> None:
        delay = self._decoder.needs_tick_after
        if delay is None or self._tick_handle is not None:
            return
        self._tick_handle = self._loop.call_later(delay + 0.01, self._on_tick)

    def _on_tick(self) -> None:
        self._tick_handle = None
        if self._input_enabled:
            self._dispatch(self._decoder.tick())
            self._schedule_tick()


def driver_class_for(terminal: Terminal) -> type[ChannelDriver]:
    """A driver class bound to one channel (Textual constructs drivers itself)."""
    return type("BoundChannelDriver", (ChannelDriver,), {"terminal": terminal})

