"""Rebuild a game from its record: the basis of load, undo and golden tests."""

from __future__ import annotations

from engine.core.errors import HelicarrierError, IllegalCommand
from engine.core.game import Game, game_kind
from engine.core.record import Record


def replay(record: Record) -> Game:
    """Start a new game from the record's setup and seed and apply every command."""
    return replay_prefix(record, len(record.commands))


def replay_prefix(record: Record, count: int) -> Game:
    """Replay only the first ``count`` commands (undo is replaying a prefix)."""
    kind = game_kind(record.kind)
    try:
        game = kind.new_game(record.setup, record.seed)
        for index, data in enumerate(record.commands[:count], start=1):
            try:
                command = kind.command_from_dict(data)
                game.apply(command)
            except IllegalCommand as exc:
                raise HelicarrierError(f"command {index} cannot be replayed: {exc}") from None
            except HelicarrierError as exc:
                raise HelicarrierError(f"command {index} is damaged: {exc}") from None
    except HelicarrierError as exc:
        if record.content_version == kind.content_version:
            raise
        # an older version's save that still replays is welcome; one that does not is
        # refused with its version named (each game kind has its own version)
        raise HelicarrierError(
            f"made with {record.kind} content version {record.content_version}, which this "
            f"helicarrier ({kind.content_version}) cannot replay ({exc})") from None
    return game
