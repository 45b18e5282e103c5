"""Player phase rules (RRG: PLAYER TURN, RESOURCES, BASIC POWERS, ALLY LIMIT, HAND SIZE)."""

from __future__ import annotations

import pytest

from engine.champions.core.state import pzone
from engine.champions.rules import player_phase, primitives
from engine.core import IllegalCommand
from tests.engine.champions.helpers import (
    answer,
    choose,
    clear_hand,
    hand,
    keys,
    set_threat,
    start,
    take,
    threat,
)


def test_play_a_support_paying_with_printed_resources() -> None:
    """RRG RESOURCE, COST: discard cards from hand to pay; the played card enters play."""
    game = start(("maria-hill",))
    clear_hand(game)
    team = take(game, "50016", pzone(0, "hand"))  # Command Team, cost 2
    energy = take(game, "50025", pzone(0, "hand"))  # Energy: 2 resources
    answer(game, f"play:{team}")
    assert game.decision.prompt.startswith("Pay for Command Team")
    answer(game, f"res:{energy}")
    assert game.c(team).zone == pzone(0, "hand")  # nothing is spent before "pay"
    answer(game, "pay")
    assert game.c(team).zone == pzone(0, "play")
    assert game.c(team).count("command") == 3  # Uses (3 command counters)
    assert game.c(energy).zone == pzone(0, "discard")


def test_cannot_play_what_you_cannot_afford() -> None:
    """RRG COST: a card whose cost cannot be paid is not a legal play."""
    game = start(("maria-hill",))
    clear_hand(game)
    iliad = take(game, "50009", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    assert f"play:{iliad}" not in keys(game)
    with pytest.raises(IllegalCommand):
        answer(game, f"play:{iliad}")


def test_shield_discount_for_jemma_simmons() -> None:
    """Jemma Simmons costs 2 less when your identity has the S.H.I.E.L.D. trait."""
    game = start(("nick-fury",))
    clear_hand(game)
    jemma = take(game, "50055", pzone(0, "hand"))
    take(game, "50054", pzone(0, "hand"))  # one resource is enough now
    assert player_phase.play_cost(game, 0, jemma) == 1
    assert f"play:{jemma}" in keys(game)


def test_change_form_once_per_turn() -> None:
    """RRG CHANGE FORM / FLIP: once per turn; a new turn allows it again."""
    game = start(("maria-hill",))
    answer(game, "flip")
    assert game.is_hero(0)
    assert "flip" not in keys(game)


def test_basic_thwart_and_attack_exhaust_the_hero() -> None:
    """RRG BASIC POWERS: thwart removes THW threat; attack deals ATK; both exhaust the hero."""
    game = start(("maria-hill",))
    answer(game, "flip")
    set_threat(game, 5)
    answer(game, "thwart")
    if game.decision.prompt.endswith("choose the scheme."):
        choose(game, "The Widow's Web")
    assert threat(game) == 3  # Maria Hill THW 2
    assert game.c(game.identity(0)).exhausted
    assert "attack" not in keys(game)


def test_recover_heals_in_alter_ego() -> None:
    """RRG RECOVER: exhaust the alter-ego to heal REC damage."""
    game = start(("nick-fury",))
    game.c(game.identity(0)).counters["damage"] = 6
    game.refresh()
    answer(game, "recover")
    assert game.c(game.identity(0)).count("damage") == 2  # Nick Fury REC 4


def test_recover_is_not_offered_without_damage() -> None:
    """RRG RECOVER: "An identity that has no damage to heal cannot perform a basic
    recovery", so an undamaged alter-ego is not offered it."""
    game = start(("nick-fury",))
    assert game.c(game.identity(0)).count("damage") == 0
    assert "recover" not in keys(game)


def test_ally_basic_power_takes_consequential_damage() -> None:
    """RRG CONSEQUENTIAL DAMAGE: an ally using a basic power takes its printed amount."""
    game = start(("maria-hill",))
    ally = take(game, "50012", pzone(0, "play"))  # Victoria Hand, THW 2
    set_threat(game, 6)
    answer(game, f"ally_thwart:{ally}")
    if "choose the scheme" in game.decision.prompt:
        choose(game, "The Widow's Web")
    assert threat(game) == 4
    assert game.c(ally).count("damage") == 1


def test_ally_limit_forces_a_discard() -> None:
    """RRG ALLY LIMIT: more than three allies means discarding one."""
    game = start(("maria-hill",))
    clear_hand(game)
    for code in ("50012", "50023", "50021"):
        take(game, code, pzone(0, "play"))
    ward = take(game, "50022", pzone(0, "hand"))  # Grant Ward, no cost
    answer(game, f"play:{ward}")
    assert "more than 3 allies" in game.decision.prompt
    choose(game, "Victoria Hand")
    assert len(game.allies(0)) == 3


def test_unique_cards_cannot_double_up() -> None:
    """RRG v1.8 UNIQUE ICON: Maria Hill (ally) cannot enter play while Maria Hill (identity,
    alter-ego title Maria Hill) is in play."""
    game = start(("maria-hill", "nick-fury"))
    ally = take(game, "50036", pzone(1, "hand"))
    assert (player_phase.cannot_play(game, 1, ally)
            == "it matches Maria Hill, in play (unique)")


def test_end_of_phase_draws_to_hand_size_and_readies() -> None:
    """RRG END OF PLAYER PHASE: draw up to hand size, ready exhausted cards."""
    game = start(("nick-fury",))
    game.c(game.identity(0)).counters["damage"] = 1
    game.refresh()
    answer(game, "recover")
    clear_hand(game)
    answer(game, "end")  # an empty hand is not asked to discard (issue 29 finding 6)
    assert not game.decision.prompt.startswith("End of the player phase")
    assert len(hand(game)) == 6  # alter-ego hand size 6
    assert not game.c(game.identity(0)).exhausted


def test_empty_deck_reshuffles_and_deals_an_encounter_card() -> None:
    """RRG PLAYER DECK: an empty deck is reshuffled and its player is dealt an encounter card."""
    game = start(("nick-fury",))
    for cid in game.ids(pzone(0, "deck")):
        game.state.move(cid, pzone(0, "discard"))
    primitives.draw(game, 0, 1)
    assert len(game.ids(pzone(0, "dealt"))) == 1
    assert len(game.ids(pzone(0, "hand"))) == 7


def test_log_ends_a_sentence_once_after_a_name_ending_in_a_period() -> None:
    """The game log reads "plays Nick Fury, Sr." rather than "plays Nick Fury, Sr..";
    an ellipsis is left alone."""
    game = start(("nick-fury",))
    game.log("Player 1 plays Nick Fury, Sr..")
    game.log("Wait...")
    assert game.state.log[-2:] == ["Player 1 plays Nick Fury, Sr.", "Wait..."]


def test_payment_is_one_decision_with_stable_keys() -> None:
    """Issue 12, paying a cost: picks are toggled inside one open decision, each keeps its
    key (its label turns into "take back"), nothing is spent until "pay", and "pay" is
    offered only once the picks cover the cost (RRG COST: the whole cost is paid at once)."""
    game = start(("maria-hill",))
    clear_hand(game)
    iliad = take(game, "50009", pzone(0, "hand"))  # cost 6
    payers = [take(game, code, pzone(0, "hand")) for code in ("50025", "50026", "50025")]
    extra = take(game, "50026", pzone(0, "hand"))
    answer(game, f"play:{iliad}")
    first = keys(game)
    assert "pay" not in first and "0 of 6" in game.decision.prompt
    for n, cid in enumerate(payers):
        answer(game, f"res:{cid}")
        assert game.c(cid).zone == pzone(0, "hand")  # picked, not spent
        if n < 2:
            assert keys(game) == first  # same keys, same order
    assert "6 of 6" in game.decision.prompt and keys(game)[-1] == "pay"
    assert f"res:{extra}" not in keys(game)  # covered: no further picks
    answer(game, f"res:{payers[0]}")  # take one back
    assert "4 of 6" in game.decision.prompt and "pay" not in keys(game)
    answer(game, f"res:{extra}")
    answer(game, "pay")
    assert game.c(iliad).zone == pzone(0, "play")
    assert game.c(payers[0]).zone == pzone(0, "hand")
    assert {game.c(c).zone for c in (*payers[1:], extra)} == {pzone(0, "discard")}


def test_cancelling_a_payment_spends_nothing() -> None:
    """Issue 12, paying a cost: cancel leaves every pick in hand and the card unplayed."""
    game = start(("maria-hill",))
    clear_hand(game)
    team = take(game, "50016", pzone(0, "hand"))
    energy = take(game, "50025", pzone(0, "hand"))
    answer(game, f"play:{team}")
    answer(game, f"res:{energy}")
    answer(game, "cancel")
    assert game.c(team).zone == game.c(energy).zone == pzone(0, "hand")
    assert "your turn" in game.decision.prompt
