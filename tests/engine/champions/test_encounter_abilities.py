"""Encounter cards whose abilities the players use (issue 22 part 3).

Actions and forced actions on encounter cards in play: any player may use an action on an
encounter card (RRG v1.8 ABILITY, ACTION; FFG ruling of 17 December 2025, 1: an action on a
minion engaged with another player), except that an attachment on a player's card is that
player's alone (RRG v1.8 ATTACHMENT) unless it says otherwise (Stun Net), and an obligation
is its player's (RRG v1.8 OBLIGATION, ACTION). A forced action is its host's controller's
to resolve before the player phase ends (RRG v1.8 FORCED, ACTION), and exhausted encounter
cards ready at the end of the player phase (RRG v1.8 END OF PLAYER PHASE step 3).

Optional interrupts and responses on encounter cards in play are offered to every player
who may use them (RRG v1.8 INTERRUPT, RESPONSE). An activation has a "when it activates"
window and may be caused by a card ("<an enemy> activates against you", RRG v1.8
ACTIVATION). Abilities may answer the villain phase's steps: "after step 1", "during
step two" (RRG v1.8 VILLAIN PHASE). Encounter cards with the setup keyword begin the game
in play, and Setup abilities on the villain resolve once the main scheme has flipped (RRG
v1.8 SETUP (KEYWORD), SETUP (TRIGGERED ABILITY), Appendix II steps 11 and 12c).

The cards are test-only fixtures written in the card language
(tests/engine/champions/fixtures/encounter.toml); card facts from
/work/shared/reference/marvelsdb/pack."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from content.champions.schema import load_catalog
from engine.champions import ChampionsGame
from engine.champions.ai import SimpleBot
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import Activate, MainThreat
from engine.champions.language.text import render_card
from engine.champions.rules import primitives
from tests.engine.champions.helpers import (
    answer,
    choose,
    clear_hand,
    end_turn_until,
    hand,
    keys,
    start,
    take,
    top_encounter,
)

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CARDS = load_catalog(extra_packs=[FIXTURES])
IVORY_HORN, KISS, STUN_NET, PRESS_CONFERENCE = "01100", "55013", "50071", "50029"
HYPNOTIC_GAZE = "55007a"  # an Enchantment attachment (coming.toml)
REINFORCEMENTS = "50005"  # a physical resource


def table(*heroes: str) -> ChampionsGame:
    """Every player in hero form at the first player's turn, no minion engaged, nothing
    attached to the villain."""
    game = start(heroes or ("nick-fury", "maria-hill"), cards=CARDS)
    for card in game.attachments(game.villain()):
        game.state.move(card, "enc:discard")
    for seat in game.seats():
        for minion in game.minions(seat):
            game.state.move(minion, "enc:discard")
        game.state.players[seat].form = "hero"
        game.c(game.identity(seat)).code = game.catalog.decks[
            game.state.players[seat].deck_key].identity
    game.refresh()
    return game


def attach(game: ChampionsGame, code: str, host: int) -> int:
    cid = take(game, code, "attached")
    game.c(cid).attached_to = host
    game.refresh()
    return cid


def to_turn_of(game: ChampionsGame, seat: int) -> None:
    end_turn_until(game, f"Player {seat + 1}: your turn")


def test_the_cards_say_what_they_do() -> None:
    """The fixtures' text is rendered from their data."""
    assert render_card(CARDS.cards[IVORY_HORN]) == (
        "Attach to the villain.\nHero action: spend 3 physical resources -> Discard this card.")
    assert render_card(CARDS.cards[KISS]).startswith(
        "Attach to your identity.\nForced action: exhaust this card -> Place 1 charm "
        "counter(s) on an Enchantment card attached to you; then draw 1 card(s); then "
        "discard a card in your hand.\nAlter-ego action: exhaust this card -> Discard this "
        "card.")


def test_any_player_may_use_an_action_on_an_attachment_on_the_villain() -> None:
    """Enhanced Ivory Horn (01100, core_encounter.json; the shape of Baron Zemo's Sword,
    50170): "Hero Action: spend 3 physical resources -> discard this card" on a card
    attached to the villain. RRG v1.8 ABILITY: any player can use an Action on an encounter
    card; the exceptions (attachments on player cards, obligations) do not apply, so the
    second player uses it on their own turn and pays with their own resources."""
    game = table()
    horn = attach(game, IVORY_HORN, game.villain())
    clear_hand(game, 0)
    game.refresh()
    assert f"ab:{horn}:0" not in keys(game)  # nothing to pay with: not offered (RRG COST)
    for _ in range(3):
        take(game, REINFORCEMENTS, pzone(0, "hand"), owner=0)
    assert f"ab:{horn}:0" in keys(game)  # the first player may use it
    to_turn_of(game, 1)
    clear_hand(game, 1)
    for _ in range(3):
        take(game, REINFORCEMENTS, pzone(1, "hand"), owner=1)
    assert f"ab:{horn}:0" in keys(game)
    answer(game, f"ab:{horn}:0")
    for _ in range(3):
        choose(game, "Spend Reinforcements")
    answer(game, "pay")
    assert game.c(horn).zone == "enc:discard"
    assert len(hand(game, 1)) == 0  # player 2 paid


def test_an_attachment_on_your_identity_is_yours_alone() -> None:
    """Kiss of Temptation (55013, tt_encounter.json; the shape of Alluring Call 55012, Love
    Concoction 55014, Seduced 55015 and the Trances 55007b-55011b): attached to player 1's
    identity, its actions are player 1's alone (RRG v1.8 ABILITY and ATTACHMENT: only the
    player who controls the card an attachment using "you" is attached to may trigger its
    abilities). Its Forced Action must be resolved before player 1's turn can end (RRG v1.8
    ACTION, FORCED); player 2 is never offered either ability."""
    game = table()
    kiss = attach(game, KISS, game.identity(0))
    gaze = attach(game, HYPNOTIC_GAZE, game.identity(0))
    assert "end" not in keys(game) and f"ab:{kiss}:0" in keys(game)
    before = len(hand(game, 0))
    answer(game, f"ab:{kiss}:0")
    if game.decision is not None and "discard" in game.decision.prompt.lower():
        answer(game, keys(game)[0])
    assert game.c(gaze).count("charm") == 1 and game.c(kiss).exhausted
    assert len(hand(game, 0)) == before  # drew 1, discarded 1
    assert "end" in keys(game)
    to_turn_of(game, 1)
    game.c(kiss).exhausted = False
    game.state.players[1].form = "alter_ego"
    game.refresh()
    assert not any(k.startswith(f"ab:{kiss}:") for k in keys(game))
    assert "end" in keys(game)  # another player's forced action does not hold this turn


def test_exhausted_encounter_cards_ready_at_the_end_of_the_player_phase() -> None:
    """RRG v1.8 END OF PLAYER PHASE step 3: "Ready each exhausted encounter card." Kiss of
    Temptation exhausted for its Forced Action is ready to be used again next round."""
    game = table("nick-fury")
    kiss = attach(game, KISS, game.identity(0))
    attach(game, HYPNOTIC_GAZE, game.identity(0))
    answer(game, f"ab:{kiss}:0")
    if game.decision is not None and "discard" in game.decision.prompt.lower():
        answer(game, keys(game)[0])
    assert game.c(kiss).exhausted
    answer(game, "end")
    to_turn_of(game, 0)
    assert not game.c(kiss).exhausted and f"ab:{kiss}:0" in keys(game)


def test_stun_net_is_open_to_any_player_as_it_says() -> None:
    """Stun Net (50071, shipped): attached to player 1's identity, but "any player may
    trigger this ability" (any_player), so player 2 may use it on their turn."""
    game = table()
    net = attach(game, STUN_NET, game.identity(0))
    to_turn_of(game, 1)
    assert f"ab:{net}:0" in keys(game)


def test_an_obligation_is_its_players_alone() -> None:
    """Press Conference (50029, shipped), an obligation in player 1's play area: its
    Alter-Ego Action is player 1's, never player 2's (RRG v1.8 ACTION: "Players cannot
    trigger action abilities on obligations in other players' play areas")."""
    game = table()
    conference = take(game, PRESS_CONFERENCE, pzone(0, "play"))
    for seat in game.seats():
        game.state.players[seat].form = "alter_ego"
    game.refresh()
    assert f"ab:{conference}:0" in keys(game)
    to_turn_of(game, 1)
    assert f"ab:{conference}:0" not in keys(game)


# ------------------------------------------------------------------ interrupts and responses
DOMINEERING_FORCE, LEGAL_PRACTICE = "55052", "57012"


def attack_villain(game: ChampionsGame) -> None:
    """Player 1's basic attack against the villain (Black Widow discards Advance, which has
    no Preparation ability: AoS rulebook p. 9)."""
    top_encounter(game, "01186")
    answer(game, "attack")
    if game.decision is not None and f"t:{game.villain()}" in keys(game):
        answer(game, f"t:{game.villain()}")


def test_an_interrupt_on_an_encounter_card_is_offered_to_every_player() -> None:
    """Domineering Force (55052, tt_encounter.json; the shape of Feigned Retreat 55053 and
    Mounting Resistance 55054): "Interrupt: when a friendly character attacks, remove 1
    synergy counter from here -> that attack deals 4 additional damage". RRG v1.8
    INTERRUPT: players can trigger interrupts on cards they control or on encounter cards;
    the window offers it to the first player, then to the others in player order (RRG
    v1.8 ABILITY, Simultaneous Timing Priority), so player 2 may use it on player 1's
    attack. Once the counter is gone it is not offered again."""
    game = table()
    force = take(game, DOMINEERING_FORCE, "environment")
    game.c(force).counters["synergy"] = 1
    villain = game.villain()
    before = game.c(villain).count("damage")
    atk = game.atk(game.identity(0))
    attack_villain(game)
    assert game.decision is not None and game.decision.seat == 0
    assert f"w:{force}:0" in keys(game)
    answer(game, "pass")
    assert game.decision is not None and game.decision.seat == 1  # then player 2
    answer(game, f"w:{force}:0")
    end_turn_until(game, "your turn")
    assert game.c(villain).count("damage") - before == atk + 4
    assert game.c(force).count("synergy") == 0
    game.c(game.identity(0)).exhausted = False
    game.refresh()
    attack_villain(game)
    assert game.decision is None or f"w:{force}:0" not in keys(game)


def test_a_bot_answers_an_encounter_cards_interrupt() -> None:
    """The hero bot reads the window question like any other (views only): offered
    Domineering Force's interrupt on its attack, it uses it."""
    game = table("nick-fury")
    force = take(game, DOMINEERING_FORCE, "environment")
    game.c(force).counters["synergy"] = 1
    attack_villain(game)
    assert game.decision is not None
    seat = game.decision.seat
    picked = SimpleBot().choose(game.view(seat), game.legal(seat))
    assert picked.key == f"w:{force}:0"  # type: ignore[attr-defined]


def test_a_response_on_a_side_scheme_is_used_by_the_player_it_names() -> None:
    """Legal Practice (57012, synthezoid_encounter.json): "Alter-Ego Response: after you
    change form, exhaust your identity -> remove 3 threat from this scheme". "You" on an
    encounter card is the player using it (RRG v1.8 ABILITY), so only the player who changed
    form is offered it, never the other player."""
    game = table()
    practice = take(game, LEGAL_PRACTICE, "schemes")
    game.c(practice).counters["threat"] = 5
    answer(game, "flip")  # player 1 changes to alter-ego form
    assert game.decision is not None and game.decision.seat == 0
    assert f"w:{practice}:0" in keys(game)
    answer(game, f"w:{practice}:0")
    assert game.c(practice).count("threat") == 2
    assert game.c(game.identity(0)).exhausted
    assert game.decision is not None and "Player 1: your turn" in game.decision.prompt
    to_turn_of(game, 1)
    answer(game, "flip")  # player 2 changes form: only player 2 is asked
    assert game.decision is not None and game.decision.seat == 1
    answer(game, "pass")
    assert game.decision is not None and "Player 2: your turn" in game.decision.prompt


# ------------------------------------------------------------------ activations
SONGBIRD, HARD_SOUND, CITIZEN_V_SWORD, TAP_IN = "50143", "50147", "50132", "50138"
JOLT = "50133"  # a Thunderbolt minion (coming.toml)
ADVANCE = "01186"  # a boost card without boost icons or ability


def reveal(game: ChampionsGame, code: str, seat: int = 0) -> int:
    """Reveal an encounter card the way the villain phase does (RRG REVEAL)."""
    cid = top_encounter(game, code)
    game.push(Reveal(cid, seat))
    game.refresh()
    return cid


def boosts_flipped(game: ChampionsGame, since: int) -> int:
    return sum(1 for line in game.state.log[since:] if line.startswith("Boost card"))


def test_when_an_enemy_activates_it_may_get_more_boost_cards() -> None:
    """Songbird (50143, aos_encounter.json; the shape of Baron Zemo 50165b/50166b, S.H.I.E.L.D.
    Agent 50172, Loki the Wretch 55032a, Density Control 57050): "Forced Interrupt: when
    Songbird activates, give her 1 additional boost card for this activation". RRG v1.8
    ACTIVATION (a villainous enemy gets one boost card: VILLAINOUS) and INTERRUPT: the
    "when it activates" window opens before the attack, so she attacks with 2 boost cards."""
    game = table()
    songbird = take(game, SONGBIRD, pzone(0, "engaged"))
    for _ in range(2):
        top_encounter(game, ADVANCE)
    since = len(game.state.log)
    game.push(Activate(songbird, 0))
    game.refresh()
    assert game.decision is not None and "2 boost card(s)" in game.decision.prompt
    end_turn_until(game, "your turn")
    assert boosts_flipped(game, since) == 2
    other = take(game, "50080", pzone(0, "engaged"))  # a minion without the interrupt
    since = len(game.state.log)
    game.push(Activate(other, 0))
    game.refresh()
    end_turn_until(game, "your turn")
    assert boosts_flipped(game, since) == 0


def test_a_found_enemy_activates_against_you_else_the_card_surges() -> None:
    """Hard Sound (50147, aos_encounter.json; the shape of Gravitational Pull 50141, Pale
    Little Spider 50151, Power of the Atom 50155, Supersonic 50160, Batroc the Leaper 50163):
    "Find Songbird and reveal her (if she is already in play, she engages you). Songbird
    activates against you. If no enemy activated this way, this card gains surge." RRG v1.8
    FIND and ACTIVATION: set aside, she is found and revealed, engages you and attacks a
    hero, with her own activation windows (her interrupt gives her a second boost card);
    with no Songbird in the game nothing activates and the card surges (RRG v1.8 SURGE)."""
    game = table()
    songbird = take(game, SONGBIRD, "set_aside")
    since = len(game.state.log)
    reveal(game, HARD_SOUND)
    assert game.c(songbird).zone == pzone(0, "engaged")
    assert game.decision is not None and game.decision.prompt.startswith("Songbird attacks you")
    assert "2 boost card(s)" in game.decision.prompt
    end_turn_until(game, "your turn")
    assert any("Songbird's attack is resolved" in line for line in game.state.log[since:])
    assert not log_since(game, since, "surge:")
    game.state.move(songbird, "removed")  # out of the game: nothing to find
    since = len(game.state.log)
    reveal(game, HARD_SOUND)
    end_turn_until(game, "your turn")
    assert log_since(game, since, "surge:") and not log_since(game, since, "songbird attacks")


def log_since(game: ChampionsGame, since: int, text: str) -> bool:
    return any(text in line.lower() for line in game.state.log[since:])


def test_the_villain_an_attachment_goes_on_activates_against_you() -> None:
    """Citizen V's Sword (50132, aos_encounter.json; the shape of Imperius Rex! 56163):
    "Attach to Citizen V. He activates against you." RRG v1.8 ACTIVATION: against an alter-ego
    an activation is a scheme, with the sword's +1 SCH (RRG v1.8 ATTACHMENT)."""
    game = table()
    game.state.players[0].form = "alter_ego"
    game.refresh()
    top_encounter(game, ADVANCE)  # its boost card
    main = game.main_scheme()
    before = game.c(main).count("threat")
    sch = game.sch(game.villain())
    sword = reveal(game, CITIZEN_V_SWORD)
    end_turn_until(game, "your turn")
    assert game.c(sword).attached_to == game.villain()
    assert game.c(main).count("threat") - before == sch + 1


def test_a_chosen_enemy_activates_against_you_else_the_villain() -> None:
    """Tap In (50138, aos_encounter.json; the shape of Justice Like Lightning 57020 and
    Street Defenders 56187): "Engage the Thunderbolt minion with the least damage that is
    not engaged with you. That minion activates against you. If no minion activated this
    way, Citizen V activates against you." Jolt, engaged with player 2, engages player 1
    and attacks them; with no such minion, the villain attacks instead."""
    game = table()
    jolt = take(game, JOLT, pzone(1, "engaged"))
    reveal(game, TAP_IN)
    assert game.c(jolt).zone == pzone(0, "engaged")
    assert game.decision is not None and game.decision.prompt.startswith("Jolt attacks you")
    end_turn_until(game, "your turn")
    reveal(game, TAP_IN)  # Jolt is engaged with player 1 now: none to engage
    assert game.decision is not None
    assert game.decision.prompt.startswith(f"{game.name(game.villain())} attacks you")


# ------------------------------------------------------------------ villain-phase steps
CITIZEN_V, PROTECT_SECRET_IDENTITIES = "50129a", "57044b"


def test_after_step_one_of_the_villain_phase() -> None:
    """Protect Secret Identities (57044b, synthezoid_encounter.json; the shape of Public
    Outrage 56122b, Superhero Jailbreak 56202b, Vision 57040-57043 and Assault on NORAD
    01138b): "Forced Response: after resolving step 1 of the villain phase, each player
    discards the top 3 cards of their deck". RRG v1.8 VILLAIN PHASE step 1 (place threat):
    the window follows it, before the enemies activate (step 2); threat placed on the main
    scheme otherwise (incite) does not open it."""
    game = table()
    game.c(game.main_scheme()).code = PROTECT_SECRET_IDENTITIES
    game.refresh()
    decks = [len(game.ids(pzone(s, "deck"))) for s in (0, 1)]
    game.push(MainThreat(1))  # threat placed by an effect: not step 1
    game.refresh()
    assert [len(game.ids(pzone(s, "deck"))) for s in (0, 1)] == decks
    since = len(game.state.log)
    to_turn_of(game, 1)
    end_turn_until(game, "attacks you")  # the villain phase, step 2
    said = game.state.log[since:]
    discards = [i for i, line in enumerate(said) if "from the top of the deck" in line]
    assert len(discards) == 6  # 3 for each player
    assert discards[0] > next(i for i, line in enumerate(said) if "Villain phase" in line)


def test_an_interrupt_only_during_step_two_of_the_villain_phase() -> None:
    """Citizen V (50129a, aos_encounter.json; 50129b the same with 6): "Forced Interrupt:
    when Citizen V would activate against you during step two of the villain phase, if you
    are engaged with a Thunderbolt minion, Citizen V does not activate and heals 4 damage
    instead." RRG v1.8 VILLAIN PHASE step 2 and REPLACEMENT EFFECT: the activation is
    cancelled and he heals; an activation an effect causes (Citizen V's Sword) is not step
    two, and without a Thunderbolt minion engaged with you he activates."""
    game = table("nick-fury")
    villain = game.villain()
    game.c(villain).code = CITIZEN_V
    game.c(villain).counters["damage"] = 5
    jolt = take(game, JOLT, pzone(0, "engaged"))
    game.push(Activate(villain, 0, step_two=True))
    game.refresh()
    assert game.c(villain).count("damage") == 1
    assert log_since(game, 0, "does not activate")
    assert game.decision is not None and "your turn" in game.decision.prompt
    reveal(game, CITIZEN_V_SWORD)  # "he activates against you": an effect's activation
    assert game.decision is not None and game.decision.prompt.startswith("Citizen V attacks")
    end_turn_until(game, "your turn")
    game.state.move(jolt, "enc:discard")
    game.push(Activate(villain, 0, step_two=True))
    game.refresh()
    assert game.decision is not None and game.decision.prompt.startswith("Citizen V attacks")


# ------------------------------------------------------------------ setup
CHIEF_MEDICAL_OFFICER, CAPTAIN_AMERICA, CAPS_SHIELD = "50181a", "56137", "56143"
FEARLESS_DETERMINATION = "56149"


def set_up(modular: str, villain: str = "") -> ChampionsGame:
    """A Black Widow game whose modular sets are A.I.M. Science and ``modular`` (a test
    catalog's scenario recommends it, so the setup key accepts it) and whose first villain
    stage is ``villain`` if given, advanced to the first player's turn (setup questions
    answered with their first option)."""
    scenario = CARDS.scenarios["black-widow"]
    changed = dataclasses.replace(
        scenario, modular_sets=(*scenario.modular_sets, modular),
        villain_standard=(villain, *scenario.villain_standard[1:]) if villain
        else scenario.villain_standard)
    cards = dataclasses.replace(CARDS, scenarios={**CARDS.scenarios, "black-widow": changed})
    game = ChampionsGame({"scenario": "black-widow", "heroes": ["nick-fury"],
                          "modular": [modular, "a.i.m._science"]}, 1, cards)
    while game.decision is not None and "your turn" not in game.decision.prompt:
        game.apply(game.decision.options[0])
    return game


def test_an_encounter_card_with_the_setup_keyword_begins_the_game_in_play() -> None:
    """Chief Medical Officer (50181a, aos_encounter.json; the shape of Chief Surveillance
    Officer 50182a and Chief Tactical Officer 50183a): "Setup." RRG v1.8 SETUP (KEYWORD) and
    Appendix II step 11: "search each deck and the set aside area for any cards with the
    setup keyword and put them into play": shuffled into the encounter deck with its
    modular set, it is in play, not in the deck, when the game begins."""
    game = set_up("s.h.i.e.l.d._executive_board")
    officer = next(c for c, card in game.state.cards.items() if card.code == CHIEF_MEDICAL_OFFICER)
    assert game.c(officer).zone == "environment" and not game.c(officer).facedown
    assert officer not in game.ids("enc:deck")
    assert log_since(game, 0, "chief medical officer begins the game in play")


def test_a_villains_setup_ability_resolves_once_the_main_scheme_has_flipped() -> None:
    """Captain America (56137, cw_encounter.json, a leader: RRG v1.8 LEADER follows the
    villain's rules; the shape of Captain Marvel 56092/56094, Spider-Woman 56168/56170,
    She-Hulk 57001/57003, Vision 57040/57042, Iron Man 56059): "Setup: [find] Cap's Shield
    and attach it to Captain America." RRG v1.8 SETUP (TRIGGERED ABILITY): Setup abilities
    on encounter cards resolve in Appendix II step 12 (12c: the villain's, after the main
    scheme has flipped to 1B)."""
    game = set_up("captain_america_leader", villain=CAPTAIN_AMERICA)
    villain = game.villain()
    assert game.d(villain).code == CAPTAIN_AMERICA
    shield = next(c for c, card in game.state.cards.items() if card.code == CAPS_SHIELD)
    assert game.c(shield).zone == "attached" and game.c(shield).attached_to == villain
    said = game.state.log
    flipped = next(i for i, line in enumerate(said) if "starts with" in line)
    attached = next(i for i, line in enumerate(said) if "Cap's Shield attaches" in line)
    assert flipped < attached


def test_an_enemy_activates_against_the_player_who_defeated_the_scheme() -> None:
    """Fearless Determination (56149, cw_encounter.json): "When Defeated: attach Cap's Shield
    to Captain America. He activates against the player who defeated this scheme." RRG v1.8
    ACTIVATION: the activation is against that player (an attack on their hero), not the
    player resolving the card; ``player = "defeater"`` names them."""
    game = table()
    scheme = take(game, FEARLESS_DETERMINATION, "schemes")
    game.c(scheme).counters["threat"] = 2
    shield = take(game, CAPS_SHIELD, "set_aside")
    primitives.remove_threat(game, scheme, 2, by=1)  # player 2 removes the last threat
    game.refresh()
    assert game.c(shield).attached_to == game.villain()
    assert game.decision is not None and game.decision.seat == 1
    assert game.decision.prompt.startswith(f"{game.name(game.villain())} attacks you")
