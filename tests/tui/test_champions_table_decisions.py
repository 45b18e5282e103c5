"""The local Champions table with questions beyond one seat (issue 21 parts 2, 3; issue
29 finding 6).

Hot-seat: Ana and Ben share a terminal. The mulligan (RRG v1.8 Appendix II step 15) and
the end-of-phase discards (END OF PLAYER PHASE step 1) are open for both at once: the
player at the keyboard answers first, then the terminal goes to the other, once. A
question outside the seats goes to the provider registered for its topic.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Static

from engine.champions.ai import SimpleBot
from engine.champions.core.commands import Choose
from tests.tui.champions_keys import HUMAN_POLICY_SEED, keys_for, make_app, policy_choice, spec
from tui.champions.controllers.controller import ChampionsController
from tui.champions.screens.table import ChampionsTableScreen, open_champions_table
from tui.champions.widgets.decision_panel import DecisionPanel
from tui.shared.screens.pass_device import PassDeviceScreen


def _policy() -> Callable[[dict[str, Any]], str]:
    """Each player's pick: the hero bot's, from their own view."""
    bot = SimpleBot(HUMAN_POLICY_SEED)
    return lambda view: policy_choice(bot, view)


def _keep(view: dict[str, Any]) -> str:
    """End the turn, keep the hand: hands stay full for the end-of-phase question."""
    keys = [o["key"] for o in view["decision"]["options"]]
    return next((k for k in ("end", "done") if k in keys), keys[0])


async def _transcript(tmp_path: Path, controller: ChampionsController,
                      pick: Callable[[dict[str, Any]], str],
                      until: Callable[[dict[str, Any]], bool]) -> list[str]:
    """Play the table by key presses (``pick`` from the viewer's own view) until the first
    seat's view is ``until``; what happened: "pass NAME" for each hand-over, "NAME: prompt" for
    each question answered (repeats of one question once)."""
    app = make_app(tmp_path)
    seen: list[str] = []
    async with app.run_test(size=(100, 32)) as pilot:
        open_champions_table(app, controller)
        for _ in range(3000):
            await pilot.pause()
            if until(controller.view(0)):
                return seen
            screen = app.screen
            if isinstance(screen, PassDeviceScreen):
                seen.append(f"pass {screen.player_name}")
                await pilot.press("enter")
                continue
            assert isinstance(screen, ChampionsTableScreen), seen
            line = f"{screen.names[screen.viewer]}: {screen.view['decision']['prompt']}"
            line = line.split(":")[0] + ":" + line.split(":")[1]
            if not seen or seen[-1] != line:
                seen.append(line)
            for press in keys_for(screen.query_one(DecisionPanel), pick(screen.view)):
                await pilot.press(press)
    raise AssertionError(f"never got there: {seen}")


def _table(tmp_path: Path) -> ChampionsController:
    return ChampionsController.new(spec(seed=1, second="human"), tmp_path / "saves")


async def test_the_mulligans_hand_the_terminal_over_once_per_seat(tmp_path: Path) -> None:
    """Ben, at the keyboard after his setup question, mulligans first; then the terminal
    goes to Ana once (no hand-over to Ana and back to Ben for his)."""
    seen = await _transcript(tmp_path, _table(tmp_path), _policy(),
                             lambda view: view["phase"] == "player")
    assert seen == ["Ana: The Widow's Web", "pass Ben", "Ben: The Widow's Web",
                    "Ben: Mulligan", "pass Ana", "Ana: Mulligan"]


async def test_the_end_of_phase_discards_hand_the_terminal_over_once(tmp_path: Path) -> None:
    """Ben, whose turn ends the phase, answers his discard question first; then Ana, after
    one hand-over (the villain phase asks nothing here; round 2 follows)."""
    controller = _table(tmp_path)
    while not (controller.to_act == 1 and "your turn" in
               controller.view(1)["decision"]["prompt"]):  # to Ben's first turn
        seat = controller.to_act
        assert seat is not None
        controller.apply(Choose(seat, _keep(controller.view(seat))))
    seen = await _transcript(tmp_path, controller, _keep, lambda view: view["round"] == 2)
    assert seen == ["pass Ben", "Ben: Player 2", "Ben: End of the player phase",
                    "pass Ana", "Ana: End of the player phase"]


async def test_the_table_says_what_it_waits_for_outside_and_its_provider_answers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 21 part 2 at the local table: a question no seat answers (a test-only hook
    asks for an evidence card) shows as what the table waits for; the provider registered
    for its topic answers it, and the answer is recorded."""
    from engine.champions import ChampionsGame
    from engine.champions.language.hooks import HookStep
    from engine.core import Providers
    from tests.engine.champions.test_at_once import EVIDENCE
    from tui.champions.controllers import controller as controller_module

    def asking(setup: dict[str, Any], seed: int) -> ChampionsGame:
        game = ChampionsGame(setup, seed)
        game.push(HookStep("test_draw_evidence", 0))
        game.refresh()
        return game

    monkeypatch.setattr(controller_module, "new_game", asking)
    controller = _table(tmp_path)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        open_champions_table(app, controller)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        prompt = screen.query_one("#decision-prompt", Static).render()
        assert "Waiting for the test (test.evidence): Draw an evidence card" in str(prompt)
        controller.providers = Providers({EVIDENCE: lambda d: {"card": "e2"}})
        screen.advance()  # (what the table's poll does every second)
        await pilot.pause()
        assert controller.record.commands[0] == {
            "kind": "outside", "seat": -1, "topic": EVIDENCE, "data": {"card": "e2"}}
        assert "Player 1 draws evidence e2 from envelope B." in controller.view(0)["log_all"]
