"""The card reference (``r`` at the table): counts right, from the seat's view only."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from engine.plotcapture import PlotCaptureGame
from tests.tui.plotcapture_keys import make_app, table_spec
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.screens.card_reference import (
    IN_PLOT_DECK,
    CardReferenceScreen,
    plot_rows,
    shield_rows,
)
from tui.plotcapture.screens.local_table import LocalTableScreen, open_table

SEATS = [("Ana", "greedy"), ("Greedy", "greedy"), ("Rando", "random"), ("Rex", "random")]


def _hidden_titles(game: PlotCaptureGame, seat: int) -> Counter[str]:
    """Titles of the SHIELD cards ``seat`` cannot see: the deck, other hands, cards looked at."""
    cards = [*game.shield_deck, *game.look]
    for other, hand in enumerate(game.hands):
        if other != seat:
            cards.extend(hand)
    return Counter(game.t.card_name(card) for card in cards)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_not_seen_counts_exactly_the_cards_hidden_from_the_seat(tmp_path: Path, seed: int) -> None:
    """At every step of whole games (Traitor's removal of Grant included), for every seat."""
    controller = LocalTableController.new(table_spec(SEATS, seed, round_limit=6), tmp_path)
    while not controller.is_over:
        for seat in range(len(SEATS)):
            view = controller.view(seat)
            rows = shield_rows(view)
            game = controller.game
            assert isinstance(game, PlotCaptureGame)
            hidden = _hidden_titles(game, seat)
            assert {row["title"]: row["not_seen"] for row in rows if row["not_seen"]} == hidden
            assert all(row["not_seen"] >= 0 for row in rows)
            in_deck = {row["title"] for row in plot_rows(view) if row["where"] == IN_PLOT_DECK}
            assert in_deck == {game.t.plot_titles[p] for p in game.plot_deck}
        controller.apply(controller.bot_choice())


async def test_r_opens_the_reference_and_esc_goes_back(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        seats = [("Ana", "human"), ("Greedy", "greedy")]
        controller = LocalTableController.new(table_spec(seats, seed=1), app.save_dir)
        open_table(app, controller)
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CardReferenceScreen)
        assert screen.view == controller.view(0)  # the seat's own view, nothing else
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LocalTableScreen)


async def test_hot_seat_hand_over_closes_the_previous_players_reference(tmp_path: Path) -> None:
    """The reference lists the viewer's hand: the next human must not find it open."""
    app = make_app(tmp_path)
    app.bot_delay = 600.0  # the AI seat moves only when the test says so
    async with app.run_test(size=(80, 24)) as pilot:
        seats = [("Ana", "human"), ("Greedy", "greedy"), ("Ben", "human")]
        controller = LocalTableController.new(table_spec(seats, seed=1), app.save_dir)
        open_table(app, controller)
        await pilot.pause()
        table = app.screen
        assert isinstance(table, LocalTableScreen)
        await pilot.press("s", "e", "e")  # Ana's turn ends; the AI is to move
        await pilot.pause()
        assert controller.to_act == 1
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, CardReferenceScreen)
        while controller.to_act == 1:
            controller.apply(controller.bot_choice())
        table.advance()  # Ben's turn: the terminal is passed to him
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is table and table.viewer == 2
