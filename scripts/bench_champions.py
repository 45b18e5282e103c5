"""Marvel Champions engine figures: full simulated games per second and the slowest decision.

A "full game" is the simple bot playing the heroes from setup to victory, defeat or the
30-round cap against Black Widow (standard). 4 players use the two starter decks twice
(the setup switch ``allow_duplicate_heroes``, for measurement only: identities are unique
in a real game).
"""

from __future__ import annotations

import time

from engine.champions import new_game
from engine.champions.bot import SimpleBot

TITLE = "Marvel Champions engine (Black Widow, simple bot)"

TABLES = {1: ["nick-fury"], 4: ["nick-fury", "maria-hill", "nick-fury", "maria-hill"]}


def _games(heroes: list[str], count: int) -> tuple[float, float, int]:
    """(games per second, slowest single apply in ms, decisions) over ``count`` games."""
    slowest = 0.0
    decisions = 0
    started = time.perf_counter()
    for seed in range(count):
        game = new_game({"heroes": heroes, "allow_duplicate_heroes": True}, seed)
        bot = SimpleBot(seed)
        while game.decision is not None and game.state.round <= 30:
            seat = game.decision.seat
            command = bot.choose(game.view(seat), game.legal(seat))
            t0 = time.perf_counter()
            game.apply(command)
            slowest = max(slowest, time.perf_counter() - t0)
            decisions += 1
    elapsed = time.perf_counter() - started
    return count / elapsed, slowest * 1000, decisions


def run() -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
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
