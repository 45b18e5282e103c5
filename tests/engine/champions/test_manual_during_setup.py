"""A manual override before the main scheme is flipped (during setup) does not end the game."""

from __future__ import annotations

from engine.champions import new_game
from engine.champions.core.commands import ManualCounter
from tests.engine.champions.helpers import SETUP_SEARCH


def test_manual_counter_during_setup_keeps_the_game_going() -> None:
    """RRG MAIN SCHEME: the players lose when its threat reaches the threshold printed on
    the B side; the A side in play during setup has none (its target reads 0), so a
    manual change then must not count as the scheme completed."""
    game = new_game({"scenario": "black-widow", "heroes": ["nick-fury"]}, 1)
    assert game.decision is not None and SETUP_SEARCH in game.decision.prompt
    game.apply(ManualCounter(0, game.villain(), "damage", 5))
    assert game.state.outcome == ""
    assert game.decision is not None and SETUP_SEARCH in game.decision.prompt
