"""The shared kernel: RNG, commands and events, decisions, records, replay, save files.

Every game has the same shape (OpenSpiel's Game/State, boardgame.io):
``new_game(setup, seed)``, ``game.decision``, ``game.legal(seat)``,
``game.apply(command)``, ``game.view(seat)``. A game registers itself as a
:class:`GameKind` so that :func:`replay` can rebuild it from a :class:`Record`.
"""

from engine.core.errors import ContentError, HelicarrierError, IllegalCommand, SaveFileError
from engine.core.game import Decision, Game, GameKind, game_kind, register_game_kind
from engine.core.messages import Command, Event, message_from_dict
from engine.core.record import Record
from engine.core.replay import replay, replay_prefix
from engine.core.rng import GameRng
from engine.core.savefile import atomic_write_text, load_record, save_record

__all__ = [
    "Command",
    "ContentError",
    "Decision",
    "Event",
    "Game",
    "GameKind",
    "GameRng",
    "HelicarrierError",
    "IllegalCommand",
    "Record",
    "SaveFileError",
    "atomic_write_text",
    "game_kind",
    "load_record",
    "message_from_dict",
    "register_game_kind",
    "replay",
    "replay_prefix",
    "save_record",
]
