"""The SSH server: host key, who may log in, one app per channel, idle time-outs.

Identity is the SSH user name. A key holder logs in as any name they like the first
time (``ssh alice@host``); from then on that name belongs to that key (recorded in the
tables database), so nobody else listed in authorized_keys can take Alice's seat.

Guests exist only with ``allow_guests``: they log in as the user ``guest`` with no key
and get a fresh name such as ``guest-3f2a`` for that connection. Guests can join free
seats but cannot open tables (so strangers cannot start AI seats on the host's
processor), and a guest's seat is freed when they disconnect, since they could never
prove they are the same guest again. Names starting with ``guest`` are reserved.

The server accepts shells with a terminal only: no exec, subsystems, forwarding, X11
or agent forwarding.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import re
import secrets
import time
from pathlib import Path
from typing import Any

import asyncssh

from engine.core import HelicarrierError
from tui.ssh import heap, shared_css, strip_caches
from tui.ssh.bots import ProcessBots
from tui.ssh.keys import AuthorizedKeys, fingerprint, load_or_create_host_key
from tui.ssh.lobby import Lobby
from tui.ssh.session import ChannelSession
from tui.ssh.stalls import StallWatch
from tui.ssh.table_store import TableStore

log = logging.getLogger(__name__)

GUEST_USER = "guest"
NAME_PATTERN = re.compile(r"^[A-Za-z][A-Za-z0-9_.-]{0,23}$")
DEFAULT_IDLE_MINUTES = 30.0
IDLE_CHECK_SECONDS = 5.0
STOP_SECONDS = 5.0


@dataclasses.dataclass(frozen=True)
class ServeConfig:
    """Everything ``helicarrier serve`` is told."""

    data_dir: Path
    authorized_keys: Path
    host: str = "127.0.0.1"
    port: int = 2222
    allow_guests: bool = False
    idle_minutes: float = DEFAULT_IDLE_MINUTES
    bot_budget: float = 10.0
    bot_workers: int = 1


class Hall:
    """Shared server state: the lobby, the key file, and the live sessions."""

    def __init__(self, config: ServeConfig, lobby: Lobby, keys: AuthorizedKeys) -> None:
        self.config = config
        self.lobby = lobby
        self.keys = keys
        self.sessions: set[ChannelSession] = set()
        self.guests: set[str] = set()
        self.last_connection = 0.0  # time.monotonic() of the latest SSH connection

    def deck_folder(self, player: str) -> Path | None:
        """Where a signed-in player's stored decks live on this host (``decks/NAME`` in the
        data folder); None for a guest, who keeps none."""
        if self.is_guest(player):
            return None
        return self.config.data_dir / "decks" / re.sub(r"[^A-Za-z0-9_.-]", "_", player)

    def is_guest(self, player: str) -> bool:
        return player in self.guests

    def new_guest_name(self) -> str:
        while True:
            name = f"guest-{secrets.token_hex(2)}"
            if name not in self.guests:
                self.guests.add(name)
                return name

    def session_ended(self, session: ChannelSession) -> None:
        self.sessions.discard(session)
        heap.session_ended()
        player = session.player
        if player in self.guests and not any(s.player == player for s in self.sessions):
            self.guests.discard(player)
            for actor in list(self.lobby.actors.values()):
                if actor.seat_of(player) is not None:
                    self.lobby.leave(player, actor.id)

    async def tend_heap(self) -> None:
        """Reclaim what frozen sessions left when it is cheap, quiet or needed (heap.py)."""
        while True:
            await asyncio.sleep(heap.TEND_SECONDS)
            last = max((s.last_input for s in self.sessions), default=self.last_connection)
            last = max(last, self.last_connection)  # someone connecting waits too
            heap.tend(quiet=time.monotonic() - last >= heap.QUIET_SECONDS)

    async def close_idle_sessions(self) -> None:
        """Close sessions with no input for longer than the idle limit."""
        limit = self.config.idle_minutes * 60
        while True:
            await asyncio.sleep(min(IDLE_CHECK_SECONDS, limit))
            now = time.monotonic()
            for session in list(self.sessions):
                if now - session.last_input > limit:
                    log.info("closing idle session of %s", session.player)
                    session.close()


class Gate(asyncssh.SSHServer):
    """One SSH connection's authentication; hands out one session per channel."""

    def __init__(self, hall: Hall) -> None:
        self._hall = hall
        self._conn: asyncssh.SSHServerConnection | None = None
        self.player = ""

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self._conn = conn
        self._hall.last_connection = time.monotonic()

    def connection_lost(self, exc: Exception | None) -> None:
        hall = self._hall
        if hall.is_guest(self.player) and not any(s.player == self.player for s in hall.sessions):
            hall.guests.discard(self.player)  # a guest who never opened a session

    def begin_auth(self, username: str) -> bool:
        if username == GUEST_USER and self._hall.config.allow_guests:
            self.player = self._hall.new_guest_name()
            return False  # no authentication needed
        return True

    def password_auth_supported(self) -> bool:
        return False

    def kbdint_auth_supported(self) -> bool:
        return False

    def public_key_auth_supported(self) -> bool:
        return True

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        if not NAME_PATTERN.match(username) or username.lower().startswith(GUEST_USER):
            return False
        peer = self._conn.get_extra_info("peername") if self._conn else None
        addr = str(peer[0]) if peer else ""
        if not self._hall.keys.allows(key, addr, addr):
            return False
        if not self._hall.lobby.store.claim_name(username, fingerprint(key)):
            log.info("refused %s: that name belongs to another key", username)
            return False
        self.player = username
        return True

    def session_requested(self) -> ChannelSession:
        from tui.ssh.app import ServedApp

        hall = self._hall
        session = ChannelSession(
            self.player, lambda s: ServedApp(s.player, hall, s), on_closed=hall.session_ended
        )
        hall.sessions.add(session)
        return session


@dataclasses.dataclass
class RunningServer:
    """A started server: its port, and how to stop it."""

    hall: Hall
    acceptor: asyncssh.SSHAcceptor
    bots: ProcessBots
    idle_task: asyncio.Task[None]
    heap_task: asyncio.Task[None]
    stalls: StallWatch | None = None  # only when a bench asks (see tui/ssh/stalls.py)

    @property
    def port(self) -> int:
        return self.acceptor.get_port()

    async def stop(self) -> None:
        """Stop listening, end every session's app, stop the tables and the bots."""
        self.idle_task.cancel()
        self.heap_task.cancel()
        self.acceptor.close()
        sessions = list(self.hall.sessions)
        for session in sessions:
            session.close()
        if sessions:
            await asyncio.wait(
                [asyncio.ensure_future(s.closed.wait()) for s in sessions], timeout=STOP_SECONDS
            )
        await self.acceptor.wait_closed()
        await self.hall.lobby.stop()
        self.bots.close()
        self.hall.lobby.store.close()
        heap.freeze_after_full_collections(False)
        if self.stalls is not None:
            await self.stalls.stop()


def check_config(config: ServeConfig) -> AuthorizedKeys:
    """Refuse a configuration nobody could log in with, before listening."""
    keys = AuthorizedKeys(config.authorized_keys)
    if keys.exists():
        keys.check()
    elif not config.allow_guests:
        raise HelicarrierError(
            f"--authorized-keys {config.authorized_keys}: no such file "
            "(put your friends' public keys there, one per line, or pass --allow-guests)"
        )
    return keys


async def start_server(config: ServeConfig) -> RunningServer:
    """Load the tables, then listen. Port 0 picks a free port (see ``port``)."""
    keys = check_config(config)
    host_key = load_or_create_host_key(config.data_dir)
    store = TableStore(config.data_dir / "tables.sqlite3")
    bots = ProcessBots(budget=config.bot_budget, workers=config.bot_workers)
    lobby = Lobby(store, bots)
    await lobby.start()
    hall = Hall(config, lobby, keys)
    options: dict[str, Any] = {
        "server_host_keys": [host_key],
        "encoding": None,
        "line_editor": False,
        "allow_scp": False,
        "agent_forwarding": False,
        "x11_forwarding": False,
        "keepalive_interval": 30,
        "login_timeout": 60,
    }
    try:
        acceptor = await asyncssh.create_server(
            lambda: Gate(hall), config.host, config.port, **options
        )
    except OSError as exc:
        bots.close()
        store.close()
        raise HelicarrierError(
            f"--host {config.host} --port {config.port}: cannot listen there "
            f"({exc.strerror or exc})"
        ) from None
    idle_task = asyncio.create_task(hall.close_idle_sessions())
    strip_caches.install()
    shared_css.install()
    heap.freeze_after_full_collections()
    heap_task = asyncio.create_task(hall.tend_heap())
    stalls = StallWatch.from_environment()
    if stalls is not None:
        stalls.start()
    return RunningServer(hall, acceptor, bots, idle_task, heap_task, stalls)


def run_forever(config: ServeConfig) -> None:
    """Serve until SIGINT (Ctrl+C) or SIGTERM (the ``helicarrier serve`` command), then say
    so and return: stopping the server is its normal end."""
    import signal

    async def main() -> None:
        # the handlers come first: a Ctrl+C while the tables load, or right after "serving
        # on" is printed, stops the server the same way (before, one that came between the
        # print and the handlers cancelled the task and skipped server.stop())
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        server = await start_server(config)
        keys = "guests only" if not server.hall.keys.exists() else str(config.authorized_keys)
        print(
            f"helicarrier: serving on {config.host} port {server.port} "
            f"(players' keys: {keys}; guests {'allowed' if config.allow_guests else 'refused'}; "
            f"data: {config.data_dir})",
            flush=True,
        )
        await stop.wait()
        await server.stop()

    with contextlib.suppress(KeyboardInterrupt):  # a Ctrl+C before the handlers were set
        asyncio.run(main())
    # Ctrl+C is how a host stops the server: a normal end (status 0), said in words
    print(f"helicarrier: stopped; the tables are saved in {config.data_dir}", flush=True)
