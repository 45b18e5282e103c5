"""Below 80x24 every screen of the app says the terminal is too small (issue 29).

At 70x20 the main menu's Quit button was cut off with no word why. The notice covers
whichever screen shows, including one that opens while the terminal is small, and keys
do nothing under it (a player cannot see what they would press) except ctrl+q.
"""

from __future__ import annotations

from pathlib import Path

from tests.tui.champions_keys import advance, make_app, spec
from tests.tui.screen_rows import screen_rows
from tui.champions.controllers.controller import ChampionsController
from tui.champions.screens.table import ChampionsTableScreen, open_champions_table
from tui.menu.main_menu import MainMenuScreen

NOTICE = "terminal too small: 80x24 needed"


def _shown(app: object) -> str:
    return "\n".join(screen_rows(app))


async def test_the_menu_below_80x24_says_so_and_ignores_keys(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        assert NOTICE in _shown(app) and "(this one is 70x20)" in _shown(app)
        await pilot.press("c")  # would open the Champions form
        await pilot.pause()
        assert isinstance(app.screen, MainMenuScreen)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert NOTICE not in _shown(app) and "Quit" in _shown(app)
        await pilot.press("c")
        await pilot.pause()
        assert not isinstance(app.screen, MainMenuScreen)


async def test_a_table_and_a_screen_opened_while_small_say_so_too(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "your turn")
        open_champions_table(app, controller)
        await pilot.pause()
        assert NOTICE not in _shown(app)
        await pilot.resize_terminal(79, 24)
        await pilot.pause()
        assert NOTICE in _shown(app)
        moves = len(controller.record.commands)
        await pilot.press("1")
        await pilot.pause()
        assert len(controller.record.commands) == moves  # no move played unseen
        app.action_help()  # a screen that opens while the terminal is small
        await pilot.pause()
        assert not isinstance(app.screen, ChampionsTableScreen)
        assert NOTICE in _shown(app)
        await pilot.resize_terminal(80, 23)
        await pilot.pause()
        assert NOTICE in _shown(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert NOTICE not in _shown(app)
        await pilot.press("escape")  # closes the help: the table, without the notice
        await pilot.pause()
        assert isinstance(app.screen, ChampionsTableScreen)
        assert NOTICE not in _shown(app)
        await pilot.press("1")
        await pilot.pause()
        assert len(controller.record.commands) > moves  # keys work again


async def test_the_footer_is_hidden_under_the_notice(tmp_path: Path) -> None:
    """A footer key is a button: under the notice it would still open a screen."""
    from textual.widgets import Footer

    app = make_app(tmp_path)
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        assert not app.screen.query_one(Footer).display
        assert "q Quit" not in _shown(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen.query_one(Footer).display
