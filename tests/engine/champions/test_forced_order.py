"""Simultaneous forced abilities are ordered by the first player (RRG: SIMULTANEOUS
RESOLUTION; INCITE X "is equivalent to ... When Revealed: place X threat")."""

from __future__ import annotations

from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.rules import player_phase
from tests.engine.champions.helpers import choose, set_threat, start, take, threat

FORCED = "These forced abilities trigger at the same time"


def reveal_gang_up_for_second_player():
    """Two players; Destroy Evidence gives Gang-Up incite 1; player 2 (hero form) reveals it."""
    game = start(("nick-fury", "maria-hill"))
    player_phase.change_form(game, 1)
    take(game, "50075", "schemes")
    set_threat(game, 0)
    gang_up = take(game, "01189", pzone(1, "dealt"))
    game.push(Reveal(gang_up, 1))
    game.refresh()
    return game


def test_first_player_orders_incite_and_when_revealed() -> None:
    """RRG SIMULTANEOUS RESOLUTION: the first player (seat 0), not the revealing player,
    chooses the order of the two When Revealed effects."""
    game = reveal_gang_up_for_second_player()
    assert game.decision is not None and game.decision.seat == 0
    assert game.decision.prompt.startswith(FORCED)
    labels = [o.label for o in game.decision.options]  # type: ignore[attr-defined]
    assert labels == ["Incite 1: place 1 threat on the main scheme",
                      "Gang-Up's own When Revealed ability"]


def test_when_revealed_first_then_incite() -> None:
    """Chosen order is kept: Gang-Up's attack (hero form) resolves before the incite threat."""
    game = reveal_gang_up_for_second_player()
    choose(game, "Gang-Up's own")
    assert "attacks you" in game.decision.prompt and game.decision.seat == 1
    assert threat(game) == 0
    choose(game, "none")
    while game.decision is not None and threat(game) == 0 and "your turn" not in \
            game.decision.prompt:
        choose(game, game.decision.options[-1].key)  # type: ignore[attr-defined]
    assert threat(game) == 1


def test_incite_first_places_threat_before_the_attack() -> None:
    """The other order: the incite threat is on the main scheme when the attack is declared."""
    game = reveal_gang_up_for_second_player()
    choose(game, "Incite 1")
    assert "attacks you" in game.decision.prompt
    assert threat(game) == 1


def test_single_forced_effect_is_not_asked() -> None:
    """Without Destroy Evidence, Gang-Up's When Revealed ability alone needs no ordering."""
    game = start(("nick-fury", "maria-hill"))
    gang_up = take(game, "01189", pzone(1, "dealt"))
    game.push(Reveal(gang_up, 1))
    game.refresh()
    assert not game.decision.prompt.startswith(FORCED)
