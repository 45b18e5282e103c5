"""The shared event file: one SQLite database that many terminals report into at once.

Why SQLite: reporters on other terminals or SSH sessions of the same host only
need the file's path; WAL mode lets the dashboards read while a report is
written, and every report is one ``BEGIN IMMEDIATE`` transaction (writers queue
on the busy timeout instead of failing).

The file is created in WAL mode (kept in its header), so opening it writes
nothing. Layout (``PRAGMA application_id`` = HLOK and ``user_version`` = 1 mark the file
as ours; a ``meta`` table repeats the format name and version):

- ``setup``: the event as created (groups, pods, time limit) as JSON.
- ``reports``: the append-only audit trail. Every accepted report gets ``seq``
  (its id); ``client_id`` (``--id``) makes a repeated report a no-op. Each row
  keeps the state after it (JSON) and the totals, so the current state is one
  row away. ``undo`` appends a row naming the report it cancels and refolds the
  remaining reports (refused if a later report would no longer be legal).
- ``acks``: acknowledged announcements, shared by every dashboard.

A file that is not SQLite, or is SQLite but not ours, is detected from its
header bytes before SQLite opens it, and is never modified. A command that is
about to write (and ``status``) first runs ``PRAGMA quick_check`` (:meth:`EventStore.check`):
damage in any page (a table, an index, the free list) refuses the file before a
report could be written into it. Damage SQLite cannot see (a digit changed inside a
stored value) is out of reach; the JSON snapshots are still parsed defensively.

The state before a report is read inside the report's own ``BEGIN IMMEDIATE``
transaction and returned with it (:class:`Submitted`), so when many terminals
report at once exactly one of them sees a line being crossed and announces it.

``Submitted`` and ``LogEntry`` are named tuples (read-only, as frozen dataclasses would
be): organizer commands import this module at every start, and a named tuple costs about
a tenth as much to define (quick start-up, issue 14).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import struct
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from content import CONTENT_VERSION
from content.epic.god_of_lies import GodOfLiesContent
from engine.core.errors import SaveFileError
from trackers.godoflies import event as ev
from trackers.godoflies.rules import default_content

FORMAT_NAME = "helicarrier-loki-event"
FORMAT_VERSION = 1
APPLICATION_ID = 0x484C4F4B  # "HLOK"
BUSY_TIMEOUT_S = 30.0
SQLITE_MAGIC = b"SQLite format 3\x00"

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE setup (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL,
                    created_at REAL NOT NULL, created_by TEXT NOT NULL);
CREATE TABLE reports (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    client_id TEXT UNIQUE,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    by TEXT NOT NULL,
    at REAL NOT NULL,
    undoes INTEGER REFERENCES reports (seq),
    loki_hp INTEGER NOT NULL,
    wc_threat INTEGER NOT NULL,
    state TEXT NOT NULL
);
CREATE UNIQUE INDEX reports_undoes ON reports (undoes) WHERE undoes IS NOT NULL;
CREATE TABLE acks (key TEXT PRIMARY KEY, by TEXT NOT NULL, at REAL NOT NULL);
"""


class EventFileError(SaveFileError):
    """The event file is missing, foreign, damaged or of another version."""


class Submitted(NamedTuple):
    """What happened to a report: its id, whether it was a repeat, and the states around it.

    ``before`` is read in the same write transaction as the report, so what changed
    between ``before`` and ``state`` was caused by this report and no other.
    """

    seq: int
    duplicate: bool
    state: ev.EventState
    before: ev.EventState


class LogEntry(NamedTuple):
    seq: int
    client_id: str | None
    kind: str
    data: dict[str, Any]
    by: str
    at: float
    undoes: int | None
    undone_by: int | None
    loki_hp: int
    wc_threat: int


def _check_header(path: Path) -> None:
    """Refuse anything that is not one of our SQLite files, reading only its header."""
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
    except FileNotFoundError:
        raise EventFileError(
            f"{path}: no event file here (create one with: helicarrier loki new)") from None
    except OSError as exc:
        raise EventFileError(f"{path}: cannot read ({exc.strerror})") from None
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise EventFileError(f"{path}: not a helicarrier event file (not an SQLite database)")
    (user_version,) = struct.unpack(">I", header[60:64])
    (application_id,) = struct.unpack(">I", header[68:72])
    if application_id != APPLICATION_ID:
        raise EventFileError(f"{path}: not a helicarrier event file (another SQLite database)")
    if user_version != FORMAT_VERSION:
        raise EventFileError(
            f"{path}: event file format version {user_version} is not supported "
            f"(this helicarrier reads version {FORMAT_VERSION})")


def _write_new_file(temp: Path, state: ev.EventState, by: str, at: float) -> None:
    """A complete new event file at ``temp`` (WAL mode, schema, meta, setup)."""
    conn = sqlite3.connect(temp, isolation_level=None)
    try:
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute(f"PRAGMA user_version = {FORMAT_VERSION}")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.executescript(_SCHEMA)
        conn.execute("BEGIN")
        conn.executemany("INSERT INTO meta VALUES (?, ?)", [
            ("format", FORMAT_NAME), ("version", str(FORMAT_VERSION)),
            ("content_version", CONTENT_VERSION)])
        conn.execute("INSERT INTO setup VALUES (1, ?, ?, ?)",
                     (json.dumps(state.to_dict()), at, by))
        conn.execute("COMMIT")
    finally:
        conn.close()


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    return conn


class EventStore:
    """One open event file. Use as a context manager, or call :meth:`close`."""

    def __init__(self, path: Path, conn: sqlite3.Connection, content: GodOfLiesContent):
        self.path = path
        self.content = content
        self._conn = conn

    # -- opening ----------------------------------------------------------------------------
    @classmethod
    def create(cls, path: Path, state: ev.EventState, by: str, at: float,
               content: GodOfLiesContent | None = None, mkdir: bool = False) -> EventStore:
        """Write a new event file (built aside, then renamed into place); never overwrites.

        A missing folder is refused unless ``mkdir``: a mistyped path must not
        quietly become a new folder tree that the other reporters never find.
        """
        path = Path(path)
        if path.exists():
            raise EventFileError(f"{path}: already exists; choose another --event path")
        if not mkdir and not path.parent.is_dir():
            if path.parent.exists():
                raise EventFileError(f"{path}: cannot create the event file "
                                     f"({path.parent} is not a folder)")
            raise EventFileError(
                f"{path}: the folder {path.parent} does not exist (create it, or add --mkdir)")
        temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        exists = EventFileError(f"{path}: already exists; choose another --event path")
        try:
            if mkdir:
                path.parent.mkdir(parents=True, exist_ok=True)
            temp.unlink(missing_ok=True)
            _write_new_file(temp, state, by, at)
            try:
                os.link(temp, path)  # atomic, and fails if someone created the path meanwhile
            except FileExistsError:
                raise exists from None
            except OSError:  # a file system without hard links: check, then rename
                if path.exists():
                    raise exists from None
                os.replace(temp, path)
        except (OSError, sqlite3.Error) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise EventFileError(f"{path}: cannot create the event file ({reason})") from None
        finally:
            with contextlib.suppress(OSError):
                temp.unlink(missing_ok=True)
        return cls.open(path, content)

    @classmethod
    def open(cls, path: Path, content: GodOfLiesContent | None = None,
             check: bool = False) -> EventStore:
        """Open an event file; ``check`` runs :meth:`check` first (before any write)."""
        path = Path(path)
        _check_header(path)
        conn = _connect(path)
        try:
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
            if meta.get("format") != FORMAT_NAME or meta.get("version") != str(FORMAT_VERSION):
                raise EventFileError(f"{path}: not a helicarrier event file (unknown format)")
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise EventFileError(f"{path}: damaged event file ({exc})") from None
        except EventFileError:
            conn.close()
            raise
        store = cls(path, conn, content or default_content())
        if check:
            try:
                store.check()
            except EventFileError:
                store.close()
                raise
        return store

    def check(self) -> None:
        """``PRAGMA quick_check``: refuse a file with damaged pages before writing into it.

        quick_check walks every page of every table and index (it skips only the
        slow comparison of index entries with their rows), so it catches what a
        report would never read itself: a broken index, the acks table, free pages.
        """
        with self._guard():
            rows = self._conn.execute("PRAGMA quick_check(1)").fetchall()
        problem = str(rows[0][0]) if rows else "no answer"
        if problem != "ok":  # one line: drop the "*** in database main ***" heading
            problem = "; ".join(line for line in problem.splitlines()
                                if line.strip() and not line.startswith("***"))
            raise EventFileError(
                f"{self.path}: damaged event file (SQLite quick_check: {problem}); "
                "it was not written to")

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> EventStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _guard(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.DatabaseError as exc:
            raise EventFileError(f"{self.path}: damaged event file ({exc})") from None

    def _state_from(self, text: str, where: str) -> ev.EventState:
        """A stored snapshot; one that does not parse is damage quick_check cannot see."""
        try:
            return ev.EventState.from_dict(json.loads(text))
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise EventFileError(
                f"{self.path}: damaged event file ({where}: unreadable state, {exc})") from None

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One ``BEGIN IMMEDIATE`` transaction: committed on success, rolled back on error."""
        with self._guard():
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    # -- reading ----------------------------------------------------------------------------
    def initial_state(self) -> ev.EventState:
        with self._guard():
            (text,) = self._conn.execute("SELECT state FROM setup WHERE id = 1").fetchone()
        return self._state_from(text, "setup")

    def state(self) -> ev.EventState:
        """The current state (the snapshot kept with the latest report)."""
        with self._guard():
            row = self._conn.execute(
                "SELECT state, seq FROM reports ORDER BY seq DESC LIMIT 1").fetchone()
            if row is None:
                row = self._conn.execute(
                    "SELECT state, 'setup' FROM setup WHERE id = 1").fetchone()
        where = row[1] if row[1] == "setup" else f"report #{row[1]}"
        return self._state_from(row[0], where)

    def data_version(self) -> int:
        """Changes whenever another connection commits: the dashboards' cheap poll."""
        with self._guard():
            return int(self._conn.execute("PRAGMA data_version").fetchone()[0])

    def created(self) -> tuple[float, str]:
        with self._guard():
            at, by = self._conn.execute(
                "SELECT created_at, created_by FROM setup WHERE id = 1").fetchone()
        return float(at), str(by)

    def log(self, last: int | None = None) -> list[LogEntry]:
        """Reports in order (the last ``last`` of them if given), with who undid what."""
        query = ("SELECT r.seq, r.client_id, r.kind, r.data, r.by, r.at, r.undoes, u.seq, "
                 "r.loki_hp, r.wc_threat FROM reports r "
                 "LEFT JOIN reports u ON u.undoes = r.seq ")
        with self._guard():
            if last is None:
                rows = self._conn.execute(query + "ORDER BY r.seq").fetchall()
            else:
                rows = self._conn.execute(
                    query + "ORDER BY r.seq DESC LIMIT ?", (last,)).fetchall()[::-1]
        return [LogEntry(r[0], r[1], r[2], json.loads(r[3]), r[4], r[5], r[6], r[7], r[8], r[9])
                for r in rows]

    def acknowledged(self) -> set[str]:
        with self._guard():
            return {row[0] for row in self._conn.execute("SELECT key FROM acks")}

    # -- writing ----------------------------------------------------------------------------
    def submit(self, kind: str, data: dict[str, Any], by: str, at: float,
               client_id: str | None = None) -> Submitted:
        """Apply and store one report; a repeat of ``client_id`` is ignored (idempotent)."""
        with self._write() as conn:
            before = self.state()  # inside the transaction: no other report can come between
            repeat = self._repeat(conn, client_id, kind, data)
            if repeat is not None:
                return Submitted(repeat, True, before, before)
            seq = self._next_seq(conn)
            report = ev.Report(kind, data, at, by, seq)
            after = ev.apply(self.content, before, report)
            self._insert(conn, seq, client_id, report, None, after)
            return Submitted(seq, False, after, before)

    def undo(self, target: int, by: str, at: float, client_id: str | None = None,
             reopen: bool = False) -> Submitted:
        """Cancel report ``target`` by appending an undo row; the state is refolded without it.

        After the outcome every report is refused, but a mistaken report may have
        ended the event: undoing it is allowed only with ``reopen``, and only if the
        event is then open again. The undo row says so (``reopens``), and the state
        keeps the reopening so every screen announces it.
        """
        with self._write() as conn:
            before = self.state()
            repeat = self._repeat(conn, client_id, "undo", {"report": target},
                                  same=lambda stored: stored.get("report") == target)
            if repeat is not None:
                return Submitted(repeat, True, before, before)
            row = conn.execute("SELECT kind FROM reports WHERE seq = ?", (target,)).fetchone()
            if row is None:
                raise ev.ReportRefused(f"there is no report #{target}")
            if row[0] == "undo":
                raise ev.ReportRefused(f"#{target} is an undo; send the original report again")
            done = conn.execute("SELECT seq FROM reports WHERE undoes = ?", (target,)).fetchone()
            if done is not None:
                raise ev.ReportRefused(f"report #{target} was already undone by #{done[0]}")
            after = self._refold(conn, skip=target)
            after.reopened = [dict(item) for item in before.reopened]
            data: dict[str, Any] = {"report": target}
            seq = self._next_seq(conn)
            if before.outcome is not None:
                ended = f"the event has ended (the players {before.outcome})"
                if not reopen:
                    raise ev.ReportRefused(
                        f"{ended}; undoing #{target} reopens it: repeat with --reopen")
                if after.outcome is not None:
                    raise ev.ReportRefused(
                        f"{ended}; undoing #{target} would not reopen it (report "
                        f"#{after.outcome_seq} ends it): undo #{after.outcome_seq} instead")
                data["reopens"] = before.outcome
                after.reopened.append(
                    {"seq": seq, "undid": target, "outcome": before.outcome})
            self._insert(conn, seq, client_id, ev.Report("undo", data, at, by, seq), target, after)
            return Submitted(seq, False, after, before)

    def acknowledge(self, keys: list[str], by: str, at: float) -> int:
        """Mark announcements as told; returns how many were new."""
        with self._write() as conn:
            before = conn.total_changes
            conn.executemany("INSERT OR IGNORE INTO acks VALUES (?, ?, ?)",
                             [(key, by, at) for key in keys])
            return conn.total_changes - before

    def _repeat(self, conn: sqlite3.Connection, client_id: str | None, kind: str,
                data: dict[str, Any],
                same: Callable[[dict[str, Any]], bool] | None = None) -> int | None:
        """The id of an earlier report sent with ``client_id``; refused if it said otherwise."""
        if client_id is None:
            return None
        row = conn.execute("SELECT seq, kind, data FROM reports WHERE client_id = ?",
                           (client_id,)).fetchone()
        if row is None:
            return None
        stored = json.loads(row[2])
        if row[1] != kind or not (same(stored) if same is not None else stored == data):
            raise ev.ReportRefused(
                f'report id "{client_id}" was already used for a different report (#{row[0]})')
        return int(row[0])

    @staticmethod
    def _next_seq(conn: sqlite3.Connection) -> int:
        (last,) = conn.execute("SELECT COALESCE(MAX(seq), 0) FROM reports").fetchone()
        return int(last) + 1

    def _insert(self, conn: sqlite3.Connection, seq: int, client_id: str | None,
                report: ev.Report, undoes: int | None, after: ev.EventState) -> None:
        conn.execute(
            "INSERT INTO reports (seq, client_id, kind, data, by, at, undoes, loki_hp, wc_threat,"
            " state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (seq, client_id, report.kind, json.dumps(report.data, sort_keys=True), report.by,
             report.at, undoes, after.loki_hp(self.content), after.wc_threat,
             json.dumps(after.to_dict())))

    def _refold(self, conn: sqlite3.Connection, skip: int) -> ev.EventState:
        """Replay every standing report except ``skip``; refuse if one would become illegal."""
        (text,) = conn.execute("SELECT state FROM setup WHERE id = 1").fetchone()
        state = ev.EventState.from_dict(json.loads(text))
        rows = conn.execute(
            "SELECT seq, kind, data, by, at FROM reports WHERE kind != 'undo' AND seq != ? "
            "AND seq NOT IN (SELECT undoes FROM reports WHERE undoes IS NOT NULL) ORDER BY seq",
            (skip,)).fetchall()
        for seq, kind, data, by, at in rows:
            report = ev.Report(kind, json.loads(data), at, by, seq)
            try:
                state = ev.apply(self.content, state, report)
            except ev.ReportRefused as exc:
                raise ev.ReportRefused(
                    f"cannot undo #{skip}: report #{seq} would then be refused ({exc}); "
                    f"undo #{seq} first") from None
        return state
