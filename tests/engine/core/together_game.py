"""A tiny game that asks every seat at once, then asks outside the seats (issue 21).

Setup ``{"players": N, "outside": true}``: every seat picks a number (1-3) at the same
time, in any order; then, when ``outside``, a die is rolled outside the table (topic
``test.roll``, data ``{"sides": 6}``, answered ``{"value": 1..6}``); then it is over.
Kernel, host and SSH tests play it: no real game's rules, every part-2/3 shape.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.core import (
    OUTSIDE,
    Command,
    Decision,
    Event,
    GameKind,
    IllegalCommand,
    OutsideAnswer,
    message_from_dict,
)
from engine.core.game import register_game_kind

KIND = "test.together"
ROLL = "test.roll"


@dataclasses.dataclass(frozen=True)
class Pick(Command):
    kind = "together.pick"
    number: int = 0


@dataclasses.dataclass(frozen=True)
class Said(Event):
    kind = "together.said"


class TogetherGame:
    """See the module docstring."""

    def __init__(self, setup: dict[str, Any], seed: int) -> None:
        self.players = int(setup.get("players", 2))
        self.ask_outside = bool(setup.get("outside", True))
        self.picks: dict[int, int] = {}
        self.order: list[int] = []  # the seats in the order they answered
        self.roll = 0
        self.log: list[str] = []

    @property
    def decisions(self) -> tuple[Decision, ...]:
        if len(self.picks) < self.players:
            return tuple(Decision(seat, "Pick a number.", tuple(self.legal(seat)))
                         for seat in range(self.players) if seat not in self.picks)
        if self.ask_outside and not self.roll:
            return (Decision(OUTSIDE, "Roll the die.", topic=ROLL, data={"sides": 6}),)
        return ()

    @property
    def decision(self) -> Decision | None:
        decisions = self.decisions
        return decisions[0] if decisions else None

    def legal(self, seat: int) -> list[Command]:
        if seat in self.picks or not 0 <= seat < self.players:
            return []
        return [Pick(seat, n) for n in (1, 2, 3)]

    def apply(self, command: Command) -> list[Event]:
        if isinstance(command, OutsideAnswer):
            if command.topic != ROLL or self.decision is None or not self.decision.outside:
                raise IllegalCommand(f"no outside decision about {command.topic} is open")
            value = command.data.get("value")
            if not isinstance(value, int) or not 1 <= value <= 6:
                raise IllegalCommand(f"a roll is 1 to 6, not {value!r}")
            self.roll = value
            self.log.append(f"The die shows {value}.")
            return [Said(self.log[-1])]
        if command not in self.legal(command.seat):
            raise IllegalCommand(f"seat {command.seat} has nothing to pick now")
        assert isinstance(command, Pick)
        self.picks[command.seat] = command.number
        self.order.append(command.seat)
        self.log.append(f"Seat {command.seat} picked.")
        return [Said(self.log[-1])]

    def view(self, seat: int) -> dict[str, Any]:
        mine = next((d for d in self.decisions if d.seat == seat), None)
        return {
            "kind": KIND, "seat": seat, "picked": sorted(self.picks),
            "mine": self.picks.get(seat, 0), "roll": self.roll, "log": list(self.log),
            "decision": mine.to_dict() if mine else None,
            "game_over": not self.decisions,
        }


def _from_dict(data: dict[str, Any]) -> Command:
    command = message_from_dict(data)
    assert isinstance(command, Command)
    return command


register_game_kind(GameKind(KIND, "test", TogetherGame, _from_dict))
