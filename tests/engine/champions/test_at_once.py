"""Questions asked of every player at once, and outside the seats (issue 21 parts 2, 3;
issue 29 findings 5, 6): the mulligan, the end-of-phase discards, and a step that asks
what no seat decides."""

from __future__ import annotations

from typing import Any

import pytest

from content.champions import CONTENT_VERSION
from engine.champions import KIND, ChampionsGame, fuzz
from engine.champions.ai import SimpleBot, play_out
from engine.champions.core.asking import AskOutside, AtOnce, handles_outside
from engine.champions.core.base import Ask
from engine.champions.core.commands import Choose, ManualDone
from engine.champions.core.state import pzone
from engine.champions.language.hooks import HookStep, typed_hook
from engine.core import (
    OUTSIDE,
    Decision,
    IllegalCommand,
    OutsideAnswer,
    Providers,
    Record,
    deciding_seats,
    decision_of,
    replay,
)
from tests.engine.champions.helpers import SETUP_SEARCH, clear_hand, hand, start

TWO = ("nick-fury", "maria-hill")
EVIDENCE = "test.evidence"


def at_mulligan(heroes: tuple[str, ...] = TWO, seed: int = 4) -> tuple[ChampionsGame, Record]:
    """A game at its mulligan (the setup minion searches answered), and its record."""
    setup = {"scenario": "black-widow", "heroes": list(heroes), "expert": False}
    game = ChampionsGame(setup, seed)
    record = Record(KIND, CONTENT_VERSION, setup, seed)
    while game.decision is not None and SETUP_SEARCH in game.decision.prompt:
        command = game.decision.options[0]
        game.apply(command)
        record = record.with_command(command.to_dict())
    return game, record


def play(game: ChampionsGame, record: Record, seat: int, key: str) -> Record:
    command = next(c for c in game.legal(seat) if getattr(c, "key", "") == key)
    game.apply(command)
    return record.with_command(command.to_dict())


def labels(game: ChampionsGame, seat: int) -> dict[str, str]:
    return {c.key: c.label for c in game.legal(seat)}  # type: ignore[attr-defined]


def test_every_player_is_asked_to_mulligan_at_once() -> None:
    """RRG v1.8 Appendix II step 15: "each player may discard any number of cards": every
    player's mulligan is open at the same time (issue 29 finding 6)."""
    game, _ = at_mulligan()
    assert deciding_seats(game) == [0, 1]
    for seat in (0, 1):
        view = game.view(seat)
        assert view["decision"]["seat"] == seat
        assert view["decision"]["prompt"].startswith("Mulligan")


def test_a_mulligan_marks_cards_then_confirms_and_marks_can_change() -> None:
    """RRG v1.8 Appendix II step 15, issue 29 finding 5: picking a card only marks it; a
    mark can be taken back; confirming discards the marked cards and draws as many."""
    game, _ = at_mulligan()
    first, second = hand(game, 1)[:2]
    assert labels(game, 1)["done"] == "Keep this hand"
    game.apply(Choose(1, f"mark:{first}"))
    game.apply(Choose(1, f"mark:{second}"))
    assert hand(game, 1)[:2] == [first, second]  # still in hand: only marked
    assert labels(game, 1)["done"] == "Mulligan the 2 marked cards and draw 2"
    assert labels(game, 1)[f"mark:{first}"].startswith("Unmark")
    marked = [c["id"] for c in game.view(1)["players"][1]["hand"] if c.get("marked")]
    assert marked == [first, second]
    assert not any(c.get("marked") for c in game.view(0)["players"][0]["hand"])
    game.apply(Choose(1, f"mark:{first}"))  # changed their mind: keep it
    assert labels(game, 1)["done"] == "Mulligan the marked card and draw 1"
    game.apply(Choose(1, "done"))
    assert game.ids(pzone(1, "discard")) == [second]
    assert first in hand(game, 1) and len(hand(game, 1)) == 6
    assert deciding_seats(game) == [0]  # player 1 still decides


def test_mulligans_answered_in_any_order_are_recorded_in_that_order_and_replay() -> None:
    """The record keeps the order in which answers came; replaying it rebuilds the game."""
    game, record = at_mulligan()
    card = hand(game, 1)[0]
    record = play(game, record, 1, f"mark:{card}")
    record = play(game, record, 0, "done")  # player 1 keeps, while player 2 marks
    record = play(game, record, 1, "done")
    assert [c["seat"] for c in record.commands[-3:]] == [1, 0, 1]
    assert "your turn" in game.decision.prompt  # type: ignore[union-attr]
    again = replay(record)
    assert [again.view(s) for s in (0, 1)] == [game.view(s) for s in (0, 1)]


def test_a_seat_without_a_question_is_told_whose_it_is() -> None:
    game, _ = at_mulligan()
    game.apply(Choose(0, "done"))
    with pytest.raises(IllegalCommand, match="player 2's decision, not player 1's"):
        game.apply(Choose(0, "done"))


def test_end_of_phase_discards_are_asked_at_once_and_not_of_an_empty_hand() -> None:
    """RRG v1.8 END OF PLAYER PHASE step 1 (each player may discard any number of cards),
    issue 29 finding 6: every player with cards is asked at once; an empty hand is not."""
    game = start(TWO)
    game.apply(Choose(0, "end"))
    game.apply(Choose(1, "end"))
    assert deciding_seats(game) == [0, 1]
    assert all(game.view(s)["decision"]["prompt"].startswith("End of the player phase")
               for s in (0, 1))
    game.apply(Choose(1, f"discard:{hand(game, 1)[0]}"))  # player 2 answers first
    game.apply(Choose(1, "done"))
    assert deciding_seats(game) == [0]
    game.apply(Choose(0, "done"))
    assert not game.decision.prompt.startswith("End of the player")  # type: ignore[union-attr]

    game = start(TWO)
    clear_hand(game, 1)
    game.apply(Choose(0, "end"))
    game.apply(Choose(1, "end"))
    assert deciding_seats(game) == [0]  # player 2 holds nothing: not asked
    game.apply(Choose(0, "done"))
    assert len(hand(game, 1)) == 6  # and draws up to their hand size (step 2)


def test_a_manual_done_resolves_only_the_senders_question() -> None:
    """The manual escape during questions at once marks the sender's step as resolved by
    hand, and leaves the other players' questions open."""
    game, _ = at_mulligan()
    game.apply(ManualDone(1))
    assert deciding_seats(game) == [0]
    assert decision_of(game, 0) is not None


# ---------------------------------------------------------------- outside the seats

@handles_outside(EVIDENCE)
def _evidence(game: ChampionsGame, step: AskOutside, data: dict[str, Any]) -> None:
    """A test-only topic: an evidence card from a sealed envelope, named by code."""
    card = data.get("card")
    if card not in step.data["cards"]:
        raise IllegalCommand(f"envelope {step.data['envelope']} holds no card {card!r}")
    game.log(f"Player {step.seat + 1} draws evidence {card} from envelope "
             f"{step.data['envelope']}.")


@typed_hook("test_draw_evidence", "Draw an evidence card.")
def _draw_evidence(game: ChampionsGame, step: HookStep, answer: str | None) -> Ask | None:
    """A test-only card hook that asks outside the seats."""
    game.push(AskOutside(EVIDENCE, "Draw an evidence card from envelope B.",
                         {"envelope": "B", "cards": ["e1", "e2"]}, seat=step.seat))
    return None


def _asking_kind(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every new Champions game (fuzz's, and replay's) ask for evidence first."""
    import dataclasses

    from engine.core import game as kernel

    def asking(setup: dict[str, Any], seed: int) -> ChampionsGame:
        game = ChampionsGame(setup, seed)
        game.push(HookStep("test_draw_evidence", 0))
        game.refresh()
        return game

    monkeypatch.setattr(fuzz, "new_game", asking)
    monkeypatch.setitem(kernel._KINDS, KIND,
                        dataclasses.replace(kernel.game_kind(KIND), new_game=asking))


def asking_outside() -> tuple[ChampionsGame, Record]:
    game, record = at_mulligan(("nick-fury",))
    record = play(game, record, 0, "done")
    game.push(HookStep("test_draw_evidence", 0))
    game.refresh()
    return game, record


def test_a_step_asks_outside_the_seats_and_its_handler_takes_the_answer() -> None:
    """Issue 21 part 2: the question is no seat's; its topic's handler checks the answer
    and applies it; the game then goes on."""
    game, _ = asking_outside()
    [decision] = game.decisions
    assert decision.seat == OUTSIDE and decision.topic == EVIDENCE
    assert decision.data == {"envelope": "B", "cards": ["e1", "e2"]}
    assert game.legal(0) == [] and deciding_seats(game) == []
    assert game.view(0)["decision"] == {"seat": OUTSIDE, "topic": EVIDENCE,
                                       "prompt": "Draw an evidence card from envelope B."}
    with pytest.raises(IllegalCommand, match="envelope B holds no card 'e9'"):
        game.apply(OutsideAnswer(OUTSIDE, EVIDENCE, {"card": "e9"}))
    with pytest.raises(IllegalCommand, match=r"asks nothing about test\.other"):
        game.apply(OutsideAnswer(OUTSIDE, "test.other", {}))
    with pytest.raises(IllegalCommand, match="answer from outside the table"):
        game.apply(Choose(0, "end"))
    game.apply(OutsideAnswer(OUTSIDE, EVIDENCE, {"card": "e2"}))
    assert "Player 1 draws evidence e2 from envelope B." in game.state.log
    assert game.decision is not None and "your turn" in game.decision.prompt


def test_an_outside_answer_replays_exactly_from_the_record(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The record (through TOML, as a save) holds the outside answer: a replay needs no
    provider and rebuilds every view."""
    _asking_kind(monkeypatch)
    setup = {"scenario": "black-widow", "heroes": list(TWO), "expert": False}
    game = fuzz.new_game(setup, 3)
    record = Record(KIND, CONTENT_VERSION, setup, 3)
    for _ in range(6):
        decision = game.decision
        assert decision is not None
        command = OutsideAnswer(OUTSIDE, EVIDENCE, {"card": "e1"}) if decision.outside \
            else decision.options[0]
        game.apply(command)
        record = record.with_command(command.to_dict())
    assert record.commands[0]["kind"] == "outside"
    again = replay(Record.from_toml(record.to_toml()))
    assert [again.view(s) for s in (0, 1)] == [game.view(s) for s in (0, 1)]


def test_questions_at_once_ask_each_seat_one_question_at_a_time() -> None:
    """Two lanes asking the same seat (here: outside) open one question; the second opens
    once the first is answered."""
    game, _ = at_mulligan(("nick-fury",))
    game.apply(Choose(0, "done"))
    game.push(AtOnce([[AskOutside(EVIDENCE, "First envelope.", {"envelope": "A",
                                                                "cards": ["a"]})],
                      [AskOutside(EVIDENCE, "Second envelope.", {"envelope": "B",
                                                                 "cards": ["b"]})]]))
    game.refresh()
    assert [d.prompt for d in game.decisions] == ["First envelope."]
    game.apply(OutsideAnswer(OUTSIDE, EVIDENCE, {"card": "a"}))
    assert [d.prompt for d in game.decisions] == ["Second envelope."]
    game.apply(OutsideAnswer(OUTSIDE, EVIDENCE, {"card": "b"}))
    assert game.decision is not None and "your turn" in game.decision.prompt


# ---------------------------------------------------------------- bots, fuzz, simulate

def test_fuzz_answers_outside_questions_through_its_providers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A test harness's provider answers the evidence question; without one the game is
    reported stuck, saying what it waits for."""
    _asking_kind(monkeypatch)
    table = fuzz.Table("black-widow", False, ("nick-fury",))
    asked: list[dict[str, Any]] = []

    def first_card(decision: Decision) -> dict[str, Any]:
        asked.append(decision.data)
        return {"card": decision.data["cards"][0]}

    result = fuzz.play_game(table, 5, providers=Providers({EVIDENCE: first_card}))
    assert result.failure is None and asked == [{"envelope": "B", "cards": ["e1", "e2"]}]
    stuck = fuzz.play_game(table, 5)
    assert stuck.failure is not None and stuck.failure.kind == "stuck"
    assert "no provider answers: Waiting for the test (test.evidence)" in stuck.failure.message


def test_the_bot_plays_out_a_game_with_outside_questions(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _asking_kind(monkeypatch)
    setup = {"scenario": "black-widow", "heroes": list(TWO), "expert": False}
    game = fuzz.new_game(setup, 8)
    waiting = play_out(game, SimpleBot(8))
    assert waiting["outcome"] == "waiting" and EVIDENCE in waiting["cause"]
    result = play_out(game, SimpleBot(8),
                      providers=Providers({EVIDENCE: lambda d: {"card": "e2"}}))
    assert result["outcome"] in ("win", "loss", "capped")


def test_fuzz_answers_questions_at_once_in_every_order() -> None:
    """The fuzz player picks which of the seats asked at once answers next, so answers
    come in both orders over a few 2-player games (each replaying exactly)."""
    table = fuzz.Table("black-widow", False, TWO)
    orders = set()
    for seed in range(6):
        player = fuzz.WeightedPlayer(seed)
        orders.add(tuple(player.pick_seat([0, 1]) for _ in range(3)))
        assert fuzz.play_game(table, seed).failure is None
    assert len({order[0] for order in orders}) == 2
