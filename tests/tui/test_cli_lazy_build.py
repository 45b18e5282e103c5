"""The console script builds only the command it runs, and answers exactly as the full app.

``tui.cli.root.app_for`` mounts one sub-app, with one command of it when the words
name one (quick start-up, issue 14). Whatever the words, help, usage errors and exit
status must be what the full ``helicarrier`` app gives.
"""

from __future__ import annotations

import pytest
import typer
from typer.testing import CliRunner, Result

from tui.cli import app
from tui.cli.root import SUBAPPS, _load, app_for

try:  # typer >= 0.25 ships its own copy of click
    from typer._click.core import Argument, Group
except ImportError:  # pragma: no cover - older typer uses click itself
    from click.core import Argument, Group


def _tree(command: object, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    paths = [path]
    for name, sub in getattr(command, "commands", {}).items():
        paths += _tree(sub, (*path, name))
    return paths


FULL = typer.main.get_command(app)
COMMAND_PATHS = [path for path in _tree(FULL) if path]


def _mounted(args: list[str]) -> list[tuple[str, ...]]:
    return [path for path in _tree(typer.main.get_command(app_for(args))) if path]


def test_a_sub_app_command_is_built_alone() -> None:
    """`loki status` turns one command into click parameters, not loki's seventeen."""
    assert _mounted(["loki", "status", "--json"]) == [("loki",), ("loki", "status")]
    assert _mounted(["campaign", "show"]) == [("campaign",), ("campaign", "show")]
    assert _mounted(["mole", "accuse", "--means", "Money"]) == [("mole",), ("mole", "accuse")]


@pytest.mark.parametrize(("args", "tops"), [
    (["mole", "--evidence", "Wiretap", "--json"], {("mole", "accuse")}),  # the group's options
    (["loki", "--help"], {("loki", "status"), ("loki", "damage")}),
    (["loki", "stauts"], {("loki", "status"), ("loki", "damage")}),  # click suggests from all
])
def test_anything_but_a_command_name_gets_the_whole_sub_app(
        args: list[str], tops: set[tuple[str, ...]]) -> None:
    mounted = _mounted(args)
    assert {path[0] for path in mounted} == {args[0]}
    assert tops <= set(mounted)


def test_the_sub_app_module_keeps_every_command() -> None:
    """Building one command must not take the others away from the module's own app."""
    loki = _load(SUBAPPS["loki"])
    before = len(loki.registered_commands)
    app_for(["loki", "status"])
    assert len(loki.registered_commands) == before > 1


def test_no_sub_app_takes_a_positional_argument_before_its_command() -> None:
    """``app_for`` reads the word after a sub-app's name as a command name; a sub-app
    whose own callback took an argument would make that word a value instead."""
    for name, command in FULL.commands.items():
        if isinstance(command, Group):
            assert not [p for p in command.params if isinstance(p, Argument)], name


def _same(args: list[str]) -> tuple[Result, Result]:
    full = CliRunner().invoke(app, args)
    lazy = CliRunner().invoke(app_for(args), args)
    return full, lazy


def _assert_same(args: list[str]) -> None:
    full, lazy = _same(args)
    assert (lazy.exit_code, lazy.stdout, lazy.stderr) == (full.exit_code, full.stdout,
                                                         full.stderr)


@pytest.mark.parametrize("path", COMMAND_PATHS, ids=" ".join)
@pytest.mark.parametrize("tail", [["--help"], ["-h"], ["--no-such-option"]], ids=" ".join)
def test_help_and_usage_errors_are_those_of_the_full_app(path: tuple[str, ...],
                                                        tail: list[str]) -> None:
    _assert_same([*path, *tail])


@pytest.mark.parametrize("args", [
    ["campaign", "record", "--wonn"],
    ["campaign", "record", "--scenario", "five", "--won"],
    ["campaign", "record", "--won"],
    ["campaign", "nosuch"],
    ["campaign"],
    ["loki", "stauts"],
    ["loki", "damage"],
    ["mole", "--evidence"],
    ["mole", "accuse", "--means"],
    ["envelope", "reveal", "extra"],
    ["--version"],
], ids=" ".join)
def test_mistakes_are_answered_as_by_the_full_app(args: list[str]) -> None:
    _assert_same(args)
