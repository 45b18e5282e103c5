"""Villain phase rules (RRG: VILLAIN PHASE steps 1-6, ATTACK (ENEMY ACTIVATION), SCHEME,
BOOST, DEFEND, REVEAL, SURGE, VILLAIN DEFEAT, WINNING/LOSING)."""

from __future__ import annotations

from engine.champions import ChampionsGame
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EnemyScheme
from engine.champions.rules import primitives
from tests.engine.champions.helpers import (
    answer,
    choose,
    end_turn_until,
    keep_hand,
    log_has,
    set_threat,
    start,
    take,
    threat,
    top_encounter,
)


def to_villain_phase(game: ChampionsGame) -> None:
    answer(game, "end")
    while game.decision and game.decision.prompt.startswith("End of the player phase"):
        keep_hand(game)


def test_place_threat_then_villain_schemes_in_alter_ego() -> None:
    """VILLAIN PHASE step 1 (acceleration X = stage 1) and step 2 (scheme vs alter-ego)."""
    game = start(("nick-fury",))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    top_encounter(game, "01186")  # boost card: Advance, no boost icons
    top_encounter(game, "50083")  # ...after this one is dealt? no: boost first
    game.state.zone("enc:deck").remove(game.ids("enc:deck")[0])  # keep Advance on top
    game.refresh()
    before = threat(game)
    to_villain_phase(game)
    # +1 acceleration, then Black Widow schemes for SCH 2 + 0 boost icons.
    assert threat(game) >= before + 3
    assert log_has(game, "1 threat is placed on The Widow's Web.")
    assert log_has(game, "Boost card Advance: +0.")


def test_villain_attacks_hero_and_defense_reduces_damage() -> None:
    """ATTACK (ENEMY ACTIVATION): boost icons add to ATK; a defending hero subtracts DEF."""
    game = start(("nick-fury",))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    answer(game, "flip")
    top_encounter(game, "50078")  # Dance of Death: 2 boost icons
    to_villain_phase(game)
    assert "Defend?" in game.decision.prompt
    answer(game, "hero")
    # ATK 1 + 2 boost - DEF 2 = 1 damage
    assert game.c(game.identity(0)).count("damage") == 1
    assert game.c(game.identity(0)).exhausted


def test_undefended_attack_and_tough_status() -> None:
    """TOUGH: a tough status card prevents all damage of one instance and is discarded."""
    game = start(("nick-fury",))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    answer(game, "flip")
    primitives.give_status(game, game.identity(0), "tough")
    top_encounter(game, "50078")
    to_villain_phase(game)
    answer(game, "none")
    assert game.c(game.identity(0)).count("damage") == 0
    assert game.c(game.identity(0)).tough == 0


def test_stunned_villain_does_not_attack() -> None:
    """STUNNED: the next attack is replaced by discarding the stunned status card."""
    game = start(("maria-hill",))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    answer(game, "flip")
    primitives.give_status(game, game.villain(), "stunned")
    to_villain_phase(game)
    assert game.c(game.villain()).stunned == 0
    assert game.c(game.identity(0)).count("damage") == 0
    assert log_has(game, "is stunned: the attack is replaced")


def test_confused_villain_does_not_scheme() -> None:
    """CONFUSED: the next scheme is replaced by discarding the confused status card."""
    game = start(("maria-hill",))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    primitives.give_status(game, game.villain(), "confused")
    before = threat(game)
    to_villain_phase(game)
    assert threat(game) == before + 1  # only the acceleration
    assert game.c(game.villain()).confused == 0


def test_encounter_card_dealt_and_revealed_then_first_player_passes() -> None:
    """VILLAIN PHASE steps 3-5: deal one card per player, reveal in order, pass the token."""
    game = start(("nick-fury", "maria-hill"))
    for s in (0, 1):
        for m in game.minions(s):
            game.state.move(m, "enc:discard")
    game.refresh()
    answer(game, "end")
    end_turn_until(game, "Player 1: your turn")  # player 2's turn, the villain phase, ...
    assert game.state.areas[0].round == 2
    assert game.state.areas[0].first_player == 1
    assert log_has(game, "Player 1 reveals")
    assert log_has(game, "Player 2 reveals")


def test_surge_reveals_another_card() -> None:
    """SURGE: after resolving a card with surge, reveal another encounter card."""
    game = start(("nick-fury",))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    for cid in game.ids("enc:deck"):
        game.state.move(cid, "removed")  # control the deck completely
    # the villain's boost card, the dealt card (surge), the surge card, its boost card
    for code in ("01186", "01191", "01186", "01186", "01186"):
        take(game, code, "enc:deck")
    to_villain_phase(game)
    assert log_has(game, "reveals Exhaustion")
    assert log_has(game, "Surge: another encounter card is dealt and revealed.")
    assert game.c(game.identity(0)).exhausted


def test_minion_quickstrike_attacks_hero_on_entering() -> None:
    """QUICKSTRIKE: a minion engaging a hero-form player attacks at once."""
    game = start(("maria-hill",))
    answer(game, "flip")
    commando = take(game, "50072", "enc:discard")
    game.state.zone("enc:discard").remove(commando)
    game.push(Reveal(commando, 0))
    game.state.zone("revealed").append(commando)
    game.c(commando).zone = "revealed"
    game.refresh()
    assert log_has(game, "has quickstrike and attacks")


def test_main_scheme_completed_loses() -> None:
    """The Widow's Web 1B: if this stage is completed, the players lose."""
    game = start(("nick-fury",))
    set_threat(game, 9)
    to_villain_phase(game)
    assert game.state.outcome == "loss"
    assert "Widow's Web" in game.state.cause
    assert game.decision is None


def test_villain_stage_advances_then_final_defeat_wins() -> None:
    """VILLAIN DEFEAT: the next stage is revealed at full hit points; the last stage wins."""
    game = start(("maria-hill",))
    villain = game.villain()
    primitives.deal_damage(game, villain, 13)
    game.refresh()
    stage_two = game.villain()
    assert stage_two != villain
    assert game.d(stage_two).code == "50065"
    assert game.hp(stage_two) == 16
    assert threat(game) == 2 + 2  # stage II When Revealed: 2 per player
    primitives.deal_damage(game, stage_two, 16)
    game.refresh()
    assert game.state.outcome == "win"


def test_hero_defeated_loses_solo() -> None:
    """ELIMINATION: when every identity is defeated, the players lose."""
    game = start(("maria-hill",))
    primitives.deal_damage(game, game.identity(0), 9)
    game.refresh()
    assert game.state.outcome == "loss"
    assert game.state.cause == "every hero is defeated"


def test_encounter_deck_runs_out_adds_acceleration() -> None:
    """ENCOUNTER DECK: an empty deck reshuffles its discard and adds an acceleration token."""
    game = start(("maria-hill",))
    for cid in game.ids("enc:deck"):
        game.state.move(cid, "enc:discard")
    top = primitives.top_encounter(game)
    assert top >= 0
    assert game.c(game.main_scheme()).count("acceleration") == 1


def test_defending_ally_takes_the_damage() -> None:
    """DEFEND: an ally that defends becomes the target and takes the damage."""
    game = start(("maria-hill",))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    answer(game, "flip")
    ally = take(game, "50021", pzone(0, "play"))  # Dum Dum Dugan, 5 hit points
    top_encounter(game, "01186")
    to_villain_phase(game)
    choose(game, "Dum Dum Dugan")
    assert game.c(ally).count("damage") == 1
    assert game.c(game.identity(0)).count("damage") == 0


def test_villain_defeated_while_activating_resumes_as_the_next_stage() -> None:
    """VILLAIN DEFEAT: if the villain is defeated while activating, the activation resumes
    with the new stage (same title)."""
    game = start(("maria-hill",))
    old = game.villain()
    top_encounter(game, "01186")  # boost card with no icons
    game.push(EnemyScheme(old, 0))
    primitives.deal_damage(game, old, 13)  # defeated before its scheme resolves
    before = threat(game)
    game.refresh()
    assert game.villain() != old
    assert threat(game) == before + 2 + 2  # stage II's When Revealed, then it schemes (SCH 2)


def test_elimination_minions_engage_next_player_and_token_passes() -> None:
    """RRG PLAYER ELIMINATION steps 1-5: the first player token and each engaged minion
    (with its damage) go to the next clockwise player; another player's card in the
    eliminated play area goes to its owner's discard pile; the player's cards leave."""
    game = start(("nick-fury", "maria-hill", "maria-hill"), allow_duplicate_heroes=True)
    game.state.areas[0].first_player = 1
    minion = game.minions(1)[0]
    game.c(minion).add("damage", 1)
    lent = take(game, "50028", pzone(1, "play"), owner=2)  # Front Organization of player 3
    own = take(game, "50011", pzone(1, "play"), owner=1)
    primitives.eliminate(game, 1)
    assert game.state.areas[0].first_player == 2
    assert game.c(minion).zone == pzone(2, "engaged")
    assert game.c(minion).count("damage") == 1
    assert game.c(lent).zone == pzone(2, "discard")
    assert game.c(own).zone == "removed"
    assert game.ids(pzone(1, "engaged")) == []


def test_eliminated_players_allies_are_tucked_under_abduct_superhumans() -> None:
    """RRG PLAYER ELIMINATION steps 3-4 make the player's allies leave play, and Abduct
    Superhumans' forced interrupt tucks every ally leaving play (threat equal to its cost, an
    acceleration token). Defeating the scheme later cannot return it to an eliminated player
    (RRG PLAYER ELIMINATION step 5: that play area is gone), so it leaves the game."""
    game = start(("maria-hill", "nick-fury"))
    scheme = take(game, "50081", "schemes")
    game.c(scheme).counters["threat"] = 1
    ally = take(game, "50012", pzone(1, "play"), owner=1)
    primitives.eliminate(game, 1)
    assert game.c(ally).zone == "tucked"
    assert game.c(scheme).count("threat") == 1 + 3
    assert game.c(scheme).count("acceleration") == 1
    primitives.remove_threat(game, scheme, 4)
    assert game.c(ally).zone == "removed"


def test_surge_deals_a_card_so_intelligence_may_respond_first() -> None:
    """RRG v1.8 SURGE: equivalent to "When Revealed: deal yourself 1 facedown encounter
    card", revealed after the surging card is done; Intelligence (a response to a player
    being dealt an encounter card) is offered before that card is revealed."""
    game = start(("nick-fury",))
    take(game, "50051", pzone(0, "play"))  # Intelligence
    scientist = take(game, "50083", "enc:discard")  # A.I.M. Scientist: surge
    exhaustion = game.c(top_encounter(game, "01191"))  # the card (dealt, it gets a new id)
    game.push(Reveal(scientist, 0))
    game.refresh()
    assert game.decision.prompt == "Encounter cards were dealt. Use a response?"
    assert exhaustion.zone == pzone(0, "dealt") and exhaustion.facedown
    answer(game, "pass")
    assert exhaustion.zone == "enc:discard"  # revealed and resolved
    assert game.c(game.identity(0)).exhausted
