"""Captain Marvel's cards (Core Set, set captain_marvel 01010-01018, her obligation Family
Emergency 01175 and her nemesis set, Yon-Rogg 01176-01179) and the Core Set's Leadership
aspect cards (01066-01074), played from set-up states (issue 24). Card facts from
/work/shared/reference/marvelsdb/pack/core.json and core_encounter.json; the behaviour is
content/champions/core/captain_marvel.toml and core/leadership.toml."""

from __future__ import annotations

from content.champions.schema import catalog
from engine.champions import ChampionsGame
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EnemyAttack
from engine.champions.language.text import render_card
from engine.champions.rules import primitives
from tests.engine.champions.helpers import (
    answer,
    as_identity,
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
from tests.engine.champions.walk import settle, use

CAPTAIN_MARVEL, CAROL_DANVERS = "01010a", "01010b"
SPIDER_WOMAN, CRISIS, PHOTONIC, ABSORPTION, ALPHA_FLIGHT, HELMET, FLIGHT, CHANNEL = (
    "01011", "01012", "01013", "01014", "01015", "01016", "01017", "01018")
FAMILY, MAGNITRON, YON_ROGG, MANIPULATOR, TREASON = (
    "01175", "01176", "01177", "01178", "01179")
HAWKEYE, MARIA_HILL, VISION, GET_READY, LEAD, MAKE_THE_CALL, POWER, TRISKELION, INSPIRED = (
    "01066", "01067", "01068", "01069", "01070", "01071", "01072", "01073", "01074")
ENERGY = "50025"  # Energy: 2 energy resources (AoS reprint of the Core Energy)
STRENGTH = "01090"  # Strength (basic): 2 physical resources
GENIUS = "50026"  # Genius: 2 mental resources
MINION = "50080"  # a minion of the Agents of S.H.I.E.L.D. encounter cards
ALLY = "01083"  # Mockingbird (basic ally, cost 3)


def captain(form: str = "hero", seed: int = 1) -> tuple[ChampionsGame, int]:
    """A Captain Marvel game, her identity in ``form``, no minion engaged."""
    game = start(("captain-marvel",), seed=seed)
    return game, as_identity(game, CAPTAIN_MARVEL, 0, form)


# --------------------------------------------------------------- her identity
def test_rechannel_spends_energy_and_heals_her_to_draw_once_a_round() -> None:
    """01010a Captain Marvel, Rechannel (Action, limit once per round): spend an energy
    resource and heal 1 damage from her to draw 1 card; without damage it cannot be paid
    (RRG COST), and a second use in the round is not offered (RRG LIMIT)."""
    game, ident = captain()
    in_hand(game, ENERGY, ENERGY)
    assert f"ab:{ident}:0" not in keys(game)  # no damage to heal
    game.c(ident).counters["damage"] = 2
    game.refresh()
    use(game, ident, 0, ("Spend Energy", "pay"))
    assert game.c(ident).count("damage") == 1
    assert len(hand(game)) == 2  # one Energy spent, one card drawn
    assert f"ab:{ident}:0" not in keys(game)


def test_commander_lets_a_chosen_player_draw_once_a_round() -> None:
    """01010b Carol Danvers, Commander (Action, limit once per round): choose a player to
    draw 1 card."""
    game = start(("captain-marvel", "spider-man"))
    ident = game.identity(0)
    assert game.c(ident).code == CAROL_DANVERS
    before = len(hand(game, 1))
    use(game, ident, 0, ("Player 2",))
    assert len(hand(game, 1)) == before + 1
    assert f"ab:{ident}:0" not in keys(game)


# --------------------------------------------------------------- her cards
def test_spider_woman_confuses_the_villain_as_she_enters_play() -> None:
    """01011 Spider-Woman, Response: after she enters play, confuse the villain."""
    game, _ident = captain()
    woman, *_ = in_hand(game, SPIDER_WOMAN, ENERGY, ENERGY)
    answer(game, f"play:{woman}")
    settle(game, ("Spend Energy", "Spend Energy", "pay", "yes"))
    assert game.c(woman).zone == pzone(0, "play")
    assert game.c(game.villain()).confused


def test_crisis_interdiction_thwarts_a_second_scheme_while_she_is_aerial() -> None:
    """01012 Crisis Interdiction, Hero Action (thwart): remove 2 threat from a scheme; with
    the Aerial trait (Cosmic Flight), 2 more from a different scheme."""
    for aerial in (False, True):
        game, _ident = captain()
        if aerial:
            take(game, FLIGHT, pzone(0, "play"), owner=0)
        side = take(game, MAGNITRON, "schemes")
        game.c(side).counters["threat"] = 4
        set_threat(game, 5)
        card, *_ = in_hand(game, CRISIS, ENERGY)
        answer(game, f"play:{card}")
        settle(game, ("Spend Energy", "pay", "The Widow", "Psyche"))
        assert threat(game) == 3, aerial
        assert game.c(side).count("threat") == (2 if aerial else 4), aerial


def test_photonic_blast_draws_only_when_an_energy_resource_paid_for_it() -> None:
    """01013 Photonic Blast, Hero Action (attack): 5 damage to an enemy; if an energy
    resource paid for it, draw 1 card."""
    for code, energy in ((ENERGY, True), (STRENGTH, False)):
        game, _ident = captain()
        payment = (ENERGY, ENERGY) if energy else (STRENGTH, GENIUS)
        card, *_ = in_hand(game, PHOTONIC, *payment)
        villain = game.villain()
        answer(game, f"play:{card}")
        settle(game, ("Spend", "Spend", "Spend", "pay", "Black Widow"))
        assert game.c(villain).count("damage") == 5, code
        assert len(hand(game)) == (1 if energy else 0), code


def test_energy_absorption_pays_3_energy() -> None:
    """01014 Energy Absorption: a resource card of 3 energy resources."""
    game, _ident = captain()
    card, absorption = in_hand(game, PHOTONIC, ABSORPTION)
    answer(game, f"play:{card}")
    settle(game, ("Spend Energy Absorption", "pay", "Black Widow"))
    assert game.c(game.villain()).count("damage") == 5
    assert game.c(absorption).zone == pzone(0, "discard")


def test_alpha_flight_station_discards_a_card_to_draw_two_as_carol_danvers() -> None:
    """01015 Alpha Flight Station, Action: exhaust it and discard a card from your hand to
    draw 1 card, 2 as Carol Danvers (her alter-ego form)."""
    for form, drawn in (("hero", 1), ("alter_ego", 2)):
        game, _ident = captain(form)
        station = take(game, ALPHA_FLIGHT, pzone(0, "play"), owner=0)
        gone, = in_hand(game, ENERGY)
        use(game, station, 0)
        assert game.c(gone).zone == pzone(0, "discard"), form
        assert len(hand(game)) == drawn and game.c(station).exhausted, form
        game, _ident = captain(form)
        station = take(game, ALPHA_FLIGHT, pzone(0, "play"), owner=0)
        in_hand(game)
        assert f"ab:{station}:0" not in keys(game)  # nothing to discard


def test_the_helmet_gives_1_def_and_2_while_she_is_aerial() -> None:
    """01016 Captain Marvel's Helmet: +1 DEF, +2 instead with the Aerial trait (Cosmic
    Flight, 01017, gives it: a constant reading another constant's trait)."""
    game, ident = captain()
    printed = game.defense(ident)
    take(game, HELMET, pzone(0, "play"), owner=0)
    game.refresh()
    assert game.defense(ident) == printed + 1
    take(game, FLIGHT, pzone(0, "play"), owner=0)
    game.refresh()
    assert "Aerial" in game.traits(ident)
    assert game.defense(ident) == printed + 2


def test_cosmic_flight_prevents_3_damage_as_a_defense() -> None:
    """01017 Cosmic Flight, Hero Interrupt (defense): when she would take damage, discard it
    to prevent 3 of that damage; used against an undefended attack, she defends it (RRG
    DEFEND, defense-labeled abilities), and the attack's "after" window (Yon-Rogg's forced
    response) opens after the damage."""
    game, ident = captain()
    flight = take(game, FLIGHT, pzone(0, "play"), owner=0)
    game.refresh()
    villain = game.villain()
    top_encounter(game, MAGNITRON)  # its boost card: 3 boost icons
    game.push(EnemyAttack(villain, 0))
    game.refresh()
    settle(game, ("none", f"w:{flight}:1"))
    assert game.c(flight).zone == pzone(0, "discard")
    assert game.c(ident).count("damage") == game.atk(villain) + 3 - 3
    assert any("defends with Cosmic Flight" in line for line in game.state.log)


def test_energy_channel_stores_x_energy_then_deals_2_per_counter_to_10() -> None:
    """01018 Energy Channel, Action: spend X energy resources to put X energy counters
    here; Hero Action (attack): discard it to deal 2 damage for each counter (to a maximum
    of 10): its counters count as it resolves, though it was discarded as the cost."""
    game, _ident = captain()
    channel = take(game, CHANNEL, pzone(0, "play"), owner=0)
    in_hand(game, ENERGY, ENERGY, ABSORPTION, GENIUS)
    use(game, channel, 0, ("Spend Energy", "Spend Energy", "Spend Energy Absorption", "pay"))
    assert game.c(channel).count("energy") == 7  # 2 + 2 + 3
    assert [game.c(c).code for c in hand(game)] == [GENIUS]  # mental: not offered
    villain = game.villain()
    use(game, channel, 1, ("Black Widow",))
    assert game.c(villain).count("damage") == 10  # 7 counters: 14, to a maximum of 10
    assert game.c(channel).zone == pzone(0, "discard")
    assert not game.c(channel).counters


def test_energy_channel_needs_one_energy_at_least() -> None:
    """01018 Energy Channel: X is at least 1 (spending none changes nothing: RRG GAME STATE),
    so with no energy resource the action is not offered."""
    game, _ident = captain()
    channel = take(game, CHANNEL, pzone(0, "play"), owner=0)
    in_hand(game, GENIUS)
    assert f"ab:{channel}:0" not in keys(game)


# --------------------------------------------------------------- obligation and nemesis set
def reveal(game: ChampionsGame, code: str, picks: tuple[str, ...] = ()) -> int:
    card = top_encounter(game, code)
    game.push(Reveal(card, 0))
    game.refresh()
    settle(game, picks)
    return card


def test_family_emergency_exhausts_carol_danvers_or_stuns_you() -> None:
    """01175 Family Emergency: you may change to alter-ego form; then exhaust Carol Danvers
    to remove it from the game, or be stunned (it gains surge)."""
    game, ident = captain("alter_ego")
    card = reveal(game, FAMILY, ("exhaust Carol Danvers",))
    assert game.c(ident).exhausted and game.c(card).zone == "removed"
    game, ident = captain()
    reveal(game, FAMILY, ("stay in hero form", "stunned"))
    assert game.state.players[0].form == "hero" and game.c(ident).stunned


def test_the_psyche_magnitron_enters_with_1_more_threat_per_player() -> None:
    """01176 The Psyche-Magnitron, When Revealed: place 1 more threat per player (base 3)."""
    game, _ident = captain()
    card = reveal(game, MAGNITRON)
    assert game.c(card).count("threat") == 4


def test_yon_rogg_places_threat_on_the_psyche_magnitron_after_he_attacks() -> None:
    """01177 Yon-Rogg, Forced Response: after he attacks, place 1 threat on The
    Psyche-Magnitron."""
    game, _ident = captain()
    side = take(game, MAGNITRON, "schemes")
    yon = take(game, YON_ROGG, pzone(0, "engaged"))
    game.refresh()
    before = game.c(side).count("threat")
    game.push(EnemyAttack(yon, 0))
    game.refresh()
    settle(game, ("none",))
    assert game.c(side).count("threat") == before + 1


def test_kree_manipulator_places_threat_and_boosts_an_undefended_attack() -> None:
    """01178 Kree Manipulator, When Revealed: 1 threat on the main scheme (and surge);
    Boost: if the villain is making an undefended attack, 1 threat on the main scheme."""
    game, _ident = captain()
    set_threat(game, 1)
    reveal(game, MANIPULATOR)
    assert threat(game) >= 2
    for defended in (False, True):
        game, _ident = captain()
        set_threat(game, 1)
        top_encounter(game, MANIPULATOR)
        game.push(EnemyAttack(game.villain(), 0))
        game.refresh()
        settle(game, ("hero",) if defended else ("none",))
        assert threat(game) == (1 if defended else 2), defended


def test_yon_roggs_treason_discards_energy_cards_or_surges() -> None:
    """01179 Yon-Rogg's Treason, When Revealed: discard each energy resource card from your
    hand (a printed energy icon); if none was discarded, it gains surge."""
    game, _ident = captain()
    energy, genius = in_hand(game, ENERGY, GENIUS)
    reveal(game, TREASON)
    assert game.c(energy).zone == pzone(0, "discard") and game.c(genius).zone == pzone(0, "hand")
    game, _ident = captain()
    in_hand(game, GENIUS)
    reveal(game, TREASON)
    assert any("surge" in line.lower() for line in game.state.log[-12:])


# --------------------------------------------------------------- Leadership
def test_hawkeye_enters_with_4_arrows_and_shoots_an_entering_minion() -> None:
    """01066 Hawkeye: enters play with 4 arrow counters; Response: after a minion enters
    play, remove an arrow counter to deal 2 damage to it."""
    game, _ident = captain()
    hawkeye, *_ = in_hand(game, HAWKEYE, ENERGY, ENERGY)
    answer(game, f"play:{hawkeye}")
    settle(game, ("Spend Energy", "Spend Energy", "pay"))
    assert game.c(hawkeye).count("arrow") == 4
    minion = top_encounter(game, MINION)
    game.push(Reveal(minion, 0))
    game.refresh()
    settle(game, (f"w:{hawkeye}:1",))
    assert game.c(hawkeye).count("arrow") == 3
    assert game.c(minion).count("damage") == 2 or game.c(minion).zone == "enc:discard"


def test_maria_hill_lets_each_player_draw() -> None:
    """01067 Maria Hill, Response: after she enters play, each player draws 1 card."""
    game = start(("captain-marvel", "spider-man"))
    as_identity(game, CAPTAIN_MARVEL, 0, "alter_ego")
    hill, *_ = in_hand(game, MARIA_HILL, ENERGY)
    other = len(hand(game, 1))
    answer(game, f"play:{hill}")
    settle(game, ("Spend Energy", "pay", "yes"))
    assert len(hand(game)) == 1 and len(hand(game, 1)) == other + 1


def test_vision_gets_2_to_a_power_for_an_energy() -> None:
    """01068 Vision, Action (limit once per round): spend an energy resource: +2 THW or ATK
    until the end of the phase."""
    game, _ident = captain()
    vision = take(game, VISION, pzone(0, "play"), owner=0)
    in_hand(game, ENERGY)
    use(game, vision, 0, ("Spend Energy", "pay", "ATK"))
    assert game.atk(vision) == 4


def test_get_ready_readies_an_ally() -> None:
    """01069 Get Ready, Action: ready an ally."""
    game, _ident = captain()
    ally = take(game, ALLY, pzone(0, "play"), owner=0)
    game.c(ally).exhausted = True
    card, = in_hand(game, GET_READY)
    answer(game, f"play:{card}")
    settle(game)
    assert not game.c(ally).exhausted


def test_lead_from_the_front_gives_a_players_characters_1_thw_and_atk() -> None:
    """01070 Lead from the Front, Hero Action: each character the chosen player controls
    gets +1 THW and +1 ATK until the end of the phase."""
    game, ident = captain()
    ally = take(game, ALLY, pzone(0, "play"), owner=0)
    game.refresh()
    atk, thw = game.atk(ident), game.thw(ally)
    card, *_ = in_hand(game, LEAD, ENERGY)
    answer(game, f"play:{card}")
    settle(game, ("Spend Energy", "pay", "Player 1"))
    assert game.atk(ident) == atk + 1 and game.thw(ally) == thw + 1


def test_make_the_call_pays_an_allys_cost_from_any_discard_pile() -> None:
    """01071 Make the Call, Action: pay the printed cost of an ally in any player's discard
    pile to put it into play under your control; not playable while none can be paid for."""
    game = start(("captain-marvel", "spider-man"))
    as_identity(game, CAPTAIN_MARVEL, 0, "alter_ego")
    ally = take(game, ALLY, pzone(1, "discard"), owner=1)
    card, *_ = in_hand(game, MAKE_THE_CALL, ENERGY)
    assert f"play:{card}" not in keys(game)  # 2 resources for a cost of 3
    card, *_ = in_hand(game, MAKE_THE_CALL, ENERGY, ENERGY)
    answer(game, f"play:{card}")
    settle(game, ("Mockingbird", "Spend Energy", "Spend Energy", "pay"))
    assert game.c(ally).zone == pzone(0, "play") and game.c(ally).controller == 0
    assert game.c(card).zone == pzone(0, "discard") and not hand(game)


def test_the_power_of_leadership_pays_double_for_a_leadership_card() -> None:
    """01072 The Power of Leadership: 2 wild resources while paying for a Leadership card
    (Lead from the Front, cost 2), 1 for a hero card (Crisis Interdiction, cost 2)."""
    game, _ident = captain()
    lead, _power = in_hand(game, LEAD, POWER)
    answer(game, f"play:{lead}")
    settle(game, ("Spend The Power of Leadership", "pay", "Player 1"))
    assert game.c(lead).zone == pzone(0, "discard")
    crisis, _power = in_hand(game, CRISIS, POWER)
    assert f"play:{crisis}" not in keys(game)


def test_the_triskelion_raises_the_ally_limit() -> None:
    """01073 The Triskelion: your ally limit is 1 higher (RRG ALLY LIMIT)."""
    game, _ident = captain()
    take(game, TRISKELION, pzone(0, "play"), owner=0)
    game.refresh()
    assert primitives.ally_limit(game, 0) == 4


def test_inspired_gives_its_ally_1_thw_and_1_atk() -> None:
    """01074 Inspired: attach to an ally (max 1 per ally); it gets +1 THW and +1 ATK."""
    game, _ident = captain()
    ally = take(game, ALLY, pzone(0, "play"), owner=0)
    game.refresh()
    atk, thw = game.atk(ally), game.thw(ally)
    card, *_ = in_hand(game, INSPIRED, ENERGY)
    answer(game, f"play:{card}")
    settle(game, ("Spend Energy", "pay", "Mockingbird"))
    assert game.c(card).attached_to == ally
    assert game.atk(ally) == atk + 1 and game.thw(ally) == thw + 1


# --------------------------------------------------------------- her starter deck
def test_the_starter_deck_is_learn_to_plays_list() -> None:
    """Learn to Play, STARTER DECKS, Captain Marvel / Leadership: her 15 cards, 14 Leadership
    cards, the 11 basic cards, 40 in all; Yon-Rogg's nemesis set and Family Emergency come
    with her."""
    deck, counts, by = deck_parts("captain-marvel")
    assert by == {"captain_marvel": 15, "leadership": 14, "basic": 11}
    assert (deck.identity, deck.aspect, deck.nemesis_set, deck.obligation) == (
        CAPTAIN_MARVEL, "leadership", "captain_marvel_nemesis", FAMILY)
    assert counts[CRISIS] == counts[PHOTONIC] == 3
    assert counts[FLIGHT] == counts[ABSORPTION] == counts[CHANNEL] == 2
    assert counts[ALPHA_FLIGHT] == counts[HELMET] == counts[SPIDER_WOMAN] == 1
    assert counts[GET_READY] == counts[INSPIRED] == counts[LEAD] == counts[MAKE_THE_CALL] == 2
    assert counts[POWER] == 2
    assert counts[HAWKEYE] == counts[MARIA_HILL] == counts[TRISKELION] == counts[VISION] == 1


def test_a_game_starts_with_her_starter_deck() -> None:
    """RRG Appendix II: she starts as Carol Danvers (alter-ego side up) with her hand size of
    6, Family Emergency in the encounter deck and the Yon-Rogg set aside; with Spider-Man at
    the table, Family Emergency goes to her player."""
    game = start(("captain-marvel",))
    assert game.c(game.identity(0)).code == CAROL_DANVERS
    assert game.state.players[0].form == "alter_ego" and len(hand(game)) == 6
    assert FAMILY in {game.c(c).code for c in game.ids(game.az("enc:deck"))}
    nemesis = {game.c(c).code for c in game.ids(pzone(0, "nemesis"))}
    assert {MAGNITRON, YON_ROGG, MANIPULATOR, TREASON} <= nemesis
    two = start(("spider-man", "captain-marvel"))
    emergency = top_encounter(two, FAMILY)
    two.push(Reveal(emergency, 0))
    two.refresh()
    assert two.decision is not None and two.decision.seat == 1  # "give to Carol Danvers"


def test_her_cards_say_what_they_do() -> None:
    """Card text is rendered from the data: Energy Channel's X cost and its cap, Rechannel's
    healing cost, Make the Call's cost, Kree Manipulator's boost."""
    cards = catalog().cards
    assert "spend X energy resources" in render_card(cards[CHANNEL])
    assert "heal 1 damage from your identity" in render_card(cards[CAPTAIN_MARVEL])
    assert "pay the printed cost of" in render_card(cards[MAKE_THE_CALL])
    assert "undefended attack" in render_card(cards[MANIPULATOR])
    assert render_card(cards[ABSORPTION]) == "Resource: 3 energy."


def test_yon_roggs_response_follows_the_damage_cosmic_flight_answers() -> None:
    """RRG ATTACK (ENEMY ACTIVATION): "after X attacks" is after the attack has dealt its
    damage: with Cosmic Flight (01017) answering the damage of Yon-Rogg's (01177) undefended
    attack, she defends it, the damage is dealt, then his forced response places its threat."""
    game, ident = captain()
    flight = take(game, FLIGHT, pzone(0, "play"), owner=0)
    side = take(game, MAGNITRON, "schemes")
    yon = take(game, YON_ROGG, pzone(0, "engaged"))
    game.refresh()
    start_log = len(game.state.log)
    game.push(EnemyAttack(yon, 0))
    game.refresh()
    settle(game, ("none", f"w:{flight}:1"))
    log = game.state.log[start_log:]
    assert game.c(ident).count("damage") == 0  # ATK 3, 3 prevented
    assert game.c(side).count("threat") == 1
    defends = next(n for n, line in enumerate(log) if "defends with Cosmic Flight" in line)
    placed = next(n for n, line in enumerate(log) if "The Psyche-Magnitron" in line)
    assert defends < placed
