"""AI seats choose in worker processes, from their own seat's view and legal commands."""

from __future__ import annotations

import pytest

from engine.plotcapture import Setup, new_game
from engine.plotcapture.ai.mcts import MctsPlayer
from tui.ssh.bots import SEARCH_SHARE, ProcessBots, bot_budget, think


def test_seat_ai_names_map_to_engine_players() -> None:
    assert bot_budget("random") == ("random", {})
    assert bot_budget("greedy") == ("greedy", {})
    kind, budget = bot_budget("mcts:easy")
    assert kind == "mcts" and budget["iterations"] > 0 and "time_limit" not in budget


def test_a_search_seat_stops_within_the_servers_budget_with_its_best_so_far() -> None:
    """The server's time budget caps the search; the search then answers what it has."""
    assert bot_budget("mcts:hard", 4.0)[1]["time_limit"] == 4.0 * SEARCH_SHARE
    assert bot_budget("greedy", 4.0) == ("greedy", {})
    game = new_game(Setup(("Ana", "Bot")), 3)
    seat = game.decision.seat
    view, legal = game.view(seat), game.legal(seat)
    player = MctsPlayer(1, iterations=10**7, time_limit=0.01)
    assert player.choose(view, legal) in legal
    assert 1 <= player.last_iterations < 10**7  # cut short by the time, not the count
    answer = think("mcts:hard", 1, view, [c.to_dict() for c in legal], seconds=0.01)
    assert answer in [c.to_dict() for c in legal]


async def test_worker_process_answers_with_a_legal_command(
        caplog: pytest.LogCaptureFixture) -> None:
    """The worker itself answers: a worker whose main module had not imported the game
    could not read its commands, and every AI move was the first-legal fallback."""
    game = new_game(Setup(("Ana", "Bot")), 3)
    seat = game.decision.seat
    bots = ProcessBots(budget=60.0)
    try:
        for ai in ("random", "greedy", "mcts:easy"):
            command = await bots.choose(ai, 1, game.view(seat), game.legal(seat))
            assert command in game.legal(seat)
    finally:
        bots.close()
    assert [r.getMessage() for r in caplog.records if r.name == "tui.ssh.bots"] == []


async def test_a_bot_past_its_budget_plays_its_first_legal_move() -> None:
    game = new_game(Setup(("Ana", "Bot")), 3)
    seat = game.decision.seat
    bots = ProcessBots(budget=0.001)  # no worker process can even start in that time
    try:
        command = await bots.choose("random", 1, game.view(seat), game.legal(seat))
        assert command == game.legal(seat)[0]
    finally:
        bots.close()


async def test_an_unknown_ai_kind_still_answers_with_a_legal_move() -> None:
    game = new_game(Setup(("Ana", "Bot")), 3)
    seat = game.decision.seat
    bots = ProcessBots(budget=60.0)
    try:
        command = await bots.choose("no-such-ai", 1, game.view(seat), game.legal(seat))
        assert command == game.legal(seat)[0]
    finally:
        bots.close()


async def test_the_hero_bot_answers_from_a_worker_process(
        caplog: pytest.LogCaptureFixture) -> None:
    from engine.champions import new_game as new_champions_game

    game = new_champions_game({"scenario": "black-widow", "heroes": ["nick-fury"],
                               "expert": False}, 3)
    seat = game.decision.seat  # type: ignore[union-attr]
    bots = ProcessBots(budget=60.0)
    try:
        command = await bots.choose("hero-bot", 1, game.view(seat), game.legal(seat))
        assert command in game.legal(seat)
    finally:
        bots.close()
    assert [r.getMessage() for r in caplog.records if r.name == "tui.ssh.bots"] == []


def test_a_searching_hero_bot_answers_from_the_tables_record() -> None:
    """A served ``hero-bot:normal`` seat gets the table's record, replays it in the worker
    and answers with a legal command of its seat (issue 28); without a record it plays as
    the heuristic bot. The table actor sends the record only to such a seat."""
    from engine.champions import new_game as new_champions_game
    from engine.champions.ai import SimpleBot
    from engine.core import Record
    from tui.ssh.champions_tables import HERO_BOT, looks_ahead

    setup = {"scenario": "black-widow", "heroes": ["nick-fury", "maria-hill"]}
    game = new_champions_game(setup, 5)
    record = Record("champions", "1", setup, 5)
    bot = SimpleBot(5)
    while game.decision is not None and "your turn" not in game.decision.prompt:
        command = bot.choose_in(game, game.decision.seat)
        game.apply(command)
        record = record.with_command(command.to_dict())
    seat = game.decision.seat
    legal = [c.to_dict() for c in game.legal(seat)]
    answer = think(f"{HERO_BOT}:normal", 1, game.view(seat), legal, seconds=5.0,
                   record=record.to_dict())
    assert answer in legal
    assert looks_ahead(f"{HERO_BOT}:hard") and not looks_ahead(HERO_BOT)
