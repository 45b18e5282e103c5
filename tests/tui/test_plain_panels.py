"""Panels that show engine text show it as written: its square brackets are not markup."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from tui.champions.widgets.areas_panel import AreasPanel
from tui.champions.widgets.card_text_panel import CardTextPanel
from tui.champions.widgets.villain_panel import VillainPanel
from tui.shared.widgets.plain_static import PlainStatic
from tui.shared.widgets.redraw import update_static

TEXT = "Nick Fury (hero) 10/10 HP  ATK 2  THW 2  [exhausted]\n2 [EM] Concentrated Fire"


class OnePanel(App[None]):
    def __init__(self, panel: PlainStatic) -> None:
        super().__init__()
        self.panel = panel

    def compose(self) -> ComposeResult:
        yield self.panel


@pytest.mark.parametrize("panel", [AreasPanel, CardTextPanel, VillainPanel])
async def test_brackets_in_engine_text_stay_on_screen(panel: type[PlainStatic]) -> None:
    """An exhausted identity's "[exhausted]" was read as a style and vanished."""
    app = OnePanel(panel())
    async with app.run_test(size=(80, 10)) as pilot:
        update_static(app.panel, TEXT)
        await pilot.pause()
        shown = "\n".join(strip.text for strip in app.screen._compositor.render_strips())
        assert "THW 2  [exhausted]" in shown
        assert "[EM] Concentrated Fire" in shown
