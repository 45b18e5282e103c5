"""Black Widow scenario (AoS rulebook p. 9 "Preparation abilities", FAQ p. 22)."""

from __future__ import annotations

from engine.champions.encounter_steps import Reveal
from engine.champions.state import pzone
from tests.engine.champions.helpers import (
    answer,
    choose,
    log_has,
    pay_with,
    set_threat,
    start,
    take,
    threat,
    top_encounter,
)


def hero_game(minion: str = "A.I.M. Abductor"):
    game = start(("maria-hill",), minion=minion)
    answer(game, "flip")
    return game


def attack_villain(game) -> None:
    answer(game, "attack")
    if game.decision.prompt.endswith("choose the enemy."):
        choose(game, "Black Widow")


def test_attack_removes_threat_and_resolves_preparation() -> None:
    """Black Widow's forced interrupt: remove 1 main-scheme threat, discard the top encounter
    card and resolve its Preparation (Covert Ops: 1 threat on each scheme)."""
    game = hero_game()
    set_threat(game, 5)
    ops = top_encounter(game, "50077")
    attack_villain(game)
    assert game.c(ops).zone == "enc:discard"
    assert threat(game) == 5 - 1 + 1
    assert game.c(game.villain()).count("damage") == 1


def test_no_threat_means_no_preparation() -> None:
    """AoS p. 9: if no threat is removed, the rest of her ability does not resolve."""
    game = hero_game()
    set_threat(game, 0)
    top = top_encounter(game, "50077")
    attack_villain(game)
    assert game.c(top).zone == "enc:deck"
    assert game.c(game.villain()).count("damage") == 1


def test_crisis_is_ignored_by_her_interrupt() -> None:
    """Black Widow (I) removes threat ignoring crisis icons (Destroy Evidence has crisis)."""
    game = hero_game()
    take(game, "50075", "schemes")
    set_threat(game, 4)
    top_encounter(game, "01186")
    attack_villain(game)
    assert threat(game) == 3


def test_faq_stunned_attacker_does_not_trigger_her() -> None:
    """AoS FAQ: attacking to remove a stunned card does not trigger her Forced Interrupt."""
    game = hero_game()
    set_threat(game, 5)
    game.give_status(game.identity(0), "stunned")
    top = top_encounter(game, "50077")
    attack_villain(game)
    assert game.c(game.identity(0)).stunned == 0
    assert threat(game) == 5
    assert game.c(top).zone == "enc:deck"


def test_grunt_preparation_redirects_the_attack() -> None:
    """A.I.M. Grunt Preparation: it enters play engaged with you and takes the attack."""
    game = hero_game()
    set_threat(game, 5)
    grunt = top_encounter(game, "50073")
    attack_villain(game)
    assert game.c(grunt).zone == pzone(0, "engaged")
    assert game.c(grunt).count("damage") == 1
    assert game.c(game.villain()).count("damage") == 0


def test_attacrobatics_prevents_damage_and_hurts_attacker_in_expert() -> None:
    """Attacrobatics Preparation: prevent all damage; in expert, deal it to the attacker."""
    game = start(("maria-hill",), expert=True)
    answer(game, "flip")
    set_threat(game, 9)
    top_encounter(game, "50076")
    attack_villain(game)
    assert game.c(game.villain()).count("damage") == 0
    assert game.c(game.identity(0)).count("damage") == 1


def test_gauntlet_gives_retaliate_and_is_discarded_without_preparation() -> None:
    """Black Widow's Gauntlet: she gains retaliate 1; after an attack with no Preparation
    resolved, the Gauntlet is discarded (after retaliate)."""
    game = hero_game()
    gauntlet = take(game, "50068", "attached")
    game.c(gauntlet).attached_to = game.villain()
    set_threat(game, 0)
    attack_villain(game)
    assert game.c(game.identity(0)).count("damage") == 1  # retaliate 1
    assert game.c(gauntlet).zone == "enc:discard"


def test_ranged_ignores_retaliate() -> None:
    """RANGED: an attack with ranged ignores retaliate (Concentrated Fire)."""
    game = start(("nick-fury",))
    answer(game, "flip")
    gauntlet = take(game, "50068", "attached")
    game.c(gauntlet).attached_to = game.villain()
    fire = take(game, "50037", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    set_threat(game, 0)
    answer(game, f"play:{fire}")
    pay_with(game, "Energy")
    if "Assault suit" in game.decision.prompt:
        answer(game, "n:0")
    if game.decision.prompt.endswith("choose the enemy."):
        choose(game, "Black Widow")
    assert game.c(game.villain()).count("damage") == 4
    assert game.c(game.identity(0)).count("damage") == 0


def test_night_vision_goggles_grant_preparation() -> None:
    """Night Vision Goggles: a card without Preparation gains "prevent all damage, then
    discard Night Vision Goggles"; the goggles also give +1 SCH."""
    game = hero_game()
    goggles = take(game, "50070", "attached")
    game.c(goggles).attached_to = game.villain()
    assert game.sch(game.villain()) == 3
    set_threat(game, 3)
    top_encounter(game, "01186")
    attack_villain(game)
    assert game.c(game.villain()).count("damage") == 0
    assert game.c(goggles).zone == "enc:discard"


def test_automated_defenses_grant_preparation() -> None:
    """Automated Defenses: a card without Preparation gains "deal 1 damage to the attacker"."""
    game = hero_game()
    take(game, "50074", "schemes")
    set_threat(game, 3)
    top_encounter(game, "01186")
    attack_villain(game)
    assert game.c(game.identity(0)).count("damage") == 1
    assert game.c(game.villain()).count("damage") == 1


def test_widows_bite_stuns_attacker_after_attack() -> None:
    """Widow's Bite Preparation: after this attack, stun the attacking character."""
    game = hero_game()
    set_threat(game, 3)
    top_encounter(game, "50079")
    attack_villain(game)
    assert game.c(game.villain()).count("damage") == 1
    assert game.c(game.identity(0)).stunned == 1


def test_stun_net_prevents_attacks_until_discarded() -> None:
    """Stun Net: attached character cannot attack; a Hero Action exhausts a character to
    discard it."""
    game = hero_game()
    net = take(game, "50071", "attached")
    game.c(net).attached_to = game.identity(0)
    game.c(net).controller = -1
    game.refresh()
    assert "attack" not in [o.key for o in game.decision.options]
    choose(game, "Use Stun Net")
    assert game.c(net).zone == "enc:discard"
    assert game.c(game.identity(0)).exhausted


def test_grappling_hook_cancels_an_event() -> None:
    """Grappling Hook: when a player plays an event, cancel it and discard it, then the hook."""
    game = start(("nick-fury",))
    answer(game, "flip")
    hook = take(game, "50069", "attached")
    game.c(hook).attached_to = game.villain()
    fire = take(game, "50037", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    answer(game, f"play:{fire}")
    pay_with(game, "Energy")
    assert game.c(fire).zone == pzone(0, "discard")
    assert game.c(hook).zone == "enc:discard"
    assert game.c(game.villain()).count("damage") == 0
    assert log_has(game, "Grappling Hook: cancel it; then discard this card.")


def test_hinder_places_threat_on_entering() -> None:
    """HINDER X: Mad Science enters with its base threat 2 plus hinder 2 per player."""
    game = start(("nick-fury", "maria-hill"))
    scheme = take(game, "50085", "enc:discard")
    game.state.move(scheme, "schemes")
    assert game.side_scheme_start(scheme) == 2 + 2 * 2


def test_destroy_evidence_gives_incite() -> None:
    """Destroy Evidence: each other encounter card gains incite 1 (1 threat when revealed)."""
    game = start(("maria-hill",))
    take(game, "50075", "schemes")
    set_threat(game, 0)
    advance = take(game, "01189", "enc:discard")  # Gang-Up: surge in alter-ego
    game.state.move(advance, "enc:discard")
    for cid in game.ids("enc:deck"):
        game.state.move(cid, "removed")
    take(game, "01186", "enc:deck")
    game.push(Reveal(advance, 0))
    game.refresh()
    choose(game, "Incite 1")  # ordered with Gang-Up's own When Revealed (RRG: INCITE X)
    log = game.state.log
    at = log.index("Player 1 reveals Gang-Up (treachery).")
    assert log[at + 1] == "1 threat is placed on The Widow's Web."


def test_gauntlet_stays_when_a_preparation_resolved() -> None:
    """Black Widow's Gauntlet (card 50068): it is discarded only "if no Preparation ability
    was resolved"; Grappling Hook's Preparation (discard an event) resolved here, so the
    Gauntlet stays attached."""
    game = hero_game()
    gauntlet = take(game, "50068", "attached")
    game.c(gauntlet).attached_to = game.villain()
    event = take(game, "50003", pzone(0, "hand"))
    set_threat(game, 3)
    top_encounter(game, "50069")
    attack_villain(game)
    if game.decision.prompt.startswith("Discard an event"):
        answer(game, f"t:{event}")
    assert game.c(event).zone == pzone(0, "discard")
    assert game.c(gauntlet).zone == "attached"


def test_each_gauntlet_is_discarded_and_retaliate_adds_up() -> None:
    """Black Widow's Gauntlet (card 50068) x2: RRG KEYWORDS adds retaliate values together
    (2 damage), and each copy's response discards that copy when no Preparation resolved."""
    game = hero_game()
    gauntlets = [take(game, "50068", "attached") for _ in range(2)]
    for gauntlet in gauntlets:
        game.c(gauntlet).attached_to = game.villain()
    set_threat(game, 0)
    attack_villain(game)
    assert game.c(game.identity(0)).count("damage") == 2
    assert [game.c(g).zone for g in gauntlets] == ["enc:discard", "enc:discard"]


def test_assault_is_asked_after_her_forced_interrupt() -> None:
    """RRG ABILITIES, Simultaneous Timing Priority (2b before 2c) and FORCED: for the same
    "when you attack" trigger, Black Widow's forced interrupt (with the Preparation it
    resolves) comes before the Assault suit's optional interrupt. Here Night Vision Goggles'
    granted Preparation has already prevented the damage when Assault is asked."""
    game = start(("nick-fury",))
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    answer(game, "flip")
    game.c(game.suit(0)).counters["threat"] = 2
    set_threat(game, 4)
    goggles = take(game, "50070", "attached")
    game.c(goggles).attached_to = game.villain()
    discarded = top_encounter(game, "50080")  # no printed Preparation
    answer(game, "attack")
    if game.decision.prompt.endswith("choose the enemy."):
        choose(game, "Black Widow")
    assert game.decision.prompt.endswith("Use an interrupt?")
    assert any(o.label.startswith("Use Assault") for o in game.decision.options)
    assert game.c(discarded).zone == "enc:discard"
    assert threat(game) == 4 - 1
    assert game.c(goggles).zone == "enc:discard"
    answer(game, "pass")
    assert game.c(game.villain()).count("damage") == 0
    assert game.c(game.suit(0)).count("threat") == 2
