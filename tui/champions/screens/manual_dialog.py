"""The manual override dialog: move, counter, flip, status, exhaust, ready, resolved by hand.

Every override is an engine ``Manual*`` command (logged, replayable, undoable like any
move), so a scripting gap never freezes a game. The dialog only builds the command;
the table sends it (a shared table over SSH asks the other players to agree first).
Only the fields the chosen override needs are shown.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from engine.champions.core.commands import (
    ManualCounter,
    ManualDone,
    ManualExhaust,
    ManualFlip,
    ManualMove,
    ManualStatus,
)
from engine.core import Command
from tui.champions.widgets.card_format import STATUSES, visible_cards

ACTIONS = [("Move a card to a zone", "move"), ("Set a counter", "counter"),
           ("Flip a card", "flip"), ("Set a status", "status"), ("Exhaust a card", "exhaust"),
           ("Ready a card", "ready"), ("Mark the current step resolved by hand", "done")]
FIELDS = {"move": ("card", "zone"), "counter": ("card", "counter", "value"),
          "flip": ("card",), "status": ("card", "status", "value"), "exhaust": ("card",),
          "ready": ("card",), "done": ()}


class ManualDialog(ModalScreen[Command | None]):
    """Dismisses with the command to send for ``seat``, or None (escape)."""

    CSS_PATH = "dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "apply", "Apply"),
        Binding("escape", "cancel", "Cancel"),
    ]

    def __init__(self, view: dict[str, Any], seat: int, note: str = "logged, undoable") -> None:
        """``note``: what the title says about the override (a shared table asks first)."""
        super().__init__()
        self.seat = seat
        self.note = note
        seen: set[int] = set()
        self.cards: list[tuple[str, int]] = []
        for where, card in visible_cards(view):
            if card["id"] not in seen:
                seen.add(card["id"])
                self.cards.append((f"{card['name']} ({where}) #{card['id']}", card["id"]))
        self.zones = list(view.get("zones", []))

    def compose(self) -> ComposeResult:
        with Vertical(id="manual-body", classes="champ-modal"):
            with Horizontal(classes="form-row"):
                yield Label("Do", classes="manual-label")
                yield Select(ACTIONS, value="counter", allow_blank=False, compact=True,
                             id="manual-action")
            with Horizontal(classes="form-row", id="row-card"):
                yield Label("Card", classes="manual-label")
                yield Select(self.cards, allow_blank=not self.cards, compact=True,
                             id="manual-card", **({"value": self.cards[0][1]}
                                                  if self.cards else {}))
            with Horizontal(classes="form-row", id="row-zone"):
                yield Label("Zone", classes="manual-label")
                yield Select([(z, z) for z in self.zones], compact=True, id="manual-zone")
            with Horizontal(classes="form-row", id="row-counter"):
                yield Label("Counter", classes="manual-label")
                yield Input("damage", compact=True, id="manual-counter", max_length=20)
            with Horizontal(classes="form-row", id="row-status"):
                yield Label("Status", classes="manual-label")
                yield Select([(s, s) for s in STATUSES], value=STATUSES[0], allow_blank=False,
                             compact=True, id="manual-status")
            with Horizontal(classes="form-row", id="row-value"):
                yield Label("Value", classes="manual-label")
                yield Input("1", type="integer", compact=True, id="manual-value", max_length=4)
            yield Static("", id="manual-error", markup=False)
            with Horizontal(id="manual-buttons"):
                yield Button("Apply", id="manual-apply", variant="primary", compact=True)
                yield Button("Cancel", id="manual-cancel", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#manual-body").border_title = f"Manual override ({self.note})"
        self._show_fields("counter")
        self.query_one("#manual-action", Select).focus()

    @on(Select.Changed, "#manual-action")
    def _action_changed(self, event: Select.Changed) -> None:
        self._show_fields(str(event.value))

    def _show_fields(self, action: str) -> None:
        for field in ("card", "zone", "counter", "status", "value"):
            self.query_one(f"#row-{field}").display = field in FIELDS[action]

    @on(Button.Pressed, "#manual-apply")
    def _apply_pressed(self) -> None:
        self.action_apply()

    @on(Button.Pressed, "#manual-cancel")
    def _cancel_pressed(self) -> None:
        self.action_cancel()

    def command(self) -> Command:
        """The command the form describes; ``ValueError`` says which field is missing."""
        action = str(self.query_one("#manual-action", Select).value)
        if action == "done":
            return ManualDone(self.seat)
        card_value = self.query_one("#manual-card", Select).value
        if not isinstance(card_value, int):
            raise ValueError("choose a card")
        if action == "move":
            zone = self.query_one("#manual-zone", Select).value
            if not isinstance(zone, str):
                raise ValueError("choose the zone to move the card to")
            return ManualMove(self.seat, card_value, zone)
        if action == "flip":
            return ManualFlip(self.seat, card_value)
        if action in ("exhaust", "ready"):
            return ManualExhaust(self.seat, card_value, action == "exhaust")
        text = self.query_one("#manual-value", Input).value.strip()
        if not text.isdigit():
            raise ValueError("the value must be a whole number, 0 or more")
        if action == "counter":
            name = self.query_one("#manual-counter", Input).value.strip()
            if not name:
                raise ValueError("name the counter (damage, threat, all-purpose, ...)")
            return ManualCounter(self.seat, card_value, name, int(text))
        status = str(self.query_one("#manual-status", Select).value)
        return ManualStatus(self.seat, card_value, status, int(text))

    def action_apply(self) -> None:
        try:
            command = self.command()
        except ValueError as exc:
            self.query_one("#manual-error", Static).update(str(exc))
            return
        self.dismiss(command)

    def action_cancel(self) -> None:
        self.dismiss(None)
