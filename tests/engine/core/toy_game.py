"""A tiny seeded game used to test the kernel without any real game's rules."""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.core import Command, Decision, Event, GameKind, GameRng, IllegalCommand
from engine.core.game import register_game_kind


@dataclasses.dataclass(frozen=True)
class Draw(Command):
    kind = "toy.draw"


@dataclasses.dataclass(frozen=True)
class Drew(Event):
    kind = "toy.drew"
    value: int = 0


class ToyGame:
    """Two seats take turns drawing from a shuffled deck of 0..9; highest total wins."""

    def __init__(self, setup: dict[str, Any], seed: int) -> None:
        self.rng = GameRng(seed)
        self.deck = list(range(10))
        self.rng.shuffle(self.deck)
        self.totals = [0, 0]
        self.turn = 0

    @property
    def decision(self) -> Decision | None:
        if not self.deck:
            return None
        return Decision(self.turn, "Draw a card", (Draw(self.turn),))

    def legal(self, seat: int) -> list[Command]:
        decision = self.decision
        return list(decision.options) if decision and decision.seat == seat else []

    def apply(self, command: Command) -> list[Event]:
        if command not in self.legal(command.seat):
            raise IllegalCommand(f"seat {command.seat} may not draw now")
        value = self.deck.pop()
        self.totals[command.seat] += value
        self.turn = 1 - self.turn
        return [Drew(f"Seat {command.seat} drew {value}", value)]

    def view(self, seat: int) -> dict[str, Any]:
        return {"totals": list(self.totals), "deck": len(self.deck), "turn": self.turn}


TOY = GameKind(
    name="toy",
    content_version="test",
    new_game=ToyGame,
    command_from_dict=Draw.from_dict,
)
register_game_kind(TOY)
