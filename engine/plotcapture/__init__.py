"""The fan "Agents of SHIELD" plot-capture card game: rules engine, capture solver, AI players.

Public API (stable; other parts of helicarrier build on these names):

- ``Setup(seats, options)``: 2..6 seat names in turn order plus rule option
  overrides (names from ``content/plotcapture/rules.toml``); ``to_dict/from_dict``.
- ``new_game(setup, seed) -> PlotCaptureGame``: implements the kernel Game protocol
  (``decision``, ``legal(seat)``, ``apply(cmd) -> list[Event]``, ``view(seat)``) plus
  ``is_over``, ``standings()``, ``winners()``, ``clone()``.
- Commands (``engine.plotcapture.commands``): UseBenefit, SkipAction, PickCard,
  DiscardPlot, Discard, StealFrom, StealCard, TakeAgent, Capture, EndInvestigation,
  RecoveryDiscard; the event ``Logged(text, audience)``.
- ``view(seat)``: shape documented in ``engine.plotcapture.view``.
- Capture solver (``engine.plotcapture.solver``): ``explain_capture(plot, titles,
  engineering_bonus) -> str | None``, ``is_valid_capture``, ``minimal_captures``.
- AI players: ``make_player(kind, seed, **budget)`` with kinds "random", "greedy",
  "mcts"; ``player.choose(view, legal) -> Command``.
- ``KIND = "plotcapture"`` is registered so ``engine.core.replay`` rebuilds games.
"""

from __future__ import annotations

from typing import Any

from content import CONTENT_VERSION
from engine.core.errors import HelicarrierError
from engine.core.game import GameKind, register_game_kind
from engine.core.messages import Command, message_from_dict
from engine.core.record import Record
from engine.plotcapture.ai import PLAYER_KINDS, make_player
from engine.plotcapture.commands import (
    COMMAND_CLASSES,
    Capture,
    Discard,
    DiscardPlot,
    EndInvestigation,
    Logged,
    PickCard,
    RecoveryDiscard,
    SkipAction,
    StealCard,
    StealFrom,
    TakeAgent,
    UseBenefit,
)
from engine.plotcapture.game import PlotCaptureGame, new_game
from engine.plotcapture.setup import Rules, Setup
from engine.plotcapture.solver import (
    explain_capture,
    is_valid_capture,
    minimal_captures,
)

KIND = "plotcapture"


def command_from_dict(data: dict[str, Any]) -> Command:
    """Rebuild a plot-capture command from its dict (records store these)."""
    message = message_from_dict(data)
    if not isinstance(message, COMMAND_CLASSES):
        raise HelicarrierError(f"{data.get('kind')!r} is not a plot-capture command")
    return message


def record_of(game: PlotCaptureGame) -> Record:
    """The record (setup, seed, every command so far) that replays to this game."""
    return Record(KIND, CONTENT_VERSION, game.setup.to_dict(), game.seed,
                  tuple(c.to_dict() for c in game.commands))


register_game_kind(GameKind(
    name=KIND,
    content_version=CONTENT_VERSION,
    new_game=lambda setup, seed: new_game(Setup.from_dict(setup), seed),
    command_from_dict=command_from_dict,
))

__all__ = [
    "KIND",
    "PLAYER_KINDS",
    "Capture",
    "Discard",
    "DiscardPlot",
    "EndInvestigation",
    "Logged",
    "PickCard",
    "PlotCaptureGame",
    "RecoveryDiscard",
    "Rules",
    "Setup",
    "SkipAction",
    "StealCard",
    "StealFrom",
    "TakeAgent",
    "UseBenefit",
    "command_from_dict",
    "explain_capture",
    "is_valid_capture",
    "make_player",
    "minimal_captures",
    "new_game",
    "record_of",
]
