"""The named speeds a table's bots can play at (``+``/``-``), for every game's table.

The app keeps the delay in seconds (``app.bot_delay``); a table shows its name.
"""

from __future__ import annotations

SPEEDS: tuple[tuple[str, float], ...] = (
    ("instant", 0.0), ("fast", 0.25), ("normal", 0.6), ("slow", 1.2), ("very slow", 2.0),
)


def speed_label(delay: float) -> str:
    """The name of the speed closest to ``delay`` seconds per AI step."""
    return min(SPEEDS, key=lambda item: abs(item[1] - delay))[0]


def stepped_delay(delay: float, step: int) -> float:
    """The delay ``step`` speeds faster (``+1``) or slower (``-1``) than the one nearest ``delay``.

    Stays at the fastest or slowest speed rather than wrapping round.
    """
    delays = [seconds for _, seconds in SPEEDS]
    current = min(range(len(delays)), key=lambda i: abs(delays[i] - delay))
    return delays[max(0, min(len(delays) - 1, current - step))]
