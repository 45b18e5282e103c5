"""The searching hero bot (``engine/champions/ai/search.py``, issue 28): strengths, what it
reads, and that its look-ahead scores the ends of the game the way the game ends."""

from __future__ import annotations

import pytest

from engine.champions import ChampionsGame
from engine.champions.ai import STRENGTHS, SearchBot, SimpleBot, evaluate, make_bot
from tests.engine.champions.test_determinize import _played, _shuffle_hidden


def _at_turn(seed: int) -> ChampionsGame:
    """A game played on by the heuristic bot to a seat's turn question."""
    game = _played(seed, 30)
    bot = SimpleBot(seed)
    while game.decision is not None and "your turn" not in game.decision.prompt:
        seat = game.decision.seat
        game.apply(bot.choose(game.view(seat), game.legal(seat)))
    assert game.decision is not None
    return game


def test_strengths() -> None:
    """easy is the heuristic bot; normal and hard search; other names are refused."""
    assert set(STRENGTHS) == {"easy", "normal", "hard"}
    assert type(make_bot(1, "easy")) is SimpleBot
    assert isinstance(make_bot(1, "hard"), SearchBot)
    with pytest.raises(ValueError, match="unknown bot strength 'expert'"):
        SearchBot(1, "expert")


def test_its_choice_depends_on_what_its_seat_knows_only() -> None:
    """Two games the seat cannot tell apart (the hidden cards differ) get the same answer,
    and the same seed gives the same answer (issue 28: "never uses where the hidden cards
    really are")."""
    game = _at_turn(8)
    seat = game.decision.seat
    twin = game.clone()
    _shuffle_hidden(twin, seat)
    assert twin.view(seat) == game.view(seat)
    picks = {SearchBot(3, "normal").choose_in(g, seat) for g in (game, twin, game)}
    assert len(picks) == 1
    assert picks.pop() in game.legal(seat)


def test_a_won_or_lost_game_outweighs_any_position() -> None:
    """The evaluation ranks a win above every position and a loss below (RRG: the players
    win when the final villain stage is defeated, lose when the main scheme completes)."""
    game = _at_turn(9)
    view = game.view(0)
    assert evaluate.LOSS < evaluate.score(view) < evaluate.WIN
    assert evaluate.score({**view, "outcome": "win"}) == evaluate.WIN
    assert evaluate.score({**view, "outcome": "loss"}) == evaluate.LOSS
    closer = {**view, "main_scheme": {**view["main_scheme"], "counters": {"threat": 1}}}
    further = {**view, "main_scheme": {**view["main_scheme"], "counters": {"threat": 9}}}
    assert evaluate.score(closer) > evaluate.score(further)


def test_a_time_limit_stops_the_search_with_a_legal_answer() -> None:
    """With a time limit (the app's and a served table's), the bot stops trying options once
    it has passed and answers with the best so far: a legal command."""
    game = _at_turn(8)
    seat = game.decision.seat
    bot = make_bot(3, "hard", time_limit=1e-9)
    assert isinstance(bot, SearchBot) and bot.time_limit == 1e-9
    assert bot.choose_in(game, seat) in game.legal(seat)
