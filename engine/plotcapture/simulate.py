"""Seeded bot-vs-bot games for ``helicarrier plotcapture simulate`` and the benchmark.

Game ``i`` rotates the seat list by ``i`` places, so over a multiple of the
seat count every player type sits in every position equally often (no
first-player bias). Seeds derive from the one ``seed`` argument, so the same
arguments always give the same results. A shared win counts as a draw.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.plotcapture.ai import PLAYER_KINDS, make_player
from engine.plotcapture.game import PlotCaptureGame, new_game
from engine.plotcapture.setup import Setup


@dataclass
class SimulationResult:
    """Totals over all games; ``wins`` is keyed by player type."""

    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    draws: int = 0
    rounds: int = 0
    seats_of: dict[str, int] = field(default_factory=dict)  # how many seats each type holds

    @property
    def mean_rounds(self) -> float:
        return self.rounds / self.games if self.games else 0.0

    def win_rate(self, kind: str) -> tuple[float, float, float]:
        """(rate, low, high): wins per seat-game of this type with a 95% Wilson interval."""
        trials = self.games * self.seats_of[kind]
        return (self.wins[kind] / trials if trials else 0.0, *wilson(self.wins[kind], trials))

    def to_dict(self) -> dict[str, Any]:
        return {"games": self.games, "wins": dict(self.wins), "draws": self.draws,
                "mean_rounds": round(self.mean_rounds, 3)}


def wilson(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(kinds: Sequence[str], seed: int, budget: dict[str, Any] | None = None,
              options: dict[str, bool | int | str] | None = None) -> PlotCaptureGame:
    """One full game between bots of ``kinds`` (seat order as given); returns the final state."""
    game = new_game(Setup(tuple(kinds), dict(options or {})), seed)
    players = [make_player(kind, seed * 7919 + seat, **((budget or {}) if kind == "mcts" else {}))
               for seat, kind in enumerate(kinds)]
    while not game.is_over:
        seat = game.turn
        game.apply(players[seat].choose(game.view(seat), game.legal(seat)))
    return game


def simulate(kinds: Sequence[str], games: int, seed: int, budget: dict[str, Any] | None = None,
             on_game: Callable[[int], None] | None = None) -> SimulationResult:
    """Play ``games`` rotated games; ``on_game(i)`` is called after each (for progress bars)."""
    for kind in kinds:
        if kind not in PLAYER_KINDS:
            raise ValueError(f"unknown player type {kind!r} (known: {', '.join(PLAYER_KINDS)})")
    result = SimulationResult(wins={k: 0 for k in dict.fromkeys(kinds)},
                              seats_of={k: list(kinds).count(k) for k in dict.fromkeys(kinds)})
    count = len(kinds)
    for index in range(games):
        shift = index % count
        order = list(kinds[shift:]) + list(kinds[:shift])
        game = play_game(order, seed * 1_000_003 + index, budget)
        winners = game.winners()
        result.games += 1
        result.rounds += game.round
        if len(winners) == 1:
            result.wins[order[winners[0]]] += 1
        else:
            result.draws += 1
        if on_game is not None:
            on_game(index)
    return result
