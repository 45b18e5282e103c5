"""Schema and loader of ``campaigns/agents_of_shield.toml`` (the Agents of S.H.I.E.L.D. campaign).

The file holds card facts (evidence cards, Board Members, Adaptoid environments,
Thunderbolt minions, identity hit points), the campaign log's 27-combination grid,
which log fields each scenario records, and each scenario's campaign setup steps.
Setup steps are data: a ``kind`` the tracker knows how to compute, and a sentence in
our own words whose ``{placeholders}`` are filled from the campaign log. The loader
checks everything a tracker relies on (3 cards per category, 27 distinct
combinations, known step kinds and placeholders) and reports the first problem as
``path:line: entry: what is wrong``.

The records (cards, members, combinations, fields, steps, and :class:`CampaignContent`
that holds them) are named tuples, read-only as frozen dataclasses would be: every
organizer command loads this module, and a named tuple class costs a tenth of a frozen
dataclass to create (about 0.05 ms against 0.5 ms, so 5 ms of each ``mole`` or
``campaign show``; quick start-up, issue 14).
"""

from __future__ import annotations

import functools
import string
from collections.abc import Iterable
from pathlib import Path
from typing import Any, NamedTuple

from content import content_path
from content.errors import ContentError
from content.loader import EntryChecker, SourceLines, load_toml

FORMAT = "helicarrier-campaign-content"
VERSION = 1
CATEGORIES = ("means", "motive", "opportunity")
BUILTIN_FIELDS = ("secrets", "hit_points")
FIELD_KINDS = ("count", "adaptoids", "thunderbolts")
RESOURCES = ("energy", "mental", "physical")

# Each setup step kind the tracker computes, with the placeholders its text may use.
STEP_PLACEHOLDERS: dict[str, frozenset[str]] = {
    "record_identities": frozenset({"identities"}),
    "prepare_evidence": frozenset(),
    "board_members": frozenset({"secrets", "from_scenario"}),
    "aim_interference": frozenset(),
    "alert_level": frozenset({"threat"}),
    "holding_cell": frozenset({"captives", "locks"}),
    "evidence_setup": frozenset({"count", "evidence"}),
    "expert_hit_points": frozenset(),
    "expert_heal": frozenset(),
    "adaptoids": frozenset({"adaptoids"}),
    "adaptoid_minions": frozenset(),
    "thunderbolts": frozenset({"thunderbolts"}),
    "envelopes_aside": frozenset(),
}
# Which log field a computing step reads (it is found in the scenario that records it).
STEP_FIELD = {
    "alert_level": "minions_and_side_schemes",
    "holding_cell": "rescued_captives",
    "adaptoids": "adaptoids",
    "thunderbolts": "thunderbolts",
}


class EvidenceCard(NamedTuple):
    code: str
    title: str
    category: str
    setup: str


class BoardMember(NamedTuple):
    id: str
    code: str
    title: str
    short: str
    attachment: str
    flip_at: int
    flip_at_expert: int
    resource: str
    resource_cost: int

    def threshold(self, expert: bool) -> int:
        """Secret counters at which this member flips (rulebook: Board Member Betrayal)."""
        return self.flip_at_expert if expert else self.flip_at


class Combination(NamedTuple):
    means: str
    motive: str
    opportunity: str
    member: str  # Board Member id

    def cards(self) -> tuple[str, str, str]:
        return (self.means, self.motive, self.opportunity)


class LogField(NamedTuple):
    key: str
    label: str
    kind: str
    max: int | None


class SetupStep(NamedTuple):
    kind: str
    text: str
    expert_only: bool
    secrets: int | None
    from_scenario: int | None


class Scenario(NamedTuple):
    number: int
    title: str
    records: tuple[str, ...]
    setup: tuple[SetupStep, ...]


class Adaptoid(NamedTuple):
    code: str
    title: str


class Thunderbolt(NamedTuple):
    code: str
    name: str
    set: str  # "" when the minion is shuffled in without an encounter set


class Identity(NamedTuple):
    code: str
    name: str
    hit_points: int


class CampaignContent(NamedTuple):
    """Everything the campaign trackers need, validated."""

    path: Path
    id: str
    title: str
    max_players: int
    evidence: tuple[EvidenceCard, ...]
    members: tuple[BoardMember, ...]
    combinations: tuple[Combination, ...]
    secrets_per_wrong_guess: int
    secrets_on_wrong_accused: int
    log_fields: tuple[LogField, ...]
    scenarios: tuple[Scenario, ...]
    adaptoids: tuple[Adaptoid, ...]
    thunderbolts: tuple[Thunderbolt, ...]
    identities: tuple[Identity, ...]

    def card(self, title: str) -> EvidenceCard:
        """The evidence card with this exact title."""
        for card in self.evidence:
            if card.title == title:
                return card
        raise KeyError(title)

    def find_card(self, text: str) -> EvidenceCard | None:
        """Evidence card by title (any case, surrounding spaces ignored) or by code."""
        wanted = text.strip().casefold()
        for card in self.evidence:
            if wanted in (card.title.casefold(), card.code):
                return card
        return None

    def cards_of(self, category: str) -> tuple[EvidenceCard, ...]:
        return tuple(card for card in self.evidence if card.category == category)

    def member(self, member_id: str) -> BoardMember:
        for member in self.members:
            if member.id == member_id:
                return member
        raise KeyError(member_id)

    def scenario(self, number: int) -> Scenario:
        for scenario in self.scenarios:
            if scenario.number == number:
                return scenario
        raise KeyError(number)

    def field(self, key: str) -> LogField:
        for log_field in self.log_fields:
            if log_field.key == key:
                return log_field
        raise KeyError(key)

    def scenario_recording(self, key: str) -> int:
        """Number of the scenario whose victory records log field ``key``."""
        for scenario in self.scenarios:
            if key in scenario.records:
                return scenario.number
        raise KeyError(key)

    def identity_hit_points(self, name: str) -> int | None:
        wanted = name.strip().casefold()
        for identity in self.identities:
            if identity.name.casefold() == wanted:
                return identity.hit_points
        return None

    def combination(self, means: str, motive: str, opportunity: str) -> Combination:
        for combo in self.combinations:
            if combo.cards() == (means, motive, opportunity):
                return combo
        raise KeyError((means, motive, opportunity))


DEFAULT_PATH = content_path("campaigns", "agents_of_shield.toml")


@functools.cache
def load_agents_of_shield() -> CampaignContent:
    """The shipped campaign content (read once per process)."""
    return load_campaign_content(DEFAULT_PATH)


def check() -> int:
    """Loader for ``helicarrier content check``: validates the file, returns its entry count."""
    content = load_campaign_content(DEFAULT_PATH)
    return (
        len(content.evidence) + len(content.members) + len(content.combinations)
        + len(content.scenarios) + len(content.adaptoids) + len(content.thunderbolts)
        + len(content.identities)
    )


def load_campaign_content(path: Path) -> CampaignContent:
    """Read and validate a campaign content file."""
    data, source = load_toml(Path(path))
    top = EntryChecker(source, data, "campaign", 1)
    top.reject_unknown({
        "format", "version", "id", "title", "scenario_count", "max_players", "evidence",
        "board_member", "accusation", "grid", "adaptoid", "thunderbolt", "identity",
        "log_field", "scenario",
    })
    if top.get("format", str) != FORMAT:
        raise top.fail(f'field "format" must be "{FORMAT}"', "format")
    if top.get("version", int) != VERSION:
        raise top.fail(f'field "version" must be {VERSION}', "version")
    evidence = _evidence(source, _tables(top, "evidence"))
    members = _members(source, _tables(top, "board_member"))
    combinations = _grid(source, top, evidence, members)
    accusation_lines = _header_lines(source, "[accusation]")
    accusation = EntryChecker(source, top.get("accusation", dict), "accusation",
                              accusation_lines[0] if accusation_lines else None)
    accusation.reject_unknown({"secrets_per_wrong_guess", "secrets_on_wrong_accused"})
    adaptoids = tuple(
        Adaptoid(c.get("code", str), c.get("title", str))
        for c in _checked(source, _tables(top, "adaptoid"), "adaptoid", "code", {"code", "title"})
    )
    thunderbolts = tuple(
        Thunderbolt(c.get("code", str), c.get("name", str), c.get("set", str))
        for c in _checked(source, _tables(top, "thunderbolt"), "thunderbolt", "code",
                          {"code", "name", "set"})
    )
    identities = tuple(
        Identity(c.get("code", str), c.get("name", str), _positive(c, "hit_points"))
        for c in _checked(source, _tables(top, "identity"), "identity", "code",
                          {"code", "name", "hit_points"})
    )
    log_fields = _log_fields(source, _tables(top, "log_field"))
    scenario_count = _positive(top, "scenario_count")
    scenarios = _scenarios(source, _tables(top, "scenario"), log_fields, scenario_count)
    return CampaignContent(
        path=Path(path),
        id=top.get("id", str),
        title=top.get("title", str),
        max_players=_positive(top, "max_players"),
        evidence=evidence,
        members=members,
        combinations=combinations,
        secrets_per_wrong_guess=_positive(accusation, "secrets_per_wrong_guess"),
        secrets_on_wrong_accused=_positive(accusation, "secrets_on_wrong_accused"),
        log_fields=log_fields,
        scenarios=scenarios,
        adaptoids=adaptoids,
        thunderbolts=thunderbolts,
        identities=identities,
    )


def _tables(top: EntryChecker, field: str) -> list[dict[str, Any]]:
    tables = top.get(field, list)
    for table in tables:
        if not isinstance(table, dict):
            raise top.fail(f'"{field}" must be written as [[{field}]] tables', field)
    return tables


def _header_lines(source: SourceLines, header: str) -> list[int]:
    return [n for n, line in enumerate(source.lines, 1) if line.strip() == header]


def _checked(source: SourceLines, tables: list[dict[str, Any]], what: str, key: str,
             allowed: set[str]) -> list[EntryChecker]:
    """One checker per table, anchored at its identifying key; duplicates are refused."""
    checkers: list[EntryChecker] = []
    seen: set[Any] = set()
    headers = _header_lines(source, f"[[{what}]]")
    for index, table in enumerate(tables):
        anchor = headers[index] if index < len(headers) else None
        value = table.get(key)
        checker = EntryChecker(source, table, f"{what} {value}", anchor)
        checker.reject_unknown(allowed)
        checker.get(key, str)
        if value in seen:
            raise checker.fail(f'{key} "{value}" is listed twice', key)
        seen.add(value)
        checkers.append(checker)
    return checkers


def _positive(checker: EntryChecker, field: str) -> int:
    value = checker.get(field, int)
    if value < 1:
        raise checker.fail(f'field "{field}" must be at least 1', field)
    return value


def _evidence(source: SourceLines, tables: list[dict[str, Any]]) -> tuple[EvidenceCard, ...]:
    cards: list[EvidenceCard] = []
    titles: set[str] = set()
    for checker in _checked(source, tables, "evidence", "code",
                            {"code", "title", "category", "setup"}):
        title = checker.get("title", str)
        if title in titles:
            raise checker.fail(f'title "{title}" is used twice', "title")
        titles.add(title)
        setup = checker.get("setup", str).strip()
        if not setup:
            raise checker.fail('field "setup" is empty', "setup")
        cards.append(EvidenceCard(checker.get("code", str), title,
                                  checker.get("category", str, choices=CATEGORIES), setup))
    for category in CATEGORIES:
        count = sum(card.category == category for card in cards)
        if count != 3:
            raise ContentError(f"{source.path}: evidence: expected 3 {category} cards, "
                               f"found {count}")
    return tuple(cards)


def _members(source: SourceLines, tables: list[dict[str, Any]]) -> tuple[BoardMember, ...]:
    members: list[BoardMember] = []
    allowed = {"id", "code", "title", "short", "attachment", "flip_at", "flip_at_expert",
               "resource", "resource_cost"}
    for checker in _checked(source, tables, "board_member", "id", allowed):
        members.append(BoardMember(
            id=checker.get("id", str),
            code=checker.get("code", str),
            title=checker.get("title", str),
            short=checker.get("short", str),
            attachment=checker.get("attachment", str),
            flip_at=_positive(checker, "flip_at"),
            flip_at_expert=_positive(checker, "flip_at_expert"),
            resource=checker.get("resource", str, choices=RESOURCES),
            resource_cost=_positive(checker, "resource_cost"),
        ))
    if len(members) != 3:
        raise ContentError(f"{source.path}: board_member: expected 3, found {len(members)}")
    return tuple(members)


def _grid(source: SourceLines, top: EntryChecker, evidence: tuple[EvidenceCard, ...],
          members: tuple[BoardMember, ...]) -> tuple[Combination, ...]:
    grid_lines = _header_lines(source, "[grid]")
    grid = EntryChecker(source, top.get("grid", dict), "grid",
                        grid_lines[0] if grid_lines else None)
    grid.reject_unknown({"opportunities", "row"})
    titles = {category: [c.title for c in evidence if c.category == category]
              for category in CATEGORIES}
    opportunities = grid.get_list("opportunities", str)
    if sorted(opportunities) != sorted(titles["opportunity"]):
        raise grid.fail('field "opportunities" must list the three opportunity cards',
                        "opportunities")
    member_ids = [member.id for member in members]
    row_lines = _header_lines(source, "[[grid.row]]")
    combos: list[Combination] = []
    pairs: set[tuple[str, str]] = set()
    for index, row in enumerate(grid.get("row", list)):
        anchor = row_lines[index] if index < len(row_lines) else None
        checker = EntryChecker(source, row, f"grid row {index + 1}", anchor)
        checker.reject_unknown({"means", "motive", "members"})
        means = checker.get("means", str, choices=titles["means"])
        motive = checker.get("motive", str, choices=titles["motive"])
        if (means, motive) in pairs:
            raise checker.fail(f"{means} + {motive} is listed twice")
        pairs.add((means, motive))
        implicated = checker.get_list("members", str)
        if len(implicated) != 3 or any(m not in member_ids for m in implicated):
            raise checker.fail(f'field "members" must name 3 of {", ".join(member_ids)}',
                               "members")
        combos.extend(Combination(means, motive, opportunity, member)
                      for opportunity, member in zip(opportunities, implicated, strict=True))
    if len(pairs) != 9:
        raise grid.fail(f"expected 9 rows (every means with every motive), found {len(pairs)}")
    return tuple(combos)


def _log_fields(source: SourceLines, tables: list[dict[str, Any]]) -> tuple[LogField, ...]:
    fields: list[LogField] = []
    for checker in _checked(source, tables, "log_field", "key", {"key", "label", "kind", "max"}):
        key = checker.get("key", str)
        if key in BUILTIN_FIELDS:
            raise checker.fail(f'key "{key}" is built in', "key")
        maximum = checker.get("max", int, None)
        fields.append(LogField(key, checker.get("label", str),
                               checker.get("kind", str, choices=FIELD_KINDS), maximum))
    return tuple(fields)


def _scenarios(source: SourceLines, tables: list[dict[str, Any]], fields: Iterable[LogField],
               count: int) -> tuple[Scenario, ...]:
    known_fields = {f.key for f in fields} | set(BUILTIN_FIELDS)
    step_lines = iter(_header_lines(source, "[[scenario.setup]]"))
    scenarios: list[Scenario] = []
    recorded: set[str] = set()
    for index, table in enumerate(tables):
        number = table.get("number")
        checker = EntryChecker(source, table, f"scenario {number}", source.line_of("number", number)
                               if isinstance(number, int) else None)
        checker.reject_unknown({"number", "title", "records", "setup"})
        if checker.get("number", int) != index + 1:
            raise checker.fail(f"scenarios must be numbered in order; expected {index + 1}",
                               "number")
        records = checker.get_list("records", str)
        steps = tuple(_step(source, step, number, next(step_lines, None), recorded)
                      for step in checker.get("setup", list))
        for key in records:
            if key not in known_fields:
                raise checker.fail(f'records unknown log field "{key}"', "records")
            if key not in BUILTIN_FIELDS and key in recorded:
                raise checker.fail(f'log field "{key}" is recorded by two scenarios', "records")
            recorded.add(key)
        scenarios.append(Scenario(number, checker.get("title", str), tuple(records), steps))
    if len(scenarios) != count:
        raise ContentError(f"{source.path}: scenario: expected {count}, found {len(scenarios)}")
    return tuple(scenarios)


def _step(source: SourceLines, table: Any, number: int, anchor: int | None,
          recorded_before: set[str]) -> SetupStep:
    if not isinstance(table, dict):
        raise ContentError(f"{source.path}: scenario {number}: setup steps must be tables")
    kind = table.get("kind")
    checker = EntryChecker(source, table, f"scenario {number} setup step {kind}", anchor)
    checker.reject_unknown({"kind", "text", "expert_only", "secrets", "from_scenario"})
    kind = checker.get("kind", str, choices=STEP_PLACEHOLDERS)
    text = checker.get("text", str)
    try:
        used = {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError as exc:
        raise checker.fail(f'field "text" has a broken placeholder ({exc})', "text") from None
    unknown = sorted(used - STEP_PLACEHOLDERS[kind])
    if unknown:
        raise checker.fail(f'field "text" uses unknown placeholder "{{{unknown[0]}}}"', "text")
    secrets = checker.get("secrets", int, None)
    from_scenario = checker.get("from_scenario", int, None)
    if kind == "board_members" and (secrets is None) == (from_scenario is None):
        raise checker.fail('give exactly one of "secrets" and "from_scenario"')
    if from_scenario is not None and not 1 <= from_scenario < number:
        raise checker.fail(f'field "from_scenario" must be an earlier scenario than {number}',
                           "from_scenario")
    needed = STEP_FIELD.get(kind)
    if needed is not None and needed not in recorded_before:
        raise checker.fail(f'needs log field "{needed}", which no earlier scenario records')
    return SetupStep(kind, text, checker.get("expert_only", bool, False), secrets, from_scenario)
