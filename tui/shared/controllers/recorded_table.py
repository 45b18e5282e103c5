"""What every local table controller does the same way, whatever the game.

A local table owns a game, its record (setup, seed, commands) and a spec of seats
(each a human or a bot). Reading whose decision it is, which seats are human, a
seat's view, whether the record has moves not yet saved, and taking the last command
back by replaying the record without it are the same for plot capture and Marvel
Champions; each game's controller adds its bots, its reveal rule and its save format.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from engine.core import Game, Record, replay_prefix


class Seat(Protocol):
    @property
    def is_human(self) -> bool: ...


class Seats(Protocol):
    @property
    def seats(self) -> Sequence[Seat]: ...


class RecordedTable:
    """Shared reading and undo of a table's game and record (see the module docstring)."""

    spec: Seats
    game: Game
    record: Record
    saved_commands: int

    @property
    def is_over(self) -> bool:
        return self.game.decision is None

    def next_step(self, viewer: int) -> str:
        """What a local table does next for the seat at the keyboard: ``"over"``, ``"bot"``
        (a bot seat decides), ``"pass"`` (another human decides: hand the terminal over) or
        ``"play"`` (the viewer decides)."""
        if self.is_over:
            return "over"
        seat = self.to_act
        assert seat is not None
        if not self.is_human(seat):
            return "bot"
        return "play" if seat == viewer else "pass"

    @property
    def seat_count(self) -> int:
        return len(self.spec.seats)

    @property
    def to_act(self) -> int | None:
        """The seat that must decide now, or None once the game is over."""
        decision = self.game.decision
        return None if decision is None else decision.seat

    def is_human(self, seat: int) -> bool:
        return self.spec.seats[seat].is_human

    @property
    def human_seats(self) -> list[int]:
        return [s for s in range(self.seat_count) if self.is_human(s)]

    def view(self, seat: int) -> dict[str, Any]:
        return self.game.view(seat)

    def views(self) -> list[dict[str, Any]]:
        """Every seat's view (what a move may have revealed is read from two of these)."""
        return [self.game.view(s) for s in range(self.seat_count)]

    @property
    def unsaved(self) -> bool:
        return self.saved_commands != len(self.record.commands)

    def replay_without_last(self) -> Game:
        """Drop the last command from the record and return the game replayed without it
        (the caller checks its kind and keeps it)."""
        keep = len(self.record.commands) - 1
        game = replay_prefix(self.record, keep)
        self.record = self.record.truncated(keep)
        return game
