"""The searching hero bot (issue 28): determinized rollouts over the heuristic bot.

At a seat's turn (the "your turn" question, where the game is decided) it tries each option
in several copies of the game consistent with what the seat knows
(:meth:`~engine.champions.game.ChampionsGame.determinize`: every card it does not know dealt
again from the bot's own RNG), plays each copy on with :class:`SimpleBot` at every seat to the
end of the next villain phase (or further, by strength), and scores the view the seat would
then have (:mod:`engine.champions.ai.evaluate`). The option with the best mean wins. Every
option meets the same copies and the same rollout seeds (common random numbers), so the
comparison is of options, not of luck. Every other question goes to :class:`SimpleBot`,
which answers it from its shape and the cards' hints.

It reads the seat's view, the legal options and determinized copies only, never the game's
state: the copies depend on the view, the seat's memory and the seed alone
(``tests/engine/champions/test_determinize.py``).
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

from engine.champions.ai import evaluate
from engine.champions.ai.bot import SimpleBot
from engine.core import Command, GameRng, open_decisions


@dataclasses.dataclass(frozen=True)
class Budget:
    """A search budget: copies per option, option cap, villain phases looked ahead."""

    rollouts: int
    candidates: int
    phases: int


STRENGTHS: dict[str, Budget | None] = {
    "easy": None,  # the heuristic bot alone
    "normal": Budget(rollouts=3, candidates=8, phases=1),
    "hard": Budget(rollouts=8, candidates=12, phases=2),
}
"""Budget names, as offered wherever a bot seat is chosen."""
DEFAULT = "normal"
ROLLOUT_DECISIONS = 600  # a rollout that runs this long is scored where it stands


def make_bot(seed: int, strength: str = DEFAULT,
             time_limit: float = 0.0) -> SimpleBot | SearchBot:
    """The hero bot of a strength: ``easy`` is the heuristic bot, the others search (within
    ``time_limit`` seconds a question, if given: :class:`SearchBot`)."""
    return SimpleBot(seed) if strength == "easy" else SearchBot(seed, strength, time_limit)


class SearchBot:
    """A hero bot that looks ahead (module doc); ``strength`` is a :data:`STRENGTHS` key."""

    def __init__(self, seed: int = 0, strength: str = DEFAULT,
                 time_limit: float = 0.0) -> None:
        """``time_limit`` (seconds, 0 = none): stop trying more options once it has passed
        and play the best so far (a served table's budget); without it the bot is
        deterministic for its seed."""
        if strength not in STRENGTHS:
            raise ValueError(f"unknown bot strength {strength!r} "
                             f"(choose from {', '.join(STRENGTHS)})")
        self.strength = strength
        self.budget = STRENGTHS[strength]
        self.rng = GameRng(seed * 7919 + 17)
        self.simple = SimpleBot(seed)
        self.time_limit = time_limit

    def choose(self, view: dict[str, Any], options: list[Command]) -> Command:
        """Without a game to look ahead in, the heuristic bot's answer."""
        return self.simple.choose(view, options)

    def choose_in(self, game: Any, seat: int) -> Command:
        """The answer for ``seat``'s open question in ``game``."""
        view, options = game.view(seat), game.legal(seat)
        prompt = (view.get("decision") or {}).get("prompt", "")
        if self.budget is None or len(options) < 2 or "your turn" not in prompt:
            return self.simple.choose(view, options)
        fallback = self.simple.choose(view, options)
        keys = [getattr(o, "key", "") for o in options]
        ranked = [getattr(fallback, "key", "")] + [k for k in keys
                                                   if k != getattr(fallback, "key", "")]
        candidates = ranked[: self.budget.candidates]
        seeds = [(self.rng.randbelow(2**62), self.rng.randbelow(2**62))
                 for _ in range(self.budget.rollouts)]
        by_key = {getattr(o, "key", ""): o for o in options}
        best, best_score = fallback, float("-inf")
        started = time.monotonic()
        for key in candidates:
            if self.time_limit and time.monotonic() - started > self.time_limit:
                break
            total = sum(self._rollout(game, seat, key, deal, play) for deal, play in seeds)
            mean = total / len(seeds)
            if mean > best_score + 1e-9:
                best, best_score = by_key[key], mean
        return best

    def _rollout(self, game: Any, seat: int, key: str, deal: int, play: int) -> float:
        """Score ``key`` in one copy dealt from ``deal``, played on from ``play``."""
        copy = game.determinize(seat, deal)
        command = next((o for o in copy.legal(seat) if getattr(o, "key", "") == key), None)
        if command is None:
            return evaluate.LOSS
        area = copy.state.areas[0]
        start_round = area.round
        assert self.budget is not None  # (choose_in searches only with a budget)
        stop_round = start_round + self.budget.phases
        copy.apply(command)
        bot = SimpleBot(play)
        for _ in range(ROLLOUT_DECISIONS):
            decisions = open_decisions(copy)
            if not decisions or copy.state.areas[0].round >= stop_round:
                break
            who = next((d.seat for d in decisions if not d.outside), None)
            if who is None:
                break
            copy.apply(bot.choose(copy.view(who), copy.legal(who)))
        return evaluate.score(copy.view(seat))
