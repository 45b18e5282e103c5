"""AI players: legal choices from views only, determinization, determinism, sensible play."""

from __future__ import annotations

import json

import pytest

from engine.core.rng import GameRng
from engine.plotcapture import Capture, EndInvestigation, SkipAction, make_player
from engine.plotcapture.ai.determinize import Template
from engine.plotcapture.ai.mcts import MctsPlayer
from tests.engine.plotcapture.helpers import game_for, ids_of, set_hand, set_revealed


def _roundtrip(view: dict) -> dict:
    return json.loads(json.dumps(view))


@pytest.mark.parametrize("kind", ["random", "greedy", "mcts"])
def test_players_choose_legal_commands_from_views(kind: str) -> None:
    game = game_for(seats=3, seed=4)
    players = [make_player(kind, seat, iterations=20) if kind == "mcts" else
               make_player(kind, seat) for seat in range(3)]
    for _ in range(40):
        seat = game.turn
        legal = game.legal(seat)
        command = players[seat].choose(_roundtrip(game.view(seat)), legal)
        assert command in legal
        game.apply(command)


def test_unknown_player_kind() -> None:
    with pytest.raises(ValueError, match="unknown player kind 'smart'"):
        make_player("smart", 1)


def test_mcts_is_deterministic_for_a_seed() -> None:
    game = game_for(seed=11)
    view, legal = game.view(0), game.legal(0)
    first = MctsPlayer(5, iterations=40).choose(view, legal)
    assert MctsPlayer(5, iterations=40).choose(view, legal) == first


def test_determinization_agrees_with_the_view() -> None:
    """A sampled state shows the deciding seat exactly what its real view shows."""
    game = game_for(seats=3, seed=2)
    bots = [make_player("greedy", s) for s in range(3)]
    rng = GameRng(3)
    keys = ("hand", "revealed_plots", "shield_deck", "shield_discard", "plot_deck", "removed",
            "seats", "turn", "round", "phase", "step", "action", "engineering_bonus")
    for _ in range(120):
        if game.is_over:
            break
        seat = game.turn
        view, legal = game.view(seat), game.legal(seat)
        sample = Template(_roundtrip(view), legal).sample(rng)
        sampled = sample.view(seat)
        assert {k: sampled[k] for k in keys} == {k: view[k] for k in keys}
        assert sample.legal(seat) == legal
        game.apply(bots[seat].choose(view, legal))


def test_determinization_keeps_what_espionage_revealed() -> None:
    """After Espionage the stolen-from hand is known, so every sample deals it exactly."""
    game = game_for(seed=6)
    from engine.plotcapture import SkipAction as Skip
    from engine.plotcapture import UseBenefit
    game.apply(Skip(0))
    game.apply(EndInvestigation(0))
    game.apply(game.legal(0)[0])
    (informer,) = set_hand(game, 1, "Informer", "Hack")[:1]
    game.apply(UseBenefit(1, informer, "Espionage"))
    view, legal = game.view(1), game.legal(1)
    for seed in range(5):
        sample = Template(view, legal).sample(GameRng(seed))
        assert sorted(sample.hands[0]) == sorted(game.hands[0])


def test_greedy_captures_the_most_valuable_plot() -> None:
    game = game_for()
    set_hand(game, 0, "Victoria Hand", "Coulson", "May", "Bobbi", "Grant")
    set_revealed(game, "Smear Campaign", "Raina", "Gravitonium", "Obelisk", "Deathlok")
    game.apply(SkipAction(0))
    choice = make_player("greedy", 1).choose(game.view(0), game.legal(0))
    assert isinstance(choice, Capture) and choice.plot == "Obelisk"  # level 12 beats 10 and 9


def test_mcts_takes_the_winning_last_capture() -> None:
    """With one plot left, capturing it wins the game; the search must see that."""
    game = game_for(seed=3)
    set_hand(game, 0, "Victoria Hand", "Coulson", "May")
    set_revealed(game, "Smear Campaign")
    game.captured[0].extend(game.plot_deck[:10])
    game.captured[1].extend(game.plot_deck[10:])
    game.plot_deck.clear()
    game.apply(SkipAction(0))
    legal = game.legal(0)
    assert EndInvestigation(0) in legal
    choice = MctsPlayer(1, iterations=30).choose(game.view(0), legal)
    assert choice == Capture(0, "Smear Campaign", tuple(sorted(
        ids_of(game, 0, "Victoria Hand", "Coulson", "May"))))
