"""Golden games: saved records of tricky situations, replayed and checked line by line."""

from __future__ import annotations

from pathlib import Path

from engine.core.savefile import load_game

GOLDEN = Path(__file__).parent / "golden"


def test_grunt_takes_an_assault_attack() -> None:
    """AoS p. 9 and Nick Fury's cards together: Break Cover flips Stealth to Assault (the
    first player orders it before Black Widow's forced interrupt, RRG FORCED), Assault
    spends 3 threat for +3, Black Widow's interrupt removes 1 threat and discards A.I.M.
    Grunt, whose Preparation puts it into play and makes it the target: 2 + 3 damage defeat
    its 5 hit points. Guard then no longer blocks attacks on Black Widow."""
    _record, game = load_game(GOLDEN / "grunt_takes_assault.toml")
    assert game.state.log[-13:] == [
        "Player 1 changes to hero form (Nick Fury).",
        "Nick Fury: change to Assault suit form.",  # ordered first (RRG FORCED)
        "Nick Fury changes to Assault suit form.",
        "Black Widow: remove 1 threat from the main scheme, ignoring crisis icons; then if you "
        "do, discard the top card of the encounter deck; then resolve its Preparation "
        "abilities.",
        "1 threat is removed from The Widow's Web.",
        "Black Widow discards A.I.M. Grunt from the top of the encounter deck.",
        "A.I.M. Grunt enters play engaged with player 1.",
        "The attack is resolved against A.I.M. Grunt instead.",
        "Assault: choose X from 0 to 3 (no more than the threat on this card): remove X "
        "threat counter(s) from this card; then this attack deals X more damage.",
        "3 threat counter(s) removed from Assault.",
        "The attack deals 3 more damage.",
        "A.I.M. Grunt takes 5 damage.",
        "A.I.M. Grunt is defeated.",
    ]
    assert game.c(game.suit(0)).count("threat") == 0
    assert game.c(game.villain()).count("damage") == 0
    assert game.c(game.main_scheme()).count("threat") == 1
    assert game.decision is not None and "your turn" in game.decision.prompt
