"""Load and validate ``content/epic/god_of_lies.toml``: the numbers an organizer tracks.

The file holds per-player / per-group multipliers, not totals: the totals depend on
how many players and groups an event has, and are computed by
``trackers.godoflies.rules``. Every problem is reported as
``path:line: section: what is wrong`` and nothing here knows about SQLite or a UI.

``Milestone`` and ``GodOfLiesContent`` are named tuples (read-only, as frozen
dataclasses would be): organizer commands import this module at every start, and a named
tuple costs about a tenth as much to define (quick start-up, issue 14).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, NamedTuple

from content import content_path
from content.errors import ContentError
from content.loader import EntryChecker, SourceLines, load_toml

DEFAULT_PATH = content_path("epic", "god_of_lies.toml")


class Milestone(NamedTuple):
    """A fraction of a tracked value left (``numerator/denominator``), announced once reached."""

    name: str
    numerator: int
    denominator: int


class GodOfLiesContent(NamedTuple):
    """Validated values from the content file (per-player / per-group multipliers)."""

    loki_name: str
    loki_hp_per_player: int
    loki_flip_per_player: int
    worlds_collide_name: str
    worlds_collide_target_per_group: int
    threat_per_report: int
    mangog_name: str
    mangog_hp_per_group: int
    door_name: str
    door_threat_per_group: int
    avatar_shatter_per_player: int
    pod_card_shatter: int
    other_cards_shatter: int
    default_time_limit_minutes: int
    group_min_players: int
    group_max_players: int
    max_groups_per_pod: int
    max_players_per_pod: int
    difficulties: tuple[str, ...]
    milestones: tuple[Milestone, ...]


_SECTIONS: dict[str, tuple[str, ...]] = {
    "loki": ("code", "name", "hit_points_per_player", "flip_at_per_player"),
    "worlds_collide": ("code", "name", "target_threat_per_group", "threat_per_report"),
    "mangog": ("code", "name", "hit_points_per_group_in_pod"),
    "door_between_worlds": ("code", "name", "starting_threat_per_group_in_pod"),
    "shatter": ("avatar_counters_per_player", "pod_card_counters", "other_cards_counters"),
    "event": ("default_time_limit_minutes", "group_min_players", "group_max_players",
              "max_groups_per_pod", "max_players_per_pod", "difficulties"),
}


def _header_line(source: SourceLines, header: str, occurrence: int = 0) -> int | None:
    pattern = re.compile(rf"^\s*{re.escape(header)}\s*(#.*)?$")
    seen = 0
    for number, line in enumerate(source.lines, start=1):
        if pattern.match(line):
            if seen == occurrence:
                return number
            seen += 1
    return None


def _section(source: SourceLines, data: dict[str, Any], name: str) -> EntryChecker:
    anchor = _header_line(source, f"[{name}]")
    if not isinstance(data.get(name), dict):
        where = f"{source.path}:{anchor}" if anchor else str(source.path)
        raise ContentError(f"{where}: section [{name}] is missing")
    checker = EntryChecker(source, data[name], f"[{name}]", anchor)
    checker.reject_unknown(_SECTIONS[name])
    return checker


def _positive(checker: EntryChecker, field: str) -> int:
    value: int = checker.get(field, int)
    if value < 1:
        raise checker.fail(f'field "{field}" must be at least 1 (got {value})', field)
    return value


def load_god_of_lies(path: Path | None = None) -> GodOfLiesContent:
    """Read and validate the God of Lies event content; raise ContentError on the first problem."""
    data, source = load_toml(path or DEFAULT_PATH)
    unknown = sorted(set(data) - set(_SECTIONS) - {"milestone"})
    if unknown:
        raise ContentError(f"{source.path}: unknown section [{unknown[0]}]")
    loki = _section(source, data, "loki")
    wc = _section(source, data, "worlds_collide")
    mangog = _section(source, data, "mangog")
    door = _section(source, data, "door_between_worlds")
    shatter = _section(source, data, "shatter")
    event = _section(source, data, "event")
    for checker in (loki, wc, mangog, door):
        checker.get("code", str)
    hp_per_player = _positive(loki, "hit_points_per_player")
    flip_per_player = _positive(loki, "flip_at_per_player")
    if flip_per_player >= hp_per_player:
        raise loki.fail('field "flip_at_per_player" must be below "hit_points_per_player"',
                        "flip_at_per_player")
    min_players = _positive(event, "group_min_players")
    max_players = _positive(event, "group_max_players")
    if max_players < min_players:
        raise event.fail('field "group_max_players" is below "group_min_players"',
                         "group_max_players")
    difficulties = tuple(event.get_list("difficulties", str))
    if not difficulties:
        raise event.fail('field "difficulties" must not be empty', "difficulties")
    return GodOfLiesContent(
        loki_name=loki.get("name", str),
        loki_hp_per_player=hp_per_player,
        loki_flip_per_player=flip_per_player,
        worlds_collide_name=wc.get("name", str),
        worlds_collide_target_per_group=_positive(wc, "target_threat_per_group"),
        threat_per_report=_positive(wc, "threat_per_report"),
        mangog_name=mangog.get("name", str),
        mangog_hp_per_group=_positive(mangog, "hit_points_per_group_in_pod"),
        door_name=door.get("name", str),
        door_threat_per_group=_positive(door, "starting_threat_per_group_in_pod"),
        avatar_shatter_per_player=_positive(shatter, "avatar_counters_per_player"),
        pod_card_shatter=_positive(shatter, "pod_card_counters"),
        other_cards_shatter=_positive(shatter, "other_cards_counters"),
        default_time_limit_minutes=_positive(event, "default_time_limit_minutes"),
        group_min_players=min_players,
        group_max_players=max_players,
        max_groups_per_pod=_positive(event, "max_groups_per_pod"),
        max_players_per_pod=_positive(event, "max_players_per_pod"),
        difficulties=difficulties,
        milestones=_milestones(source, data),
    )


def _milestones(source: SourceLines, data: dict[str, Any]) -> tuple[Milestone, ...]:
    raw = data.get("milestone", [])
    if not isinstance(raw, list):
        raise ContentError(f"{source.path}: [[milestone]] must be an array of tables")
    result: list[Milestone] = []
    for index, table in enumerate(raw):
        anchor = _header_line(source, "[[milestone]]", index)
        label = f"milestone {table.get('name', index + 1)}"
        checker = EntryChecker(source, table, label, anchor)
        checker.reject_unknown(("name", "numerator", "denominator"))
        name = checker.get("name", str)
        numerator = _positive(checker, "numerator")
        denominator = _positive(checker, "denominator")
        if numerator >= denominator:
            raise checker.fail('field "numerator" must be below "denominator"', "numerator")
        result.append(Milestone(name, numerator, denominator))
    result.sort(key=lambda m: m.numerator / m.denominator, reverse=True)
    return tuple(result)


def check() -> int:
    """``helicarrier content check`` loader: validates the file, returns its entry count."""
    loaded = load_god_of_lies()
    return len(_SECTIONS) + len(loaded.milestones)
