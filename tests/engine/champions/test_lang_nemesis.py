"""The nemesis sets, A.I.M. Abduction, Shadow of the Past and Intelligence as card data
(issue 13): the verbs ``shuffle_into``, ``tuck``, ``swap``, ``put_into_play`` facedown as a
minion, the selector key ``top``, constants on facedown minions and the "defeated"
occurrence, each checked against the printed card (facts: marvelsdb aos_encounter.json,
core_encounter.json, aos.json)."""

from __future__ import annotations

from content.champions.schema import catalog, face_level
from engine.champions.core import effect_steps
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.language.text import render_card
from engine.champions.rules import primitives, villain_phase
from tests.engine.champions.helpers import answer, start, take, threat


def _reveal(game, code: str, seat: int = 0) -> int:  # type: ignore[no-untyped-def]
    card = take(game, code, "enc:discard")
    game.push(Reveal(card, seat))
    game.refresh()
    return card


def test_the_faces_are_data() -> None:
    """Issue 13 coverage: these faces carry no hook and no rules text any more."""
    cards = catalog().cards
    for code in ("50030", "50032", "50033", "50060", "50061", "50080", "50082", "01190", "50051"):
        assert face_level(cards[code]) == "data", code


def test_shadow_of_the_past_without_a_nemesis_minion_surges_and_shuffles_the_rest() -> None:
    """Shadow of the Past (core 01190, RRG SURGE): with the nemesis minion no longer set
    aside, its side scheme still enters play, the rest of the set is shuffled into the
    encounter deck, and the card gains surge."""
    game = start(("nick-fury",))
    nemesis = game.ids(pzone(0, "nemesis"))
    minion = next(c for c in nemesis if game.d(c).type == "minion")
    game.state.move(minion, "removed")
    rest = [c for c in nemesis if game.d(c).type not in ("minion", "side_scheme")]
    _reveal(game, "01190")
    assert any(game.d(s).type == "side_scheme" and game.c(s).code == "50061"
               for s in game.side_schemes())
    assert not game.ids(pzone(0, "nemesis"))
    assert all(game.c(c).zone != pzone(0, "nemesis") for c in rest)
    assert any(line.startswith("Surge") for line in game.state.log)


def test_nabbed_discards_until_an_ally_and_tucks_it_with_its_cost() -> None:
    """Nabbed! (aos 50082): Abduct Superhumans is found and put into play, cards are
    discarded from the top of your deck until an ally is, and that ally is tucked under it
    with threat equal to its cost and 1 acceleration token (the ally never was in play, so
    Abduct Superhumans' own interrupt adds nothing more)."""
    game = start(("nick-fury",))
    deck = game.state.zone(pzone(0, "deck"))
    ally = next(c for c in deck if game.d(c).type == "ally")
    others = [c for c in deck if game.d(c).type != "ally"][:2]
    for cid in [ally, *reversed(others)]:
        deck.remove(cid)
        deck.insert(0, cid)
    _reveal(game, "50082")
    scheme = next(s for s in game.side_schemes() if game.d(s).name == "Abduct Superhumans")
    assert game.c(ally).zone == "tucked" and game.c(ally).attached_to == scheme
    assert all(game.c(c).zone == pzone(0, "discard") for c in others)
    cost = game.d(ally).stat("cost")
    assert game.c(scheme).count("threat") == villain_phase.side_scheme_start(game, scheme) + cost
    assert game.c(scheme).count("acceleration") == 1


def test_diabolical_discs_with_an_empty_deck_reshuffles_before_taking_the_top_card() -> None:
    """Diabolical Discs (aos 50033) with Controlled Innocents in play: "put the top card of
    your deck into play facedown" from an empty deck first reshuffles the discard pile
    (RRG PLAYER DECK); the card is a Controlled minion with SCH 1, ATK 1 and 1 hit point
    from Controlled Innocents' constant ability (aos 50032)."""
    game = start(("nick-fury",))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    take(game, "50032", "environment")
    for cid in game.ids(pzone(0, "deck")):
        game.state.move(cid, pzone(0, "discard"))
    _reveal(game, "50033")
    controlled = [m for m in game.minions(0) if game.c(m).facedown]
    assert len(controlled) == 1
    assert (game.sch(controlled[0]), game.atk(controlled[0]), game.hp(controlled[0])) \
        == (1, 1, 1)
    assert game.has_trait(controlled[0], "Controlled")
    assert game.ids(pzone(0, "dealt"))  # the reshuffle dealt an encounter card


def test_a_defeated_controlled_minion_goes_home_and_places_threat() -> None:
    """Controlled Innocents (aos 50032), forced response: after a Controlled minion is
    defeated it is in its owner's discard pile and 1 threat is placed on the main scheme;
    without Controlled Innocents, Diabolical Discs puts nothing into play."""
    game = start(("nick-fury",))
    deck_top = game.c(game.ids(pzone(0, "deck"))[0])  # the card (facedown, it gets a new id)
    effect_steps.run_effects(game, 0, -1, game.catalog.cards["50033"].abilities[0].effects)
    game.refresh()
    assert deck_top.zone == pzone(0, "deck")  # no Controlled Innocents: nothing
    take(game, "50032", "environment")
    effect_steps.run_effects(game, 0, -1, game.catalog.cards["50033"].abilities[0].effects)
    game.refresh()
    assert deck_top.facedown and deck_top.zone == pzone(0, "engaged")
    before = threat(game)
    primitives.deal_damage(game, deck_top.id, 1)
    game.refresh()
    assert deck_top.zone == pzone(0, "discard")
    assert not deck_top.facedown
    assert threat(game) == before + 1


def test_the_rendered_text_keeps_card_names_and_says_each_sentence() -> None:
    """The card text is rendered from the data (issue 13): names keep their capitals inside
    a nested sentence, and each new verb has its own words."""
    cards = catalog().cards
    nabbed = render_card(cards["50082"])
    assert "find Abduct Superhumans and put it into play" in nabbed
    assert "discard cards from the top of your deck until an ally is discarded" in nabbed
    assert "tuck that ally under Abduct Superhumans" in nabbed
    assert "put the top card of your deck into play facedown, engaged with you, as a " \
           "Controlled minion" in render_card(cards["50033"])
    assert "after a Controlled minion is defeated" in render_card(cards["50032"])
    assert "shuffle each card in your nemesis set into the encounter deck" in \
        render_card(cards["01190"])
    assert "you may swap any number of those cards" in render_card(cards["50051"])


def test_intelligence_may_swap_two_dealt_cards_between_players() -> None:
    """Intelligence (aos 50051): the swap covers every dealt card of every player, so two
    players' dealt cards can change places, each staying facedown."""
    game = start(("nick-fury", "maria-hill"))
    first = take(game, "01191", pzone(0, "dealt"))
    second = take(game, "01186", pzone(1, "dealt"))
    for cid in (first, second):
        game.c(cid).facedown = True
    intelligence = take(game, "50051", pzone(0, "play"))
    effect_steps.run_effects(game, 0, intelligence,
                             game.catalog.cards["50051"].abilities[0].effects)
    game.refresh()
    swap = next(o.key for o in game.decision.options  # type: ignore[union-attr]
                if "dealt to player 1" in o.label and "dealt to player 2" in o.label)
    answer(game, swap)
    answer(game, "done")
    assert game.c(first).zone == pzone(1, "dealt") and game.c(first).facedown
    assert game.c(second).zone == pzone(0, "dealt") and game.c(second).facedown


def test_shadow_of_the_past_reveals_the_nemesis_scheme_before_shuffling_the_rest() -> None:
    """Shadow of the Past (core 01190) for Maria Hill: Army of the Controlled is revealed as
    it enters play, and its "find Controlled Innocents" reaches the set-aside nemesis set
    before the rest of it is shuffled away (RRG FIND: the set-aside area is searched; the
    FFG rulings call the nemesis set "set-aside"). Only the unique nemesis minion enters."""
    game = start(("maria-hill",))
    _reveal(game, "01190")
    assert [game.d(c).name for c in game.ids("environment")] == ["Controlled Innocents"]
    assert [game.d(m).name for m in game.minions(0)].count("Controller") == 1
    assert not game.ids(pzone(0, "nemesis"))
    fury = start(("nick-fury",))
    _reveal(fury, "01190")
    assert "Leviathan Soldier" not in [fury.d(m).name for m in fury.minions(0)]


def test_acquire_infinity_formula_and_orion_answer_damage() -> None:
    """Acquire Infinity Formula (aos 50061), forced response after Nick Fury takes damage:
    Orion, still in the set-aside nemesis set, is found and enters play engaged with the
    Nick Fury player; the next damage gives him a tough status card. Orion (aos 50060) can
    have any number of tough cards and gets one after he takes damage (and survives it)."""
    game = start(("nick-fury",))
    answer(game, "flip")  # hero form: Nick Fury
    take(game, "50061", "schemes")
    orion = next(c for c in game.ids(pzone(0, "nemesis")) if game.c(c).code == "50060")
    primitives.deal_damage(game, game.identity(0), 1)
    game.refresh()
    assert game.c(orion).zone == pzone(0, "engaged")
    tough = game.c(orion).tough
    assert tough == 1  # Toughness
    primitives.deal_damage(game, game.identity(0), 1)
    game.refresh()
    assert game.c(orion).tough == tough + 1
    game.c(orion).tough = 0
    primitives.deal_damage(game, orion, 1)
    game.refresh()
    assert game.c(orion).tough == 1 and game.c(orion).count("damage") == 1


def test_a_typed_hook_runs_from_card_data_in_its_scope() -> None:
    """Issue 13: a hook is typed (a HookStep, no ``Any``) and registered by name; card data
    naming it starts it as a HookStep, with the scope it was named in."""
    from engine.champions.language.hooks import HOOKS, HookStep, typed_hook

    seen: list[tuple[int, int]] = []

    def note(game, step: HookStep, answer: str | None) -> None:  # type: ignore[no-untyped-def]
        seen.append((step.seat, step.source))

    typed_hook("test_note_typed", "note it")(note)
    try:
        game = start(("nick-fury",))
        effect_steps.run_effects(game, 0, 7, [{"hook": "test_note_typed"}])
        game.refresh()
        effect_steps.run_effects(game, 0, 8, [{"hook": "test_note_typed"}])
        game.refresh()
        assert seen == [(0, 7), (0, 8)]
    finally:
        del HOOKS["test_note_typed"]
