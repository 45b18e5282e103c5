"""``helicarrier plotcapture capture`` and ``simulate`` through typer's CliRunner."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from engine.plotcapture import minimal_captures
from tui.cli import app


def run(*args: str):
    return CliRunner().invoke(app, ["plotcapture", *args])


def test_capture_json_shape_and_options() -> None:
    result = run("capture", "--plot", "  garrett ", "--hand",
                 " coulson , May,Simmons,Grant,Bobbi,Fitz,Coulson", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert list(data) == ["plot", "capturable", "options"]
    assert data["plot"] == "Garrett" and data["capturable"] is True
    expected = minimal_captures("Garrett", ["Coulson", "May", "Simmons", "Grant", "Bobbi",
                                            "Fitz"])
    assert data["options"] == expected
    assert ["Bobbi", "Coulson", "Grant", "May", "Simmons"] in data["options"]
    assert all(o == sorted(o) for o in data["options"]) and data["options"] == sorted(
        data["options"])


def test_capture_json_not_capturable() -> None:
    result = run("capture", "--plot", "Garrett", "--hand", "Coulson,Coulson,Simmons", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {"plot": "Garrett", "capturable": False, "options": []}


def test_capture_engineering_flag() -> None:
    hand = "Fitz,Mack,May,Coulson"
    without = json.loads(run("capture", "--plot", "Darkforce", "--hand", hand, "--json").stdout)
    with_bonus = json.loads(run("capture", "--plot", "Darkforce", "--hand", hand,
                                "--engineering", "--json").stdout)
    assert without["capturable"] is False
    assert with_bonus["options"] == [["Coulson", "Fitz", "May"], ["Coulson", "Mack", "May"]]


def test_capture_table_output() -> None:
    result = run("capture", "--plot", "smear campaign", "--hand", "Victoria Hand,Coulson,May")
    assert result.exit_code == 0
    assert "Smear Campaign" in result.stdout and "level 9" in result.stdout
    assert "Coulson, May, Victoria Hand" in result.stdout
    result = run("capture", "--plot", "Garrett", "--hand", "Coulson,Simmons")
    assert "Needs Combat x2; only one card can cover Combat." in result.stdout


def test_capture_unknown_names_exit_2_with_closest_titles() -> None:
    result = run("capture", "--plot", "Garret", "--hand", "Coulson")
    assert result.exit_code == 2
    assert 'unknown plot "Garret"; closest: Garrett' in result.stderr
    result = run("capture", "--plot", "Garrett", "--hand", "Coulson, Simons")
    assert result.exit_code == 2
    assert 'unknown SHIELD card "Simons"; closest: Simmons' in result.stderr


def test_simulate_json_shape_and_determinism() -> None:
    args = ("simulate", "--players", "2", "--seats", "greedy,random", "--games", "4",
            "--seed", "7", "--json")
    first = run(*args)
    assert first.exit_code == 0, first.output
    data = json.loads(first.stdout)
    assert list(data) == ["games", "wins", "draws", "mean_rounds"]
    assert data["games"] == 4 and set(data["wins"]) == {"greedy", "random"}
    assert sum(data["wins"].values()) + data["draws"] == 4
    assert isinstance(data["mean_rounds"], float) and data["mean_rounds"] > 0
    assert run(*args).stdout == first.stdout


def test_simulate_table_has_rates_and_intervals() -> None:
    result = run("simulate", "--players", "3", "--seats", "random,random,greedy", "--games", "3",
                 "--seed", "1")
    assert result.exit_code == 0, result.output
    assert "95% interval" in result.stdout and "mean rounds" in result.stdout
    assert "greedy" in result.stdout and "random" in result.stdout


def test_simulate_bad_arguments_exit_2() -> None:
    result = run("simulate", "--players", "2", "--seats", "greedy,clever", "--games", "1")
    assert result.exit_code == 2 and 'unknown player type "clever"' in result.stderr
    result = run("simulate", "--players", "3", "--seats", "greedy,random", "--games", "1")
    assert result.exit_code == 2 and "--seats lists 2" in result.stderr
    result = run("simulate", "--players", "7", "--seats", "greedy", "--games", "1")
    assert result.exit_code == 2 and "between 2 and 6" in result.stderr
