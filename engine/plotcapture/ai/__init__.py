"""AI players for the plot-capture game; they read only ``view(seat)`` and the legal commands.

``make_player(kind, seed, **budget)`` with kind "random", "greedy" or "mcts".
A player's ``choose(view, legal) -> Command`` picks one of ``legal``.
"""

from __future__ import annotations

from typing import Any

from engine.plotcapture.ai.base import Player
from engine.plotcapture.ai.greedy import GreedyPlayer
from engine.plotcapture.ai.mcts import MctsPlayer
from engine.plotcapture.ai.random_player import RandomPlayer

PLAYER_KINDS: tuple[str, ...] = ("random", "greedy", "mcts")


def make_player(kind: str, seed: int, **budget: Any) -> Player:
    """A new player of ``kind``; ``budget`` is passed to the MCTS player (iterations, ...)."""
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "greedy":
        return GreedyPlayer(seed)
    if kind == "mcts":
        return MctsPlayer(seed, **budget)
    raise ValueError(f"unknown player kind {kind!r} (known: {', '.join(PLAYER_KINDS)})")


__all__ = ["PLAYER_KINDS", "GreedyPlayer", "MctsPlayer", "Player", "RandomPlayer", "make_player"]
