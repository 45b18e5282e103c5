"""The shared event store: one interface, an SQLite file or a PostgreSQL database behind it.

An event is named by a location: a file path (SQLite, :mod:`sqlite_store`, the embedded
default: terminals and SSH sessions of one host) or a ``postgresql://`` URL
(:mod:`postgres_store`: groups hosted on several hosts). :meth:`EventStore.open` and
:meth:`EventStore.create` pick the backend from the location; the PostgreSQL module, and
with it the driver, is imported only for a URL (quick start-up for file events).

What a report does is written once, here, for both backends:

- every report is one write transaction that serializes the writers of one event (each
  backend says how); inside it the state before the report is read, the report applied
  and stored with the state after it (:class:`Submitted`), so when many terminals report
  at once exactly one of them sees a line being crossed and announces it;
- every accepted report gets ``seq`` (its id, 1, 2, 3... with no gaps: the last id + 1,
  read under the same lock); ``client_id`` (``--id``) makes a repeat a no-op, and the
  same id for a different report is refused;
- ``undo`` appends a row naming the report it cancels and refolds the rest (refused if a
  later report would no longer be legal);
- acknowledged announcements are rows keyed by the announcement key (a second
  acknowledgement adds nothing).

The tables are the same on both backends: ``meta`` (format name and version),
``setup`` (the event as created), ``reports`` (the append-only audit trail, each row
keeping the state after it as JSON, so the current state is one row away) and
``acks``. The queries both backends share are written here in the common subset of
both dialects (``?`` placeholders, translated by the PostgreSQL backend).

A location that is not an event of ours (another file or database, another format
version) is refused without being written to, and so is a damaged one (each backend's
:meth:`EventStore.check`); a stored snapshot that does not parse is refused when read.

``Submitted`` and ``LogEntry`` are named tuples (read-only, as frozen dataclasses would
be): organizer commands import this module at every start, and a named tuple costs about
a tenth as much to define (quick start-up, issue 14).
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, ClassVar, NamedTuple

from content.epic.god_of_lies import GodOfLiesContent
from engine.core.errors import SaveFileError
from trackers.godoflies import event as ev

FORMAT_NAME = "helicarrier-loki-event"
FORMAT_VERSION = 1
URL_SCHEMES = ("postgresql://", "postgres://")

Row = tuple[Any, ...]


class EventFileError(SaveFileError):
    """The event is missing, foreign, damaged, of another version, or out of reach."""


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


def is_url(event: Path | str) -> bool:
    """A PostgreSQL URL (``postgresql://`` or ``postgres://``), not a file path."""
    return isinstance(event, str) and event.startswith(URL_SCHEMES)


def as_location(event: Path | str) -> Path | str:
    """A URL stays a string; anything else is a file path."""
    return event if is_url(event) else Path(event)


def _backend(event: Path | str) -> type[EventStore]:
    if is_url(event):
        from trackers.godoflies.postgres_store import PostgresEventStore

        return PostgresEventStore
    from trackers.godoflies.sqlite_store import SQLiteEventStore

    return SQLiteEventStore


class EventStore(ABC):
    """One open event. Use as a context manager, or call :meth:`close`.

    ``location`` names the event in messages (the path, or the URL without its
    password), ``name`` is its short name (file or database name) and ``noun`` what
    it is ("event file", "event database").
    """

    backend: ClassVar[str]
    noun: ClassVar[str]
    location: str
    name: str
    content: GodOfLiesContent

    # -- opening (the backend is chosen by the location) --------------------------------------
    @classmethod
    def create(cls, event: Path | str, state: ev.EventState, by: str, at: float,
               content: GodOfLiesContent | None = None, mkdir: bool = False) -> EventStore:
        """A new event at ``event``; never over an existing one (see each backend)."""
        return _backend(event).create(event, state, by, at, content=content, mkdir=mkdir)

    @classmethod
    def open(cls, event: Path | str, content: GodOfLiesContent | None = None,
             check: bool = False) -> EventStore:
        """Open an event; ``check`` runs :meth:`check` first (before any write)."""
        return _backend(event).open(event, content=content, check=check)

    @abstractmethod
    def check(self) -> None:
        """Refuse a damaged event before anything is written into it."""

    @abstractmethod
    def close(self) -> None: ...

    def __enter__(self) -> EventStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @abstractmethod
    def data_version(self) -> int:
        """Changes whenever another connection commits a report or an acknowledgement."""

    # -- what each backend provides ------------------------------------------------------------
    @abstractmethod
    def _guard(self) -> AbstractContextManager[None]:
        """Turn the driver's errors into one-line :class:`EventFileError`."""

    @abstractmethod
    def _write(self) -> AbstractContextManager[None]:
        """One write transaction, serialized with every other writer of this event."""

    @abstractmethod
    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run one query (``?`` placeholders) and return its rows."""

    @abstractmethod
    def _insert(self, sql: str, params: Sequence[Any]) -> int:
        """Run one INSERT (``?`` placeholders) and return the number of rows it added."""

    def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = self._rows(sql, params)
        return rows[0] if rows else None

    # -- reading --------------------------------------------------------------------------------
    def _state_from(self, text: str, where: str) -> ev.EventState:
        """A stored snapshot; one that does not parse is damage no check can see."""
        try:
            return ev.EventState.from_dict(json.loads(text))
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise EventFileError(
                f"{self.location}: damaged {self.noun} ({where}: unreadable state, {exc})",
            ) from None

    def initial_state(self) -> ev.EventState:
        with self._guard():
            row = self._one("SELECT state FROM setup WHERE id = 1")
        if row is None:
            raise EventFileError(f"{self.location}: damaged {self.noun} (no setup)")
        return self._state_from(row[0], "setup")

    def state(self) -> ev.EventState:
        """The current state (the snapshot kept with the latest report)."""
        with self._guard():
            row = self._one("SELECT state, seq FROM reports ORDER BY seq DESC LIMIT 1")
        if row is None:
            return self.initial_state()
        return self._state_from(row[0], f"report #{row[1]}")

    def created(self) -> tuple[float, str]:
        with self._guard():
            row = self._one('SELECT created_at, created_by FROM setup WHERE id = 1')
        if row is None:
            raise EventFileError(f"{self.location}: damaged {self.noun} (no setup)")
        return float(row[0]), str(row[1])

    def log(self, last: int | None = None) -> list[LogEntry]:
        """Reports in order (the last ``last`` of them if given), with who undid what."""
        query = ('SELECT r.seq, r.client_id, r.kind, r.data, r."by", r.at, r.undoes, u.seq, '
                 "r.loki_hp, r.wc_threat FROM reports r "
                 "LEFT JOIN reports u ON u.undoes = r.seq ")
        with self._guard():
            if last is None:
                rows = self._rows(query + "ORDER BY r.seq")
            else:
                rows = self._rows(query + "ORDER BY r.seq DESC LIMIT ?", (last,))[::-1]
        return [LogEntry(r[0], r[1], r[2], json.loads(r[3]), r[4], float(r[5]), r[6], r[7],
                         r[8], r[9]) for r in rows]

    def acknowledged(self) -> set[str]:
        with self._guard():
            return {row[0] for row in self._rows("SELECT key FROM acks")}

    # -- writing --------------------------------------------------------------------------------
    def submit(self, kind: str, data: dict[str, Any], by: str, at: float,
               client_id: str | None = None) -> Submitted:
        """Apply and store one report; a repeat of ``client_id`` is ignored (idempotent)."""
        with self._write():
            before = self.state()  # inside the transaction: no other report can come between
            repeat = self._repeat(client_id, kind, data)
            if repeat is not None:
                return Submitted(repeat, True, before, before)
            seq = self._next_seq()
            report = ev.Report(kind, data, at, by, seq)
            after = ev.apply(self.content, before, report)
            self._store(seq, client_id, report, None, after)
            return Submitted(seq, False, after, before)

    def undo(self, target: int, by: str, at: float, client_id: str | None = None,
             reopen: bool = False) -> Submitted:
        """Cancel report ``target`` by appending an undo row; the state is refolded without it.

        After the outcome every report is refused, but a mistaken report may have
        ended the event: undoing it is allowed only with ``reopen``, and only if the
        event is then open again. The undo row says so (``reopens``), and the state
        keeps the reopening so every screen announces it.
        """
        with self._write():
            before = self.state()
            repeat = self._repeat(client_id, "undo", {"report": target},
                                  same=lambda stored: stored.get("report") == target)
            if repeat is not None:
                return Submitted(repeat, True, before, before)
            with self._guard():
                row = self._one("SELECT kind FROM reports WHERE seq = ?", (target,))
                done = self._one("SELECT seq FROM reports WHERE undoes = ?", (target,))
            if row is None:
                raise ev.ReportRefused(f"there is no report #{target}")
            if row[0] == "undo":
                raise ev.ReportRefused(f"#{target} is an undo; send the original report again")
            if done is not None:
                raise ev.ReportRefused(f"report #{target} was already undone by #{done[0]}")
            after = self._refold(skip=target)
            after.reopened = [dict(item) for item in before.reopened]
            data: dict[str, Any] = {"report": target}
            seq = self._next_seq()
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
            self._store(seq, client_id, ev.Report("undo", data, at, by, seq), target, after)
            return Submitted(seq, False, after, before)

    def acknowledge(self, keys: list[str], by: str, at: float) -> int:
        """Mark announcements as told; returns how many were new."""
        with self._write(), self._guard():
            return sum(self._insert('INSERT INTO acks (key, "by", at) VALUES (?, ?, ?) '
                                    "ON CONFLICT (key) DO NOTHING", (key, by, at))
                       for key in dict.fromkeys(keys))

    def _repeat(self, client_id: str | None, kind: str, data: dict[str, Any],
                same: Callable[[dict[str, Any]], bool] | None = None) -> int | None:
        """The id of an earlier report sent with ``client_id``; refused if it said otherwise."""
        if client_id is None:
            return None
        with self._guard():
            row = self._one("SELECT seq, kind, data FROM reports WHERE client_id = ?",
                            (client_id,))
        if row is None:
            return None
        stored = json.loads(row[2])
        if row[1] != kind or not (same(stored) if same is not None else stored == data):
            raise ev.ReportRefused(
                f'report id "{client_id}" was already used for a different report (#{row[0]})')
        return int(row[0])

    def _next_seq(self) -> int:
        with self._guard():
            row = self._one("SELECT COALESCE(MAX(seq), 0) FROM reports")
        return int(row[0] if row else 0) + 1

    def _store(self, seq: int, client_id: str | None, report: ev.Report, undoes: int | None,
               after: ev.EventState) -> None:
        with self._guard():
            self._insert(
                'INSERT INTO reports (seq, client_id, kind, data, "by", at, undoes, loki_hp, '
                "wc_threat, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (seq, client_id, report.kind, json.dumps(report.data, sort_keys=True),
                 report.by, report.at, undoes, after.loki_hp(self.content), after.wc_threat,
                 json.dumps(after.to_dict())))

    def _refold(self, skip: int) -> ev.EventState:
        """Replay every standing report except ``skip``; refuse if one would become illegal."""
        state = self.initial_state()
        with self._guard():
            rows = self._rows(
                'SELECT seq, kind, data, "by", at FROM reports WHERE kind <> \'undo\' '
                "AND seq <> ? AND seq NOT IN "
                "(SELECT undoes FROM reports WHERE undoes IS NOT NULL) ORDER BY seq", (skip,))
        for seq, kind, data, by, at in rows:
            report = ev.Report(kind, json.loads(data), float(at), by, seq)
            try:
                state = ev.apply(self.content, state, report)
            except ev.ReportRefused as exc:
                raise ev.ReportRefused(
                    f"cannot undo #{skip}: report #{seq} would then be refused ({exc}); "
                    f"undo #{seq} first") from None
        return state
