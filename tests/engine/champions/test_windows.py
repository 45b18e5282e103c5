"""Timing windows (engine/champions/rules/windows.py), proven with test-only cards: no card of
our content is an Interrupt or Response event yet.

Sources: RRG v1.8 "Simultaneous Timing Priority", FIRST PLAYER, FORCED, INTERRUPT,
RESPONSE, CANCEL, PREVENT, REPLACEMENT EFFECT, DEFEND (defense-labeled abilities),
ATTACK (ENEMY ACTIVATION).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from content.champions.schema import Ability, CardDef, Catalog, catalog
from engine.champions import ChampionsGame
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import answer, keep_hand, keys, start, take, top_encounter

DEFENSE_EVENT, CANCEL_EVENT, RESPONDER = "T9101", "T9102", "T9103"
FORCED_THREAT, FORCED_DRAW, REPLACER = "T9104", "T9105", "T9106"
LATE_DRAW, LATE_HEAL, EARLY_HEAL = "T9107", "T9108", "T9109"
BOOST_1 = "50084"  # A.I.M. Soldier: one boost icon, no boost ability


def window(trigger: str, on: str, of: str, effects: tuple[dict[str, Any], ...], *,
           cost: tuple[str, ...] = (), label: str = "",
           condition: dict[str, Any] | None = None) -> Ability:
    return Ability(trigger, effects, condition or {}, cost, False, {}, on, of, label)


def window_cards() -> Catalog:
    """The shipped catalog plus test-only cards with window abilities."""
    base = catalog()
    event, support, upgrade = base.cards["50004"], base.cards["50041"], base.cards["50046"]

    def make(like: CardDef, code: str, name: str, *abilities: Ability) -> CardDef:
        return dataclasses.replace(like, code=code, name=name, set="not_in_play", traits=(),
                                   stats={**like.stats, "cost": 0}, abilities=abilities)

    made = [
        make(event, DEFENSE_EVENT, "Test Block", window(
            "interrupt", "enemy_attack", "you", ({"prevent_damage": 1},), label="defense",
            condition={"form": "hero"})),
        make(event, CANCEL_EVENT, "Test Countermeasure", window(
            "interrupt", "reveal", "any", ({"cancel": True},))),
        make(support, RESPONDER, "Test Lookout", window(
            "response", "attack", "any", ({"draw": 1},), cost=("exhaust_self",))),
        make(upgrade, FORCED_THREAT, "Test Alarm", window(
            "forced_interrupt", "enemy_attack", "you", ({"place_threat": 1},))),
        make(upgrade, FORCED_DRAW, "Test Reflex", window(
            "forced_interrupt", "enemy_attack", "you", ({"draw": 1},))),
        make(upgrade, REPLACER, "Test Decoy Field", window(
            "forced_interrupt", "attack_damage", "your_identity",
            ({"cancel": True}, {"place_threat": 1}))),
        make(upgrade, LATE_DRAW, "Test Debrief", window(
            "forced_response", "enemy_attack", "you", ({"draw": 1},))),
        make(support, LATE_HEAL, "Test Medic", window(
            "response", "enemy_attack", "you", ({"heal": 1},), cost=("exhaust_self",))),
        make(support, EARLY_HEAL, "Test Shield Wall", window(
            "interrupt", "enemy_attack", "you", ({"heal": 1},), cost=("exhaust_self",))),
    ]
    return dataclasses.replace(base, cards={**base.cards, **{c.code: c for c in made}})


def hero_table(heroes: tuple[str, ...] = ("nick-fury",)) -> ChampionsGame:
    """Player 1 in hero form, no minions, a boost card with one icon on the deck."""
    game = start(heroes, cards=window_cards())
    for seat in range(len(heroes)):
        for m in game.minions(seat):
            game.state.move(m, "enc:discard")
    answer(game, "flip")
    top_encounter(game, BOOST_1)
    return game


def to_villain_phase(game: ChampionsGame) -> None:
    """End every turn (and keep every hand) until the villain phase asks something."""
    while game.decision is not None and game.state.areas[0].phase == "player":
        if "end" in keys(game):
            answer(game, "end")
        else:
            keep_hand(game)  # discards down to the hand size if it must


def damage(game: ChampionsGame, seat: int = 0) -> int:
    return game.c(game.identity(seat)).count("damage")


def test_defense_event_played_during_an_enemy_attack() -> None:
    """RRG DEFEND: a defense-labeled interrupt, used as the enemy attacks you, makes your
    identity the defender without a basic defense (no DEF reduction, no exhaust); its
    prevention reduces the damage taken (RRG PREVENT). The event is paid and discarded."""
    game = hero_table()
    block = take(game, DEFENSE_EVENT, pzone(0, "hand"), owner=0)
    to_villain_phase(game)
    assert "attacks player 1" in game.decision.prompt
    assert f"w:{block}:0" in keys(game) and "pass" in keys(game)
    answer(game, f"w:{block}:0")  # cost 0: the payment closes at once
    assert game.c(block).zone == pzone(0, "discard")
    # the identity defends by the ability: only a basic defense on top is offered
    assert set(keys(game)) <= {"hero", "none"}
    answer(game, "none")
    while game.decision is not None and game.state.areas[0].phase == "villain" and \
            "your turn" not in game.decision.prompt:
        answer(game, "pass" if "pass" in keys(game) else keys(game)[-1])
    atk = game.atk(game.villain())
    assert atk + 1 - 1 > 0
    assert damage(game) == atk + 1 - 1  # ATK + 1 boost icon, 1 prevented, no DEF
    assert not game.c(game.identity(0)).exhausted


def test_life_model_decoy_prevents_all_damage_of_the_attack() -> None:
    """Life Model Decoy (50010): interrupt when an enemy attacks you, discard it to prevent
    all damage from that attack (RRG PREVENT)."""
    game = hero_table()
    decoy = take(game, "50010", pzone(0, "play"), owner=0)
    to_villain_phase(game)
    answer(game, f"w:{decoy}:0")
    assert game.c(decoy).zone == pzone(0, "discard")
    answer(game, "none")
    assert damage(game) == 0


def test_life_model_decoy_offered_when_another_player_defends() -> None:
    """Rules audit: Life Model Decoy answers "an enemy attacks you", which stays true when
    another player defends for you (RRG ATTACK (ENEMY ACTIVATION): the player is still
    considered attacked), so it is offered before defenders are declared."""
    game = hero_table(("nick-fury", "maria-hill"))
    decoy = take(game, "50010", pzone(0, "play"), owner=0)
    to_villain_phase(game)
    assert game.decision.seat == 0 and f"w:{decoy}:0" in keys(game)


def test_interrupt_event_in_the_villain_phase_cancels_a_reveal() -> None:
    """RRG CANCEL: an Interrupt event played from hand in the villain phase cancels a
    revealed encounter card; the card is still revealed and goes to the encounter discard."""
    game = hero_table()
    counter = take(game, CANCEL_EVENT, pzone(0, "hand"), owner=0)
    to_villain_phase(game)
    while game.decision is not None and "reveals" not in game.decision.prompt:
        answer(game, "pass" if "pass" in keys(game) else "none" if "none" in keys(game)
               else keys(game)[0])
    dealt = game.state.occurrences[max(game.state.occurrences)].card
    answer(game, f"w:{counter}:0")
    assert game.c(dealt).zone == "enc:discard"
    assert any("is cancelled and discarded." in line for line in game.state.log)


def test_response_on_another_players_turn() -> None:
    """RRG RESPONSE / FIRST PLAYER: player 2's response to "after a player attacks" is
    offered during player 1's turn, right after player 1's attack."""
    game = hero_table(("nick-fury", "maria-hill"))
    lookout = take(game, RESPONDER, pzone(1, "play"), owner=1)
    hand_before = len(game.ids(pzone(1, "hand")))
    answer(game, "attack")
    while game.decision.seat == 0 and "Use a response" not in game.decision.prompt:
        answer(game, keys(game)[0])
    assert game.decision.seat == 1
    assert "Use a response?" in game.decision.prompt
    answer(game, f"w:{lookout}:0")
    assert len(game.ids(pzone(1, "hand"))) == hand_before + 1
    assert game.c(lookout).exhausted
    assert game.decision.seat == 0 and "your turn" in game.decision.prompt


def test_two_forced_interrupts_are_ordered_by_the_first_player() -> None:
    """RRG FORCED: forced abilities that trigger at once initiate in the order the first
    player chooses; each resolves fully before the next."""
    game = hero_table()
    alarm = take(game, FORCED_THREAT, pzone(0, "play"), owner=0)
    take(game, FORCED_DRAW, pzone(0, "play"), owner=0)
    to_villain_phase(game)
    assert "which resolves first" in game.decision.prompt and game.decision.seat == 0
    hand_before = len(game.ids(pzone(0, "hand")))
    threat_before = game.c(game.main_scheme()).count("threat")
    answer(game, f"f:{alarm}:0")
    assert game.c(game.main_scheme()).count("threat") == threat_before + 1
    assert len(game.ids(pzone(0, "hand"))) == hand_before + 1  # the other one followed


def test_replacement_instead_of_damage() -> None:
    """RRG REPLACEMENT EFFECT: "when you would take damage from an attack, instead ...":
    the damage is replaced (none is taken) and the other effect resolves instead."""
    game = hero_table()
    take(game, REPLACER, pzone(0, "play"), owner=0)
    to_villain_phase(game)
    threat_before = game.c(game.main_scheme()).count("threat")
    answer(game, "none")  # no defender
    assert damage(game) == 0
    assert game.c(game.main_scheme()).count("threat") == threat_before + 1


def test_priority_order_of_the_chart() -> None:
    """RRG "Simultaneous Timing Priority": forced interrupts, then interrupts, then boost,
    then the attack's damage, then forced responses, then responses."""
    game = hero_table()
    take(game, FORCED_THREAT, pzone(0, "play"), owner=0)
    wall = take(game, EARLY_HEAL, pzone(0, "play"), owner=0)
    take(game, LATE_DRAW, pzone(0, "play"), owner=0)
    medic = take(game, LATE_HEAL, pzone(0, "play"), owner=0)
    game.c(game.identity(0)).counters["damage"] = 3
    start_line = len(game.state.log)
    to_villain_phase(game)
    answer(game, f"w:{wall}:0")
    answer(game, "none")
    answer(game, f"w:{medic}:0")
    lines = game.state.log[start_line:]

    def at(text: str) -> int:
        return next(n for n, line in enumerate(lines) if text in line)

    order = [at("Test Alarm:"), at("Test Shield Wall:"), at("Boost card"), at("takes"),
             at("Test Debrief:"), at("Test Medic:")]
    assert order == sorted(order), lines


def test_window_skips_players_with_nothing_usable() -> None:
    """Issue 12, windows: a player with nothing usable is not asked; with nothing usable
    anywhere no question is asked at all."""
    game = hero_table(("nick-fury", "maria-hill"))
    take(game, RESPONDER, pzone(1, "play"), owner=1)
    game.c(game.ids(pzone(1, "play"))[-1]).exhausted = True  # its cost cannot be paid
    answer(game, "attack")
    while game.decision.seat == 0 and "your turn" not in game.decision.prompt:
        assert "Use a response" not in game.decision.prompt
        answer(game, keys(game)[0])
    assert "your turn" in game.decision.prompt


def scheming_minion(code: str, *, quake: bool) -> tuple[ChampionsGame, int, int]:
    """Player 1 (Maria Hill, alter-ego: minions scheme) engaged with ``code``; Quake in
    play if asked. Played to the minion's scheme."""
    game = start(("maria-hill",), minion=None, cards=window_cards())
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    minion = take(game, code, pzone(0, "engaged"))
    ally = take(game, "50048", pzone(0, "play"), owner=0) if quake else -1
    game.c(game.main_scheme()).counters["threat"] = 1
    to_villain_phase(game)
    return game, minion, ally


def test_leviathan_soldier_forced_response_after_it_schemes() -> None:
    """Leviathan Soldier (50062): "Forced Response: after it schemes, deal 1 damage to the
    engaged player's identity" -- an encounter card's forced response, no question."""
    game, _soldier, _ = scheming_minion("50062", quake=False)
    assert any("Leviathan Soldier: deal 1 damage to you." in line for line in game.state.log)
    assert damage(game) >= 1


def test_quake_responds_after_a_minion_schemes() -> None:
    """Quake (50048): "Response: after a minion schemes, exhaust Quake -> deal 2 damage to
    that minion", offered once the minion's threat is placed."""
    game, grunt, quake = scheming_minion("50073", quake=True)
    while game.decision is not None and "schemes for" not in game.decision.prompt:
        answer(game, "pass" if "pass" in keys(game) else keys(game)[-1])
    assert game.decision.prompt.startswith("A.I.M. Grunt schemes for")
    assert game.decision.prompt.endswith("Use a response?")
    answer(game, f"w:{quake}:0")
    assert game.c(quake).exhausted
    assert game.c(grunt).count("damage") == 2


def test_an_allys_response_to_its_basic_power_comes_before_consequential_damage() -> None:
    """Melinda May (50023): "Response: after Melinda May uses a basic power, look at the top
    card of the encounter deck; you may discard it." RRG "Simultaneous Timing Priority":
    responses (4) before consequential damage (5), so she is asked while still unhurt."""
    game = start(("maria-hill",), cards=window_cards())
    may = take(game, "50023", pzone(0, "play"), owner=0)
    top = top_encounter(game, BOOST_1)
    answer(game, f"ally_thwart:{may}")
    while "used a basic power" not in game.decision.prompt:
        answer(game, keys(game)[0])
    assert game.decision.prompt == "Melinda May used a basic power. Use a response?"
    assert game.c(may).count("damage") == 0  # consequential damage not dealt yet
    answer(game, f"w:{may}:0")
    answer(game, "discard")
    assert game.c(top).zone == "enc:discard"
    assert game.c(may).count("damage") == game.d(may).stat("thwart_consequential")


def test_nick_fury_ally_places_a_counter_after_his_basic_power() -> None:
    """Nick Fury (ally, 50002): "Response: after Nick Fury uses a basic power, place 1
    all-purpose counter on a S.H.I.E.L.D. support." (offered only with such a support)."""
    game = start(("maria-hill",), cards=window_cards())
    fury = take(game, "50002", pzone(0, "play"), owner=0)
    staff = take(game, "50008", pzone(0, "play"), owner=0)  # Support Staff: S.H.I.E.L.D.
    before = sum(v for k, v in game.c(staff).counters.items() if k not in ("damage", "threat"))
    answer(game, f"ally_thwart:{fury}")
    while "used a basic power" not in game.decision.prompt:
        answer(game, keys(game)[0])
    answer(game, f"w:{fury}:0")
    after = sum(v for k, v in game.c(staff).counters.items() if k not in ("damage", "threat"))
    assert after == before + 1


def test_every_occurrence_kind_can_be_put_into_words() -> None:
    """A window's question names its occurrence: every kind the card data may answer has a
    sentence (content.champions.schema.OCCURRENCES)."""
    from content.champions.schema import OCCURRENCES
    from engine.champions.rules.windows import DESCRIBE

    assert set(DESCRIBE) == set(OCCURRENCES)
