"""Helpers for the app tests: a deterministic human policy, played headless or by key presses.

``policy(view)`` picks a command from the view's own decision options (so it is
always legal). ``keys_for(view)`` says which keys a person would press at the
table to send exactly that command; :func:`play_by_keys` presses them until the
game is over. The headless twin, :func:`play_headless`, applies the same policy
straight to the engine, so a test can compare the app's result with the engine's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core import Command, message_from_dict
from engine.plotcapture import Setup, new_game
from tui.app import HelicarrierApp
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.controllers.table_spec import SeatSpec, TableSpec
from tui.plotcapture.screens.game_over import GameOverScreen
from tui.plotcapture.screens.table import PlotCaptureTableScreen
from tui.plotcapture.widgets.plots_panel import PlotsPanel
from tui.shared.screens.pass_device import PassDeviceScreen

MAX_PRESSES = 6000
MAX_STEPS = 20000  # loop turns, waiting for AI seats included: a stuck table fails


def policy(view: dict[str, Any]) -> dict[str, Any]:
    """The test human's choice: a benefit when there is one, the first capture, few discards."""
    options = [o["command"] for o in view["decision"]["options"]]
    phase, step = view["phase"], view["step"]
    if phase == "Action" and not step:
        return options[0]
    if phase == "Investigation":
        return options[0]  # the first minimal capture, else End the investigation
    if phase == "Recovery":
        hand = sorted(card["id"] for card in view["hand"])
        extra = hand[: max(0, len(hand) - 7)][:2]
        return {"kind": "plotcapture.recovery_discard", "seat": view["seat"], "cards": extra}
    return options[0]


def keys_for(view: dict[str, Any], mark_by_hand: bool = True,
             slots: list[str | None] | None = None) -> list[str]:
    """The key presses that make the table send ``policy(view)``.

    A capture is built either by marking cards in the hand (``mark_by_hand``) or by
    taking the first capture the choices panel lists; both end with ``c``. ``slots``
    are the plots by number as the table shows them (default: the view's order).
    """
    command = policy(view)
    kind = command["kind"]
    hand = [card["id"] for card in view["hand"]]
    if slots is None:
        slots = [plot["title"] for plot in view["revealed_plots"]]
    if kind == "plotcapture.use_benefit":
        return ["1", "1"]  # first card offering a benefit, then its first trait
    if kind == "plotcapture.capture" and not mark_by_hand:
        return ["o", "home", "enter", "c"]
    if kind == "plotcapture.capture":
        keys = ["x", str(slots.index(command["plot"]) + 1)]
        keys += _mark(hand, command["cards"])
        return [*keys, "c"]
    if kind == "plotcapture.end_investigation":
        return ["e"]
    if kind == "plotcapture.recovery_discard":
        return [*_mark(hand, command["cards"]), "e"]
    if kind == "plotcapture.skip_action":
        return ["s"]
    if kind == "plotcapture.discard":  # Support: the policy's picks, all at once, then e
        count = view["action"]["discards_left"]
        picks = sorted(o["command"]["card"] for o in view["decision"]["options"])[:count]
        return ["x", *_mark(hand, picks), "e"]
    if kind == "plotcapture.discard_plot":
        return [str(slots.index(command["plot"]) + 1)]  # Combat: the plot's own number
    return ["1"]  # follow-up choices: the first answer


def _mark(hand: list[int], cards: list[int]) -> list[str]:
    """Go to the hand and mark ``cards`` with space, moving the highlight with arrows."""
    keys = ["h", "home"]
    position = 0
    for card in sorted(cards, key=hand.index):
        index = hand.index(card)
        keys += ["down"] * (index - position) + ["space"]
        position = index
    return keys


def make_app(tmp_path: Path) -> HelicarrierApp:
    return HelicarrierApp(save_dir=tmp_path / "saves", bot_delay=0.0)


def table_spec(seats: list[tuple[str, str]], seed: int, **options: Any) -> TableSpec:
    return TableSpec(tuple(SeatSpec(name, kind) for name, kind in seats), seed, options)


async def play_by_keys(pilot: Any, app: HelicarrierApp, mark_by_hand: bool = True
                       ) -> list[dict[str, Any]]:
    """Press keys until the game-over screen shows; returns its standings."""
    presses = 0
    for _ in range(MAX_STEPS):
        if presses > MAX_PRESSES:
            break
        await pilot.pause()
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            return list(screen.view["standings"])
        if isinstance(screen, PassDeviceScreen):
            await pilot.press("enter")
            presses += 1
            continue
        assert isinstance(screen, PlotCaptureTableScreen)
        if not screen.view.get("decision"):
            await pilot.pause(0.01)  # an AI seat is thinking
            continue
        before = len(screen.controller.record.commands)  # type: ignore[attr-defined]
        keys = keys_for(screen.view, mark_by_hand, screen.query_one(PlotsPanel).slots)
        for key in keys:
            await pilot.press(key)
            presses += 1
        await pilot.pause()
        after = len(screen.controller.record.commands)  # type: ignore[attr-defined]
        assert after > before, f"keys {keys} sent nothing in {screen.view}"
    raise AssertionError("the game did not end")


def play_headless(spec: TableSpec) -> tuple[list[dict[str, Any]], int]:
    """The same game straight on the engine: humans by ``policy``, AI seats by their players.

    Returns the standings and the number of commands.
    """
    controller = LocalTableController.new(spec, save_dir=Path("/nonexistent"))
    game = new_game(Setup(tuple(s.name for s in spec.seats), dict(spec.options)), spec.seed)
    count = 0
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        seat = decision.seat
        if spec.seats[seat].is_human:
            command = message_from_dict(policy(game.view(seat)))
        else:
            command = controller.players[seat].choose(game.view(seat), game.legal(seat))
        assert isinstance(command, Command)
        game.apply(command)
        count += 1
    return game.standings(), count
