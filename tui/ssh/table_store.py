"""SQLite storage for served tables: every accepted command is on disk before it counts.

One file, ``<data>/tables.sqlite3``, in WAL mode with ``synchronous=FULL``: a command
is committed before the table applies it or anyone sees its effect, so stopping the
server in any way (even SIGKILL) and starting it again replays every table to exactly
where it was. That commit waits for the disk (fsync), so moves are written by one
writer thread on its own connection (:meth:`TableStore.record_command`): the table
waits for its write, every other table and player carries on meanwhile.

A table row holds the kernel :class:`~engine.core.Record` header (kind,
content version, setup, seed) plus who sits where; commands are rows of their own,
appended, numbered from 1.

Player names are bound to the first public key that used them (trust on first use),
so a friend listed in authorized_keys cannot sit in someone else's seat by typing
their name.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sqlite3
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from engine.core import HelicarrierError, Record

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    content_version TEXT NOT NULL,
    setup TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    status TEXT NOT NULL,
    result TEXT NOT NULL DEFAULT '',
    created REAL NOT NULL,
    finished REAL
);
CREATE TABLE IF NOT EXISTS commands (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    number INTEGER NOT NULL,
    command TEXT NOT NULL,
    PRIMARY KEY (table_id, number)
);
CREATE TABLE IF NOT EXISTS players (
    name TEXT PRIMARY KEY,
    key_fingerprint TEXT NOT NULL,
    first_seen REAL NOT NULL
);
"""

OPEN = "open"
PLAYING = "playing"
FINISHED = "finished"


@dataclasses.dataclass
class Seat:
    """One seat: a human (``player`` is their name, or "" while free) or an AI kind."""

    ai: str = ""
    player: str = ""

    @property
    def is_ai(self) -> bool:
        return bool(self.ai)

    @property
    def is_free(self) -> bool:
        return not self.ai and not self.player

    def to_dict(self) -> dict[str, str]:
        return {"ai": self.ai, "player": self.player}


@dataclasses.dataclass
class StoredTable:
    """A table as stored: its record header, its seats, and how far it got."""

    id: int
    name: str
    record: Record
    seats: list[Seat]
    status: str
    result: str = ""
    created: float = 0.0
    finished: float | None = None


class TableStore:
    """The tables database (one connection, used from the server's event loop)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = _connect(self.path)
            self._db.executescript(SCHEMA)
            self._writer_db = _connect(self.path, check_same_thread=False)
        except sqlite3.DatabaseError as exc:
            raise HelicarrierError(
                f"{self.path}: not a helicarrier tables database ({exc})"
            ) from None
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-store")

    def close(self) -> None:
        self._writer.shutdown(wait=True)
        self._writer_db.close()
        self._db.close()

    # -- tables -------------------------------------------------------------------
    def create_table(self, name: str, record: Record, seats: list[Seat]) -> int:
        cursor = self._db.execute(
            "INSERT INTO tables (name, kind, content_version, setup, seed, seats, status,"
            " created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                name,
                record.kind,
                record.content_version,
                json.dumps(record.setup),
                record.seed,
                _seats_json(seats),
                OPEN,
                time.time(),
            ),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def save_seats(self, table_id: int, seats: list[Seat], status: str) -> None:
        self._db.execute(
            "UPDATE tables SET seats = ?, status = ? WHERE id = ?",
            (_seats_json(seats), status, table_id),
        )

    def save_setup(self, table_id: int, setup: dict[str, Any]) -> None:
        """Replace a table's setup (only before its first command: seat names)."""
        self._db.execute(
            "UPDATE tables SET setup = ? WHERE id = ? AND NOT EXISTS"
            " (SELECT 1 FROM commands WHERE table_id = ?)",
            (json.dumps(setup), table_id, table_id),
        )

    def finish(self, table_id: int, result: str) -> None:
        self._db.execute(
            "UPDATE tables SET status = ?, result = ?, finished = ? WHERE id = ?",
            (FINISHED, result, time.time(), table_id),
        )

    def delete_table(self, table_id: int) -> None:
        """Forget a table nobody ever played at (it has no commands)."""
        self._db.execute(
            "DELETE FROM tables WHERE id = ? AND NOT EXISTS"
            " (SELECT 1 FROM commands WHERE table_id = ?)",
            (table_id, table_id),
        )

    def append_command(self, table_id: int, number: int, command: dict[str, Any]) -> None:
        """Durably add command ``number`` (1-based) before it takes effect."""
        self._db.execute(
            "INSERT INTO commands (table_id, number, command) VALUES (?, ?, ?)",
            (table_id, number, json.dumps(command)),
        )

    async def record_command(self, table_id: int, number: int, command: dict[str, Any]) -> None:
        """:meth:`append_command` in the writer thread: durable when this returns."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(
            self._writer, self._write_command, table_id, number, json.dumps(command)
        )

    def _write_command(self, table_id: int, number: int, text: str) -> None:
        self._writer_db.execute(
            "INSERT INTO commands (table_id, number, command) VALUES (?, ?, ?)",
            (table_id, number, text),
        )

    async def remove_command(self, table_id: int, number: int) -> None:
        """Take back command ``number`` (an undo) in the writer thread: durable on return."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._writer, self._remove_command, table_id, number)

    def _remove_command(self, table_id: int, number: int) -> None:
        self._writer_db.execute(
            "DELETE FROM commands WHERE table_id = ? AND number = ?", (table_id, number)
        )

    def drop_command(self, table_id: int, number: int) -> None:
        """Undo :meth:`append_command` for a command the game then refused."""
        self._db.execute(
            "DELETE FROM commands WHERE table_id = ? AND number = ?", (table_id, number)
        )

    def load(self, table_id: int) -> StoredTable:
        row = self._db.execute("SELECT * FROM tables WHERE id = ?", (table_id,)).fetchone()
        if row is None:
            raise HelicarrierError(f"no table {table_id}")
        return self._table_from_row(row)

    def tables(self, statuses: tuple[str, ...]) -> list[StoredTable]:
        marks = ",".join("?" for _ in statuses)
        rows = self._db.execute(
            f"SELECT * FROM tables WHERE status IN ({marks}) ORDER BY id", statuses
        ).fetchall()
        return [self._table_from_row(row) for row in rows]

    def history(self, limit: int = 50) -> list[StoredTable]:
        rows = self._db.execute(
            "SELECT * FROM tables WHERE status = ? ORDER BY finished DESC LIMIT ?",
            (FINISHED, limit),
        ).fetchall()
        return [self._table_from_row(row) for row in rows]

    def _table_from_row(self, row: tuple[Any, ...]) -> StoredTable:
        (table_id, name, kind, version, setup, seed, seats, status, result, created, fin) = row
        commands = tuple(
            json.loads(text)
            for (text,) in self._db.execute(
                "SELECT command FROM commands WHERE table_id = ? ORDER BY number", (table_id,)
            )
        )
        record = Record(
            kind=kind,
            content_version=version,
            setup=json.loads(setup),
            seed=seed,
            commands=commands,
        )
        return StoredTable(
            id=table_id,
            name=name,
            record=record,
            seats=[Seat(**seat) for seat in json.loads(seats)],
            status=status,
            result=result,
            created=created,
            finished=fin,
        )

    # -- players ------------------------------------------------------------------
    def claim_name(self, name: str, fingerprint: str) -> bool:
        """Bind ``name`` to a key on first use; True if this key may use the name."""
        row = self._db.execute(
            "SELECT key_fingerprint FROM players WHERE name = ?", (name,)
        ).fetchone()
        if row is None:
            self._db.execute(
                "INSERT INTO players (name, key_fingerprint, first_seen) VALUES (?, ?, ?)",
                (name, fingerprint, time.time()),
            )
            return True
        return bool(row[0] == fingerprint)


def _connect(path: Path, check_same_thread: bool = True) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=check_same_thread)
    db.execute("PRAGMA busy_timeout=10000")  # two connections: wait for the other's write
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")
    return db


def _seats_json(seats: list[Seat]) -> str:
    return json.dumps([seat.to_dict() for seat in seats])
