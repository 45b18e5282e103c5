"""The root CLI: --version, --help, and quick commands never import Textual."""

from __future__ import annotations

import contextlib
import os
import pty
import subprocess
import sys
import tempfile

import pytest
import typer
from typer.testing import CliRunner

from tui.cli import __version__, app


def test_version() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"helicarrier {__version__}"


def test_help_lists_subcommands() -> None:
    result = CliRunner().invoke(app, ["--help"])
    assert result.exit_code == 0
    assert "content" in result.output


def test_help_says_the_app_plays_both_games() -> None:
    """Issue 29: the help called the app "the full-screen plot-capture app"; it plays
    Marvel Champions too."""
    result = CliRunner().invoke(app, ["--help"], terminal_width=200)
    assert "plot-capture app" not in result.output
    assert ("With no command, opens the full-screen app: Marvel Champions and the "
            "plot-capture game, and saved games of both.") in " ".join(result.output.split())


def test_quick_commands_do_not_import_textual() -> None:
    code = "import sys, tui.cli; print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_quick_command_imports_only_its_own_sub_app() -> None:
    """`helicarrier loki --help` must not pay for the campaign or champions code."""
    code = (
        "import sys; sys.argv = ['helicarrier', 'loki', '--help']\n"
        "from tui.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in ('trackers.campaign', 'engine.champions', 'textual')"
        " if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_unknown_subcommand_fails_with_usage_error() -> None:
    out = subprocess.run(
        [sys.executable, "-c", "from tui.cli import main; main()", "nosuch"],
        capture_output=True, text=True,
    )
    assert out.returncode == 2
    assert "nosuch" in out.stderr


# Modules no quick organizer command may load: the game engines and Textual are large
# (the compiled engine.core.rng once pulled in the plotcapture engine and its AI through
# mypyc's group library, see scripts/native.py), and pydantic comes with typer >= 0.29,
# which builds a pydantic adapter for every option (about 70 ms a call; pyproject.toml
# pins typer below it). psycopg (the PostgreSQL driver) is for PostgreSQL events only.
NEVER_QUICK = ("engine.champions", "engine.plotcapture", "textual", "pydantic", "psycopg")


@pytest.fixture(scope="module")
def event_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A campaign file and a started God of Lies event file for the quick commands."""
    folder = tmp_path_factory.mktemp("quick")
    files = {"campaign": str(folder / "campaign.toml"), "event": str(folder / "event.sqlite3")}
    for argv in (["campaign", "new", "--identities", "Nick Fury,Maria Hill", "--seed", "1",
                  "--file", files["campaign"]],
                 ["loki", "new", "--groups", "4,4", "--event", files["event"]],
                 ["loki", "start", "--event", files["event"]]):
        result = CliRunner().invoke(app, argv)
        assert result.exit_code == 0, result.output
    return files


@pytest.fixture(scope="module")
def postgres_event(postgres) -> str:
    """A started God of Lies event in a database of the session's PostgreSQL server."""
    url = postgres.new_database()
    for argv in (["loki", "new", "--groups", "4,4", "--event", url],
                 ["loki", "start", "--event", url]):
        result = CliRunner().invoke(app, argv)
        assert result.exit_code == 0, result.output
    return url


def _imported(argv: list[str]) -> set[str]:
    """Top-level names of every module the console script loads to run ``argv``."""
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "from tui.cli import main; main()", *argv],
        capture_output=True, text=True,
    )
    timings = [line for line in out.stderr.splitlines() if line.startswith("import time:")]
    assert out.returncode == 0, "\n".join(set(out.stderr.splitlines()) - set(timings))
    names = {line.rsplit("|", 1)[1].strip() for line in timings}
    names.discard("package")  # the header line
    assert "typer" in names  # the parse worked
    return names


def _loaded(names: set[str], packages: tuple[str, ...]) -> list[str]:
    return sorted(p for p in packages if any(n == p or n.startswith(p + ".") for n in names))


QUICK_COMMANDS = [
    ["--version"],
    ["mole", "--evidence", "Wiretap", "--json"],
    ["mole", "--file", "{campaign}"],
    ["envelope", "status", "--file", "{campaign}"],
    ["campaign", "show", "--file", "{campaign}"],
    ["loki", "status", "--event", "{event}"],
    ["loki", "damage", "1", "3", "--event", "{event}"],
    ["loki", "threat", "2", "--cause", "scheme", "--event", "{event}"],
]


@pytest.mark.parametrize("argv", QUICK_COMMANDS, ids=" ".join)
def test_quick_commands_load_neither_champions_nor_textual(
    argv: list[str], event_files: dict[str, str]
) -> None:
    """Organizer commands run many times in a row at an event: they load only what they
    need (issue 14). `scripts/bench cli` gives the start-up figures."""
    names = _imported([arg.format(**event_files) for arg in argv])
    assert _loaded(names, NEVER_QUICK) == []


@pytest.mark.parametrize("argv", [["loki", "status"], ["loki", "damage", "1", "3"],
                                  ["loki", "log", "--json"]], ids=" ".join)
def test_quick_commands_on_a_postgresql_event_load_the_driver_only(
    argv: list[str], postgres_event: str
) -> None:
    """The same quick commands on a PostgreSQL event load psycopg, and still neither the
    games nor Textual."""
    names = _imported([*argv, "--event", postgres_event])
    assert _loaded(names, NEVER_QUICK) == ["psycopg"]


@pytest.mark.parametrize("argv", [["mole", "--evidence", "Wiretap", "--json"],
                                  ["loki", "status", "--json", "--event", "{event}"]],
                         ids=" ".join)
def test_json_output_does_not_load_rich(argv: list[str], event_files: dict[str, str]) -> None:
    """rich is for tables a person reads; a script asking for JSON does not pay for it."""
    names = _imported([arg.format(**event_files) for arg in argv])
    assert _loaded(names, ("rich",)) == []


# What a quick command must not load beyond NEVER_QUICK, because it does not use it:
# rich anywhere (`campaign show` and `mole` print our own aligned text,
# trackers/campaign/text_layout.py), the campaign file's modules where no file is read
# (`mole --evidence`), and the writing side (tomli_w, the engine's save files, random
# bytes) where nothing is written.
WRITING = ("tomli_w", "engine.core.savefile", "secrets")
NOT_USED = [
    (["mole", "--evidence", "Wiretap", "--json"],
     ("rich", "trackers.campaign.store", "trackers.campaign.state", *WRITING)),
    (["campaign", "show", "--file", "{campaign}"],
     ("rich", "trackers.campaign.carryover", "trackers.campaign.setup",
      "trackers.campaign.undo", *WRITING)),
    (["mole", "--evidence", "Wiretap"], ("rich", *WRITING)),
    (["mole", "--file", "{campaign}"], ("rich", *WRITING)),
    (["envelope", "status", "--json", "--file", "{campaign}"], ("rich", *WRITING)),
    (["envelope", "status", "--file", "{campaign}"], ("rich", *WRITING)),
]


def test_campaign_show_on_a_terminal_loads_no_rich(event_files: dict[str, str]) -> None:
    """Issue 14: `campaign show` is read on a terminal at the event, and rich's console
    alone is half the 1.5x budget, so the terminal gets our own styled text too."""
    main, child = pty.openpty()
    with tempfile.TemporaryFile("w+") as errors:
        process = subprocess.Popen(
            [sys.executable, "-X", "importtime", "-c", "from tui.cli import main; main()",
             "campaign", "show", "--file", event_files["campaign"]],
            stdout=child, stderr=errors, text=True)
        os.close(child)
        shown = b""
        with contextlib.suppress(OSError):  # EIO once the child closed the terminal
            while chunk := os.read(main, 65536):
                shown += chunk
        os.close(main)
        assert process.wait(60) == 0
        errors.seek(0)
        stderr = errors.read()
    assert b"\x1b[1mPlayer information" in shown  # it did see a terminal
    names = {line.rsplit("|", 1)[1].strip() for line in stderr.splitlines()
             if line.startswith("import time:")}
    assert _loaded(names, ("rich",)) == []


@pytest.mark.parametrize(("argv", "unused"), NOT_USED, ids=lambda v: " ".join(v))
def test_quick_commands_load_only_what_they_use(
        argv: list[str], unused: tuple[str, ...], event_files: dict[str, str]) -> None:
    """Issue 14: at most 1.5x `python -c "import typer"` (`scripts/bench cli`)."""
    names = _imported([arg.format(**event_files) for arg in argv])
    assert _loaded(names, unused) == []


def test_the_garbage_collector_runs_again_before_the_command(
        monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    """main() pauses the collector only while the command loads, and freezes what was
    loaded: a long game or server started from the command line must collect its own
    garbage as usual, and a failed load must not leave the collector off."""
    import gc

    request.addfinalizer(gc.enable)  # the other tests must not run without it
    request.addfinalizer(gc.unfreeze)
    import tui.cli
    import tui.cli.root

    seen: list[bool] = []
    command = typer.Typer()

    @command.command()
    def record() -> None:
        seen.append(gc.isenabled())

    @command.command()
    def other() -> None:
        """A second command, so that typer keeps "record" as a subcommand."""

    monkeypatch.setattr(sys, "argv", ["helicarrier", "record"])
    monkeypatch.setattr(tui.cli.root, "app_for", lambda args: command)
    with pytest.raises(SystemExit):
        tui.cli.main()
    assert seen == [True] and gc.isenabled()
    assert gc.get_freeze_count() > 0  # the loaded modules are left out of later passes

    def broken(args: list[str]) -> typer.Typer:
        assert not gc.isenabled()  # paused while loading
        raise RuntimeError("no such module")

    monkeypatch.setattr(tui.cli.root, "app_for", broken)
    with pytest.raises(RuntimeError):
        tui.cli.main()
    assert gc.isenabled()
