"""Card ids that tell nothing about the card (issue 21 part 5).

A card's id is what every view, option key (``t:412``) and ``c ID`` names it by, so an id
must not tell which card it is. Two rules make sure it cannot:

- Ids are drawn at random, from a stream of their own: a generator seeded from the game's
  seed (so a replay hands out the same ids, and records keep naming the same cards) but
  apart from the game's RNG, so drawing ids changes no shuffle. Handed out in set order
  (as they once were), the same id was the same card in every game.
- A card that goes hidden in view (dealt facedown, a boost card, put into play facedown)
  gets a fresh id, never issued before (:meth:`engine.champions.core.state.State.hide`):
  what a seat saw of the card under its old id cannot follow it.

Ids are three-digit numbers (100-999), so they never look like the small indices and
seat numbers other option keys carry (``n:2``, ``p:1``, ``f:0``); once half of them are
issued, draws widen to the next decade of digits (1000-9999, ...), the same for every
card. An id once issued is never issued again, so a log line or a bug report naming an
id names one card.
"""

from __future__ import annotations

import hashlib

from engine.core import GameRng

FIRST_LOW = 100
FIRST_HIGH = 999


def id_stream_seed(seed: int) -> int:
    """The seed of a game's id stream: from the game's seed, apart from its RNG's."""
    digest = hashlib.sha256(f"helicarrier champions card ids {seed}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class CardIds:
    """The ids a game hands out: random, distinct, never reused."""

    def __init__(self, seed: int) -> None:
        self.rng = GameRng(id_stream_seed(seed))
        self.issued: set[int] = set()  # membership only; never iterated
        self.low, self.high = FIRST_LOW, FIRST_HIGH

    def reseeded(self, seed: int) -> CardIds:
        """The same issued ids, the next ones drawn from a stream of ``seed`` (a look-ahead
        copy's ids must not follow the real game's)."""
        fresh = CardIds.__new__(CardIds)
        fresh.rng = GameRng(seed)
        fresh.issued = set(self.issued)
        fresh.low, fresh.high = self.low, self.high
        return fresh

    def issue(self) -> int:
        """A fresh id: uniform over the ids of the current width not issued yet."""
        if 2 * len(self.issued) >= self.high - FIRST_LOW + 1:
            self.low, self.high = self.high + 1, self.high * 10 + 9
        span = self.high - self.low + 1
        while True:
            cid = self.low + self.rng.randbelow(span)
            if cid not in self.issued:
                self.issued.add(cid)
                return cid
