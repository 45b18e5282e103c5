"""Black Widow scenario (AoS rulebook p. 9 "Preparation abilities", FAQ p. 22)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from content.champions.schema import load_catalog
from content.errors import ContentError
from engine.champions.core.combat_steps import Attack
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.rules import player_phase, primitives, villain_phase
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
from tests.engine.champions.test_content import copy_content, replace


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
    primitives.give_status(game, game.identity(0), "stunned")
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
    assert villain_phase.side_scheme_start(game, scheme) == 2 + 2 * 2


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
    event = take(game, "50003", pzone(0, "hand"), owner=0)
    set_threat(game, 3)
    top_encounter(game, "50069")
    attack_villain(game)
    assert game.decision.prompt == "Grappling Hook: discard which event?"
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


def test_stun_net_attaches_to_the_attacker_after_the_attack() -> None:
    """Stun Net (card 50071) Preparation: "after this attack, attach this card to the
    attacking character": the attack still deals its damage, then the net is attached and
    the attacker cannot attack again."""
    game = hero_game()
    set_threat(game, 3)
    net = top_encounter(game, "50071")
    attack_villain(game)
    assert game.c(game.villain()).count("damage") == 1
    assert (game.c(net).zone, game.c(net).attached_to) == ("attached", game.identity(0))
    assert not player_phase.can_attack(game, game.identity(0))


def test_commando_enters_play_after_the_attack() -> None:
    """A.I.M. Commando (card 50072) Preparation: "after this attack, put this minion into
    play engaged with you": the attack hits Black Widow, then the Commando engages."""
    game = hero_game()
    set_threat(game, 3)
    commando = top_encounter(game, "50072")
    attack_villain(game)
    assert game.c(game.villain()).count("damage") == 1
    assert game.c(commando).zone == pzone(0, "engaged")


def test_each_granted_preparation_resolves() -> None:
    """Night Vision Goggles (50070) and Automated Defenses (50074) in play: a discarded card
    without a printed Preparation gains both abilities (AoS p. 9), so the attack's damage
    is prevented, the goggles are discarded and the attacker takes 1 damage."""
    game = hero_game()
    goggles = take(game, "50070", "attached")
    game.c(goggles).attached_to = game.villain()
    take(game, "50074", "schemes")
    set_threat(game, 3)
    top_encounter(game, "01186")
    attack_villain(game)
    assert game.c(game.villain()).count("damage") == 0
    assert game.c(goggles).zone == "enc:discard"
    assert game.c(game.identity(0)).count("damage") == 1


def test_her_interrupt_refills_an_empty_encounter_deck() -> None:
    """RRG ENCOUNTER DECK: when it is empty, its discard pile is shuffled back and the main
    scheme gains an acceleration token; Black Widow's interrupt then discards the new top
    card and resolves its Preparation (Covert Ops, the only card: 1 threat on each scheme)."""
    game = hero_game()
    for cid in game.ids("enc:deck") + game.ids("enc:discard"):
        game.state.move(cid, "removed")
    ops = take(game, "50077", "enc:discard")
    set_threat(game, 5)
    attack_villain(game)
    assert game.c(ops).zone == "enc:discard"
    assert game.c(game.main_scheme()).count("acceleration") == 1
    assert threat(game) == 5 - 1 + 1


def test_black_widow_set_is_card_data() -> None:
    """Issue 13: every face of the Black Widow encounter set is card data (no hook, no rules
    text), and the hooks it used are gone."""
    from content.champions.schema import catalog, coverage
    from engine.champions.cards import load_all
    from engine.champions.language.hooks import HOOKS

    load_all()
    row = coverage(catalog())["sets"]["black_widow_villain"]
    assert row["data"] == row["faces"] == 17
    gone = {"black_widow_prepares", "prep_attach_self", "prep_discard_event", "prep_stun_net",
            "attach_to_attacker", "prep_commando", "engage_card", "prep_grunt", "prep_prevent",
            "prep_night_vision", "prep_stun_attacker", "stun_attacker"}
    assert not gone & set(HOOKS)


def test_black_widow_cards_render_from_their_data() -> None:
    """The card text of the new verbs, in our words (Night Vision Goggles' granted ability,
    The Widow's Web's Setup and printed X, Stun Net's any-player action)."""
    from content.champions.schema import catalog
    from engine.champions.language.text import render_card

    cards = catalog().cards
    assert ('gains: "Preparation: Prevent all damage from this attack; then discard the card '
            'granting this ability."') in render_card(cards["50070"])
    assert render_card(cards["50067a"]) == (
        "Setup: Each player in turn: search the encounter deck for a minion and put it into "
        "play; then shuffle the encounter deck.")
    assert render_card(cards["50067b"]) == "X is the stage number of the villain."
    assert "Hero action (any player may use it): " in render_card(cards["50071"])
    assert "Preparation: After this attack, give the attacking character a stunned status " \
           "card." in render_card(cards["50079"])
    assert "in expert mode, after this attack, deal that much damage to the attacking " \
           "character" in render_card(cards["50076"])


@pytest.mark.parametrize("old, new, message", [
    ('effects = [{ prevent_attack_damage = "all" }, { discard = true, target = "granter" }]',
     'effects = [{ prevent_attack_damage = 2 }]', '"prevent_attack_damage" must be "all"'),
    ('{ resolve = "preparation", target = "it" }', '{ resolve = "action", target = "it" }',
     'effect "resolve" is "action"; expected one of preparation, boost, when_revealed, '
     'when_defeated'),
    ("{ discard_top = 1, as = \"it\" }", '{ discard_top = 1, deck = "graveyard" }',
     'effect "discard_top"\'s deck is "graveyard"; expected one of encounter_deck, your_deck'),
    ('to = "play", shuffle_deck = false', 'to = "discard"',
     'effect "search"\'s to is "discard"; expected one of hand, play'),
    ('{ for_each_player = true, effects', '{ for_each_player = 2, effects',
     '"for_each_player" must be true'),
    ('trigger = "hero_action"\nany_player = true', 'trigger = "preparation"\nany_player = true',
     '"any_player" is for action'),
])
def test_bad_black_widow_verbs_name_file_line_and_card(tmp_path: Path, old: str, new: str,
                                                       message: str) -> None:
    """The verbs the Black Widow set added are checked on load, one line naming the card."""
    root = copy_content(tmp_path)
    replace(root / "aos.toml", old, new)
    with pytest.raises(ContentError, match=r"aos.toml:\d+: card 500\d\d[ab]?: "):
        load_catalog(root)
    with pytest.raises(ContentError, match=re.escape(message)):
        load_catalog(root)


def test_grunt_engages_the_attacking_player() -> None:
    """A.I.M. Grunt (card 50073): "put this minion into play engaged with you": "you" is the
    player whose character attacks Black Widow (her forced interrupt resolves for that
    player), here the second player, who then deals the attack's damage to the Grunt."""
    game = start(("nick-fury", "maria-hill"))
    set_threat(game, 3)
    grunt = top_encounter(game, "50073")
    game.push(Attack(1, game.identity(1), 2, target=game.villain()))
    game.refresh()
    assert game.c(grunt).zone == pzone(1, "engaged")
    assert game.c(grunt).count("damage") == 2
    assert game.c(game.villain()).count("damage") == 0


def test_bot_engages_the_minion_its_hints_rank_first() -> None:
    """The hero bot answers The Widow's Web's Setup search (AoS p. 9) by the hints'
    ``engage_rank``: A.I.M. Scientist (rank 0) before any other minion offered."""
    from engine.champions import new_game
    from engine.champions.ai import SimpleBot

    game = new_game({"scenario": "black-widow", "heroes": ["nick-fury"]}, 4)
    assert game.decision is not None
    labels = {o.label for o in game.decision.options}
    assert "A.I.M. Scientist" in labels and len(labels) > 1
    for seed in range(5):
        pick = SimpleBot(seed).choose(game.view(0), game.legal(0))
        assert next(o.label for o in game.decision.options if o.key == pick.key) == \
            "A.I.M. Scientist"
