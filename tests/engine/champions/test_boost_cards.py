"""The activation under way (RRG v1.8 BOOST): an additional boost card for it, and boost icons
a boost card gains. "If additional boost cards are resolved for an activation, the boost
icons are cumulative, and all Boost abilities on those cards resolve."

Cards: test-only fixtures of the printed faces (tests/engine/champions/fixtures/indirect.toml):
Psionic Enhancement (50122), Diplomatic Sanctions (50128), Klaw (01113); card facts from
/work/shared/reference/marvelsdb/pack (aos_encounter, core_encounter)."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.champions.schema import load_catalog
from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core.villain_steps import EnemyAttack, EnemyScheme
from engine.champions.language.text import render_card
from tests.engine.champions.helpers import answer, start, take, top_encounter
from tests.engine.champions.walk import Spec, make

CARDS = load_catalog(extra_packs=[Path(__file__).resolve().parent / "fixtures"])
PSIONIC_ENHANCEMENT, SANCTIONS, KLAW = "50122", "50128", "01113"
TWO_BOOST = "50096"  # Leaping Kick as a boost card: 2 boost icons, no boost ability
NO_BOOST = "01186"  # Advance: no boost icons, no boost ability
AIM_SOLDIER = "50084"  # an A.I.M. minion


def table() -> ChampionsGame:
    game = start(("nick-fury",), cards=CARDS)
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    game.state.players[0].form = "hero"
    game.c(game.identity(0)).code = game.catalog.decks[game.state.players[0].deck_key].identity
    game.refresh()
    return game


def deck_top(game: ChampionsGame, *codes: str) -> None:
    """The encounter deck's top cards, in this order."""
    for code in reversed(codes):
        top_encounter(game, code)


def attacked(game: ChampionsGame, enemy: int) -> int:
    """The damage an undefended attack by ``enemy`` deals to player 1's identity."""
    you = game.identity(0)
    before = game.c(you).count("damage")
    game.push(EnemyAttack(enemy, 0))
    game.refresh()
    answer(game, "none")
    return game.c(you).count("damage") - before


def test_the_cards_say_it() -> None:
    assert "Boost: Give the activating enemy 1 additional boost card(s) for this activation." \
        in render_card(CARDS.cards[PSIONIC_ENHANCEMENT])
    assert "Boost: This card gains X (the number of A.I.M. minions in the victory display) " \
        "boost icon(s)." in render_card(CARDS.cards[SANCTIONS])


def test_a_boost_ability_gives_the_attack_another_boost_card() -> None:
    """Psionic Enhancement (50122) as a boost card: "give the activating enemy an additional
    boost card"; the second card is flipped for the same attack and the icons add up (RRG
    v1.8 BOOST): ATK + 1 + 2."""
    game = table()
    villain = game.villain()
    deck_top(game, PSIONIC_ENHANCEMENT, TWO_BOOST)
    assert attacked(game, villain) == game.atk(villain) + 1 + 2
    assert "gets 1 more boost card(s) for this activation" in "\n".join(game.state.log)
    discard = [game.c(c).code for c in game.ids("enc:discard")]
    assert PSIONIC_ENHANCEMENT in discard and TWO_BOOST in discard


def test_a_boost_ability_gives_a_scheme_another_boost_card() -> None:
    """RRG v1.8 BOOST: the additional boost card's icons add to the SCH of the scheme under
    way (Psionic Enhancement 50122, then 2 boost icons)."""
    game = table()
    villain, main = game.villain(), game.main_scheme()
    before = game.c(main).count("threat")
    deck_top(game, PSIONIC_ENHANCEMENT, TWO_BOOST)
    game.push(EnemyScheme(villain, 0))
    game.refresh()
    assert game.c(main).count("threat") == before + game.sch(villain) + 1 + 2


def test_boost_icons_gained_for_each_aim_minion_in_the_victory_display() -> None:
    """Diplomatic Sanctions (50128) as a boost card: it gains a boost icon for each A.I.M.
    minion in the victory display, added to the attack (2 printed + 2 gained)."""
    game = table()
    take(game, AIM_SOLDIER, "victory")
    game.state.new_card(AIM_SOLDIER, -1, "victory")
    game.refresh()
    villain = game.villain()
    deck_top(game, SANCTIONS)
    assert attacked(game, villain) == game.atk(villain) + 2 + 2


def test_when_klaw_attacks_he_gets_another_boost_card() -> None:
    """Klaw (01113): "when Klaw attacks, give him 1 additional boost card for this
    activation": dealt with his usual boost card, both flipped (RRG v1.8 BOOST)."""
    game = table()
    villain = game.villain()
    game.c(villain).code = KLAW
    game.refresh()
    deck_top(game, TWO_BOOST, TWO_BOOST, NO_BOOST)
    assert attacked(game, villain) == game.atk(villain) + 2 + 2
    assert game.c(game.ids("enc:deck")[0]).code == NO_BOOST


def test_more_boost_cards_is_refused_where_no_activation_is_under_way() -> None:
    """Accepted means it runs (issue 22 part 1): a When Revealed ability has no activation
    to give a boost card to."""
    with pytest.raises(ContentError, match='"more_boost_cards" acts on an interrupt to '
                                           '"enemy_attack" or an interrupt to "activation" '
                                           'or the activation a boost card'):
        make(Spec("treachery", '[[ability]]\ntrigger = "when_revealed"\n'
                               'effects = [{ more_boost_cards = 1 }]'), "91002")
