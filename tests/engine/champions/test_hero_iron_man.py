"""Iron Man (Core Set, 01029a/b), his hero cards, his obligation Business Problems and his
nemesis set (Whiplash), played from set-up states (issue 24). Card facts from
/work/shared/reference/marvelsdb/pack/core.json and core_encounter.json; the behaviour is
content/champions/core/iron_man.toml (the Aggression cards of his deck are She-Hulk's
helper's, core/aggression.toml)."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.champions.schema import catalog, load_catalog
from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.player_steps import Refresh
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EndRound, EnemyAttack
from engine.champions.language.text import render_card
from engine.champions.rules import player_phase, villain_phase
from tests.engine.champions.helpers import (
    answer,
    as_identity,
    clear_hand,
    deck_parts,
    hand,
    in_hand,
    keys,
    set_threat,
    start,
    take,
    threat,
    top_encounter,
)
from tests.engine.champions.walk import Spec, make, settle, use

IRON_MAN, TONY_STARK = "01029a", "01029b"
WAR_MACHINE, REPULSOR_BLAST, SUPERSONIC_PUNCH, PEPPER_POTTS, STARK_TOWER = (
    "01030", "01031", "01032", "01033", "01034")
ARC_REACTOR, MARK_V_ARMOR, MARK_V_HELMET, POWERED_GAUNTLETS, ROCKET_BOOTS = (
    "01035", "01036", "01037", "01038", "01039")
BUSINESS_PROBLEMS, IMMINENT_OVERLOAD, WHIPLASH, WHIP_ATTACK, BACKLASH = (
    "01170", "01171", "01172", "01173", "01174")
ENERGY = "01088"  # Energy (basic): 2 printed energy resources
GENIUS = "01089"  # Genius (basic): 2 printed mental resources
STRENGTH = "01090"  # Strength (basic): 2 printed physical resources
ASGARD = "06007"  # test-only fixture (fixtures/limits.toml): "you get +1 hand size"
MINION = "50080"  # a minion of the Agents of S.H.I.E.L.D. encounter cards
TECH = (ARC_REACTOR, MARK_V_ARMOR, MARK_V_HELMET, POWERED_GAUNTLETS)
FIXTURES = Path(__file__).resolve().parent / "fixtures"
HIM, TWO = ("iron-man",), ("iron-man", "spider-man")  # his starter deck (and Spider-Man's)


def as_iron_man(game: ChampionsGame, seat: int = 0, form: str = "hero") -> int:
    """Seat ``seat`` plays Iron Man (hero form) or Tony Stark, no minion engaged."""
    ident = as_identity(game, IRON_MAN, seat, form)
    if form == "alter_ego":
        game.c(ident).code = TONY_STARK
        game.refresh()
    return ident


def on_top(game: ChampionsGame, code: str, seat: int = 0) -> int:
    """A copy of ``code`` on top of the seat's deck."""
    cid = take(game, code, pzone(seat, "deck"), owner=seat)
    deck = game.state.zone(pzone(seat, "deck"))
    deck.remove(cid)
    deck.insert(0, cid)
    game.refresh()
    return cid


def deck_top(game: ChampionsGame, codes: tuple[str, ...], seat: int = 0) -> list[int]:
    """The seat's deck begins with ``codes``, in that order."""
    cids = [on_top(game, code, seat) for code in reversed(codes)]
    return cids[::-1]


def aerial(game: ChampionsGame, seat: int = 0) -> None:
    """Your identity gains Aerial until the end of the phase (Rocket Boots' lasting
    effect)."""
    game.state.lasting.append({"target": game.identity(seat), "kind": "trait",
                               "name": "Aerial", "until": "phase"})
    game.refresh()
    assert "Aerial" in game.traits(game.identity(seat))


def reveal(game: ChampionsGame, code: str, seat: int = 0) -> int:
    cid = top_encounter(game, code)
    game.push(Reveal(cid, seat))
    game.refresh()
    return cid


# ------------------------------------------------------------------ hand size
def tech_in_play(game: ChampionsGame, n: int) -> None:
    for i in range(n):
        take(game, TECH[i % len(TECH)], pzone(0, "play"), owner=0)


def test_iron_man_gets_1_hand_size_per_tech_upgrade() -> None:
    """01029a Iron Man: you get +1 hand size for each Tech upgrade you control (printed hand
    size 1); a Tech upgrade another player controls does not count, nor does a non-Tech
    card."""
    game = start(TWO)
    as_iron_man(game)
    assert player_phase.hand_size(game, 0) == 1
    tech_in_play(game, 2)
    take(game, TECH[2], pzone(1, "play"), owner=1)
    take(game, PEPPER_POTTS, pzone(0, "play"), owner=0)  # a support, Persona
    assert player_phase.hand_size(game, 0) == 3


def test_iron_man_is_at_7_with_four_tech_upgrades_and_never_above() -> None:
    """01029a "(to a maximum hand size of 7)" and the FFG ruling of 30 March 2026 (Iron Man
    is the exception: a GLOBAL maximum on his total hand size, not a cap on his own bonus):
    four Tech upgrades (+4) and three cards giving +1 hand size each (Asgard, a test-only
    copy) would make 8; his hand size is 7, and the end of the player phase draws him up
    to 7 (RRG END OF PLAYER PHASE step 2)."""
    game = start(HIM, cards=load_catalog(extra_packs=[FIXTURES]))
    as_iron_man(game)
    tech_in_play(game, 4)
    assert player_phase.hand_size(game, 0) == 5
    for _ in range(2):
        take(game, ASGARD, pzone(0, "play"), owner=0)
    assert player_phase.hand_size(game, 0) == 7
    take(game, ASGARD, pzone(0, "play"), owner=0)
    assert player_phase.hand_size(game, 0) == 7  # 1 + 4 + 3 = 8, the maximum is global
    tech_in_play(game, 3)
    assert player_phase.hand_size(game, 0) == 7
    clear_hand(game)
    player_phase.s_refresh(game, Refresh(0), None)
    assert len(hand(game)) == 7


def test_tony_stark_keeps_his_printed_hand_size() -> None:
    """01029b Tony Stark: hand size 6; Iron Man's constant is on the hero face only."""
    game = start(HIM)
    as_iron_man(game, form="alter_ego")
    tech_in_play(game, 3)
    assert player_phase.hand_size(game, 0) == 6


# ------------------------------------------------------------------ Tony Stark
def test_futurist_adds_one_of_the_top_3_and_discards_the_others_once_a_round() -> None:
    """01029b Futurist, Alter-Ego Action (limit once per round, RRG LIMIT): look at the top 3
    cards of your deck, add 1 to your hand and discard the others; not offered again until
    the round ends."""
    game = start(HIM)
    ident = as_iron_man(game, form="alter_ego")
    genius, energy, strength = deck_top(game, (GENIUS, ENERGY, STRENGTH))
    fourth = game.ids(pzone(0, "deck"))[3]
    use(game, ident, 0, ("Energy",))
    assert game.c(energy).zone == pzone(0, "hand")
    assert game.c(genius).zone == game.c(strength).zone == pzone(0, "discard")
    assert game.ids(pzone(0, "deck"))[0] == fourth
    assert f"ab:{ident}:0" not in keys(game)
    villain_phase.s_end_round(game, EndRound(0), None)
    game.refresh()
    assert f"ab:{ident}:0" in keys(game)


def test_futurist_is_not_offered_in_hero_form() -> None:
    """01029b: an alter-ego action."""
    game = start(HIM)
    ident = as_iron_man(game)
    assert f"ab:{ident}:0" not in keys(game)


# ------------------------------------------------------------------ his allies and events
def test_war_machine_takes_2_damage_to_deal_1_to_each_enemy() -> None:
    """01030 War Machine, Action: exhaust him and deal 2 damage to him -> 1 damage to each
    enemy (the villain and each minion)."""
    game = start(HIM)
    as_iron_man(game)
    machine = take(game, WAR_MACHINE, pzone(0, "play"), owner=0)
    minion = take(game, MINION, pzone(0, "engaged"))
    villain = game.villain()
    use(game, machine, 0)
    assert game.c(machine).count("damage") == 2 and game.c(machine).exhausted
    assert game.c(villain).count("damage") == 1 and game.c(minion).count("damage") == 1
    assert f"ab:{machine}:0" not in keys(game)


def play(game: ChampionsGame, card: int, picks: tuple[str, ...]) -> None:
    answer(game, f"play:{card}")
    settle(game, picks)


def test_repulsor_blast_deals_2_more_per_printed_energy_discarded() -> None:
    """01031 Repulsor Blast, Hero Action (attack): 1 damage to an enemy and discard the top
    5 cards of your deck; 2 more damage for each printed energy resource discarded: Energy
    (2 energy) and Supersonic Punch (1 energy) among the five make 1 + 2 x 3 = 7; Genius
    (mental) and a wild resource count nothing."""
    game = start(HIM)
    as_iron_man(game)
    in_hand(game, STRENGTH)
    blast = take(game, REPULSOR_BLAST, pzone(0, "hand"), owner=0)
    five = deck_top(game, (ENERGY, GENIUS, SUPERSONIC_PUNCH, WAR_MACHINE, GENIUS))
    villain = game.villain()
    play(game, blast, ("Spend Strength", "pay", "Black Widow"))
    assert game.c(villain).count("damage") == 7
    assert all(game.c(c).zone == pzone(0, "discard") for c in five)


def test_repulsor_blast_with_no_energy_deals_1() -> None:
    """01031: nothing with a printed energy resource among the five: 1 damage."""
    game = start(HIM)
    as_iron_man(game)
    in_hand(game, STRENGTH)
    blast = take(game, REPULSOR_BLAST, pzone(0, "hand"), owner=0)
    deck_top(game, (GENIUS,) * 5)
    villain = game.villain()
    play(game, blast, ("Spend Strength", "pay", "Black Widow"))
    assert game.c(villain).count("damage") == 1


def test_discarding_from_an_empty_deck_refills_it_first() -> None:
    """RRG PLAYER DECK: a player who must discard from an empty deck shuffles their discard
    pile into a new deck and is dealt a facedown encounter card; a deck that empties while
    discarding discards no further card from the new deck. Repulsor Blast with 2 cards
    left discards those 2 only; with the deck empty, the discard pile is shuffled back
    first and 5 are discarded."""
    game = start(HIM)
    as_iron_man(game)
    in_hand(game, STRENGTH)
    blast = take(game, REPULSOR_BLAST, pzone(0, "hand"), owner=0)
    deck = game.ids(pzone(0, "deck"))
    for cid in deck[2:]:
        game.state.move(cid, pzone(0, "discard"))
    game.refresh()
    discard = len(game.ids(pzone(0, "discard")))
    play(game, blast, ("Spend Strength", "pay", "Black Widow"))
    assert game.ids(pzone(0, "deck")) == []
    assert len(game.ids(pzone(0, "discard"))) == discard + 2 + 2  # + Strength and the Blast
    dealt = len(game.ids(pzone(0, "dealt")))
    again = take(game, REPULSOR_BLAST, pzone(0, "hand"), owner=0)
    take(game, STRENGTH, pzone(0, "hand"), owner=0)
    pile = len(game.ids(pzone(0, "discard")))
    play(game, again, ("Spend Strength", "pay", "Black Widow"))
    assert len(game.ids(pzone(0, "deck"))) == pile + 2 - 5  # Strength, the Blast: discarded
    assert len(game.ids(pzone(0, "dealt"))) == dealt + 1  # the facedown encounter card


def test_supersonic_punch_deals_8_while_aerial() -> None:
    """01032 Supersonic Punch, Hero Action (attack): 4 damage to an enemy, 8 instead if you
    have the Aerial trait."""
    for flying, damage in ((False, 4), (True, 8)):
        game = start(HIM)
        as_iron_man(game)
        in_hand(game, STRENGTH)
        punch = take(game, SUPERSONIC_PUNCH, pzone(0, "hand"), owner=0)
        if flying:
            aerial(game)
        villain = game.villain()
        play(game, punch, ("Spend Strength", "pay", "Black Widow"))
        assert game.c(villain).count("damage") == damage, flying


# ------------------------------------------------------------------ supports
def test_pepper_potts_generates_the_resources_of_your_top_discard() -> None:
    """01033 Pepper Potts, Resource: exhaust her -> generate the resources of the top card
    in your discard pile (its printed ones: Genius on top gives 2 mental, enough alone for
    Rocket Boots' mental cost); with an empty discard pile she generates nothing."""
    game = start(HIM)
    as_iron_man(game)
    clear_hand(game)
    for cid in game.ids(pzone(0, "discard")):
        game.state.move(cid, pzone(0, "deck"))
    pepper = take(game, PEPPER_POTTS, pzone(0, "play"), owner=0)
    boots = take(game, ROCKET_BOOTS, pzone(0, "hand"), owner=0)
    assert f"play:{boots}" not in keys(game)  # nothing to pay with
    take(game, STRENGTH, pzone(0, "discard"), owner=0)
    take(game, GENIUS, pzone(0, "discard"), owner=0)  # the top card of the pile
    assert f"play:{boots}" in keys(game)
    answer(game, f"play:{boots}")
    assert game.decision is not None
    labels = [o.label for o in game.decision.options]  # type: ignore[attr-defined]
    assert any("Pepper Potts (2 mental)" in label for label in labels), labels
    settle(game, (f"rab:{pepper}:0", "pay"))
    assert game.c(boots).zone == pzone(0, "play") and game.c(pepper).exhausted


def test_stark_tower_returns_the_topmost_tech_upgrade_of_the_chosen_player() -> None:
    """01034 Stark Tower, Alter-Ego Action: exhaust it -> a chosen player returns the topmost
    Tech upgrade in their discard pile to their hand: of two Tech upgrades there, the one
    discarded last; a non-Tech card on top is passed over."""
    game = start(TWO)
    as_iron_man(game, form="alter_ego")
    tower = take(game, STARK_TOWER, pzone(0, "play"), owner=0)
    for cid in game.ids(pzone(1, "discard")):
        game.state.move(cid, pzone(1, "deck"))
    take(game, MARK_V_ARMOR, pzone(1, "discard"), owner=1)
    gauntlets = take(game, POWERED_GAUNTLETS, pzone(1, "discard"), owner=1)
    take(game, PEPPER_POTTS, pzone(1, "discard"), owner=1)
    use(game, tower, 0, ("Player 2",))
    assert game.c(gauntlets).zone == pzone(1, "hand")
    assert game.c(tower).exhausted


def test_arc_reactor_readies_iron_man() -> None:
    """01035 Arc Reactor, Hero Action: exhaust it -> ready Iron Man."""
    game = start(HIM)
    ident = as_iron_man(game)
    reactor = take(game, ARC_REACTOR, pzone(0, "play"), owner=0)
    game.c(ident).exhausted = True
    game.refresh()
    use(game, reactor, 0)
    assert not game.c(ident).exhausted and game.c(reactor).exhausted


def test_mark_v_armor_gives_you_6_hit_points() -> None:
    """01036 Mark V Armor: you get +6 hit points (RRG MAXIMUM HIT POINTS)."""
    game = start(HIM)
    ident = as_iron_man(game)
    base = game.max_hp(ident)
    take(game, MARK_V_ARMOR, pzone(0, "play"), owner=0)
    assert game.max_hp(ident) == base + 6


def test_mark_v_helmet_removes_1_threat_from_each_scheme_while_aerial() -> None:
    """01037 Mark V Helmet, Hero Action (thwart): exhaust it -> remove 1 threat from a
    scheme, from each scheme instead while you have the Aerial trait."""
    game = start(HIM)
    as_iron_man(game)
    helmet = take(game, MARK_V_HELMET, pzone(0, "play"), owner=0)
    side = take(game, IMMINENT_OVERLOAD, "schemes")
    set_threat(game, 3, side)
    set_threat(game, 5)
    use(game, helmet, 0, ("The Widow's Web",))
    assert threat(game) == 4 and threat(game, side) == 3
    game.c(helmet).exhausted = False
    aerial(game)
    use(game, helmet, 0)
    assert threat(game) == 3 and threat(game, side) == 2


def test_powered_gauntlets_deal_2_while_aerial() -> None:
    """01038 Powered Gauntlets, Hero Action (attack): exhaust them -> 1 damage to an enemy,
    2 instead while you have the Aerial trait; a stunned Iron Man's attack is replaced by
    discarding the stunned card (RRG STUNNED)."""
    game = start(HIM)
    ident = as_iron_man(game)
    gauntlets = take(game, POWERED_GAUNTLETS, pzone(0, "play"), owner=0)
    villain = game.villain()
    use(game, gauntlets, 0, ("Black Widow",))
    assert game.c(villain).count("damage") == 1
    game.c(gauntlets).exhausted = False
    aerial(game)
    use(game, gauntlets, 0, ("Black Widow",))
    assert game.c(villain).count("damage") == 3
    game.c(gauntlets).exhausted = False
    game.c(ident).stunned = 1
    game.refresh()
    use(game, gauntlets, 0, ("Black Widow",))
    assert game.c(villain).count("damage") == 3 and not game.c(ident).stunned


def test_rocket_boots_give_aerial_until_the_end_of_the_phase() -> None:
    """01039 Rocket Boots: you get +1 hit point; Hero Action: exhaust them and spend a
    mental resource -> Aerial until the end of the phase (RRG LASTING EFFECTS)."""
    game = start(HIM)
    ident = as_iron_man(game)
    base = game.max_hp(ident)
    in_hand(game, GENIUS)
    boots = take(game, ROCKET_BOOTS, pzone(0, "play"), owner=0)
    assert game.max_hp(ident) == base + 1
    use(game, boots, 1, ("Spend Genius", "pay"))
    assert "Aerial" in game.traits(ident) and game.c(boots).exhausted
    player_phase.s_refresh(game, Refresh(0), None)
    assert "Aerial" not in game.traits(ident)


# ------------------------------------------------------------------ obligation and nemesis
def test_business_problems_exhausting_tony_stark_removes_it() -> None:
    """01170 Business Problems: you may flip to alter-ego form; then exhaust Tony Stark to
    remove it from the game."""
    game = start(HIM)
    ident = as_iron_man(game)
    problems = reveal(game, BUSINESS_PROBLEMS)
    settle(game, ("change to alter-ego form", "exhaust Tony Stark"))
    assert game.state.players[0].form == "alter_ego" and game.c(ident).exhausted
    assert game.c(problems).zone == "removed"


def test_business_problems_otherwise_exhausts_each_upgrade() -> None:
    """01170: staying in hero form, the other choice exhausts each upgrade you control and
    discards the obligation."""
    game = start(HIM)
    as_iron_man(game)
    upgrades = [take(game, code, pzone(0, "play"), owner=0) for code in TECH[:3]]
    problems = reveal(game, BUSINESS_PROBLEMS)
    settle(game, ("stay in hero form",))
    assert all(game.c(c).exhausted for c in upgrades)
    assert game.c(problems).zone == "enc:discard"


def test_imminent_overload_gets_1_more_threat_per_player() -> None:
    """01171 Imminent Overload: 3 threat (fixed) and, When Revealed, 1 more per player."""
    for heroes, placed in ((("nick-fury",), 4), (("nick-fury", "maria-hill"), 5)):
        game = start(heroes)
        as_iron_man(game)
        scheme = reveal(game, IMMINENT_OVERLOAD)
        settle(game)
        assert threat(game, scheme) == placed, heroes


def test_whiplash_retaliates_1() -> None:
    """01172 Whiplash: Retaliate 1 (RRG RETALIATE: after he is attacked, 1 damage to the
    attacking character)."""
    game = start(HIM)
    ident = as_iron_man(game)
    whiplash = take(game, WHIPLASH, pzone(0, "engaged"))
    game.refresh()
    answer(game, "attack")
    settle(game, ("Whiplash",))
    assert game.c(whiplash).count("damage") == 1
    assert game.c(ident).count("damage") == 1


def test_electric_whip_attack_damage_or_an_upgrade() -> None:
    """01173 Electric Whip Attack, When Revealed: choose 1 damage to your hero for each
    upgrade you control, or discard an upgrade you control: three upgrades, 3 damage; or
    one of them discarded."""
    game = start(HIM)
    ident = as_iron_man(game)
    upgrades = [take(game, code, pzone(0, "play"), owner=0) for code in TECH[:3]]
    reveal(game, WHIP_ATTACK)
    settle(game, ("deal X",))
    assert game.c(ident).count("damage") == 3
    reveal(game, WHIP_ATTACK)
    settle(game, ("discard an upgrade", "Arc Reactor"))
    assert game.c(upgrades[0]).zone == pzone(0, "discard")
    assert game.c(ident).count("damage") == 3


def test_electric_whip_attack_in_alter_ego_form_discards_an_upgrade() -> None:
    """01173: "your hero": in alter-ego form there is no hero to damage (the RRG FAQ on
    Counterspell, "attach to your hero", reads so), so the upgrade is discarded."""
    game = start(HIM)
    ident = as_iron_man(game, form="alter_ego")
    boots = take(game, ROCKET_BOOTS, pzone(0, "play"), owner=0)
    reveal(game, WHIP_ATTACK)
    settle(game)
    assert game.c(boots).zone == pzone(0, "discard")
    assert game.c(ident).count("damage") == 0


def test_electric_whip_attacks_boost_discards_an_upgrade_if_undefended() -> None:
    """01173 Boost: if the villain is making an undefended attack, choose and discard an
    upgrade you control; defended (Iron Man defends), nothing is discarded."""
    for defend in (False, True):
        game = start(HIM)
        as_iron_man(game)
        clear_hand(game)
        boots = take(game, ROCKET_BOOTS, pzone(0, "play"), owner=0)
        top_encounter(game, WHIP_ATTACK)
        game.push(EnemyAttack(game.villain(), 0))
        game.refresh()
        settle(game, ("hero",) if defend else ("none", "pass"))
        assert (game.c(boots).zone == pzone(0, "discard")) is not defend, defend


def test_electromagnetic_backlash_damages_each_player_per_printed_energy() -> None:
    """01174 Electromagnetic Backlash, When Revealed: each player discards the top 5 cards of
    their deck and takes 1 damage for each printed energy resource among them: Energy (2)
    makes 2 for player 1, nothing for player 2."""
    game = start(TWO)
    ident = as_iron_man(game)
    deck_top(game, (ENERGY, GENIUS, GENIUS, GENIUS, GENIUS), 0)
    deck_top(game, (GENIUS,) * 5, 1)
    other = game.identity(1)
    before = (game.c(ident).count("damage"), game.c(other).count("damage"))
    reveal(game, BACKLASH)
    settle(game)
    assert (game.c(ident).count("damage"), game.c(other).count("damage")) == (
        before[0] + 2, before[1])


# ------------------------------------------------------------------ card text, the check
def test_the_card_text_is_rendered_from_the_data() -> None:
    """Card text from the same data (our words, not the printed text)."""
    cards = catalog().cards
    assert render_card(cards[IRON_MAN]) == (
        "You get +X hand size, where X is the number of Tech upgrades you control; your "
        "maximum hand size is 7.")
    assert render_card(cards[PEPPER_POTTS]) == (
        "Resource: exhaust this card -> generate the printed resources of the card in your "
        "discard pile on top.")
    assert "the topmost Tech upgrade in that player's discard pile" in render_card(
        cards[STARK_TOWER])
    assert "X (the printed energy resources discarded)" in render_card(cards[REPULSOR_BLAST])


def test_printed_of_and_undefended_attack_are_checked() -> None:
    """Accepted means it runs: ``printed_of`` stands alone and takes a selector;
    ``undefended_attack`` (Electric Whip Attack, as Kree Manipulator) is read in a Boost
    ability only."""
    bad = Spec("support", '[[ability]]\ntrigger = "resource"\ngenerate = { printed_of = { '
                          'zone = "discard" }, wild = 1 }')
    with pytest.raises(ContentError, match="printed_of"):
        make(bad, "90000")
    bad = Spec("support", '[[ability]]\ntrigger = "action"\neffects = [{ if = { '
                          'undefended_attack = true }, then = [{ draw = 1 }] }]')
    with pytest.raises(ContentError, match="undefended_attack"):
        make(bad, "90000")


# ------------------------------------------------------------------ his starter deck
def test_the_starter_deck_is_learn_to_plays_list() -> None:
    """Learn to Play, STARTER DECKS, Iron Man / Aggression: his 15 cards, 14 Aggression
    cards, the 11 basic cards, 40 in all; Whiplash's nemesis set and Business Problems come
    with him."""
    deck, counts, by = deck_parts("iron-man")
    assert by == {"iron_man": 15, "aggression": 14, "basic": 11}
    assert (deck.identity, deck.aspect, deck.nemesis_set, deck.obligation) == (
        IRON_MAN, "aggression", "iron_man_nemesis", BUSINESS_PROBLEMS)
    assert counts[REPULSOR_BLAST] == 3
    assert counts[POWERED_GAUNTLETS] == counts[ROCKET_BOOTS] == counts[SUPERSONIC_PUNCH] == 2
    assert counts[WAR_MACHINE] == counts[PEPPER_POTTS] == counts[STARK_TOWER] == 1
    assert counts["01050"] == counts["01051"] == 1  # Hulk, Tigra


def test_a_game_starts_with_his_starter_deck() -> None:
    """RRG Appendix II: he starts as Tony Stark (alter-ego side up) with his alter-ego hand
    size of 6, Business Problems in the encounter deck and Whiplash's set aside; with
    Spider-Man first at the table, Business Problems revealed by player 1 goes to him, and
    with no upgrade to exhaust, Tony Stark is exhausted and it is removed."""
    game = start(("iron-man",))
    assert game.c(game.identity(0)).code == TONY_STARK
    assert game.state.players[0].form == "alter_ego" and len(hand(game)) == 6
    assert BUSINESS_PROBLEMS in {game.c(c).code for c in game.ids(game.az("enc:deck"))}
    nemesis = {game.c(c).code for c in game.ids(pzone(0, "nemesis"))}
    assert {WHIPLASH, IMMINENT_OVERLOAD, WHIP_ATTACK, BACKLASH} <= nemesis
    two = start(("spider-man", "iron-man"))
    assert two.decision is not None and "your turn" in two.decision.prompt
    problems = top_encounter(two, BUSINESS_PROBLEMS)
    two.push(Reveal(problems, 0))
    two.refresh()
    settle(two)
    assert two.c(two.identity(1)).exhausted and two.c(problems).zone == "removed"
    assert not two.c(two.identity(0)).exhausted
