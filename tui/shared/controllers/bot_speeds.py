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
