"""``loki`` guards against organizer slips: unusual damage, missing folders, crowded
pods, the log for a spreadsheet or a local clock, and undoing the report that ended it
(on both backends, but for the folders)."""

from __future__ import annotations

import csv
import io
import json
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tui.cli import app

from .backends import digest, set_times
from .test_cli import ok, run


@pytest.fixture
def event(event_at) -> Path | str:
    """Four groups (4, 4, 3, 4 players = 15, Loki 300 hp) in two pods, not started."""
    path = event_at()
    ok("new", "--groups", "4,4,3,4", "--names", "Avengers,X-Men,Defenders,Thunderbolts",
       "--pods", "2", event=path)
    return path


def test_damage_above_the_usual_most_needs_yes(event) -> None:
    """Tracking Damage on Loki: a 4-player group's report is usually 20 (5 per player);
    81 is possible only if many other cards placed shatter counters: ask first."""
    ok("start", event=event)
    before = digest(event)
    result = run("damage", "Avengers", "81", event=event)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == (
        "helicarrier: error: loki damage: 81 damage from Avengers is more than 50, the usual "
        "most for a 4-player group: 20 shatter from its Avatar of Loki (5 per player) plus 30 "
        "if every other God of Lies card that places shatter counters had placed them once; "
        "if 81 is right, repeat with --yes\n")
    assert digest(event) == before
    assert "deals 50 damage" in ok("damage", "Avengers", "50", event=event)
    assert "deals 81 damage" in ok("damage", "Avengers", "81", "--yes", event=event)
    result = run("damage", "Defenders", "46", event=event)  # 3 players: 15 + 30 = 45
    assert result.exit_code == 2 and "more than 45" in result.stderr


def test_new_refuses_a_missing_folder_unless_mkdir(tmp_path: Path) -> None:
    path = tmp_path / "missing" / "dir" / "x.sqlite3"
    result = run("new", "--groups", "4,4", "--event", str(path))
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
    assert f"the folder {path.parent} does not exist (create it, or add --mkdir)" in result.stderr
    assert not (tmp_path / "missing").exists()
    assert "Created" in ok("new", "--groups", "4,4", "--event", str(path), "--mkdir", event=None)
    assert path.is_file()


def test_new_creates_the_default_data_folder(tmp_path: Path, monkeypatch) -> None:
    """Without --event the file goes to our own data folder, which is created as needed."""
    monkeypatch.setattr("trackers.godoflies.cli.default_event_path",
                        lambda: tmp_path / "data" / "helicarrier" / "loki-event.sqlite3")
    result = CliRunner().invoke(app, ["loki", "new", "--groups", "2"], env={})
    assert result.exit_code == 0, result.output
    assert (tmp_path / "data" / "helicarrier" / "loki-event.sqlite3").is_file()


def test_crowded_pod_is_a_warning_and_the_event_is_created(event_at) -> None:
    """Group Pods: it is recommended that a pod not exceed 12 to 16 players."""
    path = event_at("big.sqlite3")
    result = run("new", "--groups", "4,4,4,4,4,4", "--pods", "1", "--event", str(path))
    assert result.exit_code == 0, result.output
    assert "6 groups, 24 players, 1 pod" in result.stdout
    assert result.stderr.splitlines() == [
        "helicarrier: warning: pod 1 has 24 players; the rulebook advises at most 12 to 16 "
        "players per pod (Group Pods): more pods (--pods, --pod-size) keep the pod cards fair"]
    assert json.loads(ok("status", "--json", event=path))["pods"][0]["groups"] == 6
    quiet = run("new", "--groups", "4,4,4,4", "--pods", "1", "--event", str(event_at("q.db")))
    assert quiet.exit_code == 0 and quiet.stderr == ""


def test_growing_a_group_into_a_crowded_pod_warns(event_at) -> None:
    """Group Pods: the advice holds when a group changes before the start too."""
    path = event_at("e.sqlite3")
    quiet = run("new", "--groups", "4,4,4,3,1", "--pods", "1", "--event", str(path))
    assert quiet.exit_code == 0 and quiet.stderr == ""  # 16 players: within the advice
    result = run("group", "5", "--players", "2", event=path)
    assert result.exit_code == 0 and "Group 5 changed: players 2" in result.stdout
    assert result.stderr.startswith("helicarrier: warning: pod 1 has 17 players;")


@pytest.fixture
def berlin(monkeypatch) -> None:
    """This computer's zone: Berlin (UTC+1 in winter)."""
    monkeypatch.setenv("TZ", "Europe/Berlin")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_log_local_and_csv(event, berlin) -> None:
    ok("start", event=event)
    ok("damage", "X-Men", "20", "--by", "Smith, Ann", "--id", "x-1", event=event)
    set_times(event, 1_800_000_000.0)  # 2027-01-15 08:00:00 UTC (+ seq seconds)
    utc = ok("log", event=event).splitlines()
    assert utc[1].startswith("#2    08:00:02Z Smith, Ann   X-Men deals 20 damage")
    local = ok("log", "--local", event=event).splitlines()
    assert local[1].startswith("#2    09:00:02+0100 Smith, Ann   X-Men deals 20 damage")
    rows = list(csv.DictReader(io.StringIO(ok("log", "--csv", event=event))))
    assert [r["id"] for r in rows] == ["1", "2"]
    assert rows[1] == {
        "id": "2", "time": "2027-01-15T08:00:02+00:00", "by": "Smith, Ann", "kind": "damage",
        "what": "X-Men deals 20 damage to Loki, God of Lies", "undoes": "", "undone_by": "",
        "loki_hp": "280", "worlds_collide_threat": "0", "client_id": "x-1"}
    rows = list(csv.DictReader(io.StringIO(ok("log", "--csv", "--local", event=event))))
    assert rows[1]["time"] == "2027-01-15T09:00:02+01:00"
    result = run("log", "--csv", "--json", event=event)
    assert result.exit_code == 2 and "--json or --csv, not both" in result.stderr


def test_undo_after_the_outcome_needs_reopen_and_is_announced(event) -> None:
    """Reports after the outcome are refused; the organizer may still correct a mistaken
    report that ended the event, on purpose (--reopen), and everyone is told."""
    ok("start", event=event)
    ok("damage", "1", "20", event=event)
    out = ok("damage", "2", "300", "--yes", event=event)  # a typo of 300 for 30: Loki falls
    assert "ANNOUNCE Loki, God of Lies is defeated" in out
    before = digest(event)
    result = run("undo", "3", event=event)
    assert result.exit_code == 2 and result.stderr == (
        "helicarrier: error: the event has ended (the players won); undoing #3 reopens it: "
        "repeat with --reopen\n")
    result = run("undo", "2", "--reopen", event=event)
    assert result.exit_code == 2 and "undoing #2 would not reopen it" in result.stderr
    assert digest(event) == before
    out = ok("undo", "3", "--reopen", event=event)
    assert out.splitlines()[0].startswith("#4 undid #3. Loki, God of Lies 280/300 hp")
    assert ("ANNOUNCE The event is reopened: Report #3 had ended the event (the players won); "
            "the organizer undid it (#4). The event is reopened: play on.") in out
    assert ("#4    " in ok("log", event=event)
            and "undo report #3 (it ended the event, the players won): the event is reopened"
            in ok("log", event=event))
    status = json.loads(ok("status", "--json", event=event))
    assert status["phase"] == "running" and status["outcome"] is None
    assert "reopened-4" in [a["key"] for a in status["announcements"]]
    assert "deals 30 damage" in ok("damage", "2", "30", event=event)
    ok("ack", "reopened-4", event=event)
