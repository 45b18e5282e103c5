"""``helicarrier loki`` through typer's CliRunner: every command, and every kind of bad input,
on both backends (an SQLite file, a PostgreSQL database: the ``backend`` fixture)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from trackers.godoflies.store import EventStore
from tui.cli import app

from .backends import digest


def run(*args: str, event: Path | str | None = None):
    env = {"HELICARRIER_LOKI_EVENT": str(event)} if event is not None else {}
    return CliRunner().invoke(app, ["loki", *args], env=env)


def ok(*args: str, event: Path | str | None) -> str:
    result = run(*args, event=event)
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.fixture
def event(event_at) -> Path | str:
    path = event_at()
    out = ok("new", "--groups", "4,4,3,4", "--names", "Avengers,X-Men,Defenders,Thunderbolts",
             "--pods", "2", "--difficulty", "standard,expert,standard,standard", event=path)
    assert "4 groups, 15 players, 2 pods" in out and "pod 2: Defenders, Thunderbolts" in out
    return path


def test_new_uses_event_option_and_default_split(tmp_path: Path, backend: str, event_at) -> None:
    path = tmp_path / "sub" / "e.sqlite3" if backend == "sqlite" else event_at()
    result = CliRunner().invoke(app, ["loki", "new", "--groups", "4,4,4,4,4", "--event",
                                      str(path), "--time-limit", "90", "--mkdir"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"Created {path}\n")
    assert "5 groups, 20 players, 2 pods" in result.stdout
    assert json.loads(ok("status", "--json", event=path))["time_left_s"] == 90 * 60


def test_a_whole_event(event) -> None:
    ok("group", "Defenders", "--players", "4", event=event)
    ok("start", event=event)
    out = ok("damage", "Avengers", "20", "--by", "ann", "--id", "r1", event=event)
    assert out.startswith("#3 Avengers deals 20 damage") and "300/320 hp" in out
    assert "already recorded" in ok("damage", "1", "20", "--id", "r1", event=event)
    ok("threat", "2", "--cause", "scheme", event=event)
    ok("threat", "X-Men", "2", "--cause", "defeat", event=event)
    ok("mangog", "1", "--enters", event=event)
    ok("mangog", "1", "20", event=event)
    ok("door", "2", "--enters", event=event)
    ok("door", "2", "3", "--place", event=event)
    ok("door", "2", "17", event=event)
    ok("pause", event=event)
    ok("resume", event=event)
    out = ok("damage", "4", "140", "--yes", event=event)
    assert "ANNOUNCE Loki, God of Lies: half left" in out
    assert "ANNOUNCE Loki, God of Lies flips" in out
    status = json.loads(ok("status", "--json", event=event))
    assert status["loki_hp"] == 160 and status["loki_max_hp"] == 320
    assert status["loki_flipped"] is True
    assert status["worlds_collide_threat"] == 3 and status["worlds_collide_target"] == 8
    assert status["outcome"] is None and status["time_left_s"] <= 180 * 60
    assert [g["damage"] for g in status["groups"]] == [20, 0, 0, 140]
    assert status["pods"][0]["mangog_defeated"] == 1 and status["pods"][1]["door_defeated"] == 1
    pending = [a["key"] for a in status["announcements"] if not a["acknowledged"]]
    assert pending == ["loki-half", "loki-flip", "mangog-1-7", "door-2-10"]
    assert "acknowledged 1" in ok("ack", "loki-half", event=event)
    assert "acknowledged 3" in ok("ack", "--all", event=event)
    assert "acknowledged 0" in ok("ack", "--all", event=event)
    out = ok("undo", "13", event=event)
    assert out.startswith("#14 undid #13") and "300/320 hp" in out
    text = ok("status", event=event)
    assert "Loki, God of Lies: 300/320 hp, flips at 160" in text and "Mangog -" in text
    log = ok("log", event=event)
    assert "Thunderbolts deals 140 damage to Loki, God of Lies [undone by #14]" in log
    assert "ann" in log and "-> Loki 300, WC 0" in log
    tail = ok("log", "--json", "--last", "2", event=event)
    lines = [json.loads(line) for line in tail.splitlines()]
    assert [e["id"] for e in lines] == [13, 14] and lines[1]["undoes"] == 13
    ok("threat", "1", "5", "--cause", "scheme", event=event)
    out = ok("done", "Avengers", event=event)
    assert "has stopped" in out
    assert "ANNOUNCE The players lose" in ok("end", event=event)
    assert json.loads(ok("status", "--json", event=event))["outcome"] == "lost"


ERRORS = [
    (["damage", "Hulks", "5"], 'unknown group "Hulks"'),
    (["damage", "9", "5"], "unknown group 9"),
    (["damage", "1", "-5"], "at least 1 (got -5)"),
    (["damage", "1", "0"], "at least 1"),
    (["damage", "1", "99999", "--yes"], "more than 300"),
    (["damage", "1", "81"], "81 damage from Avengers is more than 50"),
    (["damage", "1", "100"], "repeat with --yes"),
    (["damage", "1", "lots"], '"lots" is not a whole number'),
    (["damage", "1"], "Missing argument"),
    (["damage", "1", "5", "--bogus"], "unexpected extra argument"),
    (["threat", "1"], "Missing option '--cause'"),
    (["threat", "1", "--cause", "boredom"], "scheme or defeat"),
    (["mangog", "1", "5"], "not in play in pod 1"),
    (["mangog", "3", "--enters"], "unknown pod 3"),
    (["mangog", "1"], "give either DAMAGE or --enters"),
    (["door", "x", "5"], "Invalid value for 'pod'"),
    (["undo", "42"], "no report #42"),
    (["ack", "loki-half"], 'no current announcement "loki-half"'),
    (["ack"], "give announcement keys or --all"),
    (["done", "1"], "final player phases"),
    (["end"], "only after Worlds Collide"),
    (["start"], "already started"),
    (["resume"], "not paused"),
    (["group", "1", "--players", "2"], "cannot change after the start"),
    (["damage", "1", "5", "--by", ""], "--by"),
]


@pytest.mark.parametrize(("args", "message"), ERRORS, ids=[" ".join(a) for a, _ in ERRORS])
def test_bad_input_is_one_line_exit_2_and_changes_nothing(event, args, message) -> None:
    ok("start", event=event)
    before = digest(event)
    result = run(*args, event=event)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and result.stderr.startswith("helicarrier: error:")
    assert message in result.stderr
    assert digest(event) == before


def test_reports_before_start_and_after_the_end_are_refused(event) -> None:
    result = run("damage", "1", "5", event=event)
    assert result.exit_code == 2 and "not started" in result.stderr
    ok("start", event=event)
    ok("damage", "1", "300", "--yes", event=event)
    before = digest(event)
    result = run("threat", "1", "--cause", "scheme", event=event)
    assert result.exit_code == 2 and "the event has ended (the players won)" in result.stderr
    assert digest(event) == before


@pytest.mark.parametrize("kind", ["text", "sqlite", "missing"])
def test_foreign_files_are_refused_untouched(tmp_path: Path, kind: str) -> None:
    """(PostgreSQL's foreign databases: test_postgres_store.py.)"""
    path = tmp_path / "thing.db"
    if kind == "text":
        path.write_text("hello\n" * 40)
    elif kind == "sqlite":
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE notes (x)")
        conn.commit()
        conn.close()
    before = digest(path) if path.exists() else None
    for args in (["status"], ["damage", "1", "5"], ["log"], ["watch"], ["report"]):
        result = run(*args, event=path)
        assert result.exit_code == 2, args
        assert len(result.stderr.splitlines()) == 1
    assert (digest(path) if path.exists() else None) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == (["thing.db"] if before else [])


def test_new_refuses_an_existing_file_and_bad_setup(event, event_at, backend: str) -> None:
    before = digest(event)
    fresh = event_at("n.db")
    empty = digest(fresh)
    cases = [
        (["new", "--groups", "4,4"], "already exists" if backend == "sqlite"
         else "already holds an event; choose another --event database"),
        (["new", "--groups", "4,5", "--event", str(fresh)], "5 players"),
        (["new", "--groups", "4,x", "--event", str(fresh)], "--groups"),
        (["new", "--groups", "4,4", "--pods", "3", "--event", str(fresh)],
         "3 pods need at least 3 groups"),
        (["new", "--groups", "4,4", "--names", "A", "--event", str(fresh)],
         "1 names given for 2 groups"),
        (["new", "--groups", "4", "--time-limit", "-5", "--event", str(fresh)], "time limit"),
    ]
    if backend == "sqlite":
        cases.append((["new", "--groups", "4", "--event", str(Path(event) / "inside-a-file.db")],
                      "cannot create the event file"))
    for args, message in cases:
        result = run(*args, event=event)
        assert result.exit_code == 2, args
        assert message in result.stderr and len(result.stderr.splitlines()) == 1
    assert digest(event) == before
    assert digest(fresh) == empty


def test_time_up_shows_final_phases(event_at, content) -> None:
    """Time Limit (reading): once the time is up, the final player phases begin."""
    from trackers.godoflies import event as ev

    path = event_at("old.sqlite3")
    long_ago = 1_000_000_000.0  # 2001: the 180 minutes are long over
    with EventStore.create(path, ev.new_event(content, [2, 2]), "org", long_ago) as store:
        store.submit("start", {}, "org", long_ago)
    status = json.loads(ok("status", "--json", event=path))
    assert status["time_left_s"] == 0 and status["phase"] == "final"
    assert "time-up" in [a["key"] for a in status["announcements"]]
    ok("done", "1", event=path)
    ok("done", "2", event=path)
    assert json.loads(ok("status", "--json", event=path))["outcome"] == "lost"
