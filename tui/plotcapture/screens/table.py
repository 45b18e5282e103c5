"""The plot-capture table: renders ONE seat's view dict and posts what the player chose.

This screen holds no game. It is shared by local play (``LocalTableScreen`` in
``tui/plotcapture/screens/local_table.py``, driven by
``tui/plotcapture/controllers/local_table.py``) and networked play (the SSH tables), so
its interface is small and data-only:

Attributes down
    ``show_view(view, status)``: ``view`` is ``game.view(seat)`` (shape in
    ``engine/plotcapture/view.py``); ``status`` is a :class:`TableStatus` saying
    what the driver allows now (undo, save, AI speed, a note such as "Bot 2 is
    thinking"). Call it after every change; it is cheap and keeps the player's
    half-built capture when the view still allows it.

Messages up (posted on this screen; they bubble to the app if not handled)
    :class:`CommandChosen` (an engine ``Command`` for the view's seat),
    :class:`UndoRequested` (also when ``u`` is greyed out: the driver then says why
    not, so the key never does nothing), :class:`UndoAnswered` (agree or refuse another
    seat's undo request), :class:`UndoWithdrawn`, :class:`SaveRequested`,
    :class:`LeaveRequested`,
    :class:`SpeedChanged` (+1 faster / -1 slower). A driver subclasses this
    screen (or handles the messages on its app) and answers with ``show_view``;
    an illegal command is the driver's to report (``self.notify``).

Everything the player does before a command is local UI state: the card whose
benefit is being chosen, the capture target and the marked cards. The verdict on
a capture comes from the engine's ``explain_capture``; the panel only shows it.

Keys: 1-9 choose an answer (or, while investigating, a target plot), space marks
the highlighted hand card (for a capture or a discard), c captures, e ends the phase
(Recovery: discarding the marked cards) or, in Support's discard, discards the
marked cards (both discards are marked the same way), s skips the action,
x clears the marks, u undo, y / n agree to or refuse another player's undo
request (n withdraws your own), ctrl+s save, +/- AI speed, h/p/o (or tab) go to the
hand, plots or choices, r the card reference, escape leaves, ? help, ctrl+p the command
palette. Keys a
driver does not offer (``TableStatus``) are hidden from the footer.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static

from engine.core import Command, message_from_dict
from engine.plotcapture import (
    Capture,
    Discard,
    EndInvestigation,
    RecoveryDiscard,
    SkipAction,
    explain_capture,
)
from tui.plotcapture.controllers.table_status import TableStatus
from tui.plotcapture.widgets.capture_panel import CapturePanel
from tui.plotcapture.widgets.card_text import card_line, traits_short
from tui.plotcapture.widgets.hand_panel import HandPanel
from tui.plotcapture.widgets.players_panel import PlayersPanel
from tui.plotcapture.widgets.plots_panel import PlotsPanel
from tui.plotcapture.widgets.status_bar import StatusBar
from tui.shared.widgets.choices_panel import ChoicesPanel
from tui.shared.widgets.game_log import GameLog
from tui.shared.widgets.redraw import content_height, update_static
from tui.shared.widgets.table_footer import TableFooter

USE_BENEFIT = "plotcapture.use_benefit"
CAPTURE = "plotcapture.capture"


class PlotCaptureTableScreen(Screen[None]):
    """See the module docstring for the interface (attributes down, messages up)."""

    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [(0, "-short"), (32, "-tall")]
    """Short terminals cap the hand panel lower so the answers keep their rows."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(n), f"number({n})", "", show=False) for n in range(1, 10)),
        Binding("space", "mark", "Mark"),
        Binding("c", "capture", "Capture"),
        Binding("e", "end_phase", "End"),
        Binding("e", "discard", "Discard"),  # Support's discard: the marked cards
        Binding("s", "skip", "Skip"),
        Binding("x", "clear", "Clear marks", show=False),
        Binding("u", "undo", "Undo"),
        Binding("u", "undo_refused", show=False),  # u while undo is greyed out: say why
        Binding("y", "answer_undo(True)", "Agree"),
        Binding("n", "answer_undo(False)", "Refuse"),
        Binding("n", "withdraw_undo", "Withdraw"),
        Binding("ctrl+s", "save", "Save"),
        Binding("plus", "speed(1)", "AI faster", key_display="+", show=False),
        Binding("minus", "speed(-1)", "AI slower", key_display="-", show=False),
        Binding("escape", "leave", "Leave"),
        Binding("r", "card_reference", "Card reference", show=False),
        Binding("h", "go('hand')", "Go to hand", show=False),
        Binding("p", "go('plots')", "Go to plots", show=False),
        Binding("o", "go('choices')", "Go to choices", show=False),
    ]

    # ------------------------------------------------------------------ messages up

    class CommandChosen(Message):
        """The player chose ``command`` (for the view's seat)."""

        def __init__(self, command: Command) -> None:
            super().__init__()
            self.command = command

    class UndoRequested(Message):
        """The player asks to take back their last command."""

    class UndoAnswered(Message):
        """The player agrees to (``agree``) or refuses another seat's undo request."""

        def __init__(self, agree: bool) -> None:
            super().__init__()
            self.agree = agree

    class UndoWithdrawn(Message):
        """The player withdraws their own undo request."""

    class SaveRequested(Message):
        """The player asks to save the game."""

    class LeaveRequested(Message):
        """The player wants to leave the table."""

    class SpeedChanged(Message):
        """AI speed: ``step`` is +1 (faster) or -1 (slower)."""

        def __init__(self, step: int) -> None:
            super().__init__()
            self.step = step

    # ------------------------------------------------------------------ state

    def __init__(self) -> None:
        super().__init__()
        self.view: dict[str, Any] = {}
        self.status = TableStatus()
        self.marked: set[int] = set()
        self.target: str | None = None
        self.benefit_card: int | None = None
        self._moment: tuple[Any, ...] = ()
        self._keys: tuple[bool | None, ...] = ()
        self._agreement = ""  # the undo request line on screen

    def compose(self) -> ComposeResult:
        yield StatusBar(id="status")
        with Horizontal(id="table-main"):
            with Vertical(id="table-left"):
                yield PlotsPanel(id="plots")
                yield HandPanel(id="hand")
                yield ChoicesPanel(id="choices")
            with Vertical(id="table-right"):
                yield PlayersPanel(id="players")
                yield Static("", id="agreement", markup=False)
                yield Static("", id="prompt", markup=False)
                yield CapturePanel(id="capture")
                yield GameLog(id="log")
        yield TableFooter()

    # ------------------------------------------------------------------ attributes down

    def show_view(self, view: dict[str, Any], status: TableStatus | None = None) -> None:
        """Render ``view`` (see the module docstring); keeps local choices that still fit."""
        self.view = view
        self.status = status or TableStatus()
        moment = (view["turn"], view["round"], view["phase"], view["step"],
                  bool(view["decision"]))
        if moment != self._moment:
            self._moment = moment
            self.marked.clear()
            self.benefit_card = None
            self.target = None
        hand_ids = {card["id"] for card in view["hand"]}
        self.marked &= hand_ids
        titles = [plot["title"] for plot in view["revealed_plots"]]
        if self.target not in titles:
            self.target = self._default_target()
        self._draw()
        self._refresh_keys()

    def _refresh_keys(self) -> None:
        """Refresh the bindings (and so the footer) only when some key's state changed."""
        keys = tuple(
            self.check_action(name, ())
            for name in ("mark", "capture", "end_phase", "discard", "skip", "undo",
                         "answer_undo", "withdraw_undo", "save", "speed")
        )
        if keys != self._keys:
            self._keys = keys
            self.refresh_bindings()

    def _default_target(self) -> str | None:
        if not self.investigating:
            return None
        for option in self.options:
            if option["command"]["kind"] == CAPTURE:
                return str(option["command"]["plot"])
        plots = self.view["revealed_plots"]
        return plots[0]["title"] if plots else None

    # ------------------------------------------------------------------ reading the view

    @property
    def seat(self) -> int:
        return int(self.view["seat"])

    @property
    def options(self) -> list[dict[str, Any]]:
        return list(self.view.get("decision", {}).get("options", []))

    @property
    def deciding(self) -> bool:
        return bool(self.view.get("decision"))

    @property
    def investigating(self) -> bool:
        return self.deciding and self.view["phase"] == "Investigation"

    @property
    def recovering(self) -> bool:
        return self.deciding and self.view["phase"] == "Recovery"

    @property
    def choosing_benefit(self) -> bool:
        return self.deciding and self.view["phase"] == "Action" and not self.view["step"]

    @property
    def support_discarding(self) -> bool:
        """Support's "discard N": marked in the hand and sent with ``e``, like Recovery's."""
        return self.deciding and self.view["phase"] == "Action" and self.view["step"] == "Support"

    @property
    def discarding(self) -> bool:
        return self.recovering or self.support_discarding

    @property
    def marking(self) -> bool:
        return self.investigating or self.discarding

    def discard_limit(self) -> int:
        """How many cards this discard takes: at most this many (Recovery), exactly (Support)."""
        if self.support_discarding:
            return int((self.view.get("action") or {}).get("discards_left", 0))
        return int(self.view.get("rules", {}).get("recovery_discards", 2))

    def _cards_by_id(self) -> dict[int, dict[str, Any]]:
        cards: dict[int, dict[str, Any]] = {}
        for card in self.view["shield_discard"]:
            cards[card["id"]] = card
        for item in self.view["seen"]:
            for card in item.get("cards", []):
                cards[card["id"]] = card
        for card in self.view["hand"]:
            cards[card["id"]] = card
        return cards

    def _target_plot(self) -> dict[str, Any] | None:
        for plot in self.view["revealed_plots"]:
            if plot["title"] == self.target:
                return plot
        return None

    def capture_reason(self) -> str | None:
        """Why the marked cards do not capture the target yet (None when they do)."""
        plot = self._target_plot()
        if plot is None:
            return "Choose a plot to capture (1-5)."
        cards = [card for card in self.view["hand"] if card["id"] in self.marked]
        action = self.view.get("action") or {}
        rules = self.view.get("rules", {})
        if action and not rules.get("action_card_in_capture", True):
            used = action["card"]["id"]
            if used in self.marked:
                return f"{action['card']['title']} was revealed for this turn's benefit " \
                       "and cannot join a capture."
        return explain_capture(plot["title"], [card["title"] for card in cards],
                               bool(self.view["engineering_bonus"]))

    # ------------------------------------------------------------------ rendering

    def _draw(self) -> None:
        view = self.view
        self.query_one(StatusBar).show(view, self.status.speed)
        self.query_one(PlotsPanel).show(view["revealed_plots"], self.target)
        action = view.get("action") or {}
        you = next(s for s in view["seats"] if s["seat"] == view["seat"])
        title = f"{you['name']}'s hand ({len(view['hand'])})"
        if self.recovering:
            title += f"  mark up to {self.discard_limit()} to discard"
        elif self.support_discarding:
            title += f"  mark {self.discard_limit()} to discard"
        elif self.investigating:
            title += "  mark cards for the capture"
        self.query_one(HandPanel).show(
            view["hand"], self.marked, marks=self.marking,
            action_card=action.get("card", {}).get("id") if action else None,
            bonus=bool(view["engineering_bonus"]), title=title,
        )
        capture = self.query_one(CapturePanel)
        capture.display = self.investigating
        if self.investigating:
            cards = [card for card in view["hand"] if card["id"] in self.marked]
            capture.show(self._target_plot(), cards, bool(view["engineering_bonus"]),
                         self.capture_reason())
        prompt, entries = self._entries()
        for item in view["seen"] if self.deciding else []:
            upcoming = self._still_in_deck(item.get("plots", []))
            if upcoming:
                prompt += f"\nNext plots, top first: {', '.join(upcoming)}."
        update_static(self.query_one("#prompt", Static), prompt)
        if self.status.agreement != self._agreement:  # rare: touch the line only then
            self._agreement = self.status.agreement
            agreement = self.query_one("#agreement", Static)
            agreement.update(self._agreement)
            agreement.display = bool(self._agreement)
        self.query_one(ChoicesPanel).show(entries, numbered=not self.investigating,
                                          numbers=self._plot_numbers(entries))
        self.query_one(GameLog).show(view["log"])
        self._draw_players()

    def _draw_players(self) -> None:
        """The players panel, in the lines the right column has left for it."""
        if not self.view:
            return
        room = self._players_room()
        self.query_one(PlayersPanel).show(self.view, room)
        if room is None:  # not laid out yet: draw it again once the column has a size
            self.call_after_refresh(self._draw_players)

    def _players_room(self) -> int | None:
        """Lines the players panel may fill: the right column less what the prompt, the
        capture panel and the undo line need and the log's minimum; None before layout."""
        column = self.query_one("#table-right")
        height, width = column.content_size.height, column.content_size.width
        if not height or not width:
            return None
        room = height
        for widget in column.children:
            styles = widget.styles
            if isinstance(widget, PlayersPanel):
                room -= styles.gutter.height
            elif isinstance(widget, GameLog):
                minimum = styles.min_height
                room -= int(minimum.value) if minimum is not None else styles.gutter.height
            elif widget.display and isinstance(widget, Static):
                room -= content_height(widget, width - styles.gutter.width) \
                    + styles.gutter.height
        return room

    def on_resize(self) -> None:
        self.call_after_refresh(self._draw_players)

    def _plot_numbers(self, entries: list[tuple[str, str]]) -> list[int] | None:
        """Combat's answers are numbered as their plots are on the table (``3`` means plot 3
        in both panels); any other question's in order (None)."""
        if not (self.deciding and self.view["step"] == "Combat"):
            return None
        panel = self.query_one(PlotsPanel)
        numbers = [panel.number_of(self._option_plot(key)) for key, _label in entries]
        return [n for n in numbers if n is not None] if None not in numbers else None

    def _still_in_deck(self, plots: list[str]) -> list[str]:
        """Plots seen with Computers that have not been revealed or captured since."""
        gone = {plot["title"] for plot in self.view["revealed_plots"]}
        gone.update(plot["title"] for seat in self.view["seats"] for plot in seat["captured"])
        return [title for title in plots if title not in gone]

    def _entries(self) -> tuple[str, list[tuple[str, str]]]:
        """The prompt and the answers the choices panel offers (``key``, label)."""
        view = self.view
        if view.get("game_over"):
            return "Game over", []
        if not self.deciding:
            return self.status.note or f"Waiting for {view['waiting_for']}", []
        prompt = view["decision"]["prompt"]
        options = self.options
        if self.choosing_benefit:
            return self._benefit_entries(options)
        if self.investigating:
            entries = [(f"opt:{i}", o["label"]) for i, o in enumerate(options)]
            return "Investigation: mark cards and press c, or pick a capture", entries
        if self.recovering:
            count = len(self.marked)
            label = f"End the turn, discarding {count} marked card" + ("" if count == 1 else "s")
            return prompt, [("end-turn", label)]
        if self.support_discarding:
            label = f"Discard the marked cards ({len(self.marked)} of {self.discard_limit()})"
            return prompt + " Mark them in your hand, then press e.", [("discard", label)]
        cards = self._cards_by_id()
        entries = []
        for index, option in enumerate(options):
            label = option["label"]
            card = cards.get(option["command"].get("card", -1))
            if card is not None:
                label = f"{label.split(' ')[0]} {card_line(card, width=15)}"
            entries.append((f"opt:{index}", label))
        if self.view["step"] == "Combat":  # in the plots' order on the table, as numbered
            panel = self.query_one(PlotsPanel)
            entries.sort(key=lambda entry: panel.number_of(self._option_plot(entry[0])) or 10)
        return prompt, entries

    def _option_plot(self, key: str) -> str:
        return str(self.options[int(key.removeprefix("opt:"))]["command"].get("plot", ""))

    def _benefit_entries(self, options: list[dict[str, Any]]) -> tuple[str, list[tuple[str, str]]]:
        cards = self._cards_by_id()
        if self.benefit_card is not None:
            card = cards[self.benefit_card]
            entries = [
                (f"opt:{i}", o["label"].split(" for ", 1)[-1])
                for i, o in enumerate(options)
                if o["command"]["kind"] == USE_BENEFIT and o["command"]["card"] == card["id"]
            ]
            entries.append(("back", "Back to the cards"))
            return f"{card['title']}: use which trait?", entries
        entries = []
        offered: dict[int, list[str]] = {}
        for option in options:
            command = option["command"]
            if command["kind"] == USE_BENEFIT:
                offered.setdefault(command["card"], []).append(command["trait"])
        for card_id, traits in offered.items():
            card = cards[card_id]
            entries.append((f"card:{card_id}", f"{card['title']} ({traits_short(traits)})"))
        for index, option in enumerate(options):
            if option["command"]["kind"] != USE_BENEFIT:
                entries.append((f"opt:{index}", option["label"] + " (s)"))
        return "Action: reveal a card for a benefit", entries

    # ------------------------------------------------------------------ messages from widgets

    def on_choices_panel_chosen(self, event: ChoicesPanel.Chosen) -> None:
        key = event.key
        if key == "back":
            self.benefit_card = None
        elif key.startswith("card:"):
            self.benefit_card = int(key.removeprefix("card:"))
        elif key == "end-turn":
            self.action_end_phase()
            return
        elif key == "discard":
            self.action_discard()
            return
        elif key.startswith("opt:"):
            option = self.options[int(key.removeprefix("opt:"))]
            command = option["command"]
            if command["kind"] == CAPTURE:
                self.target = str(command["plot"])
                self.marked = set(command["cards"])
            else:
                self._send(command)
                return
        self._draw()
        self._refresh_keys()

    def on_hand_panel_picked(self, event: HandPanel.Picked) -> None:
        self._pick_card(event.card)

    def on_plots_panel_targeted(self, event: PlotsPanel.Targeted) -> None:
        self._pick_plot(event.title)

    def _pick_card(self, card: int) -> None:
        if self.choosing_benefit:
            if any(o["command"]["kind"] == USE_BENEFIT and o["command"]["card"] == card
                   for o in self.options):
                self.benefit_card = card
            else:
                self.notify("That card offers no benefit now.", severity="warning")
        elif self.marking:
            if card in self.marked:
                self.marked.discard(card)
            else:
                limit = self.discard_limit()
                if self.discarding and len(self.marked) >= limit:
                    what = "at most" if self.recovering else "only"
                    self.notify(f"You may discard {what} {limit} card{'s' * (limit != 1)}; "
                                "unmark one first.", severity="warning")
                    return
                self.marked.add(card)
        else:
            for option in self.options:
                if option["command"].get("card") == card:
                    self._send(option["command"])
                    return
            return
        self._draw()
        self._refresh_keys()

    def _pick_plot(self, title: str) -> None:
        if self.investigating:
            self.target = title
            self._draw()
            self._refresh_keys()
            return
        for option in self.options:
            if option["command"].get("plot") == title:
                self._send(option["command"])
                return

    def _send(self, command: dict[str, Any] | Command) -> None:
        if isinstance(command, dict):
            message = message_from_dict(command)
            assert isinstance(message, Command)
            command = message
        self.post_message(self.CommandChosen(command))

    # ------------------------------------------------------------------ actions (keys)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Hide keys that mean nothing now; grey out those that are not ready yet."""
        if not self.view:
            return action in ("leave",)
        if action == "mark":
            return self.marking
        if action == "capture":
            if not self.investigating:
                return False
            return self.capture_reason() is None or None
        if action == "end_phase":
            return self.investigating or self.recovering
        if action == "discard":
            return self.support_discarding
        if action == "skip":
            return self.choosing_benefit
        if action == "undo":
            return self.status.can_undo or None
        if action == "undo_refused":
            return not self.status.can_undo
        if action == "answer_undo":
            return self.status.can_answer
        if action == "withdraw_undo":
            return self.status.can_withdraw
        if action == "save":
            return self.status.can_save
        if action == "speed":
            return bool(self.status.speed)
        return True

    def action_number(self, number: int) -> None:
        if self.investigating:
            title = self.query_one(PlotsPanel).plot_at(number)
            if title is not None:
                self._pick_plot(title)
            return
        self.query_one(ChoicesPanel).choose_number(number)

    def action_mark(self) -> None:
        card = self.query_one(HandPanel).highlighted_card
        if card is not None:
            self._pick_card(card)

    def action_capture(self) -> None:
        reason = self.capture_reason()
        if reason is not None or self.target is None:
            self.notify(reason or "Choose a plot first.", severity="warning")
            return
        self._send(Capture(self.seat, self.target, tuple(sorted(self.marked))))

    def action_end_phase(self) -> None:
        if self.investigating:
            self._send(EndInvestigation(self.seat))
        elif self.recovering:
            self._send(RecoveryDiscard(self.seat, tuple(sorted(self.marked))))

    def action_discard(self) -> None:
        """Support's discard: exactly the cards asked for, one engine command each."""
        if not self.support_discarding:
            return
        need = self.discard_limit()
        if len(self.marked) != need:
            self.notify(f"Mark {need} card{'s' * (need != 1)} to discard "
                        f"({len(self.marked)} marked).", severity="warning")
            return
        for card in sorted(self.marked):  # in hand order
            self._send(Discard(self.seat, card))

    def action_skip(self) -> None:
        if self.choosing_benefit:
            self._send(SkipAction(self.seat))

    def action_clear(self) -> None:
        self.marked.clear()
        self._draw()
        self._refresh_keys()

    def action_go(self, panel: str) -> None:
        # Focus now, not later (``Widget.focus`` waits for the queue): a key typed right
        # after this one (``o`` then enter) is routed by the focus when it is handled.
        self.set_focus(self.query_one(f"#{panel}"))

    def action_undo(self) -> None:
        self.post_message(self.UndoRequested())

    def action_undo_refused(self) -> None:
        """Ask anyway, so the driver says why not (a greyed-out key would do nothing)."""
        self.post_message(self.UndoRequested())

    def action_answer_undo(self, agree: bool) -> None:
        self.post_message(self.UndoAnswered(agree))

    def action_withdraw_undo(self) -> None:
        self.post_message(self.UndoWithdrawn())

    def action_save(self) -> None:
        self.post_message(self.SaveRequested())

    def action_speed(self, step: int) -> None:
        self.post_message(self.SpeedChanged(step))

    def action_leave(self) -> None:
        self.post_message(self.LeaveRequested())

    def action_card_reference(self) -> None:
        """The decks, the discard and what this seat has not seen (from its view only)."""
        from tui.plotcapture.screens.card_reference import CardReferenceScreen

        self.app.push_screen(CardReferenceScreen(self.view))
