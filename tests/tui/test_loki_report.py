"""``loki report``: the reporter's form, driven by key presses (the reports on both backends)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from trackers.godoflies import event as ev
from trackers.godoflies.rules import default_content
from trackers.godoflies.store import EventFileError, EventStore
from tui.organizer.screens.loki_report import LokiReportApp

T0 = 1_800_000_000.0


def build_event(path: Path | str) -> Path | str:
    state = ev.new_event(default_content(), [4, 3, 2], names=["Avengers", "X-Men", "Defenders"])
    with EventStore.create(path, state, "organizer", T0) as store:
        store.submit("start", {}, "organizer", T0)
    return path


def form(tmp_path: Path, group: str | None = None) -> LokiReportApp:
    return form_at(tmp_path / "event.sqlite3", group)


def form_at(event: Path | str, group: str | None = None) -> LokiReportApp:
    return LokiReportApp(build_event(event), by="alice", group=group,
                         clock=lambda: T0 + 60, cursor_blink=False)


async def test_damage_report_with_the_prefilled_amount(event_at) -> None:
    """Tracking Damage on Loki: an Avatar of Loki defeated gets 5 shatter per player."""
    app = form_at(event_at())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "down", "down", "enter")  # group 2: X-Men, 3 players
        await pilot.pause()
        assert app.screen.query_one("#report-amount", Input).value == "15"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.last_result.startswith("#2 accepted: X-Men deals 15 damage")
    with EventStore.open(app.event) as store:
        assert store.state().groups[1].damage == 15
        assert store.log()[-1].by == "alice"


async def test_threat_from_a_defeated_identity(tmp_path: Path) -> None:
    app = form(tmp_path, group="1")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("tab", "tab", "tab")  # group -> amount -> submit -> report kind
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert app.screen.query_one("#report-amount", Input).value == "1"
        await pilot.press("ctrl+s")
        await pilot.pause()
    with EventStore.open(app.event) as store:
        state = store.state()
        assert state.wc_threat == 1 and state.groups[0].threat_defeat == 1


async def test_refused_report_shows_the_reason_and_changes_nothing(tmp_path: Path) -> None:
    app = form(tmp_path, group="3")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("tab", "0", "ctrl+s")
        await pilot.pause()
        assert app.screen.last_result == "Refused: the damage must be at least 1 (got 0)"
        await pilot.press("tab", "tab", "down", "down", "down", "down", "enter")  # Mangog damage
        await pilot.press("shift+tab", "shift+tab", "5", "ctrl+s")
        await pilot.pause()
        assert "Refused: The Mangog is not in play in pod 1" in app.screen.last_result
    with EventStore.open(app.event) as store:
        assert len(store.log()) == 1


async def test_unusual_damage_is_held_back_once(tmp_path: Path) -> None:
    """Tracking Damage on Loki: a 4-player group usually reports 20 (5 per player);
    81 is held back once with the reason (a typo of 100 for 10 is caught), and is
    reported when submitted again unchanged."""
    app = form(tmp_path, group="1")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("tab", "8", "1", "ctrl+s")
        await pilot.pause()
        assert app.screen.last_result.startswith(
            "Check the amount: 81 damage from Avengers is more than 50")
        assert app.screen.last_result.endswith("Submit again to report 81 anyway.")
        with EventStore.open(app.event) as store:
            assert store.state().loki_damage == 0
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.last_result.startswith("#2 accepted: Avengers deals 81 damage")
    with EventStore.open(app.event) as store:
        assert store.state().loki_damage == 81


async def test_no_group_chosen(tmp_path: Path) -> None:
    app = form(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.last_result == "Refused: choose your group first"


def test_report_form_snapshot(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(form(tmp_path, group="1"), terminal_size=(80, 24),
                        press=["ctrl+s"])


async def test_a_report_whose_answer_was_lost_counts_once(event_at, monkeypatch) -> None:
    """The event out of reach after the report was stored (the answer lost on the way):
    submitting the same report again sends it with the same id, so it counts once."""
    app = form_at(event_at(), group="1")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        store = app.store
        real_submit = store.submit

        def stored_but_lost(*args, **kwargs):
            real_submit(*args, **kwargs)
            monkeypatch.setattr(store, "submit", real_submit)
            raise EventFileError(f"{store.location}: cannot reach the event database (test)")

        monkeypatch.setattr(store, "submit", stored_but_lost)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.last_result.startswith("Refused: ") and "cannot reach" in \
            app.screen.last_result
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.last_result == (
            "#2 had been recorded already (its answer was lost); nothing changed.")
    with EventStore.open(app.event) as other:
        assert other.state().loki_damage == 20 and len(other.log()) == 2
