"""The Champions table on this terminal: renders one seat's view, plays bots, passes the keyboard.

The screen reads only ``game.view(seat)`` dicts (through the controller) and sends
``Choose``/``Manual*`` commands back to the controller; it never touches engine state.

Layout. At 80x24 the status line, the villain panel (villain, main scheme, side
scheme count and threat), your identity and a one-line summary of your engaged minions
and allies (full width), your hand, the open decision and the last log lines are all
on screen. From 110 columns and 34 rows (``-wide -tall``) each
side scheme with its icons, the encounter deck/discard and victory display, every
player's area and a card-text panel for the focused card are shown too. What a
small screen leaves out is one key away: ``a`` players' areas, ``t`` card text,
``l`` the whole log. The card-text panel (and ``t``) reads the cards the highlighted option
names and the cards its question is about, from the view's ``decision.cards`` (a minion
searched for, the card looked at or being revealed, both cards of a swap); a new question
focuses its highlighted option's cards (issue 29).

Hot-seat and bots. The table shows the view of the human seat at the keyboard (so
only that seat's hand). When a decision moves to another human, window questions
in the villain phase included, a pass-the-terminal screen hides the table until that
player presses a key. A question asked of every player at once (the mulligan, the
end-of-phase discards) is answered first by the player at the keyboard, then the
terminal goes once to each other player with that question; bot seats answer theirs
meanwhile. Bot seats play one decision at a time, ``app.bot_delay`` seconds apart
(``+``/``-`` change it; 0 is instant, which the tests use).
Leaving an unfinished game saves it first; a game that ends is saved at its end.

Elimination. A player eliminated while the table is open is announced (a notice
naming the seat and its hero); the eliminated viewer's decision panel says "You are
out" above what the table waits for, the top line marks the seat "(out)", and the
table keeps drawing that seat's view so the player can watch to the end.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from content.champions.schema import catalog
from engine.champions.core.commands import Choose
from engine.core import Command, HelicarrierError, IllegalCommand
from tui.champions.controllers.controller import ChampionsController
from tui.champions.controllers.option_numbers import ORDER
from tui.champions.widgets.areas_panel import AreasPanel
from tui.champions.widgets.card_format import (
    card_by_id,
    engaged_and_allies,
    option_card,
    option_cards,
)
from tui.champions.widgets.card_text_panel import CardTextPanel
from tui.champions.widgets.decision_panel import DecisionPanel
from tui.champions.widgets.hand_panel import ChampionsHandPanel, identity_title
from tui.champions.widgets.table_words import shown_options, with_names
from tui.champions.widgets.villain_panel import VillainPanel
from tui.shared.controllers.bot_speeds import speed_label
from tui.shared.screens.local_table_mixin import LocalTableMixin
from tui.shared.widgets.game_log import GameLog
from tui.shared.widgets.redraw import update_static
from tui.shared.widgets.table_footer import TableFooter


def elimination_line(view: dict[str, Any], seat: int, names: list[str], viewer: int) -> str:
    """``You are out: Nick Fury is defeated. You watch the game to its end.`` (RRG v1.8
    PLAYER ELIMINATION: the eliminated player's cards leave, the others play on)."""
    player = next(p for p in view["players"] if p["seat"] == seat)
    hero = player["identity"]["name"]
    if seat == viewer:
        return f"You are out: {hero} is defeated. You watch the game to its end."
    return f"{names[seat]} is out: {hero} is defeated. The others play on."


def open_champions_table(app: App[None], controller: ChampionsController) -> None:
    """Show the table for ``controller`` on top of the current screen."""
    app.push_screen(ChampionsTableScreen(controller))


class ChampionsTableScreen(LocalTableMixin, Screen[None]):
    """See the module docstring."""

    CSS_PATH = "champions.tcss"
    PALETTE_OWN_COMMANDS_ONLY = True  # ctrl+p lists the table's commands, not Textual's
    WIDE = (110, 34)
    """From this many columns and rows (``-wide -tall``) the extra panels are shown."""
    MANUAL_NOTE = "logged, undoable"
    """What the manual override dialog's title says about an override at this table."""
    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [
        (0, "-narrow"), (WIDE[0], "-wide")]
    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [
        (0, "-short"), (WIDE[1], "-tall")]

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(key, f"number({key!r})", "", show=False) for key in ORDER),
        Binding("a", "areas", "Areas"),
        Binding("t", "card_text", "Card text"),
        Binding("l", "log", "Log"),
        Binding("m", "manual", "Manual"),
        Binding("u", "undo", "Undo"),
        Binding("ctrl+s", "save", "Save"),
        Binding("plus", "speed(1)", "Bots faster", key_display="+", show=False),
        Binding("minus", "speed(-1)", "Bots slower", key_display="-", show=False),
        Binding("h", "go('hand')", "Go to hand", show=False),
        Binding("o", "go('decision')", "Go to options", show=False),
        Binding("escape", "leave", "Leave"),
    ]

    def __init__(self, controller: ChampionsController) -> None:
        super().__init__()
        self.controller = controller
        humans = controller.human_seats
        self.viewer = humans[0] if humans else 0
        self.view: dict[str, Any] = {}
        self.focus_cards: list[int] = []  # the focused card(s): a hand card, an option's
        self._question: tuple[str, tuple[str, ...]] = ("", ())  # the decision last drawn
        self._bot_timer: Timer | None = None
        self._passing = False
        self._over_shown = False
        self._left = False
        self._out: set[int] | None = None  # seats eliminated at the last draw
        self._named_log: tuple[list[str], list[str]] = ([], [])  # the log, and with names

    def compose(self) -> ComposeResult:
        yield Static("", id="champ-status", markup=False)
        yield VillainPanel(id="villain")
        you = Static("", id="you", markup=False)  # small tables: identity and area, in full
        you.display = False
        yield you
        with Horizontal(id="champ-main"):
            with Vertical(id="champ-left"):
                yield Static("", id="identity", markup=False)
                yield ChampionsHandPanel(id="hand")
                yield AreasPanel(id="areas")
            with Vertical(id="champ-right"):
                yield DecisionPanel(id="decision")
                yield CardTextPanel(id="card-text")
                yield GameLog(id="champ-log")
        yield TableFooter()

    def on_mount(self) -> None:
        self.query_one(DecisionPanel).focus_options()
        self.advance()

    # ------------------------------------------------------------------ reading

    @property
    def wide(self) -> bool:
        """Whether the extra panels show (read from the terminal size: the breakpoint
        classes arrive only with the first resize, after the first draw)."""
        width, height = self.app.size
        return width >= self.WIDE[0] and height >= self.WIDE[1]

    def on_resize(self) -> None:
        if self.view:
            self.draw()

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.controller.spec.seats]

    @property
    def said_names(self) -> list[str]:
        """The seats' names as prompts, options and the log say them ("Ana: your turn")."""
        return self.names

    @property
    def deciding(self) -> bool:
        return bool((self.view.get("decision") or {}).get("options"))

    @property
    def focus_card(self) -> int | None:
        """The card ``t`` opens on: the first focused one."""
        return self.focus_cards[0] if self.focus_cards else None

    def help_screen(self) -> Screen[None]:
        """The app's ``?`` opens this instead of the plot-capture help."""
        from tui.champions.screens.help import ChampionsHelpScreen
        from tui.shared.screens.screen_keys import screen_keys

        return ChampionsHelpScreen(screen_keys(self))

    # ------------------------------------------------------------------ drawing

    def draw(self) -> None:
        """Render the viewer's view (cheap: panels skip what did not change)."""
        controller = self.controller
        view = controller.view(self.viewer)
        if not controller.is_human(self.viewer):
            view = {**view, "decision": None}  # an all-bot table is watched, not played
        self.view = view
        self.query_one(VillainPanel).show(view, self.wide, self.said_names)
        me = next(p for p in view["players"] if p["seat"] == self.viewer)
        self._show_you(me)
        self.query_one(ChampionsHandPanel).show(me)
        prompt, options = self._decision_text()
        names = self.said_names
        panel = self.query_one(DecisionPanel)
        panel.show(with_names(prompt, names), shown_options(view, options, names),
                   asked=(self.viewer, view["round"]))
        question = (prompt, tuple(o["key"] for o in options))
        if question != self._question:  # a new question: read what its option names
            self._question = question
            named = option_cards(view, panel.highlighted_key)
            if named:
                self.focus_cards = [card["id"] for card in named]
        if self.wide:
            self.query_one(AreasPanel).show(view, self.names)
            self.query_one(CardTextPanel).show(self._focused_cards())
        self.query_one(GameLog).show(self._log_lines())
        update_static(self.query_one("#champ-status", Static), self._status_line())
        self._tell_eliminations()

    def _tell_eliminations(self) -> None:
        """A player eliminated since the last draw is announced (it was one log line, and
        the table then read "Bot 2 (bot) is playing" for rounds). The table opened on a
        game with players already out says nothing: its decision panel and areas do."""
        out = {p["seat"] for p in self.view["players"] if p["eliminated"]}
        if self._out is not None and not self.view.get("outcome"):
            for seat in sorted(out - self._out):
                self.notify(elimination_line(self.view, seat, self.names, self.viewer),
                            title="Player eliminated", severity="warning", timeout=15)
        self._out = out

    def _log_lines(self) -> list[str]:
        """The log with seat names; lines already named are kept (the log only grows,
        except after an undo, when it is named again)."""
        lines = self.view["log_all"]
        raw, named = self._named_log
        if lines[: len(raw)] != raw:
            raw, named = [], []
        named = named + [with_names(line, self.said_names) for line in lines[len(raw):]]
        self._named_log = (list(lines), named)
        return named

    def _show_you(self, me: dict[str, Any]) -> None:
        """Wide: the identity above the hand (the areas panel shows the rest). Small: the
        identity and a summary of your engaged minions and allies, each a full-width
        line under the villain (in the left column the identity wrapped onto 3 lines)."""
        identity = self.query_one("#identity", Static)
        you = self.query_one("#you", Static)
        wide = self.wide
        if identity.display != wide:  # only when the size class changes: a layout
            identity.display = wide
            you.display = not wide
        if wide:
            update_static(identity, identity_title(me))
            return
        lines = Text(no_wrap=True, overflow="ellipsis")
        lines.append(identity_title(me), style="bold")
        lines.append("\n" + engaged_and_allies(me))
        update_static(you, lines)

    def _status_line(self) -> Text:
        view = self.view
        spec = self.controller.spec
        mode = "expert" if view["expert"] else "standard"
        scenario = catalog().scenarios.get(view["scenario"])
        me = next(p for p in view["players"] if p["seat"] == self.viewer)
        out = " (out)" if me["eliminated"] else ""
        line = (f"{self.names[self.viewer]}{out} | round {view['round']}, {view['phase']} phase | "
                f"{scenario.name if scenario else view['scenario']} ({mode}) | seed {spec.seed}")
        if self.controller.bots:
            line += f"  bots: {speed_label(self.app_delay)}"
        return Text(line, no_wrap=True, overflow="ellipsis")

    def _decision_text(self) -> tuple[str, list[dict[str, Any]]]:
        view = self.view
        if view.get("outcome"):
            return f"Game over: the players {'win' if view['outcome'] == 'win' else 'lose'} " \
                   f"({view['cause']}).", []
        decision = view.get("decision") or {}
        if decision.get("options"):
            return str(decision["prompt"]), list(decision["options"])
        waiting = self.controller.waiting_line(self.viewer)
        me = next(p for p in view["players"] if p["seat"] == self.viewer)
        if me["eliminated"]:
            return f"{elimination_line(view, self.viewer, self.names, self.viewer)}\n" \
                   f"{waiting}", []
        return waiting, []

    def _focused_cards(self) -> list[dict[str, Any]]:
        """The focused cards as the view shows them now (a card gone from view drops)."""
        cards = (card_by_id(self.view, cid) for cid in self.focus_cards)
        return [card for card in cards if card is not None]

    # ------------------------------------------------------------------ pacing

    def show_table(self) -> None:
        self.draw()

    def _schedule_bot(self) -> None:
        if self._bot_timer is None:
            self._bot_timer = self.set_timer(max(self.app_delay, 0.001), self._bot_step)

    def _bot_step(self) -> None:
        self._bot_timer = None
        if self._left or self.controller.is_over:
            return
        if not self.controller.bots_deciding:
            self.advance()
            return
        command = self.controller.bot_choice()
        try:
            self.controller.apply(command)
        except IllegalCommand as exc:  # a bot must only choose legal commands; say so, go on
            self.notify(f"The bot chose an illegal move ({exc}); it plays the first option.",
                        severity="error")
            self.controller.apply(self.controller.game.legal(command.seat)[0])
        self.advance()

    def _pass_to(self, seat: int) -> None:
        from tui.shared.screens.pass_device import PassDeviceScreen

        self._passing = True

        def taken_over(_: None = None) -> None:
            self._passing = False
            self.viewer = seat
            self.focus_cards = []
            self.advance()

        self.app.push_screen(PassDeviceScreen(self.names[seat]), taken_over)

    def game_ended(self) -> None:
        """Save the end (a game never saved gets its file now), then show the results: the
        load list then says the game is finished and opens it on the final table."""
        if self.controller.unsaved:
            try:
                self.controller.save()
            except OSError as exc:
                self.notify(f"Could not save the finished game: {exc}", severity="error")
        super().game_ended()

    def _show_game_over(self) -> None:
        from tui.champions.screens.game_over import ChampionsGameOverScreen

        def chosen(choice: str | None) -> None:
            if choice == "table":
                return
            self._leave_to(new_game=choice == "new")

        self.app.push_screen(ChampionsGameOverScreen(self.controller.view(self.viewer),
                                                     self.names), chosen)

    # ------------------------------------------------------------------ sending

    def send(self, command: Command) -> None:
        """Apply ``command`` for the viewer; an illegal one is reported, not applied."""
        try:
            self.controller.apply(command)
        except IllegalCommand as exc:
            self.notify(str(exc), title="Not allowed", severity="warning")
        self.advance()

    def on_decision_panel_chosen(self, message: DecisionPanel.Chosen) -> None:
        message.stop()
        if self.deciding and self.controller.has_decision(self.viewer):
            self.send(Choose(self.viewer, message.key))

    def on_decision_panel_focused(self, message: DecisionPanel.Focused) -> None:
        message.stop()
        named = option_cards(self.view, message.key)
        if named:
            self._focus(*(card["id"] for card in named))

    def on_champions_hand_panel_focused(self, message: ChampionsHandPanel.Focused) -> None:
        message.stop()
        if message.card is not None:
            self._focus(message.card)

    def on_champions_hand_panel_picked(self, message: ChampionsHandPanel.Picked) -> None:
        """``enter`` on a hand card: choose the option that plays it, else the one option
        about it (spend it while paying, mulligan it); when there is none, or several,
        say so and send nothing."""
        message.stop()
        card = card_by_id(self.view, message.card)
        name = card["name"] if card else "That card"
        if not (self.deciding and self.controller.has_decision(self.viewer)):
            self.notify(f"{name}: it is not your decision now.", severity="warning")
            return
        keys = [option["key"] for option in self.view["decision"]["options"]]
        about = [key for key in keys if (option_card(self.view, key) or {}).get("id")
                 == message.card]
        play = f"play:{message.card}"
        if play in keys or len(about) == 1:
            self.send(Choose(self.viewer, play if play in keys else about[0]))
            return
        why = "no option uses it now" if not about else "pick one of its options"
        self.notify(f"{name}: {why} (o goes to the options).", severity="warning")

    def _focus(self, *cards: int) -> None:
        self.focus_cards = list(cards)
        if self.wide and self.view:
            self.query_one(CardTextPanel).show(self._focused_cards())

    # ------------------------------------------------------------------ actions (keys)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys stay put (no footer rebuild on each move, which costs a whole layout): undo
        and the manual dialog say why when they cannot be used; speed is for bot tables."""
        if action == "speed":
            return bool(self.controller.bots)
        return True

    def action_number(self, number: int | str) -> None:
        if self.deciding:
            self.query_one(DecisionPanel).choose_number(number)

    def action_areas(self) -> None:
        from tui.champions.screens.area_screen import PlayerAreaScreen

        self.app.push_screen(PlayerAreaScreen(self.view, self.names, self.viewer))

    def action_card_text(self) -> None:
        from tui.champions.screens.card_popup import CardTextScreen

        self.app.push_screen(CardTextScreen(self.view, self.focus_card))

    def action_log(self) -> None:
        from tui.champions.screens.log_screen import ChampionsLogScreen

        self.app.push_screen(ChampionsLogScreen(self._log_lines()))

    def action_manual(self) -> None:
        from tui.champions.screens.manual_dialog import ManualDialog

        if self.controller.is_over or not self.controller.is_human(self.viewer):
            self.notify("Manual overrides are for a human seat in a game still running.",
                        severity="warning")
            return
        def chosen(command: Command | None) -> None:
            if command is not None:
                self.send_override(command)

        self.app.push_screen(ManualDialog(self.view, self.viewer, self.MANUAL_NOTE), chosen)

    def send_override(self, command: Command) -> None:
        """A manual override from the dialog: applied at once at this table (a shared
        table asks the other players first)."""
        self.send(command)

    def action_undo(self) -> None:
        try:
            self.controller.undo(self.viewer)
        except HelicarrierError as exc:
            self.notify(str(exc), severity="warning")
            return
        self.notify("Your last move is taken back.")
        self.advance()

    def action_save(self) -> None:
        try:
            path = self.controller.save()
        except OSError as exc:
            self.notify(f"Could not save: {exc}", severity="error")
            return
        self.notify(f"Saved to {path}", title="Game saved")

    def action_speed(self, step: int) -> None:
        self.step_bot_speed(step)
        self.draw()

    def action_go(self, panel: str) -> None:
        if panel == "decision":
            self.query_one(DecisionPanel).focus_options()
        else:
            self.query_one(f"#{panel}").focus()

    def action_leave(self) -> None:
        self.confirm_leave()

    def leave_table(self) -> None:
        if not self.controller.is_over and self.controller.unsaved:
            self.action_save()
        self._leave_to(new_game=False)

    def new_game_screen(self) -> Screen[None]:
        from tui.champions.screens.new_game import ChampionsNewGameScreen

        return ChampionsNewGameScreen()
