"""The event in a PostgreSQL database: groups reporting from several hosts.

Chosen by a ``postgresql://`` (or ``postgres://``) URL instead of a file path. The
URL names a database that exists (``createdb``); ``loki new`` creates the schema
``helicarrier_loki`` in it (one event per database; other schemas are never touched)
with the tables of :mod:`store`, in one transaction, and refuses a database that has
one already. The driver is psycopg 3, imported with this module, which
:mod:`store` imports only for a URL.

Serializing the writers: every write transaction starts with
``SELECT ... FROM setup WHERE id = 1 FOR UPDATE``, a row lock on the event's one setup
row, and only then reads the state and the last id. A second reporter's transaction
waits on that lock until the first commits; its next statements (READ COMMITTED: a
fresh snapshot per statement) then see the first report. So every report's ``before``
is the state its predecessor left, each line crossed is seen by exactly one report
(one announcement, as with SQLite's ``BEGIN IMMEDIATE``), ids stay 1, 2, 3... without
gaps (the last id + 1 under the lock, unlike a sequence, which a rolled-back report
would skip), and readers (dashboards, ``status``) never wait. Chosen over an advisory
lock because it is scoped to this event's own row (an advisory lock key is one number
shared by every application of the database) and is released by commit or rollback
whatever happens to the client; over SERIALIZABLE because that would make a reporter
retry instead of wait. The unique constraints (the id, the report id ``client_id``, one
undo per report, one acknowledgement per key) stay as the backstop: a writer that got
past the lock by a bug would fail instead of counting twice.

The same write also adds 1 to ``setup.version``, which the screens poll
(:meth:`PostgresEventStore.data_version`: one indexed row per poll, as cheap as
SQLite's ``PRAGMA data_version``).

Reads run in autocommit mode (no transaction left open between polls). A lost
connection (the server restarted, the network dropped: TCP keepalives notice a vanished
host within about 15 s) is one line "cannot reach the event database"; a later call
connects again (after a failed attempt, not for :data:`RECONNECT_PAUSE_S`), so a
dashboard says what is wrong and recovers by itself.

Refusals, as for a file: no schema ``helicarrier_loki`` is "no event in this
database"; a schema of that name that is not ours (no ``meta``, another format name)
is "not a helicarrier event"; another format version is refused with both versions
named; :meth:`PostgresEventStore.check` (run before every write and by ``status``)
refuses a schema with a table or column missing or of another type ("damaged event
database"). Nothing is written into any of them. The password of a URL is never
printed (``location`` shows it as ``***``).
"""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit

import psycopg
from psycopg import errors as pg_errors

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

SCHEMA = "helicarrier_loki"
CONNECT_TIMEOUT_S = 10
RECONNECT_PAUSE_S = 5.0  # after a failed reconnect, the screens' polls do not wait again
APPLICATION_NAME = "helicarrier loki"
# libpq's TCP keepalives: a host that vanished (no reset) is noticed in about 15 s
# instead of the system's two hours, so a dashboard says so and reconnects
KEEPALIVES: dict[str, Any] = {
    "keepalives": 1, "keepalives_idle": 5, "keepalives_interval": 2, "keepalives_count": 3}

_TABLES = f"""
CREATE SCHEMA {SCHEMA};
CREATE TABLE {SCHEMA}.meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE {SCHEMA}.setup (
    id integer PRIMARY KEY CHECK (id = 1),
    state text NOT NULL,
    created_at double precision NOT NULL,
    created_by text NOT NULL,
    version bigint NOT NULL DEFAULT 0
);
CREATE TABLE {SCHEMA}.reports (
    seq integer PRIMARY KEY,
    client_id text UNIQUE,
    kind text NOT NULL,
    data text NOT NULL,
    "by" text NOT NULL,
    at double precision NOT NULL,
    undoes integer UNIQUE REFERENCES {SCHEMA}.reports (seq),
    loki_hp integer NOT NULL,
    wc_threat integer NOT NULL,
    state text NOT NULL
);
CREATE TABLE {SCHEMA}.acks (key text PRIMARY KEY, "by" text NOT NULL,
                            at double precision NOT NULL);
"""

# every column a report, an undo or a screen reads: (table, column) -> type
_COLUMNS = {
    ("meta", "key"): "text", ("meta", "value"): "text",
    ("setup", "id"): "integer", ("setup", "state"): "text",
    ("setup", "created_at"): "double precision", ("setup", "created_by"): "text",
    ("setup", "version"): "bigint",
    ("reports", "seq"): "integer", ("reports", "client_id"): "text",
    ("reports", "kind"): "text", ("reports", "data"): "text", ("reports", "by"): "text",
    ("reports", "at"): "double precision", ("reports", "undoes"): "integer",
    ("reports", "loki_hp"): "integer", ("reports", "wc_threat"): "integer",
    ("reports", "state"): "text",
    ("acks", "key"): "text", ("acks", "by"): "text", ("acks", "at"): "double precision",
}
# the unique constraints that keep a report from counting twice
_UNIQUE = {("meta", "key"), ("setup", "id"), ("reports", "seq"), ("reports", "client_id"),
           ("reports", "undoes"), ("acks", "key")}


def display_url(url: str) -> str:
    """The URL as messages show it: a password (in the user part or the query) is ***."""
    try:
        parts = urlsplit(url)
        password = parts.password
    except ValueError:  # libpq will refuse it too; show no part that could be a secret
        return f"{url.split('://', 1)[0]}://(unreadable URL)"
    netloc = parts.netloc
    if password is not None:
        user, _, host = netloc.rpartition("@")
        netloc = f"{user.split(':', 1)[0]}:***@{host}"
    query = parts.query
    if query:
        pairs = parse_qsl(query, keep_blank_values=True)
        if any(key == "password" for key, _ in pairs):
            query = urlencode([(k, "***" if k == "password" else v) for k, v in pairs],
                              safe="/*")
    if (netloc, query) == (parts.netloc, parts.query):
        return url
    return (f"{parts.scheme}://{netloc}{parts.path}" + (f"?{query}" if query else "")
            + (f"#{parts.fragment}" if parts.fragment else ""))


def _database_name(url: str) -> str:
    try:
        return unquote(urlsplit(url).path.lstrip("/")) or "(default database)"
    except ValueError:
        return "(unreadable URL)"


def _reason(exc: BaseException) -> str:
    """The driver's message as one line, without libpq's hint lines and prefixes."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    for prefix in ("connection failed: ", "connection is bad: "):
        text = text.removeprefix(prefix)
    return " ".join(text.split())


class PostgresEventStore(EventStore):
    """One event in a PostgreSQL database, over one connection."""

    backend = "postgresql"
    noun = "event database"

    def __init__(self, url: str, conn: psycopg.Connection[Any] | None,
                 content: GodOfLiesContent):
        self.url = url
        self.location = display_url(url)
        self.name = _database_name(url)
        self.content = content
        self._conn = conn
        self._failed: EventFileError | None = None
        self._retry_at = 0.0

    # -- connecting -----------------------------------------------------------------------------
    @staticmethod
    def _connect(url: str) -> psycopg.Connection[Any]:
        try:
            conn = psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S,
                                   application_name=APPLICATION_NAME, **KEEPALIVES)
        except psycopg.ProgrammingError as exc:  # libpq cannot parse the URL
            # libpq quotes the URL it could not read: show it as messages do, without secrets
            reason = re.sub(r'"[^"]*://[^"]*"', f'"{display_url(url)}"', _reason(exc))
            raise EventFileError(
                f"{display_url(url)}: not a usable PostgreSQL URL ({reason})") from None
        except psycopg.Error as exc:
            reason = _reason(exc)
            hint = (f"; create it first: createdb {_database_name(url)}"
                    if "does not exist" in reason and "database" in reason else "")
            raise EventFileError(
                f"{display_url(url)}: cannot reach the event database ({reason}){hint}",
            ) from None
        try:
            conn.execute(f"SET search_path TO {SCHEMA}")
        except psycopg.Error as exc:
            conn.close()
            raise EventFileError(
                f"{display_url(url)}: cannot reach the event database ({_reason(exc)})",
            ) from None
        return conn

    @property
    def conn(self) -> psycopg.Connection[Any]:
        """The connection, made again after it was lost (at most every few seconds)."""
        if self._conn is None or self._conn.closed:
            if self._failed is not None and time.monotonic() < self._retry_at:
                raise self._failed
            try:
                self._conn = self._connect(self.url)
            except EventFileError as exc:
                self._failed, self._retry_at = exc, time.monotonic() + RECONNECT_PAUSE_S
                raise
            self._failed = None
        return self._conn

    @classmethod
    def create(cls, event: Path | str, state: ev.EventState, by: str, at: float,
               content: GodOfLiesContent | None = None, mkdir: bool = False) -> EventStore:
        """Create the event's schema and tables in one transaction; never over an event.

        ``mkdir`` does not apply: the database itself must exist (``createdb``).
        """
        url = str(event)
        location = display_url(url)
        conn = cls._connect(url)
        try:
            with conn.transaction():
                conn.execute(_TABLES)  # type: ignore[arg-type]
                for key, value in (("format", FORMAT_NAME), ("version", str(FORMAT_VERSION)),
                                   ("content_version", CONTENT_VERSION)):
                    conn.execute("INSERT INTO meta VALUES (%s, %s)", (key, value))
                conn.execute("INSERT INTO setup (id, state, created_at, created_by) "
                             "VALUES (1, %s, %s, %s)", (json.dumps(state.to_dict()), at, by))
        except (pg_errors.DuplicateSchema, pg_errors.UniqueViolation):
            conn.close()  # another `loki new` won the race, or an event is there already
            raise EventFileError(
                f"{location}: already holds an event; choose another --event database",
            ) from None
        except psycopg.Error as exc:
            conn.close()
            raise EventFileError(
                f"{location}: cannot create the event ({_reason(exc)})") from None
        store = cls(url, conn, content or default_content())
        return store

    @classmethod
    def open(cls, event: Path | str, content: GodOfLiesContent | None = None,
             check: bool = False) -> EventStore:
        url = str(event)
        store = cls(url, cls._connect(url), content or default_content())
        try:
            store._check_ours()
            if check:
                store.check()
        except EventFileError:
            store.close()
            raise
        return store

    def _check_ours(self) -> None:
        """Our schema, our format name and version, read without writing anything."""
        with self._guard():
            found = self.conn.execute(
                "SELECT to_regclass(%s) IS NOT NULL FROM pg_namespace WHERE nspname = %s",
                (f"{SCHEMA}.meta", SCHEMA)).fetchone()
        if found is None:
            raise EventFileError(
                f"{self.location}: no event in this database "
                "(create one with: helicarrier loki new)")
        if not found[0]:
            raise EventFileError(
                f"{self.location}: not a helicarrier event (schema {SCHEMA} has no meta table)")
        with self._guard():
            meta = dict(self.conn.execute("SELECT key, value FROM meta").fetchall())
        if meta.get("format") != FORMAT_NAME:
            raise EventFileError(f"{self.location}: not a helicarrier event (unknown format)")
        if meta.get("version") != str(FORMAT_VERSION):
            raise EventFileError(
                f"{self.location}: event database format version {meta.get('version')} is "
                f"not supported (this helicarrier reads version {FORMAT_VERSION})")

    def check(self) -> None:
        """Every table and column a report reads, of its type, and the unique constraints.

        PostgreSQL keeps its own pages sound (write-ahead log, checksums where enabled);
        what a person or another program can do to the event is drop or change a table
        or a constraint. That is refused before a report is written into it.
        """
        with self._guard():
            columns = {  # pg_attribute, not information_schema: a tenth of the time
                (table, column): kind for table, column, kind in self.conn.execute(
                    "SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod) "
                    "FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
                    "WHERE c.relnamespace = %s::regnamespace AND c.relkind = 'r' "
                    "AND a.attnum > 0 AND NOT a.attisdropped", (SCHEMA,)).fetchall()}
            unique = {
                (table, column) for table, column in self.conn.execute(
                    "SELECT c.conrelid::regclass::text, a.attname FROM pg_constraint c "
                    "JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1] "
                    "WHERE c.connamespace = %s::regnamespace AND c.contype IN ('p', 'u') "
                    "AND cardinality(c.conkey) = 1", (SCHEMA,)).fetchall()}
            setup = self.conn.execute("SELECT count(*) FROM setup").fetchone() \
                if ("setup", "id") in columns else (0,)
        problems = []
        for (table, column), kind in _COLUMNS.items():
            if not any(t == table for t, _ in columns):
                problem = f"table {table} is missing"
            elif (table, column) not in columns:
                problem = f"column {table}.{column} is missing"
            elif columns[table, column] != kind:
                problem = f"column {table}.{column} is {columns[table, column]}, not {kind}"
            else:
                continue
            if problem not in problems:
                problems.append(problem)
        found = {(table.removeprefix(f"{SCHEMA}."), column) for table, column in unique}
        for table, column in sorted(_UNIQUE - found):
            if (table, column) in columns:  # a missing table or column is said already
                problems.append(f"{table}.{column} is no longer unique")
        if not problems and (setup is None or setup[0] != 1):
            problems.append("the setup row is missing")
        if problems:
            raise EventFileError(
                f"{self.location}: damaged event database ({'; '.join(problems)}); "
                "it was not written to")

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()

    def data_version(self) -> int:
        with self._guard():
            row = self.conn.execute("SELECT version FROM setup WHERE id = 1").fetchone()
        if row is None:
            raise EventFileError(f"{self.location}: damaged event database (no setup)")
        return int(row[0])

    # -- the queries ----------------------------------------------------------------------------
    @contextlib.contextmanager
    def _guard(self) -> Iterator[None]:
        """The driver's errors as one line: out of reach, damaged, or refused."""
        try:
            yield
        except psycopg.Error as exc:
            lost = (exc.sqlstate or "").startswith(("08", "57P"))  # connection, shutdown
            if self._conn is not None and (lost or self._conn.broken or self._conn.closed):
                self._conn.close()  # the next call connects again
                raise EventFileError(
                    f"{self.location}: cannot reach the event database ({_reason(exc)})",
                ) from None
            if isinstance(exc, psycopg.ProgrammingError | psycopg.DataError):
                raise EventFileError(  # a table, a column or a type changed under us
                    f"{self.location}: damaged event database ({_reason(exc)})") from None
            raise EventFileError(
                f"{self.location}: the event database refused ({_reason(exc)})") from None

    @contextlib.contextmanager
    def _write(self) -> Iterator[None]:
        """One transaction that first locks the setup row (see the module docstring)."""
        with self._guard(), self.conn.transaction():
            if self.conn.execute("SELECT id FROM setup WHERE id = 1 FOR UPDATE").fetchone() \
                    is None:
                raise EventFileError(f"{self.location}: damaged event database (no setup)")
            yield

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self.conn.execute(sql.replace("?", "%s"), params).fetchall()  # type: ignore[arg-type]

    def _insert(self, sql: str, params: Sequence[Any]) -> int:
        count = self.conn.execute(sql.replace("?", "%s"), params).rowcount  # type: ignore[arg-type]
        if count > 0:
            self.conn.execute("UPDATE setup SET version = version + 1 WHERE id = 1")
        return count
