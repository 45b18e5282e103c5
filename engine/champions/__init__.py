"""The Marvel Champions rules engine (ARCHITECTURE section 3).

``new_game({"scenario": ..., "heroes": [...], "expert": bool}, seed)`` builds a
game; it is registered as the game kind ``"champions"`` so records replay.
"""

from __future__ import annotations

from typing import Any

from content import CONTENT_VERSION
from engine.champions.game import ChampionsGame, new_game
from engine.core import Command, GameKind, HelicarrierError, message_from_dict, register_game_kind

KIND = "champions"


def command_from_dict(data: dict[str, Any]) -> Command:
    message = message_from_dict(data)
    if not isinstance(message, Command) or not message.kind.startswith("champions."):
        raise HelicarrierError(f"{data.get('kind')!r} is not a Marvel Champions command")
    return message


register_game_kind(GameKind(KIND, CONTENT_VERSION, new_game, command_from_dict))

__all__ = ["KIND", "ChampionsGame", "command_from_dict", "new_game"]
