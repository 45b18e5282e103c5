"""What the tests do to an event behind the store's back, on either backend.

``digest`` answers "did anything change?" for a file (its bytes) and for a database
(every row of every table and every schema, so a created schema counts too).
"""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path
from typing import Any

from trackers.godoflies.store import is_url


def _pg(url: str, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        cursor = conn.execute(sql, params)  # type: ignore[arg-type]
        return cursor.fetchall() if cursor.description else []


def execute(event: Path | str, sql: str) -> None:
    """One statement on the event's own tables (the PostgreSQL schema is on the path)."""
    if is_url(event):
        _pg(str(event), f"SET search_path TO helicarrier_loki; {sql}")
        return
    conn = sqlite3.connect(event)
    conn.execute(sql)
    conn.commit()
    conn.close()


def digest(event: Path | str) -> str | None:
    """A fingerprint of everything stored at ``event`` (None: no file there)."""
    if not is_url(event):
        path = Path(event)
        return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else None
    url = str(event)
    tables = _pg(url, "SELECT table_schema, table_name FROM information_schema.tables "
                      "WHERE table_schema NOT IN ('pg_catalog', 'information_schema') "
                      "ORDER BY 1, 2")
    found: list[object] = [_pg(url, "SELECT nspname FROM pg_namespace ORDER BY 1")]
    for schema, table in tables:
        found.append((schema, table, _pg(url, f'SELECT * FROM "{schema}"."{table}" ORDER BY 1')))
    return hashlib.sha256(repr(found).encode()).hexdigest()


def set_times(event: Path | str, at: float) -> None:
    """Every report at ``at`` + its id, in seconds (a fixed clock for the log's times)."""
    execute(event, f"UPDATE reports SET at = {at!r} + seq")
