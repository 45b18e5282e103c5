"""The new-game form: what it starts, and what it refuses."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select, Static

from tests.tui.plotcapture_keys import make_app
from tui.plotcapture.screens.local_table import LocalTableScreen
from tui.plotcapture.screens.new_game import NewGameScreen


async def test_form_starts_a_seeded_game_with_three_seats(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("enter", "down", "enter")  # players: 2 -> 3
        await pilot.pause()
        app.screen.query_one("#seed", Input).value = "42"
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LocalTableScreen)
        spec = screen.controller.spec
        assert spec.seed == 42
        assert [(s.name, s.kind, s.strength) for s in spec.seats] == [
            ("Player 1", "human", "normal"),
            ("Bot 2", "greedy", "normal"),
            ("Bot 3", "mcts", "normal"),
        ]
        assert screen.controller.record.setup["seats"] == ["Player 1", "Bot 2", "Bot 3"]


async def test_form_refuses_two_seats_with_one_name_and_a_bad_option(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        form.query_one("#seat-1 .seat-name", Input).value = "player 1"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is form
        assert "both named 'player 1'" in str(form.query_one("#form-error", Static).render())
        form.query_one("#seat-1 .seat-name", Input).value = "Skye"
        form.query_one("#rule-hand_size Input", Input).value = "40"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is form
        assert "Hand size must be between 1 and 12" in str(
            form.query_one("#form-error", Static).render()
        )


async def test_a_default_seat_name_follows_its_kind(tmp_path: Path) -> None:
    """Making seat 2 human renames "Bot 2" to "Player 2" (so hot-seat does not pass the
    terminal to a "Bot"); a name the player typed is kept."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        seat = app.screen.query_one("#seat-1")
        seat.query_one(".seat-kind", Select).value = "human"
        await pilot.pause()
        assert seat.query_one(".seat-name", Input).value == "Player 2"
        seat.query_one(".seat-name", Input).value = "Daisy"
        seat.query_one(".seat-kind", Select).value = "random"
        await pilot.pause()
        assert seat.query_one(".seat-name", Input).value == "Daisy"
