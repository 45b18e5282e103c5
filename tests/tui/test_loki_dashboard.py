"""``loki watch``: the projector dashboard (snapshots at two sizes, live updates, banners;
the live tests on both backends)."""

from __future__ import annotations

from pathlib import Path

import pytest

from trackers.godoflies import event as ev
from trackers.godoflies.rules import default_content
from trackers.godoflies.store import EventStore
from tui.organizer.screens.loki_dashboard import LokiDashboardApp, top_row_layout

T0 = 1_800_000_000.0
NOW = T0 + 3600  # the injected clock: one hour into the event


def build_event(path: Path | str) -> Path | str:
    """Six groups in two pods, a few reports (one undone), Loki flipped, The Mangog hurt."""
    state = ev.new_event(
        default_content(), [4, 4, 3, 4, 2, 3],
        names=["Avengers", "X-Men", "Defenders", "Thunderbolts", "Inhumans", "Eternals"],
        difficulties=["standard", "expert", "standard", "standard", "expert", "standard"])
    with EventStore.create(path, state, "organizer", T0) as store:
        store.submit("start", {}, "organizer", T0)
        store.submit("damage", {"group": 1, "amount": 20}, "alice", T0 + 600)
        store.submit("damage", {"group": 4, "amount": 200}, "bob", T0 + 1200)
        store.submit("threat", {"group": 2, "amount": 1, "cause": "scheme"}, "carol", T0 + 1300)
        store.submit("mangog_enters", {"pod": 1}, "carol", T0 + 1400)
        store.submit("mangog", {"pod": 1, "amount": 12}, "dave", T0 + 1500)
        store.undo(2, "organizer", T0 + 1600)
    return path


def dashboard(tmp_path: Path) -> LokiDashboardApp:
    return dashboard_at(tmp_path / "event.sqlite3")


def dashboard_at(event: Path | str) -> LokiDashboardApp:
    return LokiDashboardApp(build_event(event), by="organizer", clock=lambda: NOW)


def test_dashboard_snapshot_120x40(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(dashboard(tmp_path), terminal_size=(120, 40))


def test_dashboard_snapshot_80x24(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(dashboard(tmp_path), terminal_size=(80, 24))


def test_dashboard_snapshot_200x55(snap_compare, tmp_path: Path) -> None:
    """A projector: the big digits grow with the terminal (15 rows here, not 3)."""
    assert snap_compare(dashboard(tmp_path), terminal_size=(200, 55))


async def _screen_text(app: LokiDashboardApp, size: tuple[int, int]) -> list[str]:
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        return ["".join(segment.text for segment in strip)
                for strip in app.screen._compositor.render_strips()]


def _digit_rows(text: list[str]) -> int:
    """Rows of Loki's meter box minus its bar and note line."""
    top = next(n for n, line in enumerate(text) if "╭─ LOKI, GOD OF LIES" in line)
    bottom = next(n for n in range(top + 1, len(text)) if text[n].startswith("╰"))
    return bottom - top - 1 - 2


async def test_digits_scale_with_the_terminal(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    small = await _screen_text(dashboard(tmp_path / "a"), (80, 24))
    big = await _screen_text(dashboard(tmp_path / "b"), (200, 55))
    assert _digit_rows(small) == 3
    assert _digit_rows(big) == 15  # scale 7: 2 * 7 + 1 rows
    assert top_row_layout(80, 24, 400, 12, "3:00:00").scale == 1
    assert top_row_layout(200, 55, 400, 12, "3:00:00").scale == 7


async def test_time_box_is_whole_at_80_columns_before_the_start(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    with EventStore.create(path, ev.new_event(default_content(), [4, 4]), "org", T0):
        pass
    text = await _screen_text(LokiDashboardApp(path, by="org", clock=lambda: NOW), (80, 24))
    assert any("│ not started (loki start) │" in line for line in text), "\n".join(text)


async def test_a_reopened_event_is_announced(tmp_path: Path) -> None:
    """Reports after the outcome are refused; the organizer's undo --reopen is told to all."""
    path = tmp_path / "event.sqlite3"
    with EventStore.create(path, ev.new_event(default_content(), [1]), "org", T0) as store:
        store.submit("start", {}, "org", T0)
        store.submit("damage", {"group": 1, "amount": 20}, "ann", T0 + 60)
        store.undo(2, "org", T0 + 120, reopen=True)
    app = LokiDashboardApp(path, by="org", clock=lambda: NOW)
    text = "\n".join(await _screen_text(app, (120, 40)))
    assert "THE EVENT IS REOPENED" in text
    assert "Report #2 had ended the event (the players won); the organizer undid it" in text
    assert "#3   +0:02:00 org: undo report #2 (it ended" in text  # the latest reports


async def test_report_from_another_connection_appears(event_at) -> None:
    app = dashboard_at(event_at())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.screen.info["loki_hp"] == 200
        with EventStore.open(app.event) as other:  # another terminal's connection
            other.submit("damage", {"group": 3, "amount": 15}, "erin", T0 + 3000)
        for _ in range(400):  # the poll picks it up; no timing is asserted
            await pilot.pause(0.05)
            if app.screen.info["loki_hp"] == 185:
                break
        assert app.screen.info["loki_hp"] == 185
        digits = app.screen.query_one("#loki-hp .meter-digits")
        assert digits.value == "185"


async def test_acknowledging_a_banner_is_shared(event_at) -> None:
    app = dashboard_at(event_at())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert len(app.screen.query("LokiBanner")) == 2
        await pilot.press("a")
        await pilot.pause()
        assert len(app.screen.query("LokiBanner")) == 1
        with EventStore.open(app.event) as other:
            assert other.acknowledged() == {"loki-half"}
        await pilot.press("A")
        await pilot.pause()
        assert len(app.screen.query("LokiBanner")) == 0
        with EventStore.open(app.event) as other:
            assert other.acknowledged() == {"loki-half", "loki-flip"}


@pytest.mark.parametrize("backend", ["postgresql"])
async def test_a_lost_connection_is_said_and_the_dashboard_recovers(event_at, postgres) -> None:
    """A PostgreSQL event whose connection drops (a server restart, the network): the
    title line says so instead of the dashboard stopping, and the next poll connects
    again and shows what was reported meanwhile."""
    app = dashboard_at(event_at())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        postgres.sql("postgres", "SELECT pg_terminate_backend("
                     f"{app.store.conn.info.backend_pid}, 10000)")
        with EventStore.open(app.event) as other:
            other.submit("damage", {"group": 3, "amount": 15}, "erin", T0 + 3000)
        # the polls by hand, with no await between: the timer's own poll cannot interleave
        screen.poll()
        title = str(screen.query_one("#loki-title").render())
        assert "cannot reach the event database" in title and title.endswith("(retrying)")
        assert screen.info["loki_hp"] == 200
        screen.poll()
        assert screen.info["loki_hp"] == 185
        assert "GOD OF LIES" in str(screen.query_one("#loki-title").render())
