"""The protocol every game implements, and the registry that lets replay find a game kind."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from engine.core.errors import HelicarrierError
from engine.core.messages import Command, Event


@dataclasses.dataclass(frozen=True)
class Decision:
    """The one open question: which seat must answer, a prompt, and what they may answer."""

    seat: int
    prompt: str
    options: tuple[Command, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "prompt": self.prompt,
            "options": [c.to_dict() for c in self.options],
        }


class Game(Protocol):
    """A running game. Views are the only thing a UI, bot or network session reads."""

    @property
    def decision(self) -> Decision | None: ...

    def legal(self, seat: int) -> list[Command]: ...

    def apply(self, command: Command) -> list[Event]: ...

    def view(self, seat: int) -> dict[str, Any]: ...


@dataclasses.dataclass(frozen=True)
class GameKind:
    """How to build a game of one kind from a saved setup dict and seed."""

    name: str
    content_version: str
    new_game: Callable[[dict[str, Any], int], Game]
    command_from_dict: Callable[[dict[str, Any]], Command]


_KINDS: dict[str, GameKind] = {}


def register_game_kind(kind: GameKind) -> None:
    """Register a game kind (idempotent for the same name)."""
    _KINDS[kind.name] = kind


def game_kind(name: str) -> GameKind:
    """Look a game kind up, importing the known game packages on first use."""
    if name not in _KINDS:
        _import_known_games()
    if name not in _KINDS:
        known = ", ".join(sorted(_KINDS)) or "none"
        raise HelicarrierError(f"unknown game kind {name!r} (known: {known})")
    return _KINDS[name]


def known_kinds() -> Sequence[str]:
    _import_known_games()
    return sorted(_KINDS)


def _import_known_games() -> None:
    import importlib

    for module in ("engine.plotcapture", "engine.champions"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
