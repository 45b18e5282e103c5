"""The shared event store on both backends: idempotent reports, undo, concurrency; and the
SQLite file's own refusals (PostgreSQL's: test_postgres_store.py)."""

from __future__ import annotations

import hashlib
import multiprocessing
import sqlite3
import threading
from pathlib import Path

import pytest

from trackers.godoflies import event as ev
from trackers.godoflies.store import EventFileError, EventStore

from .conftest import T0

WORKERS = 8
REPORTS_PER_WORKER = 25
DISTINCT_ID_SETS = 4  # workers w and w+4 send the same ids: every report arrives twice


def _worker(location: str, worker: int) -> list[tuple[int, bool]]:
    """One reporting process: its own connection, 25 reports, ids shared with a twin."""
    results = []
    with EventStore.open(location) as store:
        for n in range(REPORTS_PER_WORKER):
            id_set = worker % DISTINCT_ID_SETS
            group = (id_set + n) % 4 + 1
            if n % 5 == 4:
                data = {"group": group, "amount": 1, "cause": "defeat"}
                done = store.submit("threat", data, f"w{worker}", T0 + n, f"s{id_set}-{n}")
            else:
                data = {"group": group, "amount": 2}
                done = store.submit("damage", data, f"w{worker}", T0 + n, f"s{id_set}-{n}")
            results.append((done.seq, done.duplicate))
    return results


def test_many_processes_reporting_at_once_end_with_exact_totals(make_store) -> None:
    """8 processes x 25 reports, every id sent twice: each accepted once, totals exact."""
    store = make_store([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], pods=5)
    with multiprocessing.get_context("fork").Pool(WORKERS) as pool:
        results = pool.starmap(_worker, [(store.location, w) for w in range(WORKERS)])
    accepted = [seq for worker in results for seq, duplicate in worker if not duplicate]
    repeats = [seq for worker in results for seq, duplicate in worker if duplicate]
    unique = DISTINCT_ID_SETS * REPORTS_PER_WORKER
    assert len(accepted) == unique and len(set(accepted)) == unique
    assert sorted(repeats) == sorted(accepted)  # each repeat points at the one accepted copy
    state = store.state()
    threat_reports = DISTINCT_ID_SETS * (REPORTS_PER_WORKER // 5)
    assert state.wc_threat == threat_reports
    assert state.loki_damage == 2 * (unique - threat_reports)
    assert sum(g.damage for g in state.groups) == state.loki_damage
    assert len(store.log()) == unique + 1  # plus the start


def test_repeated_id_is_ignored_but_a_reused_id_is_refused(make_store) -> None:
    store = make_store([4, 4])
    first = store.submit("damage", {"group": 1, "amount": 20}, "ann", T0 + 1, "abc")
    again = store.submit("damage", {"group": 1, "amount": 20}, "ann", T0 + 2, "abc")
    assert again.duplicate and again.seq == first.seq
    assert store.state().loki_damage == 20
    with pytest.raises(ev.ReportRefused, match='"abc" was already used for a different report'):
        store.submit("damage", {"group": 1, "amount": 21}, "ann", T0 + 3, "abc")


def test_refused_report_changes_nothing(make_store) -> None:
    store = make_store([4, 4])
    before = store.log()
    with pytest.raises(ev.ReportRefused):
        store.submit("damage", {"group": 9, "amount": 1}, "ann", T0)
    assert store.log() == before


def test_undo_appends_and_refolds(make_store, content) -> None:
    store = make_store([4, 4])
    store.submit("damage", {"group": 1, "amount": 20}, "ann", T0 + 1)
    store.submit("damage", {"group": 2, "amount": 30}, "bob", T0 + 2)
    undone = store.undo(2, "org", T0 + 3)
    assert undone.state.loki_damage == 30 and undone.state.groups[0].damage == 0
    log = store.log()
    assert [e.kind for e in log] == ["start", "damage", "damage", "undo"]
    assert log[1].undone_by == undone.seq and log[3].undoes == 2
    assert log[3].loki_hp == 130  # totals after the undo
    with pytest.raises(ev.ReportRefused, match="already undone"):
        store.undo(2, "org", T0 + 4)
    with pytest.raises(ev.ReportRefused, match="is an undo"):
        store.undo(undone.seq, "org", T0 + 4)
    with pytest.raises(ev.ReportRefused, match="no report #99"):
        store.undo(99, "org", T0 + 4)


def test_undo_refused_when_a_later_report_depends_on_it(make_store) -> None:
    store = make_store([4, 4])
    store.submit("mangog_enters", {"pod": 1}, "ann", T0 + 1)
    store.submit("mangog", {"pod": 1, "amount": 5}, "ann", T0 + 2)
    with pytest.raises(ev.ReportRefused, match=r"cannot undo #2: report #3 would then be refused"):
        store.undo(2, "org", T0 + 3)
    store.undo(3, "org", T0 + 4)
    assert store.undo(2, "org", T0 + 5).state.pods[0].mangog_damage is None


def test_undo_of_the_winning_report_reopens_the_event(make_store) -> None:
    store = make_store([1])
    win = store.submit("damage", {"group": 1, "amount": 20}, "ann", T0 + 10)
    assert win.state.outcome == "won"
    reopened = store.undo(win.seq, "org", T0 + 20, reopen=True).state
    assert reopened.outcome is None and reopened.clock == [[T0, None]]


def test_acknowledgements_are_shared(make_store) -> None:
    store = make_store([1])
    assert store.acknowledge(["loki-half"], "org", T0) == 1
    assert store.acknowledge(["loki-half", "loki-flip"], "org", T0) == 1
    with EventStore.open(store.location) as other:
        assert other.acknowledged() == {"loki-half", "loki-flip"}


def test_data_version_moves_when_another_connection_commits(make_store) -> None:
    store = make_store([2])
    before = store.data_version()
    with EventStore.open(store.location) as other:
        other.submit("damage", {"group": 1, "amount": 1}, "x", T0)
        moved = store.data_version()
        assert moved != before
        other.acknowledge(["loki-half"], "x", T0)
        assert store.data_version() != moved


@pytest.mark.parametrize("backend", ["sqlite"])
def test_the_file_is_in_wal_mode(make_store) -> None:
    """Dashboards read while a report is written (SQLite's write-ahead log)."""
    assert make_store([2])._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_not_sqlite_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a database at all\n" * 10)
    digest = _digest(path)
    with pytest.raises(EventFileError, match=r"not a helicarrier event file \(not an SQLite"):
        EventStore.open(path)
    assert _digest(path) == digest and sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_foreign_sqlite_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    digest = _digest(path)
    with pytest.raises(EventFileError, match="another SQLite database"):
        EventStore.open(path)
    assert _digest(path) == digest


@pytest.mark.parametrize("backend", ["sqlite"])
def test_damaged_event_file_is_refused(make_store, tmp_path: Path) -> None:
    store = make_store([2], start=False)
    store.close()
    data = bytearray(store.path.read_bytes())
    data[200:] = b"\xff" * (len(data) - 200)
    store.path.write_bytes(bytes(data))
    digest = _digest(store.path)
    with pytest.raises(EventFileError, match="damaged event file"), \
            EventStore.open(store.path) as broken:
        broken.state()
    assert _digest(store.path) == digest


def test_create_never_overwrites(make_store) -> None:
    store = make_store([2])
    with pytest.raises(EventFileError, match=r"already exists|already holds an event"):
        EventStore.create(store.location, store.state(), "org", T0)
    assert store.state().started and len(store.log()) == 1


def _announcer(location: str, reports: list[tuple[str, dict, str]], barrier: threading.Barrier,
               said: list[str], lock: threading.Lock) -> None:
    """One reporter's thread and connection: what each of its reports made newly due."""
    with EventStore.open(location) as store:
        content = store.content
        barrier.wait()
        for kind, data, client_id in reports:
            done = store.submit(kind, data, "t", T0 + 5, client_id)
            seen = {a.key for a in ev.announcements(content, done.before, T0 + 5)}
            new = [a.key for a in ev.announcements(content, done.state, T0 + 5)
                   if a.key not in seen]
            with lock:
                said.extend(new)


THREADS = 6


def test_reporters_at_once_announce_each_line_once(make_store) -> None:
    """Tracking Damage on Loki, Worlds Collide, The Mangog: the organizer announces each
    milestone once. 6 reporters at once (threads, a connection each), each report sent by
    two of them (same id), crossing Loki's half, quarter and flip, Worlds Collide's half
    and quarter to go and its target, and a Mangog defeat: each is said exactly once."""
    store = make_store([4] * 12, pods=3)  # 48 players: Loki 960 hp; Worlds Collide 24
    store.submit("mangog_enters", {"pod": 1}, "org", T0)
    plan: list[list[tuple[str, dict, str]]] = [[] for _ in range(THREADS)]
    for n in range(60):  # 60 x 12 = 720 damage: past half (480) and a quarter (240)
        report = ("damage", {"group": n % 12 + 1, "amount": 12}, f"d{n}")
        plan[n % THREADS].append(report)
        plan[(n + 1) % THREADS].append(report)  # the same report from a second reporter
    for n in range(24):  # 24 threat: half and a quarter to go, then the target
        report = ("threat", {"group": n % 12 + 1, "amount": 1, "cause": "scheme"}, f"t{n}")
        plan[(n + 2) % THREADS].append(report)
        plan[(n + 3) % THREADS].append(report)
    for n in range(8):  # 8 x 5 = 40 damage to a 40-hp Mangog (4 groups in pod 1)
        report = ("mangog", {"pod": 1, "amount": 5}, f"m{n}")
        plan[n % THREADS].append(report)
        plan[(n + 4) % THREADS].append(report)
    barrier, lock, said = threading.Barrier(THREADS), threading.Lock(), []
    threads = [threading.Thread(target=_announcer, args=(store.location, part, barrier, said,
                                                         lock)) for part in plan]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    state = store.state()
    assert state.loki_damage == 720 and state.wc_threat == 24
    assert state.pods[0].mangog_defeats and len(store.log()) == 1 + 1 + 60 + 24 + 8
    expected = ["loki-half", "loki-one-quarter", "loki-flip", "wc-half", "wc-one-quarter",
                "wc-target", f"mangog-1-{state.pods[0].mangog_defeats[0]}"]
    assert sorted(said) == sorted(expected)  # every line crossed, each said once
