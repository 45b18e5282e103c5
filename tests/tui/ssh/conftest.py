"""An in-process SSH server on an ephemeral loopback port, with two players' keys."""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import asyncssh
import pytest

from tests.tui.ssh.client import SSHPlayer, make_key
from tui.ssh.server import RunningServer, ServeConfig, start_server


@dataclasses.dataclass
class Served:
    server: RunningServer
    data: Path
    keys: dict[str, asyncssh.SSHKey]
    players: list[SSHPlayer]

    @property
    def port(self) -> int:
        return self.server.port

    async def player(self, name: str, key_of: str | None = None, size: tuple[int, int] = (100, 32),
                     window: int = 2 * 1024 * 1024) -> SSHPlayer:
        player = SSHPlayer(*size)
        key = self.keys.get(key_of or name)
        await player.connect(self.port, name, key, window=window)
        self.players.append(player)
        return player


async def serve(tmp_path: Path, allow_guests: bool = False, idle_minutes: float = 30.0
                ) -> Served:
    data = tmp_path / "data"
    data.mkdir()
    keys = {name: make_key(data, name) for name in ("ana", "bob")}
    config = ServeConfig(
        data_dir=data, authorized_keys=data / "authorized_keys", port=0,
        allow_guests=allow_guests, idle_minutes=idle_minutes,
    )
    return Served(await start_server(config), data, keys, [])


@pytest.fixture
async def served(tmp_path: Path) -> AsyncIterator[Served]:
    running = await serve(tmp_path)
    yield running
    for player in running.players:
        await player.close()
    await running.server.stop()


@pytest.fixture
async def served_with_guests(tmp_path: Path) -> AsyncIterator[Served]:
    running = await serve(tmp_path, allow_guests=True)
    yield running
    for player in running.players:
        await player.close()
    await running.server.stop()


@pytest.fixture(autouse=True)
def _unfreeze_heap() -> Iterator[None]:
    """Served apps freeze the collector's view of the heap; give the next test a clean one."""
    yield
    gc.unfreeze()
