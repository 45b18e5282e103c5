"""The linked and peril keywords, proven with test-only cards (no card in our content has
them): RRG v1.8 LINKED (CARD TITLE), PERIL; Trickster Takeover rulebook p. 2 (Linked)."""

from __future__ import annotations

import dataclasses

import pytest

from content.champions.schema import Ability, Catalog, catalog, check_linked
from content.errors import ContentError
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.rules import player_phase, primitives
from tests.engine.champions.helpers import start, take

BRINGER, LINKED_ALLY, PERIL_TREACHERY, PERIL_MINION = "T9001", "T9002", "T9003", "T9004"


def with_test_cards(*, bringer_in_encounter: bool = True) -> Catalog:
    """The shipped catalog plus: a minion whose When Defeated brings its linked ally, that
    ally (linked to it), a treachery and a minion with peril."""
    base = catalog()
    cards = dict(base.cards)
    bringer_set = "a.i.m._science" if bringer_in_encounter else "not_in_this_scenario"
    cards[BRINGER] = dataclasses.replace(
        base.cards["50080"], code=BRINGER, name="Test Bringer", set=bringer_set, quantity=1,
        abilities=(Ability("when_defeated", ({"bring_linked": True},), {}),))
    cards[LINKED_ALLY] = dataclasses.replace(
        base.cards["50047"], code=LINKED_ALLY, name="Test Linked Ally", set="a.i.m._science",
        quantity=2, keywords={"linked": BRINGER})
    cards[PERIL_TREACHERY] = dataclasses.replace(
        base.cards["01189"], code=PERIL_TREACHERY, name="Test Peril", set="not_in_play",
        keywords={"peril": True},
        abilities=(Ability("when_revealed", ({"villain_attacks": True},), {}),))
    cards[PERIL_MINION] = dataclasses.replace(
        base.cards["50080"], code=PERIL_MINION, name="Test Peril Minion", set="not_in_play",
        keywords={"peril": True}, abilities=())
    return dataclasses.replace(base, cards=cards)


def codes(game, zone: str) -> list[str]:
    return [game.c(c).code for c in game.ids(zone)]


def test_linked_cards_are_set_aside_not_shuffled_in() -> None:
    """RRG LINKED: set aside at setup (printed quantity) when a deck holds the naming card;
    never in the encounter deck."""
    game = start(("maria-hill",), cards=with_test_cards())
    assert codes(game, "set_aside").count(LINKED_ALLY) == 2
    everywhere = [c.code for c in game.state.cards.values() if c.zone != "set_aside"]
    assert LINKED_ALLY not in everywhere
    assert BRINGER in [c.code for c in game.state.cards.values()]


def test_linked_card_absent_without_the_naming_card() -> None:
    """RRG LINKED: set aside only 'if any deck includes the card that brings' it."""
    game = start(("maria-hill",), cards=with_test_cards(bringer_in_encounter=False))
    assert LINKED_ALLY not in [c.code for c in game.state.cards.values()]


def test_bringing_a_linked_ally_makes_the_player_its_owner() -> None:
    """RRG LINKED: 'When a player takes control of a card with the linked keyword, that
    player becomes the owner of that card.'"""
    game = start(("maria-hill",), cards=with_test_cards())
    bringer = take(game, BRINGER, pzone(0, "engaged"))
    primitives.deal_damage(game, bringer, 10)
    game.refresh()
    ally = next(c for c in game.ids(pzone(0, "play")) if game.c(c).code == LINKED_ALLY)
    assert (game.c(ally).owner, game.c(ally).controller) == (0, 0)
    assert codes(game, "set_aside").count(LINKED_ALLY) == 1
    primitives.discard(game, ally)
    assert game.c(ally).zone == pzone(0, "discard")


def test_loader_rejects_linked_card_in_a_deck() -> None:
    """RRG LINKED: 'Cards with the linked keyword cannot be included in any deck.'"""
    cards = with_test_cards()
    deck = cards.decks["maria-hill"]
    bad = dataclasses.replace(deck, cards=(*deck.cards, (LINKED_ALLY, 1)))
    with pytest.raises(ContentError, match=f"card {LINKED_ALLY} has the linked keyword"):
        check_linked(dataclasses.replace(cards, decks={**cards.decks, "maria-hill": bad}))


def two_heroes():
    game = start(("nick-fury", "maria-hill"), cards=with_test_cards())
    player_phase.change_form(game, 0)
    player_phase.change_form(game, 1)
    return game


@pytest.mark.parametrize(("code", "helped"), [(PERIL_TREACHERY, False), ("01189", True)])
def test_peril_other_players_cannot_defend(code: str, helped: bool) -> None:
    """PERIL: while a player resolves a peril card, other players cannot trigger abilities
    (so cannot defend for them); the same attack from a card without peril can be."""
    game = two_heroes()
    card = take(game, code, pzone(0, "dealt"))  # Gang-Up in hero form: the villain attacks
    game.push(Reveal(card, 0))
    game.refresh()
    assert "attacks you" in game.decision.prompt
    assert game.view(1).get("peril") == (None if helped else 0)
    keys = [o.key for o in game.decision.options]  # type: ignore[attr-defined]
    assert any(k.startswith("other:") for k in keys) is helped


@pytest.mark.parametrize(("code", "offered"), [(PERIL_MINION, False), ("50080", True)])
def test_peril_other_players_optional_abilities_not_offered(code: str, offered: bool) -> None:
    """PERIL: another player's Prism Dust is not offered for a peril minion entering play."""
    game = two_heroes()
    take(game, "50052", pzone(1, "play"))
    card = take(game, code, pzone(0, "dealt"))
    game.push(Reveal(card, 0))
    game.refresh()
    seen = False
    for _ in range(20):
        prompt = game.decision.prompt
        if "your turn" in prompt:
            break
        seen = seen or any(o.label.startswith("Use Prism Dust")  # type: ignore[attr-defined]
                           for o in game.decision.options)
        game.apply(game.decision.options[-1])
    assert seen is offered
    assert game.state.peril == -1  # peril ends once the card is resolved


@pytest.mark.parametrize(("peril", "others_may"), [(True, False), (False, True)])
def test_peril_card_in_a_play_area_only_its_player_triggers(peril: bool, others_may: bool) -> None:
    """RRG v1.8 PERIL: 'While this card is in a player's play area, other players cannot
    trigger abilities on this card.' Stun Net (any player may use its action) attached to
    player 1's hero, given peril in a test catalog: then only player 1 is offered it."""
    cards = with_test_cards()
    net_card = cards.cards["50071"]
    if peril:
        net_card = dataclasses.replace(net_card, keywords={**net_card.keywords, "peril": True})
    cards = dataclasses.replace(cards, cards={**cards.cards, "50071": net_card})
    game = start(("nick-fury", "maria-hill"), cards=cards)
    player_phase.change_form(game, 0)
    player_phase.change_form(game, 1)
    net = take(game, "50071", "attached")
    game.c(net).attached_to = game.identity(0)
    game.c(net).controller = -1
    game.refresh()
    offered = {seat: any(key == f"ab:{net}:0"
                         for key, _label in player_phase.turn_options(game, seat))
               for seat in (0, 1)}
    assert offered == {0: True, 1: others_may}
