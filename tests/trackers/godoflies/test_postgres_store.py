"""The PostgreSQL event: the same answers as a file, and its own refusals (a database that
holds no event or another one, a damaged schema, a server out of reach, a bad URL)."""

from __future__ import annotations

import json
import re
import socket
import threading
import types

import pytest
from typer.testing import CliRunner

from trackers.godoflies import event as ev
from trackers.godoflies.postgres_store import display_url
from trackers.godoflies.rules import default_content
from trackers.godoflies.store import EventFileError, EventStore
from tui.cli import app

from .backends import digest, execute
from .conftest import T0


@pytest.fixture
def backend() -> str:
    """Every event of this module is a database (``event_at``)."""
    return "postgresql"

NOW = T0 + 600  # the commands' clock in the same-answers test

SESSION = [
    ["new", "--groups", "4,4,3,4", "--names", "Avengers,X-Men,Defenders,Thunderbolts",
     "--pods", "2", "--difficulty", "standard,expert,standard,standard", "--by", "org"],
    ["group", "Defenders", "--players", "4", "--by", "org"],
    ["start", "--by", "org"],
    ["damage", "Avengers", "20", "--by", "ann", "--id", "r1"],
    ["damage", "1", "20", "--by", "ann", "--id", "r1"],
    ["damage", "1", "21", "--by", "ann", "--id", "r1"],
    ["damage", "1", "81", "--by", "ann"],
    ["threat", "2", "--cause", "scheme", "--by", "bob"],
    ["mangog", "1", "--enters", "--by", "bob"],
    ["mangog", "1", "20", "--by", "bob"],
    ["door", "2", "--enters", "--by", "cy"],
    ["door", "2", "3", "--place", "--by", "cy"],
    ["door", "2", "17", "--by", "cy"],
    ["pause", "--by", "org"], ["resume", "--by", "org"], ["resume", "--by", "org"],
    ["damage", "4", "140", "--yes", "--by", "dee"],
    ["status"], ["status", "--json"], ["ack", "loki-half", "--by", "org"], ["ack", "nope"],
    ["undo", "12", "--by", "org"], ["undo", "12", "--by", "org"], ["undo", "99"],
    ["threat", "1", "7", "--cause", "defeat", "--by", "ann"],
    ["done", "Avengers", "--by", "ann"], ["done", "Avengers", "--by", "ann"],
    ["damage", "3", "300", "--yes", "--by", "cy"],
    ["undo", "16", "--by", "org"], ["undo", "16", "--reopen", "--by", "org"],
    ["ack", "--all", "--by", "org"],
    ["end", "--by", "org"], ["threat", "1", "--cause", "scheme"],
    ["log"], ["log", "--json", "--last", "3"], ["log", "--csv"], ["status", "--json"],
]


def _session(event: str, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str, str]]:
    monkeypatch.setattr("trackers.godoflies.cli.time", types.SimpleNamespace(time=lambda: NOW))
    answers = []
    for args in SESSION:
        result = CliRunner().invoke(app, ["loki", *args, "--event", event])
        answers.append((result.exit_code, result.stdout.replace(event, "EVENT"),
                        result.stderr.replace(event, "EVENT")))
    return answers


def test_every_command_answers_the_same_on_both_backends(event_at, tmp_path, monkeypatch) -> None:
    """One scripted event, from new to the players' loss, run against a file and against
    a database: every command's exit status, output and error line are the same (the
    event's own name aside)."""
    on_file = _session(str(tmp_path / "event.sqlite3"), monkeypatch)
    on_database = _session(str(event_at()), monkeypatch)
    assert [code for code, _, _ in on_file].count(2) == 9  # the refusals in the script
    for args, file_answer, database_answer in zip(SESSION, on_file, on_database, strict=True):
        assert database_answer == file_answer, args


def _loki(*args: str, event: str):
    return CliRunner().invoke(app, ["loki", *args, "--event", event])


COMMANDS = [["status"], ["damage", "1", "5"], ["log"], ["undo", "1"], ["ack", "--all"],
            ["watch"], ["report"]]


def _refused_everywhere(event: str, message: str) -> None:
    before = digest(event)
    for args in COMMANDS:
        result = _loki(*args, event=event)
        assert result.exit_code == 2, (args, result.output)
        assert result.stdout == "" and len(result.stderr.splitlines()) == 1, args
        assert message in result.stderr, (args, result.stderr)
    assert digest(event) == before


def test_a_database_without_an_event_is_refused_untouched(event_at) -> None:
    """Another application's database: its tables are neither read nor written."""
    url = str(event_at())
    execute(url, "CREATE TABLE public.notes (x integer); INSERT INTO public.notes VALUES (1)")
    _refused_everywhere(url, f"{url}: no event in this database "
                             "(create one with: helicarrier loki new)")


@pytest.mark.parametrize(("change", "message"), [
    ("DROP TABLE meta CASCADE", "not a helicarrier event (schema helicarrier_loki has no meta"),
    ("UPDATE meta SET value = 'someone-else' WHERE key = 'format'",
     "not a helicarrier event (unknown format)"),
    ("UPDATE meta SET value = '2' WHERE key = 'version'",
     "event database format version 2 is not supported (this helicarrier reads version 1)"),
], ids=["no meta", "other format", "version 2"])
def test_a_foreign_or_newer_event_is_refused_untouched(event_at, change, message) -> None:
    url = str(event_at())
    assert _loki("new", "--groups", "4,4", event=url).exit_code == 0
    assert _loki("start", event=url).exit_code == 0
    execute(url, change)
    _refused_everywhere(url, message)


WRITES = [["damage", "1", "5"], ["threat", "1", "--cause", "scheme"], ["undo", "2"],
          ["ack", "--all"], ["pause"], ["status"], ["watch"], ["report"]]


@pytest.mark.parametrize(("change", "problem"), [
    ("DROP TABLE acks", "table acks is missing"),
    ("ALTER TABLE reports DROP COLUMN client_id", "column reports.client_id is missing"),
    ("ALTER TABLE reports DROP CONSTRAINT reports_client_id_key",
     "reports.client_id is no longer unique"),
    ("ALTER TABLE reports ALTER COLUMN at TYPE text", "column reports.at is text, not double"),
    ("DELETE FROM setup", "the setup row is missing"),
], ids=["table", "column", "constraint", "type", "setup row"])
def test_a_damaged_schema_is_refused_before_a_write(event_at, change, problem) -> None:
    """The database keeps its pages sound; what can break is the schema (a person or a
    program dropping or changing a table, column or constraint): refused, not written."""
    url = str(event_at())
    assert _loki("new", "--groups", "4,4", event=url).exit_code == 0
    assert _loki("start", event=url).exit_code == 0
    assert _loki("damage", "1", "5", event=url).exit_code == 0
    execute(url, change)
    before = digest(url)
    for args in WRITES:
        result = _loki(*args, event=url)
        assert result.exit_code == 2, (args, result.output)
        assert result.stdout == "" and len(result.stderr.splitlines()) == 1
        assert f"{url}: damaged event database ({problem}" in result.stderr, result.stderr
        assert result.stderr.rstrip().endswith("it was not written to")
    assert digest(url) == before


def test_an_unreadable_snapshot_is_a_clear_error(event_at) -> None:
    url = str(event_at())
    assert _loki("new", "--groups", "4,4", event=url).exit_code == 0
    assert _loki("start", event=url).exit_code == 0
    execute(url, "UPDATE reports SET state = '{\"groups\": 1' WHERE seq = 1")
    result = _loki("status", event=url)
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
    assert f"{url}: damaged event database (report #1: unreadable state" in result.stderr


def _closed_port() -> int:
    with socket.socket() as probe:  # a port on this machine that nothing listens on
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_server_out_of_reach_is_one_line_without_the_password() -> None:
    url = f"postgresql://loki:s3cret@127.0.0.1:{_closed_port()}/event?password=s3cret"
    for args in (["status"], ["new", "--groups", "4"], ["damage", "1", "5"], ["watch"]):
        result = _loki(*args, event=url)
        assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1, result.output
        assert "s3cret" not in result.output
        assert re.search(r"postgresql://loki:\*\*\*@127\.0\.0\.1:\d+/event\?password=\*\*\*: "
                         r"cannot reach the event database \(connection to server at "
                         r'"127\.0\.0\.1", port \d+ failed: Connection refused\)',
                         result.stderr), result.stderr


def test_a_missing_database_says_to_create_it(postgres) -> None:
    url = postgres.url("no_such_event")
    result = _loki("new", "--groups", "4", event=url)
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
    assert 'database "no_such_event" does not exist' in result.stderr
    assert result.stderr.rstrip().endswith("create it first: createdb no_such_event")


def test_a_url_libpq_cannot_read_is_refused() -> None:
    result = _loki("status", event="postgresql://loki:s3cret@[::1/event")
    assert result.exit_code == 2 and "s3cret" not in result.output
    assert result.stderr.startswith(
        "helicarrier: error: postgresql://(unreadable URL): not a usable PostgreSQL URL (")


@pytest.mark.parametrize(("url", "shown"), [
    ("postgresql://loki@db.lan/event", "postgresql://loki@db.lan/event"),
    ("postgresql://loki:pw@db.lan:5433/event", "postgresql://loki:***@db.lan:5433/event"),
    ("postgres://db.lan/event?sslmode=require&password=pw",
     "postgres://db.lan/event?sslmode=require&password=***"),
    ("postgresql:///event?host=/run/postgresql", "postgresql:///event?host=/run/postgresql"),
])
def test_messages_never_show_a_password(url: str, shown: str) -> None:
    assert display_url(url) == shown


def test_a_lost_connection_is_made_again(event_at, postgres) -> None:
    """A server restart or a network drop ends the connection: that call is refused
    with one line, the next one connects again and sees every report."""
    url = str(event_at())
    state = ev.new_event(default_content(), [4, 4])
    with EventStore.create(url, state, "org", T0) as store, \
            EventStore.open(url) as other:
        store.submit("start", {}, "org", T0)
        pid = other.conn.info.backend_pid
        postgres.sql("postgres", f"SELECT pg_terminate_backend({pid}, 10000)")
        with pytest.raises(EventFileError, match="cannot reach the event database"):
            other.data_version()
        assert other.state().started
        assert other.submit("damage", {"group": 1, "amount": 5}, "ann", T0 + 1).seq == 2
        assert store.state().loki_damage == 5


def test_two_new_events_at_once_make_one(event_at) -> None:
    """Two organizers' `loki new` on the same database at the same moment: one event."""
    url = str(event_at())
    barrier, results = threading.Barrier(2), []

    def create(groups: list[int]) -> None:
        barrier.wait()
        try:
            EventStore.create(url, ev.new_event(default_content(), groups), "org", T0).close()
            results.append("created")
        except EventFileError as exc:
            results.append(str(exc))

    threads = [threading.Thread(target=create, args=([4] * n,)) for n in (2, 3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == [
        "created", f"{url}: already holds an event; choose another --event database"]
    with EventStore.open(url) as store:
        assert len(store.state().groups) in (2, 3)


def test_status_names_the_event_by_its_url(event_at) -> None:
    url = str(event_at())
    assert _loki("new", "--groups", "4", event=url).exit_code == 0
    info = json.loads(_loki("status", "--json", event=url).stdout)
    assert info["event_file"] == url and info["loki_max_hp"] == 80
