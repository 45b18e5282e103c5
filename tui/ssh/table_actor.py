"""A table is an asyncio actor that owns one game; seats send commands, views come out.

Only the actor touches its game. Commands queue in its inbox and are handled one at a
time: checked against ``game.legal(seat)``, appended to SQLite (committed), then
applied, then every subscribed session gets a fresh :class:`TableUpdate` for *its own
seat* only. Another seat's hand never leaves the actor, because a session can only
subscribe to the seat its player sits in.

Each subscriber has a :class:`Mailbox` that keeps only the newest update: a view is a
full picture of the seat, so a slow session simply skips intermediate pictures and can
never hold the table up. AI seats think in worker processes (see ``tui.ssh.bots``) and
their answer comes back through the same inbox as a human's.

Undo (ARCHITECTURE.md section 2): a player may take back their own last command
alone while it revealed nothing hidden to anyone and the decision is still theirs.
The command's row is deleted (committed, so a restart replays the table without
it), the game is replayed without it, and every seat gets its new view.

Undo by agreement: when the table's most recent command is the player's own but
they may not take it back alone (it revealed something, or the turn has passed),
``u`` asks every other human seat to agree; AI seats agree at once. When all have
agreed, the command is taken back exactly as above. A refusal, any new command,
the asker withdrawing or anyone leaving drops the request, and every seat is told
why. The game never waits for the answers (the request blocks nobody), only one
request is open at a time, and requests live in memory only: after a restart
there is none.

Overrides by agreement (Champions tables): a manual override (an engine ``Manual*``
command: move a card, set a counter, flip, status, exhaust/ready, "resolved by hand")
changes what every seat shares, so it is the same kind of request: the asker's
override is tried on a replayed copy of the game (so a bad one is refused with the
engine's reason and the request can say what it does in the log's own words), every
other human seat must agree, AI seats agree at once, and with no other human seat it
is applied at once. Once agreed it is committed like any command (SQLite first, then
applied), so replay and restarts keep it. Taking an override back alone is never
offered: it too needs everyone's agreement (an undo request).

Several questions at once (issue 21): a game may ask several seats at the same time
(the mulligan, end-of-phase discards). Each seat answers its own open decision whenever
it likes, nobody waits for anybody, and the commands are recorded in the order they
reach the actor. Every AI seat with a question thinks at once (a task per seat); an AI's
answer is dropped when its seat's question changed meanwhile. Each update says which
seats the table waits for (``waiting``), so every player's waiting line names them.

Outside decisions (issue 21): what no seat decides (a campaign's envelope, another
group's report) is answered by the table's :class:`~engine.core.Providers`, registered by
topic; an answer goes through the inbox and SQLite like any command. A provider that has
no answer yet is asked again after every change and every ``OUTSIDE_POLL`` seconds,
:meth:`TableActor.submit_outside` hands an answer in from elsewhere, and the waiting line
says what the table waits for (``outside``).

Seats: a table is ``open`` until every human seat has a player, then ``playing``.
Leaving frees the seat (the game waits for someone to take it); disconnecting does
not, so a player who comes back gets the same seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
from collections.abc import Callable
from typing import Any, Protocol

from engine.core import (
    OUTSIDE,
    Command,
    Decision,
    HelicarrierError,
    IllegalCommand,
    OutsideAnswer,
    Providers,
    deciding_seats,
    decision_of,
    open_decisions,
    outside_decisions,
    replay,
    replay_prefix,
)
from engine.core.game import game_kind
from engine.core.messages import message_from_dict
from engine.core.outside import waiting_for_outside
from tui.shared.controllers.reveals import revealed
from tui.ssh.champions_tables import KIND as CHAMPIONS
from tui.ssh.champions_tables import describe_champions_result, is_override, looks_ahead
from tui.ssh.table_store import FINISHED, OPEN, PLAYING, Seat, StoredTable, TableStore

log = logging.getLogger(__name__)

MOVER_DELAY = 0.04
"""Seconds the mover's own update waits so the other seats' screens are drawn first."""
OUTSIDE_POLL = 1.0
"""Seconds between two questions to a provider that had no answer yet."""


class BotRunner(Protocol):
    """Chooses a command for an AI seat without blocking the event loop."""

    async def choose(
        self, ai: str, seed: int, view: dict[str, Any], legal: list[Command]
    ) -> Command: ...


@dataclasses.dataclass(frozen=True)
class TableUpdate:
    """What one seat's sessions are shown: that seat's view and its legal commands."""

    table_id: int
    name: str
    seat: int
    view: dict[str, Any]
    legal: tuple[Command, ...]
    seats: tuple[str, ...]
    status: str
    moves: int
    result: str = ""
    can_undo: bool = False  # this seat may take back its last command now
    can_ask_undo: bool = False  # ... only if every other human seat agrees
    undo_line: str = ""  # the open request (undo or override) as this seat sees it
    can_answer: bool = False  # this seat is asked to agree to the open request
    can_withdraw: bool = False  # this seat opened the request
    notice: str = ""  # the table's newest announcement (e.g. why a request ended)
    notice_id: int = 0  # grows with every new notice
    waiting: tuple[int, ...] = ()  # the seats with an open decision (this one too)
    outside: tuple[str, ...] = ()  # what the table waits for from outside the seats


class Mailbox:
    """Holds the newest update for one session; older, unread ones are replaced."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self._latest: TableUpdate | None = None
        self._ready = asyncio.Event()
        self.closed = False
        self.sent = 0  # updates put or scheduled so far: the newest one counts

    def put(self, update: TableUpdate) -> None:
        self.sent += 1
        self._deliver(update)

    def schedule(self) -> int:
        """Reserve a place for a delayed put; returns its token for :meth:`put_if_latest`."""
        self.sent += 1
        return self.sent

    def put_if_latest(self, update: TableUpdate, token: int) -> None:
        """A delayed put: skipped when a newer update was put or scheduled since ``token``
        (an older delayed update that fires later must not hide a newer one either)."""
        if token == self.sent:
            self._deliver(update)

    def _deliver(self, update: TableUpdate) -> None:
        self._latest = update
        self._ready.set()

    def close(self) -> None:
        self.closed = True
        self._ready.set()

    async def get(self) -> TableUpdate | None:
        """The newest update, waiting for one; None once the mailbox is closed."""
        while True:
            await self._ready.wait()
            self._ready.clear()
            if self.closed:
                return None
            if self._latest is not None:
                update, self._latest = self._latest, None
                return update


UNDO, AGREE, REFUSE, WITHDRAW = "undo", "agree", "refuse", "withdraw"
"""What a request without a command asks of the table."""
OVERRIDE = "override"
"""A request whose command (a manual override) needs every seat's agreement."""


@dataclasses.dataclass
class _Request:
    seat: int
    command: Command | None  # None for UNDO, AGREE, REFUSE and WITHDRAW
    done: asyncio.Future[None]
    asked: Decision | None = None  # bots and providers: the question they answered
    undos_seen: int = 0  # bots: how many undos the table had when they were asked
    ask: str = ""  # UNDO, OVERRIDE, AGREE, REFUSE or WITHDRAW instead of playing a command


@dataclasses.dataclass
class TableAsk:
    """An open request to the table, undo or override (held in memory only)."""

    seat: int  # who asks (for an undo: the seat that sent the last command)
    waiting: set[int]  # human seats that have not agreed yet
    override: Command | None = None  # the override asked for; None: an undo
    does: str = ""  # what the override does, in the log's words
    move: dict[int, str] = dataclasses.field(default_factory=dict)
    """An undo: the move it takes back, in each seat's own log's words (no hidden card
    reaches a seat that did not see it)."""

    @property
    def what(self) -> str:
        return "override" if self.override is not None else "undo"


def _log_of(view: dict[str, Any]) -> list[Any]:
    """A view's whole log (Champions views also carry the last lines alone as ``log``)."""
    return list(view.get("log_all", view.get("log", [])))


def seat_label(seat: Seat) -> str:
    """How the lobby and table show a seat."""
    if seat.is_ai:
        return f"AI ({seat.ai})"
    return seat.player or "(free)"


def describe_result(game: Any, seats: list[Seat], kind: str = "") -> str:
    """A one-line result for the history, e.g. "ana won; ana 2, bob 1 plots".

    Uses the game's ``standings()`` (plot-capture: seat, plots, winner) when it has one;
    a Champions table says whether the players won, why, and in which round.
    """
    if kind == CHAMPIONS:
        return describe_champions_result(game.view(0))
    standings = getattr(game, "standings", None)
    if standings is None:
        return "finished"
    rows = list(standings())

    def name(row: dict[str, Any]) -> str:
        seat = int(row.get("seat", -1))
        return seat_label(seats[seat]) if 0 <= seat < len(seats) else f"seat {seat}"

    winners = [name(row) for row in rows if row.get("winner")]
    scores = ", ".join(f"{name(row)} {row.get('plots', '')}".strip() for row in rows)
    if not winners:
        return f"{scores} plots"
    verb = "won" if len(winners) == 1 else "shared the win"
    return f"{' and '.join(winners)} {verb}; {scores} plots"


class TableActor:
    """One served game: see the module docstring."""

    def __init__(
        self,
        stored: StoredTable,
        store: TableStore,
        bots: BotRunner | None,
        on_change: Callable[[], None] = lambda: None,
        providers: Providers | None = None,
    ) -> None:
        self.id = stored.id
        self.name = stored.name
        self.record = stored.record
        self.seats = stored.seats
        self.status = stored.status
        self.result = stored.result
        self.game = replay(stored.record)
        self.moves = len(stored.record.commands)
        self._kind = game_kind(stored.record.kind)
        self._store = store
        self._bots = bots
        self._on_change = on_change
        self._inbox: asyncio.Queue[_Request] = asyncio.Queue()
        self._mailboxes: dict[int, set[Mailbox]] = {}
        self._task: asyncio.Task[None] | None = None
        self._bot_tasks: dict[int, asyncio.Task[None]] = {}  # AI seat -> its thinking
        self._stopping = False  # once stop() begins, no AI seat starts thinking again
        self.providers = providers if providers is not None else Providers()
        self._outside_task: asyncio.Task[None] | None = None
        self._outside_asked = False  # a provider's answer waits in the inbox
        self._persisting = False  # a command is being written (seat names are fixed)
        self._undos = 0  # grows with every undo (an AI's answer from before one is stale)
        self._undo_seat = self._last_command_undo_seat()
        self._asking: TableAsk | None = None
        self._notice = ""
        self._notice_id = 0

    # -- life cycle ---------------------------------------------------------------
    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"table-{self.id}")
        self._maybe_start_bot()

    async def stop(self) -> None:
        self._stopping = True  # a move finishing meanwhile must not start a new bot turn
        for task in (*self._bot_tasks.values(), self._outside_task, self._task):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        for boxes in self._mailboxes.values():
            for box in boxes:
                box.close()

    # -- seats --------------------------------------------------------------------
    def seat_of(self, player: str) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.player == player:
                return index
        return None

    def free_seats(self) -> int:
        return sum(1 for seat in self.seats if seat.is_free)

    def join(self, player: str) -> int:
        """Sit ``player`` down (their old seat if they have one) and return the seat."""
        existing = self.seat_of(player)
        if existing is not None:
            return existing
        if self.status == FINISHED:
            raise HelicarrierError(f"table {self.name!r} has finished")
        for index, seat in enumerate(self.seats):
            if seat.is_free:
                seat.player = player
                self._seats_changed()
                return index
        raise HelicarrierError(f"table {self.name!r} has no free seat")

    def leave(self, player: str) -> None:
        """Free ``player``'s seat; the game waits until someone takes it."""
        index = self.seat_of(player)
        if index is None or self.status == FINISHED:
            return
        if self._asking is not None:
            self._drop_ask(f"{seat_label(self.seats[index])} left the table")
        self.seats[index].player = ""
        for box in self._mailboxes.pop(index, set()):
            box.close()
        self._seats_changed()

    def _seats_changed(self) -> None:
        self.status = PLAYING if self.free_seats() == 0 else OPEN
        self._store.save_seats(self.id, self.seats, self.status)
        if self.moves == 0 and not self._persisting:
            self._name_seats()
        self._broadcast()
        self._on_change()
        self._maybe_start_bot()

    def _name_seats(self) -> None:
        """Before the first move, the game's seat names follow who sits there.

        Games whose setup has a ``seats`` list of names (plot-capture) get the players'
        names, so the log says "ana goes first"; free seats keep "Seat N".
        """
        names = self.record.setup.get("seats")
        if not isinstance(names, list) or len(names) != len(self.seats):
            return
        wanted = [
            seat.player or (f"AI {seat.ai}" if seat.is_ai else f"Seat {index + 1}")
            for index, seat in enumerate(self.seats)
        ]
        if wanted == names:
            return
        self.record = dataclasses.replace(self.record, setup={**self.record.setup, "seats": wanted})
        self._store.save_setup(self.id, self.record.setup)
        self.game = replay(self.record)

    # -- views --------------------------------------------------------------------
    def subscribe(self, player: str) -> Mailbox:
        """A mailbox of ``player``'s own seat's updates (the current one is in it)."""
        seat = self.seat_of(player)
        if seat is None:
            raise HelicarrierError(f"{player} has no seat at table {self.name!r}")
        box = Mailbox(seat)
        self._mailboxes.setdefault(seat, set()).add(box)
        box.put(self.update_for(seat))
        return box

    def watched(self) -> bool:
        """Does any session still show this table?"""
        return any(self._mailboxes.values())

    def unsubscribe(self, box: Mailbox) -> None:
        self._mailboxes.get(box.seat, set()).discard(box)
        box.close()

    def update_for(self, seat: int) -> TableUpdate:
        playing = self.status == PLAYING
        return TableUpdate(
            table_id=self.id,
            name=self.name,
            seat=seat,
            view=self.game.view(seat),
            legal=tuple(self.game.legal(seat)) if playing else (),
            seats=tuple(seat_label(s) for s in self.seats),
            status=self.status,
            moves=self.moves,
            result=self.result,
            can_undo=self.can_undo(seat),
            can_ask_undo=self.can_ask_undo(seat),
            undo_line=self._undo_line(seat),
            can_answer=self._asking is not None and seat in self._asking.waiting,
            can_withdraw=self._asking is not None and self._asking.seat == seat,
            notice=self._notice,
            notice_id=self._notice_id,
            waiting=tuple(deciding_seats(self.game)),
            outside=tuple(waiting_for_outside(d) for d in outside_decisions(self.game)),
        )

    def _undo_line(self, seat: int) -> str:
        """The open request (undo or override) in one line, as ``seat`` sees it ("" when
        none)."""
        ask = self._asking
        if ask is None:
            return ""
        waiting = " and ".join(seat_label(self.seats[s]) for s in sorted(ask.waiting))
        asker = seat_label(self.seats[ask.seat])
        if ask.override is not None:
            if seat == ask.seat:
                return f"Override asked ({ask.does}): waiting for {waiting} to agree."
            if seat in ask.waiting:
                return f"{asker} asks to override: {ask.does} \u2014 agree?"
            return f"{asker} asks to override: {ask.does}; waiting for {waiting} to agree."
        move = ask.move.get(seat, "")
        if seat == ask.seat:
            return f"Undo asked{f' ({move})' if move else ''}: waiting for {waiting} to agree."
        said = f"{asker} asks to undo their last move" + (f": {move}" if move else "")
        if seat in ask.waiting:
            return f"{said} \u2014 agree?" if move else f"{said}: agree?"
        return f"{said}; waiting for {waiting} to agree."

    def _broadcast(self, mover: int | None = None) -> None:
        """Send every watched seat its new view; the other seats are drawn first.

        All sessions share one process, so two screens drawn at once each take twice as
        long. The player who moved knows what they did; the others do not. So when
        other seats are watching, the mover's own update waits ``MOVER_DELAY`` seconds
        and the others' screens are drawn without competition. A newer update sent in
        the meantime wins: the delayed one is dropped, so it cannot undo a later change.
        """
        loop = asyncio.get_running_loop()
        others_watch = any(boxes for seat, boxes in self._mailboxes.items() if seat != mover)
        for seat, boxes in self._mailboxes.items():
            if boxes:
                update = self.update_for(seat)
                for box in boxes:
                    if seat == mover and others_watch:
                        loop.call_later(MOVER_DELAY, box.put_if_latest, update, box.schedule())
                    else:
                        box.put(update)

    # -- commands -----------------------------------------------------------------
    async def submit(self, player: str, command: Command) -> None:
        """Play ``command`` for ``player``; raises IllegalCommand with a reason if refused."""
        seat = self.seat_of(player)
        if seat is None:
            raise IllegalCommand(f"you have no seat at table {self.name!r}")
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        await self._inbox.put(_Request(seat, command, done))
        await done

    async def submit_undo(self, player: str, what: str = UNDO) -> None:
        """Take back ``player``'s last command, or ask the others to agree to it (UNDO);
        answer the open request (AGREE, REFUSE) or withdraw one's own (WITHDRAW).

        Raises IllegalCommand with a reason when that is not possible now.
        """
        seat = self.seat_of(player)
        if seat is None:
            raise IllegalCommand(f"you have no seat at table {self.name!r}")
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        await self._inbox.put(_Request(seat, None, done, ask=what))
        await done

    async def submit_override(self, player: str, command: Command) -> None:
        """Ask the table to apply ``player``'s manual override (see the module docstring):
        applied at once when no other human sits at the table, else a request every other
        human seat answers with AGREE or REFUSE through :meth:`submit_undo`.

        Raises IllegalCommand with a reason when the override cannot be asked now.
        """
        seat = self.seat_of(player)
        if seat is None:
            raise IllegalCommand(f"you have no seat at table {self.name!r}")
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        await self._inbox.put(_Request(seat, command, done, ask=OVERRIDE))
        await done

    async def submit_outside(self, answer: OutsideAnswer) -> None:
        """Answer an open outside decision from elsewhere than the table's providers
        (the event glue, a test); raises IllegalCommand with the game's reason if refused."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        await self._inbox.put(_Request(OUTSIDE, answer, done))
        await done

    def poll_outside(self) -> None:
        """Ask the providers about the open outside decisions now (their answers go
        through the inbox like any command)."""
        if self.status != PLAYING or self._outside_asked:
            return  # an answer is on its way: the provider is not asked twice
        for decision in outside_decisions(self.game):
            answer = self.providers.answer(decision)
            if answer is not None:
                done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
                self._outside_asked = True
                self._inbox.put_nowait(_Request(OUTSIDE, answer, done, asked=decision,
                                                undos_seen=self._undos))
                done.add_done_callback(self._outside_answered)
                return

    def _outside_answered(self, done: asyncio.Future[None]) -> None:
        """A provider's answer was handled; one the game refused is logged (the table
        keeps waiting and asks again later)."""
        self._outside_asked = False
        if not done.cancelled() and done.exception() is not None:
            log.error("table %s: an outside answer was refused: %s", self.id, done.exception())

    def _maybe_poll_outside(self) -> None:
        """Ask the providers now and, while an outside decision stays open, every
        ``OUTSIDE_POLL`` seconds."""
        self.poll_outside()
        idle = self._outside_task is None or self._outside_task.done()
        if idle and outside_decisions(self.game) and self.providers:
            self._outside_task = asyncio.create_task(self._poll_outside_later())

    async def _poll_outside_later(self) -> None:
        while self.status == PLAYING and outside_decisions(self.game):
            await asyncio.sleep(OUTSIDE_POLL)
            self.poll_outside()

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back the last command now (see the module docstring)."""
        return (
            self.status == PLAYING
            and seat in deciding_seats(self.game)
            and self._undo_seat == seat
            and not self.seats[seat].is_ai
        )

    def can_ask_undo(self, seat: int) -> bool:
        """Whether ``seat`` may ask the others to let it take back the last command: it
        is the seat's own and the table's most recent, but may not be undone alone."""
        return (
            self.status == PLAYING
            and self._asking is None
            and self.moves > 0
            and int(self.record.commands[-1]["seat"]) == seat
            and not self.seats[seat].is_ai
            and not self.can_undo(seat)
        )

    def _last_command_undo_seat(self) -> int | None:
        """The seat that sent the last command if it revealed nothing, else None (replays)."""
        count = len(self.record.commands)
        if count == 0 or is_override(message_from_dict(self.record.commands[-1])):
            return None  # an override was agreed to: taking it back needs agreement too
        if int(self.record.commands[-1]["seat"]) == OUTSIDE:
            return None  # no seat answered it: nobody takes it back alone
        before = replay_prefix(self.record, count - 1)
        seats = range(len(self.seats))
        if revealed([before.view(s) for s in seats], [self.game.view(s) for s in seats]):
            return None
        return int(self.record.commands[-1]["seat"])

    async def _run(self) -> None:
        while True:
            request = await self._inbox.get()
            try:
                await self._handle(request)
            except (IllegalCommand, HelicarrierError) as exc:
                if not request.done.done():
                    request.done.set_exception(exc)
            except Exception:
                # A bug or a storage failure must not kill the table or hang the sender.
                log.exception("table %s could not handle %r", self.id, request.command)
                if not request.done.done():
                    request.done.set_exception(
                        HelicarrierError("the server could not record that move; try again")
                    )
            else:
                if not request.done.done():
                    request.done.set_result(None)

    async def _handle(self, request: _Request) -> None:
        if request.asked is not None and (decision_of(self.game, request.seat) != request.asked
                                          or request.undos_seen != self._undos):
            return  # a bot's or provider's answer to a question that is no longer open
        if self.status != PLAYING:
            raise IllegalCommand("the game waits until every seat is taken")
        if request.ask == OVERRIDE:
            assert request.command is not None
            await self._ask_override(request.seat, request.command)
            return
        if request.ask:
            await self._handle_request(request.seat, request.ask)
            return
        command = request.command
        assert command is not None
        if command.seat != request.seat:
            raise IllegalCommand("you can only play for your own seat")
        if isinstance(command, OutsideAnswer):
            if not any(d.topic == command.topic for d in outside_decisions(self.game)):
                raise IllegalCommand(f"the table waits for no {command.topic} answer now")
        else:
            legal = self.game.legal(request.seat)
            if command not in legal:
                raise IllegalCommand("that is not a legal move now")
            command = legal[legal.index(command)]  # as the game words it now (its label)
        await self._commit(request.seat, command)

    async def _commit(self, seat: int, command: Command, notice: str = "") -> None:
        """The one way a command enters the game: committed to SQLite, then applied, then
        every seat gets its new view; ``notice`` tells every seat why (an agreement)."""
        number = self.moves + 1
        data = command.to_dict()
        self._persisting = True
        try:
            await self._store.record_command(self.id, number, data)
        finally:
            self._persisting = False
        seats = range(len(self.seats))
        before = [self.game.view(s) for s in seats]
        try:
            self.game.apply(command)
        except HelicarrierError:
            self._store.drop_command(self.id, number)
            self.game = replay(self.record)
            raise
        self.record = self.record.with_command(data)
        self.moves = number
        shown = revealed(before, [self.game.view(s) for s in seats])
        self._undo_seat = None if shown or is_override(command) or seat == OUTSIDE else seat
        if self._asking is not None:
            who = "an outside answer came" if seat == OUTSIDE else \
                f"{seat_label(self.seats[seat])} played on"
            self._drop_ask(who)
        if notice:
            self._tell(notice)
        if not open_decisions(self.game):
            self.status = FINISHED
            self.result = describe_result(self.game, self.seats, self.record.kind)
            self._store.finish(self.id, self.result)
            self._on_change()
        self._broadcast(mover=seat)
        self._maybe_start_bot()

    async def _handle_request(self, seat: int, what: str) -> None:
        """UNDO, or an answer to the open request (undo or override): AGREE, REFUSE,
        WITHDRAW."""
        ask = self._asking
        kind = ask.what if ask is not None else "undo"
        if what == UNDO:
            if self.can_undo(seat):
                await self._undo(seat)
            elif self.can_ask_undo(seat):
                await self._ask_undo(seat)
            elif ask is not None and ask.seat == seat:
                raise IllegalCommand("you already asked; the others have not all agreed yet")
            elif ask is not None and ask.override is not None:
                raise IllegalCommand(f"{seat_label(self.seats[ask.seat])}'s override request "
                                     "is still open; answer it first")
            else:
                raise IllegalCommand("there is nothing you can undo now")
        elif what == WITHDRAW:
            if ask is None or ask.seat != seat:
                raise IllegalCommand(f"you have no {kind} request to withdraw")
            self._drop_ask(f"{seat_label(self.seats[seat])} withdrew it")
            self._broadcast()
        elif what in (AGREE, REFUSE):
            if ask is None or seat not in ask.waiting:
                raise IllegalCommand(f"there is no {kind} request for you to answer")
            name = seat_label(self.seats[seat])
            if what == REFUSE:
                self._drop_ask(f"{name} refused")
                self._broadcast()
                return
            ask.waiting.discard(seat)
            if ask.waiting:
                self._broadcast()
                return
            self._asking = None
            asker = seat_label(self.seats[ask.seat])
            if ask.override is not None:
                await self._commit(ask.seat, ask.override,
                                   f"Everyone agreed: {asker}'s override was applied.")
                return
            await self._undo(ask.seat, f"Everyone agreed: {asker}'s last move was taken back.")
        else:
            raise IllegalCommand(f"unknown undo request {what!r}")

    async def _ask_override(self, seat: int, command: Command) -> None:
        """Open an override request (or apply it at once when no other human sits here)."""
        if self.record.kind != CHAMPIONS or not is_override(command):
            raise IllegalCommand("this table takes no manual overrides")
        if command.seat != seat:
            raise IllegalCommand("you can only ask overrides for your own seat")
        if self._asking is not None:
            if self._asking.seat == seat:
                raise IllegalCommand(f"your {self._asking.what} request is still open; "
                                     "withdraw it first")
            raise IllegalCommand(f"{seat_label(self.seats[self._asking.seat])}'s "
                                 f"{self._asking.what} request is still open; answer it first")
        does = self._override_does(command)
        waiting = {
            index for index, other in enumerate(self.seats) if index != seat and not other.is_ai
        }
        if not waiting:
            await self._commit(seat, command)
            return
        self._asking = TableAsk(seat, waiting, command, does)
        self._broadcast()

    def _override_does(self, command: Command) -> str:
        """What ``command`` would do, in the log's words ("Black Widow now has 3 damage"),
        found by applying it to a replayed copy of the game; IllegalCommand (the engine's
        reason) when it cannot be applied."""
        trial = replay(self.record)
        lines = [event.text for event in trial.apply(command)]
        if not lines:
            raise IllegalCommand("that override would change nothing")
        return lines[0].removeprefix("By hand: ").rstrip(".")

    async def _ask_undo(self, seat: int) -> None:
        """Open a request to the other human seats; with none, the AI seats agree now."""
        waiting = {
            index for index, other in enumerate(self.seats) if index != seat and not other.is_ai
        }
        if not waiting:
            await self._undo(seat, "The AI seats agreed: your last move was taken back.")
            return
        self._asking = TableAsk(seat, waiting, move=self._last_move_words())
        self._broadcast()

    def _last_move_words(self) -> dict[int, str]:
        """The table's last command as each seat's log told it (its first new line), read
        from each seat's own view before and after it; "" where a seat's log gained none."""
        before = replay_prefix(self.record, len(self.record.commands) - 1)
        words = {}
        for seat in range(len(self.seats)):
            old, new = (_log_of(game.view(seat)) for game in (before, self.game))
            added = new[len(old):] if new[:len(old)] == old else []
            words[seat] = str(added[0]).rstrip(".") if added else ""
        return words

    def _drop_ask(self, why: str) -> None:
        """Drop the open request and tell every seat ``why`` (the caller broadcasts)."""
        ask = self._asking
        assert ask is not None
        self._asking = None
        asker = seat_label(self.seats[ask.seat])
        if ask.override is not None:
            self._tell(f"Override request dropped ({why}): {asker}'s override was not applied.")
            return
        self._tell(f"Undo request dropped ({why}): {asker}'s move stands.")

    def _tell(self, notice: str) -> None:
        self._notice = notice
        self._notice_id += 1

    async def _undo(self, seat: int, agreed: str = "") -> None:
        """Take back the last command (``seat``'s); ``agreed``: everyone said yes, and the
        notice that tells them so."""
        if not (agreed or self.can_undo(seat)):
            raise IllegalCommand("there is nothing you can undo now")
        number = self.moves
        await self._store.remove_command(self.id, number)
        if self._asking is not None:  # an override asked of the state before the undo
            self._drop_ask(f"{seat_label(self.seats[seat])} took a move back")
        if agreed:
            self._tell(agreed)
        self.record = self.record.truncated(number - 1)
        self.game = replay_prefix(self.record, number - 1)
        self.moves = number - 1
        self._undos += 1
        self._undo_seat = self._last_command_undo_seat()
        self._broadcast(mover=seat)
        self._maybe_start_bot()

    # -- AI seats -----------------------------------------------------------------
    def _maybe_start_bot(self) -> None:
        """Let every AI seat with an open question think (one task per seat), and ask the
        providers about the outside questions."""
        if self.status != PLAYING or self._stopping:
            return
        self._maybe_poll_outside()
        if self._bots is None:
            return
        for decision in open_decisions(self.game):
            seat = decision.seat
            if decision.outside or not self.seats[seat].is_ai:
                continue
            task = self._bot_tasks.get(seat)
            if task is not None and not task.done():
                continue
            self._bot_tasks[seat] = asyncio.create_task(self._bot_turn(seat, decision))

    async def _bot_turn(self, seat: int, decision: Decision) -> None:
        moves, undos = self.moves, self._undos
        ai = self.seats[seat].ai
        seed = (self.record.seed * 1_000_003 + moves * 7 + seat) % (2**31)
        try:
            view, legal = self.game.view(seat), self.game.legal(seat)
            if self.record.kind == CHAMPIONS and looks_ahead(ai):
                command = await self._bots.choose(  # type: ignore[union-attr]
                    ai, seed, view, legal, record=self.record.to_dict())
            else:
                command = await self._bots.choose(  # type: ignore[union-attr]
                    ai, seed, view, legal)
        except Exception:
            log.exception("AI seat %s at table %s failed to choose", seat, self.id)
            self._bot_tasks.pop(seat, None)
            return
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        await self._inbox.put(_Request(seat, command, done, asked=decision, undos_seen=undos))
        try:
            await done
        except HelicarrierError:
            log.exception("AI seat %s at table %s chose an illegal move", seat, self.id)
        finally:
            self._bot_tasks.pop(seat, None)
            self._maybe_start_bot()

