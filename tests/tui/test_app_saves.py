"""Save, load, undo and the command palette, driven through the app."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from textual.widgets import Input, OptionList, Static

from tests.tui.plotcapture_keys import make_app, table_spec
from tui.app import HelicarrierApp
from tui.menu.load_game import LoadGameScreen
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.screens.game_over import GameOverScreen
from tui.plotcapture.screens.local_table import LocalTableScreen, open_table
from tui.plotcapture.screens.replace_save import ReplaceSaveScreen
from tui.shared.screens.command_palette import AsciiCommandPalette

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
        await pilot.press("escape", "y")  # back to the main menu
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
        await pilot.press("s", "escape", "y")
        await pilot.pause()
        assert not isinstance(app.screen, LocalTableScreen)
        assert LocalTableController.from_save(controller.save_path).record == controller.record


FOUR_SEATS = [("Ana", "human"), ("Bot 2", "greedy"), ("Bot 3", "greedy"), ("Bot 4", "random")]
NOON = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


async def _play_and_leave(app: HelicarrierApp, pilot: object, controller: LocalTableController,
                          leave_key: str) -> Path:
    """Open ``controller``'s table, skip the action, then save with ``leave_key`` and leave."""
    open_table(app, controller)
    await pilot.pause()  # type: ignore[attr-defined]
    await pilot.press("s", leave_key)  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    if leave_key != "escape":
        await pilot.press("escape")  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]
    await pilot.press("y")  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    assert controller.save_path is not None
    return controller.save_path


async def test_games_with_the_same_seed_keep_their_own_saves(tmp_path: Path) -> None:
    """Issue 14: a 2-seat game with seed 42 replaced a 4-seat one, on ctrl+s and on esc."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        paths = []
        for seats, key in ((FOUR_SEATS, "ctrl+s"), (SEATS, "ctrl+s"),
                           (FOUR_SEATS, "escape"), (SEATS, "escape")):
            controller = LocalTableController.new(table_spec(seats, seed=42), app.save_dir,
                                                  now=lambda: NOON)
            paths.append(await _play_and_leave(app, pilot, controller, key))
        assert len(set(paths)) == 4
        seat_counts = [len(LocalTableController.from_save(p).spec.seats) for p in paths]
        assert seat_counts == [4, 2, 4, 2]
        assert not isinstance(app.screen, ReplaceSaveScreen)  # nobody had to be asked


async def test_saving_over_another_games_file_asks_first(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = LocalTableController.new(table_spec(SEATS, seed=7), app.save_dir)
        open_table(app, controller)
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        path = controller.save_path
        assert path is not None
        other = LocalTableController.new(table_spec(FOUR_SEATS, seed=7), app.save_dir)
        other.save(path, replace=True)  # e.g. written by a second copy of the app
        theirs = path.read_text()
        await pilot.press("s", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ReplaceSaveScreen)
        assert path.read_text() == theirs
        await pilot.press("escape")  # back to the table, nothing written
        await pilot.pause()
        assert isinstance(app.screen, LocalTableScreen) and path.read_text() == theirs
        await pilot.press("escape", "y")  # leaving asks too ...
        await pilot.pause()
        assert isinstance(app.screen, ReplaceSaveScreen)
        await pilot.press("n")  # ... keep theirs, save ours under a new name, then leave
        await pilot.pause()
        assert not isinstance(app.screen, (ReplaceSaveScreen, LocalTableScreen))
        assert path.read_text() == theirs
        assert controller.save_path != path
        assert LocalTableController.from_save(controller.save_path).record == controller.record


async def test_replacing_another_games_file_with_y(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = LocalTableController.new(table_spec(SEATS, seed=7), app.save_dir)
        path = controller.save()
        LocalTableController.new(table_spec(FOUR_SEATS, seed=7), app.save_dir).save(
            path, replace=True)
        open_table(app, controller)
        await pilot.pause()
        await pilot.press("s", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ReplaceSaveScreen)
        text = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert "belongs to another game" in text and "4 seats" in text
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, LocalTableScreen)
        assert LocalTableController.from_save(path).record == controller.record


def _load_list_lines(app: HelicarrierApp) -> list[str]:
    options = app.screen.query_one("#load-list", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def test_load_list_shows_date_seats_round_scores_and_finished_games(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    going = LocalTableController.new(table_spec(SEATS, seed=3), app.save_dir, now=lambda: NOON)
    going.apply(going.game.legal(0)[-1])  # skip the action
    going.save()
    done = LocalTableController.new(table_spec(SEATS, seed=3, round_limit=1), app.save_dir,
                                    now=lambda: NOON)
    while not done.is_over:
        seat = done.to_act
        assert seat is not None
        done.apply(done.first_legal() if done.is_human(seat) else done.bot_choice())
    done_path = done.save()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        lines = _load_list_lines(app)
        assert lines[0] == "In progress"
        assert lines[1].startswith("2026-12-01 12:00  2 seats  round 1, 1 move\n  Ana 0 plots")
        assert "Greedy (AI)" in lines[1]
        assert lines[2] == "Finished (opens the final table)"
        assert re.match(r"2026-12-01 12:00  2 seats  finished in round 1: .* (won|shared the win)",
                        lines[3])
        options = app.screen.query_one("#load-list", OptionList)
        options.highlighted = 3
        await pilot.press("enter")  # a finished game opens on its game-over screen
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert done_path.is_file()


async def test_a_saved_game_that_ends_is_saved_as_finished(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        spec = table_spec([("Bot 1", "greedy"), ("Bot 2", "random")], seed=2, round_limit=1)
        controller = LocalTableController.new(spec, app.save_dir)
        path = controller.save()
        open_table(app, controller)
        for _ in range(200):
            await pilot.pause(0.01)
            if isinstance(app.screen, GameOverScreen):
                break
        assert isinstance(app.screen, GameOverScreen)
        assert LocalTableController.from_save(path).is_over


async def test_command_palette_lists_our_commands_once_without_emoji(tmp_path: Path) -> None:
    """Issue 14: Quit was listed twice, with Textual's Theme, Maximize, Screenshot, an emoji."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert sorted(titles) == ["Help", "Load game", "New Champions game", "New game", "Quit"]
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, AsciiCommandPalette)
        svg = app.export_screenshot()
        shown = "".join(re.findall(r">([^<]*)</text>", svg)).replace("&#160;", " ")
        assert "Search for commands" in shown and "Quit" in shown
        odd = {ch for ch in shown if ord(ch) > 0x7F and not 0x2500 <= ord(ch) <= 0x259F}
        assert odd == set(), odd
