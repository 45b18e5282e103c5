"""Save, load, undo and the command palette, driven through the app."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static

from tests.tui.plotcapture_keys import make_app, table_spec
from tui.app import HelicarrierApp
from tui.controllers.local_table import LocalTableController
from tui.screens.load_game import LoadGameScreen
from tui.screens.local_table import LocalTableScreen, open_table

SEATS = [("Ana", "human"), ("Greedy", "greedy")]


async def test_damaged_save_shows_an_error_and_is_left_alone(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.save_dir.mkdir(parents=True)
    broken = app.save_dir / "broken.toml"
    broken.write_bytes(b'format = "helicarrier-record"\nseed = [unclosed\n')
    before = (broken.read_bytes(), broken.stat().st_mtime_ns)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LoadGameScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadGameScreen)  # no table opened
        error = str(app.screen.query_one("#load-error", Static).render())
        assert "Cannot load" in error and "broken.toml" in error and "not valid TOML" in error
    assert (broken.read_bytes(), broken.stat().st_mtime_ns) == before


async def test_typed_path_of_a_foreign_file_is_refused(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    other = tmp_path / "notes.toml"
    other.write_text('title = "shopping"\n')
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        app.screen.query_one("#load-path", Input).value = str(other)
        await pilot.press("enter")
        await pilot.pause()
        error = str(app.screen.query_one("#load-error", Static).render())
        assert "not a helicarrier game record" in error
    assert other.read_text() == 'title = "shopping"\n'


async def test_save_then_load_restores_the_same_table(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = LocalTableController.new(table_spec(SEATS, seed=4), app.save_dir)
        open_table(app, controller)
        await pilot.pause()
        await pilot.press("s")  # skip the action: now investigating
        await pilot.press("ctrl+s")
        await pilot.pause()
        saved = controller.save_path
        assert saved.parent == app.save_dir and saved.is_file()
        view = controller.view(0)
        await pilot.press("escape")  # back to the main menu
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        await pilot.press("enter")  # the newest save is highlighted
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LocalTableScreen)
        assert screen.controller.record == controller.record
        assert screen.controller.view(0) == view
        assert screen.controller.spec.seats[1].kind == "greedy"


async def test_undo_takes_back_a_skip_but_not_a_look_at_cards(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = LocalTableController.new(table_spec(SEATS, seed=1), app.save_dir)
        open_table(app, controller)
        await pilot.pause()
        await pilot.press("s")
        assert controller.view(0)["phase"] == "Investigation"
        await pilot.press("u")
        await pilot.pause()
        assert controller.view(0)["phase"] == "Action"
        assert controller.record.commands == ()
        await pilot.press("1", "2")  # Coulson for Leadership: five SHIELD cards are seen
        await pilot.pause()
        assert controller.view(0)["step"] == "Leadership"
        await pilot.press("u")
        await pilot.pause()
        assert controller.view(0)["step"] == "Leadership"  # nothing taken back
        assert len(controller.record.commands) == 1


async def test_command_palette_lists_the_table_actions(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        open_table(app, LocalTableController.new(table_spec(SEATS, seed=1), app.save_dir))
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        titles = {command.title for command in app.get_system_commands(app.screen)}
        assert {"Capture", "End", "Mark", "Save", "Leave", "Help"} <= titles


async def test_mouse_marks_cards_and_targets_plots(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = LocalTableController.new(table_spec(SEATS, seed=1), app.save_dir)
        open_table(app, controller)
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LocalTableScreen)
        hand = [card["id"] for card in controller.view(0)["hand"]]
        await pilot.click("#hand", offset=(6, 2))  # second card (row 1 is the border)
        await pilot.pause()
        assert screen.marked == {hand[1]}
        plots = [plot["title"] for plot in controller.view(0)["revealed_plots"]]
        await pilot.click("#plots", offset=(6, 3))  # third plot
        await pilot.pause()
        assert screen.target == plots[2]


async def test_ai_speed_keys_and_leaving_saves_the_unfinished_game(tmp_path: Path) -> None:
    app = HelicarrierApp(save_dir=tmp_path / "saves", bot_delay=0.6)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = LocalTableController.new(table_spec(SEATS, seed=1), app.save_dir)
        open_table(app, controller)
        await pilot.pause()
        await pilot.press("minus")
        assert app.bot_delay == 1.2
        await pilot.press("plus", "plus")
        assert app.bot_delay == 0.25
        await pilot.press("s", "escape")
        await pilot.pause()
        assert not isinstance(app.screen, LocalTableScreen)
        assert LocalTableController.from_save(controller.save_path).record == controller.record
