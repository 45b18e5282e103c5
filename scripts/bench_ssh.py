"""SSH hosting figures: server memory per session, and key-to-other-screen latency.

The server runs as ``helicarrier serve`` in a child process on a loopback port (so
its resident memory is the server's alone); the clients are asyncssh sessions in this
process with a small virtual terminal each (the test suite's client). Memory is read
from /proc once every session has drawn its lobby. Latency is from a key press on one
player's client to the first changed screen on the other seat's client, over a real
two-player game (each turn: skip the action, end the investigation, end the turn),
played while the 50 other sessions stay connected in the lobby. Then the same for
Marvel Champions tables (``ssh_champions_load.py``): memory per session seated at a
Champions table, latency and CPU over a 500-move run, and the server loop's longest
stall.
"""

from __future__ import annotations

import asyncio
import contextlib
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TITLE = "SSH hosting (loopback)"
ROOT = Path(__file__).resolve().parents[1]
SESSION_COUNTS = (1, 10, 50)
LATENCY_TURNS = 24  # 72 moves: the p95 is the 4th slowest, not the 2nd


def cpu_seconds(pid: int) -> float:
    """User + system CPU time the process has used so far."""
    import os

    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


async def start_server(data: Path) -> tuple[subprocess.Popen[bytes], int]:
    process = subprocess.Popen(
        [sys.executable, "-c", "from tui.cli import main; main()", "serve", "--port", "0",
         "--data", str(data)],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT,
    )
    assert process.stdout is not None
    line = (await asyncio.to_thread(process.stdout.readline)).decode()
    if " port " not in line:
        process.kill()
        raise RuntimeError(f"server did not start: {line!r}")
    return process, int(line.split(" port ")[1].split()[0])


async def memory_figures(
    port: int, pid: int, key: object, sessions: list[object]
) -> list[tuple[str, str]]:
    """Connect up to 50 sessions (left open in ``sessions``) and read the server's memory."""
    from tests.tui.ssh.client import SSHPlayer

    figures: list[tuple[str, str]] = []
    rss: dict[int, float] = {}
    await asyncio.sleep(0.5)
    idle = rss_mb(pid)
    for count in SESSION_COUNTS:
        while len(sessions) < count:
            player = SSHPlayer(100, 30)
            await player.connect(port, "bench", key)  # type: ignore[arg-type]
            await player.wait_for("signed in as bench", "Quit", timeout=60)
            sessions.append(player)
        await asyncio.sleep(1.0)
        rss[count] = rss_mb(pid)
        figures.append((f"server memory with {count} session(s)", f"{rss[count]:.1f} MB"))
    first, last = SESSION_COUNTS[0], SESSION_COUNTS[-1]
    per = (rss[last] - rss[first]) / (last - first)
    figures.insert(0, ("server memory, no session", f"{idle:.1f} MB"))
    figures.append(("memory per extra session", f"{per:.2f} MB (target < 8 MB)"))
    return figures


async def latency_figures(port: int, pid: int, keys: dict[str, object]
                          ) -> list[tuple[str, str]]:
    from tests.tui.ssh.client import SSHPlayer, open_table_together

    ana, bob = SSHPlayer(120, 40), SSHPlayer(120, 40)
    await ana.connect(port, "ana", keys["ana"])  # type: ignore[arg-type]
    await bob.connect(port, "bob", keys["bob"])  # type: ignore[arg-type]
    await ana.wait_for("signed in as ana")
    await bob.wait_for("signed in as bob")
    await open_table_together(ana, bob)
    samples: list[float] = []

    async def press(player: SSHPlayer, other: SSHPlayer, key: str, then: str) -> None:
        await asyncio.sleep(0.05)  # let both screens settle
        before = other.text()
        started = time.perf_counter()
        player.send(key)
        while other.text() == before:
            other.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(other.changed.wait(), 5)
            if time.perf_counter() - started > 5:
                raise RuntimeError("the other screen never changed")
        samples.append(time.perf_counter() - started)
        await player.wait_for(then, timeout=10)

    players = [(ana, bob), (bob, ana)]
    cpu_before = cpu_seconds(pid)
    for turn in range(LATENCY_TURNS):
        me, other = players[turn % 2]
        await me.wait_for("Action: reveal a card for a benefit", timeout=10)
        await press(me, other, "s", "Investigation: mark cards")
        await press(me, other, "e", "discarding 0 marked cards")
        await press(me, other, "e", "Waiting for")
    cpu_per_move = (cpu_seconds(pid) - cpu_before) / len(samples) * 1000
    await ana.close()
    await bob.close()
    ms = sorted(s * 1000 for s in samples)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return [
        (f"key press -> other seat's screen, median ({len(ms)} moves)",
         f"{statistics.median(ms):.1f} ms (target < 100 ms)"),
        ("key press -> other seat's screen, p95", f"{p95:.1f} ms (target < 100 ms)"),
        ("server CPU per move (both seats' screens redrawn)", f"{cpu_per_move:.1f} ms"),
    ]


async def measure() -> list[tuple[str, str]]:
    from tests.tui.ssh.client import make_key

    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        keys = {name: make_key(data, name) for name in ("bench", "ana", "bob")}
        process, port = await start_server(data)
        idle: list[object] = []
        try:
            figures = await memory_figures(port, process.pid, keys["bench"], idle)
            # The game is played while the 50 lobby sessions stay connected.
            figures += await latency_figures(port, process.pid, keys)
            for player in idle:
                await player.close()  # type: ignore[attr-defined]
        finally:
            process.terminate()
            await asyncio.to_thread(process.wait, 30)
    return figures


def champions_figures() -> list[tuple[str, str]]:
    """Champions tables under load (``scripts/ssh_champions_load.py``)."""
    import importlib.util
    import types

    spec = importlib.util.spec_from_file_location(
        "ssh_champions_load", Path(__file__).with_name("ssh_champions_load.py"))
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    bench = types.SimpleNamespace(start_server=start_server, rss_mb=rss_mb,
                                  cpu_seconds=cpu_seconds)
    return asyncio.run(module.measure(bench))


def run() -> list[tuple[str, str]]:
    figures = asyncio.run(measure())
    figures += champions_figures()
    load = Path("/proc/loadavg").read_text().split()[0]
    figures.append(("machine load average while measuring (2 cores)", load))
    return figures


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    for name, value in run():
        print(f"{name:<58} {value}")
