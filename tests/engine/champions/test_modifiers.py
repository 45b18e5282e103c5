"""The modifiers layer (engine/champions/rules/modifiers.py): constant abilities and lasting
effects computed from the state, never cached.

Sources: RRG v1.8 CONSTANT ABILITIES, LASTING EFFECTS, "CANNOT", "Simultaneous Timing
Priority" 1; the printed cards named in each test (MarvelCDB facts).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from content.champions.schema import Ability, Catalog, catalog, load_catalog
from content.errors import ContentError
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EndRound
from engine.champions.rules import player_phase, primitives, villain_phase
from tests.engine.champions.helpers import answer, start, take
from tests.engine.champions.test_content import copy_content, replace

PLAIN_ALLY = "T9201"  # a test-only ally without the S.H.I.E.L.D. trait (every ally has it)


def with_plain_ally() -> Catalog:
    base = catalog()
    ally = dataclasses.replace(base.cards["50047"], code=PLAIN_ALLY, name="Test Recruit",
                               set="not_in_play", traits=("Spy",), abilities=())
    return dataclasses.replace(base, cards={**base.cards, PLAIN_ALLY: ally})


def test_maria_hill_gives_allies_the_trait_only_while_she_is_a_hero() -> None:
    """Maria Hill (50001a): "each ally you control gains the S.H.I.E.L.D. trait" holds on
    her hero side only, and stops the moment she flips (nothing is cached)."""
    game = start(("maria-hill",), cards=with_plain_ally())
    ally = take(game, PLAIN_ALLY, pzone(0, "play"), owner=0)
    assert not game.has_trait(ally, "S.H.I.E.L.D.")
    answer(game, "flip")
    assert game.has_trait(ally, "S.H.I.E.L.D.")
    shown = next(c for c in game.view(0)["players"][0]["play"] if c["id"] == ally)
    assert shown["gained_traits"] == ["S.H.I.E.L.D."]
    player_phase.change_form(game, 0)
    assert not game.has_trait(ally, "S.H.I.E.L.D.")


def test_gauntlet_gives_its_host_retaliate_while_attached() -> None:
    """Black Widow's Gauntlet (50068): the villain gains retaliate 1 while it is attached."""
    game = start(("nick-fury",))
    villain = game.villain()
    before = game.kw(villain, "retaliate")
    gauntlet = take(game, "50068", "attached")
    game.c(gauntlet).attached_to = villain
    assert game.kw(villain, "retaliate") == before + 1
    primitives.discard(game, gauntlet)
    assert game.kw(villain, "retaliate") == before


def test_mad_science_gives_each_aim_minion_an_acceleration_icon() -> None:
    """Mad Science (50085): each A.I.M. minion gains an acceleration icon, counted by the
    villain phase's threat (RRG ACCELERATION ICON)."""
    game = start(("nick-fury",), minion="A.I.M. Abductor")
    per_round = game.threat_per_round()
    science = take(game, "50085", "schemes")
    aim = [m for m in game.minions() if "A.I.M." in game.d(m).traits]
    assert aim
    printed = game.d(science).icons.get("acceleration", 0)  # its own icon
    assert game.threat_per_round() == per_round + printed + len(aim)
    primitives.discard(game, science)
    assert game.threat_per_round() == per_round


def test_under_surveillance_raises_the_main_scheme_target() -> None:
    """Under Surveillance (50053): attached to the main scheme, +4 target threat."""
    game = start(("nick-fury",))
    main = game.main_scheme()
    target = game.scheme_target(main)
    watch = take(game, "50053", "attached")
    game.c(watch).attached_to = main
    assert game.scheme_target(main) == target + 4


def test_stun_net_and_grant_ward_cannot() -> None:
    """RRG "CANNOT": Stun Net (50071) - the attached character cannot attack; Grant Ward
    (50022) cannot defend."""
    game = start(("nick-fury",))
    answer(game, "flip")
    ident = game.identity(0)
    assert player_phase.can_attack(game, ident)
    net = take(game, "50071", "attached")
    game.c(net).attached_to = ident
    assert not player_phase.can_attack(game, ident)
    primitives.discard(game, net)
    assert player_phase.can_attack(game, ident)
    ward = take(game, "50022", pzone(0, "play"), owner=0)
    assert not any(key.endswith(f":{ward}") for key, _ in villain_phase.defender_options(game, 0))


def test_lasting_trait_ends_at_the_end_of_the_round_and_when_it_leaves_play() -> None:
    """RRG LASTING EFFECTS: "until the end of the round" ends in the end-of-round step, and
    a lasting effect on a card ends when the card leaves play."""
    game = start(("nick-fury",))
    ally = take(game, "50047", pzone(0, "play"), owner=0)
    game.state.lasting.append({"target": ally, "kind": "trait", "name": "Aerial",
                               "until": "round"})
    assert game.has_trait(ally, "Aerial")
    game.push(EndRound())
    game.refresh()
    assert not game.has_trait(ally, "Aerial")
    game.state.lasting.append({"target": ally, "kind": "stat", "name": "attack", "amount": 2})
    attack = game.atk(ally)
    primitives.discard(game, ally)
    assert not game.state.lasting
    assert game.atk(ally) == attack - 2


def test_a_constant_stat_bonus_with_a_condition() -> None:
    """A constant "+1 ATK to each ally you control" with a hero-form condition, on a
    test-only copy of Maria Hill's hero side: the bonus follows the condition."""
    game = start(("maria-hill",))
    cards = game.catalog.cards
    hero = cards["50001a"]
    bonus = Ability("constant", ({"stat": "attack", "amount": 1, "to": "allies_you_control"},),
                    {"form": "hero"})
    game.catalog = dataclasses.replace(
        game.catalog, cards={**cards, "50001a": dataclasses.replace(
            hero, abilities=(*hero.abilities, bonus))})
    game.constants = {**game.constants, "50001a": (*game.constants["50001a"], bonus)}
    ally = take(game, "50047", pzone(0, "play"), owner=0)
    printed = game.d(ally).stat("attack")
    assert game.atk(ally) == printed
    answer(game, "flip")
    assert game.atk(ally) == printed + 1


@pytest.mark.parametrize(("new", "message"), [
    ('effects = [{ trait = "S.H.I.E.L.D.", to = "everyone" }]', 'constant effect "to"'),
    ('effects = [{ stat = "speed", to = "host" }]', 'constant effect "stat" is "speed"'),
    ('effects = [{ trait = "S.H.I.E.L.D.", to = "allies_you_control", x = 1 }]',
     'unknown option "x"'),
])
def test_bad_constant_ability_names_file_line_and_card(tmp_path: Path, new: str,
                                                       message: str) -> None:
    """A constant ability the layer cannot read fails on load with file, line and card."""
    root = copy_content(tmp_path)
    replace(root / "aos.toml",
            'effects = [{ trait = "S.H.I.E.L.D.", to = "allies_you_control" }]', new)
    with pytest.raises(ContentError) as info:
        load_catalog(root)
    assert str(info.value).startswith(f"{root / 'aos.toml'}:")
    assert "card 50001a" in str(info.value) and message in str(info.value)


def test_a_view_reuses_the_modifiers_only_while_it_is_built() -> None:
    """The modifiers are computed once per view (speed), and never kept after it: a change
    right after a view is seen at once."""
    game = start(("maria-hill",), cards=with_plain_ally())
    ally = take(game, PLAIN_ALLY, pzone(0, "play"), owner=0)
    answer(game, "flip")
    shown = next(c for c in game.view(0)["players"][0]["play"] if c["id"] == ally)
    assert shown["gained_traits"] == ["S.H.I.E.L.D."]
    assert game.modifier_memo is None
    player_phase.change_form(game, 0)
    assert not game.has_trait(ally, "S.H.I.E.L.D.")
    shown = next(c for c in game.view(0)["players"][0]["play"] if c["id"] == ally)
    assert "gained_traits" not in shown
