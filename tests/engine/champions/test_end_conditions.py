"""Every way a Black Widow game ends, each from a set-up state (random play rarely wins).

Sources: Rules Reference v1.8, WINNING THE GAME ("If the final villain stage is defeated,
the players win the game. If the final stage of the main scheme deck is completed, the
villain wins"), VILLAIN DEFEAT and PLAYER ELIMINATION ("If all players have been
eliminated, the players lose"); Agents of S.H.I.E.L.D. rulebook p. 9, scenario 1 Black
Widow (villain deck I, II; expert: II, III; main scheme deck The Widow's Web only, whose
stage 1B says the players lose when it is completed). The scenario has no alternate win or
loss condition (p. 9 names none), so these are all of them.

Complements test_villain_phase.py (solo standard: stage I then II defeated by direct damage,
threat completed by villain phase step 1, the hero defeated by direct damage). Here the game
ends through commands where it can (attacks chosen through ``apply``, manual exhaust/ready),
in expert mode, with two players, and when one end follows from another (a stage reveal that
completes the scheme). The outcome is read from the view, the kernel contract every UI uses.
"""

from __future__ import annotations

import pytest

from engine.champions import ChampionsGame
from engine.champions.core.commands import ManualCounter, ManualExhaust
from tests.engine.champions.helpers import (
    answer,
    choose,
    keep_hand,
    set_threat,
    start,
    top_encounter,
)

SCHEME_LOST = "The Widow's Web is completed"
HEROES_LOST = "every hero is defeated"


def outcome(game: ChampionsGame) -> tuple[str, str]:
    view = game.view(0)
    return view["outcome"], view["cause"]


def attack_villain_for_the_last_hit_point(game: ChampionsGame, seat: int = 0) -> None:
    """Leave the villain 1 hit point and let ``seat``'s hero (ready, in hero form) hit it
    with a basic attack chosen through the decision. A card with no Preparation ability
    (Advance) tops the encounter deck for Black Widow's interrupt."""
    villain = game.view(seat)["villain"]
    game.apply(ManualCounter(seat, villain["id"], "damage", villain["max_hp"] - 1))
    identity = game.view(seat)["players"][seat]["identity"]["id"]
    game.apply(ManualExhaust(seat, identity, False))
    top_encounter(game, "01186")
    if game.view(seat)["players"][seat]["form"] != "hero":
        answer(game, "flip")
    answer(game, "attack")
    assert game.decision is not None
    if "choose the enemy" in game.decision.prompt:
        choose(game, f"t:{villain['id']}")


def end_player_phase(game: ChampionsGame) -> None:
    """Every player ends their turn and keeps their hand."""
    while game.decision is not None:
        prompt = game.decision.prompt
        if "your turn" in prompt:
            answer(game, "end")
        elif prompt.startswith("End of the player phase"):
            keep_hand(game)
        else:
            return


@pytest.mark.parametrize("expert, heroes, stages", [
    (False, ("nick-fury",), ["I", "II"]),
    (False, ("maria-hill", "nick-fury"), ["I", "II"]),
    (True, ("nick-fury",), ["II", "III"]),
    (True, ("nick-fury", "maria-hill"), ["II", "III"]),
])
def test_defeating_the_final_villain_stage_by_an_attack_wins(
        expert: bool, heroes: tuple[str, ...], stages: list[str]) -> None:
    """RRG WINNING THE GAME and VILLAIN DEFEAT; AoS rulebook p. 9 (standard: Black Widow I
    then II; expert: II then III). Defeating the first stage reveals the next one and the game
    goes on; defeating the final stage wins at once."""
    game = start(heroes, expert=expert)
    assert game.view(0)["villain"]["stage"] == stages[0]
    attack_villain_for_the_last_hit_point(game)
    view = game.view(0)
    assert view["outcome"] == ""
    assert view["villain"]["stage"] == stages[1]
    assert view["villain"]["hp"] == view["villain"]["max_hp"]  # RRG: no excess carries over
    assert view["villain_stages_left"] == 0
    attack_villain_for_the_last_hit_point(game)
    assert outcome(game) == ("win", "Black Widow is defeated")
    assert game.decision is None
    assert game.legal(0) == []


@pytest.mark.parametrize("expert, added", [(False, 2), (True, 3)])
def test_next_stage_completing_the_scheme_loses(expert: bool, added: int) -> None:
    """RRG WINNING THE GAME: completing the final main scheme stage loses, whatever caused
    it. Black Widow II's When Revealed places 2 threat per player (III: 3 per player); with
    the scheme that close to its target, defeating the stage before loses the game. Black
    Widow's interrupt removes 1 threat first (AoS rulebook p. 9)."""
    game = start(("nick-fury",), expert=expert)
    target = game.view(0)["main_scheme"]["target"]
    set_threat(game, target - added + 1)
    attack_villain_for_the_last_hit_point(game)
    assert outcome(game) == ("loss", SCHEME_LOST)
    assert game.view(0)["main_scheme"]["counters"]["threat"] == target
    assert game.decision is None


@pytest.mark.parametrize("expert, heroes", [
    (True, ("nick-fury",)),
    (False, ("nick-fury", "maria-hill")),
    (True, ("maria-hill", "nick-fury")),
])
def test_villain_phase_threat_completing_the_scheme_loses_at_once(
        expert: bool, heroes: tuple[str, ...]) -> None:
    """RRG WINNING THE GAME; The Widow's Web 1B: target 10 per player, acceleration X per
    player where X is Black Widow's stage number (II in expert). Villain phase step 1 places
    exactly the missing threat: the players lose then, before any enemy activates."""
    game = start(heroes, expert=expert)
    scheme = game.view(0)["main_scheme"]
    assert scheme["target"] == 10 * len(heroes)
    per_round = (2 if expert else 1) * len(heroes)
    set_threat(game, scheme["target"] - per_round)
    end_player_phase(game)
    assert outcome(game) == ("loss", SCHEME_LOST)
    assert game.decision is None
    assert game.view(0)["log"][-3:] == [  # step 1's threat is the last thing that happened
        f"Villain phase, round {game.view(0)['round']}.",
        f"{per_round} threat is placed on The Widow's Web.",
        f"The players lose: {SCHEME_LOST}."]


def test_last_of_two_heroes_defeated_by_enemy_attacks_loses() -> None:
    """RRG PLAYER ELIMINATION: a player whose identity is defeated is eliminated and the game
    goes on while another player remains; when every player is eliminated the players lose.
    Both heroes are left 1 hit point and take the villain phase's attacks undefended."""
    game = start(("nick-fury", "maria-hill"))
    for seat in (0, 1):
        identity = game.view(seat)["players"][seat]["identity"]
        game.apply(ManualCounter(seat, identity["id"], "damage", identity["max_hp"] - 1))
    for seat in (0, 1):
        assert game.decision is not None and game.decision.seat == seat
        answer(game, "flip")
        answer(game, "end")
    end_player_phase(game)
    first_out_while_going_on = False
    for _ in range(100):
        if game.decision is None:
            break
        view = game.view(game.decision.seat)
        if view["players"][0]["eliminated"] and not view["players"][1]["eliminated"]:
            first_out_while_going_on = view["outcome"] == ""
        keys = [o.key for o in game.decision.options]  # type: ignore[attr-defined]
        answer(game, "none" if "none" in keys else keys[0])
    assert first_out_while_going_on
    assert outcome(game) == ("loss", HEROES_LOST)
    assert all(p["eliminated"] for p in game.view(0)["players"])


def test_remaining_hero_can_still_win_after_the_other_is_eliminated() -> None:
    """RRG PLAYER ELIMINATION: the game continues with the remaining players, and WINNING THE
    GAME still applies to them: the survivor defeating the final stage wins."""
    game = start(("nick-fury", "maria-hill"))
    identity = game.view(0)["players"][0]["identity"]
    game.apply(ManualCounter(0, identity["id"], "damage", identity["max_hp"]))
    view = game.view(1)
    assert view["players"][0]["eliminated"] and view["outcome"] == ""
    assert game.decision is not None and game.decision.seat == 1
    attack_villain_for_the_last_hit_point(game, seat=1)
    attack_villain_for_the_last_hit_point(game, seat=1)
    assert outcome(game) == ("win", "Black Widow is defeated")
