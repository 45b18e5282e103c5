"""``ChampionsGame.clone``: a copy to look ahead in plays exactly as the game would, and
moves on it never reach the game (the engine contract: seeded and replayable)."""

from __future__ import annotations

from engine.champions import new_game
from engine.champions.fuzz import WeightedPlayer


def test_a_clone_plays_on_as_the_game_and_leaves_it_untouched() -> None:
    setup = {"scenario": "black-widow", "heroes": ["nick-fury", "maria-hill"]}
    game = new_game(setup, 11)
    player = WeightedPlayer(11)
    for _ in range(30):
        decision = game.decision
        assert decision is not None
        game.apply(player.choose(game.view(decision.seat), game.legal(decision.seat)))
    before = [game.view(seat) for seat in (0, 1)]
    copy = game.clone()
    assert copy.catalog is game.catalog and copy.state is not game.state
    assert [copy.view(seat) for seat in (0, 1)] == before
    # the same commands from here give the same games (the RNG streams are copied too)
    twin = WeightedPlayer(5)
    other = WeightedPlayer(5)
    for _ in range(60):
        if game.decision is None:
            break
        seat = game.decision.seat
        command = twin.choose(game.view(seat), game.legal(seat))
        assert copy.decision is not None and copy.decision.seat == seat
        assert other.choose(copy.view(seat), copy.legal(seat)) == command
        game.apply(command)
        copy.apply(command)
        assert copy.view(seat) == game.view(seat)
    # and a copy's own moves leave the game where it was
    third = game.clone()
    if third.decision is not None:
        seat = third.decision.seat
        snapshot = game.view(seat)
        third.apply(third.legal(seat)[-1])
        assert game.view(seat) == snapshot
