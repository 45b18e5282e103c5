"""Typed steps: a dataclass per kind of step, registered with the function that runs it.

A step is one resumable piece of the rules waiting in ``State.queue``. The
second design (issue 12) made every step a dataclass, one per kind, so a step's
fields are declared and type-checked; the loop in :mod:`engine.champions.game`
hands each to the handler registered here.

A handler is ``handler(game, step, answer) -> Ask | None``: it either finishes
(and may push steps to run next) or returns an :class:`~engine.champions.core.base.Ask`,
and the loop puts the step back to be resumed with the answer. Progress lives in
the step's own fields.

Every :class:`TypedStep` subclass must have a handler: :func:`check_registry`
raises at import time of the game module when one is missing, so a step kind
can never be queued that nothing would run.

The typed kinds live in ``player_steps`` (setup, the player phase), ``villain_steps``
(the villain phase, round end), ``encounter_steps`` (reveals, card abilities),
``windows`` and beside their rules (``ResolvePlay``, ``BasicPowerUsed``,
``ConsequentialDamage``), ``combat_steps`` (``Attack``, ``Thwart``), ``asking``
(``AtOnce``: several seats at once, run by the game's loop; ``AskOutside``: a question
no seat answers), ``effect_steps`` (``Do``: one effect of the card language, run by the
verbs) and ``language.hooks.HookStep`` (a typed card hook). The registry is how a lower
layer reaches a higher one: the rules queue a step, and the layer that owns its kind
registered the handler.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from engine.champions.core.base import Ask
    from engine.champions.game import ChampionsGame


@dataclasses.dataclass
class TypedStep:
    """Base class of every typed step (plain data: deep-copies and compares by value)."""


S = TypeVar("S", bound=TypedStep)
Handler = Callable[["ChampionsGame", S, "str | None"], "Ask | None"]

_HANDLERS: dict[type[TypedStep], Handler[TypedStep]] = {}


def handles(kind: type[S]) -> Callable[[Handler[S]], Handler[S]]:
    """Register the function that runs steps of ``kind`` (one handler per kind)."""

    def register(func: Handler[S]) -> Handler[S]:
        if kind in _HANDLERS:
            raise TypeError(f"{kind.__name__} already has a handler")
        _HANDLERS[kind] = func  # type: ignore[assignment]  # S is narrowed per kind
        return func

    return register


def handled_by(functions: dict[type[TypedStep], Handler[TypedStep]]) -> None:
    """Register the rules functions that run each kind (``{Kind: function}``)."""
    for kind, function in functions.items():
        handles(kind)(function)


def handler_for(step: TypedStep) -> Handler[TypedStep]:
    return _HANDLERS[type(step)]


def _subclasses(cls: type[TypedStep]) -> list[type[TypedStep]]:
    out: list[type[TypedStep]] = []
    for sub in cls.__subclasses__():
        out += [sub, *_subclasses(sub)]
    return out


def check_registry() -> None:
    """Fail loudly when a step kind has no handler (called when the game module loads)."""
    missing = sorted(s.__name__ for s in _subclasses(TypedStep) if s not in _HANDLERS)
    if missing:
        raise TypeError(f"step kinds without a handler: {', '.join(missing)}")
