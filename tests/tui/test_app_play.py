"""Whole games played through the app by key presses only, checked against the engine.

The human seats follow ``plotcapture_keys.policy``; the same policy applied straight to
the engine (with identically seeded AI players) must give the same final standings
and the same number of commands, so every key did exactly what it should.
"""

from __future__ import annotations

from pathlib import Path

from tests.tui.plotcapture_keys import make_app, play_by_keys, play_headless, table_spec
from tui.plotcapture.controllers.table_spec import TableSpec
from tui.plotcapture.screens.local_table import open_table


async def _play(tmp_path: Path, spec: TableSpec, mark_by_hand: bool) -> None:
    from tui.plotcapture.controllers.local_table import LocalTableController

    expected, count = play_headless(spec)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        controller = LocalTableController.new(spec, app.save_dir)
        open_table(app, controller)
        standings = await play_by_keys(pilot, app, mark_by_hand)
        assert standings == expected
        assert len(controller.record.commands) == count
        assert controller.is_over


async def test_one_human_against_two_bots_by_keys(tmp_path: Path) -> None:
    spec = table_spec([("Ana", "human"), ("Greedy", "greedy"), ("Rando", "random")], seed=11,
                      round_limit=3)
    await _play(tmp_path, spec, mark_by_hand=True)


async def test_two_humans_hot_seat_by_keys(tmp_path: Path) -> None:
    spec = table_spec([("Ana", "human"), ("Ben", "human")], seed=5, round_limit=2)
    await _play(tmp_path, spec, mark_by_hand=False)
