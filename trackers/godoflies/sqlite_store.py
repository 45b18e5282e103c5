"""The event as one SQLite file that many terminals of one host report into at once.

Why SQLite (the embedded default): reporters on other terminals or SSH sessions of the
same host only need the file's path; WAL mode lets the dashboards read while a report
is written, and every report is one ``BEGIN IMMEDIATE`` transaction: it takes the
file's write lock before reading the state, so writers queue on the busy timeout (30 s)
instead of failing, and each one reads the state its predecessor left.

The file is created in WAL mode (kept in its header), so opening it writes nothing.
``PRAGMA application_id`` = HLOK and ``user_version`` = 1 mark the file as ours; the
``meta`` table repeats the format name and version (the tables: :mod:`store`).

A file that is not SQLite, or is SQLite but not ours, is detected from its header bytes
before SQLite opens it, and is never modified. Every command that reads the event first
runs ``PRAGMA quick_check`` (:meth:`SQLiteEventStore.check`): damage in any page (a
table, an index, the free list) refuses the file before a report could be written into
it or a total read from it (``loki log --skip-check`` reads one anyway). Damage SQLite
cannot see (a digit changed inside a stored value) is out of reach; the JSON snapshots
are still parsed defensively.

The screens poll ``PRAGMA data_version``, which changes only when another connection
commits: an idle poll costs one tiny query and no disk read.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import struct
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from content import CONTENT_VERSION
from content.epic.god_of_lies import GodOfLiesContent
from trackers.godoflies import event as ev
from trackers.godoflies.rules import default_content
from trackers.godoflies.store import (
    FORMAT_NAME,
    FORMAT_VERSION,
    EventFileError,
    EventStore,
    Row,
)

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


class SQLiteEventStore(EventStore):
    """One open event file."""

    backend = "sqlite"
    noun = "event file"

    def __init__(self, path: Path, conn: sqlite3.Connection, content: GodOfLiesContent):
        self.path = path
        self.location = str(path)
        self.name = path.name
        self.content = content
        self._conn = conn

    # -- opening ----------------------------------------------------------------------------
    @classmethod
    def create(cls, event: Path | str, state: ev.EventState, by: str, at: float,
               content: GodOfLiesContent | None = None, mkdir: bool = False) -> EventStore:
        """Write a new event file (built aside, then renamed into place); never overwrites.

        A missing folder is refused unless ``mkdir``: a mistyped path must not
        quietly become a new folder tree that the other reporters never find.
        """
        path = Path(event)
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
    def open(cls, event: Path | str, content: GodOfLiesContent | None = None,
             check: bool = False) -> EventStore:
        path = Path(event)
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

    def data_version(self) -> int:
        with self._guard():
            return int(self._conn.execute("PRAGMA data_version").fetchone()[0])

    # -- the queries --------------------------------------------------------------------------
    @contextlib.contextmanager
    def _guard(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.DatabaseError as exc:
            raise EventFileError(f"{self.path}: damaged event file ({exc})") from None

    @contextlib.contextmanager
    def _write(self) -> Iterator[None]:
        """One ``BEGIN IMMEDIATE`` transaction: committed on success, rolled back on error."""
        with self._guard():
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self._conn.execute(sql, params).fetchall()

    def _insert(self, sql: str, params: Sequence[Any]) -> int:
        return self._conn.execute(sql, params).rowcount
