"""The engine's random stream: pinned, so a seeded game is the same game on any Python."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.core.rng import GameRng


def test_the_seeded_stream_is_pinned() -> None:
    """Saves replay from their seed: these draws must never change (ARCHITECTURE.md 2)."""
    rng = GameRng(2026)
    assert [rng.randbelow(52) for _ in range(8)] == [7, 20, 32, 32, 41, 6, 14, 38]
    assert rng.randbelow(10**12) == 612554609924
    deck = list(range(10))
    GameRng(5).shuffle(deck)
    assert deck == [2, 3, 1, 0, 8, 7, 6, 5, 4, 9]


@given(st.integers(0, 2**32), st.lists(st.integers(1, 10**6), max_size=20),
       st.integers(0, 60))
def test_draws_match_randrange_and_shuffle_of_the_standard_library(
        seed: int, bounds: list[int], length: int) -> None:
    """randbelow/shuffle are written over getrandbits; they draw what random.Random does."""
    ours, theirs = GameRng(seed), random.Random(seed)
    assert [ours.randbelow(n) for n in bounds] == [theirs.randrange(n) for n in bounds]
    a, b = list(range(length)), list(range(length))
    ours.shuffle(a)
    theirs.shuffle(b)
    assert a == b
    assert ours.clone().random() == ours.random()
