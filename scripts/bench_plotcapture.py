"""Figures for the plot-capture game (issue 2): engine speed, solver speed, MCTS cost and strength.

Run with ``scripts/bench plotcapture``. The win-rate figure plays 400 full games
with the search player and takes several minutes (a process pool of 2).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import native  # scripts/native.py: bench.py runs from scripts/, so it is on sys.path

from engine.core.rng import GameRng
from engine.plotcapture import Setup, make_player, new_game
from engine.plotcapture.cards import tables
from engine.plotcapture.simulate import simulate, wilson
from engine.plotcapture.solver import minimal_title_sets

TITLE = "plot-capture game (issue 2)"

WIN_RATE_GAMES = 400
HERE = Path(__file__).resolve().parent


def engine_build() -> str:
    """Whether this process runs the mypyc-compiled engine (setup.py) or the plain sources."""
    compiled = native.loaded_compiled()
    if not compiled:
        return "pure Python (not compiled: HELICARRIER_PURE_PYTHON or no C compiler)"
    stale = native.stale_sources()
    note = f"; STALE for {', '.join(stale)}: run scripts/test to rebuild" if stale else ""
    return f"compiled with mypyc: {len(compiled)} of {len(native.NATIVE_MODULES)} modules{note}"


def pure_python_games_per_second() -> float:
    """The same figure with the engine imported from its .py sources, in a fresh process."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import native; native.prefer_sources(); "
            "from bench_plotcapture import random_games_per_second as r; print(r())")
    out = subprocess.run([sys.executable, "-c", code, str(HERE)], capture_output=True,
                         text=True, check=True, cwd=HERE.parent)
    return float(out.stdout.strip())


def random_games_per_second(seconds: float = 3.0) -> float:
    """Full 2-player random-vs-random games: legal() + choice + apply(), no views built.

    Counted per CPU-second of this process (one core): on a shared machine the wall
    clock also measures whoever else runs (seen here: the same build at 300 and 540/s).
    """
    games = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        game = new_game(Setup(("random 1", "random 2")), games)
        bots = [make_player("random", 2 * games), make_player("random", 2 * games + 1)]
        while not game.is_over:
            seat = game.turn
            game.apply(bots[seat].choose({}, game.legal(seat)))
        games += 1
    return games / (time.process_time() - started)


def solver_calls_per_second(calls: int = 20_000) -> float:
    """All minimal captures of one plot from a random 9-card hand, memo cache bypassed."""
    t = tables()
    rng = GameRng(1)
    deck = list(range(t.card_count))
    cases = []
    for _ in range(calls):
        rng.shuffle(deck)
        mask = 0
        for card in deck[:9]:
            mask |= 1 << t.card_title[card]
        cases.append((rng.randbelow(len(t.plot_titles)), mask, rng.randbelow(4) == 0))
    solve = minimal_title_sets.__wrapped__
    started = time.perf_counter()
    for plot, mask, bonus in cases:
        solve(plot, mask, bonus)
    return calls / (time.perf_counter() - started)


def mcts_decision_ms(games: int = 3) -> tuple[float, float, int]:
    """Mean and 95th percentile ms per MCTS decision (default budget) against greedy."""
    times: list[float] = []
    for index in range(games):
        game = new_game(Setup(("mcts", "greedy")), 500 + index)
        players = [make_player("mcts", index), make_player("greedy", index)]
        while not game.is_over:
            seat = game.turn
            view, legal = game.view(seat), game.legal(seat)
            started = time.perf_counter()
            command = players[seat].choose(view, legal)
            if seat == 0 and len(legal) > 1:
                times.append((time.perf_counter() - started) * 1000)
            game.apply(command)
    times.sort()
    return statistics.fmean(times), times[int(0.95 * (len(times) - 1))], len(times)


def mcts_win_rate(games: int = WIN_RATE_GAMES, workers: int = 2) -> tuple[int, int, int]:
    chunk = 20  # an even chunk keeps the seat rotation balanced within every chunk
    sizes = [min(chunk, games - start) for start in range(0, games, chunk)]
    with ProcessPoolExecutor(workers) as pool:  # simulate is importable, so it pickles
        futures = [pool.submit(simulate, ["mcts", "greedy"], size, seed)
                   for seed, size in enumerate(sizes, start=1)]
        parts = [future.result() for future in futures]
    return (sum(p.wins["mcts"] for p in parts), sum(p.draws for p in parts),
            sum(p.games for p in parts))


def run() -> list[tuple[str, str]]:
    figures = [
        ("engine", engine_build()),
        ("random-vs-random 2-player games per CPU-second (one core)",
         f"{random_games_per_second():.0f} games/s (target >= 500)"),
        ("  the same, pure-Python engine (for comparison)",
         f"{pure_python_games_per_second():.0f} games/s"),
        ("capture solver calls/s, 9-card hands, uncached",
         f"{solver_calls_per_second():.0f} calls/s"),
    ]
    mean, p95, count = mcts_decision_ms()
    figures.append(("MCTS ms per decision, default budget",
                    f"mean {mean:.0f} ms, p95 {p95:.0f} ms over {count} (target <= 250)"))
    wins, draws, played = mcts_win_rate()
    low, high = wilson(wins, played)
    figures.append((f"MCTS win rate vs greedy, {played} two-player games",
                    f"{wins / played:.1%} (95% {low:.1%}-{high:.1%}, {draws} draws; "
                    "target >= 60%)"))
    return figures
