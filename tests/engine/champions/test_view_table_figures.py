"""View additions the full-screen table reads: resource icons, the whole log, game-over figures."""

from __future__ import annotations

from engine.champions.core.state import pzone
from engine.champions.rules import primitives
from tests.engine.champions.helpers import answer, clear_hand, start, take


def test_hand_cards_carry_their_printed_resource_icons() -> None:
    """The table shows each hand card's resources (Energy, 50025, prints 2 energy)."""
    game = start(("maria-hill",))
    clear_hand(game)
    energy = take(game, "50025", pzone(0, "hand"))
    card = next(c for c in game.view(0)["players"][0]["hand"] if c["id"] == energy)
    assert card["resources"] == {"energy": 2}


def test_log_all_is_the_whole_log_and_log_the_last_lines() -> None:
    game = start(("nick-fury", "maria-hill"))
    for n in range(20):
        game.log(f"line {n}")
    view = game.view(0)
    assert view["log_all"] == game.state.log
    assert len(view["log_all"]) > 15
    assert view["log"] == game.state.log[-15:]


def test_cards_played_counted_for_the_player_who_paid() -> None:
    """A card played (RRG: PLAY) counts for its player; the other seat stays at 0."""
    game = start(("maria-hill", "nick-fury"))
    clear_hand(game)
    team = take(game, "50016", pzone(0, "hand"))  # Command Team, cost 2
    energy = take(game, "50025", pzone(0, "hand"))
    answer(game, f"play:{team}")
    answer(game, f"res:{energy}")
    answer(game, "pay")
    players = game.view(1)["players"]
    assert players[0]["cards_played"] == 1
    assert players[1]["cards_played"] == 0


def test_damage_and_threat_credited_to_the_active_player() -> None:
    """Damage to an enemy and threat removed count for the active player (PlayerState)."""
    game = start(("nick-fury", "maria-hill"))
    villain = game.villain()
    main = game.main_scheme()
    game.state.active = 1
    primitives.deal_damage(game, villain, 3)
    primitives.remove_threat(game, main, 1)
    players = game.view(0)["players"]
    assert (players[1]["damage_dealt"], players[1]["threat_removed"]) == (3, 1)
    assert (players[0]["damage_dealt"], players[0]["threat_removed"]) == (0, 0)
