"""Keys that stay put (issue 29): a quick second press of an option's key never picks an
option the player did not see with that key; ``e`` ends the turn in every turn menu; the
turn menu keeps its keys through a card played; at 120x40 a turn menu of 11 options
shows End your turn."""

from __future__ import annotations

from pathlib import Path

from engine.champions.ai import SimpleBot
from tests.tui.champions_keys import (
    HUMAN_POLICY_SEED,
    MAX_STEPS,
    advance,
    make_app,
    policy_choice,
    spec,
)
from tests.tui.screen_rows import screen_rows
from tui.champions.controllers.controller import ChampionsController
from tui.champions.screens.game_over import ChampionsGameOverScreen
from tui.champions.screens.table import ChampionsTableScreen, open_champions_table
from tui.champions.widgets.decision_panel import DecisionPanel
from tui.shared.screens.pass_device import PassDeviceScreen


async def test_a_quick_double_press_never_picks_another_option(tmp_path: Path) -> None:
    """A whole seeded game with a bot seat, every key pressed twice at once: the second
    press picks nothing, or the very option that key showed before the first (a resource
    picked and taken back; that pick is then made with one press, or a payment would never
    end). ``e`` is End your turn whenever it is offered."""
    app = make_app(tmp_path)
    policy = SimpleBot(HUMAN_POLICY_SEED)
    seconds = 0
    undone: set[tuple[str, str]] = set()  # (prompt, option) whose second press took it back
    async with app.run_test(size=(100, 32)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        open_champions_table(app, controller)
        for _ in range(MAX_STEPS):
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, ChampionsGameOverScreen):
                break
            if isinstance(screen, PassDeviceScreen):
                await pilot.press("enter")
                continue
            assert isinstance(screen, ChampionsTableScreen)
            if not controller.has_decision(0) or not screen.deciding:
                await pilot.pause(0.01)
                continue
            panel = screen.query_one(DecisionPanel)
            shown = dict(panel.numbers.numbers)
            if "end" in shown:
                assert shown["end"] == "e"
            key = policy_choice(policy, screen.view)
            if key not in shown:  # past the keys: arrows and enter
                await pilot.press("o", "home", *["down"] * panel.keys.index(key), "enter")
                continue
            before = len(controller.record.commands)
            asked = (screen.view["decision"]["prompt"], key)
            presses = 1 if asked in undone else 2  # a pick taken back is then made once
            await pilot.press(*[shown[key]] * presses)
            await pilot.pause()
            mine = [c for c in controller.record.commands[before:] if c["seat"] == 0]
            assert mine and mine[0]["key"] == key
            if len(mine) > 1:
                seconds += 1
                undone.add(asked)
                assert mine[1]["key"] == key, (shown, mine)
        else:
            raise AssertionError("the game did not end")
        assert controller.view(0)["outcome"] in ("win", "loss")
    assert seconds  # some second presses did act (a pick taken back), on the same option


def _eleven_options(controller: ChampionsController) -> None:
    """Seed 11: Ana's turn menu in round 2 has 11 options (5 cards, two basic powers,
    Quake's two, change form, end the turn)."""
    advance(controller, "your turn", limit=3000,
            when=lambda view: len(view["decision"]["options"]) >= 11)


async def test_at_120x40_eleven_options_show_end_your_turn(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        controller = ChampionsController.new(spec(seed=11), app.save_dir)  # type: ignore[attr-defined]
        _eleven_options(controller)
        open_champions_table(app, controller)
        await pilot.pause()
        rows = "\n".join(screen_rows(app))
        assert "e End your turn" in rows and "f Change to " in rows
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        numbers = screen.query_one(DecisionPanel).numbers.numbers
        assert len(numbers) == len(screen.view["decision"]["options"]) == 11


async def test_the_turn_menu_keeps_its_keys_through_a_card_played(tmp_path: Path) -> None:
    """Ana plays a card (a payment in between): back in the turn menu every option still
    offered has its key, End your turn is still ``e``, and the card's key is free."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "your turn")
        open_champions_table(app, controller)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        panel = screen.query_one(DecisionPanel)
        turn = dict(panel.numbers.numbers)
        play = next(o["key"] for o in screen.view["decision"]["options"]
                    if o["label"].endswith("(cost 2)"))
        await pilot.press(turn[play])
        await pilot.pause()
        assert screen.view["decision"]["prompt"].startswith("Pay for")
        assert turn[play] not in panel.numbers.numbers.values()  # the key just pressed
        while screen.view["decision"]["prompt"].startswith("Pay for"):
            paying = dict(panel.numbers.numbers)
            await pilot.press(paying.get("pay") or next(
                v for k, v in paying.items() if k.startswith("res:")
                and "Spend" in next(o["label"] for o in screen.view["decision"]["options"]
                                    if o["key"] == k)))
            await pilot.pause()
        assert "your turn" in screen.view["decision"]["prompt"]
        after = panel.numbers.numbers
        assert after["end"] == "e"
        assert all(turn[k] == v for k, v in after.items() if k in turn)
        assert turn[play] not in [v for k, v in after.items() if k not in turn]
