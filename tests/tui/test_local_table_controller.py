"""The local table controller, headless: recording, undo policy, saves with seat kinds."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w

from engine.core import SaveFileError, message_from_dict, replay
from tests.tui.plotcapture_keys import policy, table_spec
from tui.controllers.local_table import LocalTableController
from tui.controllers.saves import describe_save, list_saves, save_path_for

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
    assert path == save_path_for(tmp_path, "plotcapture-6") and list_saves(tmp_path) == [path]
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


def test_the_load_list_describes_saves_and_flags_damaged_ones(tmp_path: Path) -> None:
    controller = LocalTableController.new(table_spec(SEATS, seed=6), tmp_path)
    _step(controller)
    path = controller.save()
    assert describe_save(path) == "plotcapture-6.toml  Ana, Greedy, Rando  (1 move)"
    broken = tmp_path / "broken.toml"
    broken.write_text("seed = [")
    assert describe_save(broken) == "broken.toml  (cannot be read)"
