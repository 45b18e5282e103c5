"""What every game's new-game form knows of a seat: a display name and who plays it.

Each game's spec adds its own choice to a seat (a hero deck, an AI strength) and
checks its own kinds; the name rules are the same everywhere, so they live here once.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

HUMAN = "human"


@dataclasses.dataclass(frozen=True)
class FormSeat:
    """One seat: a display name and who plays it (``human`` or a game's bot kind)."""

    name: str
    kind: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


def refuse_repeated_names(seats: Iterable[FormSeat]) -> None:
    """``ValueError`` when two seats share a name (case aside): the log and views name seats."""
    names = [seat.name.casefold() for seat in seats]
    for name in names:
        if names.count(name) > 1:
            raise ValueError(f"two seats are both named {name!r}; give each its own name")
