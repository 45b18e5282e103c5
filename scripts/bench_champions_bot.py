"""The hero bot by strength (issue 28): wins, and what its thinking costs.

Black Widow (standard), Nick Fury and Maria Hill, each strength playing both seats from
seeds 5000 on (the same games for every strength). Reported per strength: wins out of the
games, the losses' causes, mean rounds, and the bot's thinking time per decision (mean,
and the slowest), in CPU time so other processes weigh less. Games per strength are few
for the searching strengths (each takes about 100 times an easy game): the figures are
indications, not a measurement of the win rate's last percent.
"""

from __future__ import annotations

import time
from collections import Counter

from engine.champions import new_game
from engine.champions.ai import make_bot
from engine.core import open_decisions

TITLE = "Marvel Champions hero bot by strength (Black Widow, Nick Fury + Maria Hill)"
GAMES = {"easy": 40, "normal": 6, "hard": 2}
HEROES = ["nick-fury", "maria-hill"]
FIRST_SEED = 5000


def _play(strength: str, games: int) -> tuple[Counter[str], list[int], list[float]]:
    """(outcomes and causes, rounds, CPU seconds of each bot decision)."""
    results: Counter[str] = Counter()
    rounds: list[int] = []
    thinking: list[float] = []
    for n in range(games):
        seed = FIRST_SEED + n
        game = new_game({"scenario": "black-widow", "heroes": HEROES}, seed)
        bot = make_bot(seed, strength)
        while (decisions := open_decisions(game)) and game.state.areas[0].round <= 30:
            seat = decisions[0].seat
            t0 = time.process_time()
            command = bot.choose_in(game, seat)
            thinking.append(time.process_time() - t0)
            game.apply(command)
        outcome = game.state.outcome or "capped"
        results[outcome if outcome != "loss" else f"loss: {game.state.cause}"] += 1
        rounds.append(game.state.areas[0].round)
    return results, rounds, thinking


def run() -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for strength, games in GAMES.items():
        results, rounds, thinking = _play(strength, games)
        wins = results.pop("win", 0)
        rows.append((f"{strength}: wins", f"{wins} of {games} ({100 * wins / games:.0f}%)"))
        for cause, count in results.most_common():
            rows.append((f"{strength}:   {cause}", str(count)))
        rows.append((f"{strength}: mean rounds", f"{sum(rounds) / len(rounds):.1f}"))
        rows.append((f"{strength}: thinking per decision (mean, slowest)",
                     f"{1000 * sum(thinking) / len(thinking):.1f} ms, "
                     f"{max(thinking):.2f} s"))
    return rows
