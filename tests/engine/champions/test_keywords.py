"""Keywords handled once by the engine (RRG: KEYWORDS and one entry per keyword;
AoS rulebook p. 3 featured keywords; AoS p. 4 amplify)."""

from __future__ import annotations

import pytest

from engine.champions.core.combat_steps import Attack
from engine.champions.core.encounter_steps import EnteredEngaged, Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import DealEncounter
from engine.champions.rules import combat, player_phase, primitives, villain_phase
from tests.engine.champions.helpers import answer, gain_keyword, set_threat, start, take


def hero(minion: str = "A.I.M. Abductor"):
    game = start(("maria-hill",), minion=minion)
    answer(game, "flip")
    return game


def test_guard_blocks_attacks_on_the_villain() -> None:
    """GUARD: while a guard minion is engaged with you, you cannot attack the villain."""
    game = hero("A.I.M. Grunt")
    grunt = game.minions(0)[0]
    assert combat.attackable(game, 0, game.identity(0)) == [grunt]


def test_patrol_blocks_thwarting_the_main_scheme() -> None:
    """PATROL (AoS p. 3): you cannot thwart the main scheme while a patrol minion engages you."""
    game = hero("A.I.M. Soldier")
    set_threat(game, 4)
    assert game.main_scheme() not in combat.thwartable(game, 0)
    assert "thwart" not in [o.key for o in game.decision.options]  # nothing it could do


def test_crisis_blocks_removing_main_scheme_threat() -> None:
    """CRISIS: while a crisis scheme is in play, threat cannot be removed from the main
    scheme."""
    game = hero()
    scheme = take(game, "50075", "schemes")
    game.c(scheme).counters["threat"] = 2
    set_threat(game, 4)
    assert combat.thwartable(game, 0) == [scheme]


def test_vulnerable_minion_is_discarded_when_confused() -> None:
    """VULNERABLE (AoS p. 3): a vulnerable character that becomes confused is discarded."""
    game = hero()
    scientist = take(game, "50083", pzone(0, "engaged"))
    primitives.give_status(game, scientist, "confused")
    assert game.c(scientist).zone == "enc:discard"


def test_scientist_cannot_be_attacked_behind_another_minion() -> None:
    """A.I.M. Scientist cannot be attacked while its player is engaged with another minion."""
    game = hero()
    scientist = take(game, "50083", pzone(0, "engaged"))
    assert scientist not in combat.attackable(game, 0, game.identity(0))


def test_acceleration_icons_add_threat() -> None:
    """ACCELERATION ICON: each icon in play adds 1 threat in step 1; Mad Science gives each
    A.I.M. minion one."""
    game = hero()
    assert game.icons("acceleration") == 0
    take(game, "50085", "schemes")  # Mad Science: icon + the engaged A.I.M. Abductor
    assert game.icons("acceleration") == 2


def test_amplify_adds_boost_icons() -> None:
    """AMPLIFY (AoS p. 4): each amplify icon in play adds a boost icon to each boost card."""
    game = hero()
    take(game, "50074", "schemes")  # Automated Defenses: 1 amplify icon
    assert game.icons("amplify") == 1


def test_toughness_and_piercing() -> None:
    """TOUGHNESS: enters play with a tough card; PIERCING discards tough before damage."""
    game = hero()
    soldier = take(game, "50062", pzone(0, "engaged"))
    game.push(EnteredEngaged(soldier, 0))
    game.refresh()
    assert game.c(soldier).tough == 1
    primitives.deal_damage(game, soldier, 2, piercing=True)
    assert game.c(soldier).count("damage") == 2


def test_steady_and_stalwart() -> None:
    """STEADY needs two stunned cards to be stunned; STALWART cannot be stunned or confused."""
    game = hero()
    villain = game.villain()
    gain_keyword(game, villain, "steady")
    primitives.give_status(game, villain, "stunned")
    assert not primitives.is_status(game, villain, "stunned")
    primitives.give_status(game, villain, "stunned")
    assert primitives.is_status(game, villain, "stunned")
    game.state.lasting.clear()
    gain_keyword(game, villain, "stalwart")
    game.c(villain).stunned = 0
    assert not primitives.give_status(game, villain, "stunned")


def test_overkill_carries_to_the_villain() -> None:
    """OVERKILL: excess damage from an attack that defeats a minion goes to the villain."""
    game = hero()
    minion = game.minions(0)[0]  # Abductor, 4 hit points
    game.push(Attack(0, game.identity(0), 6, overkill=True, target=minion))
    game.refresh()
    assert game.c(minion).zone == "enc:discard"
    assert game.c(game.villain()).count("damage") == 2


def test_abduct_superhumans_tucks_allies_leaving_play() -> None:
    """Abduct Superhumans: an ally leaving play is tucked, with threat equal to its cost and an
    acceleration token; defeating the scheme returns tucked allies."""
    game = hero()
    scheme = take(game, "50081", "schemes")
    game.c(scheme).counters["threat"] = 1
    ally = take(game, "50012", pzone(0, "play"))
    primitives.deal_damage(game, ally, 5)
    assert game.c(ally).zone == "tucked"
    assert game.c(scheme).count("threat") == 1 + 3
    assert game.c(scheme).count("acceleration") == 1
    primitives.remove_threat(game, scheme, 4)
    assert game.c(ally).zone == pzone(0, "play")


def test_team_up_needs_both_characters() -> None:
    """TEAM-UP (AoS p. 3): Super Spies needs Maria Hill and Nick Fury in play."""
    game = hero()
    take(game, "50016", pzone(0, "play"))  # a S.H.I.E.L.D. support to place counters on
    spies = take(game, "50024", pzone(0, "hand"))
    assert player_phase.cannot_play(game, 0, spies) == "both team-up characters must be in play"
    duo = start(("maria-hill", "nick-fury"))
    answer(duo, "flip")
    spies = take(duo, "50024", pzone(0, "hand"))
    assert player_phase.cannot_play(duo, 0, spies) == ""


def test_villainous_minions_get_a_boost_card() -> None:
    """VILLAINOUS (AoS p. 3): a villainous minion gets a facedown boost card when it activates."""
    game = hero()
    minion = game.minions(0)[0]
    assert villain_phase.boost_count(game, minion) == 0
    gain_keyword(game, minion, "villainous")
    assert villain_phase.boost_count(game, minion) == 1
    assert villain_phase.boost_count(game, game.villain()) == 1


def test_victory_keyword_goes_to_the_victory_display() -> None:
    """VICTORY X (AoS p. 3): a defeated card with victory goes to the victory display."""
    game = hero()
    minion = game.minions(0)[0]
    gain_keyword(game, minion, "victory")
    primitives.deal_damage(game, minion, 10)
    assert game.c(minion).zone == "victory"


def test_hazard_icons_deal_extra_encounter_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """HAZARD ICON: each hazard icon in play deals one more encounter card, in player order."""
    game = start(("nick-fury", "maria-hill"))
    monkeypatch.setattr(game, "icons", lambda name, area=None: 1 if name == "hazard" else 0)
    game.push(DealEncounter())
    game.refresh()
    assert [len(game.ids(pzone(s, "dealt"))) for s in (0, 1)] == [2, 1]


def test_abductor_resolves_its_sentences_in_printed_order() -> None:
    """A.I.M. Abductor (AoS encounter card 50080) read one sentence at a time (RRG ABILITIES:
    "resolve the ability one sentence at a time"; RRG "OTHERWISE"): with Abduct Superhumans
    not in play nothing can be tucked under it nor threat placed on it; only the last sentence
    puts it into play (with its starting threat), and the ally stays in play."""
    game = hero()
    ally = take(game, "50012", pzone(0, "play"))
    abductor = take(game, "50080", "enc:discard")
    game.push(Reveal(abductor, 0))
    game.refresh()
    scheme = next(s for s in game.side_schemes() if game.c(s).code == "50081")
    assert game.c(ally).zone == pzone(0, "play")
    assert game.c(scheme).count("threat") == villain_phase.side_scheme_start(game, scheme)
    assert game.c(scheme).count("acceleration") == 0


def test_abductor_tucks_when_abduct_superhumans_is_in_play() -> None:
    """A.I.M. Abductor with Abduct Superhumans in play: the ally with the most remaining hit
    points is tucked (the scheme's forced interrupt adds threat equal to its cost and an
    acceleration token); with no ally, 2 threat goes on the scheme instead (RRG "OTHERWISE")."""
    game = hero()
    scheme = take(game, "50081", "schemes")
    game.c(scheme).counters["threat"] = 1
    ally = take(game, "50012", pzone(0, "play"))
    for _ in range(2):
        abductor = take(game, "50080", "enc:discard")
        game.push(Reveal(abductor, 0))
        game.refresh()
    assert game.c(ally).zone == "tucked"
    assert game.c(scheme).count("threat") == 1 + 3 + 2
    assert game.c(scheme).count("acceleration") == 1

