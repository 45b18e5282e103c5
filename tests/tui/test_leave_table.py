"""Leaving a table on this terminal asks first, at both games' tables (issue 29)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.screen import Screen

from tests.tui.champions_keys import spec
from tests.tui.plotcapture_keys import table_spec
from tui.app import HelicarrierApp
from tui.champions.controllers.controller import ChampionsController
from tui.champions.screens.card_popup import CardTextScreen
from tui.champions.screens.table import ChampionsTableScreen, open_champions_table
from tui.menu.main_menu import MainMenuScreen
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.screens.local_table import LocalTableScreen, open_table
from tui.shared.screens.leave_table import LeaveTableScreen


def _champions(app: HelicarrierApp) -> ChampionsController:
    controller = ChampionsController.new(spec(seed=3), app.save_dir)
    open_champions_table(app, controller)
    return controller


def _plotcapture(app: HelicarrierApp) -> LocalTableController:
    controller = LocalTableController.new(table_spec([("Ana", "human"), ("Greedy", "greedy")],
                                                     seed=4), app.save_dir)
    open_table(app, controller)
    return controller


TABLES: list[tuple[Callable[[HelicarrierApp], Any], type[Screen[Any]]]] = [
    (_champions, ChampionsTableScreen), (_plotcapture, LocalTableScreen)]


@pytest.mark.parametrize(("opened", "table"), TABLES)
async def test_escape_asks_before_leaving_and_escape_again_stays(
        tmp_path: Path, opened: Callable[[HelicarrierApp], Any], table: type[Screen[Any]]) -> None:
    """Issue 29: one ``esc`` too many after closing card text dropped to the menu. ``esc``
    asks; a second ``esc`` (or ``n``) stays at the table, nothing saved."""
    app = HelicarrierApp(save_dir=tmp_path / "saves", bot_delay=0.0)
    async with app.run_test(size=(100, 30)) as pilot:
        opened(app)
        await pilot.pause()
        for stay in ("escape", "n"):
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, LeaveTableScreen)
            await pilot.press(stay)
            await pilot.pause()
            assert isinstance(app.screen, table)
        assert not list((tmp_path / "saves").glob("*.toml"))


@pytest.mark.parametrize(("opened", "table"), TABLES)
async def test_leaving_after_yes_saves_the_unfinished_game(
        tmp_path: Path, opened: Callable[[HelicarrierApp], Any], table: type[Screen[Any]]) -> None:
    app = HelicarrierApp(save_dir=tmp_path / "saves", bot_delay=0.0)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = opened(app)
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert "saved" in str(app.screen.query_one("#leave-question").render())
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, MainMenuScreen)
        assert controller.save_path is not None and controller.save_path.is_file()


async def test_escape_closing_card_text_then_escape_does_not_leave(tmp_path: Path) -> None:
    """The finding's own keys: ``t`` card text, ``esc`` closes it, a second ``esc`` asks."""
    app = HelicarrierApp(save_dir=tmp_path / "saves", bot_delay=0.0)
    async with app.run_test(size=(100, 30)) as pilot:
        _champions(app)
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, CardTextScreen)
        await pilot.press("escape", "escape")
        await pilot.pause()
        assert isinstance(app.screen, LeaveTableScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ChampionsTableScreen)
