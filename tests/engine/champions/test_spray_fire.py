"""Spray Fire: one attack against the villain and each minion engaged with a player (RRG
ATTACK (PLAYER ABILITY TYPE): a labeled attack is a single attack even with several instances
of damage; an increase reaches each instance; every attacked enemy counts as attacked)."""

from __future__ import annotations

from engine.champions.core.state import pzone
from tests.engine.champions.helpers import (
    answer,
    choose,
    clear_hand,
    keys,
    set_threat,
    take,
    threat,
    top_encounter,
)
from tests.engine.champions.test_heroes import nick, use_assault


def _play_spray_fire(game) -> None:
    clear_hand(game)
    spray = take(game, "50039", pzone(0, "hand"))
    for _ in range(2):
        take(game, "50025", pzone(0, "hand"))  # Energy
    answer(game, f"play:{spray}")
    while game.decision.prompt.startswith("Pay for"):
        choose(game, "pay" if "pay" in keys(game) else "Spend Energy")
    if game.decision.prompt.startswith("Spray Fire"):
        choose(game, "Player 1")


def test_spray_fire_assault_bonus_reaches_every_target() -> None:
    """RRG ATTACK (PLAYER ABILITY TYPE): "An ability labeled as an attack is considered a
    single attack" and an increase to its damage reaches "each instance of damage". The
    Assault suit (+1 per threat removed) is asked once and its +2 reaches Black Widow and both
    minions; Black Widow's forced interrupt resolves once for the one attack."""
    game = nick()
    game.c(game.suit(0)).counters["threat"] = 2
    set_threat(game, 4)
    top_encounter(game, "50080")  # no Preparation ability
    abductor = take(game, "50080", pzone(0, "engaged"))  # 4 hit points
    commando = take(game, "50072", pzone(0, "engaged"))  # 3 hit points
    _play_spray_fire(game)
    use_assault(game, 2)  # offered once: only the attack's first "would" window asks
    assert game.c(game.villain()).count("damage") == 3 + 2
    assert not game.in_play(abductor)  # 3 alone would leave it at 1 hit point
    assert not game.in_play(commando)
    assert game.c(game.suit(0)).count("threat") == 0
    assert threat(game) == 4 - 1  # one interrupt for the one attack
    assert "your turn" in game.decision.prompt


def test_spray_fire_respects_guard_and_cannot_be_attacked() -> None:
    """RRG GUARD: the engaged player "cannot attack any villain" while a guard minion is
    engaged, so Spray Fire skips Black Widow (and her interrupt); A.I.M. Scientist cannot be
    attacked while its player is engaged with another minion, so it is skipped too."""
    game = nick()
    set_threat(game, 4)
    grunt = take(game, "50073", pzone(0, "engaged"))  # guard, 5 hit points
    scientist = take(game, "50083", pzone(0, "engaged"))
    _play_spray_fire(game)
    assert game.c(game.villain()).count("damage") == 0
    assert game.c(grunt).count("damage") == 3
    assert game.in_play(scientist) and game.c(scientist).count("damage") == 0
    assert threat(game) == 4


def test_spray_fire_discards_the_gauntlet_when_no_preparation_resolved() -> None:
    """Black Widow's Gauntlet (card 50068): after a character attacks Black Widow with no
    Preparation resolved, the Gauntlet is discarded; Spray Fire attacks her together with
    a minion, and the Gauntlet on her is still the one discarded (it was looked up on the
    last target of the attack)."""
    game = nick()
    gauntlet = take(game, "50068", "attached")
    game.c(gauntlet).attached_to = game.villain()
    set_threat(game, 4)
    top_encounter(game, "50080")  # no Preparation ability
    abductor = take(game, "50080", pzone(0, "engaged"))
    _play_spray_fire(game)
    if game.decision.prompt.startswith("Assault suit"):
        answer(game, "n:0")
    assert game.c(abductor).count("damage") == 3
    assert game.c(gauntlet).zone == "enc:discard"
