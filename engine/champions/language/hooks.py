"""The registry of typed card hooks: Python for what the card language cannot say (issue 13).

A hook is a typed step handler ``run(game, step, answer) -> Ask | None`` over a
:class:`HookStep` (so it can ask a question and resume with the answer), plus ``text``,
the sentence the card-text renderer prints for it (our own words). Card data names a hook
with ``{ hook = "name" }`` (the verb registry starts its step); hooks are written in the
packages above the language and register here with :func:`typed_hook`: a pack's card hooks
in :mod:`engine.champions.cards`, a scenario's card effects in
:mod:`engine.champions.scenarios`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from content.champions.schema import effect_hooks
from engine.champions.core.steps import TypedStep, handles

if TYPE_CHECKING:
    from content.champions.schema import Catalog
    from engine.champions.core.base import Ask
    from engine.champions.game import ChampionsGame


@dataclasses.dataclass
class HookStep(TypedStep):
    """A typed hook being resolved: the player resolving it, the card whose ability it is,
    and the occurrence and attack it belongs to (-1: none). A hook that asks a question
    is run again with the answer (the step is put back while the player chooses)."""

    hook: str
    seat: int
    source: int = -1
    occ: int = -1
    attacker: int = -1
    aid: int = -1


HookRun = Callable[["ChampionsGame", HookStep, "str | None"], "Ask | None"]


@dataclasses.dataclass(frozen=True)
class Hook:
    """A registered hook: its name, the sentence card text prints, and its handler."""

    name: str
    text: str
    run: HookRun


HOOKS: dict[str, Hook] = {}


def _register(entry: Hook) -> None:
    if entry.name in HOOKS:
        raise ValueError(f"hook {entry.name!r} is registered twice")
    HOOKS[entry.name] = entry


def typed_hook(name: str, text: str) -> Callable[[HookRun], HookRun]:
    """Register a typed hook under ``name`` with its rendered ``text``."""

    def register(func: HookRun) -> HookRun:
        _register(Hook(name, text, run=func))
        return func

    return register


def start(name: str, seat: int, source: int = -1, occ: int = -1, attacker: int = -1,
          aid: int = -1) -> HookStep:
    """The step that runs hook ``name``."""
    return HookStep(name, seat, source, occ, attacker, aid)


@handles(HookStep)
def _run_hook(game: ChampionsGame, step: HookStep, answer: str | None) -> Ask | None:
    return HOOKS[step.hook].run(game, step, answer)


def missing_hooks(catalog: Catalog) -> list[str]:
    """``"card CODE: hook NAME"`` for each hook the catalog's card data names that nothing
    registered (a game refuses to start with one: it would fail mid-game; the game loads
    every hook module first: :func:`engine.champions.cards.load_all`)."""
    return [f"card {card.code}: hook {name!r}" for card in catalog.cards.values()
            for ability in card.abilities for name in effect_hooks(ability.effects)
            if name not in HOOKS]
