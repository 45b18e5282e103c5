"""The local table controller, headless: recording, undo policy, saves with seat kinds."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import tomli_w

from engine.core import SaveFileError, message_from_dict, replay
from tests.tui.plotcapture_keys import policy, table_spec
from tui.plotcapture.controllers.local_table import LocalTableController, SaveConflict
from tui.plotcapture.controllers.saves import summarize
from tui.shared.controllers.save_files import list_saves

SEATS = [("Ana", "human"), ("Greedy", "greedy"), ("Rando", "random")]


def _step(controller: LocalTableController) -> None:
    seat = controller.to_act
    assert seat is not None
    if controller.is_human(seat):
        command = message_from_dict(policy(controller.view(seat)))
    else:
        command = controller.bot_choice()
    controller.apply(command)  # type: ignore[arg-type]


def test_the_record_replays_to_the_same_game(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=9, round_limit=2), tmp_path)
    while not controller.is_over:
        _step(controller)
    game = replay(controller.record)
    assert game.standings() == controller.game.standings()  # type: ignore[attr-defined]
    assert game.view(0) == controller.view(0)


def test_undo_only_own_commands_that_revealed_nothing(tmp_path: Path) -> None:
    """ARCHITECTURE 2: undo past a reveal of hidden information is not offered."""
    controller = LocalTableController.new(table_spec(SEATS, seed=1), tmp_path)
    skip = next(o["command"] for o in controller.view(0)["decision"]["options"]
                if o["command"]["kind"] == "plotcapture.skip_action")
    controller.apply(message_from_dict(skip))  # type: ignore[arg-type]
    assert controller.can_undo(0) and not controller.can_undo(1)
    controller.undo(0)
    assert controller.record.commands == () and controller.view(0)["phase"] == "Action"
    leadership = next(o["command"] for o in controller.view(0)["decision"]["options"]
                      if o["command"].get("trait") == "Leadership")
    controller.apply(message_from_dict(leadership))  # type: ignore[arg-type]
    assert not controller.can_undo(0)  # five SHIELD cards were looked at


def test_ending_the_turn_cannot_be_undone_once_the_next_hand_is_drawn(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=2), tmp_path)
    while controller.to_act == 0:
        _step(controller)
    assert not controller.can_undo(0)


def test_save_keeps_seat_kinds_and_loads_back(tmp_path: Path) -> None:
    spec = table_spec(SEATS, seed=6)
    controller = LocalTableController.new(spec, tmp_path)
    for _ in range(8):
        _step(controller)
    path = controller.save()
    assert path.parent == tmp_path and list_saves(tmp_path) == [path]
    loaded = LocalTableController.from_save(path)
    assert loaded.spec.seats == spec.seats
    assert loaded.record == controller.record
    assert loaded.view(0) == controller.view(0)
    assert not loaded.unsaved


def test_a_save_without_seat_kinds_loads_with_every_seat_human(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=6), tmp_path)
    path = tmp_path / "plain.toml"
    path.write_text(controller.record.to_toml())
    loaded = LocalTableController.from_save(path)
    assert [seat.kind for seat in loaded.spec.seats] == ["human", "human", "human"]


def test_a_save_with_a_bad_seat_table_is_refused_and_untouched(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=6), tmp_path)
    data = controller.record.to_dict()
    data["table"] = {"seats": [{"name": "Ana", "kind": "wizard"}] * 3}
    path = tmp_path / "odd.toml"
    text = tomli_w.dumps(data)
    path.write_text(text)
    with pytest.raises(SaveFileError, match=r"odd\.toml: \[table\].*wizard"):
        LocalTableController.from_save(path)
    assert path.read_text() == text


def test_a_command_that_no_longer_replays_names_the_file(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=6), tmp_path)
    _step(controller)
    record = controller.record
    bad = record.truncated(0).with_command({**record.commands[0], "seat": 2})
    path = tmp_path / "bad.toml"
    path.write_text(bad.to_toml())
    with pytest.raises(SaveFileError, match=r"bad\.toml: command 1 cannot be replayed"):
        LocalTableController.from_save(path)


FIXED = datetime(2026, 12, 1, 14, 6, tzinfo=UTC)


def _clock(start: datetime = FIXED):  # type: ignore[no-untyped-def]
    """A clock that moves one minute per reading, so saves get distinct, known times."""
    ticks = iter(range(10_000))
    return lambda: start + timedelta(minutes=next(ticks))


def test_the_load_list_describes_saves_and_flags_damaged_ones(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=6), tmp_path, now=_clock())
    _step(controller)
    path = controller.save()
    summary = summarize(path)
    assert summary.headline() == "2026-12-01 14:07  3 seats  round 1, 1 move"
    assert summary.scores() == "Ana 0 plots (0), Greedy (AI) 0 plots (0), Rando (AI) 0 plots (0)"
    broken = tmp_path / "broken.toml"
    broken.write_text("seed = [")
    assert summarize(broken).problem == "not a readable TOML file"


def test_two_games_with_the_same_seed_get_their_own_saves(tmp_path: Path) -> None:
    """Issue 14: a 2-seat game with seed 42 replaced a 4-seat game with seed 42."""
    four = LocalTableController.new(
        table_spec([("A", "human"), ("B", "greedy"), ("C", "greedy"), ("D", "greedy")], 42),
        tmp_path, now=lambda: FIXED)
    two = LocalTableController.new(table_spec([("A", "human"), ("B", "greedy")], 42), tmp_path,
                                   now=lambda: FIXED)
    first = four.save()
    text = first.read_text()
    second = two.save()
    assert first != second and first.read_text() == text
    assert first.name == "plotcapture-20261201-1406-seed42.toml"
    assert second.name == "plotcapture-20261201-1406-seed42-2.toml"
    assert len(LocalTableController.from_save(first).spec.seats) == 4
    assert len(LocalTableController.from_save(second).spec.seats) == 2


def test_saving_over_another_games_file_is_refused_unless_asked(tmp_path: Path) -> None:
    ours = LocalTableController.new(table_spec(SEATS, seed=5), tmp_path)
    path = ours.save()
    other = LocalTableController.new(table_spec(SEATS[:2], seed=5), tmp_path)
    other.save(path, replace=True)  # another game now holds our file
    theirs = path.read_text()
    _step(ours)
    with pytest.raises(SaveConflict, match="holds another game"):
        ours.save()
    assert path.read_text() == theirs
    moved = ours.save_as_new()
    assert moved != path and path.read_text() == theirs
    assert LocalTableController.from_save(moved).record == ours.record
    ours.save(path, replace=True)
    assert LocalTableController.from_save(path).record == ours.record


def test_an_unreadable_file_is_never_replaced_silently(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=5), tmp_path)
    path = controller.save()
    path.write_text("not = [toml")
    with pytest.raises(SaveConflict, match="cannot be read"):
        controller.save()
    assert path.read_text() == "not = [toml"


def test_an_older_save_without_an_id_is_still_its_own_games_file(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=6), tmp_path)
    path = tmp_path / "plotcapture-6.toml"  # the old naming: record only, no [table]
    path.write_text(controller.record.to_toml())
    loaded = LocalTableController.from_save(path)
    _step(loaded)
    assert loaded.save() == path  # continuing the game it holds: no question
    stranger = LocalTableController.new(table_spec(SEATS, seed=6), tmp_path)
    with pytest.raises(SaveConflict):
        stranger.save(path)


def test_a_finished_game_is_marked_with_its_result(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=9, round_limit=1), tmp_path,
                                          now=_clock())
    _step(controller)
    path = controller.save()
    assert not summarize(path).over
    while not controller.is_over:
        _step(controller)
    controller.save()
    summary = summarize(path)
    winners = [controller.view(0)["seats"][w]["name"] for w in controller.view(0)["winners"]]
    assert summary.over and list(summary.winners) == winners
    assert summary.headline().startswith("2026-12-01 14:08  3 seats  finished in round 1: ")


def test_an_older_save_is_summarized_by_replaying_it(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=6), tmp_path)
    for _ in range(3):
        _step(controller)
    path = tmp_path / "old.toml"
    path.write_text(controller.record.to_toml())
    summary = summarize(path)
    assert (summary.round, summary.moves, summary.over) == (1, 3, False)
    assert [seat.name for seat in summary.seats] == ["Ana", "Greedy", "Rando"]
