"""The lobby every session shares: the running tables, creating, joining, leaving.

The lobby owns the store and one :class:`TableActor` per unfinished table. On start it
reloads every open or playing table from SQLite and replays it, so a restarted server
carries on where it stopped. Lobby screens wait on :meth:`Lobby.changed` to redraw
when a table opens, fills, finishes or someone leaves.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import secrets
from collections.abc import Callable
from typing import Any

from engine.core import HelicarrierError, Providers, Record
from engine.core.game import game_kind
from tui.ssh.champions_tables import KIND as CHAMPIONS
from tui.ssh.champions_tables import seat_heroes, table_detail
from tui.ssh.table_actor import BotRunner, TableActor, seat_label
from tui.ssh.table_store import FINISHED, OPEN, PLAYING, Seat, StoredTable, TableStore

log = logging.getLogger(__name__)


@dataclasses.dataclass(frozen=True)
class TableSummary:
    """One line of the lobby's table list."""

    id: int
    name: str
    kind: str
    seats: tuple[str, ...]
    free: int
    status: str
    moves: int
    my_seat: int | None
    result: str = ""
    detail: str = ""  # Champions: the scenario and difficulty


def summary_seats(kind: str, setup: dict[str, Any], seats: list[Seat]) -> tuple[str, ...]:
    """How the lobby lists a table's seats; a Champions seat also names its hero."""
    labels = [seat_label(seat) for seat in seats]
    if kind != CHAMPIONS:
        return tuple(labels)
    return tuple(f"{hero}: {label}" for hero, label in zip(seat_heroes(setup), labels,
                                                           strict=False))


def summary_detail(kind: str, setup: dict[str, Any]) -> str:
    return table_detail(setup) if kind == CHAMPIONS else ""


class Lobby:
    """Registry of served tables (see the module docstring)."""

    def __init__(
        self,
        store: TableStore,
        bots: BotRunner | None,
        seed_source: Callable[[], int] = lambda: secrets.randbelow(2**31),
        providers_for: Callable[[StoredTable], Providers] | None = None,
    ) -> None:
        """``providers_for`` gives each table the providers of its outside decisions
        (by topic; none by default: such a table waits and says what for)."""
        self.store = store
        self.bots = bots
        self._providers_for = providers_for
        self.actors: dict[int, TableActor] = {}
        self._seed_source = seed_source
        self._changed = asyncio.Condition()
        self._version = 0
        self.unresumable: dict[int, str] = {}

    async def start(self) -> None:
        """Bring back every unfinished table (replaying its stored commands).

        A table whose record no longer replays (say, after a rules change) is left in
        the database untouched and reported, so one table cannot keep the server down.
        """
        for stored in self.store.tables((OPEN, PLAYING)):
            try:
                self._add_actor(stored)
            except HelicarrierError as exc:
                log.error("table %s (%s) cannot be resumed: %s", stored.id, stored.name, exc)
                self.unresumable[stored.id] = str(exc)

    async def stop(self) -> None:
        for actor in list(self.actors.values()):
            await actor.stop()
        self.actors.clear()

    def _add_actor(self, stored: StoredTable) -> TableActor:
        providers = self._providers_for(stored) if self._providers_for else None
        actor = TableActor(stored, self.store, self.bots, on_change=self._notify,
                           providers=providers)
        self.actors[stored.id] = actor
        actor.start()
        return actor

    # -- change notification -------------------------------------------------------
    def _notify(self) -> None:
        self._version += 1
        asyncio.get_running_loop().create_task(self._wake())

    async def _wake(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    @property
    def version(self) -> int:
        """Increases whenever the table list changes."""
        return self._version

    async def changed(self, seen: int) -> int:
        """Wait until the version moves past ``seen``; return the new version."""
        async with self._changed:
            await self._changed.wait_for(lambda: self._version != seen)
            return self._version

    # -- queries --------------------------------------------------------------------
    def tables(self, player: str) -> list[TableSummary]:
        """Unfinished tables, the player's own first."""
        for actor in list(self.actors.values()):
            if actor.status == FINISHED and not actor.watched():
                self.actors.pop(actor.id, None)  # its game is in the history now
        rows = [
            self._summary(actor, player)
            for actor in self.actors.values()
            if actor.status != FINISHED
        ]
        rows.sort(key=lambda row: (row.my_seat is None, row.id))
        return rows

    def history(self, limit: int = 50) -> list[TableSummary]:
        return [
            TableSummary(
                id=stored.id,
                name=stored.name,
                kind=stored.record.kind,
                seats=summary_seats(stored.record.kind, stored.record.setup, stored.seats),
                free=0,
                status=FINISHED,
                moves=len(stored.record.commands),
                my_seat=None,
                result=stored.result,
                detail=summary_detail(stored.record.kind, stored.record.setup),
            )
            for stored in self.store.history(limit)
        ]

    def _summary(self, actor: TableActor, player: str) -> TableSummary:
        return TableSummary(
            id=actor.id,
            name=actor.name,
            kind=actor.record.kind,
            seats=summary_seats(actor.record.kind, actor.record.setup, actor.seats),
            free=actor.free_seats(),
            status=actor.status,
            moves=actor.moves,
            my_seat=actor.seat_of(player),
            result=actor.result,
            detail=summary_detail(actor.record.kind, actor.record.setup),
        )

    def actor(self, table_id: int) -> TableActor:
        try:
            return self.actors[table_id]
        except KeyError:
            raise HelicarrierError(f"table {table_id} is not open") from None

    # -- actions --------------------------------------------------------------------
    def create_table(
        self,
        player: str,
        kind: str,
        setup: dict[str, Any],
        seats: list[Seat],
        name: str = "",
        seed: int | None = None,
    ) -> TableActor:
        """Open a table; the creator takes the first human seat."""
        if not any(not seat.is_ai for seat in seats):
            raise HelicarrierError("a served table needs at least one human seat")
        game = game_kind(kind)
        record = Record(
            kind=kind,
            content_version=game.content_version,
            setup=setup,
            seed=self._seed_source() if seed is None else seed,
        )
        game.new_game(setup, record.seed)  # refuse a bad setup before storing it
        table_name = name or f"{player}'s table"
        table_id = self.store.create_table(table_name, record, seats)
        actor = self._add_actor(self.store.load(table_id))
        actor.join(player)
        self._notify()
        return actor

    def join(self, player: str, table_id: int) -> TableActor:
        actor = self.actor(table_id)
        actor.join(player)
        return actor

    def leave(self, player: str, table_id: int) -> None:
        actor = self.actor(table_id)
        actor.leave(player)
        if all(not seat.player for seat in actor.seats) and actor.moves == 0:
            # Nobody ever played here and nobody is left: remove it rather than litter.
            self.store.delete_table(actor.id)
            actor.status = FINISHED
            self.actors.pop(actor.id, None)
            asyncio.get_running_loop().create_task(actor.stop())
        self._notify()


__all__ = ["OPEN", "PLAYING", "Lobby", "TableSummary"]
