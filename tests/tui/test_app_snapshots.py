"""Snapshots of every app screen at 80x24 and 120x40 (seeded games, AI instant, no blink).

Table states come from seed 1 with three seats (Ana human, a greedy and a random AI):
Ana's first hand holds Coulson, so the Leadership follow-up can be shown.
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from engine.core import message_from_dict
from tests.tui.plotcapture_keys import make_app, policy, table_spec
from tui.app import HelicarrierApp
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.controllers.table_spec import TableSpec
from tui.plotcapture.screens.local_table import open_table

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]

THREE_SEATS = [("Ana", "human"), ("Greedy", "greedy"), ("Rando", "random")]


def _at_table(seats: list[tuple[str, str]], keys: list[str], seed: int = 1,
              **options: Any) -> Callable[[Pilot[None]], Awaitable[None]]:
    """A run_before that opens a seeded table, then presses ``keys``."""

    async def run_before(pilot: Pilot[None]) -> None:
        app = pilot.app
        controller = LocalTableController.new(table_spec(seats, seed, **options),
                                              app.save_dir)  # type: ignore[attr-defined]
        open_table(app, controller)
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
        await pilot.pause()

    return run_before


async def _no_blink(pilot: Pilot[None]) -> None:
    for widget in pilot.app.screen.query(Input):
        widget.cursor_blink = False
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_main_menu(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path), terminal_size=size)


def test_terminal_too_small(snap_compare: Any, tmp_path: Path) -> None:
    """Below 80x24 the notice covers the screen (issue 29: at 70x20 Quit was cut off)."""
    assert snap_compare(make_app(tmp_path), terminal_size=(70, 20))


@pytest.mark.parametrize("size", SIZES)
def test_new_game_form(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await pilot.press("n")
        await _no_blink(pilot)

    assert snap_compare(make_app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_help(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path), terminal_size=size, press=["question_mark"])


@pytest.mark.parametrize("size", SIZES)
def test_table_action_phase(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """Ana's first Action phase: the cards that offer a benefit, and Take no benefit."""
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_at_table(THREE_SEATS, []))


@pytest.mark.parametrize("size", SIZES)
def test_table_leadership_pick(snap_compare: Any, tmp_path: Path,
                               size: tuple[int, int]) -> None:
    """Coulson (1) for Leadership (2): the five SHIELD cards to keep one of."""
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_at_table(THREE_SEATS, ["1", "2"]))


@pytest.mark.parametrize("size", SIZES)
def test_table_capture_not_legal_yet(snap_compare: Any, tmp_path: Path,
                                     size: tuple[int, int]) -> None:
    """Skip the action, target Whitehall (Com, Bio) with Coulson and May: traits missing."""
    keys = ["s", "1", "h", "home", "space", "down", "space"]
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_at_table(THREE_SEATS, keys))


@pytest.mark.parametrize("size", SIZES)
def test_table_recovery(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """End the investigation and mark one card to discard in the Recovery phase."""
    keys = ["s", "e", "h", "home", "space"]
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_at_table(THREE_SEATS, keys))


@pytest.mark.parametrize("size", SIZES)
def test_hot_seat_hand_over(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """Ana ends her turn; the table hides until Ben presses a key."""
    seats = [("Ana", "human"), ("Ben", "human")]
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_at_table(seats, ["s", "e", "e"]))


@pytest.mark.parametrize("size", SIZES)
def test_game_over(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """A one-round game against two AIs, played out before the table opens."""

    async def run_before(pilot: Pilot[None]) -> None:
        app = pilot.app
        spec = table_spec(THREE_SEATS, seed=3, round_limit=1)
        controller = LocalTableController.new(spec, app.save_dir)  # type: ignore[attr-defined]
        while not controller.is_over:
            seat = controller.to_act
            assert seat is not None
            if controller.is_human(seat):
                command = message_from_dict(policy(controller.view(seat)))
            else:
                command = controller.bot_choice()
            controller.apply(command)  # type: ignore[arg-type]
        open_table(app, controller)
        await pilot.pause()

    assert snap_compare(make_app(tmp_path), terminal_size=size, run_before=run_before)


NOON = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


def _finished(spec: TableSpec, folder: Path) -> LocalTableController:
    """A game played out headless (the human seat by the test policy)."""
    controller = LocalTableController.new(spec, folder, now=lambda: NOON)
    while not controller.is_over:
        seat = controller.to_act
        assert seat is not None
        if controller.is_human(seat):
            command = message_from_dict(policy(controller.view(seat)))
        else:
            command = controller.bot_choice()
        controller.apply(command)  # type: ignore[arg-type]
    return controller


@pytest.mark.parametrize("size", SIZES)
def test_load_game_list(snap_compare: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                        size: tuple[int, int]) -> None:
    """A game in progress, a finished one and a damaged file, newest first in each group."""
    monkeypatch.chdir(tmp_path)  # the folder shown on screen is the same on every run
    folder = Path("saves")
    going = LocalTableController.new(table_spec(THREE_SEATS, seed=1), folder, now=lambda: NOON)
    for _ in range(2):
        going.apply(message_from_dict(policy(going.view(0))))  # type: ignore[arg-type]
    paths = [going.save(),
             _finished(table_spec(THREE_SEATS, seed=3, round_limit=1), folder).save()]
    damaged = folder / "broken.toml"
    damaged.write_text("seed = [")
    for age, path in enumerate([damaged, *paths]):
        os.utime(path, (1_800_000_000 - age * 60, 1_800_000_000 - age * 60))

    async def run_before(pilot: Pilot[None]) -> None:
        await pilot.press("l")
        await _no_blink(pilot)

    app = HelicarrierApp(save_dir=folder, bot_delay=0.0)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_replace_save_question(snap_compare: Any, tmp_path: Path,
                               size: tuple[int, int]) -> None:
    """The game's file was taken by another game: ctrl+s asks before replacing it."""

    async def run_before(pilot: Pilot[None]) -> None:
        app = pilot.app
        folder: Path = app.save_dir  # type: ignore[attr-defined]
        controller = LocalTableController.new(table_spec(THREE_SEATS, seed=1), folder,
                                              now=lambda: NOON)
        path = controller.save()
        other = _finished(table_spec([("Bo", "human"), ("Cy", "greedy")], seed=5,
                                     round_limit=1), folder)
        other.save(path, replace=True)
        open_table(app, controller)
        await pilot.pause()
        await pilot.press("s", "ctrl+s")
        await pilot.pause()

    assert snap_compare(make_app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_card_reference(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """Ana's view after a turn each (seed 1): her hand, the discard and the plots placed."""
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_at_table(THREE_SEATS, ["s", "e", "e", "r"]))
