"""Elimination is said at the table (issue 29, finding 2).

With seed 25 Ana (Nick Fury) is defeated while Bot 2 (Maria Hill) plays on. Before,
the only sign was one log line and then "Bot 2 (bot) is playing" for rounds. Rule:
RRG v1.8 PLAYER ELIMINATION (an eliminated player's cards leave the game; the other
players go on).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from engine.champions.ai import SimpleBot
from engine.champions.core.commands import Choose
from tests.tui.champions_keys import HUMAN_POLICY_SEED, make_app, play_by_keys, policy_choice, spec
from tui.champions.controllers.controller import ChampionsController
from tui.champions.screens.table import ChampionsTableScreen, open_champions_table
from tui.champions.widgets.decision_panel import DecisionPanel

SEED = 25
OUT = "You are out: Nick Fury is defeated. You watch the game to its end."


def ana_out(controller: ChampionsController) -> bool:
    return bool(controller.view(0)["players"][0]["eliminated"])


def played(save_dir: Path, stop: Callable[[ChampionsController, int], bool],
           seed: int = SEED) -> ChampionsController:
    """A game played headless (the human by the test policy, the bot by its own) until
    ``stop(controller, commands applied)``."""
    controller = ChampionsController.new(spec(seed=seed), save_dir)
    policy = SimpleBot(HUMAN_POLICY_SEED)
    steps = 0
    while not stop(controller, steps):
        seat = controller.to_act
        assert seat is not None, "the game ended first"
        controller.apply(Choose(seat, policy_choice(policy, controller.view(seat)))
                         if controller.is_human(seat) else controller.bot_choice())
        steps += 1
    return controller


def until_ana_out(save_dir: Path) -> ChampionsController:
    controller = played(save_dir, lambda c, _: ana_out(c))
    assert not controller.is_over
    return controller


async def test_an_elimination_during_play_is_announced(tmp_path: Path) -> None:
    """The table is open when Nick Fury falls: a notice says who is out."""
    steps = len(until_ana_out(tmp_path).record.commands)
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        controller = played(app.save_dir, lambda _, n: n == steps - 1)
        assert not ana_out(controller)
        open_champions_table(app, controller)
        await play_by_keys(pilot, app)
        assert ana_out(controller)
        assert OUT in [n.message for n in app._notifications]


async def test_the_eliminated_player_watches(tmp_path: Path) -> None:
    """After the elimination the decision panel says so above the waiting line, the top
    line marks the seat out, and a table opened then does not announce it again."""
    app = make_app(tmp_path)
    app.bot_delay = 600.0  # the bot waits: the table holds still
    async with app.run_test(size=(80, 24)) as pilot:
        open_champions_table(app, until_ana_out(app.save_dir))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        prompt = str(screen.query_one("#decision-prompt").render())
        assert prompt == f"{OUT}\nBot 2 (bot) is playing..."
        assert screen._status_line().plain.startswith("Ana (out) | round")
        assert screen.query_one(DecisionPanel).keys == []
        assert not list(app._notifications)
