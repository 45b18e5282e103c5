"""A local table with several open decisions and outside ones (issue 21 parts 2, 3).

The shared controller (tui/shared/controllers/recorded_table.py) plays the kernel's test
game: every seat picks at once, then a die is rolled outside the table.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.core import Command, Providers, Record
from tests.engine.core.together_game import KIND, ROLL, Pick, TogetherGame
from tui.shared.controllers.recorded_table import BOT, OVER, PASS, PLAY, WAIT, RecordedTable


@dataclasses.dataclass(frozen=True)
class Sitter:
    name: str
    is_human: bool = True


@dataclasses.dataclass(frozen=True)
class Spec:
    seats: tuple[Sitter, ...]


class TogetherTable(RecordedTable):
    def __init__(self, *seats: Sitter, outside: bool = True) -> None:
        setup: dict[str, Any] = {"players": len(seats), "outside": outside}
        self.spec = Spec(seats)
        self.game = TogetherGame(setup, 1)
        self.record = Record(KIND, "test", setup, 1)
        self.saved_commands = 0

    def apply(self, command: Command) -> None:
        self.game.apply(command)
        self.record = self.record.with_command(command.to_dict())


def test_the_viewer_answers_first_then_each_other_human_once() -> None:
    table = TogetherTable(Sitter("Ana"), Sitter("Bob"), Sitter("Cy"), outside=False)
    assert table.next_step(1) == PLAY  # the seat at the keyboard answers its own first
    assert table.waiting_line(1) == "Waiting for Ana and Cy."
    table.apply(Pick(1, 2))
    assert table.next_step(1) == PASS and table.pass_seat(1) == 2  # next round the table
    table.apply(Pick(2, 1))
    assert table.pass_seat(2) == 0
    table.apply(Pick(0, 3))
    assert table.next_step(0) == OVER
    assert [c["seat"] for c in table.record.commands] == [1, 2, 0]


def test_bots_answer_their_own_seats_while_the_viewer_plays() -> None:
    table = TogetherTable(Sitter("Ana"), Sitter("Bot", is_human=False), outside=False)
    assert table.next_step(0) == PLAY and table.bots_deciding == [1]
    assert table.waiting_line(0) == "Bot (bot) is playing..."
    table.apply(Pick(1, 1))
    assert table.next_step(0) == PLAY and table.bots_deciding == []


def test_an_outside_decision_goes_to_its_provider_or_the_table_waits() -> None:
    table = TogetherTable(Sitter("Ana"))
    table.apply(Pick(0, 2))
    assert table.next_step(0) == WAIT and table.to_act is None
    assert not table.answer_outside()  # no provider registered: nothing happens
    assert table.waiting_line(0) == "Waiting for the test (test.roll): Roll the die."
    asked: list[dict[str, Any]] = []
    table.providers = Providers({ROLL: lambda d: asked.append(d.data) or {"value": 3}})
    assert table.answer_outside()
    assert asked == [{"sides": 6}] and table.game.roll == 3
    assert table.next_step(0) == OVER
    assert table.record.commands[-1]["kind"] == "outside"


def test_a_bot_is_next_when_the_viewer_has_nothing_to_answer() -> None:
    table = TogetherTable(Sitter("Ana"), Sitter("Bot", is_human=False), outside=False)
    table.apply(Pick(0, 1))
    assert table.next_step(0) == BOT
