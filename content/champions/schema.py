"""Load and validate the Marvel Champions content files.

Layout (one pack per file pair):

- ``facts/<pack>.toml``: card facts generated from MarvelCDB by
  ``scripts/gen_champions_facts.py`` (never printed text), for every card of every
  reference pack; a card with no behaviour entry is a fact only (:attr:`Catalog.facts`),
  read by deck import and never dealt. ``packs.toml``: every pack's name and number;
  ``sets.toml``: every card set's kind (a modular set we ship may join any scenario).
- ``<pack>.toml`` and ``<pack>/*.toml`` (a big pack may have a file per hero or set):
  what the engine does with each card, written by hand: its
  ``automation`` level ("full", "partial", "manual"), its abilities in the
  card language (:mod:`content.champions.vocabulary`), ``rules`` (our own words for
  the abilities the engine implements directly, so the rendered text is complete),
  and for manual/partial cards a short description in our own words of what the
  player resolves by hand.
- ``decks.toml``: starter decks; ``scenarios.toml``: scenarios as data (:class:`ScenarioDef`;
  their hooks live in ``engine/champions/scenarios/``).

Every problem is reported as ``path:line: card CODE: what is wrong``.

The card language itself (triggers, occurrences, verbs, selectors, amounts, conditions,
costs, modifiers, keywords) is :mod:`content.champions.vocabulary`, one table that says
what each word does and where the engine acts on it; :mod:`content.champions.ability_check`
refuses every value the engine would not act on, in one line. This module builds the
catalog: facts, behaviour, decks and scenarios, and the checks across cards (a Setup on a
main scheme that is no scenario's first stage, a face ``flip`` names that no card has, a
``bring_linked`` no card is linked to, a deck over a card's ``max_per_deck``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from content import content_path
from content.champions import vocabulary
from content.champions.ability_check import AbilityCheck, Card, check_keywords, walk_effects
from content.errors import ContentError
from content.loader import EntryChecker, load_toml

AUTOMATION = ("full", "partial", "manual")
# The vocabulary's names, for the modules that list them (the tables are in vocabulary.py).
TRIGGERS = tuple(vocabulary.TRIGGERS)
OCCURRENCES = tuple(vocabulary.OCCURRENCES)
EFFECT_KEYS = {name: tuple(verb.options) for name, verb in vocabulary.VERBS.items()}
NESTED = vocabulary.NESTED
SELECTOR_KEYS = tuple(vocabulary.SELECTOR_KEYS)
CARD_TYPES = vocabulary.CARD_TYPES
# The types a shipped face may have (the engine plays them); a card that is a fact only may
# also be a Civil War leader or an Agents of S.H.I.E.L.D. campaign evidence card.
FACT_TYPES = (*CARD_TYPES, "leader", "evidence_means", "evidence_motive",
              "evidence_opportunity")
FACT_FIELDS = {
    "code": str, "name": str, "type": str, "pack": str, "set": str, "faction": str,
    "quantity": int, "subname": str, "cost": int, "attack": int, "thwart": int,
    "defense": int, "recover": int, "health": int, "hand_size": int, "scheme": int,
    "attack_consequential": int, "thwart_consequential": int, "boost": int,
    "base_threat": int, "acceleration": int, "target_threat": int, "stage": str,
    "health_per_player": bool, "unique": bool, "boost_star": bool, "permanent": bool,
    "base_threat_fixed": bool, "resources": dict, "icons": dict, "traits": list, "back": str,
    "duplicate_of": str, "keywords": dict,
    # epic play's per-group icons (MarvelCDB health_per_group, threat_per_group, ...)
    "health_per_group": bool, "target_threat_per_group": bool, "base_threat_per_group": bool,
    # an identity's deckbuilding allowance (DECK_OPTION_FIELDS)
    "deck_options": list,
}
# ``deck_options = [{ titles = 3, trait = ["S.H.I.E.L.D."], type = ["support"] }]`` on an
# identity: besides its aspect, a deck may hold cards of any aspect that have one of the
# traits and one of the types (and one of ``aspect``, when given), up to ``titles`` titles.
DECK_OPTION_FIELDS: dict[str, type] = {"titles": int, "trait": list, "type": list,
                                       "aspect": list}
# Fact fields that are not a face's stats (CardDef and CardFacts hold them by name).
NOT_STATS = ("code", "name", "type", "pack", "set", "faction", "quantity", "traits",
             "keywords", "resources", "icons", "back", "unique", "permanent", "duplicate_of",
             "deck_options")


@dataclasses.dataclass(frozen=True)
class Ability:
    """One ability: when it triggers, a condition, a cost and what it does."""

    trigger: str
    effects: tuple[dict[str, Any], ...]
    condition: dict[str, Any]
    cost: tuple[Any, ...] = ()  # COSTS words, or a RESOURCE_COST table
    optional: bool = False
    generate: dict[str, int] = dataclasses.field(default_factory=dict)
    on: str = ""  # window triggers: the occurrence it answers (OCCURRENCES)
    of: str = ""  # ... and whom it must concern (OCCURRENCE_OF)
    label: str = ""  # "defense" (RRG DEFEND: defense-labeled abilities)
    card: dict[str, Any] = dataclasses.field(default_factory=dict)  # OCCURRENCE_CARD filter
    unless: str = ""  # window triggers: not when the occurrence carries this note
    grant: str = ""  # constant: the trigger of the ability it grants (GRANTS)
    # payment and basic powers (lang-maria): resources of given types the cost spends
    # (``cost = [{ spend = { energy = 1 } }]``)
    resources: dict[str, int] = dataclasses.field(default_factory=dict)
    any_player: bool = False  # an action any player may use, not only its controller
    noted: str = ""  # window triggers: only when the occurrence carries this note
    # window triggers: narrows it to occurrences made by such a card (OCCURRENCE_SOURCE)
    source: dict[str, Any] = dataclasses.field(default_factory=dict)
    # resource abilities: ``generate = { printed_of = selector }``, the printed resources of
    # the first card the selector matches (issue 24: Pepper Potts); ``generate`` is then {}
    generate_of: dict[str, Any] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class CardDef:
    """Facts plus behaviour of one card face."""

    code: str
    name: str
    type: str
    pack: str
    set: str
    faction: str
    quantity: int
    stats: dict[str, Any]
    traits: tuple[str, ...]
    keywords: dict[str, Any]
    resources: dict[str, int]
    icons: dict[str, int]
    back: str
    unique: bool
    permanent: bool
    automation: str
    abilities: tuple[Ability, ...]
    manual: str
    rules: str = ""
    x: int | dict[str, Any] | None = None  # what a printed X is (an amount: { stage = ... })
    where: str = dataclasses.field(default="", compare=False, repr=False)  # "path:line"

    def stat(self, name: str, default: int = 0) -> int:
        value = self.stats.get(name, default)
        return value if isinstance(value, int) else default

    @property
    def subtitle(self) -> str:
        """The subtitle under a title (the facts' ``subname``; RRG SUBTITLE), or ""."""
        sub = self.stats.get("subname")
        return sub if isinstance(sub, str) else ""

    @property
    def title(self) -> str:
        sub = self.subtitle
        return f"{self.name} ({sub})" if sub else self.name


@dataclasses.dataclass(frozen=True)
class DeckDef:
    key: str
    identity: str
    aspect: str
    cards: tuple[tuple[str, int], ...]
    nemesis_set: str
    obligation: str
    setup_cards: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class MainSchemeStage:
    """One stage of a main scheme deck: its A side (it flips to the B side its facts name
    when revealed). A printed X on it is its card data (``x``)."""

    code: str


@dataclasses.dataclass(frozen=True)
class ModularCount:
    """How many modular sets a scenario uses: ``base`` plus ``per_player`` per player
    (Agents of S.H.I.E.L.D. rulebook p. 17: "1 per player modular sets, plus one")."""

    base: int
    per_player: int = 0

    def count(self, players: int) -> int:
        return self.base + self.per_player * players


# How a scenario's own cards, its players' obligations and nemesis sets enter the game
# (RRG Appendix II steps 4, 5 and 10), and the end checks it declares (RRG WINNING THE GAME,
# PLAYER ELIMINATION). ``win``/``lose`` name checks from these tuples.
OBLIGATIONS = ("encounter_deck", "none")
NEMESIS = ("set_aside", "none")
WIN_CHECKS = ("villain_defeated",)
LOSE_CHECKS = ("main_scheme_completed", "heroes_eliminated")


@dataclasses.dataclass(frozen=True)
class ScenarioDef:
    """A scenario as data (``scenarios.toml``); what data cannot say is a typed hook in
    ``engine/champions/scenarios/<module>.py`` registered under ``key``, named here by
    ``setup`` (and by card data, ``{ hook = ... }``)."""

    key: str
    name: str
    source: str  # the rulebook page it is read from
    villain_standard: tuple[str, ...]  # villain deck in order (RRG VILLAIN DEFEAT)
    villain_expert: tuple[str, ...]
    main_scheme: tuple[MainSchemeStage, ...]  # main scheme deck in order
    encounter_sets: tuple[str, ...]
    modular_sets: tuple[str, ...]  # recommended, in the order they are used
    modular_count: ModularCount
    set_aside: tuple[str, ...] = ()  # its encounter cards kept out of the encounter deck
    obligations: str = "encounter_deck"
    nemesis: str = "set_aside"
    setup: tuple[str, ...] = ()  # scenario hooks run at Appendix II step 12a, in order
    win: tuple[str, ...] = ("villain_defeated",)
    lose: tuple[str, ...] = ("main_scheme_completed", "heroes_eliminated")

    def modular_for(self, players: int) -> tuple[str, ...]:
        """The modular sets a game of ``players`` players uses: the first ones recommended."""
        return self.modular_sets[:self.modular_count.count(players)]


@dataclasses.dataclass(frozen=True)
class CardFacts:
    """What the card data says about one card face, whether or not it is shipped: deck
    import reads titles, reprints, aspects, uniqueness and keywords from these for cards
    no game can use yet (they are not faces of :attr:`Catalog.cards`)."""

    code: str
    name: str
    type: str
    pack: str
    set: str
    faction: str
    quantity: int
    subname: str = ""
    unique: bool = False
    permanent: bool = False
    traits: tuple[str, ...] = ()
    keywords: dict[str, Any] = dataclasses.field(default_factory=dict)
    duplicate_of: str = ""  # the card this one reprints (same title, other pack)
    back: str = ""
    deck_options: tuple[dict[str, Any], ...] = ()

    @property
    def title(self) -> str:
        return f"{self.name} ({self.subname})" if self.subname else self.name


@dataclasses.dataclass(frozen=True)
class PackFacts:
    """A MarvelCDB pack: a card code is its ``number`` and the card's position."""

    code: str
    name: str
    number: int | None


@dataclasses.dataclass(frozen=True)
class SetFacts:
    """A MarvelCDB card set: ``kind`` is its type there (villain, modular, nemesis...)."""

    code: str
    name: str
    kind: str


@dataclasses.dataclass(frozen=True)
class Catalog:
    cards: dict[str, CardDef]  # the shipped faces: facts plus behaviour
    decks: dict[str, DeckDef]
    scenarios: dict[str, ScenarioDef]
    facts: dict[str, CardFacts] = dataclasses.field(default_factory=dict)  # every face
    packs: dict[str, PackFacts] = dataclasses.field(default_factory=dict)
    sets: dict[str, SetFacts] = dataclasses.field(default_factory=dict)

    def card(self, code: str) -> CardDef:
        return self.cards[code]

    def set_cards(self, set_code: str) -> list[CardDef]:
        return [c for c in self.cards.values() if c.set == set_code and not _is_back(c, self)]


def _is_back(card: CardDef, catalog: Catalog) -> bool:
    return card.code.endswith("b") and card.code[:-1] + "a" in catalog.cards


RESOURCE_COST = ("spend", "or_any")
RESOURCE_TYPES = vocabulary.RESOURCE_TYPES


def _check_resource_cost(check: EntryChecker, cost: dict[str, Any]) -> None:
    unknown = sorted(set(cost) - set(RESOURCE_COST))
    if unknown or not cost:
        raise check.fail(f'a resource cost takes {" and ".join(RESOURCE_COST)}', "cost")
    spend = cost.get("spend", {})
    if not isinstance(spend, dict) or any(
            k not in RESOURCE_TYPES or (v != "x" and (
                not isinstance(v, int) or isinstance(v, bool) or v < 1))
            for k, v in spend.items()):
        raise check.fail(f'"spend" maps resource types ({", ".join(RESOURCE_TYPES)}) to '
                         'positive numbers (or "x": any number, at least 1)', "cost")
    if "x" in spend.values() and (len(spend) != 1 or "or_any" in cost):
        raise check.fail('a cost of "x" resources spends one resource type', "cost")
    any_count = cost.get("or_any", 0)
    if not isinstance(any_count, int) or isinstance(any_count, bool) or any_count < 0:
        raise check.fail('"or_any" must be a number of resources', "cost")


def effect_hooks(effects: Any) -> list[str]:
    """Every hook an effect list names, nested control flow included."""
    return [effect["hook"] for effect in walk_effects(list(effects)) if "hook" in effect]


def _parse_ability(check: EntryChecker, table: Any, card: Card) -> Ability:
    """One ability, checked against the vocabulary (ability_check.AbilityCheck)."""
    if not isinstance(table, dict):
        raise check.fail("each ability must be a table", "ability")
    fields = AbilityCheck(check, card, table).run()
    cost, resources = _parse_cost(check, fields.pop("cost"))
    return Ability(fields["trigger"], fields["effects"], fields["condition"], cost,
                   fields["optional"], fields["generate"], fields["on"], fields["of"],
                   fields["label"], fields["card"], fields["unless"], fields["grant"],
                   resources, fields["any_player"], fields["noted"], fields["source"],
                   fields["generate_of"])


def _parse_cost(check: EntryChecker, items: list[Any]) -> tuple[tuple[Any, ...],
                                                                    dict[str, int]]:
    """A cost list: words (vocabulary.COSTS) and resources, ``{ spend = { energy = 1 } }``
    (issue 13, "costs: resources with types"; wild resources count as any type). One type
    without ``or_any`` is paid in the card payment question (``resources``); a table with
    ``or_any`` ("2 energy or 3 of any type") stays in the cost list for
    ``engine/champions/rules/paying.py``."""
    words: list[Any] = []
    resources: dict[str, int] = {}
    for item in items:
        if isinstance(item, dict) and ("discard" in item or "pay_cost_of" in item):
            words.append(item)
        elif isinstance(item, dict):
            _check_resource_cost(check, item)
            spend = item.get("spend", {})
            if "or_any" in item or len(spend) != 1 or "x" in spend.values():
                words.append(item)
            else:
                for kind, count in spend.items():
                    resources[kind] = resources.get(kind, 0) + count
        else:
            words.append(item)
    if len(resources) > 1:
        raise check.fail("a cost spends resources of one resource type", "cost")
    return tuple(words), resources


def _load_facts(path: Path) -> dict[str, tuple[dict[str, Any], EntryChecker]]:
    data, source = load_toml(path)
    out: dict[str, tuple[dict[str, Any], EntryChecker]] = {}
    for table in data.get("card", []):
        code = table.get("code")
        check = EntryChecker(source, table, f"card {code}", source.line_of("code", code))
        check.reject_unknown(FACT_FIELDS)
        for field, kind in FACT_FIELDS.items():
            if field in ("code", "name", "type", "pack", "quantity") or field in table:
                check.get(field, kind)
        check.get("type", str, choices=FACT_TYPES)
        for option in check.get("deck_options", list, []):
            _check_deck_option(check, option)
        out[code] = (table, check)
    return out


def _check_deck_option(check: EntryChecker, option: Any) -> None:
    if not isinstance(option, dict):
        raise check.fail("each deck option must be a table", "deck_options")
    sub = EntryChecker(check.source, option, check.label, check.anchor)
    sub.reject_unknown(DECK_OPTION_FIELDS)
    for field, kind in DECK_OPTION_FIELDS.items():
        if field in option:
            sub.get(field, kind)
            if kind is list and not all(isinstance(v, str) for v in option[field]):
                raise check.fail(f'deck option "{field}" must be a list of strings',
                                 "deck_options")


def _card_facts(table: dict[str, Any]) -> CardFacts:
    return CardFacts(
        code=table["code"], name=table["name"], type=table["type"], pack=table["pack"],
        set=table.get("set", ""), faction=table.get("faction", ""),
        quantity=table["quantity"], subname=table.get("subname", ""),
        unique=bool(table.get("unique")), permanent=bool(table.get("permanent")),
        traits=tuple(table.get("traits", ())), keywords=dict(table.get("keywords", {})),
        duplicate_of=table.get("duplicate_of", ""), back=table.get("back", ""),
        deck_options=tuple(table.get("deck_options", ())))


def _build(facts: dict[str, Any], check: EntryChecker, facts_check: EntryChecker) -> CardDef:
    automation = check.get("automation", str, "manual", choices=AUTOMATION)
    manual = check.get("manual", str, "")
    if automation != "full" and not manual:
        raise check.fail(f'a "{automation}" card needs "manual" (what the player resolves '
                         "by hand, in our own words)", "automation")
    if facts["type"] not in CARD_TYPES:
        raise check.fail(f'a "{facts["type"]}" card cannot be played yet (the engine plays '
                         f'{", ".join(CARD_TYPES)})', "code")
    own = check.get("keywords", dict, {})
    keywords = {**facts.get("keywords", {}), **own}
    stats = {k: v for k, v in facts.items() if k not in NOT_STATS}
    card = Card(facts["code"], facts["type"], keywords, stats)
    check_keywords(card, own, check)
    check_keywords(card, {k: v for k, v in facts.get("keywords", {}).items() if k not in own},
                   facts_check)
    abilities = tuple(_parse_ability(check.nested(a, "[[card.ability]]", i), a, card)
                      for i, a in enumerate(check.get("ability", list, [])))
    if sum(a.trigger == "play" for a in abilities) > 1:
        raise check.fail("the engine plays an event's first play ability only: one per card",
                         "ability")
    x = check.get("x", (int, dict), None)
    if x is not None:
        AbilityCheck(check, card, {}).amount(x, '"x"', "x", None, ())
    printed_x = sorted(k for k, v in stats.items() if v == -1 and not isinstance(v, bool))
    if printed_x and x is None:
        raise check.fail(f'its {printed_x[0]} is X: say what X is with "x" (an amount, e.g. '
                         '{ stage = "villain" })', "code")
    line = check.anchor
    return CardDef(
        code=facts["code"], name=facts["name"], type=facts["type"], pack=facts["pack"],
        set=facts.get("set", ""), faction=facts.get("faction", ""),
        quantity=facts["quantity"], stats=stats, traits=tuple(facts.get("traits", ())),
        keywords=keywords, resources=dict(facts.get("resources", {})),
        icons=dict(facts.get("icons", {})), back=facts.get("back", ""),
        unique=bool(facts.get("unique")), permanent=bool(facts.get("permanent")),
        automation=automation, abilities=abilities, manual=manual,
        rules=check.get("rules", str, ""), x=x,
        where=f"{check.source.path}:{line}" if line else str(check.source.path),
    )


BEHAVIOUR_FIELDS = {"code", "name", "automation", "ability", "manual", "keywords", "rules",
                    "x"}


def _behaviour_paths(base: Path, pack: str) -> list[Path]:
    """A pack's behaviour files: ``<pack>.toml`` and every ``<pack>/*.toml`` (one file
    per hero or card set, so a big pack is not one long file), in name order."""
    single = base / f"{pack}.toml"
    return ([single] if single.exists() else []) + sorted((base / pack).glob("*.toml"))


def _load_pack(facts_path: Path, behaviour_paths: Sequence[Path], cards: dict[str, CardDef],
               known: dict[str, CardFacts]) -> None:
    """One pack: its facts file and its behaviour files (:func:`_behaviour_paths`).

    A card with facts but no behaviour entry is a fact only (``known``, not ``cards``):
    not playable, not counted by ``content coverage``. A set is shipped whole: once one
    of its cards has behaviour, every card of it must (an encounter set missing a card
    would play a thinner deck without a word)."""
    facts = _load_facts(facts_path)
    for code, (table, _check) in facts.items():
        known[code] = _card_facts(table)
    seen: set[str] = set()
    for behaviour_path in behaviour_paths:
        data, source = load_toml(behaviour_path)
        for table in data.get("card", []):
            code = table.get("code")
            check = EntryChecker(source, table, f"card {code}", source.line_of("code", code))
            check.reject_unknown(BEHAVIOUR_FIELDS)
            check.get("code", str)
            if code not in facts:
                raise check.fail(f"no such card in {facts_path.name}", "code")
            if code in seen or code in cards:
                raise check.fail("is described twice", "code")
            seen.add(code)
            if "name" in table and table["name"] != facts[code][0]["name"]:
                raise check.fail(f'name "{table["name"]}" does not match the facts '
                                 f'("{facts[code][0]["name"]}")', "name")
            cards[code] = _build(facts[code][0], check, facts[code][1])
    shipped_sets = {facts[code][0].get("set", "") for code in seen} - {""}
    where = " or ".join(str(p.relative_to(facts_path.parent.parent)) for p in behaviour_paths)
    for code, (table, check) in facts.items():
        if code not in seen and table.get("set", "") in shipped_sets:
            raise check.fail(f"has facts but no entry in {where} (set "
                             f'"{table["set"]}" is shipped, and every card of a shipped set '
                             "says how it is automated)")


def load_catalog(root: Path | None = None, extra_packs: Sequence[Path] = ()) -> Catalog:
    """Read every champions content file; raises ContentError on the first problem.

    ``extra_packs``: more directories laid out like the content one (``facts/<pack>.toml``
    plus ``<pack>.toml``), whose cards join the catalog, and whose ``scenarios.toml`` (if
    any) adds scenarios; decks come from ``root`` only. Tests load their test-only cards
    and scenarios this way (tests/engine/champions/fixtures/); the shipped catalog never
    has any."""
    root = Path(root) if root else content_path("champions")
    cards: dict[str, CardDef] = {}
    known: dict[str, CardFacts] = {}
    for base in (root, *map(Path, extra_packs)):
        for facts_path in sorted((base / "facts").glob("*.toml")):
            _load_pack(facts_path, _behaviour_paths(base, facts_path.stem), cards, known)
    for code, card in known.items():
        if card.duplicate_of and card.duplicate_of not in known:
            raise ContentError(f"card {code}: duplicate_of names unknown card code "
                               f"{card.duplicate_of!r}")
    scenarios = _load_scenarios(root / "scenarios.toml", cards)
    for base in map(Path, extra_packs):
        if (base / "scenarios.toml").exists():
            for key, scenario in _load_scenarios(base / "scenarios.toml", cards).items():
                if key in scenarios:
                    raise ContentError(f"{base / 'scenarios.toml'}: scenario {key} is "
                                       "described twice")
                scenarios[key] = scenario
    loaded = Catalog(cards, _load_decks(root / "decks.toml", cards), scenarios, known,
                     _load_packs(root / "packs.toml"), _load_sets(root / "sets.toml"))
    check_linked(loaded)
    check_across_cards(loaded)
    return loaded


def _load_sets(path: Path) -> dict[str, SetFacts]:
    """``sets.toml``: every MarvelCDB card set and its kind (generated with the facts)."""
    if not path.exists():
        return {}
    data, source = load_toml(path)
    out: dict[str, SetFacts] = {}
    for table in data.get("set", []):
        code = table.get("code")
        check = EntryChecker(source, table, f"set {code}", source.line_of("code", code))
        check.reject_unknown({"code", "name", "kind"})
        code = check.get("code", str)
        out[code] = SetFacts(code, check.get("name", str), check.get("kind", str))
    return out


def _load_packs(path: Path) -> dict[str, PackFacts]:
    """``packs.toml``: every MarvelCDB pack (generated with the facts)."""
    if not path.exists():
        return {}
    data, source = load_toml(path)
    out: dict[str, PackFacts] = {}
    for table in data.get("pack", []):
        code = table.get("code")
        check = EntryChecker(source, table, f"pack {code}", source.line_of("code", code))
        check.reject_unknown({"code", "name", "number"})
        code = check.get("code", str)
        out[code] = PackFacts(code, check.get("name", str), check.get("number", int, None))
    return out


def check_linked(loaded: Catalog) -> None:
    """RRG LINKED: the named card must exist, and a linked card cannot be in a deck."""
    for card in loaded.cards.values():
        named = card.keywords.get("linked")
        if named is not None and named not in loaded.cards:
            raise ContentError(f"card {card.code}: linked names unknown card code {named!r}")
    for deck in loaded.decks.values():
        for code, _count in deck.cards:
            if "linked" in loaded.cards[code].keywords:
                raise ContentError(f"deck {deck.key}: card {code} has the linked keyword and "
                                   "cannot be included in a deck")


def check_across_cards(loaded: Catalog) -> None:
    """What one card's data can only be checked against the others: a main scheme's Setup
    runs on a scenario's first stage only (RRG Appendix II step 12a), ``flip`` turns to a
    face some card has, ``bring_linked`` needs a card linked to this one."""
    firsts = {s.main_scheme[0].code for s in loaded.scenarios.values()}
    names = {c.name for c in loaded.cards.values()}
    linked = {c.keywords.get("linked") for c in loaded.cards.values()}
    for card in loaded.cards.values():
        where = f"{card.where}: card {card.code}"
        for ability in card.abilities:
            if ability.trigger == "setup" and card.type == "main_scheme" and \
                    card.code not in firsts:
                raise ContentError(f"{where}: a main scheme's Setup resolves on a scenario's "
                                   "first stage only (its A side), and this card is none")
            for effect in walk_effects(list(ability.effects)):
                face = effect.get("flip")
                if isinstance(face, str) and face not in names:
                    raise ContentError(f'{where}: flip = "{face}" names no card face')
                if "bring_linked" in effect and card.code not in linked:
                    raise ContentError(f"{where}: bring_linked puts a card linked to this one "
                                       "into play, and no card is (keyword linked)")


def _load_decks(path: Path, cards: dict[str, CardDef]) -> dict[str, DeckDef]:
    data, source = load_toml(path)
    decks: dict[str, DeckDef] = {}
    for table in data.get("deck", []):
        key = table.get("key")
        check = EntryChecker(source, table, f"deck {key}", source.line_of("key", key))
        check.reject_unknown({"key", "identity", "aspect", "cards", "nemesis_set",
                              "obligation", "setup_cards"})
        entries: list[tuple[str, int]] = []
        for code, count in check.get("cards", dict).items():
            if code not in cards:
                raise check.fail(f"unknown card code {code}", "cards")
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise check.fail(f"card {code}: count must be a positive integer", "cards")
            entries.append((code, count))
        by_title: dict[str, list[tuple[str, int]]] = {}
        for code, count in entries:  # RRG MAX: copies count by title, whatever the printing
            by_title.setdefault(cards[code].name.casefold(), []).append((code, count))
        for listed in by_title.values():
            caps = [cards[c].keywords.get("max_per_deck") for c, _ in listed]
            most = min((cap for cap in caps if isinstance(cap, int)), default=None)
            if most is not None and sum(n for _, n in listed) > most:
                codes = ", ".join(sorted(c for c, _ in listed))
                titled = f": copies of {cards[listed[0][0]].name} count by title" \
                    if len(listed) > 1 else ""
                raise check.fail(f"card {codes}: a deck holds at most {most} (max_per_deck)"
                                 f"{titled}", "cards")
        for field in ("identity", "obligation"):
            if check.get(field, str) not in cards:
                raise check.fail(f"unknown card code {table[field]}", field)
        setup_cards = tuple(check.get_list("setup_cards", str, []))
        for code in setup_cards:
            if code not in cards:
                raise check.fail(f"unknown card code {code}", "setup_cards")
        decks[key] = DeckDef(key, table["identity"], check.get("aspect", str), tuple(entries),
                             check.get("nemesis_set", str), table["obligation"], setup_cards)
    return decks


SCENARIO_FIELDS = {"key", "name", "source", "villain_standard", "villain_expert",
                   "main_scheme", "encounter_sets", "modular_sets", "modular_count",
                   "set_aside", "obligations", "nemesis", "setup", "win", "lose"}


def _load_scenarios(path: Path, cards: dict[str, CardDef]) -> dict[str, ScenarioDef]:
    data, source = load_toml(path)
    out: dict[str, ScenarioDef] = {}
    sets = {c.set for c in cards.values()}
    for table in data.get("scenario", []):
        key = table.get("key")
        check = EntryChecker(source, table, f"scenario {key}", source.line_of("key", key))
        check.reject_unknown(SCENARIO_FIELDS)
        lists = {}
        for field in ("villain_standard", "villain_expert", "set_aside"):
            lists[field] = tuple(check.get_list(field, str, []))
            for code in lists[field]:
                if code not in cards:
                    raise check.fail(f"unknown card code {code}", field)
        for field in ("villain_standard", "villain_expert"):
            if not lists[field]:
                raise check.fail(f'"{field}" needs at least one villain stage', field)
        for field in ("encounter_sets", "modular_sets"):
            lists[field] = tuple(check.get_list(field, str, []))
            for name in lists[field]:
                if name not in sets:
                    raise check.fail(f"unknown encounter set {name}", field)
        stages = tuple(_main_stage(check, entry, cards)
                       for entry in check.get("main_scheme", list))
        if not stages:
            raise check.fail('"main_scheme" needs at least one stage', "main_scheme")
        count = _modular_count(check, len(lists["modular_sets"]))
        ends = {field: tuple(check.get_list(field, str, list(default)))
                for field, default in (("win", WIN_CHECKS), ("lose", LOSE_CHECKS))}
        for field, known in (("win", WIN_CHECKS), ("lose", LOSE_CHECKS)):
            for name in ends[field]:
                if name not in known:
                    raise check.fail(f'unknown {field} check "{name}"; expected one of '
                                     f'{", ".join(known)}', field)
        if "heroes_eliminated" not in ends["lose"]:
            raise check.fail('"lose" must hold "heroes_eliminated": the players lose when '
                             "every one is eliminated (RRG PLAYER ELIMINATION)", "lose")
        out[key] = ScenarioDef(
            key, check.get("name", str), check.get("source", str, ""),
            lists["villain_standard"], lists["villain_expert"], stages,
            lists["encounter_sets"], lists["modular_sets"], count, lists["set_aside"],
            check.get("obligations", str, "encounter_deck", choices=OBLIGATIONS),
            check.get("nemesis", str, "set_aside", choices=NEMESIS),
            tuple(check.get_list("setup", str, [])), ends["win"], ends["lose"])
    return out


def _main_stage(check: EntryChecker, entry: Any, cards: dict[str, CardDef]) -> MainSchemeStage:
    """``{ code = "50067a" }``: a main scheme stage (what its X is, is its card data)."""
    if not isinstance(entry, dict):
        raise check.fail("each main scheme stage must be a table", "main_scheme")
    sub = EntryChecker(check.source, entry, check.label, check.anchor)
    sub.reject_unknown({"code"})
    code = sub.get("code", str)
    if code not in cards or cards[code].type != "main_scheme":
        raise sub.fail(f"main scheme stage {code} is not a main scheme card", "main_scheme")
    return MainSchemeStage(code)


def _modular_count(check: EntryChecker, recommended: int) -> ModularCount:
    """``modular_count = 2`` or ``{ base = 1, per_player = 1 }`` (default: every recommended
    set); a solo game must find enough recommended sets."""
    value = check.get("modular_count", (int, dict), recommended)
    if isinstance(value, int):
        count = ModularCount(value)
    else:
        sub = EntryChecker(check.source, value, check.label, check.anchor)
        sub.reject_unknown({"base", "per_player"})
        count = ModularCount(sub.get("base", int, 0), sub.get("per_player", int, 0))
    if count.base < 0 or count.per_player < 0:
        raise check.fail('"modular_count" cannot be negative', "modular_count")
    if count.count(1) > recommended:
        raise check.fail(f"a solo game needs {count.count(1)} modular sets but "
                         f'"modular_sets" recommends {recommended}', "modular_count")
    return count


@cache
def catalog() -> Catalog:
    """The shipped catalog, loaded once per process."""
    return load_catalog()


def check_champions() -> int:
    """Loader for ``helicarrier content check``: validates and counts card faces."""
    loaded = load_catalog()
    return len(loaded.cards) + len(loaded.decks) + len(loaded.scenarios)



LEVELS = ("data", "hook", "partial", "manual")


def face_level(card: CardDef) -> str:
    """How a face is automated, in one vocabulary (issue 13): ``data`` (card data only),
    ``hook`` (full, but Python does part of it: a registered hook, or a rule the engine
    implements for this card, which the card's ``rules`` text states), ``partial`` or
    ``manual`` (the player resolves some or all of it by hand)."""
    if card.automation != "full":
        return card.automation
    hooked = any(effect_hooks(a.effects) for a in card.abilities)
    return "hook" if hooked or card.rules else "data"


def coverage(loaded: Catalog | None = None) -> dict[str, Any]:
    """``{"faces": N, "data": n, "hook": n, "partial": n, "manual": n, "sets": {set: {same
    keys}}}``; data + hook + partial + manual = faces, overall and per set."""
    loaded = loaded or catalog()
    sets: dict[str, dict[str, int]] = {}
    total = {"faces": 0, **{level: 0 for level in LEVELS}}
    for card in sorted(loaded.cards.values(), key=lambda c: (c.pack, c.set or c.faction)):
        row = sets.setdefault(card.set or card.faction, {"faces": 0,
                                                         **{level: 0 for level in LEVELS}})
        level = face_level(card)
        for counts in (row, total):
            counts["faces"] += 1
            counts[level] += 1
    return {**total, "sets": dict(sorted(sets.items()))}

