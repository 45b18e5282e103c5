"""``helicarrier champions`` and ``helicarrier content coverage`` (CliRunner)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from engine.core import load_record
from tui.cli import app


def test_simulate_json_summary() -> None:
    result = CliRunner().invoke(app, ["champions", "simulate", "--heroes", "nick-fury",
                                      "--games", "2", "--seed", "3", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == 2
    assert data["wins"] + data["losses"] + data["stuck"] >= 2


def test_simulate_table_lists_causes() -> None:
    """The table gives causes, the villain stage games that were not won ended on (how far
    the bot got), mean rounds and stuck games."""
    result = CliRunner().invoke(app, ["champions", "simulate", "--heroes",
                                      "nick-fury,maria-hill", "--games", "2", "--expert"])
    assert result.exit_code == 0, result.output
    assert "mean rounds" in result.output
    assert "stuck" in result.output
    assert "villain at stage II" in result.output  # expert starts at Black Widow (II)


def test_unknown_hero_is_a_one_line_error() -> None:
    result = CliRunner().invoke(app, ["champions", "simulate", "--heroes", "hulk"])
    assert result.exit_code == 2
    assert "unknown hero 'hulk'" in result.output


def test_same_hero_twice_is_a_one_line_error() -> None:
    """RRG UNIQUE ICON: two seats cannot choose the same identity."""
    result = CliRunner().invoke(app, ["champions", "simulate", "--heroes", "nick-fury,nick-fury"])
    assert result.exit_code == 2
    assert "same identity (Nick Fury)" in result.output


def test_play_quits_saves_and_loads(tmp_path: Path) -> None:
    save = tmp_path / "game.toml"
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "maria-hill", "--seed",
                                      "4", "--save", str(save)], input="1\n99\nx\nq\n")
    assert result.exit_code == 0, result.output
    assert "Setup: search the encounter deck" in result.output
    assert "Type a number from 1 to" in result.output
    record = load_record(save)
    assert len(record.commands) == 1
    result = CliRunner().invoke(app, ["champions", "play", "--load", str(save)], input="u\nq\n")
    assert result.exit_code == 0, result.output
    assert "Undone." in result.output
    assert len(load_record(save).commands) == 0


def test_play_manual_command_and_card_text(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury", "--seed",
                                      "2"], input="1\n4\nc 1\nm counter 1 damage 2\nm bogus\nq\n")
    assert result.exit_code == 0, result.output
    assert "Nick Fury (alter_ego)" in result.output
    assert "8/10 HP" in result.output
    assert "manual command not understood" in result.output


def test_load_a_damaged_save_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("not = [toml", encoding="utf-8")
    result = CliRunner().invoke(app, ["champions", "play", "--load", str(bad)])
    assert result.exit_code == 2
    assert str(bad) in result.output
    assert bad.read_text(encoding="utf-8") == "not = [toml"


def test_content_coverage_table() -> None:
    result = CliRunner().invoke(app, ["content", "coverage"])
    assert result.exit_code == 0, result.output
    assert "black_widow_villain" in result.output
    assert "standard" in result.output


def test_play_with_a_bot_seat() -> None:
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury,maria-hill",
                                      "--bot-seats", "2", "--seed", "5"], input="1\n")
    assert result.exit_code == 0, result.output
    assert "Player 2 (bot):" in result.output


def test_bad_bot_seat_is_a_clear_error() -> None:
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury",
                                      "--bot-seats", "3"])
    assert result.exit_code == 2
    assert "--bot-seats: '3' is not a player number from 1 to 1" in result.output


def test_undo_skips_back_over_bot_moves(tmp_path: Path) -> None:
    save = tmp_path / "bot.toml"
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury,maria-hill",
                                      "--bot-seats", "2", "--seed", "5", "--save", str(save)],
                                input="1\nu\nq\n")
    assert result.exit_code == 0, result.output
    assert "Undone." in result.output
    assert load_record(save).commands == ()


def test_peril_says_table_talk_is_off() -> None:
    """RRG PERIL: the player resolving a peril card cannot consult the others; the text
    view tells every seat so while the card resolves (the engine cannot stop talk)."""
    from engine.champions import new_game
    from tui.cli.champions import render_view

    game = new_game({"scenario": "black-widow", "heroes": ["nick-fury", "maria-hill"]}, 1)
    game.state.peril = 0
    mine, theirs = render_view(game.view(0)), render_view(game.view(1))
    assert "PERIL: you resolve a card alone; no table talk" in mine
    assert "PERIL: player 1 resolves a card alone; no table talk" in theirs
    game.state.peril = -1
    assert "PERIL" not in render_view(game.view(1))


def test_the_turn_prompt_names_the_player_once() -> None:
    """Issue 14: the line interface printed "Player 1: Player 1: your turn"."""
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury", "--seed",
                                      "2"], input="1\n7\nq\n")  # setup, keep the hand
    assert result.exit_code == 0, result.output
    assert "Player 1: your turn" in result.output
    assert "Player 1: Player 1" not in result.output
