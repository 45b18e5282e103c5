"""The shared kernel: RNG, commands and events, decisions, records, replay, save files.

Every game has the same shape (OpenSpiel's Game/State, boardgame.io):
``new_game(setup, seed)``, ``game.decisions`` (every open question: at most one per
seat, plus those no seat answers, :data:`OUTSIDE`) and ``game.decision`` (the first),
``game.legal(seat)``, ``game.apply(command)``, ``game.view(seat)``. A game registers itself as a
:class:`GameKind` so that :func:`replay` can rebuild it from a :class:`Record`.

Names are loaded on first use (PEP 562): organizer commands that only need
``HelicarrierError`` do not pay for the whole kernel at start-up (issue 14).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core.errors import ContentError, HelicarrierError, IllegalCommand, SaveFileError
    from engine.core.game import (
        Decision,
        Game,
        GameKind,
        deciding_seats,
        decision_of,
        game_kind,
        open_decisions,
        outside_decisions,
        register_game_kind,
    )
    from engine.core.messages import OUTSIDE, Command, Event, OutsideAnswer, message_from_dict
    from engine.core.outside import Providers
    from engine.core.record import Record
    from engine.core.replaying import replay, replay_prefix
    from engine.core.rng import GameRng
    from engine.core.savefile import atomic_write_text, load_record, save_record

_MODULE_OF = {
    "ContentError": "errors", "HelicarrierError": "errors", "IllegalCommand": "errors",
    "SaveFileError": "errors",
    "Decision": "game", "Game": "game", "GameKind": "game", "game_kind": "game",
    "register_game_kind": "game", "open_decisions": "game", "decision_of": "game",
    "deciding_seats": "game", "outside_decisions": "game",
    "Command": "messages", "Event": "messages", "message_from_dict": "messages",
    "OUTSIDE": "messages", "OutsideAnswer": "messages",
    "Providers": "outside",
    "Record": "record",
    "replay": "replaying", "replay_prefix": "replaying",
    "GameRng": "rng",
    "atomic_write_text": "savefile", "load_record": "savefile", "save_record": "savefile",
}

__all__ = [
    "OUTSIDE",
    "Command",
    "ContentError",
    "Decision",
    "Event",
    "Game",
    "GameKind",
    "GameRng",
    "HelicarrierError",
    "IllegalCommand",
    "OutsideAnswer",
    "Providers",
    "Record",
    "SaveFileError",
    "atomic_write_text",
    "deciding_seats",
    "decision_of",
    "game_kind",
    "load_record",
    "message_from_dict",
    "open_decisions",
    "outside_decisions",
    "register_game_kind",
    "replay",
    "replay_prefix",
    "save_record",
]


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'engine.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"engine.core.{module}"), name)
    globals()[name] = value  # loaded once
    return value
