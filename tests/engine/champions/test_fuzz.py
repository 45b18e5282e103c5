"""The fuzzer: a small sample of seeded random games (CI), and that it reports each failure.

The sample runs 48 games over every group of the content (each scenario, standard and expert,
1 to 4 players as the decks allow) and asserts no crash, no stuck game and no replay difference.
"""

from __future__ import annotations

from math import comb
from typing import Any

import pytest

from content.champions.schema import catalog
from engine.champions import fuzz
from engine.champions.core.commands import Choose
from engine.champions.game import ChampionsGame
from engine.core import Command, Event, HelicarrierError


def test_sample_of_random_games_has_no_failure() -> None:
    report = fuzz.run(48, seed=1000)
    assert report.games == 48
    assert report.failures == [], [(f.kind, f.table, f.seed, f.message) for f in
                                   report.failures]
    groups = {t.group for t in fuzz.tables()}
    assert set(report.groups) == groups  # every group was played
    for name, group in report.groups.items():
        assert sum(group.ends.values()) == group.games
        assert all(end.startswith(("win: ", "loss: ")) for end in group.ends)
        first = {"black-widow": "The Widow's Web 1B",
                 "batroc": "Infiltrate A.I.M. Island Embassy 1B"}[name.split(" ")[0]]
        assert group.main_stages[first] == group.games


def test_tables_cover_every_scenario_mode_and_seat_order() -> None:
    """1-2 players: every ordered choice of different decks; 3-4: every set of decks once
    (seats rotated), never a deck twice (RRG v1.8 UNIQUE: identities are unique)."""
    cards = catalog()
    n, scenarios = len(fuzz.table_decks(cards)), len(cards.scenarios)  # a deck per identity
    keys = [t.key for t in fuzz.tables()]
    assert "black-widow/standard/nick-fury" in keys
    assert "black-widow/expert/maria-hill,nick-fury" in keys
    assert "black-widow/expert/nick-fury,maria-hill" in keys
    assert "batroc/expert/nick-fury,maria-hill" in keys
    assert len(keys) == scenarios * 2 * (n + n * (n - 1) + comb(n, 3) + comb(n, 4))
    assert all(len(set(t.heroes)) == len(t.heroes) for t in fuzz.tables())
    assert all(len(t.heroes) == 1 for t in fuzz.tables([1]))


def test_the_schedule_gives_every_group_its_share() -> None:
    """However many hero tables a group has, the groups take turns: 8 games of 2 groups
    are 4 each, and a group's tables come in turn."""
    tables = [fuzz.Table("black-widow", False, (h,)) for h in ("a", "b", "c")] + [
        fuzz.Table("batroc", False, ("a",))]
    games = fuzz.schedule(tables, 8)
    assert [t.scenario for t in games].count("batroc") == 4
    assert [t.heroes for t in games if t.scenario == "black-widow"] == [
        ("a",), ("b",), ("c",), ("a",)]


def test_a_table_key_in_any_seat_order_is_played() -> None:
    table = fuzz.table_of_key("batroc/expert/maria-hill,nick-fury")
    assert (table.scenario, table.expert, table.heroes) == (
        "batroc", True, ("maria-hill", "nick-fury"))


def test_same_seed_plays_the_same_game() -> None:
    table = fuzz.tables([2])[0]
    first = fuzz.play_game(table, 7)
    again = fuzz.play_game(table, 7)
    assert (first.decisions, first.end, first.rounds) == (again.decisions, again.end,
                                                           again.rounds)


def test_stage_reach_counts_the_expert_villain() -> None:
    """Expert Black Widow starts at stage II (AoS rulebook p. 9: remove stage I, add III)."""
    result = fuzz.play_game(fuzz.Table("black-widow", True, ("nick-fury",)), 3)
    assert "Black Widow II" in result.villain_stages
    assert "Black Widow I" not in result.villain_stages


@pytest.mark.parametrize("key, label, weight", [
    ("attack", "Basic attack with Nick Fury (ATK 2)", fuzz.W_ATTACK_THWART),
    ("ally_thwart", "Quake (Daisy Johnson) thwarts (THW 1)", fuzz.W_ATTACK_THWART),
    ("flip", "Change to hero form", fuzz.W_HERO_FORM),
    ("flip", "Change to alter-ego form", fuzz.W_RETREAT),
    ("t:12", "Black Widow (13 hit points left)", fuzz.W_PRIME_TARGET),
    ("t:40", "A.I.M. Grunt (5 hit points left)", fuzz.W_OTHER),
    ("cancel", "Cancel playing Agent Coulson", fuzz.W_CANCEL_PLAYING),
    ("end", "End your turn", fuzz.W_OTHER),
    ("keep", "Keep this hand", fuzz.W_KEEP),
    ("pay", "Pay 2 of 2 and play Command Team", fuzz.W_KEEP),
    ("res:7", "Take back Prism Dust (1 physical)", fuzz.W_RETREAT),
    ("hero", "Defend with Nick Fury (DEF 2)", fuzz.W_DEFEND),
])
def test_player_weights(key: str, label: str, weight: float) -> None:
    assert fuzz.WeightedPlayer.weight(key, label, (12, 13)) == weight


def _break_apply(monkeypatch: pytest.MonkeyPatch, at: int) -> None:
    """Make the ``at``-th apply of every game raise, as an engine bug would."""
    original = ChampionsGame.apply
    calls = {"n": 0}

    def apply(self: ChampionsGame, command: Command) -> list[Event]:
        calls["n"] += 1
        if calls["n"] == at:
            raise KeyError("boom")
        return original(self, command)

    monkeypatch.setattr(ChampionsGame, "apply", apply)


def test_crash_is_reported_with_seed_and_command_index(monkeypatch: pytest.MonkeyPatch) -> None:
    _break_apply(monkeypatch, 5)
    report = fuzz.run(1, seed=42, only="black-widow/standard/nick-fury")
    assert not report.ok
    (failure,) = report.failures
    assert (failure.kind, failure.seed, failure.command_index) == ("crash", 42, 5)
    assert failure.table == "black-widow/standard/nick-fury"
    assert "KeyError" in failure.message and "boom" in failure.detail
    assert report.groups["black-widow standard, 1 player(s)"].ends == {"crash": 1}


def test_game_past_the_decision_cap_is_stuck() -> None:
    report = fuzz.run(1, seed=3, only="black-widow/standard/nick-fury", max_decisions=10)
    (failure,) = report.failures
    assert (failure.kind, failure.command_index) == ("stuck", 10)
    assert "no end after 10 decisions" in failure.message


def test_replay_difference_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """A replay that rebuilds another game (here: one more command) is a finding."""
    real = fuzz.replay

    def replay_wrong(record: Any) -> Any:
        game = real(record.truncated(len(record.commands) - 1))
        return game

    monkeypatch.setattr(fuzz, "replay", replay_wrong)
    report = fuzz.run(1, seed=5, only="black-widow/standard/maria-hill")
    (failure,) = report.failures
    assert failure.kind == "replay"
    assert "final view differs after replay" in failure.message


def test_unknown_table_is_refused() -> None:
    with pytest.raises(HelicarrierError, match="table 'nowhere': expected SCENARIO/"):
        fuzz.run(1, only="nowhere")
    with pytest.raises(HelicarrierError, match="table 'nowhere/expert/nick-fury': unknown "
                                               "scenario 'nowhere'"):
        fuzz.run(1, only="nowhere/expert/nick-fury")


def test_illegal_offered_option_counts_as_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    """An option the engine offered and then refused is the engine contradicting itself."""
    def legal(self: ChampionsGame, seat: int) -> list[Command]:
        return [Choose(seat, "no-such-option", "bogus")]

    monkeypatch.setattr(ChampionsGame, "legal", legal)
    (failure,) = fuzz.run(1, only="black-widow/expert/nick-fury").failures
    assert failure.kind == "crash" and failure.command_index == 1
    assert "IllegalCommand" in failure.message
