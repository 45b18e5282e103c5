"""Scenario scripts: each scenario's typed hooks, one module per scenario, registered by key.

A scenario is data first (``content/champions/scenarios.toml``, validated into
:class:`~content.champions.schema.ScenarioDef`): its villain and main scheme decks, encounter
and modular sets with their count rule, set-aside cards, how obligations and nemesis sets
enter, its setup steps and its win and loss checks. The rules modules read that data and
never name a scenario or its cards. A main scheme's printed X (``x = { stage = "villain" }``)
and its Setup (``trigger = "setup"``) are card data. What data cannot say is a hook in the
scenario's own module here (none is needed today: Black Widow is all data), in two typed
kinds:

- setup steps (RRG Appendix II step 12a), named by the data's ``setup``: resumable step
  handlers ``(game, ScenarioSetup, answer) -> Ask | None``;
- card effects the card language cannot say yet, named by card data ``{ hook = NAME }``:
  ``(game, EffectContext) -> None``, registered in the card hook registry so the card text
  renders their sentence.

:func:`check_script` fails with one line naming the scenario and the missing hook, so a
scenario whose data names a hook nobody wrote never starts.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from content.champions.schema import ScenarioDef
from engine.champions.core.player_steps import ScenarioSetup
from engine.champions.core.steps import handles
from engine.champions.language.hooks import HookStep, typed_hook
from engine.core import HelicarrierError

if TYPE_CHECKING:
    from engine.champions.core.base import Ask
    from engine.champions.game import ChampionsGame


@dataclasses.dataclass(frozen=True)
class EffectContext:
    """What a scenario's card effect hook is told: the player resolving it, the card whose
    ability it is, and the occurrence a window ability answers (-1: none)."""

    seat: int
    source: int
    occ: int


SetupHook = Callable[["ChampionsGame", ScenarioSetup, "str | None"], "Ask | None"]
CardHook = Callable[["ChampionsGame", EffectContext], None]


@dataclasses.dataclass
class Script:
    """One scenario's hooks, by name (the names its data uses)."""

    key: str
    setup: dict[str, SetupHook] = dataclasses.field(default_factory=dict)

    def setup_step(self, name: str) -> Callable[[SetupHook], SetupHook]:
        """Register a setup step hook under ``name``."""

        def register(func: SetupHook) -> SetupHook:
            self.setup[name] = func
            return func

        return register

    def card_effect(self, name: str, text: str) -> Callable[[CardHook], CardHook]:
        """Register a card effect under ``name`` (card data: ``{ hook = name }``) with the
        sentence the card text shows."""

        def register(func: CardHook) -> CardHook:
            def run(game: ChampionsGame, step: HookStep, answer: str | None) -> Ask | None:
                func(game, EffectContext(step.seat, step.source, step.occ))
                return None

            typed_hook(name, text)(run)
            return func

        return register


SCRIPTS: dict[str, Script] = {}


def script(key: str) -> Script:
    """The script of scenario ``key`` (created empty the first time: a scenario that needs
    no hook has no module)."""
    return SCRIPTS.setdefault(key, Script(key))


SCENARIO_MODULES: tuple[str, ...] = ()  # modules of this package, one per scenario needing hooks


def load_all() -> None:
    """Import every scenario module (idempotent)."""
    for name in SCENARIO_MODULES:
        importlib.import_module(f"{__name__}.{name}")


def check_script(scenario: ScenarioDef) -> None:
    """Every hook the scenario's data names exists, or one line says which is missing."""
    load_all()
    found = script(scenario.key)
    named = [("setup", name, set(found.setup)) for name in scenario.setup]
    for field, name, defined in named:
        if name not in defined:
            raise HelicarrierError(f"scenario {scenario.key}: {field} names hook {name!r}, "
                                   "which engine/champions/scenarios does not define")


@handles(ScenarioSetup)
def _scenario_setup(game: ChampionsGame, step: ScenarioSetup, answer: str | None) -> Ask | None:
    return script(game.area(step.area).scenario).setup[step.hook](game, step, answer)
