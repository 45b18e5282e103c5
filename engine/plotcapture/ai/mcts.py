"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

Each iteration samples a determinization from the seat's view (``determinize``),
walks one shared tree whose edges are commands - choosing among the commands
legal in *this* sample by UCB with availability counts - expands one new edge,
runs a short rollout with the fast policy (``rollout``) and backs up every
seat's reward at the nodes that seat moved into. The answer is the root
command visited most. The budget is an iteration count (deterministic for a
given seed); an optional time limit only ever cuts it shorter.
"""

from __future__ import annotations

import math
import time
from typing import Any

from engine.core.errors import IllegalCommand
from engine.core.messages import Command
from engine.core.rng import GameRng
from engine.plotcapture.ai.determinize import Template
from engine.plotcapture.ai.rollout import evaluate, policy

DEFAULT_ITERATIONS = 200
DEFAULT_ROLLOUT_TURNS = 4
DEFAULT_EXPLORATION = 0.7
DEFAULT_SCALE = 6.0


class _Node:
    __slots__ = ("avail", "children", "mover", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[Command, _Node] = {}


class MctsPlayer:
    """ISMCTS with an iteration budget (``iterations``), seeded for reproducible play."""

    kind = "mcts"

    def __init__(self, seed: int, iterations: int = DEFAULT_ITERATIONS,
                 rollout_turns: int = DEFAULT_ROLLOUT_TURNS,
                 exploration: float = DEFAULT_EXPLORATION, scale: float = DEFAULT_SCALE,
                 time_limit: float = 0.0) -> None:
        if iterations < 1:
            raise ValueError("the search player needs at least 1 iteration")
        self.rng = GameRng(seed)
        self.iterations = iterations
        self.rollout_turns = rollout_turns
        self.exploration = exploration
        self.scale = scale
        self.time_limit = time_limit
        self.last_iterations = 0

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        if not legal:
            raise ValueError("the search player was asked to choose from no commands")
        if len(legal) == 1:
            return legal[0]
        template = Template(view, legal)
        root = _Node(-1)
        deadline = time.perf_counter() + self.time_limit if self.time_limit > 0 else 0.0
        done = 0
        for done in range(1, self.iterations + 1):  # noqa: B007 - read after the loop
            self._iterate(template, root, legal)
            if deadline and time.perf_counter() >= deadline:
                break
        self.last_iterations = done
        return max(legal, key=lambda c: root.children[c].visits if c in root.children else -1)

    def _iterate(self, template: Template, root: _Node, root_legal: list[Command]) -> None:
        rng = self.rng
        game = template.sample(rng)
        node = root
        path: list[_Node] = []
        legal = root_legal
        c = self.exploration
        while True:
            untried = [cmd for cmd in legal if cmd not in node.children]
            if untried:
                command = untried[rng.randbelow(len(untried))]
                child = _Node(game.turn)
                node.children[command] = child
                for cmd in legal:
                    kid = node.children.get(cmd)
                    if kid is not None:
                        kid.avail += 1
                path.append(child)
                self._apply(game, command)
                break
            best = None
            best_value = -1.0
            for cmd in legal:
                kid = node.children[cmd]
                kid.avail += 1
                value = kid.total / kid.visits + c * math.sqrt(math.log(kid.avail) / kid.visits)
                if value > best_value:
                    best, best_value = cmd, value
            assert best is not None
            node = node.children[best]
            path.append(node)
            self._apply(game, best)
            if game.is_over:
                break
            legal = game.legal(game.turn)
        rewards = self._rollout(game, rng)
        for visited in path:
            visited.visits += 1
            visited.total += rewards[visited.mover]

    @staticmethod
    def _apply(game: Any, command: Command) -> None:
        try:
            game.apply(command)
        except IllegalCommand as exc:  # a sample disagreeing with the view is a bug
            raise AssertionError(f"search sample rejected {command}: {exc}") from None

    def _rollout(self, game: Any, rng: GameRng) -> list[float]:
        stop = game.turns_played + self.rollout_turns
        while not game.is_over and game.turns_played < stop:
            game.apply(policy(game, rng))
        return evaluate(game, self.scale)
