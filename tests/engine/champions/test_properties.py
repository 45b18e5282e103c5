"""Invariants over random legal play (ARCHITECTURE section 9), with hypothesis.

A random seed picks the game and the choices; every choice comes from
``legal(seat)``. Checked after every command: no crash, no question without
options, every card in exactly one zone (cards conserved), no negative
counters; at the end, replaying the record gives the same state, and views
never contain another seat's hand, any deck order or any facedown card.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from content.champions import CONTENT_VERSION
from engine.champions import KIND, ChampionsGame, new_game
from engine.champions.core.commands import (
    ManualCounter,
    ManualDone,
    ManualExhaust,
    ManualFlip,
    ManualMove,
    ManualStatus,
)
from engine.champions.core.state import pzone
from engine.core import GameRng, IllegalCommand, Record, replay
from tests.engine.champions.helpers import summary

HEROES = [["nick-fury"], ["maria-hill"], ["nick-fury", "maria-hill"], ["maria-hill", "nick-fury"]]


def check_invariants(game: ChampionsGame, total: int) -> None:
    seen: set[int] = set()
    for zone, ids in game.state.zones.items():
        for cid in ids:
            assert cid not in seen, f"card {cid} is in two zones"
            assert game.state.cards[cid].zone == zone
            seen.add(cid)
    assert len(seen) == len(game.state.cards) == total
    for card in game.state.cards.values():
        assert all(v >= 0 for v in card.counters.values())
        assert card.stunned >= 0 and card.confused >= 0 and card.tough >= 0
    if game.decision is not None:
        assert game.decision.options


def check_views(game: ChampionsGame) -> None:
    players = len(game.state.players)
    for seat in range(players):
        view = game.view(seat)
        text = json.dumps(view)
        ids = {card["id"] for p in view["players"] for card in p.get("hand", [])}
        assert ids == set(game.ids(pzone(seat, "hand")))
        for other in range(players):
            hidden = game.ids(pzone(other, "deck")) + game.ids(pzone(other, "dealt"))
            if other != seat:
                hidden += game.ids(pzone(other, "hand"))
            for cid in hidden:
                assert f'"id": {cid}, "code"' not in text, (seat, other, cid)
        for cid in game.ids("enc:deck"):
            assert f'"id": {cid},' not in text
        for cid, card in game.state.cards.items():
            if card.facedown:
                assert f'"id": {cid}, "code"' not in text


def random_manual(game: ChampionsGame, rng: GameRng) -> Any:
    """A random manual override (some are refused: that is part of the test)."""
    seat = game.decision.seat
    cid = rng.choice(sorted(game.state.cards))
    zones = sorted(game.state.zones)
    return rng.choice([
        ManualDone(seat), ManualMove(seat, cid, rng.choice(zones)),
        ManualCounter(seat, cid, rng.choice(["damage", "threat", "all-purpose"]),
                      rng.randbelow(4)),
        ManualFlip(seat, cid), ManualStatus(seat, cid, "stunned", rng.randbelow(2)),
        ManualExhaust(seat, cid, rng.random() < 0.5)])


def random_game(seed: int, heroes: list[str], expert: bool, steps: int,
                manual: float = 0.0) -> tuple[Any, Record]:
    game = new_game({"scenario": "black-widow", "heroes": heroes, "expert": expert}, seed)
    record = Record(KIND, CONTENT_VERSION, game.setup, seed)
    total = len(game.state.cards)
    rng = GameRng(seed + 1)
    for _ in range(steps):
        if game.decision is None:
            break
        options = game.legal(game.decision.seat)
        # favour doing things over ending the turn so games move along
        keys = [o.key for o in options]  # type: ignore[attr-defined]
        if "end" in keys and len(options) > 1 and rng.random() < 0.7:
            options = [o for o in options if o.key != "end"]  # type: ignore[attr-defined]
        command = options[rng.randbelow(len(options))]
        if rng.random() < manual:
            command = random_manual(game, rng)
            try:
                game.apply(command)
            except IllegalCommand:
                continue
        else:
            game.apply(command)
        record = record.with_command(command.to_dict())
        check_invariants(game, total)
    return game, record


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), heroes=st.sampled_from(HEROES), expert=st.booleans())
def test_random_legal_play_keeps_invariants(seed: int, heroes: list[str], expert: bool) -> None:
    """Random legal play never crashes, never leaves a question without options, conserves
    cards, and replays to the same state; views hide what their seat may not know."""
    game, record = random_game(seed, heroes, expert, steps=400)
    check_views(game)
    again = replay(record)
    assert isinstance(again, ChampionsGame)
    assert summary(again) == summary(game)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_games_always_end_with_the_bot(seed: int) -> None:
    """With the round cap the simple bot's games always end (no stuck game)."""
    from engine.champions.ai import SimpleBot, play_out

    game = new_game({"heroes": ["nick-fury", "maria-hill"]}, seed)
    result = play_out(game, SimpleBot(seed), max_rounds=25)
    assert result["outcome"] in ("win", "loss", "capped")
    assert game.decision is None or result["outcome"] == "capped"


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), heroes=st.sampled_from(HEROES))
def test_manual_overrides_never_break_the_game(seed: int, heroes: list[str]) -> None:
    """Manual escapes mixed into random play: still no crash, cards conserved, a question is
    always open until the game ends, and the record (manual commands included) replays."""
    game, record = random_game(seed, heroes, False, steps=300, manual=0.1)
    again = replay(record)
    assert isinstance(again, ChampionsGame)
    assert summary(again) == summary(game)
