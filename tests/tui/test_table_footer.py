"""The table's one-line footer: the keys on offer, and a click on one presses it."""

from __future__ import annotations

from pathlib import Path

from tests.tui.plotcapture_keys import make_app, table_spec
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.screens.local_table import open_table
from tui.plotcapture.widgets.status_bar import StatusBar
from tui.shared.widgets.table_footer import TableFooter

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


async def test_the_champions_table_has_the_same_one_line_footer(tmp_path: Path) -> None:
    """Textual's Footer was a widget per key: 4,600 of the Champions table screen's 12,200
    objects, per seated player on a served table (issue 16's memory per session)."""
    from textual.widgets import Footer

    from tests.tui.champions_keys import make_app as make_champions_app
    from tests.tui.champions_keys import spec
    from tui.champions.controllers.controller import ChampionsController
    from tui.champions.screens.log_screen import ChampionsLogScreen
    from tui.champions.screens.table import open_champions_table

    app = make_champions_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        open_champions_table(app, ChampionsController.new(spec(seed=1), app.save_dir))
        await pilot.pause()
        assert not app.screen.query(Footer)
        footer = app.screen.query_one(TableFooter)
        assert footer_text(footer).startswith("a Areas t Card text l Log")
        log = next(start for start, _end, key in footer._spans if key.key == "l")
        await pilot.click(TableFooter, offset=(log + 1, 0))
        await pilot.pause()
        assert isinstance(app.screen, ChampionsLogScreen)
