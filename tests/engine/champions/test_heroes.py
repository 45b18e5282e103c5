"""Nick Fury and Maria Hill cards (AoS rulebook p. 3-4 keywords, FAQ p. 22)."""

from __future__ import annotations

import dataclasses

from content.champions.schema import catalog
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.rules import player_phase, primitives
from tests.engine.champions.helpers import (
    answer,
    choose,
    clear_hand,
    keep_hand,
    pay_with,
    set_threat,
    start,
    take,
    threat,
    top_encounter,
)


def nick(stealth: bool = False):
    game = start(("nick-fury",))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    if stealth:
        player_phase.set_suit(game, 0, "stealth")
    answer(game, "flip")
    return game


def use_assault(game, n: int) -> None:
    """Use the Assault suit's interrupt (offered in the attack's "would" window) and remove
    ``n`` threat from it."""
    assert game.decision.prompt.endswith("Use an interrupt?")
    choose(game, "Use Assault")
    assert "(X from 0 to" in game.decision.prompt
    answer(game, f"n:{n}")


def break_cover_first(game) -> None:
    """Resolve Break Cover before Black Widow's forced interrupt when both trigger (RRG
    FORCED: the first player orders simultaneous forced abilities)."""
    if "which resolves first" in game.decision.prompt:
        choose(game, "Nick Fury: Change to Assault")


def to_villain_phase(game) -> None:
    answer(game, "end")
    while game.decision and game.decision.prompt.startswith("End of the player phase"):
        keep_hand(game)


def test_faq_stealth_threat_goes_on_suit_not_main_scheme() -> None:
    """AoS FAQ: Stealth places its threat on itself without first placing it on the main
    scheme; the attack becomes a scheme."""
    game = nick(stealth=True)
    set_threat(game, 0)
    top_encounter(game, "01186")  # boost 0
    to_villain_phase(game)
    suit = game.suit(0)
    assert game.c(suit).count("threat") == 1
    # +1 acceleration, then SCH 2 + 0 boost - 1 to the suit
    assert threat(game) == 1 + 1
    assert game.c(game.identity(0)).count("damage") == 0


def test_faq_stealth_and_stunned_villain() -> None:
    """AoS FAQ: status cards take priority; a stunned villain removes the stun instead."""
    game = nick(stealth=True)
    set_threat(game, 0)
    primitives.give_status(game, game.villain(), "stunned")
    to_villain_phase(game)
    assert game.c(game.villain()).stunned == 0
    assert game.c(game.suit(0)).count("threat") == 0
    assert threat(game) == 1  # only the acceleration


def test_stealth_caps_at_five_threat() -> None:
    """Stealth: only if there are 5 or less threat on it."""
    game = nick(stealth=True)
    game.c(game.suit(0)).counters["threat"] = 6
    set_threat(game, 0)
    top_encounter(game, "01186")
    to_villain_phase(game)
    assert game.c(game.suit(0)).count("threat") == 6
    assert threat(game) == 1 + 2


def test_break_cover_and_assault_bonus() -> None:
    """Break Cover: attacking changes to Assault; Assault removes up to 3 threat for +1 each."""
    game = nick(stealth=True)
    game.c(game.suit(0)).counters["threat"] = 4
    set_threat(game, 0)
    answer(game, "attack")
    if game.decision.prompt.endswith("choose the enemy."):
        choose(game, "Black Widow")
    break_cover_first(game)
    assert game.form_of_suit(0) == "assault"
    use_assault(game, 3)
    assert game.c(game.villain()).count("damage") == 2 + 3
    assert game.c(game.suit(0)).count("threat") == 1


def test_gather_intel_after_basic_thwart() -> None:
    """Gather Intel: after Nick Fury makes a basic thwart, place 1 threat on the suit."""
    game = nick()
    set_threat(game, 5)
    answer(game, "thwart")
    assert game.decision.prompt.endswith("Use a response?")
    choose(game, "Use Nick Fury: Place 1 threat on a suit form upgrade you control")
    assert threat(game) == 3
    assert game.c(game.suit(0)).count("threat") == 1


def test_suit_is_permanent_against_caught_off_guard() -> None:
    """PERMANENT: the suit cannot be discarded; Caught Off Guard with nothing else surges."""
    game = nick()
    suit = game.suit(0)
    off = take(game, "01188", "enc:discard")
    game.push(Reveal(off, 0))
    for cid in game.ids("enc:deck"):
        game.state.move(cid, "removed")
    take(game, "50082", "enc:deck")  # the surge card (Nabbed!)
    game.refresh()
    assert game.c(suit).zone == pzone(0, "play")
    assert any("Surge" in line for line in game.state.log)


def test_covert_surveillance_in_stealth_moves_threat_to_suit() -> None:
    """Covert Surveillance: remove 2 threat; in Stealth you may place it on the suit."""
    game = nick(stealth=True)
    clear_hand(game)
    card = take(game, "50038", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    set_threat(game, 5)
    answer(game, f"play:{card}")
    pay_with(game, "Energy")
    answer(game, "yes")
    assert threat(game) == 3
    assert game.c(game.suit(0)).count("threat") == 2


def test_discovered_takes_damage_per_suit_threat() -> None:
    """Discovered: change to Assault; choose to take 1 damage per threat on the suit."""
    game = nick(stealth=True)
    game.c(game.suit(0)).counters["threat"] = 3
    card = take(game, "50059", "enc:discard")
    game.push(Reveal(card, 0))
    game.refresh()
    choose(game, "Take 1 damage per threat")
    assert game.form_of_suit(0) == "assault"
    assert game.c(game.identity(0)).count("damage") == 3


def test_faq_all_points_bulletin_one_choice_per_support() -> None:
    """AoS FAQ: All-Points Bulletin chooses a (possibly different) target per S.H.I.E.L.D.
    support you control."""
    game = start(("maria-hill",))
    answer(game, "flip")
    clear_hand(game)
    for code in ("50016", "50008"):
        take(game, code, pzone(0, "play"))
    bulletin = take(game, "50003", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    set_threat(game, 4)
    answer(game, f"play:{bulletin}")
    pay_with(game, "Energy")
    assert "(1 of 2)" in game.decision.prompt
    choose(game, "Remove 1 threat from The Widow's Web")
    assert "(2 of 2)" in game.decision.prompt
    choose(game, "Deal 1 damage to Black Widow")
    assert threat(game) == 3
    assert game.c(game.villain()).count("damage") == 1


def test_all_purpose_counters_take_the_uses_type() -> None:
    """AoS p. 4: all-purpose counters placed on a card become the type that card defines."""
    game = start(("maria-hill",))
    iliad = take(game, "50009", pzone(0, "play"))
    game.c(iliad).counters["mission"] = 1
    director = take(game, "50011", pzone(0, "play"))
    choose(game, "Use S.H.I.E.L.D. Director")  # the only S.H.I.E.L.D. support is chosen
    assert game.c(iliad).count("mission") == 2
    assert game.c(director).exhausted


def test_iliad_uses_a_mission_counter() -> None:
    """USES: The Iliad spends a counter (and exhausts) to deal 5 damage."""
    game = start(("maria-hill",))
    iliad = take(game, "50009", pzone(0, "play"))
    game.c(iliad).counters["mission"] = 1
    game.refresh()
    choose(game, "Use The Iliad")
    choose(game, "Deal 5 damage to Black Widow")
    assert game.c(game.villain()).count("damage") == 5
    assert game.c(iliad).count("mission") == 0
    game.c(iliad).exhausted = False
    game.refresh()
    assert not any("Use The Iliad" in o.label for o in game.decision.options)


def test_em_shield_prevents_attack_damage() -> None:
    """EM Shield: when you would take damage from an attack, discard it to prevent it all."""
    game = nick()
    shield = take(game, "50042", pzone(0, "play"))
    top_encounter(game, "50078")
    to_villain_phase(game)
    answer(game, "none")
    assert "Nick Fury would take 3 damage from Black Widow's attack" in game.decision.prompt
    choose(game, "EM Shield")
    assert game.c(shield).zone == pzone(0, "discard")
    assert game.c(game.identity(0)).count("damage") == 0


def test_informant_reverses_a_minion_scheme() -> None:
    """Informant: when a minion schemes, discard it: the activation removes threat instead."""
    game = start(("maria-hill",), minion="A.I.M. Abductor")
    informant = take(game, "50050", pzone(0, "play"))
    set_threat(game, 6)
    top_encounter(game, "01186")
    to_villain_phase(game)
    while "schemes for" not in game.decision.prompt:
        answer(game, game.decision.options[0].key)
    answer(game, f"w:{informant}:0")
    # 6 + 1 acceleration + 2 (villain) - 1 (Abductor SCH 1 removed)
    assert threat(game) == 6 + 1 + 2 - 1


def test_under_surveillance_raises_the_target() -> None:
    """Under Surveillance: attach to the main scheme; its target threat rises by 4."""
    game = start(("nick-fury",))
    clear_hand(game)
    card = take(game, "50053", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    answer(game, f"play:{card}")
    pay_with(game, "Energy")
    assert game.scheme_target(game.main_scheme()) == 14
    assert game.c(card).attached_to == game.main_scheme()


def test_shadow_of_the_past_brings_the_nemesis() -> None:
    """Shadow of the Past: nemesis minion engaged with you, nemesis side scheme in play;
    Orion has toughness (enters with a tough card)."""
    game = start(("nick-fury",))
    shadow = take(game, "01190", "enc:discard")
    game.push(Reveal(shadow, 0))
    game.refresh()
    orion = next(m for m in game.minions(0) if game.c(m).code == "50060")
    assert game.c(orion).tough == 1
    assert any(game.c(s).code == "50061" for s in game.side_schemes())
    assert not game.ids(pzone(0, "nemesis"))


def test_obligation_goes_to_its_heros_player() -> None:
    """Discovered: "Give to the Nick Fury player" even when another player reveals it."""
    game = start(("maria-hill", "nick-fury"))
    player_phase.set_suit(game, 1, "stealth")
    card = take(game, "50059", "enc:discard")
    game.push(Reveal(card, 0))
    game.refresh()
    assert game.form_of_suit(1) == "assault"
    assert any("Player 2 reveals Discovered" in line for line in game.state.log)


def test_flying_car_readies_nick_and_grants_aerial_until_round_end() -> None:
    """Fury's Flying Car: exhaust it and remove 1 threat from your suit -> ready Nick Fury; he
    gains the Aerial trait until the end of the round (RRG: LASTING EFFECTS, "until")."""
    game = nick()
    car = take(game, "50040", pzone(0, "play"))
    game.c(game.suit(0)).counters["threat"] = 1
    ident = game.identity(0)
    game.c(ident).exhausted = True
    game.refresh()
    assert not game.has_trait(ident, "Aerial")
    choose(game, "Use Fury's Flying Car")
    assert not game.c(ident).exhausted and game.c(car).exhausted
    assert game.c(game.suit(0)).count("threat") == 0
    assert game.has_trait(ident, "Aerial")
    assert game.view(0)["players"][0]["identity"]["gained_traits"] == ["Aerial"]
    player_phase.change_form(game, 0)  # still Nick Fury: the trait stays for the round
    assert game.has_trait(ident, "Aerial")
    round_now = game.state.areas[0].round
    to_villain_phase(game)
    while game.state.areas[0].round == round_now:
        game.apply(game.decision.options[-1])
    assert not game.has_trait(ident, "Aerial")


def test_concentrated_fire_choice_after_defeating_an_enemy() -> None:
    """Concentrated Fire (card 50037): "If this attack defeats an enemy, choose" threat equal
    to its printed SCH on the suit form upgrade, or Stealth suit form."""
    game = nick()
    soldier = take(game, "50084", pzone(0, "engaged"))  # A.I.M. Soldier: 3 hit points, SCH 1
    fire = take(game, "50037", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))  # Energy pays 2
    answer(game, f"play:{fire}")
    pay_with(game, "Energy")
    if "Assault suit" in game.decision.prompt:
        answer(game, "n:0")
    if game.decision.prompt.endswith("choose the enemy."):
        answer(game, f"t:{soldier}")
    assert game.c(soldier).zone == "enc:discard"
    assert game.decision.prompt == "Concentrated Fire: Choose one."
    choose(game, "Place X")
    assert game.c(game.suit(0)).count("threat") == 1


def test_maria_hill_grants_shield_to_allies_only_in_hero_form() -> None:
    """Maria Hill (card 50001a, hero side): "Each ally you control gains the S.H.I.E.L.D.
    trait"; her alter-ego side (50001b) has no such ability."""
    base = catalog()
    plain = dataclasses.replace(base.cards["50047"], code="T9101", name="Test Plain Ally",
                                traits=("Spy",))
    cards = dataclasses.replace(base, cards={**base.cards, "T9101": plain})
    game = start(("maria-hill",), cards=cards)
    ally = take(game, "T9101", pzone(0, "play"), owner=0)
    assert not game.has_trait(ally, "S.H.I.E.L.D.")  # alter-ego form
    answer(game, "flip")
    assert game.has_trait(ally, "S.H.I.E.L.D.")
