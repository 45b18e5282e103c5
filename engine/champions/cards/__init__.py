"""Python hooks for what the card language cannot say, registered by name (issue 13).

A hook is a typed step handler ``run(game, step, answer) -> Ask | None`` over a
:class:`HookStep` (so it can ask a question and resume with the answer), plus ``text``,
the sentence the card-text renderer prints for it (our own words). Card data names a hook
with ``{ hook = "name" }``; register one with :func:`typed_hook`.

Hooks written before the typed step (``@hook``, a ``dict`` step read and written by key)
still run through the dict step kind ``"hook"`` until each is moved into the card language
or rewritten as a typed hook; :func:`start` queues whichever kind a hook is.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.champions.steps import TypedStep, handles

if TYPE_CHECKING:
    from engine.champions.base import Ask
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
DictHookRun = Callable[["ChampionsGame", "dict[str, object]", "str | None"], "Ask | None"]


@dataclasses.dataclass(frozen=True)
class Hook:
    """A registered hook: typed (``run``) or, until it is rewritten, a dict hook (``legacy``)."""

    name: str
    text: str
    run: HookRun | None = None
    legacy: DictHookRun | None = None


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


def hook(name: str, text: str) -> Callable[[DictHookRun], DictHookRun]:
    """Register a dict hook (the first design's step shape) under ``name``."""

    def register(func: DictHookRun) -> DictHookRun:
        _register(Hook(name, text, legacy=func))
        return func

    return register


def start(name: str, seat: int, source: int = -1, occ: int = -1, attacker: int = -1,
          aid: int = -1, effect: dict[str, object] | None = None
          ) -> HookStep | dict[str, object]:
    """The step that runs hook ``name``: a :class:`HookStep` for a typed hook, else the
    dict step a dict hook reads (with the effect that named it as ``e``)."""
    if HOOKS[name].run is not None:
        return HookStep(name, seat, source, occ, attacker, aid)
    return {"k": "hook", "hook": name, "seat": seat, "source": source, "occ": occ,
            "attacker": attacker, "aid": aid, "e": effect or {"hook": name}}


@handles(HookStep)
def _run_hook(game: ChampionsGame, step: HookStep, answer: str | None) -> Ask | None:
    run = HOOKS[step.hook].run
    assert run is not None, f"hook {step.hook!r} is not typed"
    return run(game, step, answer)


def load_all() -> None:
    """Import every pack's hook module and every scenario script (idempotent): scenario
    scripts register card effects too (engine/champions/scenarios)."""
    from engine.champions import scenarios
    from engine.champions.cards import aos, core  # noqa: F401

    scenarios.load_all()
