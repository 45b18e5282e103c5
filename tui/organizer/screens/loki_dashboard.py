"""``helicarrier loki watch``: the God of Lies event dashboard for a projector.

Reads the shared event only (plus acknowledgements). It polls the store's
``data_version`` every quarter second (SQLite's ``PRAGMA data_version``, PostgreSQL's
counter on the setup row), which changes only when a report or an acknowledgement is
committed, so a report from any terminal or host is on screen well within a second
while an idle poll costs one tiny query. The clock is injected (``clock``)
so tests and snapshots are fixed in time.

The big figures scale with the terminal (:func:`top_row_layout`): the largest digit
size for which the three boxes fit the width and take at most two fifths of the
height, so an 80x24 terminal keeps 3-row digits and a 200x55 projector gets digits
15 rows tall instead of a mostly empty screen.
"""

from __future__ import annotations

import getpass
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from engine.core.errors import HelicarrierError
from trackers.godoflies import event as ev
from trackers.godoflies.cli import status_dict
from trackers.godoflies.store import EventStore, as_location
from tui.organizer.widgets.loki_banners import LokiBanners
from tui.organizer.widgets.loki_big_digits import text_width
from tui.organizer.widgets.loki_clock import LokiClock, clock_text
from tui.organizer.widgets.loki_groups import LokiGroups
from tui.organizer.widgets.loki_meter import LokiMeter, label_text
from tui.organizer.widgets.loki_pods import LokiPods
from tui.organizer.widgets.loki_reports import LokiReports

POLL_SECONDS = 0.25
RECENT_REPORTS = 12
PHASE_TEXT = {
    "setup": "not started (loki start)", "running": "running", "paused": "PAUSED",
    "final": "FINAL PLAYER PHASES", "ended": "ENDED",
}
STATE_WIDTH = max(len(text) for text in PHASE_TEXT.values())  # the clock's state line
NOTE_WIDTH = len("12 more to the target")  # Worlds Collide's note line, 2 digits
BOX = 4  # a box's round border and its padding, left and right
METER_ROWS = 4  # a meter's border (2), bar and note


@dataclass(frozen=True)
class TopRow:
    """The digits' scale and the widths of the Worlds Collide and clock boxes."""

    scale: int
    wc_width: int
    clock_width: int


def top_row_layout(width: int, height: int, loki_max: int, wc_target: int,
                   clock_reserve: str) -> TopRow:
    """The largest scale at which the three boxes fit ``width`` and 2/5 of ``height``.

    Loki's box takes what is left (it has the longest bar); scale 1 always.
    """
    best = TopRow(1, 0, 0)
    for scale in range(1, 40):
        wc = BOX + max(NOTE_WIDTH, text_width(str(wc_target), scale) + 1
                       + len(label_text(wc_target, "threat")))
        clock = BOX + max(STATE_WIDTH, text_width(clock_reserve, scale))
        loki = BOX + text_width(str(loki_max), scale) + 1 + len(label_text(loki_max, "hp"))
        tall = 2 * scale + 1 + METER_ROWS > height * 2 // 5
        if scale > 1 and (tall or loki + wc + clock > width):
            break
        best = TopRow(scale, wc, clock)
    return best


class LokiDashboardScreen(Screen[None]):
    """Loki's hit points, Worlds Collide, the clock, banners, groups, pods, latest reports."""

    CSS_PATH = "loki_dashboard.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "acknowledge", "Acknowledge banner"),
        Binding("A", "acknowledge_all", "Acknowledge all"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, store: EventStore, clock: Callable[[], float], by: str):
        super().__init__()
        self.store = store
        self.clock = clock
        self.by = by
        self._seen_version: int | None = None
        self._seen_second: int | None = None
        self.info: dict[str, Any] = {}
        self.top_row = TopRow(1, 0, 0)

    def compose(self) -> ComposeResult:
        yield Static("", id="loki-title")
        with Horizontal(id="loki-meters"):
            yield LokiMeter(self.store.content.loki_name.upper(), "hp", "bold red", id="loki-hp")
            yield LokiMeter(self.store.content.worlds_collide_name.upper(), "threat",
                            "bold dark_orange", id="loki-wc")
            yield LokiClock(id="loki-clock")
        yield LokiBanners(id="loki-banners")
        with Horizontal(id="loki-middle"):
            with Vertical(id="loki-left"):
                yield LokiGroups(id="loki-groups")
                yield LokiPods(id="loki-pods")
            yield LokiReports(id="loki-reports")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_view()
        self.set_interval(POLL_SECONDS, self.poll)

    def on_resize(self) -> None:
        if self.info:
            self._scale_top_row()

    def _scale_top_row(self) -> None:
        """Fit the big digits to the terminal (see :func:`top_row_layout`)."""
        info = self.info
        limit = info["time_limit_s"]
        reserve = clock_text(limit if limit is not None else max(info["elapsed_s"], 0))
        layout = top_row_layout(self.size.width, self.size.height, info["loki_max_hp"],
                                info["worlds_collide_target"], reserve)
        if layout == self.top_row:
            return
        self.top_row = layout
        self.query_one("#loki-hp", LokiMeter).set_scale(layout.scale)
        wc = self.query_one("#loki-wc", LokiMeter)
        wc.set_scale(layout.scale)
        wc.styles.width = layout.wc_width
        clock = self.query_one("#loki-clock", LokiClock)
        clock.set_scale(layout.scale)
        clock.styles.width = layout.clock_width

    def poll(self) -> None:
        """Redraw when another terminal committed, or when the shown second changed.

        An event out of reach (a PostgreSQL server restarting, the network down) is
        said in the title line, and the poll goes on until it is back.
        """
        try:
            version = self.store.data_version()
            second = int(self.clock())
            if version != self._seen_version or second != self._seen_second:
                self.refresh_view()
        except HelicarrierError as exc:
            self._seen_version = None  # redraw everything once it is back
            self.query_one("#loki-title", Static).update(f" {exc} (retrying)")

    def refresh_view(self) -> None:
        now = self.clock()
        self._seen_version = self.store.data_version()
        self._seen_second = int(now)
        info = status_dict(self.store, now)
        self.info = info
        content = self.store.content
        state = self.store.state()
        self.query_one("#loki-title", Static).update(
            f" GOD OF LIES  {_count(len(info['groups']), 'group')} / "
            f"{_count(info['players'], 'player')} / {_count(len(info['pods']), 'pod')}   "
            f"{self.store.name}")
        if info["outcome"] == "won":
            loki_note = "DEFEATED: the players win"
        elif info["loki_flipped"]:
            loki_note = f"FLIPPED at {info['loki_flip_at']} hp"
        else:
            loki_note = f"flips at {info['loki_flip_at']} hp"
        self.query_one("#loki-hp", LokiMeter).show(info["loki_hp"], info["loki_max_hp"], loki_note)
        threat, target = info["worlds_collide_threat"], info["worlds_collide_target"]
        wc_note = ("TARGET REACHED" if threat >= target
                   else f"{target - threat} more to the target")
        self.query_one("#loki-wc", LokiMeter).show(threat, target, wc_note)
        phase = PHASE_TEXT[info["phase"]]
        if info["outcome"]:
            phase += f": players {info['outcome']}"
        self.query_one("#loki-clock", LokiClock).show(
            info["time_left_s"], info["elapsed_s"], info["time_limit_s"], phase)
        self.query_one("#loki-banners", LokiBanners).show([
            (a["key"], a["title"], a["text"], a["level"])
            for a in info["announcements"] if not a["acknowledged"]])
        self.query_one("#loki-groups", LokiGroups).show(info["groups"])
        self.query_one("#loki-pods", LokiPods).show(info["pods"], content.mangog_name,
                                                    content.door_name)
        lines = []
        for entry in reversed(self.store.log(RECENT_REPORTS)):
            when = "setup" if not state.started or entry.at < state.clock[0][0] else (
                "+" + clock_text(int(state.elapsed(entry.at))))
            lines.append((entry.seq, when, entry.by,
                          ev.describe(content, state, entry.kind, entry.data),
                          entry.undone_by is not None))
        self.query_one("#loki-reports", LokiReports).show(lines)
        self._scale_top_row()

    def _pending(self) -> list[str]:
        return [a["key"] for a in self.info.get("announcements", []) if not a["acknowledged"]]

    def action_acknowledge(self) -> None:
        pending = self._pending()
        if pending:
            self.store.acknowledge(pending[:1], self.by, self.clock())
            self.refresh_view()

    def action_acknowledge_all(self) -> None:
        pending = self._pending()
        if pending:
            self.store.acknowledge(pending, self.by, self.clock())
            self.refresh_view()

    def action_quit(self) -> None:
        self.app.exit()


class LokiDashboardApp(App[None]):
    """A small App of its own, so the dashboard runs without the game's main app."""

    TITLE = "helicarrier loki watch"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, event: Path | str, *, by: str | None = None,
                 clock: Callable[[], float] = time.time):
        super().__init__()
        self.event = as_location(event)
        self.clock = clock
        self.by = by or _user()
        self.store: EventStore | None = None

    def on_mount(self) -> None:
        self.store = EventStore.open(self.event)
        self.push_screen(LokiDashboardScreen(self.store, self.clock, self.by))

    def on_unmount(self) -> None:
        if self.store is not None:
            self.store.close()


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "organizer"
