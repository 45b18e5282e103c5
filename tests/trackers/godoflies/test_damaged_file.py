"""An event file with damaged pages is refused before anything is written into it.

``PRAGMA quick_check`` runs when a command opens the file to write (and in
``status``); damage SQLite cannot see (a changed digit in a stored value) is out of
reach, see the README.
"""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from trackers.godoflies import event as ev
from trackers.godoflies.rules import default_content
from trackers.godoflies.store import EventFileError, EventStore
from tui.cli import app

from .conftest import T0

WRITES = [["damage", "1", "5"], ["threat", "1", "--cause", "scheme"], ["undo", "2"],
          ["ack", "--all"], ["pause"], ["status"]]


def _event(path: Path) -> Path:
    with EventStore.create(path, ev.new_event(default_content(), [4, 4]), "org", T0) as store:
        store.submit("start", {}, "org", T0)
        store.submit("damage", {"group": 1, "amount": 20}, "ann", T0 + 1, "ann-1")
        store.submit("threat", {"group": 2, "amount": 1, "cause": "scheme"}, "bob", T0 + 2)
        store.undo(3, "org", T0 + 3)
        store.acknowledge(["loki-half"], "org", T0 + 4)
    return path  # closed: the WAL is checkpointed into the file


def _break_page(path: Path, name: str) -> None:
    """Overwrite the root page of table or index ``name`` with garbage."""
    conn = sqlite3.connect(path)
    (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?",
                           (name,)).fetchone()
    (size,) = conn.execute("PRAGMA page_size").fetchone()
    conn.close()
    data = bytearray(path.read_bytes())
    data[(root - 1) * size:root * size] = bytes(range(7, 256, 3)) * (size // 83) + b"\x07" * (
        size - 83 * (size // 83))
    path.write_bytes(bytes(data))


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("page", [
    "sqlite_autoindex_reports_1",  # the report-id index a report writes into
    "reports_undoes",              # an index only undo reads
    "acks",                        # the acknowledgements table
    "setup",                       # the event as created (read only by undo)
])
@pytest.mark.parametrize("args", WRITES, ids=[a[0] for a in WRITES])
def test_damaged_pages_are_refused_before_a_write(tmp_path: Path, page: str, args) -> None:
    path = _break_page_of(tmp_path, page)
    before = _digest(path)
    result = CliRunner().invoke(app, ["loki", *args, "--event", str(path)])
    assert result.exit_code == 2, result.output
    assert result.stdout == "" and len(result.stderr.splitlines()) == 1
    assert f"{path}: damaged event file (SQLite quick_check: " in result.stderr
    assert result.stderr.rstrip().endswith("it was not written to")
    assert _digest(path) == before


def _break_page_of(tmp_path: Path, page: str) -> Path:
    path = _event(tmp_path / "event.sqlite3")
    _break_page(path, page)
    return path


def test_a_healthy_file_passes_the_check(tmp_path: Path) -> None:
    path = _event(tmp_path / "event.sqlite3")
    with EventStore.open(path, check=True) as store:
        assert store.state().loki_damage == 20


def test_a_changed_value_inside_a_snapshot_is_a_clear_error(tmp_path: Path) -> None:
    """Out of reach of quick_check: the page is sound, the value in it is not."""
    path = _event(tmp_path / "event.sqlite3")
    conn = sqlite3.connect(path)
    conn.execute("UPDATE reports SET state = '{\"groups\": 1' WHERE seq = 4")
    conn.commit()
    conn.close()
    with EventStore.open(path, check=True) as store, \
            pytest.raises(EventFileError, match=r"damaged event file \(report #4: unreadable"):
        store.state()


@pytest.mark.parametrize("args", [["log"], ["log", "--json"], ["log", "--csv"]],
                         ids=["text", "json", "csv"])
def test_log_refuses_a_damaged_file_like_every_other_command(tmp_path: Path, args) -> None:
    """Issue 29: ``loki log`` read a damaged event file without a word while ``status``,
    ``damage`` and ``threat`` refused it. It refuses it too, and says how to read what
    the pages still hold anyway (``--skip-check``)."""
    path = _break_page_of(tmp_path, "acks")
    before = _digest(path)
    result = CliRunner().invoke(app, ["loki", *args, "--event", str(path)])
    assert result.exit_code == 2, result.output
    assert result.stdout == "" and len(result.stderr.splitlines()) == 1
    assert f"{path}: damaged event file (SQLite quick_check: " in result.stderr
    assert "loki log --skip-check" in result.stderr
    anyway = CliRunner().invoke(app, ["loki", *args, "--skip-check", "--event", str(path)])
    assert anyway.exit_code == 0, anyway.output
    assert "ann" in anyway.stdout  # the audit trail, as far as its pages allow
    assert _digest(path) == before
