"""What `campaign new` and `campaign record` refuse: unknown identities, impossible counts."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
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


def start(tmp_path: Path, *args: str) -> tuple[str, str]:
    path = tmp_path / "c.toml"
    result = run("campaign", "new", "--seed", "5", "-f", str(path), *args)
    assert result.exit_code == 0, result.stderr
    return "-f", str(path)


def record_1(f: tuple[str, str], *args: str, cmo: str = "1", minions: str = "3") -> Result:
    return run("campaign", "record", "-s", "1", "--won", "--cmo", cmo, "--cso", "2",
               "--cto", "2", "--minions", minions, *f, *args)


def test_secret_counters_above_one_pass_are_refused_with_the_sum(tmp_path: Path) -> None:
    """Scenario 1 starts with 2 counters per Board Member (rulebook, Scenario #1 setup); the
    three A.I.M. Interference cards (50184a-c) add 1 each: 5 at most without a reshuffle."""
    f = start(tmp_path, "-i", "Nick Fury,Maria Hill")
    before = Path(f[1]).read_bytes()
    one_line_error(record_1(f, cmo="99"), "--cmo 99", "at most 5", "2 at setup",
                   "3 A.I.M. Interference", "--yes")
    assert Path(f[1]).read_bytes() == before
    assert record_1(f, cmo="5").exit_code == 0


def test_yes_accepts_a_count_beyond_one_pass(tmp_path: Path) -> None:
    f = start(tmp_path, "-i", "Nick Fury")
    result = record_1(f, "--yes", cmo="9")
    assert result.exit_code == 0, result.stderr
    assert "Chief Medical Officer flipped" in result.stdout


def test_the_secret_bound_grows_with_what_was_recorded_and_the_evidence(tmp_path: Path) -> None:
    """Scenario 2 starts from scenario 1's counts; each gained evidence card's Setup lets each
    player add 1 (cards 50185-50193)."""
    f = start(tmp_path, "-i", "Nick Fury,Maria Hill")
    assert record_1(f, cmo="0").exit_code == 0  # evidence earned: CMO has no counters
    scenario_2 = ("campaign", "record", "-s", "2", "--won", "--cmo", "0", "--captives", "1", *f)
    # CSO: 2 recorded + 3 A.I.M. Interference + 2 players x 1 evidence card = 7
    one_line_error(run(*scenario_2, "--cso", "8", "--cto", "2"), "--cso 8", "at most 7",
                   "2 recorded after scenario 1", "2 player(s) x 1 card(s)")
    assert run(*scenario_2, "--cso", "7", "--cto", "2").exit_code == 0


def test_a_win_with_all_three_board_members_flipped_is_refused(tmp_path: Path) -> None:
    """Cards 50181b-50183b: with three Board Member attachments in play the players lose."""
    f = start(tmp_path, "-i", "Nick Fury")
    one_line_error(run("campaign", "record", "-s", "1", "--won", "--cmo", "4", "--cso", "4",
                       "--cto", "5", "--minions", "1", *f), "all three", "--lost")


def test_minions_and_side_schemes_above_one_pass_are_refused(tmp_path: Path) -> None:
    """Black Widow set 6 + A.I.M. Abduction 3 + A.I.M. Science 5 (main scheme 50067a), a
    nemesis set of up to 4 per player, 1 player side scheme with two players (RRG)."""
    f = start(tmp_path, "-i", "Nick Fury,Maria Hill")
    one_line_error(record_1(f, minions="300"), "--minions-and-side-schemes 300", "23",
                   "--yes")
    one_line_error(record_1(f, minions="24"), "23")
    assert record_1(f, minions="23").exit_code == 0


def test_minions_beyond_one_pass_with_yes(tmp_path: Path) -> None:
    f = start(tmp_path, "-i", "Nick Fury")
    assert record_1(f, "--yes", minions="40").exit_code == 0


def test_rescued_captives_cannot_exceed_the_four_cards(tmp_path: Path) -> None:
    """Rescued Captive (50091) has 4 copies."""
    f = start(tmp_path, "-i", "Nick Fury")
    assert record_1(f).exit_code == 0
    one_line_error(run("campaign", "record", "-s", "2", "--won", "--cmo", "1", "--cso", "2",
                       "--cto", "2", "--captives", "5", "--yes", *f), "--rescued-captives 5",
                   "at most 4")


@pytest.mark.parametrize("identities, hit_points", [("Nick Fury", "0"),
                                                    ("Nick Fury,Maria Hill", "0,0")])
def test_a_won_expert_scenario_needs_a_player_standing(tmp_path: Path, identities: str,
                                                        hit_points: str) -> None:
    """Rules Reference, Player Elimination: if all players are eliminated, the players lose."""
    f = start(tmp_path, "-i", identities, "--expert")
    one_line_error(record_1(f, "--hit-points", hit_points), "--hit-points", "--lost")


def test_a_defeated_teammate_records_0(tmp_path: Path) -> None:
    """Rulebook, Elimination and Victory: a defeated player's teammates can still win."""
    f = start(tmp_path, "-i", "Nick Fury,Maria Hill", "--expert")
    assert record_1(f, "--hit-points", "0,5").exit_code == 0
