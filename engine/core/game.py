"""The protocol every game implements, and the registry that lets replay find a game kind.

Open decisions (issue 21). A game may have several questions open at once: at most one
per seat (players answering at the same time: the mulligan, end-of-phase discards) and
any number owned by no seat (:data:`OUTSIDE`: what enters the game from outside, named
by a ``topic``). ``game.decisions`` lists them; ``game.decision`` is the first, so a
caller that answers one question at a time still plays the whole game. The record keeps
the answers in the order they came, so a replay rebuilds the same game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from engine.core.errors import HelicarrierError
from engine.core.messages import OUTSIDE, Command, Event, check_plain


@dataclasses.dataclass(frozen=True)
class Decision:
    """An open question: which seat must answer, a prompt, and what they may answer.

    An outside decision (``seat`` is :data:`OUTSIDE`) has a ``topic`` naming what is asked
    ("campaign.evidence") and plain ``data`` about it (which envelope, how many cards);
    its ``options`` are empty (the answer is an
    :class:`~engine.core.messages.OutsideAnswer` with data the game checks).
    """

    seat: int
    prompt: str
    options: tuple[Command, ...] = ()
    topic: str = ""
    data: dict[str, Any] = dataclasses.field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        if self.outside:
            if not self.topic:
                raise HelicarrierError(f"an outside decision needs a topic ({self.prompt})")
            check_plain(self.data, f"outside decision {self.topic}: data")
        elif self.topic or self.data:
            raise HelicarrierError(f"only an outside decision has a topic ({self.prompt})")

    @property
    def outside(self) -> bool:
        """Whether no seat answers this decision (its provider does)."""
        return self.seat == OUTSIDE

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "seat": self.seat,
            "prompt": self.prompt,
            "options": [c.to_dict() for c in self.options],
        }
        if self.outside:
            out["topic"] = self.topic
            out["data"] = self.data
        return out


class Game(Protocol):
    """A running game. Views are the only thing a UI, bot or network session reads."""

    @property
    def decision(self) -> Decision | None:
        """The first open decision (None once the game is over)."""
        ...

    @property
    def decisions(self) -> tuple[Decision, ...]:
        """Every open decision: at most one per seat, plus outside ones (empty: over)."""
        ...

    def legal(self, seat: int) -> list[Command]: ...

    def apply(self, command: Command) -> list[Event]: ...

    def view(self, seat: int) -> dict[str, Any]: ...


def open_decisions(game: Any) -> tuple[Decision, ...]:
    """Every open decision of ``game``; a game without ``decisions`` (it asks one question
    at a time) has its one ``decision`` or none."""
    decisions = getattr(game, "decisions", None)
    if decisions is not None:
        return tuple(decisions)
    decision = game.decision
    return () if decision is None else (decision,)


def decision_of(game: Any, seat: int) -> Decision | None:
    """The decision ``seat`` must answer now, or None (for :data:`OUTSIDE`: the first
    outside decision)."""
    return next((d for d in open_decisions(game) if d.seat == seat), None)


def deciding_seats(game: Any) -> list[int]:
    """The seats (not :data:`OUTSIDE`) with an open decision, in the game's order."""
    return [d.seat for d in open_decisions(game) if not d.outside]


def outside_decisions(game: Any) -> list[Decision]:
    """The open decisions no seat answers, in the game's order."""
    return [d for d in open_decisions(game) if d.outside]


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
