"""The only source of randomness in the engine.

A thin wrapper over :class:`random.Random` (Mersenne Twister, stable across
CPython versions for the calls used here) kept inside each game's state, so a
copied game carries its own generator and a replay with the same seed draws the
same numbers. Only the methods below are used, so the stream is easy to audit.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


class GameRng:
    """Seeded generator stored in game state; copy it with :meth:`clone`."""

    __slots__ = ("_random", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._random = random.Random(seed)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place: Fisher-Yates from the end, as ``random.Random.shuffle`` does."""
        bits = self._random.getrandbits
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            k = n.bit_length()
            j = bits(k)
            while j >= n:
                j = bits(k)
            items[i], items[j] = items[j], items[i]

    def randbelow(self, n: int) -> int:
        """An integer in ``[0, n)``: ``k`` random bits, redrawn until below ``n``.

        The same draws ``random.Random.randrange(n)`` makes in CPython 3.11, written
        out over ``getrandbits`` (the generator's raw output) so a seeded game no
        longer depends on how a later Python spells randrange or shuffle, and costs
        one call instead of three (the search player draws millions of these).
        """
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        bits = self._random.getrandbits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        return items[self.randbelow(len(items))]

    def random(self) -> float:
        """A float in ``[0, 1)``."""
        return self._random.random()

    def clone(self) -> GameRng:
        """An independent generator in the same state (for search and undo)."""
        twin = GameRng.__new__(GameRng)
        twin.seed = self.seed
        twin._random = random.Random()
        twin._random.setstate(self._random.getstate())
        return twin

    def __deepcopy__(self, memo: dict[int, object]) -> GameRng:
        return self.clone()
