"""Manual overrides, undo by replaying a prefix, save/load, and views (ARCHITECTURE 2-3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.champions import CONTENT_VERSION
from engine.champions import KIND, ChampionsGame, new_game
from engine.champions.core.commands import (
    Choose,
    ManualCounter,
    ManualDone,
    ManualExhaust,
    ManualFlip,
    ManualMove,
    ManualStatus,
)
from engine.champions.core.state import pzone
from engine.core import (
    IllegalCommand,
    Record,
    load_record,
    replay,
    replay_prefix,
    save_record,
)
from engine.core.savefile import load_game
from tests.engine.champions.helpers import answer, start, summary


def play_with_record(seed: int = 7) -> tuple[ChampionsGame, Record]:
    game = new_game({"heroes": ["nick-fury", "maria-hill"]}, seed)
    record = Record(KIND, CONTENT_VERSION, game.setup, seed)
    for _ in range(40):
        if game.decision is None:
            break
        option = game.decision.options[0]
        game.apply(option)
        record = record.with_command(option.to_dict())
    return game, record


def test_manual_commands_change_the_state_and_are_counted() -> None:
    """Manual override is first-class: move, counter, flip, status, exhaust, done."""
    game = start(("nick-fury",))
    ident = game.identity(0)
    game.apply(ManualCounter(0, ident, "damage", 3))
    assert game.hp(ident) == 7
    game.apply(ManualStatus(0, ident, "stunned", 1))
    assert game.c(ident).stunned == 1
    game.apply(ManualExhaust(0, ident, True))
    assert game.c(ident).exhausted
    game.apply(ManualFlip(0, ident))
    assert game.state.players[0].form == "hero"
    card = game.ids(pzone(0, "hand"))[0]
    game.apply(ManualMove(0, card, pzone(0, "discard")))
    assert game.c(card).zone == pzone(0, "discard")
    assert game.state.manual_used == 5
    assert game.decision is not None  # the open question is recomputed, never frozen


def test_manual_done_skips_the_open_step() -> None:
    """"Resolve this text by hand": mark the open step done and go on."""
    game = start(("maria-hill",))
    game.apply(ManualDone(0))
    assert game.decision is not None
    assert game.state.manual_used == 1
    assert "End of the player phase" in game.decision.prompt


def test_manual_counter_can_win_the_game() -> None:
    """A manual change that defeats the last villain stage is applied at once."""
    game = start(("maria-hill",))
    game.apply(ManualCounter(0, game.villain(), "damage", 13))
    game.apply(ManualCounter(0, game.villain(), "damage", 16))
    assert game.state.outcome == "win"
    assert game.decision is None


@pytest.mark.parametrize("command, message", [
    (lambda ident: ManualMove(0, 99999, "enc:discard"), "no card 99999"),
    (lambda ident: ManualMove(0, ident, "nowhere"), "no zone"),
    (lambda ident: ManualMove(0, ident, "enc:discard"), "identities stay where they are"),
    (lambda ident: ManualStatus(0, ident, "sleepy", 1), "status must be"),
    (lambda ident: ManualCounter(0, ident, "damage", -1), "0 or more"),
    (lambda ident: Choose(0, "bogus"), "not an option"),
    (lambda ident: Choose(1, "end"), "no seat 1"),
])
def test_bad_commands_are_refused_with_a_reason(command, message: str) -> None:
    """An illegal command raises IllegalCommand with a sentence a player can read (``command``
    is made from the id of player 1's identity: ids are random)."""
    game = start(("nick-fury",))
    with pytest.raises(IllegalCommand, match=message):
        game.apply(command(game.identity(0)))


def test_wrong_seat_is_refused() -> None:
    """Only the seat of the open decision may answer it."""
    game = start(("nick-fury", "maria-hill"))
    with pytest.raises(IllegalCommand, match="player 1's decision"):
        game.apply(Choose(1, "end"))


def test_replay_rebuilds_the_same_state() -> None:
    """Record = (kind, version, setup, seed, commands); replay rebuilds the exact state."""
    game, record = play_with_record()
    again = replay(Record.from_toml(record.to_toml()))
    assert isinstance(again, ChampionsGame)
    assert summary(again) == summary(game)
    assert again.view(0) == game.view(0)


def test_undo_is_replaying_a_prefix() -> None:
    """Undo = replay all but the last command."""
    game, record = play_with_record()
    before = replay_prefix(record, len(record.commands) - 1)
    again = replay_prefix(record.truncated(len(record.commands) - 1),
                          len(record.commands) - 1)
    assert summary(before) == summary(again)
    assert summary(before) != summary(game)


def test_save_and_load(tmp_path: Path) -> None:
    """Saves are records in TOML; loading replays them."""
    game, record = play_with_record()
    path = tmp_path / "save.toml"
    save_record(path, record)
    loaded_record, loaded = load_game(path)
    assert loaded_record == load_record(path)
    assert summary(loaded) == summary(game)


def test_views_hide_other_hands_and_deck_order() -> None:
    """Views: other seats' hands, deck order and facedown cards are absent."""
    game = start(("nick-fury", "maria-hill"))
    view = game.view(0)
    mine, theirs = view["players"]
    assert len(mine["hand"]) == 6
    assert "hand" not in theirs and theirs["hand_count"] == 6
    assert "deck" not in mine and mine["deck_count"] > 0
    assert "prompt" in view["decision"]
    assert "prompt" not in game.view(1)["decision"]
    answer(game, "end")
    assert game.view(0)["decision"]["seat"] == 1


def test_an_older_champions_save_that_no_longer_replays_names_its_version(
        tmp_path: Path) -> None:
    """Issue 12, content versions per game kind: an old Champions save whose commands the
    engine no longer accepts is refused with one line naming its version; one that still
    replays loads."""
    game, record = play_with_record()
    old = Record(KIND, "2026.11.1", record.setup, record.seed, record.commands)
    path = tmp_path / "old.toml"
    save_record(path, old)
    _loaded, again = load_game(path)  # these commands still replay: welcome
    assert again.view(0) == game.view(0)
    broken = old.with_command(Choose(0, "res:99999", "").to_dict())
    save_record(path, broken)
    with pytest.raises(Exception) as caught:
        load_game(path)
    message = str(caught.value)
    assert "\n" not in message and str(path) in message
    assert "champions content version 2026.11.1" in message and CONTENT_VERSION in message


def test_champions_and_plot_capture_versions_are_separate() -> None:
    """Issue 12: a Champions change must not make plot-capture saves unloadable, so each
    game kind carries its own content version."""
    import content
    from engine.core.game import game_kind

    assert game_kind("champions").content_version == CONTENT_VERSION
    assert game_kind("plotcapture").content_version == content.CONTENT_VERSION
    assert CONTENT_VERSION != content.CONTENT_VERSION
