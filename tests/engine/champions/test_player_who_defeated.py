""""The player who defeated it" (card language: the player word and target word ``defeater``
in a When Defeated ability): the player whose card dealt the damage that defeated a minion,
or removed the last threat from a side scheme, whoever is the active or the first player.

Cards: test-only fixtures of the printed faces (tests/engine/champions/fixtures/indirect.toml):
Superpowered Siblings (57064), Just Passing Through (57054); card facts from
/work/shared/reference/marvelsdb/pack/synthezoid_encounter.json. The minion case uses a
test-only minion (the printed ones, e.g. Titania 55057, are in test_ally_limits.py)."""

from __future__ import annotations

import pytest

from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import answer, start, take
from tests.engine.champions.walk import Spec, catalog_with, make, settle

SIBLINGS, JUST_PASSING = "57064", "57054"
MINION = Spec("minion", '[[ability]]\ntrigger = "when_defeated"\n'
              'effects = [{ draw = 1, player = "defeater" }, '
              '{ place_counter = 1, counter = "marked", target = "defeater" }]')
"""A test-only minion: "When defeated: the player who defeated it draws a card" and marks
that player's identity."""
CARDS, CODES = catalog_with({"minion": MINION})


def two_players() -> ChampionsGame:
    game = start(("nick-fury", "maria-hill"), cards=CARDS)
    for seat in game.seats():
        for minion in game.minions(seat):
            game.state.move(minion, "enc:discard")
        game.state.players[seat].form = "hero"
        game.c(game.identity(seat)).code = game.catalog.decks[
            game.state.players[seat].deck_key].identity
    game.refresh()
    return game


def scheme(game: ChampionsGame, code: str, threat: int = 1) -> int:
    cid = take(game, code, "schemes")
    game.c(cid).counters["threat"] = threat
    game.refresh()
    return cid


def hand(game: ChampionsGame, seat: int) -> list[int]:
    return game.ids(pzone(seat, "hand"))


def test_the_player_who_removed_the_last_threat_discards() -> None:
    """Superpowered Siblings (57064): "When Defeated: the player who defeated this scheme
    discards 1 card from their hand" (RRG v1.8 WHEN DEFEATED; a side scheme is defeated when
    its last threat is removed, RRG SIDE SCHEME): player 2 removes it in player 1's turn, so
    player 2 chooses and discards, not the active or first player."""
    game = two_players()
    assert game.state.active == 0 and game.first_player() == 0
    cid = scheme(game, SIBLINGS)
    before = [len(hand(game, 0)), len(hand(game, 1))]
    run_effects(game, 1, -1, [{"remove_threat": 1, "target": {"name": "Superpowered Siblings"}}])
    game.refresh()
    assert game.c(cid).zone != "schemes"
    assert game.decision is not None and game.decision.seat == 1
    assert all(int(o.key[2:]) in hand(game, 1) for o in game.decision.options)
    answer(game, game.decision.options[0].key)
    assert [len(hand(game, 0)), len(hand(game, 1))] == [before[0], before[1] - 1]


def test_the_player_who_thwarted_it_is_confused_else_stunned() -> None:
    """Just Passing Through (57054): the player who defeated it confuses their identity;
    "otherwise" (already confused: RRG CONFUSED, one card only) they stun it."""
    game = two_players()
    two = game.identity(1)
    scheme(game, JUST_PASSING)
    run_effects(game, 1, -1, [{"remove_threat": 1, "target": {"name": "Just Passing Through"}}])
    game.refresh()
    assert game.c(two).confused and not game.c(two).stunned
    assert not game.c(game.identity(0)).confused
    scheme(game, JUST_PASSING)
    run_effects(game, 1, -1, [{"remove_threat": 1, "target": {"name": "Just Passing Through"}}])
    game.refresh()
    assert game.c(two).stunned


def test_a_basic_thwart_names_the_thwarting_player() -> None:
    """RRG THWART: a hero's basic thwart removes threat; the thwarting player defeated the
    scheme (Just Passing Through, 57054)."""
    game = two_players()
    cid = scheme(game, JUST_PASSING)
    answer(game, "thwart")
    answer(game, f"t:{cid}")
    settle(game)  # Nick Fury's own responses to his thwart: passed
    assert game.c(cid).zone != "schemes"
    assert game.c(game.identity(0)).confused and not game.c(game.identity(1)).confused


def test_the_player_whose_damage_defeated_a_minion() -> None:
    """RRG v1.8 WHEN DEFEATED: a minion defeated by damage from player 2's card (in player
    1's turn) names player 2 as the player who defeated it, for a player word and a
    target word."""
    game = two_players()
    minion = take(game, CODES["minion"], pzone(0, "engaged"))
    before = len(hand(game, 1))
    run_effects(game, 1, -1, [{"damage": 99, "target": {"type": "minion"}}])
    game.refresh()
    assert game.c(minion).zone != pzone(0, "engaged")
    assert len(hand(game, 1)) == before + 1
    assert game.c(game.identity(1)).count("marked") == 1
    assert game.c(game.identity(0)).count("marked") == 0


def test_defeater_is_refused_outside_a_when_defeated_ability() -> None:
    """Accepted means it runs (issue 22 part 1): "defeater" names no one outside a When
    Defeated ability, so the content check refuses it in one line."""
    with pytest.raises(ContentError, match="only in a When Defeated ability"):
        make(Spec("minion", '[[ability]]\ntrigger = "when_revealed"\n'
                            'effects = [{ draw = 1, player = "defeater" }]'), "91000")
    with pytest.raises(ContentError, match="only in a When Defeated ability"):
        make(Spec("minion", '[[ability]]\ntrigger = "when_revealed"\n'
                            'effects = [{ heal = 1, target = "defeater" }]'), "91001")
