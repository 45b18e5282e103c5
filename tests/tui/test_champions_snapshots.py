"""Snapshots of the Champions screens at 80x24 and 120x40 (seed 1, Ana human, Bot 2; no blink).

Table states are reached by playing on (``champions_keys.advance``) before the table opens.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from engine.champions.core.commands import Choose
from tests.tui.champions_keys import advance, make_app, play_headless, spec
from tui.champions.controllers.controller import ChampionsController
from tui.champions.screens.table import open_champions_table

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


def _table(prepare: Callable[[ChampionsController], None], keys: tuple[str, ...] = (),
           seed: int = 1) -> Callable[[Pilot[None]], Awaitable[None]]:
    async def run_before(pilot: Pilot[None]) -> None:
        app = pilot.app
        controller = ChampionsController.new(spec(seed=seed), app.save_dir)  # type: ignore[attr-defined]
        prepare(controller)
        open_champions_table(app, controller)
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
        for widget in app.screen.query(Input):
            widget.cursor_blink = False
        await pilot.pause()

    return run_before


def _paying(controller: ChampionsController) -> None:
    """Ana plays the first card costing 2 and picks one resource: 1 of 2 picked."""
    advance(controller, "your turn")
    options = controller.view(0)["decision"]["options"]
    play = next(o["key"] for o in options if o["label"].endswith("(cost 2)"))
    controller.apply(Choose(0, play))
    first = controller.view(0)["decision"]["options"][0]["key"]
    controller.apply(Choose(0, first))


@pytest.mark.parametrize("size", SIZES)
def test_champions_new_game(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await pilot.press("c")
        for widget in pilot.app.screen.query(Input):
            widget.cursor_blink = False
        await pilot.pause()

    assert snap_compare(make_app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_champions_table_mulligan(snap_compare: Any, tmp_path: Path,
                                  size: tuple[int, int]) -> None:
    """Setup: Ana's opening hand and the mulligan question."""
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_table(lambda c: advance(c, "Mulligan")))


@pytest.mark.parametrize("size", SIZES)
def test_champions_table_player_phase(snap_compare: Any, tmp_path: Path,
                                      size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_table(lambda c: advance(c, "your turn")))


@pytest.mark.parametrize("size", SIZES)
def test_champions_table_paying(snap_compare: Any, tmp_path: Path,
                                size: tuple[int, int]) -> None:
    """The payment question: one pick shown [x], "1 of 2 resources picked", pay not yet."""
    assert snap_compare(make_app(tmp_path), terminal_size=size, run_before=_table(_paying))


@pytest.mark.parametrize("size", SIZES)
def test_champions_table_defense(snap_compare: Any, tmp_path: Path,
                                 size: tuple[int, int]) -> None:
    """Villain phase: an enemy attacks Ana, who is asked whether (and with what) to defend
    (seed 2: with seed 1 Ana is never attacked before the game ends)."""
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_table(lambda c: advance(c, "Defend?"), seed=2))


@pytest.mark.parametrize("size", SIZES)
def test_champions_manual_dialog(snap_compare: Any, tmp_path: Path,
                                 size: tuple[int, int]) -> None:
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_table(lambda c: advance(c, "your turn"), ("m",)))


@pytest.mark.parametrize("size", SIZES)
def test_champions_game_over(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        controller = play_headless(spec(seed=1), pilot.app.save_dir)  # type: ignore[attr-defined]
        open_champions_table(pilot.app, controller)
        await pilot.pause()

    assert snap_compare(make_app(tmp_path), terminal_size=size, run_before=run_before)


def test_leave_question(snap_compare: Any, tmp_path: Path) -> None:
    """``esc`` at the table asks before leaving (issue 29)."""
    assert snap_compare(make_app(tmp_path), terminal_size=(80, 24),
                        run_before=_table(lambda c: advance(c, "your turn"), ("escape",)))


@pytest.mark.parametrize("size", SIZES)
def test_champions_table_search_shows_the_searched_card(snap_compare: Any, tmp_path: Path,
                                                        size: tuple[int, int]) -> None:
    """Issue 29: The Widow's Web's setup search (50069) offers minions of the encounter
    deck; the highlighted one's text is beside the question at 120x40, and ``t`` away at
    80x24 (the popup opens on it)."""
    keys = ("down", "t") if size == (80, 24) else ("down",)
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_table(lambda c: None, keys))


@pytest.mark.parametrize("size", SIZES)
def test_champions_table_eleven_options(snap_compare: Any, tmp_path: Path,
                                        size: tuple[int, int]) -> None:
    """Issue 29: a turn menu of 11 options (seed 11, round 2): every option has a key,
    End your turn is e and Change form f, both in view."""
    from tests.tui.test_keys_stay_put import _eleven_options

    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_table(_eleven_options, seed=11))
