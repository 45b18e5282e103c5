"""Spider-Man (Core Set, 01001a/b), his hero cards, his nemesis set (Vulture) and the
Justice aspect cards of the Core Set, played from set-up states (issue 24). Card facts from
/work/shared/reference/marvelsdb/pack/core.json and core_encounter.json; the behaviour is
content/champions/core/spider_man.toml and core/justice.toml."""

from __future__ import annotations

import pytest

from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EnemyAttack
from engine.champions.language.text import render_card
from engine.champions.rules import player_phase, primitives
from tests.engine.champions.helpers import (
    answer,
    as_identity,
    clear_hand,
    deck_parts,
    hand,
    keys,
    set_threat,
    start,
    take,
    threat,
    top_encounter,
)
from tests.engine.champions.walk import Spec, catalog_with, make, settle, use

SPIDER_MAN, PETER_PARKER = "01001a", "01001b"


def as_spider_man(game: ChampionsGame, seat: int = 0) -> int:
    """Seat ``seat`` plays Spider-Man in hero form, with no minion engaged with anyone."""
    return as_identity(game, SPIDER_MAN, seat)


def attack(game: ChampionsGame, enemy: int, seat: int = 0) -> None:
    """``enemy`` initiates an attack against ``seat`` (RRG ATTACK (ENEMY ACTIVATION))."""
    game.push(EnemyAttack(enemy, seat))
    game.refresh()


def spider_sense(game: ChampionsGame, ident: int) -> str:
    return f"w:{ident}:0"


def settle_one(game: ChampionsGame, key: str | None) -> None:
    """Answer one decision: ``key``, else pass/none/done, else the first option."""
    assert game.decision is not None
    options = keys(game)
    pick = key or next((k for k in ("pass", "none", "done") if k in options), options[0])
    answer(game, pick)


def offered(game: ChampionsGame, key: str) -> bool:
    return game.decision is not None and key in keys(game)


# ------------------------------------------------------------------ Spider-Sense
def test_spider_sense_draws_when_the_villain_attacks_you() -> None:
    """01001a Spider-Sense: an interrupt as the villain initiates an attack against you
    (RRG ATTACK (ENEMY ACTIVATION): "when an enemy attacks" abilities trigger as the attack
    is initiated): you draw 1 card, before the boost card is dealt."""
    game = start()
    ident = as_spider_man(game)
    before = len(hand(game))
    attack(game, game.villain())
    assert offered(game, spider_sense(game, ident))
    assert not game.state.zones.get("boost")  # the boost card is dealt after the window
    settle(game, (spider_sense(game, ident),))
    assert len(hand(game)) == before + 1


def test_spider_sense_ignores_a_minions_attack() -> None:
    """01001a: "when THE VILLAIN initiates an attack": a minion's attack against you is not
    answered (issue 24)."""
    game = start()
    ident = as_spider_man(game)
    minion = take(game, "50080", pzone(0, "engaged"))
    attack(game, minion)
    assert not offered(game, spider_sense(game, ident))


def test_spider_sense_ignores_an_attack_redirected_to_you() -> None:
    """FFG ruling of 9 July 2026, 1 ("I Can Do This All Day" / "Powerful Punch"): an attack
    initiated against another player and redirected to Spider-Man does not satisfy
    "initiated against you". A test-only ally of the other player answers the villain's
    attack with "that enemy attacks Spider-Man's player instead" (redirect_attack to an
    identity); Spider-Man is then the attacked player but is not offered Spider-Sense."""
    cards, codes = catalog_with({"decoy": Spec(
        "support", '[[ability]]\ntrigger = "interrupt"\non = "enemy_attack"\nof = "you"\n'
                   'effects = [{ redirect_attack = true, target = { type = "identity", '
                   'controller = "other" } }]')})
    game = start(("nick-fury", "maria-hill"), cards=cards)
    ident = as_spider_man(game, 0)
    decoy = take(game, codes["decoy"], pzone(1, "play"), owner=1)
    attack(game, game.villain(), seat=1)
    assert not offered(game, spider_sense(game, ident))
    before = len(hand(game))
    for _ in range(20):  # every interrupt offered after the redirect: never Spider-Sense
        assert game.decision is not None
        assert not offered(game, spider_sense(game, ident))
        if "your turn" in game.decision.prompt:
            break
        choice = f"w:{decoy}:0" if offered(game, f"w:{decoy}:0") else None
        settle_one(game, choice)
    assert any("attacks Spider-Man instead" in line for line in game.state.log)
    assert len(hand(game)) == before


def test_spider_sense_answers_an_attack_initiated_against_you_only() -> None:
    """01001a and the FFG ruling of 17 December 2025 (AoS p. 4): an attack against
    Spider-Man's ally is not an attack against him; one initiated against him is answered
    even in a two-player game where another player could be attacked."""
    game = start(("nick-fury", "maria-hill"))
    ident = as_spider_man(game, 0)
    attack(game, game.villain(), seat=1)
    assert not offered(game, spider_sense(game, ident))
    settle(game)
    ally = take(game, "50022", pzone(0, "play"), owner=0)
    game.push(EnemyAttack(game.villain(), 0, target=ally))
    game.refresh()
    assert not offered(game, spider_sense(game, ident))
    settle(game)
    attack(game, game.villain(), seat=0)
    assert offered(game, spider_sense(game, ident))


def test_spider_sense_says_what_it_does() -> None:
    """The card text is rendered from the same data (the source filter, the note)."""
    cards, _ = catalog_with({})
    assert render_card(cards.cards[SPIDER_MAN]) == (
        "Interrupt: when the villain attacks you, if it was initiated against you (not "
        "redirected to you), draw 1 card(s).")


def test_a_source_filter_where_nothing_makes_it_happen_is_refused() -> None:
    """Accepted means it runs: ``source`` filters by the occurrence's source; "drawn" has
    none, so a card filtering it by one would never trigger."""
    card = Spec("support", '[[ability]]\ntrigger = "response"\non = "drawn"\nsource = { type '
                           '= "villain" }\neffects = [{ draw = 1 }]')
    with pytest.raises(ContentError, match='"drawn" has no source'):
        make(card, "90000")
    card = Spec("support", '[[ability]]\ntrigger = "interrupt"\non = "enemy_attack"\nsource = '
                           '{ counter = "x" }\neffects = [{ draw = 1 }]')
    with pytest.raises(ContentError, match="by type or trait or name, not counter"):
        make(card, "90000")


# ------------------------------------------------------------------ hero cards
BACKFLIP, ENHANCED_SENSE, WEB_KICK, AUNT_MAY, WEB_SHOOTER = (
    "01003", "01004", "01005", "01006", "01008")
ADVANCE = "01186"  # a treachery of the Standard set: the villain schemes
ENERGY = "50025"  # a resource card paying 1 energy (AoS reprint of the Core Energy)


def as_peter_parker(game: ChampionsGame, seat: int = 0) -> int:
    ident = as_spider_man(game, seat)
    game.c(ident).code = PETER_PARKER
    game.state.players[seat].form = "alter_ego"
    game.refresh()
    return ident


def payer(game: ChampionsGame, seat: int = 0) -> int:
    """An empty hand but one 1-resource card to pay with."""
    clear_hand(game, seat)
    return take(game, ENERGY, pzone(seat, "hand"), owner=seat)


def test_backflip_defends_and_prevents_all_the_damage() -> None:
    """01003 Backflip, Interrupt (defense): when you would take damage from an attack,
    prevent all of it (RRG DEFEND, defense-labeled abilities: you are the defender)."""
    game = start()
    ident = as_spider_man(game)
    clear_hand(game)
    flip = take(game, BACKFLIP, pzone(0, "hand"), owner=0)
    attack(game, game.villain())
    settle(game, ("pass", "none", f"w:{flip}:0"))
    assert game.c(flip).zone == pzone(0, "discard")
    assert game.c(ident).count("damage") == 0
    assert any("defends with Backflip" in line for line in game.state.log)


def test_enhanced_spider_sense_cancels_a_treachery_and_its_surge() -> None:
    """01004 Enhanced Spider-Sense, Hero Interrupt: a treachery revealed from the encounter
    deck has its When Revealed effects cancelled (the FFG ruling of 3 August 2026, 3:
    surge counts as one): Advance does not make the villain scheme; it is discarded. In
    alter-ego form it is not offered."""
    game = start()
    as_spider_man(game)
    payer(game)
    sense = take(game, ENHANCED_SENSE, pzone(0, "hand"), owner=0)
    before = threat(game)
    advance = top_encounter(game, ADVANCE)
    game.push(Reveal(advance, 0))
    game.refresh()
    assert offered(game, f"w:{sense}:0")
    settle(game, (f"w:{sense}:0", "pay"))
    assert threat(game) == before
    assert game.c(advance).zone == "enc:discard"
    game = start()
    as_peter_parker(game)
    payer(game)
    sense = take(game, ENHANCED_SENSE, pzone(0, "hand"), owner=0)
    game.push(Reveal(top_encounter(game, ADVANCE), 0))
    game.refresh()
    assert not offered(game, f"w:{sense}:0")


def test_swinging_web_kick_deals_8_damage() -> None:
    """01005 Swinging Web Kick, Hero Action (attack): 8 damage to an enemy."""
    game = start()
    as_spider_man(game)
    clear_hand(game)
    kick = take(game, WEB_KICK, pzone(0, "hand"), owner=0)
    for _ in range(3):
        take(game, ENERGY, pzone(0, "hand"), owner=0)
    villain = game.villain()
    answer(game, f"play:{kick}")
    settle(game, ("Spend Energy", "Spend Energy", "Spend Energy", "pay", "Black Widow"))
    assert game.c(villain).count("damage") == 8


def test_aunt_may_heals_peter_parker() -> None:
    """01006 Aunt May, Alter-Ego Action: exhaust her to heal 4 damage from Peter Parker;
    not in hero form."""
    game = start()
    ident = as_peter_parker(game)
    game.c(ident).counters["damage"] = 6
    may = take(game, AUNT_MAY, pzone(0, "play"), owner=0)
    use(game, may)
    assert game.c(ident).count("damage") == 2 and game.c(may).exhausted
    game.c(may).exhausted = False
    game.state.players[0].form = "hero"
    game.c(ident).code = SPIDER_MAN
    game.refresh()
    assert f"ab:{may}:0" not in keys(game)


def test_web_shooter_is_a_hero_resource() -> None:
    """01008 Web-Shooter, Hero Resource: exhaust it and remove a web counter to generate a
    wild resource; in alter-ego form it is not offered (RRG RESOURCE ABILITY; "Hero" limits
    the ability to hero form)."""
    game = start()
    as_spider_man(game)
    clear_hand(game)
    shooter = take(game, WEB_SHOOTER, pzone(0, "play"), owner=0)
    game.c(shooter).counters["web"] = 3
    kick = take(game, AUNT_MAY, pzone(0, "hand"), owner=0)  # cost 1
    answer(game, f"play:{kick}")
    assert f"rab:{shooter}:0" in keys(game)
    settle(game, (f"rab:{shooter}:0", "pay"))
    assert game.c(kick).zone == pzone(0, "play")
    assert game.c(shooter).exhausted and game.c(shooter).count("web") == 2
    game = start()
    as_peter_parker(game)
    clear_hand(game)
    shooter = take(game, WEB_SHOOTER, pzone(0, "play"), owner=0)
    game.c(shooter).counters["web"] = 3
    may = take(game, AUNT_MAY, pzone(0, "hand"), owner=0)
    answer(game, f"play:{may}")  # Peter Parker's Scientist pays; Web-Shooter is not offered
    assert f"rab:{shooter}:0" not in keys(game)
    assert f"rab:{game.identity(0)}:0" in keys(game)


# ------------------------------------------------------------------ Justice
DAREDEVIL, JESSICA_JONES, GREAT_RESPONSIBILITY, INTERROGATION_ROOM = (
    "01058", "01059", "01061", "01063")
SURVEILLANCE_TEAM, HEROIC_INTUITION = "01064", "01065"


def test_daredevil_deals_1_damage_after_he_thwarts() -> None:
    """01058 Daredevil, Response: after he thwarts, 1 damage to an enemy."""
    game = start()
    as_spider_man(game)
    dd = take(game, DAREDEVIL, pzone(0, "play"), owner=0)
    villain = game.villain()
    answer(game, f"ally_thwart:{dd}")
    settle(game, (f"w:{dd}:0", "Black Widow"))
    assert game.c(villain).count("damage") == 1


def test_great_responsibility_takes_the_threat_as_damage() -> None:
    """01061 Great Responsibility, Hero Interrupt: when threat would be placed on a scheme,
    you take it as damage instead (a replacement: RRG REPLACEMENT EFFECT)."""
    game = start()
    ident = as_spider_man(game)
    clear_hand(game)
    card = take(game, GREAT_RESPONSIBILITY, pzone(0, "hand"), owner=0)  # cost 0
    before = threat(game)
    primitives.place_threat(game, game.main_scheme(), 3)
    game.refresh()
    settle(game, (f"w:{card}:0",))
    assert threat(game) == before
    assert game.c(ident).count("damage") == 3


def test_surveillance_team_and_heroic_intuition() -> None:
    """01064 Surveillance Team, Action: exhaust it and remove a snoop counter to remove 1
    threat; 01065 Heroic Intuition: your hero gets +1 THW."""
    game = start()
    ident = as_spider_man(game)
    team = take(game, SURVEILLANCE_TEAM, pzone(0, "play"), owner=0)
    game.c(team).counters["snoop"] = 3
    game.refresh()
    before = threat(game)
    use(game, team, 0, ("The Widow",))
    assert threat(game) == before - 1 and game.c(team).count("snoop") == 2
    thw = game.thw(ident)
    take(game, HEROIC_INTUITION, pzone(0, "play"), owner=0)
    assert game.thw(ident) == thw + 1


def test_interrogation_room_answers_a_minion_you_defeat() -> None:
    """01063 Interrogation Room, Response: after you defeat a minion, exhaust it to remove
    1 threat from a scheme; a minion another player defeats is not yours."""
    game = start(("nick-fury", "maria-hill"))
    as_spider_man(game)
    room = take(game, INTERROGATION_ROOM, pzone(0, "play"), owner=0)
    minion = take(game, "50080", pzone(0, "engaged"))
    before = threat(game)
    primitives.deal_damage(game, minion, 10, by=0)
    game.refresh()
    assert offered(game, f"w:{room}:0")
    settle(game, (f"w:{room}:0", "The Widow"))
    assert threat(game) == before - 1 and game.c(room).exhausted
    game.c(room).exhausted = False
    minion = take(game, "50080", pzone(1, "engaged"))
    primitives.deal_damage(game, minion, 10, by=1)
    game.refresh()
    assert not offered(game, f"w:{room}:0")


def test_the_justice_cards_say_what_they_do() -> None:
    """The card text is rendered from the same data."""
    cards, _ = catalog_with({})
    assert render_card(cards.cards[INTERROGATION_ROOM]).endswith(
        "Response: after you defeat a minion, exhaust this card -> Remove 1 threat from a "
        "scheme.")
    assert render_card(cards.cards[WEB_SHOOTER]).endswith(
        "Resource (hero): exhaust this card, remove 1 of its counters -> generate 1 wild "
        "resource(s).")


BLACK_CAT, GENIUS, STRENGTH = "01002", "50026", "50027"


def on_top(game: ChampionsGame, code: str, seat: int = 0) -> int:
    cid = take(game, code, pzone(seat, "deck"), owner=seat)
    deck = game.state.zone(pzone(seat, "deck"))
    deck.remove(cid)
    deck.insert(0, cid)
    return cid


def test_black_cat_keeps_the_discarded_cards_with_a_printed_mental_resource() -> None:
    """01002 Black Cat, Forced Response: after you play her, discard the top 2 cards of
    your deck and add each with a printed mental resource to your hand: Genius (2 mental)
    is kept, Strength (2 physical) stays discarded."""
    game = start()
    as_spider_man(game)
    clear_hand(game)
    cat = take(game, BLACK_CAT, pzone(0, "hand"), owner=0)
    take(game, ENERGY, pzone(0, "hand"), owner=0)
    take(game, ENERGY, pzone(0, "hand"), owner=0)
    strength = on_top(game, STRENGTH)
    genius = on_top(game, GENIUS)  # the top card, then Strength
    game.refresh()
    answer(game, f"play:{cat}")
    settle(game, ("Spend Energy", "Spend Energy", "pay"))
    assert game.c(cat).zone == pzone(0, "play")
    assert game.c(genius).zone == pzone(0, "hand")
    assert game.c(strength).zone == pzone(0, "discard")


# ------------------------------------------------------------------ obligation and nemesis
EVICTION_NOTICE = "01165"


def reveal(game: ChampionsGame, code: str, seat: int = 0) -> int:
    cid = top_encounter(game, code)
    game.push(Reveal(cid, seat))
    game.refresh()
    return cid


def test_eviction_notice_exhausting_peter_parker_removes_it() -> None:
    """01165 Eviction Notice: you may change to alter-ego form; then exhaust Peter Parker to
    remove it from the game."""
    game = start()
    ident = as_spider_man(game)
    notice = reveal(game, EVICTION_NOTICE)
    settle(game, ("change to alter-ego form", "exhaust Peter Parker"))
    assert game.state.players[0].form == "alter_ego" and game.c(ident).exhausted
    assert game.c(notice).zone == "removed"


def test_eviction_notice_otherwise_costs_a_random_card_and_surges() -> None:
    """01165: staying in hero form (or with Peter Parker exhausted) leaves one choice:
    discard a card at random from your hand; the obligation gains surge and is discarded."""
    game = start()
    as_spider_man(game)
    size = len(hand(game))
    notice = reveal(game, EVICTION_NOTICE)
    assert game.decision is not None and "stay in hero form" in str(game.decision)
    settle(game, ("stay in hero form",))
    assert len(hand(game)) == size - 1
    assert game.c(notice).zone == "enc:discard"
    assert any(line.startswith("Surge: another encounter card") for line in game.state.log)


SWEEPING_SWOOP, VULTURE = "01168", "01167"


def test_sweeping_swoop_stuns_your_hero_and_surges_with_vulture() -> None:
    """01168 Sweeping Swoop, When Revealed: stun your hero; with Vulture in play it gains
    surge."""
    game = start()
    ident = as_spider_man(game)
    reveal(game, SWEEPING_SWOOP)
    settle(game)
    assert game.c(ident).stunned
    assert not any(line.startswith("Surge:") for line in game.state.log)
    game.c(ident).stunned = 0
    take(game, VULTURE, pzone(0, "engaged"))
    reveal(game, SWEEPING_SWOOP)
    settle(game)
    assert game.c(ident).stunned
    assert any(line.startswith("Surge:") for line in game.state.log)


def test_sweeping_swoops_boost_stuns_the_character_the_attack_damaged() -> None:
    """01168 Boost: if this activation deals damage to a friendly character, stun it (RRG
    BOOST: its ability resolves with the activation): undefended, Spider-Man is damaged and
    stunned; when Backflip prevents all the damage, nobody is."""
    game = start()
    ident = as_spider_man(game)
    clear_hand(game)
    top_encounter(game, SWEEPING_SWOOP)
    attack(game, game.villain())
    settle(game, ("pass", "none"))
    assert game.c(ident).count("damage") > 0 and game.c(ident).stunned
    game = start()
    ident = as_spider_man(game)
    clear_hand(game)
    flip = take(game, BACKFLIP, pzone(0, "hand"), owner=0)
    top_encounter(game, SWEEPING_SWOOP)
    attack(game, game.villain())
    settle(game, ("pass", "none", f"w:{flip}:0"))
    assert game.c(ident).count("damage") == 0 and not game.c(ident).stunned


VULTURES_PLANS, AVENGERS_MANSION = "01169", "01091"


def test_the_vultures_plans_counts_the_different_resource_types_discarded() -> None:
    """01169 The Vulture's Plans, When Revealed: one card at random from each player's hand
    is discarded; 1 threat per different resource type among them: two Energy cards make 1,
    Energy and Genius make 2."""
    for codes, placed in ((("50025", "50025"), 1), (("50025", "50026"), 2)):
        game = start(("nick-fury", "maria-hill"))
        as_spider_man(game)
        cards = []
        for seat, code in enumerate(codes):
            clear_hand(game, seat)
            cards.append(take(game, code, pzone(seat, "hand"), owner=seat))
        before = threat(game)
        reveal(game, VULTURES_PLANS)
        settle(game)
        assert [game.c(c).zone for c in cards] == [pzone(0, "discard"), pzone(1, "discard")]
        assert threat(game) == before + placed


def test_the_vultures_plans_discards_one_card_per_hand() -> None:
    """01169: "1 card at random from each player's hand": a player with three cards loses
    one, picked by the game's seeded RNG."""
    game = start(("nick-fury", "maria-hill"))
    as_spider_man(game)
    sizes = [len(hand(game, s)) for s in (0, 1)]
    reveal(game, VULTURES_PLANS)
    settle(game)
    assert [len(hand(game, s)) for s in (0, 1)] == [sizes[0] - 1, sizes[1] - 1]


HIGHWAY_ROBBERY = "01166"


def test_highway_robbery_takes_a_random_card_from_each_hand_until_defeated() -> None:
    """01166 Highway Robbery, When Revealed: each player places a random card from their
    hand facedown here (the other player's view does not show it); When Defeated: each
    returns to its owner's hand."""
    game = start(("nick-fury", "maria-hill"))
    as_spider_man(game)
    sizes = [len(hand(game, s)) for s in (0, 1)]
    robbery = reveal(game, HIGHWAY_ROBBERY)
    settle(game)
    assert [len(hand(game, s)) for s in (0, 1)] == [sizes[0] - 1, sizes[1] - 1]
    under = game.tucked(robbery)
    assert len(under) == 2 and all(game.c(c).facedown for c in under)
    mine = next(c for c in under if game.c(c).owner == 0)
    shown = next(c for c in game.view(1)["side_schemes"] if c["id"] == robbery)["tucked"]
    assert {"id": mine, "facedown": True, "damage": 0} in shown  # no code, no name
    primitives.remove_threat(game, robbery, game.c(robbery).count("threat"))
    game.refresh()
    settle(game)
    assert [len(hand(game, s)) for s in (0, 1)] == sizes
    assert game.c(mine).zone == pzone(0, "hand") and not game.c(mine).facedown


# ------------------------------------------------------------------ upgrades on enemies
SPIDER_TRACER, WEBBED_UP = "01007", "01009"


def play_paid(game: ChampionsGame, code: str, picks: tuple[str, ...] = ()) -> int:
    """Play ``code`` from an otherwise empty hand, paying with Energy cards."""
    clear_hand(game)
    card = take(game, code, pzone(0, "hand"), owner=0)
    cost = game.d(card).stat("cost")
    for _ in range(cost):
        take(game, ENERGY, pzone(0, "hand"), owner=0)
    answer(game, f"play:{card}")
    settle(game, (*(["Spend Energy"] * cost), "pay", *picks))
    return card


def test_spider_tracer_attaches_to_a_minion_and_removes_threat_as_it_is_defeated() -> None:
    """01007 Spider-Tracer: attach to a minion (RRG v1.8 ATTACH TO: the player chooses; it
    cannot be played without one); Forced Interrupt: when that minion is defeated, remove
    3 threat from a scheme; it goes to its owner's discard pile with the minion."""
    game = start()
    as_spider_man(game)
    clear_hand(game)
    tracer = take(game, SPIDER_TRACER, pzone(0, "hand"), owner=0)
    take(game, ENERGY, pzone(0, "hand"), owner=0)
    assert player_phase.cannot_play(game, 0, tracer) == "nothing to attach it to"
    minion = take(game, "50080", pzone(0, "engaged"))
    tracer = play_paid(game, SPIDER_TRACER)
    assert game.c(tracer).attached_to == minion and game.c(tracer).controller == 0
    set_threat(game, 5)
    primitives.deal_damage(game, minion, 20, by=0)
    game.refresh()
    settle(game, ("The Widow",))
    assert threat(game) == 2
    assert game.c(tracer).zone == pzone(0, "discard")


def test_webbed_up_replaces_the_attached_enemys_attack_with_a_stun() -> None:
    """01009 Webbed Up: hero form only; attach to an enemy, max 1 per enemy; Forced
    Interrupt: when that enemy would attack, discard Webbed Up instead, then stun the
    enemy: no boost card, no damage. The next attack is replaced by the stun (RRG STUNNED)."""
    game = start()
    ident = as_spider_man(game)
    villain = game.villain()
    webbed = play_paid(game, WEBBED_UP, ("Black Widow",))
    assert game.c(webbed).attached_to == villain
    again = take(game, WEBBED_UP, pzone(0, "hand"), owner=0)
    assert player_phase.cannot_play(game, 0, again) == "nothing to attach it to"
    attack(game, villain)
    settle(game)
    assert game.c(webbed).zone == pzone(0, "discard")
    assert game.c(villain).stunned and game.c(ident).count("damage") == 0
    attack(game, villain)
    settle(game)
    assert not game.c(villain).stunned and game.c(ident).count("damage") == 0
    game.state.players[0].form = "alter_ego"
    game.refresh()
    assert player_phase.cannot_play(game, 0, again) == "needs hero form"


# ------------------------------------------------------------------ his starter deck
def test_the_starter_deck_is_learn_to_plays_list() -> None:
    """Learn to Play, STARTER DECKS, Spider-Man / Justice: his 15 cards, 14 Justice cards,
    the 11 basic cards, 40 in all; Vulture's nemesis set and Eviction Notice come with
    him."""
    deck, counts, by = deck_parts("spider-man")
    assert by == {"spider_man": 15, "justice": 14, "basic": 11}
    assert (deck.identity, deck.aspect, deck.nemesis_set, deck.obligation) == (
        SPIDER_MAN, "justice", "spider_man_nemesis", EVICTION_NOTICE)
    assert counts[WEB_KICK] == 3
    assert counts[BACKFLIP] == counts[ENHANCED_SENSE] == counts[SPIDER_TRACER] == 2
    assert counts[WEB_SHOOTER] == counts[WEBBED_UP] == 2
    assert counts[BLACK_CAT] == counts[AUNT_MAY] == counts[DAREDEVIL] == 1
    assert counts[JESSICA_JONES] == 1 and counts["01062"] == counts["01060"] == 2


def test_a_game_starts_with_his_starter_deck() -> None:
    """RRG Appendix II: he starts as Peter Parker (alter-ego side up) with his alter-ego
    hand size of 6, Eviction Notice in the encounter deck and the Vulture set aside; a
    two-player table with Nick Fury starts too, and Eviction Notice goes to him."""
    game = start(("spider-man",))
    assert game.c(game.identity(0)).code == PETER_PARKER
    assert game.state.players[0].form == "alter_ego" and len(hand(game)) == 6
    assert EVICTION_NOTICE in {game.c(c).code for c in game.ids(game.az("enc:deck"))}
    nemesis = {game.c(c).code for c in game.ids(pzone(0, "nemesis"))}
    assert {VULTURE, HIGHWAY_ROBBERY, SWEEPING_SWOOP, VULTURES_PLANS} <= nemesis
    two = start(("nick-fury", "spider-man"))
    assert two.decision is not None and "your turn" in two.decision.prompt
    notice = top_encounter(two, EVICTION_NOTICE)
    two.push(Reveal(notice, 0))
    two.refresh()
    assert two.decision is not None and two.decision.seat == 1  # "give to Peter Parker"


POWER_OF_JUSTICE = "01062"


def test_the_power_of_justice_pays_double_for_a_justice_card_only() -> None:
    """01062 The Power of Justice: it generates twice its resources (2 wild) while paying for
    a Justice card: alone it pays for Heroic Intuition (Justice, cost 2), not for Black Cat
    (a hero card, cost 2). The keyword is She-Hulk's helper's double_resources_for."""
    game = start()
    as_spider_man(game)
    clear_hand(game)
    intuition = take(game, HEROIC_INTUITION, pzone(0, "hand"), owner=0)
    power = take(game, POWER_OF_JUSTICE, pzone(0, "hand"), owner=0)
    answer(game, f"play:{intuition}")
    settle(game, ("Spend The Power of Justice", "pay"))
    assert game.c(intuition).zone == pzone(0, "play")
    assert game.c(power).zone == pzone(0, "discard")
    clear_hand(game)
    cat = take(game, BLACK_CAT, pzone(0, "hand"), owner=0)
    take(game, POWER_OF_JUSTICE, pzone(0, "hand"), owner=0)
    assert f"play:{cat}" not in keys(game)


FOR_JUSTICE = "01060"


def test_for_justice_removes_4_threat_when_a_mental_resource_paid_for_it() -> None:
    """01060 For Justice!, Hero Action (thwart): remove 3 threat from a scheme, 4 if you paid
    for it using a mental resource (Genius: 2 mental) rather than Energy (2 energy); a wild
    one counts (RRG WILD RESOURCE: its player names its type)."""
    for payer_code, removed in (("50025", 3), ("50026", 4), (POWER_OF_JUSTICE, 4)):
        game = start()
        as_spider_man(game)
        clear_hand(game)
        card = take(game, FOR_JUSTICE, pzone(0, "hand"), owner=0)
        take(game, payer_code, pzone(0, "hand"), owner=0)
        set_threat(game, 8)
        answer(game, f"play:{card}")
        settle(game, ("Spend", "pay", "The Widow"))
        assert threat(game) == 8 - removed, payer_code
