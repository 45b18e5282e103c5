"""A served Champions table: the Champions table screen fed by the table actor.

The screen is :class:`~tui.champions.screens.table.ChampionsTableScreen` (one renderer for
the hot-seat table and for SSH); this subclass wires it to a
:class:`~tui.ssh.controllers.champions_remote.RemoteChampionsController`: a worker draws every
update of the player's own seat (so only its hand and what it may know), chosen
options go to the actor and refusals appear as notifications. Bot seats play on the
server, so there is no hand-over screen and no bot speed.

When the table's question turns to this seat (its turn, or a window question of the
villain phase, "... Use an interrupt?"), the terminal rings its bell and the options
panel is highlighted; every other seat reads "Waiting for <who>." in its place. A
question asked of several players at once (the mulligan, the end-of-phase discards) is
open for each of them at the same time: each answers when they like, and the others'
line names everyone the table still waits for.

``u`` takes back your own last move while it revealed nothing (the Champions rule in
``tui/controllers/reveals.py``), or asks the other players to agree; ``m`` opens the
manual override dialog, and the override it builds is asked of the other players (an
override changes what every seat shares; the table actor applies it once all agree).
``y`` / ``n`` answer another player's request, undo or override; ``n`` withdraws your
own. Escape goes back to the lobby and keeps the seat; the table is saved on the server
after every move.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from engine.core import Command
from tui.champions.screens import table as table_module
from tui.champions.screens.table import ChampionsTableScreen
from tui.champions.widgets.decision_panel import DecisionPanel
from tui.ssh import heap
from tui.ssh.controllers.champions_remote import (
    GUESTS_ASK_NO_OVERRIDE,
    RemoteChampionsController,
)
from tui.ssh.table_actor import TableUpdate
from tui.ssh.table_store import FINISHED, OPEN

if TYPE_CHECKING:
    from tui.ssh.app import ServedApp

YOUR_ANSWER = "-your-answer"
"""The decision panel's class while the table waits for this seat."""


class ServedChampionsScreen(ChampionsTableScreen):
    """One player's seat at a served Champions table (see the module docstring)."""

    # the table's styles sit beside the table screen (a relative CSS_PATH would be read
    # beside this file)
    CSS_PATH = str(Path(table_module.__file__).with_name("champions.tcss"))

    DEFAULT_CSS = """
    ServedChampionsScreen DecisionPanel.-your-answer { border: heavy $warning; }
    ServedChampionsScreen #champ-request {
        height: 1; background: $panel; color: $warning; text-style: bold; padding: 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer_undo(True)", "Agree to the request", show=False),
        Binding("n", "answer_undo(False)", "Refuse / withdraw the request", show=False),
    ]
    MANUAL_NOTE = "the other players must agree"

    controller: RemoteChampionsController  # type: ignore[assignment]

    def __init__(self, controller: RemoteChampionsController) -> None:
        super().__init__(controller)  # type: ignore[arg-type]
        self.viewer = controller.seat
        self._my_turn = False
        self._notice_seen: int | None = None
        self._result_shown = False
        self._request_shown = ""

    def on_mount(self) -> None:
        """(The base class's ``on_mount`` runs too: it focuses the options.)"""
        self.sub_title = self.controller.actor.name
        self._follow_table()

    def on_unmount(self) -> None:
        self.controller.close()

    @work(exclusive=True, group="table-follow")
    async def _follow_table(self) -> None:
        first = True
        async for update in self.controller.updates():
            self._show_update(update)
            if first:
                first = False
                self.set_timer(heap.FREEZE_AFTER_SECONDS, heap.freeze_alive)

    def _show_update(self, update: TableUpdate) -> None:
        self.draw()
        mine = self.controller.my_turn
        panel = self.query_one(DecisionPanel)
        panel.set_class(mine, YOUR_ANSWER)
        if mine and not self._my_turn:
            self.app.bell()  # the table now waits for this player
        self._my_turn = mine
        if self._notice_seen is not None and update.notice_id > self._notice_seen:
            self.notify(update.notice, title="Request")
        self._notice_seen = update.notice_id
        if update.status == FINISHED and not self._result_shown:
            self._result_shown = True
            self.notify(f"Game over: {update.result}", title="Final result", timeout=30)

    # ------------------------------------------------------------------ drawing

    def advance(self) -> None:
        """Bots play on the server and nobody passes a keyboard: just draw what came."""
        if self.controller.update is not None:
            self.draw()

    def compose(self) -> ComposeResult:
        """The table's widgets, with a line for the table's request under the top line."""
        widgets = super().compose()
        yield next(widgets)  # the top line
        request = Static("", id="champ-request", markup=False)
        request.display = False
        yield request
        yield from widgets

    def draw(self) -> None:
        super().draw()
        line = self._request_line()
        request = self.query_one("#champ-request", Static)
        if line != self._request_shown:  # rare: touch the line (and the layout) only then
            self._request_shown = line
            request.update(line)
            request.display = bool(line)

    @property
    def said_names(self) -> list[str]:
        """The players' names without their heroes ("ana: your turn"; the lobby's seat
        names are "ana (Maria Hill)")."""
        return [name.rsplit(" (", 1)[0] for name in self.names]

    def _request_line(self) -> str:
        """Who the table waits for to join, or the open request and its keys; "" for none.
        A line of its own: on the top line it pushed the seed out of an 80-column view."""
        update = self.controller.update
        if update is not None and update.status == OPEN:
            free = sum(1 for label in update.seats if label == "(free)")
            return f"Waiting for {free} more player{'s' if free != 1 else ''} to join"
        if update is not None and update.undo_line:
            keys = " (y / n)" if update.can_answer else " (n withdraws)" if (
                update.can_withdraw) else ""
            return f"{update.undo_line}{keys}"
        return ""

    def _decision_text(self) -> tuple[str, list[dict[str, Any]]]:
        update = self.controller.update
        if update is not None and update.status == OPEN and not self.view.get("outcome"):
            return "The game starts when every seat is taken.", []
        return super()._decision_text()

    # ------------------------------------------------------------------ sending

    def send(self, command: Command) -> None:
        self._tell_table(lambda: self.controller.play(command))

    def action_undo(self) -> None:
        self._tell_table(self.controller.undo)

    def action_manual(self) -> None:
        if self.controller.guest:
            self.notify(GUESTS_ASK_NO_OVERRIDE, severity="warning")
            return
        super().action_manual()

    def send_override(self, command: Command) -> None:
        """Ask the table: the override is applied once every other player agrees."""
        self._tell_table(lambda: self.controller.ask_override(command))

    def action_answer_undo(self, agree: bool) -> None:
        update = self.controller.update
        if update is not None and update.can_withdraw and not agree:
            self._tell_table(self.controller.withdraw_undo)
        else:
            self._tell_table(lambda: self.controller.answer_undo(agree))

    @work(group="table-play")
    async def _tell_table(self, request: Callable[[], Awaitable[str | None]]) -> None:
        """Send one request to the table; its refusal, if any, becomes a notification."""
        problem = await request()
        if problem is not None:
            self.notify(problem, title="Not allowed", severity="warning")

    # ------------------------------------------------------------------ keys

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No saving (the server saves every move) and no bot speed."""
        return action not in ("save", "speed")

    def action_leave(self) -> None:
        """Back to the lobby; the seat stays yours (enter on the table comes back)."""
        self._left = True
        cast("ServedApp", self.app).back_to_lobby(self.controller.actor.id)
