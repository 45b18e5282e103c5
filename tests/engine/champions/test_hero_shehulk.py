"""She-Hulk's hero cards (Core Set, set she_hulk) and the Core Set's Aggression aspect cards,
played from set-up states (issue 24, part). Card facts from
/work/shared/reference/marvelsdb/pack/core.json; the behaviour is
content/champions/core/she_hulk.toml and core/aggression.toml."""

from __future__ import annotations

from content.champions.schema import catalog
from engine.champions import ChampionsGame
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EnemyAttack
from engine.champions.rules import primitives
from tests.engine.champions.helpers import (
    answer,
    as_identity,
    choose,
    clear_hand,
    deck_parts,
    hand,
    in_hand,
    keys,
    log_has,
    set_threat,
    start,
    take,
    threat,
    top_encounter,
)
from tests.engine.champions.walk import settle, use

HERO = "01001a"  # a hero face in play as the identity (the cards name no identity)
ENERGY = "50025"  # a resource card paying 1 energy (AoS reprint of the Core Energy)
STRENGTH = "01090"  # Strength (basic): 2 physical resources
MINION = "50080"  # a minion of the Agents of S.H.I.E.L.D. encounter cards
HELLCAT, GROUND_STOMP, LAW_DIVISION = "01020", "01022", "01026"
RELENTLESS, UPPERCUT, POWER, TAC_TEAM, COMBAT_TRAINING = (
    "01053", "01054", "01055", "01056", "01057")


def as_hero(game: ChampionsGame, seat: int = 0, form: str = "hero") -> int:
    """Seat ``seat``'s identity in ``form``, with no minion engaged with anyone."""
    return as_identity(game, HERO, seat, form)


def energy_in_hand(game: ChampionsGame, n: int, code: str = ENERGY) -> None:
    """An empty hand but ``n`` copies of a 1-resource card."""
    in_hand(game, *[code] * n)


def test_uppercut_deals_5_damage_to_an_enemy() -> None:
    """01054 Uppercut, Hero Action (attack): deal 5 damage to an enemy."""
    game = start()
    as_hero(game)
    energy_in_hand(game, 3)
    card = take(game, UPPERCUT, pzone(0, "hand"), owner=0)
    villain = game.villain()
    answer(game, f"play:{card}")
    settle(game, ("Spend Energy", "Spend Energy", "Spend Energy", "pay", "Black Widow"))
    assert game.c(villain).count("damage") == 5
    assert game.c(card).zone == pzone(0, "discard")


def test_relentless_assault_gains_overkill_when_paid_with_a_physical_resource() -> None:
    """01053 Relentless Assault, Hero Action (attack): 5 damage to a minion; paid for with a
    physical resource the attack gains overkill (RRG OVERKILL: the excess goes to the
    villain); paid with energy, it does not."""
    for code, n, excess in ((STRENGTH, 1, True), (ENERGY, 2, False)):
        game = start()
        as_hero(game)
        energy_in_hand(game, n, code)
        card = take(game, RELENTLESS, pzone(0, "hand"), owner=0)
        minion = take(game, MINION, pzone(0, "engaged"))
        game.refresh()
        villain = game.villain()
        answer(game, f"play:{card}")
        settle(game, ("Spend", "Spend", "pay", "A.I.M. Abductor"))
        assert game.c(minion).zone != pzone(0, "engaged"), code  # the minion is defeated
        assert (game.c(villain).count("damage") > 0) is excess, code


def test_the_power_of_aggression_pays_double_for_an_aggression_card_only() -> None:
    """01055 The Power of Aggression: twice its resources (2 wild) while paying for an
    Aggression card: alone it pays for Combat Training (Aggression, cost 2), not for Ground
    Stomp (a hero card, cost 2)."""
    game = start()
    as_hero(game)
    clear_hand(game)
    training = take(game, COMBAT_TRAINING, pzone(0, "hand"), owner=0)
    power = take(game, POWER, pzone(0, "hand"), owner=0)
    answer(game, f"play:{training}")
    settle(game, ("Spend The Power of Aggression", "pay"))
    assert game.c(training).zone == pzone(0, "play")
    assert game.c(power).zone == pzone(0, "discard")
    clear_hand(game)
    stomp = take(game, GROUND_STOMP, pzone(0, "hand"), owner=0)
    take(game, POWER, pzone(0, "hand"), owner=0)
    assert f"play:{stomp}" not in keys(game)


def test_combat_training_gives_your_hero_1_atk() -> None:
    """01057 Combat Training: your hero gets +1 ATK."""
    game = start()
    ident = as_hero(game)
    atk = game.atk(ident)
    take(game, COMBAT_TRAINING, pzone(0, "play"), owner=0)
    game.refresh()
    assert game.atk(ident) == atk + 1


def test_tac_team_spends_an_attack_counter_for_2_damage() -> None:
    """01056 Tac Team, Action: exhaust it and remove an attack counter to deal 2 damage to an
    enemy (Uses: 3 attack counters)."""
    game = start()
    as_hero(game)
    team = take(game, TAC_TEAM, pzone(0, "play"), owner=0)
    game.c(team).counters["attack"] = 3
    game.refresh()
    villain = game.villain()
    use(game, team, 0, ("Black Widow",))
    assert game.c(villain).count("damage") == 2
    assert game.c(team).count("attack") == 2 and game.c(team).exhausted


def test_hellcat_returns_to_your_hand() -> None:
    """01020 Hellcat, Action: return Hellcat to your hand."""
    game = start()
    as_hero(game)
    cat = take(game, HELLCAT, pzone(0, "play"), owner=0)
    game.refresh()
    use(game, cat, 0)
    assert game.c(cat).zone == pzone(0, "hand")


def test_ground_stomp_deals_1_damage_to_each_enemy() -> None:
    """01022 Ground Stomp, Hero Action: deal 1 damage to each enemy (the villain and each
    minion)."""
    game = start()
    as_hero(game)
    energy_in_hand(game, 2)
    card = take(game, GROUND_STOMP, pzone(0, "hand"), owner=0)
    minion = take(game, MINION, pzone(0, "engaged"))
    game.refresh()
    villain = game.villain()
    answer(game, f"play:{card}")
    settle(game, ("Spend Energy", "Spend Energy", "pay"))
    assert game.c(villain).count("damage") == 1
    assert game.c(minion).count("damage") == 1


def test_superhuman_law_division_spends_a_mental_resource_for_2_threat() -> None:
    """01026 Superhuman Law Division, Alter-Ego Action: exhaust it and spend a mental
    resource to remove 2 threat from a scheme; not offered in hero form."""
    game = start()
    as_hero(game, form="alter_ego")
    energy_in_hand(game, 1, "50026")  # Genius (AoS reprint): a mental resource
    division = take(game, LAW_DIVISION, pzone(0, "play"), owner=0)
    set_threat(game, 6)
    game.refresh()
    use(game, division, 0, ("Spend", "pay", "The Widow"))
    assert threat(game) == 4 and game.c(division).exhausted
    game = start()
    as_hero(game)
    division = take(game, LAW_DIVISION, pzone(0, "play"), owner=0)
    game.refresh()
    assert f"ab:{division}:0" not in keys(game)


SHE_HULK, JENNIFER_WALTERS, GAMMA_SLAM = "01019a", "01019b", "01021"
ONE_TWO_PUNCH, FOCUSED_RAGE, SUPERHUMAN_STRENGTH, LEGAL_WORK = "01024", "01027", "01028", "01160"
HULK, TIGRA, CHASE_THEM_DOWN = "01050", "01051", "01052"


def test_she_hulk_deals_2_damage_after_you_change_to_her() -> None:
    """01019a She-Hulk, "Do You Even Lift?" (Response): after you change to this form, deal
    2 damage to an enemy (RRG CHANGING FORM: the identity card flips)."""
    game = start()
    ident = as_hero(game, form="alter_ego")
    game.c(ident).code = JENNIFER_WALTERS
    game.refresh()
    villain = game.villain()
    answer(game, "flip")
    settle(game, (f"w:{ident}:0", "Black Widow"))
    assert game.state.players[0].form == "hero" and game.c(ident).code == SHE_HULK
    assert game.c(villain).count("damage") == 2


def test_jennifer_walters_prevents_1_threat_once_a_round() -> None:
    """01019b Jennifer Walters, "I Object!" (Interrupt, limit once per round): when threat
    would be placed on a scheme, prevent 1 of it."""
    game = start()
    ident = as_hero(game, form="alter_ego")
    game.c(ident).code = JENNIFER_WALTERS
    game.refresh()
    set_threat(game, 3)
    primitives.place_threat(game, game.main_scheme(), 2)
    game.refresh()
    settle(game, (f"w:{ident}:0",))
    assert threat(game) == 4


def test_one_two_punch_readies_her_after_a_basic_attack() -> None:
    """01024 One-Two Punch, Response: after you make a basic attack (with your ATK), ready
    your hero; an attack event is not a basic attack, so it is not offered then."""
    game = start()
    ident = as_hero(game)
    clear_hand(game)
    punch = take(game, ONE_TWO_PUNCH, pzone(0, "hand"), owner=0)
    take(game, ENERGY, pzone(0, "hand"), owner=0)
    answer(game, "attack")
    settle(game, ("Black Widow", f"w:{punch}:0", "Spend Energy", "pay"))
    assert not game.c(ident).exhausted
    assert game.c(punch).zone == pzone(0, "discard")
    game = start()
    as_hero(game)
    energy_in_hand(game, 3)
    punch = take(game, ONE_TWO_PUNCH, pzone(0, "hand"), owner=0)
    take(game, ENERGY, pzone(0, "hand"), owner=0)
    card = take(game, UPPERCUT, pzone(0, "hand"), owner=0)
    answer(game, f"play:{card}")
    settle(game, ("Spend Energy", "Spend Energy", "Spend Energy", "pay", "Black Widow"))
    assert game.c(punch).zone == pzone(0, "hand")


def test_superhuman_strength_adds_2_atk_and_stuns_the_enemy_she_attacks() -> None:
    """01028 Superhuman Strength: +2 ATK; Forced Response: after she attacks, discard it and
    stun the attacked enemy."""
    game = start()
    ident = as_hero(game)
    atk = game.atk(ident)
    strength = take(game, SUPERHUMAN_STRENGTH, pzone(0, "play"), owner=0)
    game.refresh()
    assert game.atk(ident) == atk + 2
    villain = game.villain()
    answer(game, "attack")
    settle(game, ("Black Widow",))
    assert game.c(villain).count("damage") == atk + 2
    assert game.c(strength).zone == pzone(0, "discard")
    assert game.c(villain).stunned


def test_focused_rage_takes_1_damage_to_draw_1() -> None:
    """01027 Focused Rage, Hero Action: exhaust it and take 1 damage to draw 1 card."""
    game = start()
    ident = as_hero(game)
    clear_hand(game)
    rage = take(game, FOCUSED_RAGE, pzone(0, "play"), owner=0)
    game.refresh()
    use(game, rage, 0)
    assert game.c(ident).count("damage") == 1 and game.c(rage).exhausted
    assert len(hand(game)) == 1


def test_gamma_slam_deals_the_damage_you_have_sustained() -> None:
    """01021 Gamma Slam, Hero Action (attack): X damage to an enemy, X the damage you have
    sustained (to a maximum of 15: tests/engine/champions/test_limits.py)."""
    game = start()
    ident = as_hero(game)
    game.c(ident).counters["damage"] = 5
    energy_in_hand(game, 4)
    card = take(game, GAMMA_SLAM, pzone(0, "hand"), owner=0)
    villain = game.villain()
    answer(game, f"play:{card}")
    settle(game, ("Spend", "Spend", "Spend", "Spend", "pay", "Black Widow"))
    assert game.c(villain).count("damage") == 5


def test_tigra_heals_after_she_attacks_and_defeats_a_minion() -> None:
    """01051 Tigra, Response: after she attacks and defeats a minion, heal 1 damage from her;
    an attack that does not defeat it is not answered."""
    game = start()
    as_hero(game)
    tigra = take(game, TIGRA, pzone(0, "play"), owner=0)
    game.c(tigra).counters["damage"] = 2
    minion = take(game, MINION, pzone(0, "engaged"))
    game.c(minion).counters["damage"] = 3
    game.refresh()
    answer(game, f"ally_attack:{tigra}")
    settle(game, ("A.I.M. Abductor", f"w:{tigra}:0"))
    assert game.c(minion).zone != pzone(0, "engaged")
    assert game.c(tigra).count("damage") == 2  # healed 1, then 1 consequential damage


def test_chase_them_down_removes_2_threat_after_your_attack_defeats_an_enemy() -> None:
    """01052 Chase Them Down, Response (thwart): after your hero attacks and defeats an
    enemy, remove 2 threat from a scheme; not offered when the attack leaves it alive."""
    game = start()
    as_hero(game)
    clear_hand(game)
    chase = take(game, CHASE_THEM_DOWN, pzone(0, "hand"), owner=0)
    minion = take(game, MINION, pzone(0, "engaged"))
    game.c(minion).counters["damage"] = 3
    set_threat(game, 6)
    game.refresh()
    answer(game, "attack")
    settle(game, ("A.I.M. Abductor", f"w:{chase}:0", "The Widow"))
    assert threat(game) == 4 and game.c(chase).zone == pzone(0, "discard")
    game = start()
    as_hero(game)
    clear_hand(game)
    chase = take(game, CHASE_THEM_DOWN, pzone(0, "hand"), owner=0)
    answer(game, "attack")
    settle(game, ("Black Widow",))
    assert game.c(chase).zone == pzone(0, "hand")


def test_hulk_discards_the_top_card_and_answers_its_resource() -> None:
    """01050 Hulk, Forced Response: after he attacks, discard the top card of your deck; a
    printed physical resource (Strength) deals 2 damage to an enemy; a mental one (Genius)
    discards Hulk."""
    game = start()
    as_hero(game)
    hulk = take(game, HULK, pzone(0, "play"), owner=0)
    top = take(game, STRENGTH, pzone(0, "deck"), owner=0)
    deck = game.state.zones[pzone(0, "deck")]
    deck.remove(top)
    deck.insert(0, top)
    villain = game.villain()
    game.refresh()
    answer(game, f"ally_attack:{hulk}")
    settle(game, ("Black Widow", "Black Widow"))
    assert game.c(top).zone == pzone(0, "discard")
    assert game.c(villain).count("damage") == 3 + 2
    game = start()
    as_hero(game)
    hulk = take(game, HULK, pzone(0, "play"), owner=0)
    top = take(game, "50026", pzone(0, "deck"), owner=0)
    deck = game.state.zones[pzone(0, "deck")]
    deck.remove(top)
    deck.insert(0, top)
    game.refresh()
    answer(game, f"ally_attack:{hulk}")
    settle(game, ("Black Widow",))
    assert game.c(hulk).zone == pzone(0, "discard")


def test_legal_work_exhausts_jennifer_walters_or_accelerates() -> None:
    """01160 Legal Work (obligation): you may change to alter-ego form; then exhaust Jennifer
    Walters and remove it from the game, or give the main scheme 1 acceleration token."""
    game = start()
    ident = as_hero(game)
    work = top_encounter(game, LEGAL_WORK)
    game.push(Reveal(work, 0))
    game.refresh()
    settle(game, ("change to alter-ego form", "exhaust Jennifer Walters"))
    assert game.state.players[0].form == "alter_ego" and game.c(ident).exhausted
    assert game.c(work).zone == "removed"
    game = start()
    as_hero(game)
    work = top_encounter(game, LEGAL_WORK)
    game.push(Reveal(work, 0))
    game.refresh()
    settle(game, ("stay in hero form", "give the main scheme"))
    assert game.state.players[0].form == "hero"
    assert game.c(game.main_scheme()).count("acceleration") == 1


# ------------------------------------------------ Legal Practice, Split Personality
LEGAL_PRACTICE, SPLIT_PERSONALITY = "01023", "01025"


def test_legal_practice_removes_1_threat_per_card_discarded() -> None:
    """01023 Legal Practice, Alter-Ego Action (thwart): choose and discard up to 5 cards
    from your hand, then remove 1 threat from a scheme for each one discarded; she plays it
    in alter-ego form only."""
    game = start()
    as_hero(game, form="alter_ego")
    clear_hand(game)
    practice = take(game, LEGAL_PRACTICE, pzone(0, "hand"), owner=0)
    cards = [take(game, STRENGTH, pzone(0, "hand"), owner=0) for _ in range(3)]
    set_threat(game, 6)
    answer(game, f"play:{practice}")
    assert game.decision is not None
    choose(game, "Strength")
    choose(game, "Strength")
    settle(game, ("done", "The Widow's Web"))
    discarded = [c for c in cards if game.c(c).zone == pzone(0, "discard")]
    assert len(discarded) == 2 and threat(game) == 4
    assert game.c(practice).zone == pzone(0, "discard")
    game.state.players[0].form = "hero"
    clear_hand(game)
    again = take(game, LEGAL_PRACTICE, pzone(0, "hand"), owner=0)
    assert f"play:{again}" not in keys(game)


def test_split_personality_changes_form_and_draws_to_the_printed_hand_size() -> None:
    """01025 Split Personality, Action: change your form, then draw up to your printed hand
    size (the new form's: Jennifer Walters 6, She-Hulk 4); a hand already that big draws
    none. Changing to She-Hulk answers her "after you change to this form" response, and
    leaves her voluntary change of the round (RRG v1.8 FORM)."""
    game = start(("she-hulk",))
    ident = game.identity(0)
    assert game.c(ident).code == JENNIFER_WALTERS
    clear_hand(game)
    split = take(game, SPLIT_PERSONALITY, pzone(0, "hand"), owner=0)
    for _ in range(3):
        take(game, STRENGTH, pzone(0, "hand"), owner=0)
    answer(game, f"play:{split}")
    settle(game, ("Spend Strength", "Spend Strength", "pay", f"w:{ident}:0", "Black Widow"))
    assert game.state.players[0].form == "hero" and game.c(ident).code == SHE_HULK
    assert len(hand(game)) == 4  # 1 Strength left, 3 drawn
    assert game.c(game.villain()).count("damage") == 2
    assert "flip" in keys(game)  # RRG FORM: a card's change is not her one voluntary change
    split = take(game, SPLIT_PERSONALITY, pzone(0, "hand"), owner=0)
    for _ in range(5):
        take(game, STRENGTH, pzone(0, "hand"), owner=0)
    size = len(hand(game))  # 10: 7 once paid for, already over 6
    answer(game, f"play:{split}")
    settle(game, ("Spend Strength", "Spend Strength", "pay"))
    assert game.state.players[0].form == "alter_ego" and game.c(ident).code == JENNIFER_WALTERS
    assert len(hand(game)) == size - 3  # Split Personality and two Strength, none drawn


# ------------------------------------------------------------ the Titania nemesis set
PERSONAL_CHALLENGE, TITANIA, GENETICALLY_ENHANCED, TITANIAS_FURY = (
    "01161", "01162", "01163", "01164")


def test_titanias_atk_is_her_remaining_hit_points() -> None:
    """01162 Titania: her printed ATK is X, X her remaining hit points (a printed X reads
    the card's data x): 6 unhurt, 2 with 4 damage."""
    game = start()
    as_hero(game)
    titania = take(game, TITANIA, pzone(0, "engaged"))
    game.refresh()
    assert game.atk(titania) == 6 and game.card_view(titania)["atk"] == 6
    game.c(titania).counters["damage"] = 4
    game.refresh()
    assert game.atk(titania) == 2


def test_personal_challenge_gets_1_more_threat_per_player() -> None:
    """01161 Personal Challenge (side scheme, 3 threat, fixed): When Revealed, an
    additional 1 threat per player: 4 with one player, 5 with two."""
    for heroes, expected in ((("nick-fury",), 4), (("nick-fury", "maria-hill"), 5)):
        game = start(heroes)
        challenge = top_encounter(game, PERSONAL_CHALLENGE)
        game.push(Reveal(challenge, 0))
        game.refresh()
        settle(game)
        assert game.c(challenge).count("threat") == expected, heroes


def test_genetically_enhanced_attaches_to_the_minion_with_the_most_printed_hit_points() -> None:
    """01163 Genetically Enhanced: attaches to the minion with the highest printed hit
    points (Titania's 6 over the A.I.M. minion's), which gets +3 hit points; with no minion
    in play it gains surge (and, with nothing to attach to, is discarded)."""
    game = start()
    as_hero(game)
    titania = take(game, TITANIA, pzone(0, "engaged"))
    other = take(game, MINION, pzone(0, "engaged"))
    assert game.d(other).stat("health") < 6
    enhanced = top_encounter(game, GENETICALLY_ENHANCED)
    game.push(Reveal(enhanced, 0))
    game.refresh()
    settle(game)
    assert game.c(enhanced).attached_to == titania
    assert game.max_hp(titania) == 9 and game.atk(titania) == 9  # X follows her hit points
    game = start()
    as_hero(game)
    enhanced = top_encounter(game, GENETICALLY_ENHANCED)
    game.push(Reveal(enhanced, 0))
    game.refresh()
    settle(game)
    assert game.c(enhanced).zone == "enc:discard"
    assert log_has(game, "Surge")


def test_titanias_fury_titania_attacks_else_she_heals_and_it_surges() -> None:
    """01164 Titania's Fury, When Revealed: Titania attacks your hero; if she did not attack
    (in alter-ego form; stunned, she discards the stun instead: RRG STUNNED) heal all damage
    from her and it gains surge."""
    game = start()
    ident = as_hero(game)
    titania = take(game, TITANIA, pzone(0, "engaged"))
    game.c(titania).counters["damage"] = 1
    fury = top_encounter(game, TITANIAS_FURY)
    game.push(Reveal(fury, 0))
    game.refresh()
    settle(game, ("none",))
    assert game.c(ident).count("damage") > 0  # ATK 5 plus a boost card
    assert game.c(titania).count("damage") == 1 and not log_has(game, "Surge")
    for form, stunned in (("alter_ego", False), ("hero", True)):
        game = start()
        ident = as_hero(game, form=form)
        titania = take(game, TITANIA, pzone(0, "engaged"))
        game.c(titania).counters["damage"] = 3
        game.c(titania).stunned = int(stunned)
        fury = top_encounter(game, TITANIAS_FURY)
        game.push(Reveal(fury, 0))
        game.refresh()
        settle(game, ("none",))
        assert game.c(titania).count("damage") == 0, form
        assert game.c(ident).count("damage") == 0 and not game.c(titania).stunned, form
        assert log_has(game, "Surge"), form


def test_titanias_fury_boost_gives_one_more_boost_card() -> None:
    """01164 Titania's Fury, Boost (star): give the villain 1 additional boost card for this
    activation."""
    game = start()
    as_hero(game)
    top_encounter(game, TITANIAS_FURY)
    game.push(EnemyAttack(game.villain(), 0))
    game.refresh()
    settle(game, ("none",))
    flipped = [line for line in game.state.log if line.startswith("Boost card ")]
    assert flipped[0].startswith("Boost card Titania's Fury") and len(flipped) == 2
    assert log_has(game, "1 more boost card")


# ------------------------------------------------------------------ her starter deck
def test_the_starter_deck_is_learn_to_plays_list() -> None:
    """Learn to Play, STARTER DECKS, She-Hulk / Aggression: her 15 cards, 14 Aggression
    cards, the 11 basic cards, 40 in all; Titania's nemesis set and Legal Work come with
    her. The book's swap (one Core Set cannot field her and Iron Man together): the Justice
    cards of the Spider-Man list instead of the Aggression cards, as 'she-hulk-justice'."""
    cards = catalog()
    deck, counts, by = deck_parts("she-hulk")
    assert by == {"she_hulk": 15, "aggression": 14, "basic": 11}
    assert (deck.identity, deck.aspect, deck.nemesis_set, deck.obligation) == (
        SHE_HULK, "aggression", "she_hulk_nemesis", LEGAL_WORK)
    assert counts[ONE_TWO_PUNCH] == 3 and counts[GAMMA_SLAM] == counts[HELLCAT] == 1
    assert counts[FOCUSED_RAGE] == counts[SUPERHUMAN_STRENGTH] == counts[LEGAL_PRACTICE] == 2
    assert counts[GROUND_STOMP] == 2 and counts[SPLIT_PERSONALITY] == counts[LAW_DIVISION] == 1
    assert counts[HULK] == counts[TIGRA] == 1 and counts[CHASE_THEM_DOWN] == 2
    assert counts[RELENTLESS] == counts[UPPERCUT] == counts[TAC_TEAM] == 2
    assert counts[POWER] == counts[COMBAT_TRAINING] == 2
    other = cards.decks["she-hulk-justice"]
    spider = dict(cards.decks["spider-man"].cards)
    justice = {c: n for c, n in spider.items() if cards.cards[c].faction == "justice"}
    assert (other.identity, other.aspect, other.nemesis_set, other.obligation) == (
        SHE_HULK, "justice", "she_hulk_nemesis", LEGAL_WORK)
    assert dict(other.cards) == {**{c: n for c, n in counts.items()
                                    if cards.cards[c].faction != "aggression"}, **justice}
    assert sum(n for _, n in other.cards) == 40


def test_a_game_starts_with_her_starter_deck() -> None:
    """RRG Appendix II: she starts as Jennifer Walters (alter-ego side up) with her alter-ego
    hand size of 6, Legal Work in the encounter deck and the Titania set aside; she sits
    with Iron Man's Aggression-sharing alternative too: the 'she-hulk-justice' deck plays
    beside Spider-Man's, and Legal Work goes to her."""
    game = start(("she-hulk",))
    assert game.c(game.identity(0)).code == JENNIFER_WALTERS
    assert game.state.players[0].form == "alter_ego" and len(hand(game)) == 6
    assert LEGAL_WORK in {game.c(c).code for c in game.ids(game.az("enc:deck"))}
    nemesis = {game.c(c).code for c in game.ids(pzone(0, "nemesis"))}
    assert {TITANIA, PERSONAL_CHALLENGE, GENETICALLY_ENHANCED, TITANIAS_FURY} <= nemesis
    two = start(("spider-man", "she-hulk-justice"))
    assert two.decision is not None and "your turn" in two.decision.prompt
    work = top_encounter(two, LEGAL_WORK)
    two.push(Reveal(work, 0))
    two.refresh()
    assert two.decision is not None and two.decision.seat == 1  # "give to Jennifer Walters"
