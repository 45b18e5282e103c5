"""The table's one-line footer: the keys on offer, and a click on one presses it."""

from __future__ import annotations

from pathlib import Path

from tests.tui.plotcapture_keys import make_app, table_spec
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.screens.local_table import open_table
from tui.plotcapture.widgets.status_bar import StatusBar
from tui.plotcapture.widgets.table_footer import TableFooter

SEATS = [("Ana", "human"), ("Greedy", "greedy")]


def footer_text(footer: TableFooter) -> str:
    return " ".join(footer.render().plain.split())


async def test_footer_follows_the_phase_and_a_click_presses_the_key(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        open_table(app, LocalTableController.new(table_spec(SEATS, 1), app.save_dir))
        await pilot.pause()
        footer = app.screen.query_one(TableFooter)
        assert footer_text(footer).startswith("s Skip u Undo ^s Save esc Leave ? Help")
        assert footer_text(footer).endswith("▏^p palette")
        skip = next(start for start, _end, key in footer._spans if key.key == "s")
        await pilot.click(TableFooter, offset=(skip + 1, 0))
        await pilot.pause()
        assert "Investigation" in app.screen.query_one(StatusBar).render().plain
        assert footer_text(footer).startswith("space Mark c Capture e End")
        capture = next(key for _start, _end, key in footer._spans if key.key == "c")
        assert not capture.enabled  # nothing marked yet: shown, but dimmed
