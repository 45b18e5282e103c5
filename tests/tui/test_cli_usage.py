"""Usage errors, help and shell completion, the same for every ``helicarrier`` subcommand."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner, Result

from tui.cli import app


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def command_paths() -> list[tuple[str, ...]]:
    """Every command and group below the root, as the words that call it."""
    paths: list[tuple[str, ...]] = []

    def walk(command: object, path: tuple[str, ...]) -> None:
        paths.append(path)
        for name, sub in getattr(command, "commands", {}).items():
            walk(sub, (*path, name))

    walk(typer.main.get_command(app), ())
    return paths


ALL_COMMANDS = command_paths()


def assert_one_line_usage_error(result: Result, *fragments: str) -> None:
    assert result.exit_code == 2, (result.stdout, result.stderr)
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("helicarrier: error: ")
    for fragment in fragments:
        assert fragment in lines[0]


def test_every_sub_app_is_covered() -> None:
    tops = {path[0] for path in ALL_COMMANDS if path}
    assert tops >= {"content", "champions", "plotcapture", "campaign", "envelope", "mole",
                    "loki", "serve"}


@pytest.mark.parametrize("path", ALL_COMMANDS, ids=lambda p: " ".join(p) or "root")
def test_an_unknown_option_is_one_line_with_exit_2(path: tuple[str, ...]) -> None:
    """(``loki damage`` lets options through to read "-5", so it reports the missing amount.)"""
    assert_one_line_usage_error(run(*path, "--no-such-option"))


@pytest.mark.parametrize("args, fragments", [
    (("campaign", "record", "--wonn"), ("campaign record", "--wonn")),
    (("campaign", "record", "--scenario", "five", "--won"), ("--scenario", "five")),
    (("campaign", "record", "--won"), ("campaign record", "--scenario")),
    (("nosuch",), ("nosuch",)),
    (("campaign", "nosuch"), ("nosuch",)),
    (("mole", "--evidence"), ("--evidence",)),
])
def test_parse_errors_are_one_line(args: tuple[str, ...], fragments: tuple[str, ...]) -> None:
    assert_one_line_usage_error(run(*args), *fragments)


def test_a_folder_as_campaign_file_is_one_line(tmp_path: Path) -> None:
    assert_one_line_usage_error(run("campaign", "show", "--file", str(tmp_path)),
                                "--file", str(tmp_path), "directory")


@pytest.mark.parametrize("path", ALL_COMMANDS, ids=lambda p: " ".join(p) or "root")
def test_dash_h_is_help_everywhere(path: tuple[str, ...]) -> None:
    result = run(*path, "-h")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("Usage: helicarrier")
    assert "<bool>" not in result.stdout
    assert "…" not in result.stdout


def test_help_keeps_long_option_names_and_does_not_wrap_when_piped() -> None:
    result = run("campaign", "record", "--help")
    assert result.exit_code == 0
    assert "--minions-and-side-schemes, --minions" in result.stdout
    assert "--rescued-captives, --captives" in result.stdout
    one_line = ("Board Members that flipped during the game even if their counters are now "
                "below the threshold (cmo, cso, cto; comma separated).")
    assert any(one_line in line for line in result.stdout.splitlines())
    for word in ("<bool>", "╭", "…"):
        assert word not in result.stdout


def test_group_help_lists_whole_summaries() -> None:
    result = run("--help")
    line = next(line for line in result.stdout.splitlines() if line.strip().startswith("campaign"))
    assert "Agents of S.H.I.E.L.D. campaign log: start a campaign" in line
    assert not line.rstrip().endswith("...")


def test_completion_is_offered() -> None:
    result = run("--help")
    assert "--install-completion" in result.stdout
    assert "--show-completion" in result.stdout


def test_tab_completion_answers_through_the_console_script() -> None:
    """The shell calls the script with no arguments; that must not open the full-screen app."""
    env = {**os.environ, "_HELICARRIER_COMPLETE": "complete_bash",
           "COMP_WORDS": "helicarrier campaign rec", "COMP_CWORD": "2"}
    code = "import sys; sys.argv[0] = 'helicarrier'; from tui.cli import main; main()"
    out = subprocess.run([sys.executable, "-c", code],
                         capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["record"]


@pytest.mark.parametrize(("args", "meant"), [
    (("loki", "dashboard"), "'watch'"),    # named by what it is (watch: "...dashboard...")
    (("loki", "stats"), "'status'"),       # a typo of the name itself
    (("campain",), "'campaign'"),
])
def test_an_unknown_command_suggests_the_one_meant(args: tuple[str, ...], meant: str) -> None:
    """Issue 29: ``loki dashboard`` said "No such command" without suggesting ``watch``."""
    assert_one_line_usage_error(run(*args), "No such command", "Did you mean", meant)


def test_accuse_suggests_the_card_meant() -> None:
    assert_one_line_usage_error(
        run("mole", "accuse", "--means", "Wiretp", "--motive", "Money", "--opportunity",
            "Travel"), '--means: unknown evidence card "Wiretp"; did you mean "Wiretap"?')
