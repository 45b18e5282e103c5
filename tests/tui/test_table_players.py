"""The players panel with many seats and the one-line summary of each other seat's latest
turn (issue 14): every seat and score on screen at 80x24 and 120x40, snapshots included."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from engine.core import message_from_dict
from tests.tui.plotcapture_keys import make_app, policy, table_spec
from tui.app import HelicarrierApp
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.screens.local_table import open_table
from tui.plotcapture.widgets.turn_summary import last_turns
from tui.shared.widgets.game_log import GameLog

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]

SIX_SEATS = [("Ana", "human"), ("Bot 2", "greedy"), ("Bot 3", "random"), ("Bot 4", "greedy"),
             ("Bot 5", "random"), ("Bot 6", "greedy")]
THREE_SEATS = [("Ana", "human"), ("Greedy", "greedy"), ("Rando", "random")]


def _played(seats: list[tuple[str, str]], seed: int, save_dir: Path,
            until: Callable[[LocalTableController], bool]) -> LocalTableController:
    """A seeded table played (Ana by the test policy, AI seats by theirs) until ``until``."""
    controller = LocalTableController.new(table_spec(seats, seed), save_dir)
    while not until(controller):
        seat = controller.to_act
        assert seat is not None
        if controller.is_human(seat):
            command = message_from_dict(policy(controller.view(seat)))
        else:
            command = controller.bot_choice()
        controller.apply(command)  # type: ignore[arg-type]
    return controller


def _ana_acts_in_round(round_: int) -> Callable[[LocalTableController], bool]:
    def reached(controller: LocalTableController) -> bool:
        view = controller.view(0)
        return controller.to_act == 0 and view["round"] == round_ and view["phase"] == "Action"

    return reached


def _six_seats(save_dir: Path) -> LocalTableController:
    """Seed 1 at Ana's second Action phase, when every seat holds a plot."""
    controller = _played(SIX_SEATS, seed=1, save_dir=save_dir, until=_ana_acts_in_round(2))
    assert all(seat["plots"] for seat in controller.view(0)["seats"])
    return controller


def _opened(make: Callable[[Path], LocalTableController], keys: list[str] = []  # noqa: B006
            ) -> Callable[[Pilot[None]], Awaitable[None]]:
    async def run_before(pilot: Pilot[None]) -> None:
        app = pilot.app
        open_table(app, make(app.save_dir))  # type: ignore[attr-defined]
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
        await pilot.pause()

    return run_before


def _screen_text(app: HelicarrierApp) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def _score_line(seat: dict[str, Any]) -> str:
    return f" {seat['hand_size']:>2} {seat['plots']:>2}p {seat['levels']:>3}"


@pytest.mark.parametrize("size", SIZES)
def test_six_seats_snapshot(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """Six seats, each holding a plot, at Ana's second Action phase."""
    assert snap_compare(make_app(tmp_path), terminal_size=size,
                        run_before=_opened(_six_seats))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("keys", [pytest.param([], id="action"),
                                  pytest.param(["s"], id="investigation")])
async def test_every_seat_and_score_is_on_screen(tmp_path: Path, size: tuple[int, int],
                                                 keys: list[str]) -> None:
    """With six seats every name and score shows, also while the capture panel is open."""
    app = make_app(tmp_path)
    async with app.run_test(size=size) as pilot:
        controller = _six_seats(app.save_dir)
        await _opened(lambda _: controller, keys)(pilot)
        text = _screen_text(app)
        view = controller.view(0)
        if keys:
            assert "Capture" in text and view["phase"] == "Investigation"
        for seat in view["seats"]:
            name = seat["name"] + (" (you)" if seat["you"] else "")
            assert any(name in line and line.rstrip(" │").endswith(_score_line(seat))
                       for line in text.splitlines()), (name, text)


async def test_each_other_seat_s_latest_turn_shows_at_80x24(tmp_path: Path) -> None:
    """After both AI seats played, a line under each says what it did, at 80x24."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = _played(THREE_SEATS, seed=1, save_dir=app.save_dir,
                             until=_ana_acts_in_round(2))
        view = controller.view(0)
        await _opened(lambda _: controller)(pilot)
        summaries = last_turns(view)
        assert set(summaries) == {1, 2}  # Ana's own new turn has done nothing yet
        text = _screen_text(app)
        for seat in (1, 2):
            assert "  " + summaries[seat][:22] in text, (summaries[seat], text)


def test_latest_turn_summary_reads_the_log() -> None:
    """Captures first, then the benefit and what it did; a turn under way shows so far."""
    view = {
        "seats": [{"seat": 0, "name": "Ana"}, {"seat": 1, "name": "Ana B"},
                  {"seat": 2, "name": "Bo"}],
        "log": [
            "Ana goes first.",
            "Ana recruits 7 cards.",
            "Ana reveals May for Combat: send a revealed plot to the bottom of the PLOT deck.",
            "Ana sends Whitehall to the bottom of the PLOT deck.",
            "Raina is revealed.",
            "Ana captures Raina with May, Fitz.",
            "Ana ends the turn.",
            "Ana B recruits 2 cards.",
            "Ana B reveals Skye for Espionage: look at an opponent's hand and steal 1 card.",
            "Ana B looks at Bo's hand.",
            "Ana B steals a card from Bo.",
            "Ana B steals your Coulson.",
            "Ana B ends the turn.",
            "Bo takes no benefit.",
            "Bo captures Garrett with Coulson, Fitz.",
            "Bo captures Obelisk with May, Bobbi.",
            "Bo ends the turn.",
            "Ana recruits 2 cards.",
            "Ana reveals Simmons for Biochem: take an Agent from the SHIELD discard.",
            "Ana takes Fitz from the SHIELD discard.",
        ],
    }
    assert last_turns(view) == {
        0: "Bio took Fitz",
        1: "Spy stole your Coulson",
        2: "captured Garrett, Obelisk (no benefit)",
    }


async def test_every_seat_stays_on_screen_after_a_resize(tmp_path: Path) -> None:
    """Shrinking the terminal from 120x40 to 80x24 gives up the extra lines, not seats,
    and the game log keeps its four rows."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        controller = _six_seats(app.save_dir)
        await _opened(lambda _: controller)(pilot)
        assert "Traitor 12, Alien Carvings 10" in _screen_text(app)  # room for every line
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        text = _screen_text(app)
        for seat in controller.view(0)["seats"]:
            assert any(line.rstrip(" │").endswith(_score_line(seat)) and seat["name"] in line
                       for line in text.splitlines()), (seat["name"], text)
        log = app.screen.query_one(GameLog).region
        assert log.height >= 4 and log.bottom <= 23, text  # above the footer line
