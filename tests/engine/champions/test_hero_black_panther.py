"""Black Panther's hero cards (Core Set, set black_panther), his nemesis set (Killmonger) and
the Core Set's Protection aspect cards, played from set-up states (issue 24). Card facts from
/work/shared/reference/marvelsdb/pack/core.json and core_encounter.json; the behaviour is
content/champions/core/black_panther.toml and core/protection.toml."""

from __future__ import annotations

from content.champions.schema import load_catalog
from engine.champions import ChampionsGame
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EnemyAttack
from engine.champions.language.text import render_card
from engine.champions.rules import player_phase
from tests.engine.champions.helpers import (
    answer,
    as_identity,
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

BLACK_PANTHER, TCHALLA = "01040a", "01040b"
SHURI, ANCESTRAL, WAKANDA, VIBRANIUM, GOLDEN_CITY = "01041", "01042", "01043a", "01044", "01045"
WAKANDA_B, WAKANDA_D = "01043b", "01043d"
DAGGERS, CLAWS, GENIUS, SUIT = "01046", "01047", "01048", "01049"
AFFAIRS, USURP, KILLMONGER, HERB, RITUAL = "01155", "01156", "01157", "01158", "01159"
BLACK_WIDOW, LUKE_CAGE, COUNTER_PUNCH, GET_BEHIND_ME = "01075", "01076", "01077", "01078"
POWER, MED_TEAM, VEST, INDOMITABLE = "01079", "01080", "01081", "01082"
ENERGY, GENIUS_CARD = "50025", "50026"  # resource cards: 1 energy / 2 mental (AoS reprints)
TREACHERY = "01186"  # a Core Set treachery with a When Revealed ability (the walk's)
MINION = "50080"  # a minion of the Agents of S.H.I.E.L.D. encounter cards


def as_black_panther(game: ChampionsGame, seat: int = 0, form: str = "hero") -> int:
    """Seat ``seat`` plays Black Panther in ``form``, with no minion engaged with anyone."""
    ident = as_identity(game, BLACK_PANTHER, seat, form)
    if form == "alter_ego":
        game.c(ident).code = TCHALLA
        game.refresh()
    return ident


def in_play(game: ChampionsGame, *codes: str) -> list[int]:
    return [take(game, code, pzone(0, "play"), owner=0) for code in codes]


def no_tough(game: ChampionsGame, *cards: int) -> None:
    for cid in cards:
        game.c(cid).tough = 0
    game.refresh()


def wakanda_forever(game: ChampionsGame, picks: tuple[str, ...] = ()) -> int:
    """Play Wakanda Forever! (paid with an Energy card), answering the sequence's questions
    with ``picks`` (in order)."""
    card, _energy = in_hand(game, WAKANDA, ENERGY)
    answer(game, f"play:{card}")
    settle(game, ("Spend Energy", "pay", *picks))
    return card


def step(game: ChampionsGame, picks: tuple[str, ...] = ()) -> None:
    """Answer one decision: the first option whose key or label holds a pick, else
    yes/pay/none/done/pass, else the first option."""
    assert game.decision is not None
    options = game.decision.options
    chosen = next((o for p in picks for o in options
                   if o.key == p or p in o.label), None)  # type: ignore[attr-defined]
    chosen = chosen or next((o for p in ("yes", "pay", "none", "done", "pass") for o in options
                             if o.key == p), options[0])  # type: ignore[attr-defined]
    game.apply(chosen)


def until(game: ChampionsGame, text: str, picks: tuple[str, ...] = (), limit: int = 20) -> None:
    """Answer decisions (``step``) until one asks something with ``text`` in it."""
    for _ in range(limit):
        assert game.decision is not None
        if text in game.decision.prompt:
            return
        step(game, picks)
    raise AssertionError(f"never asked {text!r}: {game.decision}")


def damage(game: ChampionsGame, cid: int) -> int:
    return game.c(cid).count("damage")


# ------------------------------------------------------------------ Wakanda Forever!
def test_wakanda_forever_resolves_each_special_in_the_chosen_order() -> None:
    """01043a Wakanda Forever!, Hero Action: the Special ability of each Black Panther
    upgrade you control, in the order you choose, each a step of one sequence (RRG
    SPECIAL). Tactical Genius, then Energy Daggers, then Panther Claws as the final step:
    1 threat removed, 1 damage to the villain, then 4 (the final step's) = 5."""
    game = start()
    as_black_panther(game)
    daggers, claws, genius = in_play(game, DAGGERS, CLAWS, GENIUS)
    villain = game.villain()
    no_tough(game, villain)
    set_threat(game, 5)
    card, _energy = in_hand(game, WAKANDA, ENERGY)
    answer(game, f"play:{card}")
    until(game, "step 1 of 3", ("Spend Energy",))
    assert {f"t:{c}" for c in (daggers, claws, genius)} == set(keys(game))
    answer(game, f"t:{genius}")
    if game.decision is not None and "step 2" not in game.decision.prompt:
        answer(game, f"t:{game.main_scheme()}")  # which scheme (a side scheme is in play)
    assert threat(game) == 4
    assert game.decision is not None and "step 2 of 3" in game.decision.prompt
    answer(game, f"t:{daggers}")
    settle(game)  # Panther Claws is the last step, taken without asking: 4 damage
    assert damage(game, villain) == 1 + 4
    assert log_has(game, "Energy Daggers: step 2 of the sequence.")
    assert log_has(game, "Panther Claws: step 3 of the sequence (the final step).")
    assert game.c(card).zone == pzone(0, "discard")


def test_the_final_step_gets_the_bonus_whichever_card_it_is() -> None:
    """01043a and 01048: Panther Claws first (2 damage), Tactical Genius last (2 threat
    instead of 1: "if this is the final step of this sequence")."""
    game = start()
    as_black_panther(game)
    claws, genius = in_play(game, CLAWS, GENIUS)
    villain = game.villain()
    no_tough(game, villain)
    set_threat(game, 5)
    wakanda_forever(game, (f"t:{claws}",))
    assert damage(game, villain) == 2
    # the villain's own interrupt to the attack removed 1 (Black Widow, the AoS scenario)
    assert log_has(game, f"{game.name(genius)}: step 2 of the sequence (the final step)")
    assert log_has(game, "2 threat is removed from")


def test_vibranium_suit_moves_damage_from_your_hero_to_an_enemy() -> None:
    """01049 Vibranium Suit, Special (attack): move 1 damage from your hero to an enemy (2 as
    the final step). RRG MOVE: moved damage is healed from the hero and dealt to the enemy;
    its FAQ: the moved damage is dealt, so it discards a tough status card."""
    game = start()
    ident = as_black_panther(game)
    in_play(game, SUIT)
    game.c(ident).add("damage", 3)
    villain = game.villain()
    no_tough(game, villain)
    wakanda_forever(game)  # the only step is the final step
    assert damage(game, ident) == 1
    assert damage(game, villain) == 2
    game = start()
    ident = as_black_panther(game)
    in_play(game, SUIT)
    game.c(ident).add("damage", 3)
    villain = game.villain()
    game.c(villain).tough = 1
    game.refresh()
    wakanda_forever(game)
    assert damage(game, villain) == 0 and not game.c(villain).tough


def test_a_stunned_hero_discards_the_stun_instead_of_a_special_attack() -> None:
    """RRG STUNNED, LABELED ABILITY: Panther Claws' Special is labelled (attack): a stunned
    Black Panther discards his stunned card instead, and the villain takes no damage."""
    game = start()
    ident = as_black_panther(game)
    in_play(game, CLAWS)
    game.c(ident).stunned = 1
    villain = game.villain()
    no_tough(game, villain)
    wakanda_forever(game)
    assert damage(game, villain) == 0
    assert not game.c(ident).stunned


def test_energy_daggers_hits_the_villain_and_the_minions_engaged_with_that_player() -> None:
    """01046 Energy Daggers, Special: choose a player; 1 damage to the villain and to each
    enemy engaged with that player (2 as the final step). Not an attack."""
    game = start()
    as_black_panther(game)
    in_play(game, DAGGERS)
    minion = take(game, MINION, pzone(0, "engaged"))
    villain = game.villain()
    no_tough(game, villain, minion)
    wakanda_forever(game)
    assert damage(game, villain) == 2
    assert damage(game, minion) == 2 or game.c(minion).zone != pzone(0, "engaged")


def test_wakanda_forever_is_a_hero_action() -> None:
    """01043a: "Hero Action": not playable as T'Challa."""
    game = start()
    as_black_panther(game, form="alter_ego")
    card, _energy = in_hand(game, WAKANDA, ENERGY)
    assert player_phase.cannot_play(game, 0, card) == "needs hero form"


def test_wakanda_forever_says_what_it_does() -> None:
    """The card text is rendered from the same data (the sequence, the final step)."""
    cards = load_catalog()
    assert "in the order you choose" in render_card(cards.cards[WAKANDA])
    assert "instead if this is the final step of the sequence" in render_card(
        cards.cards[CLAWS])
    assert render_card(cards.cards[CLAWS]).startswith("Special (attack):")


# ------------------------------------------------------------------ Killmonger
def test_killmonger_takes_no_damage_from_black_panther_upgrades() -> None:
    """01157 Killmonger: "cannot take damage from Black Panther upgrades": Energy Daggers'
    damage (the villain still takes his) and Panther Claws' attack (Killmonger is not
    offered as its target) leave him undamaged; a basic attack damages him."""
    game = start()
    ident = as_black_panther(game)
    in_play(game, DAGGERS, CLAWS)
    killmonger = take(game, KILLMONGER, pzone(0, "engaged"))
    villain = game.villain()
    no_tough(game, villain, killmonger)
    card, _energy = in_hand(game, WAKANDA, ENERGY)
    answer(game, f"play:{card}")
    for _ in range(10):
        if game.decision is None or "your turn" in game.decision.prompt:
            break
        assert f"t:{killmonger}" not in keys(game)
        step(game, ("Spend Energy",))
    assert damage(game, killmonger) == 0
    assert damage(game, villain) in (1 + 4, 2 + 2)  # Daggers and Claws, either order
    answer(game, "attack")
    settle(game, (f"t:{killmonger}",))
    assert damage(game, killmonger) == game.atk(ident)
    assert render_card(load_catalog().cards[KILLMONGER]) == (
        "This card cannot take damage from any Black Panther upgrade.")


# ------------------------------------------------------------------ Black Panther, T'Challa
def test_black_panther_retaliates_when_attacked_or_defending() -> None:
    """01040a Retaliate 1 (RRG RETALIATE X; the RRG FAQ on Black Panther: he retaliates when
    he is attacked, undefended or defending; not when an ally defends the attack for him)."""
    for defend, hit in (("none", 1), ("hero", 1), ("ally", 0)):
        game = start()
        as_black_panther(game)
        ally = take(game, "01083", pzone(0, "play"), owner=0)  # Mockingbird
        villain = game.villain()
        no_tough(game, villain)
        game.push(EnemyAttack(villain, 0))
        game.refresh()
        settle(game, (f"ally:{ally}",) if defend == "ally" else (defend,))
        assert damage(game, villain) == hit, defend


def test_tchalla_setup_adds_a_black_panther_upgrade_to_hand() -> None:
    """01040b Foresight, Setup: search your deck for a Black Panther upgrade and add it to
    your hand, then shuffle (RRG Appendix II: an identity's Setup at player setup)."""
    game = start(("black-panther",))
    assert game.c(game.identity(0)).code == TCHALLA
    upgrades = [c for c in hand(game) if game.d(c).type == "upgrade"
                and "Black Panther" in game.d(c).traits]
    assert upgrades
    assert len(hand(game)) == 6 + 1


def test_shuri_searches_for_an_upgrade_as_she_enters_play() -> None:
    """01041 Shuri, Response: after she enters play, search your deck for an upgrade and add
    it to your hand."""
    game = start()
    as_black_panther(game)
    suit = take(game, SUIT, pzone(0, "deck"), owner=0)
    shuri, _a, _b = in_hand(game, SHURI, ENERGY, ENERGY)
    answer(game, f"play:{shuri}")
    settle(game, ("Spend Energy", "Spend Energy", "pay", "yes", "Vibranium Suit"))
    assert game.c(shuri).zone == pzone(0, "play")
    assert game.c(suit).zone == pzone(0, "hand")


def test_the_golden_city_draws_2_as_tchalla() -> None:
    """01045 The Golden City, Alter-Ego Action: exhaust it to draw 2 cards."""
    game = start()
    as_black_panther(game, form="alter_ego")
    city, = in_play(game, GOLDEN_CITY)
    clear_hand(game)
    use(game, city)
    assert len(hand(game)) == 2 and game.c(city).exhausted


def test_ancestral_knowledge_shuffles_up_to_3_cards_of_different_titles() -> None:
    """01042 Ancestral Knowledge, Alter-Ego Action: up to 3 different cards of your discard
    pile shuffled into your deck. The RRG FAQ (Ancestral Knowledge): cards of the same title
    are the same card, so two printings of Wakanda Forever! are one choice."""
    game = start()
    as_black_panther(game, form="alter_ego")
    card, _energy = in_hand(game, ANCESTRAL, ENERGY)
    for cid in game.ids(pzone(0, "discard")):
        game.state.move(cid, "removed")
    a = take(game, WAKANDA, pzone(0, "discard"), owner=0)
    b = take(game, WAKANDA_B, pzone(0, "discard"), owner=0)
    shuri = take(game, SHURI, pzone(0, "discard"), owner=0)
    answer(game, f"play:{card}")
    until(game, "different titles", ("Spend Energy",))
    offered = set(keys(game))
    assert f"t:{card}" not in offered  # the event resolving is not in the discard pile yet
    assert f"t:{shuri}" in offered and len({f"t:{a}", f"t:{b}"} & offered) == 1
    answer(game, f"t:{a}" if f"t:{a}" in offered else f"t:{b}")
    assert f"t:{a}" not in keys(game) and f"t:{b}" not in keys(game)
    settle(game, (f"t:{shuri}", "none"))
    in_deck = set(game.ids(pzone(0, "deck")))
    assert shuri in in_deck and len({a, b} & in_deck) == 1


def test_affairs_of_state_discards_a_black_panther_upgrade_or_exhausts_tchalla() -> None:
    """01155 Affairs of State (obligation): you may flip to alter-ego form; then exhaust
    T'Challa and remove it from the game, or discard a Black Panther upgrade you control
    and discard it. Staying in hero form leaves only the discard."""
    game = start()
    as_black_panther(game)
    claws, = in_play(game, CLAWS)
    affairs = top_encounter(game, AFFAIRS)
    game.push(Reveal(affairs, 0))
    game.refresh()
    settle(game, ("stay in hero form",))
    assert game.c(claws).zone == pzone(0, "discard")
    assert game.c(affairs).zone == "enc:discard"
    game = start()
    ident = as_black_panther(game, form="alter_ego")
    affairs = top_encounter(game, AFFAIRS)
    game.push(Reveal(affairs, 0))
    game.refresh()
    settle(game, ("exhaust T'Challa",))
    assert game.c(ident).exhausted and game.c(affairs).zone == "removed"


def test_heart_shaped_herb_toughens_the_villain_and_your_minions_and_surges() -> None:
    """01158 Heart-Shaped Herb: surge; When Revealed, the villain and each minion engaged
    with you get a tough status card."""
    game = start()
    as_black_panther(game, form="alter_ego")
    minion = take(game, MINION, pzone(0, "engaged"))
    villain = game.villain()
    no_tough(game, villain, minion)
    herb = top_encounter(game, HERB)
    game.push(Reveal(herb, 0))
    game.refresh()
    settle(game)
    assert game.c(villain).tough and game.c(minion).tough
    assert log_has(game, "surge") or log_has(game, "Surge")


def test_ritual_combat_x_is_one_more_than_the_discarded_boost_icons() -> None:
    """01159 Ritual Combat: discard the top encounter card; X damage to your hero or X threat
    on the main scheme, X = its boost icons + 1 (Ritual Combat itself: 2 icons, so 3). In
    alter-ego form only the threat can be chosen ("your hero")."""
    game = start()
    ident = as_black_panther(game)
    ritual = top_encounter(game, RITUAL)
    top_encounter(game, RITUAL)
    before = damage(game, ident)
    game.push(Reveal(ritual, 0))
    game.refresh()
    settle(game, ("deal X damage",))
    assert damage(game, ident) == before + 3
    game = start()
    as_black_panther(game, form="alter_ego")
    set_threat(game, 0)
    ritual = top_encounter(game, RITUAL)
    top_encounter(game, RITUAL)
    game.push(Reveal(ritual, 0))
    game.refresh()
    settle(game)
    assert threat(game) == 3


def test_usurp_the_throne_and_vibranium_say_they_have_no_ability() -> None:
    """01156 Usurp The Throne (a hazard icon) and 01044 Vibranium (2 wild resources): no
    printed ability; their facts are all they are (a resource card says what it generates,
    as Energy Absorption does)."""
    cards = load_catalog()
    assert render_card(cards.cards[USURP]) == "No ability (printed: 1 hazard icon)."
    assert render_card(cards.cards[VIBRANIUM]) == "Resource: 2 wild."


# ------------------------------------------------------------------ Protection
def test_luke_cage_enters_play_with_a_tough_status_card() -> None:
    """01076 Luke Cage: Toughness (RRG TOUGHNESS, an ally's too)."""
    game = start()
    as_black_panther(game)
    cage, *_ = in_hand(game, LUKE_CAGE, VIBRANIUM, VIBRANIUM)
    answer(game, f"play:{cage}")
    settle(game, ("Spend Vibranium", "Spend Vibranium", "pay"))
    assert game.c(cage).zone == pzone(0, "play") and game.c(cage).tough


def test_counter_punch_answers_your_heros_defense_with_its_atk() -> None:
    """01077 Counter-Punch, Response (attack): after your hero defends against an enemy
    attack, damage to that enemy equal to your hero's ATK; not offered when nobody
    defended."""
    game = start()
    ident = as_black_panther(game)
    punch, = in_hand(game, COUNTER_PUNCH)
    villain = game.villain()
    no_tough(game, villain)
    game.push(EnemyAttack(villain, 0))
    game.refresh()
    settle(game, ("hero", "Play Counter-Punch"))
    assert damage(game, villain) == 1 + game.atk(ident)  # retaliate 1, then the punch
    assert game.c(punch).zone == pzone(0, "discard")
    game = start()
    as_black_panther(game)
    punch, = in_hand(game, COUNTER_PUNCH)
    game.push(EnemyAttack(game.villain(), 0))
    game.refresh()
    for _ in range(10):
        if game.decision is None or "your turn" in game.decision.prompt:
            break
        assert not any(o.label.startswith("Play Counter-Punch")  # type: ignore[attr-defined]
                       for o in game.decision.options)
        step(game, ("none",))
    assert game.c(punch).zone == pzone(0, "hand")


def test_indomitable_readies_your_hero_after_it_defends() -> None:
    """01082 Indomitable, Response: after your hero defends, discard it to ready your hero."""
    game = start()
    ident = as_black_panther(game)
    vest, = in_play(game, INDOMITABLE)
    game.push(EnemyAttack(game.villain(), 0))
    game.refresh()
    settle(game, ("hero", "Use Indomitable"))
    assert not game.c(ident).exhausted
    assert game.c(vest).zone == pzone(0, "discard")


def test_get_behind_me_cancels_a_treachery_and_the_villain_attacks_instead() -> None:
    """01078 Get Behind Me!, Hero Interrupt: when a treachery is revealed, cancel its When
    Revealed effects (it is discarded); the villain attacks you instead."""
    game = start()
    ident = as_black_panther(game)
    card, _energy = in_hand(game, GET_BEHIND_ME, ENERGY)
    treachery = top_encounter(game, TREACHERY)
    villain = game.villain()
    game.push(Reveal(treachery, 0))
    game.refresh()
    before = damage(game, ident)
    settle(game, ("Play Get Behind Me!", "Spend Energy", "pay"))
    assert game.c(treachery).zone == "enc:discard"
    assert log_has(game, f"{game.name(villain)}'s attack is resolved")
    assert damage(game, ident) >= before
    assert game.c(card).zone == pzone(0, "discard")


def test_black_widow_cancels_a_revealed_card_for_a_mental_resource() -> None:
    """01075 Black Widow, Interrupt: when a card is revealed from the encounter deck, exhaust
    her and spend a mental resource (typed resources paid in the payment question): cancel
    it and discard it, then reveal another card."""
    game = start()
    as_black_panther(game)
    widow, = in_play(game, BLACK_WIDOW)
    in_hand(game, GENIUS_CARD)
    second = top_encounter(game, HERB)
    first = top_encounter(game, TREACHERY)
    game.push(Reveal(first, 0))
    game.refresh()
    settle(game, ("Use Black Widow", "Spend Genius", "pay"))
    assert game.c(widow).exhausted
    assert game.c(first).zone == "enc:discard"
    assert game.c(second).zone != "enc:deck"  # the next card was revealed
    assert not hand(game)


def test_med_team_heals_2_from_a_friendly_character() -> None:
    """01080 Med Team, Action: exhaust it and remove a medical counter to heal 2 damage from a
    friendly character (Uses: 3 medical counters)."""
    game = start()
    ident = as_black_panther(game)
    team = take(game, MED_TEAM, pzone(0, "play"), owner=0)
    game.c(team).counters["medical"] = 3
    game.c(ident).add("damage", 3)
    game.refresh()
    use(game, team)
    assert damage(game, ident) == 1
    assert game.c(team).count("medical") == 2 and game.c(team).exhausted


def test_armored_vest_gives_your_hero_1_def() -> None:
    """01081 Armored Vest: your hero gets +1 DEF."""
    game = start()
    ident = as_black_panther(game)
    before = game.defense(ident)
    in_play(game, VEST)
    assert game.defense(ident) == before + 1


def test_the_power_of_protection_pays_double_for_a_protection_card() -> None:
    """01079 The Power of Protection: twice its resources (2 wild) while paying for a
    Protection card: with an Energy card (2) it pays for Luke Cage (Protection, cost 4);
    with the same cards Shuri (a hero card, cost 2) is paid 1 + 2."""
    game = start()
    as_black_panther(game)
    cage, power, _energy = in_hand(game, LUKE_CAGE, POWER, ENERGY)
    assert player_phase.resources_available(game, 0, cage, cage) == 2 + 2
    answer(game, f"play:{cage}")
    settle(game, ("Spend The Power of Protection", "Spend Energy", "pay"))
    assert game.c(cage).zone == pzone(0, "play")
    assert game.c(power).zone == pzone(0, "discard")
    game = start()
    as_black_panther(game)
    shuri, _power, _energy = in_hand(game, SHURI, POWER, ENERGY)
    assert player_phase.resources_available(game, 0, shuri, shuri) == 1 + 2


# ------------------------------------------------------------------ his starter deck
def test_the_starter_deck_is_learn_to_plays_list() -> None:
    """Learn to Play, STARTER DECKS, Black Panther / Protection: his 15 cards (Wakanda
    Forever! x5 over its four printings), 14 Protection cards, the 11 basic cards, 40 in all;
    Killmonger's nemesis set and Affairs of State come with him."""
    deck, counts, by = deck_parts("black-panther")
    assert by == {"black_panther": 15, "protection": 14, "basic": 11}
    assert (deck.identity, deck.aspect, deck.nemesis_set, deck.obligation) == (
        BLACK_PANTHER, "protection", "black_panther_nemesis", AFFAIRS)
    assert sum(n for c, n in counts.items() if c.startswith("01043")) == 5
    assert counts[VIBRANIUM] == 3
    assert counts[VEST] == counts[COUNTER_PUNCH] == counts[GET_BEHIND_ME] == 2
    assert counts[INDOMITABLE] == counts[MED_TEAM] == counts[POWER] == 2
    assert counts[BLACK_WIDOW] == counts[LUKE_CAGE] == counts[WAKANDA_D] - 1 == 1


def test_a_game_starts_with_his_starter_deck() -> None:
    """RRG Appendix II: he starts as T'Challa, Affairs of State in the encounter deck and
    Killmonger's set aside; a two-player table with Nick Fury gives Affairs of State to
    him."""
    game = start(("black-panther",))
    assert game.state.players[0].form == "alter_ego"
    assert AFFAIRS in {game.c(c).code for c in game.ids(game.az("enc:deck"))}
    nemesis = {game.c(c).code for c in game.ids(pzone(0, "nemesis"))}
    assert {USURP, KILLMONGER, HERB, RITUAL} <= nemesis
    two = start(("nick-fury", "black-panther"))
    assert two.decision is not None and "your turn" in two.decision.prompt
    affairs = top_encounter(two, AFFAIRS)
    two.push(Reveal(affairs, 0))
    two.refresh()  # "give to T'Challa": his only choice (no upgrade) is to exhaust himself
    assert two.c(two.identity(1)).exhausted and not two.c(two.identity(0)).exhausted
    assert two.c(affairs).zone == "removed"
