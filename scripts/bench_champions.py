"""Marvel Champions engine figures: random decisions per CPU-second, bot games per second.

Uniform random play (issue 12): seeds 0-199, 1 player against Black Widow (standard), Nick
Fury on even seeds and Maria Hill on odd ones; each decision is one ``legal`` plus one
``apply`` of a uniformly drawn option, timed in CPU time (``time.process_time_ns``, so other
processes on a shared machine weigh less than in wall time). Reported: decisions per
CPU-second over all of them, the slowest decision and the 99th percentile.

A "full game" is the simple bot playing the heroes from setup to victory, defeat or the
30-round cap against Black Widow (standard). 4 players are four different starter decks
(Nick Fury, Maria Hill, Spider-Man, Captain Marvel), as a real game seats them; until
2026-12-03 this table was the two AoS decks twice (the setup switch
``allow_duplicate_heroes``), so 4-player figures before then are not comparable.
"""

from __future__ import annotations

import time

from engine.champions import new_game
from engine.champions.ai import SimpleBot
from engine.core import GameRng

TITLE = "Marvel Champions engine (Black Widow: uniform random play, simple bot)"

TABLES = {1: ["nick-fury"], 4: ["nick-fury", "maria-hill", "spider-man", "captain-marvel"]}


def _games(heroes: list[str], count: int) -> tuple[float, float, int]:
    """(games per second, slowest single apply in ms, decisions) over ``count`` games."""
    slowest = 0.0
    decisions = 0
    started = time.perf_counter()
    for seed in range(count):
        game = new_game({"heroes": heroes}, seed)
        bot = SimpleBot(seed)
        while game.decision is not None and game.state.areas[0].round <= 30:
            seat = game.decision.seat
            command = bot.choose(game.view(seat), game.legal(seat))
            t0 = time.perf_counter()
            game.apply(command)
            slowest = max(slowest, time.perf_counter() - t0)
            decisions += 1
    elapsed = time.perf_counter() - started
    return count / elapsed, slowest * 1000, decisions


RANDOM_SEEDS = range(200)
RANDOM_HEROES = ("nick-fury", "maria-hill")


def _random_decisions() -> list[int]:
    """CPU nanoseconds of each decision (legal plus apply) of uniform random play."""
    times: list[int] = []
    clock = time.process_time_ns
    for seed in RANDOM_SEEDS:
        game = new_game({"scenario": "black-widow",
                         "heroes": [RANDOM_HEROES[seed % len(RANDOM_HEROES)]]}, seed)
        rng = GameRng(seed)
        while (decision := game.decision) is not None:
            t0 = clock()
            options = game.legal(decision.seat)
            game.apply(options[rng.randbelow(len(options))])
            times.append(clock() - t0)
    return times


def run() -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    times = sorted(_random_decisions())
    p99 = times[min(len(times) - 1, (len(times) * 99) // 100)]
    rows.append(("random play: decisions per CPU-second (1 player, seeds 0-199)",
                 f"{len(times) / (sum(times) / 1e9):,.0f}/s (target >= 5,000; "
                 f"{len(times)} decisions)"))
    rows.append(("random play: slowest decision",
                 f"{times[-1] / 1e6:.2f} ms (target <= 5 ms)"))
    rows.append(("random play: 99th percentile decision", f"{p99 / 1e6:.3f} ms"))
    for players, heroes in TABLES.items():
        rate, slowest, decisions = _games(heroes, 40 if players == 1 else 20)
        rows.append((f"full games per second, {players} player(s)",
                     f"{rate:.1f} games/s (target >= 5)"))
        rows.append((f"slowest decision, {players} player(s)",
                     f"{slowest:.2f} ms (target < 50 ms; {decisions} decisions)"))
    return rows


if __name__ == "__main__":
    for figure, value in run():
        print(f"{figure:<45} {value}")
