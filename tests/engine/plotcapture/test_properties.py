"""Property tests over random legal games: conservation, no leaks, replay, termination."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Record, replay
from engine.plotcapture import Logged, PlotCaptureGame, make_player, new_game, record_of
from engine.plotcapture.cards import tables
from engine.plotcapture.setup import Setup

OPTION_CHOICES = st.fixed_dictionaries({}, optional={
    "combat_discard_refills": st.booleans(),
    "spy_target": st.sampled_from(["choose", "next"]),
    "leader_rest": st.sampled_from(["top", "bottom"]),
    "action_card_in_capture": st.booleans(),
    "recovery_discards": st.integers(0, 3),
    "first_player": st.sampled_from(["first_seat", "random"]),
    "round_limit": st.integers(1, 30),
})


def _ids(value: Any, out: set[int]) -> set[int]:
    """Every SHIELD card id mentioned in a view (card dicts and command fields)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("id", "card") and isinstance(item, int):
                out.add(item)
            elif key == "cards" and isinstance(item, list) and all(type(i) is int for i in item):
                out.update(item)
            else:
                _ids(item, out)
    elif isinstance(value, list):
        for item in value:
            _ids(item, out)
    return out


def check_invariants(game: PlotCaptureGame) -> None:
    t = tables()
    places = [*game.hands, game.shield_deck, game.shield_discard, game.look, game.removed]
    cards = [c for zone in places for c in zone]
    assert sorted(cards) == list(range(t.card_count)), "every SHIELD card is in exactly one place"
    plots = [*game.plot_deck, *game.revealed, *(p for c in game.captured for p in c)]
    assert sorted(plots) == list(range(len(t.plot_titles))), "plots are conserved"
    for title in game.removed_titles:
        assert all(t.card_title[c] != title for zone in places[:-1] for c in zone)
    for seat in range(game.players):
        view = game.view(seat)
        json.dumps(view)
        allowed = set(game.hands[seat]) | set(game.shield_discard) | set(game.removed)
        for _, seen in game.seen[seat]:
            if _ != "the next PLOT cards":
                allowed.update(seen)
        if game.action_card >= 0:
            allowed.add(game.action_card)
        if seat == game.turn:
            allowed.update(game.look)
        leaked = _ids(view, set()) - allowed
        assert not leaked, f"seat {seat} sees {leaked}"
        assert isinstance(view["shield_deck"], int) and isinstance(view["plot_deck"], int)
        assert view["log"] == [text for who, text in game.log if who in (-1, seat)]
        for other in view["seats"]:
            assert set(other) == {"seat", "name", "hand_size", "you", "captured", "plots",
                                  "levels"}


@settings(max_examples=15)
@given(seed=st.integers(0, 10_000), seats=st.integers(2, 6), options=OPTION_CHOICES,
       bot_seed=st.integers(0, 10_000))
def test_random_games_keep_invariants_replay_and_end(seed: int, seats: int,
                                                     options: dict[str, Any],
                                                     bot_seed: int) -> None:
    names = tuple(f"P{i}" for i in range(seats))
    game = new_game(Setup(names, options), seed)
    bots = [make_player("random", bot_seed + i) for i in range(seats)]
    steps = 0
    while not game.is_over:
        if steps % 7 == 0:
            check_invariants(game)
        seat = game.turn
        assert game.decision is not None and game.decision.seat == seat
        legal = game.legal(seat)
        assert legal and all(game.legal(o) == [] for o in range(seats) if o != seat)
        game.apply(bots[seat].choose(game.view(seat), legal))
        steps += 1
        assert steps < 20_000, "a game must end"
    check_invariants(game)
    again = replay(Record.from_toml(record_of(game).to_toml()))
    assert all(again.view(s) == game.view(s) for s in range(seats))


@settings(max_examples=10)
@given(seed=st.integers(0, 10_000), cut=st.integers(0, 200))
def test_replaying_a_prefix_matches_the_game_at_that_point(seed: int, cut: int) -> None:
    """Undo is replaying a prefix: the state after ``cut`` commands is rebuilt exactly."""
    game = new_game(Setup(("A", "B", "C")), seed)
    bots = [make_player("greedy", seed + i) for i in range(3)]
    snapshot = None
    for step in range(cut + 20):
        if game.is_over:
            break
        if step == cut:
            snapshot = [game.view(s) for s in range(3)]
        seat = game.turn
        game.apply(bots[seat].choose(game.view(seat), game.legal(seat)))
    if snapshot is not None:
        from engine.core import replay_prefix

        earlier = replay_prefix(record_of(game), cut)
        assert [earlier.view(s) for s in range(3)] == snapshot


def test_legal_commands_are_ordinary_commands() -> None:
    """legal() and the log build commands and events on a fast path; they must equal,
    hash and round-trip exactly like ones built the normal way (UIs and records compare them)."""
    game = new_game(Setup(("P0", "P1", "P2")), 11)
    bots = [make_player("random", 40 + i) for i in range(3)]
    kinds: set[str] = set()
    while not game.is_over:
        legal = game.legal(game.turn)
        for command in legal:
            rebuilt = type(command).from_dict(json.loads(json.dumps(command.to_dict())))
            assert rebuilt == command and hash(rebuilt) == hash(command)
            assert repr(rebuilt) == repr(command)
            kinds.add(command.kind)
        for event in game.apply(bots[game.turn].choose({}, legal)):
            assert Logged.from_dict(event.to_dict()) == event
            assert repr(Logged(event.text, event.audience)) == repr(event)
    assert {"plotcapture.capture", "plotcapture.recovery_discard",
            "plotcapture.use_benefit"} <= kinds


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), options=OPTION_CHOICES)
def test_checked_and_listed_commands_play_the_same_game(seed: int, players: int,
                                                        options: dict[str, Any]) -> None:
    """apply() skips its checks for the very objects legal() listed; an equal command
    built anew (as a record or a UI sends it) is checked, and must play the same game."""
    setup = Setup(tuple(f"P{i}" for i in range(players)), options)
    listed, rebuilt = new_game(setup, seed), new_game(setup, seed)
    bots = [make_player("random", seed + i) for i in range(players)]
    while not listed.is_over:
        command = bots[listed.turn].choose({}, listed.legal(listed.turn))
        copy = type(command).from_dict(command.to_dict())
        assert copy is not command
        assert listed.apply(command) == rebuilt.apply(copy)
        assert listed.view(listed.turn) == rebuilt.view(listed.turn)
    assert rebuilt.is_over and listed.log == rebuilt.log
