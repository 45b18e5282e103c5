"""The villain phase is told so it can be followed (issue 29, finding 3): every activation
line names the enemy, its target and the boost; a cancelled card's reveal is told before
its cancel; Informant's "removes threat instead" is said once (RRG VILLAIN PHASE step 2,
ACTIVATION, BOOST; Agents of S.H.I.E.L.D. 50015, Informant 50048)."""

from __future__ import annotations

import re

from engine.champions import new_game
from engine.champions.ai import SimpleBot, play_out
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import answer, end_turn_until, start, take

SCHEMES = re.compile(r"^(.+) schemes against player (\d): SCH (\d+)( \+ boost (\d+))? = "
                     r"(\d+) threat\.$")
ATTACKS = re.compile(r"^(.+) attacks (.+) \(player (\d)\): ATK (\d+)( \+ boost (\d+))?"
                     r"( - DEF (\d+))? = (\d+)\.$")


def test_each_scheme_names_the_enemy_the_player_and_the_boost() -> None:
    """Nick Fury in alter-ego form: Black Widow schemes with a boost card, the minion
    engaged with him without one; each line's sum is what it places."""
    game = start(("nick-fury",))
    answer(game, "end")
    end_turn_until(game, "your turn")
    lines = [m for line in game.state.log if (m := SCHEMES.match(line))]
    villain = [m for m in lines if m.group(1) == "Black Widow"]
    minion = [m for m in lines if m.group(1) == "A.I.M. Abductor"]
    assert villain and villain[0].group(4) is not None  # the villain's boost card
    assert minion and minion[0].group(4) is None  # a minion has no boost card
    for m in lines:
        sch, boost, total = int(m.group(3)), int(m.group(5) or 0), int(m.group(6))
        assert sch + boost == total and m.group(2) == "1"


def test_each_attack_names_the_enemy_its_target_and_the_boost() -> None:
    """Seed 7, a bot game: every attack line adds up, a defense subtracts DEF."""
    game = new_game({"scenario": "black-widow", "heroes": ["nick-fury", "maria-hill"]}, 7)
    play_out(game, SimpleBot(7), max_rounds=4)
    attacks = [m for line in game.state.log if (m := ATTACKS.match(line))]
    assert attacks and any(m.group(5) for m in attacks) and any(m.group(7) for m in attacks)
    for m in attacks:
        atk, boost, dfn = int(m.group(4)), int(m.group(6) or 0), int(m.group(8) or 0)
        assert max(0, atk + boost - dfn) == int(m.group(9))
    informant = [line for line in game.state.log if "removes threat instead" in line]
    assert informant and all(line.startswith("Informant: ") for line in informant)


def test_a_cancelled_cards_reveal_is_told_before_its_cancel() -> None:
    """Agents of S.H.I.E.L.D. cancels Masterplan: the log said the cancel of a card it had
    never said was revealed, so it read as if the Grunt before it was cancelled."""
    game = start(("maria-hill",))
    agents = take(game, "50015", pzone(0, "play"))
    masterplan = take(game, "01192", "enc:discard")
    game.push(Reveal(masterplan, 0))
    game.refresh()
    answer(game, f"w:{agents}:0")
    log = game.state.log
    revealed = log.index("Player 1 reveals Masterplan (treachery).")
    assert log.index("Masterplan is cancelled and discarded.") > revealed
    assert log.count("Player 1 reveals Masterplan (treachery).") == 1
