"""Uniqueness and matching as RRG v1.8 has them (issue 21 part 6).

The rules text is RRG v1.8 "Unique Icon" (shared/reference/rules/rules-reference-v1.8.md):
two unique cards match when they share a title and neither has a subtitle or an alter-ego
title, or when the subtitle or alter-ego title of one is a name of the other; a non-villain
card that matches a card in play cannot enter play. The Core Set Nick Fury ally (01084) is
shipped (content/champions/core/basic.toml); the other cards these tests use and our
content lacks are test-only fixtures (tests/engine/champions/fixtures/unique.toml).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from content.champions.schema import load_catalog
from engine.champions import ChampionsGame
from engine.champions.core import effect_steps
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.rules import player_phase, primitives, uniqueness
from engine.champions.rules.uniqueness import Names
from tests.engine.champions.helpers import log_has, start, take, top_encounter

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CARDS = load_catalog(extra_packs=[FIXTURES])
NICK_FURY_ALLY = "01084"  # Core Set, no subtitle (shipped)
BLACK_WIDOW_ALLY = "01075"  # Core Set, subtitle Natasha Romanoff
BLACK_WIDOW_HERO, NATASHA = "08001a", "08001b"  # the Black Widow identity (bkw)
BLACK_WIDOW_MINION = "50148"  # Pale Little Spider
MODOK_MINION = "01184"  # The Doomsday Chair
MODOK_VILLAIN = "50103a"  # the M.O.D.O.K. scenario


def game_of(*heroes: str) -> ChampionsGame:
    return start(heroes or ("nick-fury",), cards=CARDS)


def villain_is(game: ChampionsGame, code: str) -> int:
    """Seat ``code`` as the villain (Black Widow set aside): a set-up state."""
    game.state.move(game.villain(), "set_aside")
    return take(game, code, "villain")


# ------------------------------------------------------------------- matching
@pytest.mark.parametrize("one, two, match", [
    # "two copies of the Jarnbjorn upgrade, or the Jessica Jones ally and minion"
    (Names("Jarnbjorn"), Names("Jarnbjorn"), True),
    (Names("Jessica Jones"), Names("Jessica Jones"), True),
    # "the identity with the T'Challa alter-ego, the T'Challa ally, and the Black Panther
    # ally with the subtitle T'Challa are all considered to match"
    (Names("Black Panther", alter_ego="T'Challa"), Names("T'Challa"), True),
    (Names("Black Panther", alter_ego="T'Challa"), Names("Black Panther", "T'Challa"), True),
    (Names("T'Challa"), Names("Black Panther", "T'Challa"), True),
    # FFG ruling, 26 January 2026: the Valkyrie hero (alter-ego Brunnhilde) does not match
    # the Valkyrie ally; "Kang (The Conqueror)" and "Kang (Master of Time)" are titles
    (Names("Valkyrie", alter_ego="Brunnhilde"), Names("Valkyrie"), False),
    (Names("Kang (The Conqueror)"), Names("Kang (Master of Time)"), False),
    # the same title, one with a subtitle: the first way needs neither to have one
    (Names("Black Widow", "Natasha Romanoff"), Names("Black Widow"), False),
])
def test_unique_cards_match_as_the_rrg_says(one: Names, two: Names, match: bool) -> None:
    """RRG v1.8 UNIQUE ICON, the two ways to match and its examples (both directions)."""
    assert one.matches(two) is match and two.matches(one) is match


def test_an_identity_is_named_by_both_faces_and_a_subtitle_comes_from_the_facts() -> None:
    """RRG v1.8 UNIQUE ICON and SUBTITLE: an identity's title is its hero face's, its
    alter-ego title its alter-ego face's, whichever face is up; ``subname`` is a subtitle."""
    both = Names("Black Widow", "", "Natasha Romanoff")
    assert uniqueness.names_of(CARDS, BLACK_WIDOW_HERO) == both
    assert uniqueness.names_of(CARDS, NATASHA) == both
    assert uniqueness.names_of(CARDS, BLACK_WIDOW_ALLY) == Names("Black Widow",
                                                                 "Natasha Romanoff")
    assert CARDS.cards[BLACK_WIDOW_ALLY].title == "Black Widow (Natasha Romanoff)"


# ------------------------------------------------------------- player cards
def test_the_nick_fury_ally_cannot_enter_play_beside_the_nick_fury_identity() -> None:
    """RRG v1.8 UNIQUE ICON: the Core Set Nick Fury ally matches the Nick Fury identity
    (its alter-ego title is Nick Fury), so it cannot be played, and an effect that would put
    it into play has no effect. Nick Fury, Sr. has another title: he can be played."""
    game = game_of("maria-hill", "nick-fury")
    ally = take(game, NICK_FURY_ALLY, pzone(0, "hand"))
    assert player_phase.cannot_play(game, 0, ally) == "it matches Nick Fury, in play (unique)"
    assert f"play:{ally}" not in [o.key for o in game.decision.options]  # type: ignore[union-attr]
    effect_steps.run_effects(game, 0, -1, [{"put_into_play": True, "target": {
        "name": "Nick Fury", "zone": "hand", "controller": "you"}, "first": True}])
    game.refresh()
    assert game.c(ally).zone == pzone(0, "hand")
    senior = take(game, "50054", pzone(0, "hand"))
    assert "unique" not in player_phase.cannot_play(game, 0, senior)


def test_the_black_widow_ally_matches_the_black_widow_identity_only() -> None:
    """RRG v1.8 UNIQUE ICON: the Black Widow ally (subtitle Natasha Romanoff) matches the
    Black Widow identity (alter-ego title Natasha Romanoff). It does not match the Black
    Widow villain nor the Black Widow minion: they share its title, but it has a subtitle
    (the first way to match needs neither card to have one) and neither has the name
    Natasha Romanoff (the second way), so it may be played against them."""
    game = game_of()
    ally = take(game, BLACK_WIDOW_ALLY, pzone(0, "hand"))
    assert game.d(game.villain()).name == "Black Widow"
    take(game, BLACK_WIDOW_MINION, pzone(0, "engaged"))
    assert "unique" not in player_phase.cannot_play(game, 0, ally)
    other = game_of("maria-hill", "nick-fury")
    other.c(other.identity(1)).code = NATASHA  # seat 2 plays Black Widow (a set-up state)
    ally = take(other, BLACK_WIDOW_ALLY, pzone(0, "hand"))
    assert player_phase.cannot_play(other, 0, ally) == \
        "it matches Natasha Romanoff, in play (unique)"


def test_a_facedown_card_matches_nothing() -> None:
    """RRG FACEDOWN CARDS (no title) and UNIQUE ICON: the Nick Fury ally lying facedown as a
    minion does not keep another Nick Fury ally out."""
    game = game_of("maria-hill")
    facedown = take(game, "50002", pzone(0, "engaged"))
    game.state.hide(facedown)
    ally = take(game, NICK_FURY_ALLY, pzone(0, "hand"))
    assert "unique" not in player_phase.cannot_play(game, 0, ally)


# ------------------------------------------------------------ encounter cards
def test_a_revealed_modok_minion_is_discarded_and_a_card_dealt_instead() -> None:
    """RRG v1.8 UNIQUE ICON: M.O.D.O.K. (The Doomsday Chair's minion) matches the M.O.D.O.K.
    villain in play; revealed, it is discarded, its being revealed is ignored (no When
    Revealed, no engaging), and the player revealing it is dealt a facedown encounter
    card instead."""
    game = game_of()
    villain_is(game, MODOK_VILLAIN)
    minion = take(game, MODOK_MINION, "enc:discard")
    dealt = len(game.ids(pzone(0, "dealt")))
    game.push(Reveal(minion, 0))
    game.refresh()
    assert game.c(minion).zone == "enc:discard"
    assert minion not in game.minions()
    assert len(game.ids(pzone(0, "dealt"))) == dealt + 1
    assert log_has(game, "M.O.D.O.K. matches M.O.D.O.K., in play (unique): it is discarded, "
                         "and player 1 is dealt an encounter card instead.")


def test_a_modok_minion_put_into_play_is_discarded() -> None:
    """RRG v1.8 UNIQUE ICON: an encounter card put into play (not revealed) while a matching
    card is in play is discarded and its entering play ignored; no card is dealt."""
    game = game_of()
    villain_is(game, MODOK_VILLAIN)
    minion = top_encounter(game, MODOK_MINION)
    effect_steps.run_effects(game, 0, -1, [{"put_into_play": True, "target": {
        "name": "M.O.D.O.K.", "zone": "encounter_deck"}, "first": True}])
    game.refresh()
    assert game.c(minion).zone == "enc:discard"
    assert game.ids(pzone(0, "dealt")) == []


def test_villains_enter_play_whatever_is_in_play() -> None:
    """RRG v1.8 UNIQUE ICON: "a non-villain card ... cannot enter play": the M.O.D.O.K.
    villain is kept out by nothing, while the M.O.D.O.K. minion would be."""
    game = game_of()
    take(game, MODOK_MINION, pzone(0, "engaged"))
    villain = take(game, MODOK_VILLAIN, "set_aside")
    assert uniqueness.matching_in_play(game, villain) == -1
    second = take(game, "50103b", "set_aside")
    assert uniqueness.matching_in_play(game, second) == -1


def test_competitive_play_applies_the_rule_within_a_side() -> None:
    """Synthezoid Smackdown FAQ: "The unique rule only applies to friendly characters in
    competitive mode": with the villain on another side than the heroes' cards, the
    M.O.D.O.K. minion revealed against the players enters play."""
    game = game_of()
    villain = villain_is(game, MODOK_VILLAIN)
    game.same_side = lambda a, b: villain not in (a, b)  # type: ignore[method-assign]
    minion = take(game, MODOK_MINION, "enc:discard")
    game.push(Reveal(minion, 0))
    game.refresh()
    assert minion in game.minions()


def test_a_tucked_ally_stays_out_when_a_matching_one_came_into_play() -> None:
    """RRG v1.8 UNIQUE ICON: Abduct Superhumans (aos 50081) returns its tucked allies when
    defeated; the Nick Fury ally tucked there cannot come back while the Core Set Nick Fury
    ally (same title, neither with a subtitle) is in play: it goes with the scheme."""
    game = game_of("maria-hill")
    scheme = take(game, "50081", "schemes")
    game.c(scheme).counters["threat"] = 1
    tucked = take(game, "50002", pzone(0, "play"))
    primitives.deal_damage(game, tucked, 5)
    assert game.c(tucked).zone == "tucked"
    take(game, NICK_FURY_ALLY, pzone(0, "play"))
    primitives.remove_threat(game, scheme, game.c(scheme).count("threat"))
    assert game.c(tucked).zone == pzone(0, "discard")
    assert log_has(game, "Nick Fury cannot enter play: it matches Nick Fury, in play (unique).")


def test_cards_in_play_in_another_game_area_match_too() -> None:
    """RRG v1.8 UNIQUE ICON ("a card in play"): with two game areas (issue 21 part 4), a
    card in play in the other area keeps a matching card out, as long as both are on one
    side (co-op: every card is; competitive play says otherwise through same_side)."""
    areas = FIXTURES / "areas"
    game = start(("nick-fury", "maria-hill"), seed=4, cards=load_catalog(
        extra_packs=[FIXTURES, areas]), areas=[{"scenario": "rival", "seats": [1]}])
    take(game, MODOK_VILLAIN, "A1:villain")
    minion = take(game, MODOK_MINION, "enc:discard")
    game.push(Reveal(minion, 0))
    game.refresh()
    assert game.c(minion).zone == "enc:discard" and minion not in game.minions()
