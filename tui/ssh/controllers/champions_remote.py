"""Connects one player's Champions table screen to a served table actor.

The Champions table screen (``tui/champions/table.py``) reads its game through a
controller: ``view(seat)``, who is to act, seat names and kinds. This controller
answers those questions from the newest :class:`~tui.ssh.table_actor.TableUpdate`
of the player's *own* seat, which is all the server ever sends it (another seat's
hand never reaches this object). Commands, undo, manual overrides (asked of the
other players) and the answers to a request go to the actor, as for plot capture
(``tui/controllers/remote_table.py``). Guests may play but not ask for overrides.
"""

from __future__ import annotations

from typing import Any

from engine.champions.core.commands import Choose
from engine.core import Command, HelicarrierError
from tui.champions.controllers.spec import BOT, HUMAN, ChampionsSeat, ChampionsSpec
from tui.shared.controllers.waiting import waiting_line
from tui.ssh.champions_tables import scenario_name, seat_heroes
from tui.ssh.controllers.remote_seat import RemoteSeat, refusal
from tui.ssh.table_actor import TableActor, TableUpdate, seat_label
from tui.ssh.table_store import OPEN

GUESTS_ASK_NO_OVERRIDE = "Guests cannot ask for manual overrides (sign in with your key)."


class RemoteChampionsController(RemoteSeat):
    """One player's seat at one served Champions table (see the module docstring)."""

    def __init__(self, actor: TableActor, player: str, guest: bool = False) -> None:
        super().__init__(actor, player)
        self.guest = guest
        self.seat = self._mailbox.seat
        self.update: TableUpdate | None = None
        self.heroes = seat_heroes(actor.record.setup)
        self.spec = self._spec(tuple(seat_label(seat) for seat in actor.seats))

    def _spec(self, labels: tuple[str, ...]) -> ChampionsSpec:
        seats = tuple(
            ChampionsSeat(f"{label} ({hero})", BOT if label.startswith("AI ") else HUMAN, hero)
            for label, hero in zip(labels, self.heroes, strict=True))
        record = self.actor.record
        return ChampionsSpec(str(record.setup.get("scenario", "")), seats, record.seed,
                             bool(record.setup.get("expert", False)))

    @property
    def scenario(self) -> str:
        return scenario_name(str(self.actor.record.setup.get("scenario", "")))

    # -- updates ---------------------------------------------------------------------
    def received(self, update: TableUpdate) -> None:
        if self.update is None or update.seats != self.update.seats:
            self.spec = self._spec(update.seats)  # someone sat down or left
        self.update = update

    # -- what the table screen reads -------------------------------------------------
    @property
    def bots(self) -> dict[int, object]:
        """No bot plays in this process (bot seats think on the server): no speed keys."""
        return {}

    @property
    def human_seats(self) -> list[int]:
        return [self.seat]

    @property
    def seat_count(self) -> int:
        return len(self.spec.seats)

    def is_human(self, seat: int) -> bool:
        return self.spec.seats[seat].is_human

    def name(self, seat: int) -> str:
        return self.spec.seats[seat].name

    def view(self, seat: int) -> dict[str, Any]:
        """This seat's view; while seats are free, no decision is offered yet."""
        if seat != self.seat:
            raise HelicarrierError("a served table shows only your own seat")
        assert self.update is not None, "no update from the table yet"
        if self.update.status == OPEN:
            return {**self.update.view, "decision": None}
        return self.update.view

    @property
    def deciding(self) -> list[int]:
        """The seats the table waits for (each update says so); none while seats are free."""
        if self.update is None or self.update.status == OPEN:
            return []
        return list(self.update.waiting)

    @property
    def to_act(self) -> int | None:
        """The first seat the table waits for."""
        seats = self.deciding
        return seats[0] if seats else None

    def has_decision(self, seat: int) -> bool:
        return seat in self.deciding

    def waiting_line(self, viewer: int) -> str:
        """Who (and what from outside the seats) the table waits for, as the viewer reads
        it: every other seat with a question, bots included."""
        if self.update is None:
            return ""
        return waiting_line(self.deciding, viewer, self.name, self.is_human,
                            self.update.outside)

    @property
    def is_over(self) -> bool:
        return self.update is not None and bool(self.update.view.get("outcome"))

    @property
    def my_turn(self) -> bool:
        """Whether the table waits for this seat's answer (others may be answering too)."""
        return self.has_decision(self.seat) and bool(
            (self.view(self.seat).get("decision") or {}).get("options"))

    # -- requests to the table -------------------------------------------------------
    async def play(self, command: Command) -> str | None:
        """Send a command; None when accepted, else the reason it was refused.

        The screen picks an option by its key; the table's legal commands also carry the
        option's label, so the command sent is the legal one with that key.
        """
        if isinstance(command, Choose) and self.update is not None:
            command = next((legal for legal in self.update.legal if isinstance(legal, Choose)
                            and legal.key == command.key), command)
        return await super().play(command)

    async def ask_override(self, command: Command) -> str | None:
        """Ask the table to apply a manual override (the others must agree); None when
        asked (or applied: nobody else to ask), else why not."""
        if self.guest:
            return GUESTS_ASK_NO_OVERRIDE
        return await refusal(self.actor.submit_override(self.player, command))
