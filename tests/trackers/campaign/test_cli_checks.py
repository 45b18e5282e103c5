"""What `campaign new` and `campaign record` refuse: unknown identities, impossible counts."""

from __future__ import annotations

import tomllib
from pathlib import Path

from typer.testing import CliRunner, Result

from tui.cli import app


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def one_line_error(result: Result, *fragments: str) -> str:
    assert result.exit_code == 2, (result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("helicarrier: error: ")
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


def test_a_misspelt_identity_is_refused_with_the_closest_name(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    one_line_error(run("campaign", "new", "-i", "Nick Furry", "-f", str(path)),
                   '"Nick Furry"', 'did you mean "Nick Fury"?', "--allow-unknown")
    assert not path.exists()


def test_an_identity_far_from_any_known_name_lists_the_known_ones(tmp_path: Path) -> None:
    one_line_error(run("campaign", "new", "-i", "Squirrel Girl", "-f", str(tmp_path / "c.toml")),
                   '"Squirrel Girl"', "Maria Hill", "Nick Fury", "--allow-unknown")


def test_allow_unknown_keeps_a_hero_the_tracker_does_not_know(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    result = run("campaign", "new", "-i", "Squirrel Girl,nick  fury", "--allow-unknown",
                 "--seed", "2", "-f", str(path))
    assert result.exit_code == 0, result.stderr
    # a known name is written as the card spells it, an unknown one as typed
    assert tomllib.loads(path.read_text(encoding="utf-8"))["identities"] == [
        "Squirrel Girl", "Nick Fury"]


def test_a_known_identity_in_other_case_is_spelled_as_on_the_card(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    assert run("campaign", "new", "-i", "maria hill", "--seed", "2",
               "-f", str(path)).exit_code == 0
    assert tomllib.loads(path.read_text(encoding="utf-8"))["identities"] == ["Maria Hill"]
