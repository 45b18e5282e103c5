"""A table played on this terminal: the table screen wired to a ``LocalTableController``.

The screen stays a renderer (``PlotCaptureTableScreen``); this subclass only turns
its messages into controller calls and back into ``show_view``, and paces the game:

- AI seats play one command at a time, ``app.bot_delay`` seconds apart (``+``/``-``
  change it; 0 is instant, which the tests use). The AI thinks in a thread so the
  screen keeps answering keys.
- Hot-seat: the table shows the view of the human seat at the keyboard. When the
  decision passes to another human, a pass-the-terminal screen hides everything
  until that player presses a key.
- Leaving an unfinished game saves it first (to its save file in the save folder);
  a game that ends after it was saved is saved once more, so its file says it is over.
  A save that would replace another game's file asks first (``ReplaceSaveScreen``).
- A table of AI seats only is watched, not played: no seat is marked "(you)".
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from textual.app import App
from textual.screen import Screen
from textual.timer import Timer

from engine.core import HelicarrierError, IllegalCommand
from tui.plotcapture.controllers.local_table import LocalTableController, SaveConflict
from tui.plotcapture.controllers.table_status import TableStatus
from tui.plotcapture.screens.table import PlotCaptureTableScreen
from tui.shared.controllers.bot_speeds import speed_label
from tui.shared.screens.local_table_mixin import LocalTableMixin


def open_table(app: App[None], controller: LocalTableController) -> None:
    """Show a local table for ``controller`` on top of the current screen."""
    app.push_screen(LocalTableScreen(controller))


class LocalTableScreen(LocalTableMixin, PlotCaptureTableScreen):
    """Local driver of the table screen (see the module docstring)."""

    def __init__(self, controller: LocalTableController) -> None:
        super().__init__()
        self.controller = controller
        humans = controller.human_seats
        self.viewer = humans[0] if humans else 0
        self._bot_timer: Timer | None = None
        self._bot_busy = False
        self._passing = False
        self._over_shown = False
        self._left = False

    # ------------------------------------------------------------------ pacing

    def on_mount(self) -> None:
        self.advance()

    def table_status(self) -> TableStatus:
        controller = self.controller
        seat = controller.to_act
        note = ""
        if seat is not None and not controller.is_human(seat):
            note = f"{controller.spec.seats[seat].name} is thinking..."
        return TableStatus(
            can_undo=controller.can_undo(self.viewer),
            can_save=True,
            speed=speed_label(self.app_delay) if len(controller.players) else "",
            note=note,
        )

    def update_table(self) -> None:
        view = self.controller.view(self.viewer)
        if not self.controller.is_human(self.viewer):  # an all-AI table is watched, not played
            seats = [{**seat, "you": False} for seat in view["seats"]]
            view = {**view, "decision": {}, "seats": seats}
        self.show_view(view, self.table_status())

    def show_table(self) -> None:
        self.update_table()

    def game_ended(self) -> None:
        """Save the end into a saved game's file, then show the results."""
        if self.controller.save_path is not None and self.controller.unsaved:
            self._save_over()
        super().game_ended()

    def _schedule_bot(self) -> None:
        if self._bot_busy or self._bot_timer is not None:
            return
        self._bot_timer = self.set_timer(max(self.app_delay, 0.001), self._bot_step)

    async def _bot_step(self) -> None:
        self._bot_timer = None
        if self._left or self._bot_busy:
            return
        self._bot_busy = True
        moves = len(self.controller.record.commands)
        try:
            command = await asyncio.to_thread(self.controller.bot_choice)
            if self._left:
                return
            if len(self.controller.record.commands) == moves:  # nothing changed meanwhile
                self.controller.apply(command)
        except IllegalCommand as exc:  # an AI must only choose legal commands; say so, go on
            self.notify(f"The AI chose an illegal move ({exc}); it plays its first legal one.",
                        severity="error")
            self.controller.apply(self.controller.first_legal())
        finally:
            self._bot_busy = False
        self.advance()

    def _pass_to(self, seat: int) -> None:
        from tui.plotcapture.screens.card_reference import CardReferenceScreen
        from tui.shared.screens.pass_device import PassDeviceScreen

        while isinstance(self.app.screen, CardReferenceScreen):  # it shows the last hand
            self.app.pop_screen()
        self._passing = True
        name = self.controller.spec.seats[seat].name

        def taken_over(_: None = None) -> None:
            self._passing = False
            self.viewer = seat
            self.advance()

        self.app.push_screen(PassDeviceScreen(name), taken_over)

    def _show_game_over(self) -> None:
        from tui.plotcapture.screens.game_over import GameOverScreen

        def chosen(choice: str | None) -> None:
            if choice == "table":
                return
            self._leave_to(new_game=choice == "new")

        players = [seat.player_type() for seat in self.controller.spec.seats]
        self.app.push_screen(GameOverScreen(self.controller.view(self.viewer), players), chosen)

    # ------------------------------------------------------------------ messages from the screen

    def on_plot_capture_table_screen_command_chosen(
        self, message: PlotCaptureTableScreen.CommandChosen
    ) -> None:
        message.stop()
        controller = self.controller
        if controller.to_act != self.viewer or not controller.is_human(self.viewer):
            return
        try:
            controller.apply(message.command)
        except IllegalCommand as exc:
            self.notify(str(exc), title="Not allowed", severity="warning")
        self.advance()

    def on_plot_capture_table_screen_undo_requested(
        self, message: PlotCaptureTableScreen.UndoRequested
    ) -> None:
        message.stop()
        try:
            self.controller.undo(self.viewer)
        except HelicarrierError as exc:
            self.notify(str(exc), title="Cannot undo", severity="warning")
            return
        self.notify("Your last action is taken back.")
        self.advance()

    def on_plot_capture_table_screen_save_requested(
        self, message: PlotCaptureTableScreen.SaveRequested
    ) -> None:
        message.stop()
        self._save()

    def on_plot_capture_table_screen_speed_changed(
        self, message: PlotCaptureTableScreen.SpeedChanged
    ) -> None:
        message.stop()
        self.step_bot_speed(message.step)
        self.update_table()

    def on_plot_capture_table_screen_leave_requested(
        self, message: PlotCaptureTableScreen.LeaveRequested
    ) -> None:
        message.stop()
        self.confirm_leave()

    def leave_table(self) -> None:
        if not self.controller.is_over and self.controller.unsaved:
            self._save(then=lambda: self._leave_to(new_game=False))
            return
        self._leave_to(new_game=False)

    # ------------------------------------------------------------------ helpers

    def _save(self, then: Callable[[], None] | None = None, *, replace: bool = False,
              new_file: bool = False) -> None:
        """Save, asking first if the file holds another game; ``then`` runs once saved.

        A write error is reported and ``then`` still runs (as before: leaving is
        not blocked by a full disk); going back from the question does not run it.
        """
        try:
            path = self.controller.save_as_new() if new_file else self.controller.save(
                replace=replace)
        except SaveConflict as conflict:
            self._ask_replace(conflict, then)
            return
        except OSError as exc:
            self.notify(f"Could not save: {exc}", severity="error")
        else:
            self.notify(f"Saved to {path}", title="Game saved")
            if not self._left:
                self.update_table()
        if then is not None:
            then()

    def _ask_replace(self, conflict: SaveConflict, then: Callable[[], None] | None) -> None:
        from tui.plotcapture.screens.replace_save import ReplaceSaveScreen

        def answered(choice: str | None) -> None:
            if choice == "replace":
                self._save(then, replace=True)
            elif choice == "new":
                self._save(then, new_file=True)

        self.app.push_screen(ReplaceSaveScreen.for_file(conflict.path, conflict.readable),
                             answered)

    def _save_over(self) -> None:
        """The game ended after it was saved: write the end into its own file (never another's)."""
        try:
            self.controller.save()
        except SaveConflict:
            self.notify("The finished game was not saved: its file now holds another game.",
                        severity="warning")
        except OSError as exc:
            self.notify(f"Could not save the finished game: {exc}", severity="error")

    def new_game_screen(self) -> Screen[None]:
        from tui.plotcapture.screens.new_game import NewGameScreen

        return NewGameScreen()
