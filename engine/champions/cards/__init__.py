"""Python hooks for what the effect vocabulary cannot say, registered by name.

A hook is a step handler ``run(game, step, answer) -> Ask | None`` (so it can
ask questions and resume) plus ``text``, the sentence the card-text renderer
prints for it (our own words). Card data names hooks with ``{ hook = "name" }``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from engine.champions.base import Ask


@dataclasses.dataclass(frozen=True)
class Hook:
    name: str
    text: str
    run: Callable[[Any, dict[str, Any], str | None], Ask | None]


HOOKS: dict[str, Hook] = {}

F = TypeVar("F", bound=Callable[..., Any])


def hook(name: str, text: str) -> Callable[[F], F]:
    """Register a hook under ``name`` with its rendered ``text`` (the function keeps its type)."""

    def register(func: F) -> F:
        if name in HOOKS:
            raise ValueError(f"hook {name!r} is registered twice")
        HOOKS[name] = Hook(name, text, func)
        return func

    return register


def load_all() -> None:
    """Import every pack's hook module and every scenario script (idempotent): scenario
    scripts register card effects too (engine/champions/scenarios)."""
    from engine.champions import scenarios
    from engine.champions.cards import aos, core  # noqa: F401

    scenarios.load_all()
