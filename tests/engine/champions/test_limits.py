"""Issue 22 part 3, played from set-up states with the test-only cards of
tests/engine/champions/fixtures/limits.toml (the faces named in each test; card facts from
/work/shared/reference/marvelsdb/pack): once-per-round limits on interrupts and responses,
durations, constant abilities on your identity, amount caps, identity resource abilities.
Peter Parker (01001b) and Jessica Jones (01059) are the shipped cards now
(content/champions/core/spider_man.toml, justice.toml; issue 24), as are Iron Man (01029a),
Mark V Armor (01036) and Rocket Boots (01039) (content/champions/core/iron_man.toml), and
Energy Channel (01018), Vision (01068) and Lead from the Front (01070)
(core/captain_marvel.toml, leadership.toml)."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.champions.schema import load_catalog
from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.player_steps import Refresh
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EndRound
from engine.champions.language.text import render_card
from engine.champions.rules import player_phase, primitives, villain_phase
from tests.engine.champions.helpers import answer, clear_hand, hand, keys, start, take, threat
from tests.engine.champions.walk import Spec, catalog_with, make, settle

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CARDS = load_catalog(extra_packs=[FIXTURES])
JENNIFER_WALTERS = "01019b"


def as_identity(game: ChampionsGame, code: str, seat: int = 0) -> int:
    """Seat ``seat`` plays ``code`` as its identity (its form follows the face's type)."""
    ident = game.identity(seat)
    game.c(ident).code = code
    game.state.players[seat].form = game.d(ident).type
    game.refresh()
    return ident


def place_threat(game: ChampionsGame, amount: int = 2) -> None:
    primitives.place_threat(game, game.main_scheme(), amount)
    game.refresh()


# ------------------------------------------------------------------ limits
def test_an_interrupt_limited_once_per_round_is_offered_once_a_round() -> None:
    """RRG v1.8 LIMIT ("Limit X per [period]": each copy of an ability may be used X times
    per period) on an interrupt: Jennifer Walters's "I Object!" (01019b) prevents 1 of the
    threat placed once, is not offered again that round, and is offered again next round
    (the end of the round clears it: RRG VILLAIN PHASE step 6)."""
    game = start(cards=CARDS)
    ident = as_identity(game, JENNIFER_WALTERS)
    before = threat(game)
    place_threat(game)
    assert f"w:{ident}:0" in keys(game)
    settle(game, (f"w:{ident}:0",))
    assert threat(game) == before + 1  # 1 of the 2 prevented
    place_threat(game)
    assert threat(game) == before + 3  # not offered: nothing asked, all placed
    assert game.decision is not None and "your turn" in game.decision.prompt
    game.push(EndRound())
    game.refresh()
    settle(game)
    place_threat(game)
    assert f"w:{ident}:0" in keys(game)


def test_the_limit_counts_a_use_whatever_its_effect_did() -> None:
    """RRG v1.8 LIMIT: an ability whose effect is cancelled still counts toward its limit;
    here one whose prevention left nothing to prevent (1 threat, 1 prevented) is used up
    all the same."""
    game = start(cards=CARDS)
    ident = as_identity(game, JENNIFER_WALTERS)
    before = threat(game)
    place_threat(game, 1)
    settle(game, (f"w:{ident}:0",))
    assert threat(game) == before
    place_threat(game, 1)
    assert threat(game) == before + 1


def test_the_card_text_says_once_per_round() -> None:
    """The card text is rendered from the same data (the limit in brackets, as printed)."""
    assert render_card(CARDS.cards[JENNIFER_WALTERS]) == (
        "Interrupt: when a scheme would get threat, prevent 1 of that threat (once per "
        "round).")


def test_a_limit_on_an_event_is_refused() -> None:
    """An event is played, not used again: a limit on its window ability would never be
    read (RRG MAX: "max X per round" counts copies by title, another construct)."""
    event = Spec("event", '[[ability]]\ntrigger = "interrupt"\non = "threat_placed"\n'
                          'if = { limit = "round" }\neffects = [{ prevent_damage = 1 }]')
    with pytest.raises(ContentError, match='limit = "round" is not read on an event'):
        make(event, "90000")


# ------------------------------------------------------------------ durations
ROCKET_BOOTS, VISION, LEAD_FROM_THE_FRONT = "01039", "01068", "01070"


def resolve(game: ChampionsGame, code: str, source: int, index: int = 0,
            picks: tuple[str, ...] = ()) -> None:
    """Run one ability's effects of ``code`` for seat 0 as if used from ``source``."""
    run_effects(game, 0, source, CARDS.cards[code].abilities[index].effects)
    game.refresh()
    settle(game, picks)


def end_player_phase(game: ChampionsGame) -> None:
    """RRG END OF PLAYER PHASE steps 2-4 (draw, ready, "until the end of the phase" ends),
    the step itself, before what it queues runs."""
    player_phase.s_refresh(game, Refresh(0), None)


def test_until_the_end_of_the_phase_ends_as_the_player_phase_ends() -> None:
    """RRG v1.8 LASTING EFFECTS and END OF PLAYER PHASE step 4: Vision (01068) gets +2 ATK
    until the end of the phase; it ends as the player phase ends (after the players ready),
    while an "until the end of the round" effect (Fury's Flying Car's Aerial, 50040) stays
    until the round ends (RRG VILLAIN PHASE step 6a)."""
    game = start(cards=CARDS)
    vision = take(game, VISION, pzone(0, "play"), owner=0)
    resolve(game, VISION, vision, picks=("ATK",))
    assert game.atk(vision) == 4 and game.thw(vision) == 1
    run_effects(game, 0, vision, ({"gain_trait": "Aerial", "until": "round"},))
    game.refresh()
    end_player_phase(game)
    assert game.atk(vision) == 2
    assert "Aerial" in game.traits(game.identity(0))
    villain_phase.s_end_round(game, EndRound(0), None)
    assert "Aerial" not in game.traits(game.identity(0))


def test_a_trait_until_the_end_of_the_phase() -> None:
    """Rocket Boots (01039): the gain_trait verb takes until = "phase" (RRG LASTING
    EFFECTS); the trait is gone once the player phase ends."""
    game = start(cards=CARDS)
    boots = take(game, ROCKET_BOOTS, pzone(0, "play"), owner=0)
    resolve(game, ROCKET_BOOTS, boots, 1)
    assert "Aerial" in game.traits(game.identity(0))
    end_player_phase(game)
    assert "Aerial" not in game.traits(game.identity(0))


def test_until_the_end_of_the_villain_phase_ends_with_the_round() -> None:
    """RRG v1.8 VILLAIN PHASE step 6a: effects "until the end of the [villain] phase" end
    with those "until the end of the round" (the end-of-round step drops both)."""
    game = start(cards=CARDS)
    vision = take(game, VISION, pzone(0, "play"), owner=0)
    resolve(game, VISION, vision, picks=("THW",))
    assert game.thw(vision) == 3
    villain_phase.s_end_round(game, EndRound(0), None)
    assert game.thw(vision) == 1


def test_a_lasting_effect_on_each_character_a_chosen_player_controls() -> None:
    """Lead from the Front (01070): each character the chosen player controls gets +1 THW
    and +1 ATK until the end of the phase; a lasting effect ends at once for a card that
    leaves play (RRG LEAVES PLAY: no memory of its previous state)."""
    game = start(("nick-fury", "maria-hill"), cards=CARDS)
    vision = take(game, VISION, pzone(1, "play"), owner=1)
    fury, hill = game.identity(0), game.identity(1)
    atk = game.atk(hill)
    resolve(game, LEAD_FROM_THE_FRONT, fury, picks=("Player 2",))
    assert (game.atk(vision), game.thw(vision), game.atk(hill)) == (3, 2, atk + 1)
    assert game.atk(fury) == game.d(fury).stat("attack")
    primitives.leave_play(game, vision, "hand")
    game.refresh()
    settle(game)
    assert not [e for e in game.state.lasting if e["target"] == vision]


def test_the_duration_is_in_the_card_text() -> None:
    """The card text is rendered from the same data ("until the end of the phase")."""
    assert render_card(CARDS.cards[VISION]) == (
        "Action: spend 1 energy resource -> Choose one: this card gets +2 THW until the end of "
        "the phase or this card gets +2 ATK until the end of the phase (once per round).")
    assert render_card(CARDS.cards[ROCKET_BOOTS]).endswith(
        "Your identity gains the Aerial trait until the end of the phase.")


def test_an_until_word_the_engine_never_ends_is_refused() -> None:
    """Accepted means it runs: only the round and the phase end a lasting effect."""
    card = Spec("support", '[[ability]]\ntrigger = "action"\neffects = [{ gets = { stat = '
                           '"attack" }, until = "attack" }]')
    with pytest.raises(ContentError, match='until is "attack"; expected one of round, phase'):
        make(card, "90000")
    card = Spec("support", '[[ability]]\ntrigger = "action"\neffects = [{ gets = { stat = '
                           '"attack", to = "host" } }]')
    with pytest.raises(ContentError, match='unknown option "to"'):
        make(card, "90000")


# ------------------------------------------------------------------ constants on you
MARK_V_ARMOR, ASGARD, JESSICA_JONES, ABSORBING_MAN = "01036", "06007", "01059", "55056"
MAD_SCIENCE = "50085"  # a side scheme of the Black Widow scenario's modular sets


def test_you_get_hit_points_from_a_card_you_control() -> None:
    """RRG v1.8 MAXIMUM HIT POINTS (base hit points plus every "gets" hit point modifier):
    Mark V Armor (01036, "you get +6 hit points") and Rocket Boots (01039, +1) raise your
    identity's hit points while in play, attached to nothing; leaving play takes it away."""
    game = start(cards=CARDS)
    ident = game.identity(0)
    base = game.max_hp(ident)
    armor = take(game, MARK_V_ARMOR, pzone(0, "play"), owner=0)
    take(game, ROCKET_BOOTS, pzone(0, "play"), owner=0)
    assert game.max_hp(ident) == base + 7
    assert game.max_hp(game.villain()) == game.d(game.villain()).stat("health")
    primitives.discard(game, armor)
    game.refresh()
    assert game.max_hp(ident) == base + 1


def test_you_get_hand_size_and_draw_up_to_it() -> None:
    """RRG v1.8 HAND SIZE (each player draws up to their hand size value) and MODIFIERS:
    Asgard (06007, "you get +1 hand size") raises it for its controller only, and the end
    of the player phase draws up to it (RRG END OF PLAYER PHASE step 2)."""
    game = start(("nick-fury", "maria-hill"), cards=CARDS)
    printed = [game.d(game.identity(s)).stat("hand_size") for s in (0, 1)]
    take(game, ASGARD, pzone(0, "play"), owner=0)
    assert [player_phase.hand_size(game, s) for s in (0, 1)] == [printed[0] + 1, printed[1]]
    clear_hand(game, 0)
    end_player_phase(game)
    assert len(hand(game, 0)) == printed[0] + 1


def test_a_constant_with_a_variable_amount_follows_the_game_state() -> None:
    """RRG v1.8 CONSTANT ABILITY (active while the card is in play, updated with the game
    state): Jessica Jones (01059) gets +1 THW for each side scheme in play."""
    game = start(cards=CARDS)
    jessica = take(game, JESSICA_JONES, pzone(0, "play"), owner=0)
    schemes = len([s for s in game.schemes() if game.d(s).type == "side_scheme"])
    assert game.thw(jessica) == 1 + schemes
    take(game, MAD_SCIENCE, "schemes")
    assert game.thw(jessica) == 2 + schemes


def test_plus_x_atk_where_x_is_a_printed_cost_of_your_cards() -> None:
    """Absorbing Man (55056, Trickster Takeover): while engaged with you he gets +X ATK, X
    the printed cost of the highest-cost card you control (a constant on an enemy, "you"
    being the engaged player)."""
    game = start(cards=CARDS)
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    man = take(game, ABSORBING_MAN, pzone(0, "engaged"))
    highest = max([game.d(c).stat("cost") for c in game.play_cards(0)], default=0)
    assert game.atk(man) == 1 + highest
    take(game, MARK_V_ARMOR, pzone(0, "play"), owner=0)
    assert game.atk(man) == 1 + max(highest, 3)


def test_a_variable_amount_reads_printed_values_not_other_modifiers() -> None:
    """A constant whose X is a current stat (+X ATK, X its own ATK) reads the stat without
    the modifiers being computed, so there is no loop and no order among constants."""
    cards, codes = catalog_with({"card": Spec(
        "ally", '[[ability]]\ntrigger = "constant"\neffects = [{ stat = "attack", amount = { '
                'stat = "attack" } }]')})
    game = start(cards=cards)
    ally = take(game, codes["card"], pzone(0, "play"), owner=0)
    assert game.atk(ally) == 2 * game.d(ally).stat("attack")


def test_the_constants_say_what_they_do() -> None:
    """Card text from the same data: "you get", and +X with what X is."""
    assert render_card(CARDS.cards[MARK_V_ARMOR]) == "You get +6 hit points."
    assert render_card(CARDS.cards[ASGARD]) == "You get +1 hand size."
    assert render_card(CARDS.cards[JESSICA_JONES]) == (
        "This card gets +X THW, where X is the number of side schemes.")


def test_hand_size_is_an_identity_stat() -> None:
    """Accepted means it runs: hand size is read on your identity only."""
    card = Spec("support", '[[ability]]\ntrigger = "constant"\neffects = [{ stat = '
                           '"hand_size", to = "villain" }]')
    with pytest.raises(ContentError, match='"hand_size" is an identity\'s'):
        make(card, "90000")


# ------------------------------------------------------------------ amount caps
GAMMA_SLAM, ENERGY_CHANNEL, IRON_MAN = "01021", "01018", "01029a"


def two_player_table() -> ChampionsGame:
    """Nick Fury and Maria Hill: the villain (13 hit points per player) outlasts 15 damage."""
    game = start(("nick-fury", "maria-hill"), cards=CARDS)
    game.state.players[0].form = "hero"
    game.c(game.identity(0)).code = game.catalog.decks["nick-fury"].identity
    game.refresh()
    return game


def test_to_a_maximum_of_caps_the_ability_amount() -> None:
    """RRG v1.8 MAX, MAXIMUM ("(to a maximum of [value])" imposes a maximum on that ability)
    and the FFG ruling of 30 March 2026 (local to that ability): Gamma Slam (01021) deals
    X, the damage you have sustained, to a maximum of 15."""
    game = two_player_table()
    fury = game.identity(0)
    take(game, MARK_V_ARMOR, pzone(0, "play"), owner=0)
    take(game, ROCKET_BOOTS, pzone(0, "play"), owner=0)  # 17 hit points: 16 damage is alive
    game.c(fury).counters["damage"] = 16
    villain = game.villain()
    resolve(game, GAMMA_SLAM, fury, picks=("Black Widow",))
    assert game.c(villain).count("damage") == 15
    game.c(fury).counters["damage"] = 4
    resolve(game, GAMMA_SLAM, fury, picks=("Black Widow",))
    assert game.c(villain).count("damage") == 19  # 4 under the cap: all of it


def test_the_cap_applies_after_times() -> None:
    """Energy Channel (01018): 2 damage for each energy counter, to a maximum of 10: six
    counters deal 10 (the cap is on the damage dealt, RRG MAX, MAXIMUM)."""
    game = two_player_table()
    channel = take(game, ENERGY_CHANNEL, pzone(0, "play"), owner=0)
    game.c(channel).counters["energy"] = 6
    villain = game.villain()
    resolve(game, ENERGY_CHANNEL, channel, 1, picks=("Black Widow",))
    assert game.c(villain).count("damage") == 10


def test_a_local_cap_on_a_constant_leaves_other_bonuses_alone() -> None:
    """The FFG ruling of 30 March 2026: Star-Lord's Helmet caps its own bonus at +3 hand
    size; another card (Assess the Situation there, Asgard 06007 here) raises it further.
    The test-only card writes the Helmet's shape: +1 hand size per Tech upgrade, to a
    maximum of +3."""
    cards, codes = catalog_with({"helmet": Spec(
        "upgrade", '[[ability]]\ntrigger = "constant"\neffects = [{ stat = "hand_size", to = '
                   '"you", amount = { count = { type = "upgrade", trait = "Tech", controller '
                   '= "you" }, max = 3 } }]', traits=("Tech",))})
    game = start(cards=cards)
    printed = game.d(game.identity(0)).stat("hand_size")
    for _ in range(5):
        take(game, codes["helmet"], pzone(0, "play"), owner=0)
    assert player_phase.hand_size(game, 0) == printed + 5 * 3
    take(game, ASGARD, pzone(0, "play"), owner=0)
    assert player_phase.hand_size(game, 0) == printed + 5 * 3 + 1


def test_iron_mans_maximum_hand_size_is_global() -> None:
    """The FFG ruling of 30 March 2026: Iron Man (01029a) is the exception, a global
    maximum on his total hand size: +1 hand size per Tech upgrade (printed 1), never above
    7, whatever else raises it (Asgard's +1 too)."""
    game = start(cards=CARDS)
    as_identity(game, IRON_MAN)

    def tech() -> int:
        return len([c for c in game.play_cards(0) if game.d(c).type == "upgrade"
                    and "Tech" in game.traits(c)])
    assert player_phase.hand_size(game, 0) == 1 + tech()
    take(game, ASGARD, pzone(0, "play"), owner=0)
    while 1 + tech() + 1 < 7:
        take(game, ROCKET_BOOTS, pzone(0, "play"), owner=0)
    assert player_phase.hand_size(game, 0) == 7
    take(game, ROCKET_BOOTS, pzone(0, "play"), owner=0)
    assert 1 + tech() + 1 == 8 and player_phase.hand_size(game, 0) == 7


def test_the_caps_are_in_the_card_text() -> None:
    """Card text from the same data: "(to a maximum of N)" and the maximum hand size."""
    assert render_card(CARDS.cards[GAMMA_SLAM]) == (
        "Play (hero): Attack: deal X (the damage on you) (to a maximum of 15) damage to an "
        "enemy.")
    assert render_card(CARDS.cards[IRON_MAN]) == (
        "You get +X hand size, where X is the number of Tech upgrades you control; your "
        "maximum hand size is 7.")


# ------------------------------------------------------------------ identity resources
PETER_PARKER = "01001b"


def test_an_identity_resource_ability_pays_once_per_round() -> None:
    """RRG v1.8 RESOURCE ABILITY (triggered while its controller generates resources to pay
    a cost) and LIMIT: Peter Parker's Scientist (01001b) pays for Rocket Boots with nothing
    in hand, is not offered again that round, and is again after the round ends."""
    game = start(cards=CARDS)
    ident = as_identity(game, PETER_PARKER)
    clear_hand(game)
    boots = take(game, ROCKET_BOOTS, pzone(0, "hand"), owner=0)
    answer(game, f"play:{boots}")
    assert f"rab:{ident}:0" in keys(game)
    settle(game, (f"rab:{ident}:0", "pay"))
    assert game.c(boots).zone == pzone(0, "play")
    again = take(game, ROCKET_BOOTS, pzone(0, "hand"), owner=0)
    assert f"play:{again}" not in keys(game)  # nothing left to pay with
    villain_phase.s_end_round(game, EndRound(0), None)
    game.refresh()
    assert f"play:{again}" in keys(game)


def test_an_identity_resource_ability_is_in_its_card_text() -> None:
    """Card text from the same data."""
    assert render_card(CARDS.cards[PETER_PARKER]) == (
        "Resource: generate 1 mental resource(s) (once per round).")


# ------------------------------------------------------------------ the two defects
CHIEF_MEDICAL_OFFICER, MEDICAL_OFFICERS_AID = "50181a", "50181b"


def test_a_flipped_card_does_not_answer_the_occurrence_that_flipped_it() -> None:
    """Issue 22 part 3, defect: a window remembered used abilities as "card:index", so in
    expert the Chief Medical Officer (50181a: its expert flip is its second ability) flipped
    to Medical Officer's Aid (50181b), whose first ability then answered the very secret
    counter that flipped it. RRG v1.8 TRIGGERING CONDITION (each ability triggers once per
    occurrence of its condition) and FLIP: the card answered that occurrence with its other
    face; the Aid answers the next counter placed on it."""
    game = start(cards=CARDS, expert=True)
    chief = take(game, CHIEF_MEDICAL_OFFICER, "environment")
    game.c(chief).counters["secret"] = 2
    villain = game.villain()
    game.c(villain).counters["damage"] = 3
    before = {c: game.c(c).count("damage") for c in (villain, game.identity(0))}
    primitives.place_counters(game, chief, "secret", 1)
    game.refresh()
    assert game.c(chief).code == MEDICAL_OFFICERS_AID
    assert game.decision is not None and "your turn" in game.decision.prompt  # nothing asked
    assert {c: game.c(c).count("damage") for c in before} == before
    primitives.place_counters(game, chief, "secret", 1)
    game.refresh()
    settle(game, ("heal 2 damage from the villain",))
    assert game.c(villain).count("damage") == 1


def test_a_limit_used_on_one_face_leaves_the_other_face_alone() -> None:
    """Issue 22 part 3, the same defect in the round limits: an identity's two faces are one
    card, so "card:index" made a limited ability of one face use up the other face's of the
    same index (RRG v1.8 LIMIT: per instance of that ability). Jennifer Walters's "I
    Object!" (01019b) used, the card turned to a test-only hero face with its own limited
    interrupt at the same index: that one is still offered."""
    cards, codes = catalog_with({"hero": Spec(
        "hero", '[[ability]]\ntrigger = "interrupt"\non = "threat_placed"\nif = { limit = '
                '"round" }\neffects = [{ prevent_damage = 1 }]')})
    cards.cards.update({k: v for k, v in CARDS.cards.items() if k not in cards.cards})
    game = start(cards=cards)
    ident = as_identity(game, JENNIFER_WALTERS)
    place_threat(game)
    settle(game, (f"w:{ident}:0",))
    as_identity(game, codes["hero"])
    place_threat(game)
    assert f"w:{ident}:0" in keys(game)


THE_HARD_CALL, THE_ILIAD, SUPPORT_STAFF = "50006", "50009", "50008"


def hill_in_hero_form() -> ChampionsGame:
    """Maria Hill (seat 0) and Nick Fury, Maria Hill in hero form with an empty hand."""
    game = start(("maria-hill", "nick-fury"), cards=CARDS)
    game.state.players[0].form = "hero"
    game.c(game.identity(0)).code = game.catalog.decks["maria-hill"].identity
    clear_hand(game)
    return game


def test_the_hard_call_deals_the_discarded_supports_printed_cost() -> None:
    """Issue 22 part 3, defect: The Hard Call (50006, shipped) dealt 0, because its damage
    step picked its "each enemy" targets first and "it" then named the first enemy. The
    discard is the card's cost (RRG v1.8 COST ARROW ICON: paid in full before the effect);
    X is the printed cost of the support discarded: The Iliad (50009, cost 6) deals 6 to
    each enemy."""
    game = hill_in_hero_form()
    iliad = take(game, THE_ILIAD, pzone(0, "play"), owner=0)
    take(game, SUPPORT_STAFF, pzone(0, "play"), owner=0)
    call = take(game, THE_HARD_CALL, pzone(0, "hand"), owner=0)
    take(game, "50003", pzone(0, "hand"), owner=0)  # All-Points Bulletin: 1 energy
    take(game, "50004", pzone(0, "hand"), owner=0)  # On the Double: 1 energy
    villain = game.villain()
    before = game.c(villain).count("damage")
    answer(game, f"play:{call}")
    settle(game, ("Spend All-Points Bulletin", "Spend On the Double", "pay", "The Iliad"))
    assert game.c(iliad).zone == pzone(0, "discard")
    assert game.c(villain).count("damage") == before + 6


def test_the_hard_call_cannot_be_played_without_a_support_to_discard() -> None:
    """RRG v1.8 COST: a cost that cannot be paid keeps the ability from being initiated; with
    no S.H.I.E.L.D. support in play The Hard Call is not offered."""
    game = hill_in_hero_form()
    for cid in game.play_cards(0):
        if game.d(cid).type == "support":
            game.state.move(cid, pzone(0, "discard"))
    call = take(game, THE_HARD_CALL, pzone(0, "hand"), owner=0)
    take(game, "50003", pzone(0, "hand"), owner=0)
    take(game, "50004", pzone(0, "hand"), owner=0)
    assert player_phase.cannot_play(game, 0, call) == "nothing to discard for its cost"
    assert f"play:{call}" not in keys(game)


def test_the_hard_calls_text_says_its_cost() -> None:
    """Card text from the same data: the cost before the arrow, X after it."""
    assert render_card(CARDS.cards[THE_HARD_CALL]) == (
        "Play (hero): discard a S.H.I.E.L.D. support you control -> Deal X (the printed cost of "
        "the discarded card) damage to each enemy.")
