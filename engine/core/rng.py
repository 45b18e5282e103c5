"""The only source of randomness in the engine.

A thin wrapper over :class:`random.Random` (Mersenne Twister) kept inside each
game's state, so a copied game carries its own generator and a replay with the
same seed draws the same numbers. Draws and shuffles are written over
``getrandbits`` (the generator's raw, version-stable output), so the stream does
not depend on how a Python release spells randrange or shuffle; a test pins it.
Only the methods below are used, so the stream is easy to audit. The module is
compiled with mypyc when installed (setup.py); it has no ``__slots__`` for that.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class GameRng:
    """Seeded generator stored in game state; copy it with :meth:`clone`."""

    def __init__(self, seed: int, state: tuple[Any, ...] | None = None) -> None:
        """A generator seeded with ``seed``, or resumed from ``state`` (see :meth:`clone`)."""
        self.seed = seed
        if state is None:
            self._random = random.Random(seed)
        else:
            self._random = random.Random()
            self._random.setstate(state)

    def shuffle(self, items: list[T]) -> None:
        """Shuffle a list in place: Fisher-Yates from the end, as ``random.Random.shuffle`` does.

        (A list, not any sequence: compiled, its items are read and written directly.)
        """
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
        return GameRng(self.seed, self._random.getstate())

    def __deepcopy__(self, memo: dict[int, object]) -> GameRng:
        return self.clone()
