"""The random player: a uniformly random legal command (a baseline and a test driver)."""

from __future__ import annotations

from typing import Any

from engine.core.messages import Command
from engine.core.rng import GameRng


class RandomPlayer:
    """Uniform over the legal commands, from its own seeded generator."""

    kind = "random"

    def __init__(self, seed: int) -> None:
        self.rng = GameRng(seed)

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        if not legal:
            raise ValueError("the random player was asked to choose from no commands")
        return legal[self.rng.randbelow(len(legal))]
