"""What the new-game form produces: seats (human or AI), a seed and rule options.

Kept free of Textual and of engine classes so that the form, the local
controller and the SSH lobby can all build one; the controller turns it into
the engine's ``Setup``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tui.shared.controllers.form_seats import HUMAN, FormSeat

AI_KINDS = ("random", "greedy", "mcts")
SEAT_KINDS = (HUMAN, *AI_KINDS)

MCTS_STRENGTHS: dict[str, int] = {"easy": 50, "normal": 200, "hard": 800}
"""Search iterations per decision for each MCTS strength the form offers."""

MIN_SEATS = 2
MAX_SEATS = 6


@dataclasses.dataclass(frozen=True)
class SeatSpec(FormSeat):
    """One seat: a display name, who plays it, and (for MCTS) how hard it thinks."""

    strength: str = "normal"

    def player_type(self) -> str:
        """Who plays the seat, for the game-over statistics: ``human``, ``AI: MCTS (hard)``."""
        if self.is_human:
            return "human"
        if self.kind == "mcts":
            return f"AI: MCTS ({self.strength})"
        return f"AI: {self.kind}"

    def label(self) -> str:
        """Short description for lists: ``Ana (human)``, ``Bot (MCTS, hard)``."""
        if self.kind == "mcts":
            return f"{self.name} (MCTS, {self.strength})"
        return f"{self.name} ({self.kind})"


@dataclasses.dataclass(frozen=True)
class TableSpec:
    """Everything the new-game form asks for."""

    seats: tuple[SeatSpec, ...]
    seed: int
    options: dict[str, Any] = dataclasses.field(default_factory=dict)

    def __post_init__(self) -> None:
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats")
        for seat in self.seats:
            if seat.kind not in SEAT_KINDS:
                raise ValueError(f"seat {seat.name!r}: unknown player kind {seat.kind!r}")
            if seat.kind == "mcts" and seat.strength not in MCTS_STRENGTHS:
                raise ValueError(f"seat {seat.name!r}: unknown MCTS strength {seat.strength!r}")
