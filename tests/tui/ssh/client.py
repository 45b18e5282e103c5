"""An asyncssh test client that keeps a virtual screen of what it was sent."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

import asyncssh

from tests.tui.ssh.vt import VirtualScreen

WAIT_SECONDS = 15.0


def make_key(folder: Path, name: str) -> asyncssh.SSHKey:
    """A fresh Ed25519 key pair, its public half appended to ``folder/authorized_keys``."""
    key = asyncssh.generate_private_key("ssh-ed25519", comment=name)
    with (folder / "authorized_keys").open("ab") as handle:
        handle.write(key.export_public_key())
    return key


class _Session(asyncssh.SSHClientSession):  # type: ignore[type-arg]
    def __init__(self, client: SSHPlayer) -> None:
        self._client = client

    def data_received(self, data: bytes, datatype: asyncssh.DataType) -> None:
        self._client.received += data
        self._client.screen.feed(data)
        self._client.changed.set()

    def connection_lost(self, exc: Exception | None) -> None:
        self._client.closed.set()
        self._client.changed.set()


class SSHPlayer:
    """One player at one terminal."""

    def __init__(self, width: int = 100, height: int = 32) -> None:
        self.screen = VirtualScreen(width, height)
        self.received = b""
        self.changed = asyncio.Event()
        self.closed = asyncio.Event()
        self.conn: asyncssh.SSHClientConnection | None = None
        self.chan: asyncssh.SSHClientChannel[bytes] | None = None

    async def connect(
        self, port: int, username: str, key: asyncssh.SSHKey | None, window: int = 2 * 1024 * 1024
    ) -> None:
        self.conn = await asyncssh.connect(
            "127.0.0.1",
            port,
            username=username,
            client_keys=[key] if key is not None else [],
            known_hosts=None,
            agent_path=None,
            password=None,
            kbdint_auth=False,
            preferred_auth="publickey" if key is not None else "none,publickey",
        )
        self.chan, _ = await self.conn.create_session(
            lambda: _Session(self),
            term_type="xterm-256color",
            term_size=(self.screen.width, self.screen.height),
            encoding=None,
            window=window,
        )

    def send(self, keys: str | bytes) -> None:
        assert self.chan is not None
        self.chan.write(keys.encode() if isinstance(keys, str) else keys)

    def resize(self, width: int, height: int) -> None:
        assert self.chan is not None
        self.screen.resize(width, height)
        self.chan.change_terminal_size(width, height)

    def text(self) -> str:
        return self.screen.text()

    async def wait_for(self, *needles: str, timeout: float = WAIT_SECONDS) -> str:
        """Wait until every needle is on screen at once; fail with the screen if not."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            text = self.text()
            if all(needle in text for needle in needles):
                return text
            remaining = deadline - loop.time()
            if remaining <= 0 or self.closed.is_set():
                raise AssertionError(f"never saw {needles!r}; screen was:\n{text}")
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), min(remaining, 0.5))

    async def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            await self.conn.wait_closed()


async def open_table_together(ana: SSHPlayer, bob: SSHPlayer) -> None:
    """Ana opens a two-seat table from the form as it stands, Bob joins, Ana's turn starts."""
    ana.send("n")
    await ana.wait_for("Open a plot-capture table")
    ana.send("\x13")  # ctrl+s: create
    await bob.wait_for("ana's table")
    bob.send("\r")
    await ana.wait_for("Action: reveal a card for a benefit")
