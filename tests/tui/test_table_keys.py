"""Table keys as a new player types them (issue 14): bursts of keys, undo refusals,
plot keys that stay put, and the Support discard marked like the Recovery one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import events
from textual.pilot import Pilot

from tests.tui.plotcapture_keys import make_app, table_spec
from tui.app import HelicarrierApp
from tui.controllers.local_table import LocalTableController
from tui.screens.local_table import LocalTableScreen, open_table

THREE_SEATS = [("Ana", "human"), ("Greedy", "greedy"), ("Rando", "random")]


async def _open(pilot: Pilot[None], app: HelicarrierApp, seats: list[tuple[str, str]],
                seed: int, **options: Any) -> tuple[LocalTableScreen, LocalTableController]:
    controller = LocalTableController.new(table_spec(seats, seed, **options), app.save_dir)
    open_table(app, controller)
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, LocalTableScreen)
    return screen, controller


async def _burst(pilot: Pilot[None], *keys: str) -> None:
    """Keys arriving together, as from a fast typist: all queued before any is handled."""
    driver = pilot.app._driver
    assert driver is not None
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(pilot.app)
        driver.send_message(event)
    await pilot.pause()
    await pilot.pause()


async def test_a_key_right_after_a_panel_key_goes_to_the_new_panel(tmp_path: Path) -> None:
    """``o`` then enter in one burst picks the highlighted answer, not a hand card."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        screen, controller = await _open(pilot, app, THREE_SEATS, seed=1)
        await pilot.press("s", "h")  # investigating, the hand has the focus
        first = screen.options[0]["command"]
        assert first["kind"] == "plotcapture.capture"
        await _burst(pilot, "o", "enter")
        assert app.focused is screen.query_one("#choices")
        assert screen.target == first["plot"]
        assert screen.marked == set(first["cards"])  # the answer's cards, not the first card
        await _burst(pilot, "h", "space")
        assert app.focused is screen.query_one("#hand")
        assert screen.marked == set(first["cards"]) ^ {controller.view(0)["hand"][0]["id"]}
        await pilot.press("x")
        await _burst(pilot, "tab", "enter")  # tab from the hand reaches the answers
        assert app.focused is screen.query_one("#choices")
        assert screen.marked == set(first["cards"])
