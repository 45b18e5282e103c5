"""A served table, opened from the lobby: the shared table screen fed by the table actor.

The screen is :class:`~tui.plotcapture.screens.table.PlotCaptureTableScreen` (one renderer for
local and networked play); this subclass wires it to a
:class:`~tui.ssh.controllers.remote_table.RemoteTableController`: a worker draws every
update of the player's own seat, chosen commands go to the actor, refusals appear
as notifications. ``u`` takes back your own last move while it revealed nothing
hidden, or else asks the other players to agree; ``y`` / ``n`` answer another
player's request, ``n`` withdraws your own (the table decides, see
``tui/ssh/table_actor.py``). The table's notices (why a request ended) appear as
notifications. Escape goes back to
the lobby and keeps the seat (press enter on the table in the lobby to come back);
the lobby's ``l`` gives the seat up.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, cast

from textual import work
from textual.binding import Binding

from tui.plotcapture.screens.table import PlotCaptureTableScreen
from tui.ssh import heap
from tui.ssh.controllers.remote_table import RemoteTableController, screen_view, table_status
from tui.ssh.table_store import FINISHED

if TYPE_CHECKING:
    from tui.ssh.app import ServedApp


class LobbyTableScreen(PlotCaptureTableScreen):
    """One player's seat at a served table (see the module docstring)."""

    def __init__(self, controller: RemoteTableController) -> None:
        super().__init__()
        self.controller = controller
        self._result_shown = False
        self._keys_shown: tuple[object, ...] | None = None
        self._notice_seen: int | None = None  # the table's last notice shown here

    def refresh_bindings(self) -> None:
        """Tell the footer only when the keys on offer really changed.

        ``show_view`` asks after every update; each refresh makes the screen work out
        its active bindings again and signal the footer, for every seat.
        """
        shown = (
            id(self.focused),
            tuple(
                self.check_action(binding.action.split("(")[0], ())
                for binding in self.BINDINGS
                if isinstance(binding, Binding)
            ),
        )
        if shown != self._keys_shown:
            self._keys_shown = shown
            super().refresh_bindings()

    def on_mount(self) -> None:
        self.sub_title = self.controller.actor.name
        self._follow_table()

    def on_unmount(self) -> None:
        self.controller.close()

    @work(exclusive=True, group="table-follow")
    async def _follow_table(self) -> None:
        first = True
        async for update in self.controller.updates():
            self.show_view(screen_view(update), table_status(update))
            if self._notice_seen is not None and update.notice_id > self._notice_seen:
                self.notify(update.notice, title="Undo")
            self._notice_seen = update.notice_id  # old news is not repeated on opening
            if first:
                first = False
                self.set_timer(heap.FREEZE_AFTER_SECONDS, heap.freeze_alive)
            if update.status == FINISHED and not self._result_shown:
                self._result_shown = True
                self.notify(f"Game over: {update.result}", title="Final standings", timeout=30)

    def on_plot_capture_table_screen_command_chosen(
        self, message: PlotCaptureTableScreen.CommandChosen
    ) -> None:
        message.stop()
        self._tell_table(lambda: self.controller.play(message.command))

    def on_plot_capture_table_screen_undo_requested(
        self, message: PlotCaptureTableScreen.UndoRequested
    ) -> None:
        message.stop()
        self._tell_table(self.controller.undo)

    def on_plot_capture_table_screen_undo_answered(
        self, message: PlotCaptureTableScreen.UndoAnswered
    ) -> None:
        message.stop()
        self._tell_table(lambda: self.controller.answer_undo(message.agree))

    def on_plot_capture_table_screen_undo_withdrawn(
        self, message: PlotCaptureTableScreen.UndoWithdrawn
    ) -> None:
        message.stop()
        self._tell_table(self.controller.withdraw_undo)

    @work(group="table-play")
    async def _tell_table(self, request: Callable[[], Awaitable[str | None]]) -> None:
        """Send one request to the table; its refusal, if any, becomes a notification."""
        problem = await request()
        if problem is not None:
            self.notify(problem, title="Not allowed", severity="warning")

    def on_plot_capture_table_screen_save_requested(
        self, message: PlotCaptureTableScreen.SaveRequested
    ) -> None:
        message.stop()
        self.notify("Shared tables are saved on the server after every move.")

    def on_plot_capture_table_screen_speed_changed(
        self, message: PlotCaptureTableScreen.SpeedChanged
    ) -> None:
        message.stop()

    def on_plot_capture_table_screen_leave_requested(
        self, message: PlotCaptureTableScreen.LeaveRequested
    ) -> None:
        message.stop()
        cast("ServedApp", self.app).back_to_lobby(self.controller.actor.id)

