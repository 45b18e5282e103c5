"""``helicarrier champions fuzz`` (CliRunner): the JSON report, the text report, exit codes."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from engine.champions.game import ChampionsGame
from engine.core import Command, Event
from tui.cli import app


def test_fuzz_json_report() -> None:
    result = CliRunner().invoke(app, ["champions", "fuzz", "--games", "3", "--seed", "2",
                                      "--players", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)  # no progress bar or table mixed in
    assert (data["games"], data["crashes"], data["stuck"], data["replay_differences"]) == \
        (3, 0, 0, 0)
    assert all(name.endswith("1 player(s)") for name in data["groups"])


def test_fuzz_text_report_lists_stage_reach() -> None:
    result = CliRunner().invoke(app, ["champions", "fuzz", "--games", "2",
                                      "--table", "black-widow/expert/nick-fury"])
    assert result.exit_code == 0, result.output
    assert "2 game(s)" in result.output and "0 crash(es), 0 stuck" in result.output
    assert "villain Black Widow II" in result.output
    assert "main scheme The Widow's Web 1B" in result.output
    assert "end loss:" in result.output


def test_fuzz_failure_exits_1_with_a_reproduce_command(
        monkeypatch: pytest.MonkeyPatch) -> None:
    original = ChampionsGame.apply

    def apply(self: ChampionsGame, command: Command) -> list[Event]:
        if len(self.state.log) > 30:
            raise RuntimeError("engine bug")
        return original(self, command)

    monkeypatch.setattr(ChampionsGame, "apply", apply)
    result = CliRunner().invoke(app, ["champions", "fuzz", "--games", "1", "--seed", "9",
                                      "--players", "2", "--json"])
    assert result.exit_code == 1
    (failure,) = json.loads(result.output)["failures"]
    assert failure["kind"] == "crash" and failure["seed"] == 9
    assert failure["reproduce"] == (
        f"helicarrier champions fuzz --table {failure['table']} --seed 9 --games 1 "
        "--traceback")


@pytest.mark.parametrize("table, said", [
    ("hulk", "table 'hulk': expected SCENARIO/standard|expert/HERO"),
    ("hulk/standard/nick-fury", "unknown scenario 'hulk'"),
    ("black-widow/standard/hulk", "unknown deck 'hulk'"),
    ("black-widow/standard/nick-fury,nick-fury", "1 to 4 different decks"),
])
def test_fuzz_unknown_table_is_a_usage_error(table: str, said: str) -> None:
    result = CliRunner().invoke(app, ["champions", "fuzz", "--table", table])
    assert result.exit_code == 2
    assert said in result.output


def test_fuzz_plays_the_modular_sets_given_and_reproduces_with_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``fuzz --modular``: every table plays those sets, and a failure's reproduce command
    names them."""
    seen: list[object] = []
    original = ChampionsGame.__init__

    def init(self: ChampionsGame, setup: dict[str, object], seed: int, *args: object) -> None:
        seen.append(setup.get("modular"))
        original(self, setup, seed, *args)  # type: ignore[arg-type]
        if seed == 5:
            raise RuntimeError("engine bug")

    monkeypatch.setattr(ChampionsGame, "__init__", init)
    result = CliRunner().invoke(app, ["champions", "fuzz", "--games", "2", "--seed", "4",
                                      "--players", "1", "--modular", "a.i.m._science",
                                      "--json"])
    assert result.exit_code == 1, result.output
    assert seen[:2] == [["a.i.m._science"], ["a.i.m._science"]]
    (failure,) = json.loads(result.output)["failures"]
    assert failure["reproduce"] == (
        f"helicarrier champions fuzz --table {failure['table']} --modular 'a.i.m._science' "
        "--seed 5 --games 1 --traceback")
