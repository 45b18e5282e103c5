"""What every local table controller does the same way, whatever the game.

A local table owns a game, its record (setup, seed, commands) and a spec of seats
(each a human or a bot). Reading who must decide, which seats are human, a seat's
view, whether the record has moves not yet saved, and taking the last command back by
replaying the record without it are the same for plot capture and Marvel Champions;
each game's controller adds its bots, its reveal rule and its save format.

Several open decisions (issue 21). A game may ask several seats at once (the
mulligan) and ask outside the seats (a campaign's envelope, another group's report).
The table answers them in this order of preference: an outside decision whose provider
(registered by topic in :attr:`RecordedTable.providers`) can answer now; the seat at the
keyboard; a bot seat (bots answer their own seats, while the person at the keyboard
thinks too); then the terminal is handed to the next human seat with a question, once
per seat; with nothing else left, the table waits for the outside answer and says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from engine.core import (
    Command,
    Game,
    Providers,
    Record,
    deciding_seats,
    open_decisions,
    outside_decisions,
    replay_prefix,
)
from engine.core.outside import waiting_for_outside
from tui.shared.controllers.waiting import waiting_line

OVER, PLAY, BOT, PASS, WAIT = "over", "play", "bot", "pass", "wait"
"""What a local table does next (:meth:`RecordedTable.next_step`)."""


class Seat(Protocol):
    @property
    def is_human(self) -> bool: ...

    @property
    def name(self) -> str: ...


class Seats(Protocol):
    @property
    def seats(self) -> Sequence[Seat]: ...


class RecordedTable:
    """Shared reading and undo of a table's game and record (see the module docstring)."""

    spec: Seats
    game: Game
    record: Record
    saved_commands: int
    _providers: Providers | None = None

    @property
    def providers(self) -> Providers:
        """Who answers the game's outside decisions, by topic: none unless the table's
        owner (the campaign or event glue, a test) registers one."""
        if self._providers is None:
            self._providers = Providers()
        return self._providers

    @providers.setter
    def providers(self, providers: Providers) -> None:
        self._providers = providers

    def apply(self, command: Command) -> None:
        """Apply a command and record it (each game's controller)."""
        raise NotImplementedError

    def answer_outside(self) -> bool:
        """Ask the providers about the open outside decisions and apply the first answer
        one gives (recorded like any command); False when none answers now. Each call
        asks each provider once: a provider that answers is not asked the same question
        again, since the game moves on."""
        answer = self.providers.first_answer(self.game)
        if answer is None:
            return False
        self.apply(answer)
        return True

    @property
    def is_over(self) -> bool:
        return not open_decisions(self.game)

    def next_step(self, viewer: int) -> str:
        """What a local table does next for the seat at the keyboard (once the providers
        had their say, :meth:`answer_outside`): ``"over"``, ``"play"`` (the viewer
        decides), ``"bot"`` (a bot seat decides), ``"pass"`` (another human decides: hand
        the terminal to :meth:`pass_seat`) or ``"wait"`` (only outside answers that are
        not there yet are missing)."""
        if self.is_over:
            return OVER
        seats = self.deciding
        if viewer in seats and self.is_human(viewer):
            return PLAY
        if self.bots_deciding:
            return BOT
        if any(self.is_human(s) for s in seats):
            return PASS
        return WAIT

    @property
    def seat_count(self) -> int:
        return len(self.spec.seats)

    @property
    def deciding(self) -> list[int]:
        """The seats with an open decision, in the game's order."""
        return deciding_seats(self.game)

    def has_decision(self, seat: int) -> bool:
        return seat in self.deciding

    @property
    def to_act(self) -> int | None:
        """The first seat that must decide now, or None (over, or only outside answers
        are awaited)."""
        seats = self.deciding
        return seats[0] if seats else None

    @property
    def bots_deciding(self) -> list[int]:
        """The bot seats with an open decision."""
        return [s for s in self.deciding if not self.is_human(s)]

    @property
    def waiting_outside(self) -> bool:
        """Whether an outside decision is open (its provider has not answered yet)."""
        return bool(outside_decisions(self.game))

    def pass_seat(self, viewer: int) -> int:
        """The human seat to hand the terminal to: the next one after ``viewer`` (in seat
        order, round the table) with an open decision."""
        humans = [s for s in self.deciding if self.is_human(s)]
        if not humans:
            raise ValueError("no human seat has a decision open")
        count = self.seat_count
        return min(humans, key=lambda s: (s - viewer - 1) % count)

    def waiting_line(self, viewer: int) -> str:
        """What the table waits for, as the viewer reads it ("" when it waits for the
        viewer alone): the other seats with a question, and each outside decision no
        provider has answered yet."""
        return waiting_line(self.deciding, viewer, lambda s: self.spec.seats[s].name,
                            self.is_human,
                            [waiting_for_outside(d) for d in outside_decisions(self.game)])

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

