"""The seed of a new game when the player leaves it blank.

Drawn from the system's randomness, never from a game's RNG (the seed is what starts
that RNG), and in the one range every form and ``champions play`` use, so any seed a
player is shown can be typed back to replay the game.
"""

from __future__ import annotations

import random

SEED_LIMIT = 10**9


def random_seed() -> int:
    """A fresh seed from 1 to ``SEED_LIMIT - 1``."""
    return random.SystemRandom().randrange(1, SEED_LIMIT)
