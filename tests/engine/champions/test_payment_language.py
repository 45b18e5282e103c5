"""The card language of paying costs and basic powers (issue 13): "when/after you spend this
card", typed-resource costs, actions from hand, effects "at the end of the phase", a basic
power's interrupt that adds to it, and actions any player may use. Card facts and printed
behaviour: the Agents of S.H.I.E.L.D. pack (AoS), rules: RRG = rules-reference-v1.8.md."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from content import content_path
from content.champions.schema import face_level, load_catalog
from content.errors import ContentError
from engine.champions.core.state import pzone
from engine.champions.language.text import render_card
from engine.champions.rules import primitives
from tests.engine.champions.helpers import (
    answer,
    choose,
    clear_hand,
    keys,
    pay_with,
    start,
    take,
)

CONVERTED = ("50007", "50013", "50014", "50021", "50053")


def test_converted_faces_are_card_data() -> None:
    """Special Funding, Slingshot, Organizational Support, Dum Dum Dugan and Under
    Surveillance are card data alone (no hook, no rules text), and Stun Net's action says
    any player may use it."""
    cards = load_catalog().cards
    assert [face_level(cards[code]) for code in CONVERTED] == ["data"] * len(CONVERTED)
    assert "Hero action (any player may use it)" in render_card(cards["50071"])
    assert render_card(cards["50053"]).startswith("Attach to the main scheme.")
    assert "spend 1 energy resource -> Put this card into play under any player's control" \
        in render_card(cards["50013"])


def test_special_funding_only_answers_a_shield_support() -> None:
    """Special Funding (AoS): "after you spend this card to pay for a S.H.I.E.L.D. support";
    Fury's Flying Car is a support without that trait, so it gets no counter."""
    game = start(("maria-hill",))
    clear_hand(game)
    car = take(game, "50040", pzone(0, "hand"))  # cost 2: Aerial, Tech, Vehicle
    funding = take(game, "50007", pzone(0, "hand"))  # mental + physical
    answer(game, f"play:{car}")
    answer(game, f"res:{funding}")
    answer(game, "pay")
    assert game.c(car).zone == pzone(0, "play")
    assert game.c(funding).zone == pzone(0, "discard")
    assert not game.c(car).counters


def test_organizational_support_offers_only_cards_sharing_a_trait() -> None:
    """Organizational Support (AoS): "allies and/or supports you control that share a Trait
    with your identity": Front Organization (Location) is not offered to Maria Hill
    (S.H.I.E.L.D.), Command Team is; nothing is exhausted before "pay"."""
    game = start(("maria-hill",))
    clear_hand(game)
    front = take(game, "50028", pzone(0, "play"))
    team = take(game, "50016", pzone(0, "play"))
    iliad = take(game, "50009", pzone(0, "hand"))
    org = take(game, "50014", pzone(0, "hand"))
    for code in ("50025", "50026"):  # Energy, Genius: 2 each (6 in all with Command Team)
        take(game, code, pzone(0, "hand"))
    answer(game, f"play:{iliad}")
    assert f"org:{team}" not in keys(game)  # only once the card is spent
    answer(game, f"res:{org}")
    assert f"org:{team}" in keys(game) and f"org:{front}" not in keys(game)
    answer(game, f"org:{team}")
    assert not game.c(team).exhausted


def test_slingshot_needs_an_energy_resource() -> None:
    """Slingshot (AoS): "Spend a [energy] resource": a mental resource cannot pay for her
    action (it is not offered), a wild one can (RRG: RESOURCES, wild)."""
    game = start(("maria-hill",))
    clear_hand(game)
    sling = take(game, "50013", pzone(0, "hand"))
    genius = take(game, "50026", pzone(0, "hand"))  # 2 mental
    assert f"ab:{sling}:0" not in keys(game)
    maria = take(game, "50036", pzone(0, "hand"))  # the Maria Hill ally: 1 wild
    game.refresh()
    answer(game, f"ab:{sling}:0")
    assert game.decision.prompt == \
        "Pay for Slingshot (Yo-Yo Rodriguez)'s action: 0 of 1 energy resources picked."
    assert f"res:{genius}" not in keys(game)
    pay_with(game, "Maria Hill")
    assert game.c(maria).zone == pzone(0, "discard")
    assert game.c(sling).zone == pzone(0, "play")


def test_a_card_that_cannot_pay_a_typed_cost_lends_no_interrupt_to_it() -> None:
    """Organizational Support (AoS) is a mental resource, so it cannot be spent on
    Slingshot's "spend a [energy] resource" (RRG: RESOURCES) and its "when spent" interrupt
    never exhausts the energy Command Team for it: Slingshot is not offered (it was, and
    then its payment offered nothing: a simulated game stuck on seed 4 of legions_of_hydra)."""
    game = start(("maria-hill",))
    clear_hand(game)
    take(game, "50016", pzone(0, "play"))  # Command Team: a S.H.I.E.L.D. support, 1 energy
    sling = take(game, "50013", pzone(0, "hand"))
    take(game, "50014", pzone(0, "hand"))
    game.refresh()
    assert f"ab:{sling}:0" not in keys(game)
    take(game, "50025", pzone(0, "hand"))  # Energy
    game.refresh()
    assert f"ab:{sling}:0" in keys(game)


def test_slingshot_stays_away_once_she_left_play() -> None:
    """Slingshot (AoS): "At the end of the phase, if Slingshot is still in play, return her
    to your hand": discarded first, she stays in the discard pile (RRG: LASTING EFFECTS end
    when their card leaves play)."""
    game = start(("maria-hill",))
    clear_hand(game)
    sling = take(game, "50013", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    answer(game, f"ab:{sling}:0")
    pay_with(game, "Energy")
    primitives.ally_leaves_play(game, sling)
    game.refresh()
    answer(game, "end")  # an empty hand is not asked to discard (issue 29 finding 6)
    assert game.c(sling).zone == pzone(0, "discard")


def test_dum_dum_dugan_adds_to_an_attack() -> None:
    """Dum Dum Dugan (AoS): "the power gets +1 for each" S.H.I.E.L.D. card exhausted, an
    attack as well as a thwart; declining the interrupt leaves the power as printed."""
    for use in (True, False):
        game = start(("maria-hill",))
        for minion in game.minions(0):
            game.state.move(minion, "enc:discard")
        dugan = take(game, "50021", pzone(0, "play"))
        team = take(game, "50016", pzone(0, "play"))
        game.refresh()
        villain = game.villain()
        answer(game, f"ally_attack:{dugan}")
        answer(game, f"w:{dugan}:0" if use else "pass")
        if use:
            answer(game, f"t:{team}")
            answer(game, "none")  # done after one
        if "choose the enemy" in game.decision.prompt:
            choose(game, "Black Widow")
        assert game.c(villain).count("damage") == game.atk(dugan) + (1 if use else 0)
        assert game.c(team).exhausted == use


def test_another_player_may_use_stun_net() -> None:
    """Stun Net (AoS): "Any player may trigger this ability": attached to player 2's
    identity, player 1 uses it on their turn, exhausting a character they control."""
    game = start(("maria-hill", "nick-fury"))
    answer(game, "flip")  # Hero action: player 1 in hero form
    net = take(game, "50071", "attached")
    game.c(net).attached_to = game.identity(1)
    game.refresh()
    assert game.decision.seat == 0
    answer(game, f"ab:{net}:0")
    if "exhaust which character" in game.decision.prompt:
        answer(game, f"t:{game.identity(0)}")
    assert game.c(game.identity(0)).exhausted
    assert not game.c(game.identity(1)).exhausted
    assert game.c(net).zone == "enc:discard"


@pytest.mark.parametrize(("old", "new", "code", "message"), [
    ('of = "self"\ncard = { type = "support"', 'of = "you"\ncard = { type = "support"', "50007",
     '"spent" answers spending this card: it needs of = "self"'),
    ('generate = "printed"', 'generate = "wild"', "50014",
     'effect "exhaust"\'s generate must be "printed"'),
    ('trigger = "resource"\ncost = ["exhaust_self", "use_counter"]',
     'trigger = "resource"\nany_player = true\ncost = ["exhaust_self", "use_counter"]', "50008",
     '"any_player" is for actions'),
])
def test_bad_payment_language_names_file_and_card(tmp_path: Path, old: str, new: str,
                                                  code: str, message: str) -> None:
    root = tmp_path / "champions"
    shutil.copytree(content_path("champions"), root, ignore=shutil.ignore_patterns("*.py"))
    path = root / "aos.toml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_catalog(root)
    assert str(info.value).startswith(f"{path}:")
    assert f"card {code}" in str(info.value) and message in str(info.value)


@pytest.mark.parametrize(("cost", "message"), [
    ('cost = [{ spend = { psychic = 1 } }]', '"spend" maps resource types'),
    ('cost = [{ spend = { energy = 0 } }]', '"spend" maps resource types'),
    ('cost = ["spend_energy"]', 'unknown cost "spend_energy"'),
    ('cost = [{ spend = { energy = 1 } }, { spend = { mental = 1 } }]', "one resource type"),
])
def test_bad_resource_cost_names_file_and_card(tmp_path: Path, cost: str, message: str) -> None:
    root = tmp_path / "champions"
    shutil.copytree(content_path("champions"), root, ignore=shutil.ignore_patterns("*.py"))
    path = root / "aos.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('cost = [{ spend = { energy = 1 } }]', cost, 1), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_catalog(root)
    assert str(info.value).startswith(f"{path}:")
    assert "card 50013" in str(info.value) and message in str(info.value)
