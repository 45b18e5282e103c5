"""Several open decisions and outside decisions in the kernel (issue 21 parts 2 and 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import (
    OUTSIDE,
    Decision,
    HelicarrierError,
    IllegalCommand,
    OutsideAnswer,
    Providers,
    Record,
    deciding_seats,
    decision_of,
    load_record,
    message_from_dict,
    open_decisions,
    outside_decisions,
    replay,
    save_record,
)
from engine.core.outside import waiting_for_outside
from tests.engine.core.together_game import KIND, ROLL, Pick, TogetherGame
from tests.engine.core.toy_game import ToyGame


def test_every_seat_has_its_decision_open_at_once() -> None:
    game = TogetherGame({"players": 3}, 1)
    assert deciding_seats(game) == [0, 1, 2]
    assert decision_of(game, 2) is not None and decision_of(game, 2).seat == 2  # type: ignore[union-attr]
    assert game.decision is not None and game.decision.seat == 0  # the first stays `decision`
    assert game.legal(1) == [Pick(1, 1), Pick(1, 2), Pick(1, 3)]


def test_seats_answer_in_any_order_and_the_record_keeps_that_order(tmp_path: Path) -> None:
    game = TogetherGame({"players": 3, "outside": False}, 1)
    record = Record(KIND, "test", {"players": 3, "outside": False}, 1)
    for command in (Pick(2, 3), Pick(0, 1), Pick(1, 2)):
        game.apply(command)
        record = record.with_command(command.to_dict())
    assert game.order == [2, 0, 1]
    assert open_decisions(game) == ()
    path = tmp_path / "together.toml"
    save_record(path, record)
    again = replay(load_record(path))
    assert isinstance(again, TogetherGame)
    assert again.order == [2, 0, 1] and again.picks == game.picks


def test_a_seat_that_answered_is_asked_nothing_more() -> None:
    game = TogetherGame({"players": 2}, 1)
    game.apply(Pick(1, 2))
    assert deciding_seats(game) == [0]
    with pytest.raises(IllegalCommand, match="nothing to pick"):
        game.apply(Pick(1, 3))


def test_an_outside_decision_is_owned_by_no_seat_and_answered_by_data() -> None:
    game = TogetherGame({"players": 1}, 1)
    game.apply(Pick(0, 1))
    [decision] = outside_decisions(game)
    assert decision.seat == OUTSIDE and decision.outside
    assert (decision.topic, decision.data) == (ROLL, {"sides": 6})
    assert deciding_seats(game) == []
    assert decision.to_dict()["topic"] == ROLL
    with pytest.raises(IllegalCommand, match="1 to 6"):
        game.apply(OutsideAnswer(OUTSIDE, ROLL, {"value": 9}))
    game.apply(OutsideAnswer(OUTSIDE, ROLL, {"value": 4}))
    assert game.roll == 4 and game.decision is None


def test_an_outside_answer_replays_exactly_without_its_provider(tmp_path: Path) -> None:
    """The record holds the answer's data: a replay (a save, a bug report) needs no
    provider and rebuilds the same game."""
    answer = OutsideAnswer(OUTSIDE, ROLL, {"value": 5, "why": ["sealed", 2]})
    data = answer.to_dict()
    assert data == {"kind": "outside", "seat": OUTSIDE, "topic": ROLL,
                    "data": {"value": 5, "why": ["sealed", 2]}}
    assert message_from_dict(data) == answer
    record = Record(KIND, "test", {"players": 1}, 1,
                    (Pick(0, 2).to_dict(), data))
    path = tmp_path / "rolled.toml"
    save_record(path, record)
    game = replay(load_record(path))
    assert isinstance(game, TogetherGame)
    assert game.roll == 5 and game.decision is None


@pytest.mark.parametrize(("build", "message"), [
    (lambda: OutsideAnswer(OUTSIDE, "", {}), "needs a topic"),
    (lambda: OutsideAnswer(0, ROLL, {}), "has seat -1"),
    (lambda: OutsideAnswer(OUTSIDE, ROLL, {"value": None}), "data.value: NoneType is not plain"),
    (lambda: OutsideAnswer(OUTSIDE, ROLL, {1: 2}), "key 1 is not a string"),
    (lambda: Decision(OUTSIDE, "Roll."), "needs a topic"),
    (lambda: Decision(0, "Pick.", topic=ROLL), "only an outside decision"),
])
def test_bad_outside_data_is_refused_with_what_is_wrong(build: object, message: str) -> None:
    with pytest.raises(HelicarrierError, match=message):
        build()  # type: ignore[operator]


def test_a_damaged_outside_answer_in_a_record_names_the_command() -> None:
    record = Record(KIND, "test", {"players": 1}, 1,
                    (Pick(0, 2).to_dict(), {"kind": "outside", "seat": -1, "topic": ""}))
    with pytest.raises(HelicarrierError, match=r"command 2 is damaged.*needs a topic"):
        replay(record)


def test_a_game_without_decisions_has_its_one_decision() -> None:
    """Plot capture and older games ask one seat at a time: the helpers read ``decision``."""
    game = ToyGame({}, 1)
    assert [d.seat for d in open_decisions(game)] == [0]
    assert deciding_seats(game) == [0]
    assert decision_of(game, 1) is None


def test_providers_answer_by_topic_or_wait() -> None:
    game = TogetherGame({"players": 1}, 1)
    game.apply(Pick(0, 1))
    ready: list[int] = []
    providers = Providers({ROLL: lambda d: {"value": ready[0]} if ready else None})
    assert providers.first_answer(game) is None  # the die is not rolled yet: wait
    ready.append(3)
    assert providers.first_answer(game) == OutsideAnswer(OUTSIDE, ROLL, {"value": 3})
    assert Providers().first_answer(game) is None  # nobody provides: the host waits
    with pytest.raises(HelicarrierError, match="already has a provider"):
        providers.register(ROLL, lambda d: {})
    [decision] = outside_decisions(game)
    assert waiting_for_outside(decision) == "Waiting for the test (test.roll): Roll the die."
