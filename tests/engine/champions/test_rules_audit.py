"""The rules audit's findings (issue 12, item 8): one test per finding, each naming the
rule or ruling it follows (RRG = rules-reference-v1.8.md, AoS = the Agents of
S.H.I.E.L.D. rulebook, FAQ = ffg-rulings-post-rrg-1.7.md)."""

from __future__ import annotations

from engine.champions.core import effect_steps
from engine.champions.core.encounter_steps import EncounterDiscard, EnteredEngaged, Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import MainThreat
from engine.champions.rules import player_phase, primitives
from tests.engine.champions.helpers import (
    answer,
    choose,
    clear_hand,
    hand,
    keep_hand,
    keys,
    pay_with,
    set_threat,
    start,
    take,
    threat,
    top_encounter,
)


def patrolled(hero: str = "maria-hill"):
    """A hero-form game with A.I.M. Soldier (patrol) engaged and 5 threat on the main scheme."""
    game = start((hero,), minion="A.I.M. Soldier")
    answer(game, "flip")
    set_threat(game, 5)
    clear_hand(game)
    return game


def test_patrol_lets_nick_fury_sr_remove_main_scheme_threat() -> None:
    """RRG PATROL: the engaged player "cannot thwart the main scheme". Nick Fury, Sr.'s
    "remove 3 threat" is not a thwart, so it may take threat from the main scheme."""
    game = patrolled()
    sr = take(game, "50054", pzone(0, "hand"))  # cost 4
    take(game, "50025", pzone(0, "hand"))  # Energy: 2 resources
    take(game, "50026", pzone(0, "hand"))  # Genius: 2 resources
    answer(game, f"play:{sr}")
    pay_with(game, "Energy", "Genius")
    choose(game, "Remove 3 threat")
    assert threat(game) == 2


def test_patrol_lets_all_points_bulletin_remove_main_scheme_threat() -> None:
    """RRG PATROL: All-Points Bulletin's "remove 1 threat from a scheme" is not a thwart."""
    game = patrolled()
    take(game, "50016", pzone(0, "play"))  # Command Team: a S.H.I.E.L.D. support
    bulletin = take(game, "50003", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    answer(game, f"play:{bulletin}")
    pay_with(game, "Energy")
    answer(game, f"0:{game.main_scheme()}")
    assert threat(game) == 4


def test_patrol_lets_the_iliad_remove_main_scheme_threat() -> None:
    """RRG PATROL: The Iliad's "remove 4 threat from a scheme" is not a thwart."""
    game = patrolled()
    iliad = take(game, "50009", pzone(0, "play"))
    game.c(iliad).counters["mission"] = 3
    game.refresh()
    choose(game, "Use The Iliad")
    answer(game, f"1:{game.main_scheme()}")
    assert threat(game) == 1



def test_black_widow_two_ignores_crisis_icons() -> None:
    """RRG CRISIS ICON: "abilities on encounter cards are not affected by the crisis icon".
    Black Widow (II)'s interrupt is a villain ability, so with Destroy Evidence (crisis) in
    play it still removes 1 main scheme threat and resolves the Preparation (Covert Ops: 1
    threat on each scheme)."""
    game = start(("maria-hill",), expert=True)  # expert starts at Black Widow (II)
    answer(game, "flip")
    evidence = take(game, "50075", "schemes")
    game.c(evidence).counters["threat"] = 2
    set_threat(game, 8)
    ops = top_encounter(game, "50077")
    answer(game, "attack")
    if game.decision.prompt.endswith("choose the enemy."):
        choose(game, "Black Widow")
    assert game.c(ops).zone == "enc:discard"
    assert threat(game) == 8 - 1 + 1
    assert threat(game, evidence) == 3


def test_slingshot_returns_after_the_end_of_phase_draw() -> None:
    """RRG END OF PLAYER PHASE: players draw up to hand size (step 2) before "at the end of
    the phase" effects resolve (step 5), so Slingshot comes back on top of a full hand."""
    game = start(("maria-hill",))
    clear_hand(game)
    sling = take(game, "50013", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))  # Energy pays her action
    answer(game, f"ab:{sling}:0")
    pay_with(game, "Energy")
    answer(game, "end")  # an empty hand is not asked to discard (issue 29 finding 6)
    assert game.c(sling).zone == pzone(0, "hand")
    assert len(hand(game)) == player_phase.hand_size(game, 0) + 1


def test_discard_down_to_hand_size_at_the_end_of_the_player_phase() -> None:
    """RRG END OF PLAYER PHASE step 1 (and HAND SIZE): each player "must discard down to
    their hand size if they have more cards than their hand size"."""
    game = start(("maria-hill",))
    for _ in range(player_phase.hand_size(game, 0) + 2 - len(hand(game))):
        take(game, "50025", pzone(0, "hand"))
    answer(game, "end")
    assert "done" not in keys(game)
    answer(game, f"discard:{hand(game)[0]}")
    assert "done" not in keys(game)
    answer(game, f"discard:{hand(game)[0]}")
    assert len(hand(game)) == player_phase.hand_size(game, 0)
    assert "done" in keys(game)


def test_informant_answers_a_minion_scheming_against_another_player() -> None:
    """Informant (card 50050) interrupts "when a minion schemes", any minion: player 2's
    copy turns the scheme of a minion engaged with player 1 into threat removal."""
    game = start(("maria-hill", "nick-fury"))  # player 1 stays in alter-ego: minions scheme
    for minion in game.minions():
        game.state.move(minion, "enc:discard")
    take(game, "50073", pzone(0, "engaged"))  # SCH 1 (no boost: a minion)
    informant = take(game, "50050", pzone(1, "play"))
    set_threat(game, 5)
    answer(game, "end")
    answer(game, "end")
    while not game.decision.prompt.startswith("A.I.M. Grunt schemes"):
        if "End of the player phase" in game.decision.prompt:
            keep_hand(game)
        else:
            answer(game, "none" if "none" in keys(game) else keys(game)[-1])
    assert game.decision.seat == 1
    seen = len(game.state.log)
    answer(game, f"w:{informant}:0")
    assert game.c(informant).zone == pzone(1, "discard")
    assert "1 threat is removed from The Widow's Web." in game.state.log[seen:]


def test_command_team_readies_another_players_ally() -> None:
    """Command Team (card 50016, as 23016): "ready an ally", any player's, not only yours."""
    game = start(("maria-hill", "nick-fury"))
    team = take(game, "50016", pzone(0, "play"))
    game.c(team).counters["command"] = 3
    ally = take(game, "50021", pzone(1, "play"))  # Dum Dum Dugan, player 2's
    game.c(ally).exhausted = True
    game.refresh()
    choose(game, "Use Command Team")
    assert not game.c(ally).exhausted
    assert game.c(team).exhausted


def test_stun_net_stops_attack_events() -> None:
    """Stun Net (card 50071): the attached character "cannot attack"; an attack event is an
    attack by your identity (RRG LABELED ABILITY), so Concentrated Fire and Spray Fire cannot
    be played, and Prism Dust's (attack) response is not offered."""
    game = start(("nick-fury",))
    answer(game, "flip")
    clear_hand(game)
    net = take(game, "50071", "attached")
    game.c(net).attached_to = game.identity(0)
    fire = take(game, "50037", pzone(0, "hand"))
    spray = take(game, "50039", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    take(game, "50026", pzone(0, "hand"))
    assert f"play:{fire}" not in keys(game)
    assert f"play:{spray}" not in keys(game)
    assert "attack" not in keys(game)
    take(game, "50052", pzone(0, "play"))  # Prism Dust
    game.push(EnteredEngaged(take(game, "50073", pzone(0, "engaged")), 0))
    game.refresh()
    assert "Prism Dust" not in game.decision.prompt


def test_covert_surveillance_needs_threat_it_can_remove() -> None:
    """Covert Surveillance is labeled (thwart): with patrol keeping the main scheme out (RRG
    PATROL) and no side scheme, no threat can be removed, so it is not offered (a card is
    not paid for to do nothing). A confused
    identity may still play it to clear the status (RRG CONFUSED)."""
    game = patrolled("nick-fury")
    covert = take(game, "50038", pzone(0, "hand"))
    take(game, "50025", pzone(0, "hand"))
    assert f"play:{covert}" not in keys(game)
    primitives.give_status(game, game.identity(0), "confused")
    game.refresh()
    assert f"play:{covert}" in keys(game)


def test_scheme_completes_when_under_surveillance_leaves() -> None:
    """Under Surveillance (card 50053, as 06031) raises the main scheme's target by 4; when
    an encounter effect discards it, threat already at the lower target completes the
    scheme at once (RRG MAIN SCHEME: threat "equal to or greater than its target threat
    value" completes it, whatever lowered the target)."""
    game = start(("maria-hill",))
    watch = take(game, "50053", "attached", owner=0)
    game.c(watch).attached_to = game.main_scheme()
    game.c(watch).controller = 0
    target = game.scheme_target(game.main_scheme())
    set_threat(game, target - 2)
    game.push(EncounterDiscard(watch))
    game.refresh()
    assert game.c(watch).zone == pzone(0, "discard")
    assert game.state.outcome == "loss"


def test_the_iliad_is_discarded_with_its_last_counter() -> None:
    """RRG USES: "when the last all-purpose counter is removed from a card with uses,
    discard that card"; the ability that removed it still resolves."""
    game = start(("maria-hill",))
    answer(game, "flip")
    iliad = take(game, "50009", pzone(0, "play"))
    game.c(iliad).counters["mission"] = 1
    game.refresh()
    choose(game, "Use The Iliad")
    answer(game, f"0:{game.villain()}")
    assert game.c(iliad).zone == pzone(0, "discard")
    assert game.c(game.villain()).count("damage") == 5


def test_support_staff_is_discarded_with_its_last_counter() -> None:
    """RRG USES: Support Staff pays with its last staff counter and is discarded."""
    game = start(("maria-hill",))
    clear_hand(game)
    staff = take(game, "50008", pzone(0, "play"))
    game.c(staff).counters["staff"] = 1
    bulletin = take(game, "50003", pzone(0, "hand"))  # cost 2
    take(game, "50025", pzone(0, "hand"))  # Energy: 2 (one is enough with the staff)
    answer(game, "flip")
    answer(game, f"play:{bulletin}")
    pay_with(game, "Support Staff", "Energy")
    assert game.c(staff).zone == pzone(0, "discard")


def test_press_conference_discards_a_support_with_its_last_counter() -> None:
    """RRG USES with Press Conference (card 50029): removing a support's last uses counter
    discards that support."""
    game = start(("maria-hill",))
    take(game, "50029", pzone(0, "play"))
    team = take(game, "50016", pzone(0, "play"))
    game.c(team).counters["command"] = 1
    answer(game, "end")
    answer(game, "done")
    assert game.c(team).zone == pzone(0, "discard")


def test_reassignment_discards_the_support_it_empties() -> None:
    """RRG USES with Maria Hill's Reassignment: moving the last counter off a uses support
    discards it."""
    game = start(("maria-hill",))
    answer(game, "flip")
    team = take(game, "50016", pzone(0, "play"))
    game.c(team).counters["command"] = 1
    staff = take(game, "50008", pzone(0, "play"))
    game.c(staff).counters["staff"] = 2
    game.refresh()
    choose(game, "Use Maria Hill")
    answer(game, f"t:{team}")
    assert game.c(team).zone == pzone(0, "discard")
    assert game.c(staff).count("staff") == 3


def test_confused_enemy_turned_to_a_scheme_by_stealth_does_not_scheme() -> None:
    """RRG CONFUSED: "if a confused villain or minion would scheme, discard the confused
    status card instead". Nick Fury's Stealth suit turns Black Widow's attack into a
    scheme, so a confused Black Widow places no threat and loses the confused card."""
    game = start(("nick-fury",))
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    answer(game, "flip")
    player_phase.set_suit(game, 0, "stealth")
    primitives.give_status(game, game.villain(), "confused")
    set_threat(game, 3)
    suit = game.c(game.suit(0)).count("threat")
    answer(game, "end")
    while game.decision.prompt.startswith("End of the player phase"):
        keep_hand(game)
    assert game.c(game.villain()).confused == 0
    assert game.c(game.suit(0)).count("threat") == suit
    log = game.state.log
    turned = log.index("Black Widow schemes instead of attacking.")
    assert log[turned + 1] == ("Black Widow is confused: the scheme is replaced by discarding "
                               "the confused card.")
    assert log[turned + 2].startswith("Player 1 reveals")  # no boost, no threat placed


def test_stunned_hero_loses_prism_dusts_attack_to_the_stun() -> None:
    """RRG STUNNED and LABELED ABILITY: Prism Dust's response is labeled (attack); with a
    stunned identity the ability is canceled except its cost (Prism Dust is discarded) and
    the stunned card is removed: no confuse, no damage."""
    game = start(("nick-fury",))
    answer(game, "flip")
    dust = take(game, "50052", pzone(0, "play"))
    primitives.give_status(game, game.identity(0), "stunned")
    grunt = take(game, "50073", pzone(0, "engaged"))
    game.push(EnteredEngaged(grunt, 0))
    game.refresh()
    assert game.decision.prompt.endswith("entered play. Use a response?")
    answer(game, f"w:{dust}:0")
    assert game.c(dust).zone == pzone(0, "discard")
    assert game.c(game.identity(0)).stunned == 0
    assert game.c(grunt).confused == 0
    assert game.c(grunt).count("damage") == 0


def test_two_special_fundings_place_two_counters() -> None:
    """Special Funding (card 50007): each copy spent has its own response, so paying for
    The Iliad with two copies places two mission counters on it (3 + 2)."""
    game = start(("maria-hill",))
    clear_hand(game)
    iliad = take(game, "50009", pzone(0, "hand"))  # cost 6
    fundings = [take(game, "50007", pzone(0, "hand")) for _ in range(2)]  # 2 each
    take(game, "50025", pzone(0, "hand"))  # Energy: 2
    answer(game, f"play:{iliad}")
    for funding in fundings:
        answer(game, f"res:{funding}")
    pay_with(game, "Energy")
    assert game.c(iliad).zone == pzone(0, "play")
    assert game.c(iliad).count("mission") == 5


def test_an_attack_that_defeats_a_stage_still_finishes() -> None:
    """RRG RETALIATE and VILLAIN (stages): the next stage is the same villain, still in play
    after the attack, so the attack finishes: the Gauntlet's retaliate 1 hits the attacker
    and, with no Preparation resolved, the Gauntlet's response discards it (card 50068)."""
    game = start(("maria-hill",))
    answer(game, "flip")
    widow = game.villain()
    gauntlet = take(game, "50068", "attached")
    game.c(gauntlet).attached_to = widow
    game.c(widow).counters["damage"] = game.max_hp(widow) - 1
    set_threat(game, 0)  # her interrupt removes nothing: no Preparation
    game.refresh()
    answer(game, "attack")
    if game.decision.prompt.endswith("choose the enemy."):
        choose(game, "Black Widow")
    assert game.villain() != widow and game.villain_stage_number() == 2
    assert game.c(game.identity(0)).count("damage") == 1
    assert game.c(gauntlet).zone == "enc:discard"


def test_allies_back_from_abduct_superhumans_respect_the_ally_limit() -> None:
    """RRG ALLY LIMIT: allies put into play beyond the limit of 3 are discarded down at once;
    Abduct Superhumans' When Defeated (card 50081) puts its tucked allies back into play."""
    game = start(("maria-hill",))
    answer(game, "flip")
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    allies = [take(game, code, pzone(0, "play")) for code in ("50021", "50023", "50047")]
    scheme = take(game, "50081", "schemes")
    game.c(scheme).counters["threat"] = 1
    tucked = take(game, "50048", "tucked", owner=0)  # Quake
    game.c(tucked).attached_to = scheme
    game.refresh()
    answer(game, "thwart")
    if "choose the scheme" in game.decision.prompt:
        answer(game, f"t:{scheme}")
    assert game.c(tucked).zone == pzone(0, "play")
    assert game.decision.prompt.startswith("You control more than 3 allies")
    answer(game, f"discard:{allies[0]}")
    assert len(game.allies(0)) == 3


def test_expert_attacrobatics_reflects_the_damage_to_every_target() -> None:
    """Attacrobatics' Preparation (card 50076) in expert mode prevents all damage from the
    attack and deals "that much damage" to the attacker; Spray Fire's attack on Black Widow
    and two minions is one attack with three instances of 3 damage (RRG ATTACK), so 9."""
    game = start(("nick-fury",), expert=True)
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    answer(game, "flip")
    take(game, "50080", pzone(0, "engaged"))
    take(game, "50072", pzone(0, "engaged"))
    set_threat(game, 4)
    top_encounter(game, "50076")
    clear_hand(game)
    spray = take(game, "50039", pzone(0, "hand"))
    for _ in range(2):
        take(game, "50025", pzone(0, "hand"))
    answer(game, f"play:{spray}")
    while game.decision.prompt.startswith("Pay for"):
        choose(game, "pay" if "pay" in keys(game) else "Spend Energy")
    if game.decision.prompt.startswith("Spray Fire"):
        choose(game, "Player 1")
    assert game.c(game.villain()).count("damage") == 0
    assert game.c(game.identity(0)).count("damage") == 9


def test_a_treachery_canceled_by_agents_of_shield_still_triggers_grant_ward() -> None:
    """RRG CANCEL: "if the effects of a treachery card are canceled, the card is still
    regarded as revealed", so Grant Ward's forced response to revealing a treachery (card
    50022) follows Agents of S.H.I.E.L.D.'s cancel: with no mental resource in hand, he
    deals his damage and leaves the game."""
    game = start(("maria-hill",))
    answer(game, "flip")  # Maria Hill: allies gain S.H.I.E.L.D., so Agents' cancel is live
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    clear_hand(game)
    agents = take(game, "50015", pzone(0, "play"))  # Agents of S.H.I.E.L.D.
    ward = take(game, "50022", pzone(0, "play"))
    top_encounter(game, "50073")  # the card revealed instead: A.I.M. Grunt
    bite = take(game, "50079", "enc:discard")  # Widow's Bite, a treachery
    game.push(Reveal(bite, 0))
    game.refresh()
    answer(game, f"w:{agents}:0")
    assert game.c(bite).zone == "enc:discard"
    assert game.c(ward).zone == "removed"
    assert game.c(game.identity(0)).count("damage") == game.atk(ward)


def test_nabbed_without_an_ally_still_places_its_acceleration_token() -> None:
    """Nabbed! (card 50082): with no ally in the deck or discard pile nothing is tucked, but
    the acceleration token of its last sentence is still placed on Abduct Superhumans (RRG
    "AND": threat equal to the ally's cost "and" 1 acceleration token are independent
    effects; resolve as much of each as possible)."""
    game = start(("nick-fury",))
    for zone in ("deck", "discard", "hand"):
        for cid in game.ids(pzone(0, zone)):
            if game.d(cid).type == "ally":
                game.state.move(cid, "removed")
    scheme = take(game, "50081", "schemes")
    game.c(scheme).counters["threat"] = 3
    nabbed = game.catalog.cards["50082"].abilities[0].effects  # its data
    effect_steps.run_effects(game, 0, -1, nabbed)
    game.refresh()
    assert game.c(scheme).count("acceleration") == 1
    assert game.c(scheme).count("threat") == 3


def test_stun_net_asks_which_character_to_exhaust() -> None:
    """Stun Net (card 50071): "exhaust a character you control" is the player's choice; here
    Nick Fury exhausts himself and keeps his ally ready."""
    game = start(("nick-fury",))
    answer(game, "flip")
    net = take(game, "50071", "attached")
    game.c(net).attached_to = game.identity(0)
    ally = take(game, "50021", pzone(0, "play"))  # Dum Dum Dugan
    choose(game, "Use Stun Net")
    assert "exhaust which character" in game.decision.prompt
    answer(game, f"t:{game.identity(0)}")
    assert game.c(game.identity(0)).exhausted
    assert not game.c(ally).exhausted
    assert game.c(net).zone == "enc:discard"


def test_maria_hill_allys_interrupt_is_asked() -> None:
    """The Maria Hill ally (card 50036) has an Interrupt, not a Forced Interrupt, so using it
    is her controller's choice (RRG ABILITIES: interrupts are optional): declining leaves
    the suit form upgrade empty; accepting puts the removed threat on it."""
    for use, suit_threat in (("no", 0), ("yes", 2)):
        game = start(("nick-fury",))
        for minion in game.minions(0):
            game.state.move(minion, "enc:discard")
        maria = take(game, "50036", pzone(0, "play"))
        set_threat(game, 5)
        answer(game, f"ally_thwart:{maria}")
        assert game.decision.prompt == "Maria Hill thwarts The Widow's Web. Use an interrupt?"
        choose(game, "pass" if use == "no" else "Use Maria Hill")
        assert threat(game) == 5 - game.thw(maria)
        assert game.c(game.suit(0)).count("threat") == suit_threat


def test_eyepatch_camera_moves_any_amount_up_to_three() -> None:
    """Eyepatch Camera (card 50043) places "up to 3" of the threat on the suit: the player
    picks from 0 to 3; here 1 of 5, so 4 reach the main scheme."""
    game = start(("nick-fury",))
    answer(game, "flip")
    camera = take(game, "50043", pzone(0, "play"))
    set_threat(game, 0)
    game.push(MainThreat(5))
    game.refresh()
    assert game.decision.prompt == "5 threat would be placed on the main scheme. Use an " \
        "interrupt?"
    choose(game, "Use Eyepatch Camera")
    assert keys(game) == ["n:0", "n:1", "n:2", "n:3"]
    answer(game, "n:1")
    assert game.c(camera).zone == pzone(0, "discard")
    assert game.c(game.suit(0)).count("threat") == 1
    assert threat(game) == 4
