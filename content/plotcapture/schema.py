"""Schema and validating loader for ``content/plotcapture/{cards,rules}.toml``.

Errors read ``path:line: shield Coulson: field "level" must be an integer``. The
engine builds its integer tables from :func:`load_cards` and its rule options
from :func:`load_rules`; :func:`check` is registered in ``content.check.LOADERS``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from content import content_path
from content.errors import ContentError
from content.loader import EntryChecker, SourceLines, load_toml

TRAIT_NAMES: dict[str, str] = {
    "Cbt": "Combat",
    "Ldr": "Leadership",
    "Sup": "Support",
    "Spy": "Espionage",
    "Com": "Computers",
    "Eng": "Engineering",
    "Bio": "Biochem",
}
"""Rule-sheet abbreviation -> full trait name, in the rule sheet's order."""

CARD_TYPES = ("Agent", "Skill", "Item", "Act")


@dataclass(frozen=True)
class ShieldTitle:
    """One SHIELD title; ``copies`` physical cards share it."""

    title: str
    copies: int
    type: str
    level: int
    traits: tuple[str, ...]  # abbreviations, e.g. ("Ldr", "Cbt")


@dataclass(frozen=True)
class PlotCard:
    """One PLOT card; ``traits`` repeats a trait once per copy needed."""

    title: str
    level: int
    traits: tuple[str, ...]
    remove_title: str  # "" unless revealing this plot removes a SHIELD title from the game


@dataclass(frozen=True)
class CardSet:
    shield: tuple[ShieldTitle, ...]
    plots: tuple[PlotCard, ...]


@dataclass(frozen=True)
class RuleOption:
    """A named rule option: its default, what values are allowed, and why the default."""

    name: str
    default: bool | int | str
    choices: tuple[bool | int | str, ...]  # empty for integer options with a range
    minimum: int
    maximum: int
    rationale: str

    def check(self, value: Any) -> str | None:
        """None if ``value`` is allowed, else a sentence saying why not."""
        if type(value) is not type(self.default):
            kind = {bool: "true or false", int: "an integer", str: "a string"}[type(self.default)]
            return f"rule option {self.name} must be {kind}"
        if self.choices and value not in self.choices:
            allowed = ", ".join(_literal(c) for c in self.choices)
            return f"rule option {self.name} is {_literal(value)}; allowed: {allowed}"
        if not self.choices and not self.minimum <= value <= self.maximum:  # type: ignore[operator]
            return f"rule option {self.name} must be between {self.minimum} and {self.maximum}"
        return None


def _literal(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _entry(source: SourceLines, table: dict[str, Any], what: str, key: str) -> EntryChecker:
    name = table.get(key)
    label = f"{what} {name}" if isinstance(name, str) else what
    anchor = source.line_of(key, name) if isinstance(name, str) else None
    return EntryChecker(source, table, label, anchor)


def _traits(entry: EntryChecker, allow_empty: bool) -> tuple[str, ...]:
    traits = entry.get_list("traits", str)
    for trait in traits:
        if trait not in TRAIT_NAMES:
            raise entry.fail(
                f'trait "{trait}" is unknown; expected one of {", ".join(TRAIT_NAMES)}', "traits"
            )
    if not traits and not allow_empty:
        raise entry.fail('field "traits" must not be empty', "traits")
    return tuple(traits)


def parse_cards(path: Path) -> CardSet:
    """Read and validate a cards file."""
    data, source = load_toml(path)
    top = EntryChecker(source, data, "file", None)
    top.reject_unknown({"shield", "plot"})
    shield: list[ShieldTitle] = []
    for table in top.get("shield", list):
        entry = _entry(source, table, "shield", "title")
        entry.reject_unknown({"title", "copies", "type", "level", "traits"})
        copies = entry.get("copies", int)
        level = entry.get("level", int)
        if copies < 1:
            raise entry.fail('field "copies" must be at least 1', "copies")
        if level < 0:
            raise entry.fail('field "level" must not be negative', "level")
        traits = _traits(entry, allow_empty=True)
        if len(set(traits)) != len(traits):
            raise entry.fail('field "traits" lists a trait twice', "traits")
        shield.append(
            ShieldTitle(entry.get("title", str), copies, entry.get("type", str, choices=CARD_TYPES),
                        level, traits)
        )
    plots: list[PlotCard] = []
    for table in top.get("plot", list):
        entry = _entry(source, table, "plot", "title")
        entry.reject_unknown({"title", "level", "traits", "on_reveal"})
        level = entry.get("level", int)
        if level < 1:
            raise entry.fail('field "level" must be at least 1', "level")
        remove = ""
        on_reveal = entry.get("on_reveal", dict, {})
        if on_reveal:
            if set(on_reveal) != {"remove_title"} or not isinstance(on_reveal["remove_title"], str):
                raise entry.fail('field "on_reveal" must be { remove_title = "<SHIELD title>" }',
                                 "on_reveal")
            remove = on_reveal["remove_title"]
            if remove not in {s.title for s in shield}:
                raise entry.fail(f'on_reveal removes "{remove}", which is no SHIELD title',
                                 "on_reveal")
        plots.append(PlotCard(entry.get("title", str), level, _traits(entry, False), remove))
    for what, titles in (("shield", [s.title for s in shield]), ("plot", [p.title for p in plots])):
        seen: set[str] = set()
        for title in titles:
            if title.lower() in seen:
                first = source.line_of("title", title) or 0
                again = source.line_of("title", title, first + 1)
                where = f"{source.path}:{again}" if again else str(source.path)
                raise ContentError(f'{where}: {what} {title}: title appears twice')
            seen.add(title.lower())
    if not shield or not plots:
        raise top.fail("needs at least one [[shield]] and one [[plot]] entry")
    return CardSet(tuple(shield), tuple(plots))


def parse_rules(path: Path) -> dict[str, RuleOption]:
    """Read and validate a rules file; returns options by name, in file order."""
    data, source = load_toml(path)
    top = EntryChecker(source, data, "file", None)
    top.reject_unknown({"option"})
    options: dict[str, RuleOption] = {}
    for table in top.get("option", list):
        entry = _entry(source, table, "option", "name")
        entry.reject_unknown({"name", "default", "choices", "min", "max", "rationale"})
        name = entry.get("name", str)
        default = entry.get("default", (bool, int, str))
        rationale = entry.get("rationale", str)
        if not rationale.strip():
            raise entry.fail('field "rationale" must not be empty', "rationale")
        if name in options:
            raise entry.fail("option is defined twice")
        choices: tuple[bool | int | str, ...] = ()
        minimum = maximum = 0
        if "choices" in table:
            choices = tuple(entry.get_list("choices", type(default)))
            if default not in choices:
                raise entry.fail('field "default" is not one of the choices', "default")
        elif isinstance(default, int) and not isinstance(default, bool):
            minimum, maximum = entry.get("min", int), entry.get("max", int)
            if not minimum <= default <= maximum:
                raise entry.fail('field "default" is outside min..max', "default")
        else:
            raise entry.fail('field "choices" is missing', None)
        options[name] = RuleOption(name, default, choices, minimum, maximum, rationale)
    return options


@cache
def load_cards() -> CardSet:
    """The shipped cards (cached: the file is read once per process)."""
    return parse_cards(content_path("plotcapture", "cards.toml"))


@cache
def load_rules() -> dict[str, RuleOption]:
    """The shipped rule options (cached)."""
    return parse_rules(content_path("plotcapture", "rules.toml"))


def check() -> int:
    """Validate both files (uncached, so an edit is seen); returns the number of entries."""
    cards = parse_cards(content_path("plotcapture", "cards.toml"))
    rules = parse_rules(content_path("plotcapture", "rules.toml"))
    return len(cards.shield) + len(cards.plots) + len(rules)
