"""The Core Set basic cards, 01083-01093 (issue 24), each played from a set-up state: the
printed text of core.json, as our data says it (content/champions/core/basic.toml)."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.champions.schema import load_catalog
from content.errors import ContentError
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EndRound, EnemyScheme
from engine.champions.rules import modifiers, player_phase
from tests.engine.champions.helpers import (
    answer,
    choose,
    clear_hand,
    hand,
    keys,
    log_has,
    pay_with,
    set_threat,
    start,
    take,
    threat,
)
from tests.engine.champions.test_content import copy_content, replace
from tests.engine.champions.walk import PREFERRED, settle


def test_mockingbird_stuns_an_enemy_after_she_enters_play() -> None:
    """01083 Mockingbird: "after Mockingbird enters play, stun an enemy" (an optional
    response: the player chooses the enemy, here the villain)."""
    game = start(("nick-fury",))
    clear_hand(game)
    bird = take(game, "01083", pzone(0, "hand"), owner=0)  # cost 3
    take(game, "01088", pzone(0, "hand"), owner=0)  # Energy: 2
    take(game, "01090", pzone(0, "hand"), owner=0)  # Strength: 2
    answer(game, f"play:{bird}")
    pay_with(game, "Energy", "Strength")
    assert game.c(bird).zone == pzone(0, "play")
    if "yes" in keys(game):
        answer(game, "yes")
    if "your turn" not in game.decision.prompt:
        choose(game, "Black Widow")
    assert game.c(game.villain()).stunned


def test_nick_fury_ally_chooses_one_then_leaves_at_the_round_end() -> None:
    """01084 Nick Fury (ally): a forced response after he enters play, "choose one: remove 2
    threat, draw 3 cards or deal 4 damage"; discarded at the end of the round if still in
    play."""
    game = start(("maria-hill",))
    clear_hand(game)
    fury = take(game, "01084", pzone(0, "hand"), owner=0)  # cost 4
    take(game, "01088", pzone(0, "hand"), owner=0)
    take(game, "01089", pzone(0, "hand"), owner=0)
    answer(game, f"play:{fury}")
    pay_with(game, "Energy", "Genius")
    labels = [o.label for o in game.decision.options]
    assert any("Remove 2 threat" in lbl for lbl in labels)
    assert any("Deal 4 damage" in lbl for lbl in labels)
    choose(game, "Draw 3")
    assert len(hand(game)) == 3
    assert game.c(fury).zone == pzone(0, "play")
    game.push(EndRound())
    game.refresh()
    settle(game)
    assert game.c(fury).zone == pzone(0, "discard")


def _scheming(game: object) -> None:
    """The villain schemes against player 1 (villain phase step 2), its boost card dealt."""
    game.push(EnemyScheme(game.villain(), 0))  # type: ignore[attr-defined]
    game.refresh()  # type: ignore[attr-defined]


def test_emergency_reduces_the_threat_the_villain_schemes_by_one() -> None:
    """01085 Emergency: "when the villain schemes, reduce the amount of threat placed on the
    scheme by 1" (an interrupt to the scheme occurrence that prevents 1 of its threat)."""
    plain = start(("maria-hill",), seed=3)
    set_threat(plain, 0)
    _scheming(plain)
    settle(plain)
    placed = threat(plain)
    assert placed >= 2  # Black Widow's SCH and her boost icons

    game = start(("maria-hill",), seed=3)
    set_threat(game, 0)
    clear_hand(game)
    emergency = take(game, "01085", pzone(0, "hand"), owner=0)  # cost 0
    _scheming(game)
    settle(game, ("Emergency",))
    assert game.c(emergency).zone == pzone(0, "discard")
    assert threat(game) == placed - 1


def test_emergency_is_not_offered_when_a_minion_schemes() -> None:
    """01085 Emergency answers the villain scheming, not a minion."""
    game = start(("maria-hill",))
    clear_hand(game)
    take(game, "01085", pzone(0, "hand"), owner=0)
    set_threat(game, 0)
    minion = game.minions()[0]
    game.push(EnemyScheme(minion, 0))
    game.refresh()
    for _ in range(20):  # every question until the turn comes back: never Emergency
        if game.decision is None or "your turn" in game.decision.prompt:
            break
        assert not any("Emergency" in o.label for o in game.decision.options)
        options = {o.key: o for o in game.decision.options}
        game.apply(next((options[k] for k in PREFERRED if k in options),
                        game.decision.options[0]))
    assert threat(game) > 0  # it schemed


def test_first_aid_heals_two_from_any_character_and_needs_damage() -> None:
    """01086 First Aid: "heal 2 damage from any character"; with no damaged character it
    could not change the game state, so it is not offered."""
    game = start(("maria-hill",))
    clear_hand(game)
    aid = take(game, "01086", pzone(0, "hand"), owner=0)  # cost 1
    take(game, "01089", pzone(0, "hand"), owner=0)
    assert f"play:{aid}" not in keys(game)
    game.c(game.identity(0)).add("damage", 3)
    game.refresh()
    answer(game, f"play:{aid}")
    pay_with(game, "Genius")
    settle(game)
    assert game.c(game.identity(0)).count("damage") == 1


def test_haymaker_is_a_hero_attack_of_three() -> None:
    """01087 Haymaker: "Hero Action (attack): deal 3 damage to an enemy"."""
    game = start(("maria-hill",))
    clear_hand(game)
    hay = take(game, "01087", pzone(0, "hand"), owner=0)  # cost 2
    take(game, "01090", pzone(0, "hand"), owner=0)
    assert f"play:{hay}" not in keys(game)  # a hero action: not in alter-ego form
    answer(game, "flip")
    answer(game, f"play:{hay}")
    pay_with(game, "Strength")
    settle(game, ("Black Widow",))
    assert game.c(game.villain()).count("damage") == 3


@pytest.mark.parametrize(("code", "kind"), [("01088", "energy"), ("01089", "mental"),
                                            ("01090", "physical")])
def test_basic_resources_pay_two_of_their_kind(code: str, kind: str) -> None:
    """01088-01090 Energy, Genius, Strength: two resources of their kind (facts)."""
    game = start(("maria-hill",))
    assert game.catalog.cards[code].resources == {kind: 2}
    clear_hand(game)
    hay = take(game, "01087", pzone(0, "hand"), owner=0)  # cost 2
    take(game, code, pzone(0, "hand"))
    answer(game, "flip")
    answer(game, f"play:{hay}")
    assert "pay" in keys(game) or any(o.label.startswith("Spend") for o in game.decision.options)
    pay_with(game, game.catalog.cards[code].name)
    settle(game, ("Black Widow",))
    assert game.c(hay).zone == pzone(0, "discard")


def test_a_starter_deck_counts_max_per_deck_copies_by_title(tmp_path: Path) -> None:
    """RRG MAX: "Max 1 per deck" counts copies by title: the Core Set Energy (01088) and its
    Agents of S.H.I.E.L.D. reprint (50025) in one deck are two copies of Energy."""
    root = copy_content(tmp_path)
    replace(root / "decks.toml", '"50025" = 1', '"50025" = 1\n"01088" = 1')
    with pytest.raises(ContentError, match=r"card 01088, 50025: a deck holds at most 1 "
                                           r"\(max_per_deck\): copies of Energy count by title"):
        load_catalog(root)


def test_avengers_mansion_lets_a_chosen_player_draw() -> None:
    """01091 Avengers Mansion: "exhaust it: choose a player; that player draws 1 card"."""
    game = start(("maria-hill", "nick-fury"))
    mansion = take(game, "01091", pzone(0, "play"), owner=0)
    before = len(hand(game, 1))
    answer(game, f"ab:{mansion}:0")
    choose(game, "Player 2")
    assert len(hand(game, 1)) == before + 1
    assert game.c(mansion).exhausted


def test_avengers_mansion_and_helicarrier_are_max_one_per_player() -> None:
    """01091, 01092: "Max 1 per player" (facts)."""
    game = start(("maria-hill",))
    for code in ("01091", "01092"):
        take(game, code, pzone(0, "play"))
        second = take(game, code, pzone(0, "hand"))
        assert player_phase.cannot_play(game, 0, second) == "max 1 per player"


def test_helicarrier_reduces_the_next_card_a_chosen_player_plays_this_phase() -> None:
    """01092 Helicarrier: "exhaust it: choose a player; reduce the resource cost of the next
    card that player plays this phase by 1": the next card only, this phase only."""
    game = start(("maria-hill", "nick-fury"))
    clear_hand(game)
    heli = take(game, "01092", pzone(0, "play"), owner=0)
    hay = take(game, "01087", pzone(0, "hand"), owner=0)  # cost 2
    aid = take(game, "01086", pzone(0, "hand"), owner=0)  # cost 1
    other = take(game, "01087", pzone(1, "hand"), owner=1)
    answer(game, f"ab:{heli}:0")
    choose(game, "Player 1")
    assert player_phase.play_cost(game, 0, hay) == 1
    assert player_phase.play_cost(game, 0, aid) == 0
    assert player_phase.play_cost(game, 1, other) == 2  # not the other player's
    take(game, "01089", pzone(0, "hand"), owner=0)
    answer(game, "flip")
    answer(game, f"play:{hay}")
    pay_with(game, "Genius")  # 1 of 1: the reduced cost
    settle(game, ("Black Widow",))
    assert game.c(game.villain()).count("damage") == 3
    assert player_phase.play_cost(game, 0, aid) == 1  # used up by the card played


def test_helicarrier_lapses_at_the_end_of_the_phase() -> None:
    """01092 Helicarrier: "this phase": the reduction not used ends with the player phase
    (RRG LASTING EFFECTS; END OF PLAYER PHASE)."""
    game = start(("maria-hill", "nick-fury"))
    heli = take(game, "01092", pzone(0, "play"), owner=0)
    answer(game, f"ab:{heli}:0")
    choose(game, "Player 2")
    other = take(game, "01087", pzone(1, "hand"), owner=1)
    assert player_phase.play_cost(game, 1, other) == 1
    assert log_has(game, "The next card player 2 plays this phase costs 1 less.")
    modifiers.end_lasting(game, 0, ("phase",))  # what the end of the player phase does
    assert player_phase.play_cost(game, 1, other) == 2


def test_tenacity_readies_your_hero_for_a_physical_resource() -> None:
    """01093 Tenacity: "Hero Action: spend a [physical] resource and discard this card:
    ready your hero"; offered only while the hero is exhausted."""
    game = start(("maria-hill",))
    clear_hand(game)
    tenacity = take(game, "01093", pzone(0, "play"), owner=0)
    strength = take(game, "01090", pzone(0, "hand"), owner=0)
    answer(game, "flip")
    assert f"ab:{tenacity}:0" not in keys(game)  # the hero is ready: nothing to change
    game.c(game.identity(0)).exhausted = True
    game.refresh()
    answer(game, f"ab:{tenacity}:0")
    pay_with(game, "Strength")
    settle(game)
    assert not game.c(game.identity(0)).exhausted
    assert game.c(tenacity).zone == pzone(0, "discard")
    assert game.c(strength).zone == pzone(0, "discard")
