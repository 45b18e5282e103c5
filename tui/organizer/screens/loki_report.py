"""``helicarrier loki report``: a small full-screen form for a group's reporter.

Pick your group, what happened and the amount, submit. The form writes to the shared
event itself (one transaction, a fresh report id per submit; after an answer lost on the
way, e.g. a PostgreSQL event out of reach, the same report submitted again keeps its id,
so it counts once) and shows the accepted report's id and the new totals, or the
one-line reason a report was refused. Pod reports (The Mangog, Door Between Worlds) go
to the chosen group's pod. The amount is prefilled with the usual value (5 shatter per
player in the group for an Avatar of Loki, 1 threat for Worlds Collide) and cleared
after an accepted report, so pressing submit twice cannot report twice. Damage above the
usual most for the group's size (``event.unusual_damage``, the CLI's ``--yes``) is held
back once with the reason; submitting the same group and amount again reports it.
"""

from __future__ import annotations

import getpass
import json
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, RadioSet, Select, Static

from engine.core.errors import HelicarrierError
from trackers.godoflies import event as ev
from trackers.godoflies import rules
from trackers.godoflies.store import EventFileError, EventStore, as_location
from tui.organizer.widgets.loki_radio import AsciiRadioButton


@dataclass(frozen=True)
class ReportKind:
    """One choice of the form: how it maps to a stored report."""

    key: str
    label: str
    kind: str
    amount: bool
    extra: tuple[tuple[str, Any], ...] = ()
    pod: bool = False


KINDS = (
    ReportKind("damage", "Damage to Loki, God of Lies (shatter)", "damage", True),
    ReportKind("threat-scheme", "Worlds Collide threat: our scheme was completed", "threat", True,
               (("cause", "scheme"),)),
    ReportKind("threat-defeat", "Worlds Collide threat: an identity was defeated", "threat", True,
               (("cause", "defeat"),)),
    ReportKind("mangog-enters", "The Mangog entered play (our pod)", "mangog_enters", False,
               pod=True),
    ReportKind("mangog", "Damage to The Mangog (our pod)", "mangog", True, pod=True),
    ReportKind("door-enters", "Door Between Worlds entered play (our pod)", "door_enters", False,
               pod=True),
    ReportKind("door", "Threat removed from Door Between Worlds", "door", True,
               (("place", False),), pod=True),
    ReportKind("door-place", "Threat placed on Door Between Worlds", "door", True,
               (("place", True),), pod=True),
    ReportKind("done", "We have stopped (final player phases)", "done", False),
)


class NeedsConfirmation(Exception):
    """An unusual amount: shown once, reported when submitted again unchanged."""


class LokiReportScreen(Screen[None]):
    """Group, report kind, amount, submit; the result or the error underneath."""

    CSS_PATH = "loki_report.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "submit", "Submit", priority=True),
        Binding("escape", "quit", "Quit"),
    ]

    def __init__(self, store: EventStore, clock: Callable[[], float], by: str,
                 group: str | None = None):
        super().__init__()
        self.store = store
        self.clock = clock
        self.by = by
        self.initial_group = group
        self._seen_version: int | None = None
        self._confirming: tuple[int, int] | None = None  # (group, amount) shown once
        # a report whose answer never came (the event out of reach), and the id it was
        # sent with: the same report submitted again reuses that id, so it counts once
        self._unanswered: tuple[str, str] | None = None
        self.last_result = ""

    def compose(self) -> ComposeResult:
        state = self.store.state()
        options = [(f"{g.number}  {g.name}  (pod {g.pod}, {g.players} players)", g.number)
                   for g in state.groups]
        initial = int(self.initial_group) if self.initial_group else Select.NULL
        with Vertical(id="report-form"):
            yield Static("REPORT TO THE ORGANIZER", id="report-title")
            yield Static("", id="report-totals")
            with Horizontal(id="report-row"):
                yield Select(options, prompt="Choose your group", value=initial,
                             id="report-group")
                yield Input("", type="integer", id="report-amount", placeholder="amount")
                yield Button("Submit", id="report-submit", variant="primary")
            with RadioSet(id="report-kind"):
                for index, kind in enumerate(KINDS):
                    yield AsciiRadioButton(kind.label, value=index == 0, name=kind.key)
            yield Static("", id="report-result")
        yield Footer()

    def on_mount(self) -> None:
        self._refresh_totals()
        self._prefill()
        self.set_interval(0.5, self._poll)

    def _poll(self) -> None:
        try:
            changed = self.store.data_version() != self._seen_version
        except HelicarrierError:
            changed = True  # out of reach: _refresh_totals says so
        if changed:
            self._refresh_totals()

    def _refresh_totals(self) -> None:
        """The totals line; an event out of reach is said in its place until it is back."""
        totals = self.query_one("#report-totals", Static)
        try:
            self._seen_version = self.store.data_version()
            content, state = self.store.content, self.store.state()
        except HelicarrierError as exc:
            self._seen_version = None
            totals.update(f"{exc} (retrying)")
            return
        phase = state.phase(content, self.clock())
        totals.update(
            f"{content.loki_name}: {state.loki_hp(content)}/{state.loki_max_hp(content)} hp   "
            f"{content.worlds_collide_name}: {state.wc_threat}/{state.wc_target(content)} "
            f"threat   ({phase})")

    def selected_kind(self) -> ReportKind:
        index = self.query_one("#report-kind", RadioSet).pressed_index
        return KINDS[max(index, 0)]

    def selected_group(self) -> int | None:
        value = self.query_one("#report-group", Select).value
        return value if isinstance(value, int) else None

    def on_select_changed(self, event: Select.Changed) -> None:
        self._prefill()

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        self._prefill()

    def _prefill(self) -> None:
        """The usual amount for this kind and group; hidden for reports without one."""
        kind = self.selected_kind()
        amount = self.query_one("#report-amount", Input)
        amount.disabled = not kind.amount
        if not kind.amount:
            amount.value = ""
            return
        number = self.selected_group()
        content = self.store.content
        if kind.kind == "damage" and number is not None:
            try:
                players = self.store.state().groups[number - 1].players
            except HelicarrierError:  # out of reach: the totals line says so
                amount.value = ""
                return
            amount.value = str(rules.avatar_shatter(content, players))
        elif kind.kind == "threat":
            amount.value = str(content.threat_per_report)
        else:
            amount.value = ""

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "report-submit":
            self.action_submit()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_submit()

    def action_submit(self) -> None:
        result = self.query_one("#report-result", Static)
        try:
            message = self._submit()
        except NeedsConfirmation as exc:
            self.last_result = str(exc)
            result.set_class(True, "-error")
        except (HelicarrierError, ValueError) as exc:
            self.last_result = f"Refused: {exc}"
            result.set_class(True, "-error")
        else:
            self.last_result = message
            result.set_class(False, "-error")
            self.query_one("#report-amount", Input).value = ""  # no accidental double report
        result.update(self.last_result)
        self._refresh_totals()

    def _submit(self) -> str:
        number = self.selected_group()
        if number is None:
            raise ValueError("choose your group first")
        kind = self.selected_kind()
        state = self.store.state()
        data: dict[str, Any] = dict(kind.extra)
        if kind.pod:
            data["pod"] = state.group(number).pod
        else:
            data["group"] = number
        if kind.amount:
            text = self.query_one("#report-amount", Input).value.strip()
            if not text.lstrip("-").isdigit():
                raise ValueError("enter the amount as a whole number")
            data["amount"] = int(text)
        if kind.kind == "damage":
            self._check_unusual(state, number, data)
        said = json.dumps([kind.kind, data], sort_keys=True)
        report_id = (self._unanswered[1] if self._unanswered and self._unanswered[0] == said
                     else uuid.uuid4().hex)
        self._unanswered = (said, report_id)
        try:
            submitted = self.store.submit(kind.kind, data, self.by, self.clock(), report_id)
        except EventFileError:
            raise  # it may have been stored: keep the id for the same report sent again
        except BaseException:
            self._unanswered = None
            raise
        self._unanswered = None
        if submitted.duplicate:
            return (f"#{submitted.seq} had been recorded already (its answer was lost); "
                    "nothing changed.")
        content, after = self.store.content, submitted.state
        what = ev.describe(content, state, kind.kind, data)
        return (f"#{submitted.seq} accepted: {what}. Now {content.loki_name} "
                f"{after.loki_hp(content)}/{after.loki_max_hp(content)} hp, "
                f"{content.worlds_collide_name} {after.wc_threat}/{after.wc_target(content)}.")

    def _check_unusual(self, state: ev.EventState, number: int, data: dict[str, Any]) -> None:
        """Hold back an unusual damage amount once (a typo of 100 for 10)."""
        why = ev.unusual_damage(self.store.content, state, data)
        pending, self._confirming = self._confirming, None
        if why is None or pending == (number, data["amount"]):
            return
        self._confirming = (number, data["amount"])
        raise NeedsConfirmation(
            f"Check the amount: {why}. Submit again to report {data['amount']} anyway.")

    def action_quit(self) -> None:
        self.app.exit()


class LokiReportApp(App[None]):
    """A small App of its own for a reporter's terminal or SSH session."""

    TITLE = "helicarrier loki report"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, event: Path | str, *, by: str | None = None, group: str | None = None,
                 clock: Callable[[], float] = time.time, cursor_blink: bool = True):
        super().__init__()
        self.event = as_location(event)
        self.by = by or _user()
        self.group = group
        self.clock = clock
        self.cursor_blink = cursor_blink
        self.store: EventStore | None = None

    def on_mount(self) -> None:
        self.store = EventStore.open(self.event)
        self.push_screen(LokiReportScreen(self.store, self.clock, self.by, self.group))
        if not self.cursor_blink:
            self.call_after_refresh(self._no_blink)

    def _no_blink(self) -> None:
        for field in self.screen.query(Input):
            field.cursor_blink = False

    def on_unmount(self) -> None:
        if self.store is not None:
            self.store.close()


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "reporter"
