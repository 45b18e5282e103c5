"""What a table screen played on this terminal does the same in every game: pace and leaving.

Champions' table screen and plot capture's local table both move the game on the same
way (after each change: hand the terminal over, or draw and then let a bot play or
show the end), pace their bots by ``app.bot_delay`` (``+``/``-`` step through the
named speeds) and leave the same way: stop the pending bot step, close the table, and
open that game's new-game form when the player asked for a new game. ``esc`` asks
before it leaves (``tui/shared/screens/leave_table.py``): it also closes every popup,
and one press too many used to drop the game to the menu. A mixin, because
the two screens have different bases (plot capture's renderer is shared with the SSH
table); it has no widgets, CSS or keys.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.screen import Screen
from textual.timer import Timer

from engine.core import IllegalCommand
from tui.shared.controllers.bot_speeds import stepped_delay
from tui.shared.controllers.recorded_table import OVER, PASS, RecordedTable

OUTSIDE_POLL = 1.0
"""Seconds between two questions to the providers while only an outside answer is
missing."""

# Type checkers see the screen the mixin lands on; at run time it is a plain class, so
# Textual's CSS and bindings still come from the game's own screen classes alone.
if TYPE_CHECKING:
    _ScreenBase = Screen[None]
else:
    _ScreenBase = object


class LocalTableMixin(_ScreenBase):
    """Put first in a table screen's bases; the screen sets the attributes below."""

    controller: RecordedTable
    viewer: int
    """The human seat at the keyboard (whose view is drawn)."""
    _bot_timer: Timer | None
    _outside_timer: Timer | None = None
    _passing: bool
    _over_shown: bool
    _left: bool

    # ------------------------------------------------------------------ the game's part

    def show_table(self) -> None:
        """Draw the viewer's view of the table."""
        raise NotImplementedError

    def _pass_to(self, seat: int) -> None:
        """Hide the table until the human at ``seat`` takes the terminal, then go on."""
        raise NotImplementedError

    def _schedule_bot(self) -> None:
        """Let a bot seat that must decide play, ``app_delay`` seconds from now (called
        again while one is scheduled: schedule nothing more)."""
        raise NotImplementedError

    def _show_game_over(self) -> None:
        """Show how the game ended, and go where the player chooses next."""
        raise NotImplementedError

    def game_ended(self) -> None:
        """Once, when the game is over (a game may first save its end)."""
        self._show_game_over()

    def new_game_screen(self) -> Screen[Any]:
        """The game's new-game form, opened when the player leaves for a new game."""
        raise NotImplementedError

    def leave_table(self) -> None:
        """The player confirmed leaving: save a game still running, then ``_leave_to``."""
        raise NotImplementedError

    # ------------------------------------------------------------------ shared

    def advance(self) -> None:
        """Draw, then start whatever comes next: the providers answer what enters from
        outside the seats, then the viewer plays (bot seats with a question of their own
        answer meanwhile), or the terminal goes to the next human with a question, or the
        game is over. While an outside decision is open, the providers are asked again
        every ``OUTSIDE_POLL`` seconds (another group's report may come at any time)."""
        if self._left or self._passing:
            return
        controller = self.controller
        try:
            while controller.answer_outside():
                pass
        except IllegalCommand as exc:  # a provider's answer the game refused: say so, wait
            self.notify(f"An outside answer was refused: {exc}", severity="error")
        step = controller.next_step(self.viewer)
        if step == PASS:
            self._pass_to(controller.pass_seat(self.viewer))
            return
        self.show_table()
        if controller.bots_deciding:
            self._schedule_bot()
        if controller.waiting_outside:
            self._schedule_outside_poll()
        if step == OVER and not self._over_shown:
            self._over_shown = True
            self.game_ended()

    def _schedule_outside_poll(self) -> None:
        """Ask the providers again in ``OUTSIDE_POLL`` seconds."""
        if self._outside_timer is None:
            self._outside_timer = self.set_timer(OUTSIDE_POLL, self._outside_poll)

    def _outside_poll(self) -> None:
        self._outside_timer = None
        self.advance()

    @property
    def app_delay(self) -> float:
        """Seconds between two bot steps (``app.bot_delay``; 0, instant, when the app has none)."""
        return float(getattr(self.app, "bot_delay", 0.0))

    def step_bot_speed(self, step: int) -> None:
        """One named speed faster (``+1``) or slower (``-1``); the caller redraws."""
        self.app.bot_delay = stepped_delay(self.app_delay, step)  # type: ignore[attr-defined]

    def confirm_leave(self) -> None:
        """``esc`` at the table: ask, and leave (``leave_table``) only on a yes."""
        from tui.shared.screens.leave_table import LeaveTableScreen

        def answered(leave: bool | None) -> None:
            if leave and not self._left:
                self.leave_table()

        self.app.push_screen(LeaveTableScreen(self.controller.is_over), answered)

    def _leave_to(self, *, new_game: bool) -> None:
        """Close the table for good; then the new-game form if ``new_game``, else what was below."""
        self._left = True
        for timer in (self._bot_timer, self._outside_timer):
            if timer is not None:
                timer.stop()
        app = self.app
        app.pop_screen()
        if new_game:
            app.push_screen(self.new_game_screen())
