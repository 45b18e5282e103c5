"""Champions tables over SSH under load: memory per seated session, latency, CPU, stalls.

Part of ``scripts/bench ssh`` (``bench_ssh.py`` runs it after the plot-capture
figures). The server is ``helicarrier serve`` in a child process on a loopback port,
with its tables stored beforehand in its database (as the server itself stores them);
the SSH clients run in this process, so the server's memory is its own:

- Memory per seated session: 50 one-seat Champions tables, one per bench player
  ``p0``...``p49``. Each player connects over SSH and presses enter on their table, so
  each session is an SSH channel, one Textual app and its Champions table screen (a
  seated player's lobby is not kept; ``tui/ssh/app.py``). The server's resident memory
  (``VmRSS`` in ``/proc/PID/status``) is read once 1, then 10, then 50 players sit at
  their tables, each reading ``SETTLE`` seconds after the last of them saw their table
  (the server freezes a table screen a second after it drew). The figure is
  (RSS at 50 - RSS at 1) / 49: what one more seated player costs the server process,
  allocator overhead included. The tables' actors (their games) are loaded when the
  server starts, before the first reading, so the figure is the session, not the game.
- Seeded two-seat Black Widow tables for ``ana`` and ``bob``, played one after the
  other by two more SSH clients until ``MOVES`` moves were made, while the 50 seated
  sessions stay connected. Each move is chosen by the engine's hero bot from a copy of
  the game kept in this process (the copy follows the server's database, where every
  move is committed before it takes effect), among the options the screen numbers, and
  played by pressing that number. Latency: from the key press to the first change of
  the other seat's screen, for moves whose effect the other seat can see. CPU: the
  server's user+system time over the run, per move. Stall: the server's own
  measurement (``tui/ssh/stalls.py``), the longest time its event loop could not run,
  garbage collections included. Growth: the server's RSS at the start and the end of
  the run, and its frozen objects (sampled each second by the stall watch), so a heap
  that only grows shows; and the reclaims (``tui/ssh/heap.py``) made during the run.
- The reclaim's own pause: after the run nobody types for ``QUIET`` seconds while the 50
  stay seated, so the server reclaims what the run left frozen and dead; that pause
  over the whole heap is printed (the run's stall figure leaves it out: nobody waited).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SEATED = (1, 10, 50)
SETTLE = 2.0
"""Seconds between the last session's table screen drawing and reading the memory: the
server freezes a table screen a second after it drew, once the lobby it replaced has
been collected (``tui/ssh/heap.py``)."""
MOVES = 500
QUIET = 5.0
"""Seconds of nobody typing after the run, while the 50 stay seated: the server reclaims
what the run left frozen and dead (``tui/ssh/heap.py``), and the bench times that pause."""
SEEDS = (7, 4, 5, 2, 6, 1, 3, 8, 9)
SETUP = {"scenario": "black-widow", "heroes": ["maria-hill", "nick-fury"], "expert": False}
SOLO = {"scenario": "black-widow", "heroes": ["nick-fury"], "expert": False}
RUN_WINDOW = [0.0, 0.0]
"""Wall-clock start and end of the played moves (the stall figure looks inside it)."""
RUN_RSS = [0.0, 0.0]
"""The server's resident memory at the start and the end of the played moves."""
OPTION = re.compile(r"┃(\d) (.+?)\s*┃")
"""A numbered option in the decision panel while it waits for you (heavy border)."""


def store_tables(data: Path) -> list[int]:
    """The 50 solo tables and the two-seat tables; returns the two-seat tables' ids."""
    sys.path.insert(0, str(ROOT))
    from engine.core import Record
    from engine.core.game import game_kind
    from tui.ssh.table_store import PLAYING, Seat, TableStore

    version = game_kind("champions").content_version
    store = TableStore(data / "tables.sqlite3")
    try:
        for index in range(SEATED[-1]):
            seats = [Seat(player=f"p{index}")]
            table = store.create_table(f"p{index}", Record("champions", version, SOLO, index),
                                       seats)
            store.save_seats(table, seats, PLAYING)
        duo = []
        for seed in SEEDS:
            seats = [Seat(player="ana"), Seat(player="bob")]
            table = store.create_table(f"duo {seed}", Record("champions", version, SETUP, seed),
                                       seats)
            store.save_seats(table, seats, PLAYING)
            duo.append(table)
    finally:
        store.close()
    return duo


def shown(label: str) -> str:
    """How the decision panel writes an option's label while paying."""
    if label.startswith("Spend "):
        return "[ ] " + label.removeprefix("Spend ")
    if label.startswith("Take back "):
        return "[x] " + label.removeprefix("Take back ")
    return label


def numbered(screen: str, options: list[dict[str, Any]]) -> dict[str, str] | None:
    """Option key -> the number the screen shows for it (None: none shown yet). A line
    that matches no option is a long label's continuation (or an older picture)."""
    found: dict[str, str] = {}
    for line in screen.splitlines():
        for number, text in OPTION.findall(line):
            text = text.rstrip("…").strip()
            match = next((o["key"] for o in options if o["key"] not in found
                          and shown(o["label"]).startswith(text[:40])), None)
            if match is not None:
                found[match] = number
    return found or None


class Duo:
    """ana and bob at one two-seat table, with this process's copy of its game."""

    def __init__(self, data: Path, table: int, seed: int, players: tuple[Any, Any]) -> None:
        from engine.champions import new_game
        from engine.champions.ai import SimpleBot

        self.db = sqlite3.connect(data / "tables.sqlite3")
        self.table = table
        self.game = new_game(SETUP, seed)
        self.moves = 0
        self.players = players
        self.bots = (SimpleBot(1), SimpleBot(2))

    async def move(self, samples: list[float]) -> bool:
        """Play one move; False when the game is over."""
        from engine.champions.core.commands import Choose

        decision = self.game.decision
        if decision is None:
            return False
        seat = decision.seat
        me, other = self.players[seat], self.players[1 - seat]
        view = self.game.view(seat)
        options = view["decision"]["options"]
        mine = next(p for p in view["players"] if p["seat"] == seat)
        fresh = (decision.prompt[:40], f"Your hand ({len(mine['hand'])})")
        keys = None
        deadline = time.perf_counter() + 30  # a loaded machine (the deadline is not a figure)
        while keys is None:  # wait for the screen to show the present (not an older picture)
            screen = me.text()
            keys = numbered(screen, options) if all(f in screen for f in fresh) else None
            if keys is None:
                if time.perf_counter() > deadline:
                    raise RuntimeError(f"never saw {decision.prompt!r}:\n{me.text()}")
                me.changed.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(me.changed.wait(), 0.5)
        offered = [c for c in self.game.legal(seat) if isinstance(c, Choose) and c.key in keys]
        pick = self.bots[seat].choose(view, offered)
        other_view = self.game.view(1 - seat)
        before = other.text()
        started = time.perf_counter()
        seen: list[float] = []
        watch = asyncio.create_task(_first_change(other, before, seen))
        me.send(keys[pick.key])
        try:
            await self._follow_database()
        except RuntimeError:
            raise RuntimeError(f"move {self.moves + 1}: pressed {keys[pick.key]} for "
                               f"{pick.key!r} at {decision.prompt!r}:\n{me.text()}") from None
        if self.game.view(1 - seat) != other_view:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(watch, 3)
            if seen:
                samples.append(seen[0] - started)
        watch.cancel()
        return True

    async def _follow_database(self) -> None:
        """Apply the server's next committed command to the copy."""
        from engine.core.messages import message_from_dict

        deadline = time.perf_counter() + 30  # a loaded machine (the deadline is not a figure)
        while True:
            row = self.db.execute("SELECT command FROM commands WHERE table_id = ? AND number = ?",
                                  (self.table, self.moves + 1)).fetchone()
            if row is not None:
                self.game.apply(message_from_dict(json.loads(row[0])))  # type: ignore[arg-type]
                self.moves += 1
                return
            if time.perf_counter() > deadline:
                raise RuntimeError("the server never recorded the move")
            await asyncio.sleep(0.005)


async def _first_change(player: Any, before: str, seen: list[float]) -> None:
    while player.text() == before:
        player.changed.clear()
        await player.changed.wait()
    seen.append(time.perf_counter())


async def measure(bench: Any) -> list[tuple[str, str]]:
    """``bench`` is ``bench_ssh`` (server start, /proc readings)."""
    from tests.tui.ssh.client import SSHPlayer, make_key

    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        names = [f"p{i}" for i in range(SEATED[-1])] + ["ana", "bob"]
        keys = {name: make_key(data, name) for name in names}
        duo_tables = store_tables(data)
        report = data / "stalls.json"
        os.environ["HELICARRIER_STALL_REPORT"] = str(report)
        try:
            process, port = await bench.start_server(data)
        finally:
            del os.environ["HELICARRIER_STALL_REPORT"]
        figures: list[tuple[str, str]] = []
        sessions: list[SSHPlayer] = []
        try:
            rss: dict[int, float] = {}
            for count in SEATED:
                while len(sessions) < count:
                    name = f"p{len(sessions)}"
                    player = SSHPlayer(100, 30)
                    await player.connect(port, name, keys[name])
                    await player.wait_for(f"signed in as {name}", timeout=60)
                    player.send("\r")
                    await player.wait_for("Search the encounter deck", timeout=60)
                    sessions.append(player)
                await asyncio.sleep(SETTLE)
                rss[count] = bench.rss_mb(process.pid)
                figures.append((f"server memory, {count} session(s) at Champions tables",
                                f"{rss[count]:.1f} MB"))
            per = (rss[SEATED[-1]] - rss[SEATED[0]]) / (SEATED[-1] - SEATED[0])
            figures.append(("memory per extra session seated at a Champions table",
                            f"{per:.2f} MB (target <= 2.5 MB)"))
            figures += await _play(port, process.pid, keys, data, duo_tables, bench)
            await asyncio.sleep(QUIET)  # nobody types: the garbage the run left is reclaimed
            for player in sessions:
                await player.close()
        finally:
            process.terminate()
            await asyncio.to_thread(process.wait, 30)
        stalls = json.loads(report.read_text()) if report.exists() else {}
        start, end = RUN_WINDOW

        def longest(kind: str) -> str:
            inside = [s for t, s in stalls.get(kind, []) if start <= t <= end]
            return f"{max(inside, default=0.0) * 1000:.1f} ms ({len(inside)} of 10 ms or more)"

        figures.append((f"longest server loop stall during the {MOVES}-move run",
                        f"{longest('stalls')} (target <= 200 ms)"))
        figures.append(("  longest garbage collection during the run", longest("collections")))
        figures.append(("  longest stall over the server's whole life (incl. connecting)",
                        f"{stalls.get('longest_stall_ms', '?')} ms"))
        figures += _heap_figures(stalls, start, end)
    return figures


def _heap_figures(stalls: dict[str, Any], start: float, end: float) -> list[tuple[str, str]]:
    """Whether the run grew the frozen heap or the server's memory, and its reclaims."""
    frozen = [count for at, count in stalls.get("frozen", []) if start <= at <= end]
    garbage = [sample for sample in stalls.get("garbage", []) if start <= sample[0] <= end]
    reclaims = [(seconds, scanned) for at, seconds, scanned
                in stalls.get("heap", {}).get("reclaim_log", []) if start <= at <= end]
    longest = max(reclaims, default=(0.0, 0))
    after = [entry for entry in stalls.get("heap", {}).get("reclaim_log", []) if entry[0] > end]
    spans = [(at - seconds, at) for at, seconds, _ in stalls.get("heap", {}).get("reclaim_log", [])]
    other = [seconds for at, seconds in stalls.get("stalls", []) if start <= at <= end
             and not any(at - seconds <= began and at >= ended for began, ended in spans)]
    return [
        ("  longest stall that holds no reclaim",
         f"{max(other, default=0.0) * 1000:.1f} ms"),
        ("server memory (RSS) at the start -> end of the run",
         f"{RUN_RSS[0]:.1f} -> {RUN_RSS[1]:.1f} MB "
         f"({(RUN_RSS[1] - RUN_RSS[0]) / MOVES * 100:+.2f} MB per 100 moves)"),
        ("frozen objects (as the heap policy counts them), start -> end",
         f"{frozen[0]:,} -> {frozen[-1]:,}" if frozen else "?"),
        ("frozen garbage estimate at the start -> end (reclaim due past)",
         f"{garbage[0][1]:,} -> {garbage[-1][1]:,} ({garbage[-1][2]:,})" if garbage else "?"),
        ("the reclaim in the quiet moment after the run (nobody waits)",
         f"{after[0][1] * 1000:.0f} ms over {after[0][2]:,} objects" if after else "none"),
        ("reclaims (unfreeze + full collection) during the run",
         f"{len(reclaims)} (longest {longest[0] * 1000:.0f} ms, {longest[1]:,} objects)"),
    ]


async def _play(port: int, pid: int, keys: dict[str, Any], data: Path, tables: list[int],
                bench: Any) -> list[tuple[str, str]]:
    from tests.tui.ssh.client import SSHPlayer

    ana, bob = SSHPlayer(120, 40), SSHPlayer(120, 40)
    await ana.connect(port, "ana", keys["ana"])
    await bob.connect(port, "bob", keys["bob"])
    samples: list[float] = []
    moves = 0
    RUN_WINDOW[0] = time.time()
    RUN_RSS[0] = bench.rss_mb(pid)
    cpu_before = bench.cpu_seconds(pid)
    for table, seed in zip(tables, SEEDS, strict=True):
        for player in (ana, bob):
            await player.wait_for(f"duo {seed}", timeout=30)
            player.send("\r")  # the player's unfinished tables come first in the lobby
        duo = Duo(data, table, seed, (ana, bob))
        while moves < MOVES and await duo.move(samples):
            moves += 1
        if moves >= MOVES:
            break
        for player in (ana, bob):
            await player.wait_for("Game over", timeout=30)
            player.send("\x1b")  # back to the lobby
    cpu_per_move = (bench.cpu_seconds(pid) - cpu_before) / max(moves, 1) * 1000
    RUN_WINDOW[1] = time.time()
    RUN_RSS[1] = bench.rss_mb(pid)
    await ana.close()
    await bob.close()
    ms = sorted(s * 1000 for s in samples)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return [
        (f"Champions: key press -> other seat's screen, median ({len(ms)} moves)",
         f"{statistics.median(ms):.1f} ms"),
        ("Champions: key press -> other seat's screen, p95", f"{p95:.1f} ms (target < 100 ms)"),
        (f"Champions: server CPU per move ({moves} moves, 52 sessions)",
         f"{cpu_per_move:.1f} ms"),
    ]


if __name__ == "__main__":  # this part alone: python scripts/ssh_champions_load.py [MOVES]
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "scripts"))
    import bench_ssh

    if len(sys.argv) > 1:
        MOVES = int(sys.argv[1])
    for figure, value in asyncio.run(measure(bench_ssh)):
        print(f"{figure:<58} {value}")
