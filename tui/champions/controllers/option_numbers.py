"""Options keep their number keys while they stay on screen.

``champions play`` renumbers the options after every pick, so a quick second key
press could pick something else. Here a number stays bound to the same option key
as long as that key is offered; an option that appears takes the lowest free
number. A question that shares no option key with the one before starts again
from 1 (a new question, e.g. the payment after "Play X"). Numbers 1-9 are keys;
options past 9 are chosen with the arrows and enter.
"""

from __future__ import annotations

from collections.abc import Sequence


class OptionNumbers:
    """Assigns numbers to option keys, keeping the ones already given out."""

    def __init__(self) -> None:
        self.numbers: dict[str, int] = {}

    def assign(self, keys: Sequence[str]) -> dict[str, int]:
        """Numbers for ``keys`` (the open decision's option keys); forgets keys gone."""
        kept = {key: n for key, n in self.numbers.items() if key in keys}
        if not kept:
            self.numbers = {}
        used = set(kept.values())
        free = (n for n in range(1, 10_000) if n not in used)
        for key in keys:
            if key not in kept:
                kept[key] = next(free)
        self.numbers = kept
        return dict(kept)

    def key_for(self, number: int) -> str | None:
        return next((key for key, n in self.numbers.items() if n == number), None)
