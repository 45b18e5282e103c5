"""The cards a question names are readable at the table (issue 29, "Reading the cards a
question is about (blocker)"): at 120x40 the card-text panel shows the card of the
highlighted option (the minion The Widow's Web's setup searches for, 50069), and at 80x24
``t`` opens on it; the ``t`` list holds a card that is nowhere else in view."""

from __future__ import annotations

from pathlib import Path

from tests.engine.champions.helpers import SETUP_SEARCH
from tests.tui.champions_keys import make_app, spec
from tui.champions.controllers.controller import ChampionsController
from tui.champions.screens.card_popup import CardTextScreen
from tui.champions.screens.table import ChampionsTableScreen, open_champions_table
from tui.champions.widgets.card_text_panel import CardTextPanel
from tui.champions.widgets.decision_panel import DecisionPanel


def _panel_text(screen: ChampionsTableScreen) -> str:
    return str(screen.query_one(CardTextPanel).render())


async def test_at_120x40_the_highlighted_option_shows_its_searched_card(tmp_path: Path) -> None:
    """The setup search lists minions of the encounter deck (no view shows it): the panel
    reads the highlighted one, and moving down reads the next."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        open_champions_table(app, controller)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        decision = screen.view["decision"]
        assert SETUP_SEARCH in decision["prompt"]
        names = [o["label"] for o in decision["options"]]
        panel = screen.query_one(DecisionPanel)
        first = next(o["label"] for o in decision["options"]
                     if o["key"] == panel.highlighted_key)
        assert first in _panel_text(screen) and "(minion)" in _panel_text(screen)
        assert "No card in focus" not in _panel_text(screen)
        await pilot.press("down")
        await pilot.pause()
        second = next(o["label"] for o in decision["options"]
                      if o["key"] == panel.highlighted_key)
        assert second != first and second in names
        assert f"{second} (minion)" in _panel_text(screen)


async def test_at_80x24_t_opens_on_the_highlighted_options_card(tmp_path: Path) -> None:
    """No card-text panel at 80x24: ``t`` is the one key, and opens on the option's card
    (the ``t`` list holds it though it lies in the encounter deck)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        open_champions_table(app, controller)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        await pilot.press("down")
        await pilot.pause()
        panel = screen.query_one(DecisionPanel)
        label = next(o["label"] for o in screen.view["decision"]["options"]
                     if o["key"] == panel.highlighted_key)
        await pilot.press("t")
        await pilot.pause()
        popup = app.screen
        assert isinstance(popup, CardTextScreen)
        text = str(popup.query_one("#card-popup-text").render())
        assert text.startswith(f"{label} (minion)")
        assert ("in the question", label) in [(where, card["name"])
                                              for where, card in popup.cards]
