"""Issue 14's wording problems at the plot-capture table, and the game-over statistics."""

from __future__ import annotations

import html
import re
from pathlib import Path

from tests.tui.plotcapture_keys import make_app, table_spec
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.screens.game_over import GameOverScreen
from tui.plotcapture.screens.local_table import open_table
from tui.plotcapture.widgets.capture_panel import CapturePanel
from tui.plotcapture.widgets.players_panel import PlayersPanel

SEATS = [("Ana", "human"), ("Greedy", "greedy"), ("Rando", "random")]


def _screen_text(app: object) -> str:
    """The characters on screen, rows joined by newlines (from the SVG screenshot)."""
    svg = app.export_screenshot()  # type: ignore[attr-defined]
    rows = re.findall(r'<g class="terminal-[^"]*"[^>]*>(.*?)</g>', svg, re.S)
    texts = re.findall(r">([^<]*)</text>", "".join(rows) if rows else svg)
    return html.unescape("".join(texts)).replace("\xa0", " ")


async def test_one_marked_card_is_one_card(tmp_path: Path) -> None:
    """Issue 14: the Capture panel said "(1 cards)"."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        open_table(app, LocalTableController.new(table_spec(SEATS, seed=1), app.save_dir))
        await pilot.pause()
        await pilot.press("s", "1", "h", "home", "space")
        await pilot.pause()
        text = str(app.screen.query_one(CapturePanel).render())
        assert "(1 card)" in text and "cards)" not in text


async def test_a_table_of_ai_seats_marks_nobody_as_you(tmp_path: Path) -> None:
    """Issue 14: "Bot 1 (you)" in a game with no human seat."""
    app = make_app(tmp_path)
    app.bot_delay = 30.0  # the table stays on its first state while the test reads it
    async with app.run_test(size=(120, 40)) as pilot:
        spec = table_spec([("Bot 1", "greedy"), ("Bot 2", "random")], seed=1)
        open_table(app, LocalTableController.new(spec, app.save_dir))
        await pilot.pause()
        text = str(app.screen.query_one(PlayersPanel).render())
        assert "Bot 1" in text and "(you)" not in text


async def test_a_human_seat_is_still_marked_as_you(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        open_table(app, LocalTableController.new(table_spec(SEATS, seed=1), app.save_dir))
        await pilot.pause()
        assert "Ana (you)" in str(app.screen.query_one(PlayersPanel).render())


async def test_game_over_shows_rounds_seat_types_and_captures(tmp_path: Path) -> None:
    """Issue 14: game-over statistics: captures per player, rounds, the type of each bot."""
    app = make_app(tmp_path)
    spec = table_spec([("Ana", "human"), ("Greedy", "greedy"), ("Deep", "mcts")], seed=3,
                      round_limit=2)
    controller = LocalTableController.new(spec, app.save_dir)
    controller.players[2] = controller.players[1].__class__(7)  # a quick stand-in for MCTS
    while not controller.is_over:
        seat = controller.to_act
        assert seat is not None
        controller.apply(controller.first_legal() if seat == 0 else controller.bot_choice())
    view = controller.view(0)
    async with app.run_test(size=(120, 40)) as pilot:
        open_table(app, controller)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameOverScreen)
        text = _screen_text(app)
        assert "2 rounds played." in text
        for kind in ("human", "AI: greedy", "AI: MCTS (normal)"):
            assert kind in text
        captured = [plot["title"] for seat in view["seats"] for plot in seat["captured"]]
        assert captured and all(title in text for title in captured)
