"""An ability's effects waiting to resolve: the :class:`Do` step and the :class:`Scope` it shares.

The rules start an ability by queueing its effects (:func:`run_effects`): one ``Do`` step
per effect, in order, all sharing one scope. The card language registers the handler of
``Do`` (:mod:`engine.champions.language.verbs`), so a rules module resolves an ability
through the step registry without importing the language.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from engine.champions.core.steps import TypedStep

if TYPE_CHECKING:
    from engine.champions.core.base import GameBase


@dataclasses.dataclass
class Scope:
    """What the effects of one ability resolution share: who resolves it ("you"), the card
    it belongs to ("this card"), the occurrence it answers ("that"), the attack it is
    part of, and the names later sentences use ("it", "that player", "X")."""

    seat: int
    source: int = -1
    occ: int = -1
    attacker: int = -1
    aid: int = -1
    vars: dict[str, int] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass
class Do(TypedStep):
    """One effect of a card ability being resolved."""

    scope: Scope
    e: dict[str, Any]
    chosen: list[int] | None = None  # the targets picked so far (resumable)
    done: bool = False  # a multi-pick said "done"
    note: str = ""  # where a repeat is ("1 of 2"), shown in its questions


def run(game: GameBase, scope: Scope, effects: Any, note: str = "") -> None:
    """Queue effects to run next, in order, sharing ``scope``; each step gets its own copy
    of its effect (a verb may note its progress there: ``look``)."""
    game.push(*[Do(scope, dict(e), note=note) for e in effects])


def run_effects(game: GameBase, seat: int, source: int, effects: Any, *, occ: int = -1,
                attacker: int = -1, aid: int = -1, vars: dict[str, int] | None = None
                ) -> None:
    """Queue an ability's effects; they share one scope (what "it", "that player" and
    "if you do" refer to: :mod:`engine.champions.language.verbs`)."""
    run(game, Scope(seat, source, occ, attacker, aid, dict(vars or {})), effects)
