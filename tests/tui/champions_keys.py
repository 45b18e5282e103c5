"""Helpers for the Champions app tests: a seeded table, and a game played by key presses.

The "human" seat follows a ``SimpleBot`` reading that seat's view; :func:`keys_for`
says which keys a person presses at the table to send exactly that option (its number
when it has one, else the arrows and enter). :func:`play_headless` applies the same
choices straight to the controller, so a test can compare the app's game with it: each
seat's answers are the same, though a bot may answer a question asked of every player
at once (the mulligan) before or after the person at the keyboard.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.screen import Screen

from engine.champions.ai import SimpleBot
from engine.champions.core.commands import Choose
from tui.app import HelicarrierApp
from tui.champions.controllers.controller import ChampionsController
from tui.champions.controllers.spec import ChampionsSeat, ChampionsSpec
from tui.champions.screens.game_over import ChampionsGameOverScreen
from tui.champions.screens.table import ChampionsTableScreen
from tui.champions.widgets.decision_panel import DecisionPanel
from tui.shared.screens.pass_device import PassDeviceScreen

HUMAN_POLICY_SEED = 1000
MAX_STEPS = 20000


def make_app(tmp_path: Path) -> HelicarrierApp:
    return HelicarrierApp(save_dir=tmp_path / "saves", bot_delay=0.0)


def spec(seed: int = 1, second: str = "bot") -> ChampionsSpec:
    """Ana (human, Nick Fury) and a second seat (Maria Hill), Black Widow standard."""
    name = "Bot 2" if second == "bot" else "Ben"
    return ChampionsSpec("black-widow", (ChampionsSeat("Ana", "human", "nick-fury"),
                                         ChampionsSeat(name, second, "maria-hill")), seed)


def policy_choice(policy: SimpleBot, view: dict[str, Any]) -> str:
    """The option key the test human picks from its own view."""
    decision = view["decision"]
    options = [Choose(view["seat"], o["key"], o["label"]) for o in decision["options"]]
    command = policy.choose(view, options)
    assert isinstance(command, Choose)
    return command.key


def keys_for(panel: DecisionPanel, key: str) -> list[str]:
    number = panel.numbers.numbers.get(key)
    if number is not None:
        return [number]
    return ["o", "home", *["down"] * panel.keys.index(key), "enter"]


async def play_by_keys(pilot: Any, app: HelicarrierApp) -> ChampionsGameOverScreen:
    """Press keys until the game-over screen shows."""
    screen = await play_until(pilot, app, lambda _: False)
    assert isinstance(screen, ChampionsGameOverScreen)
    return screen


async def play_until(pilot: Any, app: HelicarrierApp,
                     done: Callable[[ChampionsTableScreen], bool]) -> Screen[Any]:
    """Press keys until ``done(table)`` holds (the table is returned) or the game-over
    screen shows (it is returned)."""
    policy = SimpleBot(HUMAN_POLICY_SEED)
    for _ in range(MAX_STEPS):
        await pilot.pause()
        screen = app.screen
        if isinstance(screen, ChampionsGameOverScreen):
            return screen
        if isinstance(screen, ChampionsTableScreen) and screen.view and done(screen):
            return screen
        if isinstance(screen, PassDeviceScreen):
            await pilot.press("enter")
            continue
        assert isinstance(screen, ChampionsTableScreen)
        controller = screen.controller
        if not controller.has_decision(screen.viewer) or not screen.deciding:
            await pilot.pause(0.01)  # a bot seat is playing
            continue
        before = len(controller.record.commands)
        key = policy_choice(policy, screen.view)
        for press in keys_for(screen.query_one(DecisionPanel), key):
            await pilot.press(press)
        await pilot.pause()
        assert len(controller.record.commands) > before, f"{key} was not sent"
        assert controller.record.commands[before]["key"] == key  # bots may have moved since
    raise AssertionError("the game did not end")


def play_headless(table: ChampionsSpec, save_dir: Path) -> ChampionsController:
    """The same game straight on the controller: the human by the policy, bots by theirs
    (a table opened on it saves the end into ``save_dir``)."""
    controller = ChampionsController.new(table, save_dir)
    policy = SimpleBot(HUMAN_POLICY_SEED)
    while not controller.is_over:
        seat = controller.to_act
        assert seat is not None
        if controller.is_human(seat):
            controller.apply(Choose(seat, policy_choice(policy, controller.view(seat))))
        else:
            controller.apply(controller.bot_choice())
    return controller


def advance(controller: ChampionsController, until: str, seat: int = 0,
            limit: int = 2000, when: Callable[[dict[str, Any]], bool] | None = None) -> None:
    """Play on (the human by the policy, bots by theirs) until ``seat`` is asked a question
    whose prompt contains ``until`` (and, with ``when``, whose view ``when`` accepts)."""
    policy = SimpleBot(HUMAN_POLICY_SEED)
    for _ in range(limit):
        to_act = controller.to_act
        assert to_act is not None, "the game ended first"
        view = controller.view(to_act)
        if to_act == seat and until in view["decision"]["prompt"] and (
                when is None or when(view)):
            return
        if controller.is_human(to_act):
            controller.apply(Choose(to_act, policy_choice(policy, view)))
        else:
            controller.apply(controller.bot_choice())
    raise AssertionError(f"no question with {until!r} came")
