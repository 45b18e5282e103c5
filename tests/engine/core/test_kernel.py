"""Kernel tests: messages round-trip, records save atomically and replay exactly."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.core import (
    GameRng,
    IllegalCommand,
    Record,
    SaveFileError,
    load_record,
    message_from_dict,
    replay,
    replay_prefix,
    save_record,
)
from tests.engine.core.toy_game import Draw, Drew, ToyGame


def test_command_and_event_round_trip() -> None:
    command = Draw(1)
    assert command.to_dict() == {"kind": "toy.draw", "seat": 1}
    assert message_from_dict(command.to_dict()) == command
    event = Drew("Seat 0 drew 7", 7)
    assert message_from_dict(event.to_dict()) == event


def test_rng_is_seeded_and_clone_is_independent() -> None:
    a, b = GameRng(42), GameRng(42)
    assert [a.randbelow(100) for _ in range(5)] == [b.randbelow(100) for _ in range(5)]
    twin = a.clone()
    assert twin.randbelow(10**9) == a.randbelow(10**9)


def test_illegal_command_has_reason() -> None:
    game = ToyGame({}, 1)
    with pytest.raises(IllegalCommand, match="may not draw"):
        game.apply(Draw(1))


def _played_record(seed: int, moves: int) -> tuple[Record, ToyGame]:
    game = ToyGame({}, seed)
    record = Record("toy", "test", {}, seed)
    for _ in range(moves):
        command = game.legal(game.turn)[0]
        game.apply(command)
        record = record.with_command(command.to_dict())
    return record, game


def test_replay_rebuilds_the_same_state() -> None:
    record, game = _played_record(7, 6)
    rebuilt = replay(record)
    assert rebuilt.view(0) == game.view(0)
    assert rebuilt.deck == game.deck


def test_undo_is_replaying_a_prefix() -> None:
    record, _ = _played_record(7, 6)
    earlier, _ = _played_record(7, 4)
    assert replay_prefix(record, 4).view(0) == replay(earlier).view(0)


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    record, _ = _played_record(3, 5)
    path = tmp_path / "game.toml"
    save_record(path, record)
    assert load_record(path) == record
    assert [p.name for p in tmp_path.iterdir()] == ["game.toml"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("this is = = not toml", "not valid TOML"),
        ('format = "something-else"', "not a helicarrier game record"),
        ('format = "helicarrier-record"\nformat_version = 99', "newer than this helicarrier"),
        ('format = "helicarrier-record"\nformat_version = 1\nkind = "toy"', "'content_version'"),
    ],
)
def test_damaged_save_names_file_and_is_untouched(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text)
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    with pytest.raises(SaveFileError) as info:
        load_record(path)
    assert str(info.value).startswith(f"{path}: ")
    assert message in str(info.value)
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before


def test_replay_reports_a_bad_command() -> None:
    record = Record("toy", "test", {}, 1, ({"kind": "toy.draw", "seat": 1},))
    with pytest.raises(Exception, match="command 1 cannot be replayed"):
        replay(record)


def test_kernel_names_load_on_first_use_and_match_their_modules() -> None:
    """engine.core loads its names lazily (issue 14, quick start-up): each exported name
    is the object of its module, and an unknown name is an AttributeError."""
    import importlib

    import pytest

    import engine.core as core

    for name in core.__all__:
        module = importlib.import_module(f"engine.core.{core._MODULE_OF[name]}")
        assert getattr(core, name) is getattr(module, name)
    with pytest.raises(AttributeError):
        core.no_such_name  # noqa: B018
