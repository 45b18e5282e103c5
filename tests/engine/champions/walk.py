"""The schema walk's machinery (tests/engine/champions/test_schema_walk.py): test-only cards
written in the card language, a game set up with them, and a recorder of what the engine
actually ran (each effect's verb, the ability it came from, the selector keys and the
conditions it read), so a walk case proves its card data ran rather than claiming it."""

from __future__ import annotations

import contextlib
import dataclasses
import sys
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from content.champions import vocabulary
from content.champions.ability_check import Card, walk_effects
from content.champions.schema import Ability, CardDef, Catalog, _parse_ability, load_catalog
from content.loader import EntryChecker, SourceLines
from engine.champions import ChampionsGame
from engine.champions.core import steps
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.effect_steps import Do
from engine.champions.language import conditions, selectors
from engine.champions.language.verbs import registry
from engine.champions.rules import modifiers, player_phase
from tests.engine.champions.helpers import answer, start

FIXTURES = Path(__file__).resolve().parent / "fixtures"
BASE = load_catalog(extra_packs=[FIXTURES])
# A shipped (or fixture) card whose facts each test-only card of that type borrows.
BASES = {"support": "50028", "ally": "50022", "event": "50004", "upgrade": "50045",
         "preparation": "50042", "resource": "50025", "treachery": "01186",
         "boosted": "50063", "minion": "50080", "side_scheme": "50085",
         "environment": "50090a", "attachment": "50068", "obligation": "50029",
         "villain": "50086a", "hero": "50034a", "alter_ego": "50034b",
         "main_scheme": "50067a"}
SELECTOR_PLACES = ("target", "search", "for_each", "discard_until", "swap", "count", "exists",
                   "none", "on", "of", "tuck", "host", "reveal")


@dataclasses.dataclass
class Spec:
    """A test-only card: the type it borrows facts from, its abilities (TOML), and what
    to change in its facts (a ``code`` of a shipped card replaces that card)."""

    kind: str
    abilities: str
    code: str = ""
    name: str = ""
    keywords: dict[str, Any] = dataclasses.field(default_factory=dict)
    traits: tuple[str, ...] | None = None


def make(spec: Spec, code: str) -> CardDef:
    """The card, its abilities read by the content check (so a walk card is accepted)."""
    base = BASE.cards[BASES.get(spec.kind, spec.kind)]
    code = spec.code or code
    data = tomllib.loads(spec.abilities)
    source = SourceLines(Path("walk"), ())
    card = Card(code, base.type, spec.keywords, base.stats)
    abilities = tuple(_parse_ability(EntryChecker(source, table, f"card {code}", None), table,
                                     card) for table in data.get("ability", []))
    return dataclasses.replace(
        base, code=code, name=spec.name or (base.name if spec.code else f"Walk {code}"),
        abilities=abilities, keywords=spec.keywords, automation="full", manual="", rules="",
        traits=base.traits if spec.traits is None else spec.traits,
        back=base.back if spec.code else "")


def catalog_with(specs: dict[str, Spec]) -> tuple[Catalog, dict[str, str]]:
    """The fixtures' catalog plus the walk cards; their codes by the names given."""
    cards = dict(BASE.cards)
    codes = {}
    for n, (name, spec) in enumerate(specs.items()):
        card = make(spec, f"9{n:04d}")
        cards[card.code] = card
        codes[name] = card.code
    return dataclasses.replace(BASE, cards=cards), codes


def game_with(specs: dict[str, Spec], heroes: tuple[str, ...] = ("nick-fury",),
              **options: Any) -> tuple[ChampionsGame, dict[str, str]]:
    cards, codes = catalog_with(specs)
    return start(heroes, cards=cards, **options), codes


# -------------------------------------------------------------------- answering
PREFERRED = ("yes", "pay", "none", "done", "pass")


def settle(game: ChampionsGame, picks: tuple[str, ...] = (), limit: int = 60) -> None:
    """Answer the open decisions until it is a player's turn again (or the game ends):
    an option whose key or label holds one of ``picks`` first, then yes/pay/none/done/pass,
    else the first option."""
    left = list(picks)  # each pick answers once
    for _ in range(limit):
        decision = game.decision
        if decision is None or "your turn" in decision.prompt:
            return
        options = decision.options
        chosen = next((o for p in left for o in options
                       if o.key == p or p in o.label), None)  # type: ignore[attr-defined]
        if chosen is not None:
            left.remove(next(p for p in left if chosen.key == p  # type: ignore[attr-defined]
                             or p in chosen.label))  # type: ignore[attr-defined]
        else:
            chosen = next((o for p in PREFERRED for o in options
                           if o.key == p), options[0])  # type: ignore[attr-defined]
        game.apply(chosen)
    raise AssertionError(f"still asking: {game.decision}")


def use(game: ChampionsGame, cid: int, index: int = 0, picks: tuple[str, ...] = ()) -> None:
    """Use the card's action ``index`` on the player's turn, then answer what it asks."""
    answer(game, f"ab:{cid}:{index}")
    settle(game, picks)


# --------------------------------------------------------------------- recording
@dataclasses.dataclass
class Ran:
    """What the engine ran while recording."""

    effects: list[tuple[str, dict[str, Any]]] = dataclasses.field(default_factory=list)
    abilities: list[tuple[str, Ability]] = dataclasses.field(default_factory=list)
    selector_keys: set[str] = dataclasses.field(default_factory=set)
    condition_keys: set[str] = dataclasses.field(default_factory=set)

    def constructs(self, catalog: Catalog) -> set[str]:
        """``verb:``, ``trigger:``, ``occurrence:on:moment``, ``selector:``, ``condition:``."""
        out = {f"selector:{k}" for k in self.selector_keys}
        out |= {f"condition:{k}" for k in self.condition_keys}
        for code, effect in self.effects:
            verb = next((k for k in effect if k in vocabulary.VERBS), None)
            if verb:
                out.add(f"verb:{verb}")
            for ability in _abilities_with(catalog, code, effect):
                out |= ability_constructs(ability, effects=False)
        for _code, ability in self.abilities:
            out |= ability_constructs(ability, effects=False)
        return out


def _clean(effect: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in effect.items() if not k.startswith("_")}


def _abilities_with(catalog: Catalog, code: str, effect: dict[str, Any]) -> list[Ability]:
    mine = [a for a in catalog.cards[code].abilities if effect in list(walk_effects(
        list(a.effects)))] if code in catalog.cards else []
    if mine:
        return mine
    return [a for c in catalog.cards.values() for a in c.abilities  # a granted ability
            if a.grant and effect in list(walk_effects(list(a.effects)))]


def ability_constructs(ability: Ability, *, effects: bool = True) -> set[str]:
    """What an ability's data names: its trigger, its occurrence and moment, and (with
    ``effects``) its verbs, selector keys and condition and test keys."""
    out = {f"trigger:{ability.trigger}"}
    if ability.on:
        moment = vocabulary.TRIGGERS[ability.trigger].moment
        out.add(f"occurrence:{ability.on}:{moment}")
    if not effects:
        return out
    out |= {f"condition:{k}" for k in ability.condition}
    for key in ("exists", "none", "count", "of"):
        out |= {f"selector:{k}" for k in _selectors(ability.condition.get(key), key)}
    if ability.trigger == "constant" and not ability.grant:
        return out
    for effect in walk_effects(list(ability.effects)):
        out |= {f"verb:{k}" for k in effect if k in vocabulary.VERBS}
        if "if" in effect:
            out |= {f"condition:{k}" for k in effect["if"]}
        for key, value in effect.items():
            out |= {f"selector:{k}" for k in _selectors(value, key)}
    return out


def _selectors(value: Any, key: str) -> set[str]:
    """Selector keys of the selector tables found under a selector place (nested ones in
    amounts and tests included)."""
    found: set[str] = set()
    if isinstance(value, list):
        for item in value:
            found |= _selectors(item, key)
    elif isinstance(value, dict):
        if key in SELECTOR_PLACES and set(value) <= set(vocabulary.SELECTOR_KEYS) and \
                not (set(value) & set(vocabulary.AMOUNTS)):
            found |= set(value)
        for inner, item in value.items():
            if isinstance(item, (dict, list)) and inner not in vocabulary.NESTED:
                found |= _selectors(item, inner)
    return found


def _patch_everywhere(stack: contextlib.ExitStack, original: Callable[..., Any],
                      wrapper: Callable[..., Any]) -> None:
    """Replace ``original`` by ``wrapper`` wherever an engine module holds it."""
    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "")
        if not name.startswith("engine.champions"):
            continue
        for attr, value in list(vars(module).items()):
            if value is original:
                setattr(module, attr, wrapper)
                stack.callback(setattr, module, attr, original)


@contextlib.contextmanager
def recording() -> Iterator[Ran]:
    """Record what runs inside the block: every ``Do`` step (each effect, by verb and the
    card it belongs to), constant modifiers, resource abilities paid, selector keys read,
    conditions and tests read."""
    ran = Ran()
    with contextlib.ExitStack() as stack:
        do = steps._HANDLERS[Do]

        def run_do(g: Any, step: Do, answer: str | None) -> Any:
            if step.scope.source >= 0:
                ran.effects.append((g.c(step.scope.source).code, _clean(step.e)))
            else:
                ran.effects.append(("", _clean(step.e)))
            return do(g, step, answer)

        steps._HANDLERS[Do] = run_do  # type: ignore[assignment]
        stack.callback(steps._HANDLERS.__setitem__, Do, do)

        apply = modifiers._apply

        def run_apply(g: Any, source: int, seat: int, effect: dict[str, Any]) -> Any:
            card = g.c(source)
            for ability in g.d(source).abilities:
                if ability.trigger == "constant" and effect in ability.effects:
                    ran.abilities.append((card.code, ability))
            return apply(g, source, seat, effect)

        _patch_everywhere(stack, apply, run_apply)

        pay_costs = player_phase.pay_costs

        def run_pay(g: Any, seat: int, cid: int, ability: Ability, amount: int = 1) -> Any:
            if ability.trigger == "resource":  # offered, then paid: its condition was read
                ran.abilities.append((g.c(cid).code, ability))
                ran.condition_keys |= set(ability.condition)
            return pay_costs(g, seat, cid, ability, amount)

        _patch_everywhere(stack, pay_costs, run_pay)

        select = selectors.select

        def run_select(g: Any, scope: Any, spec: dict[str, Any]) -> Any:
            ran.selector_keys |= set(spec)
            return select(g, scope, spec)

        _patch_everywhere(stack, select, run_select)

        met = conditions.condition_met

        def run_met(g: Any, seat: int, condition: dict[str, Any], source: int) -> Any:
            ran.condition_keys |= set(condition)
            return met(g, seat, condition, source)

        _patch_everywhere(stack, met, run_met)
        LANGUAGE.condition_met = run_met
        stack.callback(setattr, LANGUAGE, "condition_met", met)

        test = registry.test

        def run_test(g: Any, scope: Any, cond: dict[str, Any]) -> Any:
            ran.condition_keys |= set(cond)
            return test(g, scope, cond)

        _patch_everywhere(stack, test, run_test)
        yield ran
