"""The campaign file: TOML (tomli-w), written atomically, with a format name and version.

The CLI tools and the app's campaign mode share this file. Reading checks every field,
so a damaged or hand-mangled file fails with one line naming the file and the field,
and a file written by a newer helicarrier ("from the future") is refused rather than
half-understood. A file that could not be read is never written back.

The commands' default file is chosen in :mod:`trackers.campaign.cli_common`
(``--file`` takes another one).

Format versions: 1 had no undo information; 2 adds ``[[undo]]``, one table per result
that ``campaign undo`` can take back (see :class:`trackers.campaign.state.UndoPoint`).
Version 1 files are still read (their results simply cannot be undone) and are written
back as version 2 by the next command that saves.
"""

from __future__ import annotations

import tomllib
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core import HelicarrierError, SaveFileError
from trackers.campaign.evidence import SealedEnvelope
from trackers.campaign.state import (
    Accusation,
    Campaign,
    Envelopes,
    GainedEvidence,
    ScenarioResult,
    UndoPoint,
)

if TYPE_CHECKING:
    from content.campaigns.agents_of_shield import CampaignContent

FORMAT = "helicarrier-campaign"
VERSION = 2


class CampaignExists(HelicarrierError):
    """``campaign new`` would overwrite an existing campaign."""


def save_campaign(path: Path, campaign: Campaign) -> None:
    """Write the campaign file atomically."""
    import tomli_w  # writing only: showing the log stays quick (issue 14)

    from engine.core import atomic_write_text

    atomic_write_text(Path(path), tomli_w.dumps(_to_toml(campaign)))


def create_campaign(path: Path, campaign: Campaign, force: bool) -> None:
    """Write a new campaign file, refusing to replace one unless ``force``."""
    path = Path(path)
    if path.exists() and not force:
        raise CampaignExists(f"{path}: a campaign file is already there "
                             "(use --force to replace it, or --file for another file)")
    save_campaign(path, campaign)


def load_campaign(path: Path, content: CampaignContent) -> Campaign:
    """Read and check a campaign file; problems raise :class:`SaveFileError` naming it."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveFileError(f"{path}: no campaign file here (start one with "
                            "`helicarrier campaign new`, or pass --file)") from None
    except UnicodeDecodeError:
        raise SaveFileError(f"{path}: not a campaign file (not text)") from None
    except OSError as exc:
        raise SaveFileError(f"{path}: cannot read ({exc.strerror})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SaveFileError(f"{path}: damaged campaign file (invalid TOML: {exc})") from None
    try:
        return _from_toml(data, content)
    except _Bad as exc:
        raise SaveFileError(f"{path}: {exc}") from None


class _Bad(Exception):
    """A field of the campaign file is wrong; the message names it."""


def _to_toml(campaign: Campaign) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "campaign": campaign.campaign,
        "expert": campaign.expert,
        "identities": list(campaign.identities),
        "base_hit_points": list(campaign.base_hit_points),
        "pending": list(campaign.pending),
        "replays": campaign.replays,
        "notes": list(campaign.notes),
        "envelopes": _envelopes_to_toml(campaign.envelopes),
        "gained": [asdict(g) for g in campaign.gained],
        "result": [asdict(r) for r in campaign.results],
        "undo": [_undo_to_toml(point) for point in campaign.history],
    }
    if campaign.accusation is not None:
        data["accusation"] = asdict(campaign.accusation)
    return data


def _undo_to_toml(point: UndoPoint) -> dict[str, Any]:
    data: dict[str, Any] = {"results": point.results, "pending": list(point.pending),
                            "drawn": point.drawn, "accused": point.accused,
                            "replays": point.replays}
    if point.envelopes is not None:
        data["envelopes"] = _envelopes_to_toml(point.envelopes)
        data["gained"] = [asdict(g) for g in point.gained]
        if point.accusation is not None:
            data["accusation"] = asdict(point.accusation)
    return data


def _envelopes_to_toml(envelopes: Envelopes) -> dict[str, Any]:
    return {"key": envelopes.key, "drawn": envelopes.drawn,
            "aim_opened": envelopes.aim_opened, "aim": envelopes.aim._asdict(),
            "shield": envelopes.shield._asdict()}


def _from_toml(data: dict[str, Any], content: CampaignContent) -> Campaign:
    if data.get("format") != FORMAT:
        raise _Bad("not a helicarrier campaign file (format is not "
                   f'"{FORMAT}")')
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _Bad('damaged campaign file (field "version" must be a positive integer)')
    if version > VERSION:
        raise _Bad(f"file from the future: written by a newer helicarrier (campaign format "
                   f"version {version}; this version reads up to {VERSION})")
    top = _Table(data, "")
    if top.text("campaign") != content.id:
        raise _Bad(f'this is not an "{content.id}" campaign file')
    identities = top.texts("identities")
    if not 1 <= len(identities) <= content.max_players:
        raise _Bad(f'damaged campaign file (field "identities" must name 1 to '
                   f"{content.max_players} players)")
    expert = top.flag("expert")
    base = top.integers("base_hit_points")
    if len(base) != (len(identities) if expert else 0):
        raise _Bad('damaged campaign file (field "base_hit_points" does not match "identities")')
    envelopes = _envelopes(top.table("envelopes"))
    gained = _gained(top, content, envelopes)
    member_ids = [m.id for m in content.members]
    results = [_result(t, member_ids, content) for t in top.tables("result")]
    accusation = _accusation(top, content)
    history = ([_undo_point(t, content, len(results)) for t in top.tables("undo")]
               if version >= 2 else [])
    indexes = [point.results for point in history]
    if indexes != sorted(set(indexes)):
        raise _Bad('damaged campaign file (the "undo" tables are not in the order of the '
                   "results)")
    return Campaign(
        campaign=content.id,
        expert=expert,
        identities=identities,
        base_hit_points=base,
        envelopes=envelopes,
        gained=gained,
        pending=[_in_range(n, 1, 5, "pending") for n in top.integers("pending")],
        results=results,
        replays=top.integer("replays", 0),
        accusation=accusation,
        notes=top.texts("notes"),
        history=history,
    )


def _envelopes(env: _Table) -> Envelopes:
    return Envelopes(
        key=env.hex("key"),
        aim=_sealed(env.table("aim")),
        shield=_sealed(env.table("shield")),
        drawn=env.integer("drawn", 0, 6),
        aim_opened=env.flag("aim_opened"),
    )


def _gained(top: _Table, content: CampaignContent, envelopes: Envelopes) -> list[GainedEvidence]:
    titles = {card.title for card in content.evidence}
    gained = [GainedEvidence(t.text("title", titles), t.integer("scenario", 1, 5))
              for t in top.tables("gained")]
    if len({g.title for g in gained}) != len(gained):
        raise _Bad(f'damaged campaign file (a card appears twice in "{top.where}gained")')
    if len(gained) != envelopes.drawn:
        raise _Bad(f'damaged campaign file (the "{top.where}gained" cards do not match '
                   f"{top.where}envelopes.drawn)")
    return gained


def _accusation(top: _Table, content: CampaignContent) -> Accusation | None:
    if "accusation" not in top.data:
        return None
    titles = {card.title for card in content.evidence}
    member_ids = [m.id for m in content.members]
    acc = top.table("accusation")
    return Accusation(acc.text("means", titles), acc.text("motive", titles),
                      acc.text("opportunity", titles), acc.text("accused", member_ids),
                      acc.text("mole", member_ids), acc.texts("wrong"))


def _undo_point(t: _Table, content: CampaignContent, results: int) -> UndoPoint:
    point = UndoPoint(
        results=t.integer("results", 0, max(results - 1, 0)),
        pending=[_in_range(n, 1, 5, t.where + "pending") for n in t.integers("pending")],
        drawn=t.integer("drawn", 0, 6),
        accused=t.flag("accused"),
        replays=t.integer("replays", 0),
    )
    if results == 0:
        raise _Bad(f'damaged campaign file (field "{t.where.rstrip(".")}" undoes a result '
                   "that is not there)")
    if "envelopes" in t.data:
        point.envelopes = _envelopes(t.table("envelopes"))
        point.gained = _gained(t, content, point.envelopes)
        point.accusation = _accusation(t, content)
    return point


def _sealed(table: _Table) -> SealedEnvelope:
    return SealedEnvelope(table.hex("nonce"), table.hex("data"), table.hex("salt"),
                          table.hex("commitment"))


def _result(t: _Table, member_ids: list[str], content: CampaignContent) -> ScenarioResult:
    secrets_table = t.table("secrets")
    secrets = {key: secrets_table.integer(key, 0) for key in secrets_table.data}
    if secrets and sorted(secrets) != sorted(member_ids):
        raise _Bad(f'damaged campaign file (field "{t.where}secrets" must list '
                   f'{", ".join(member_ids)})')
    field_table = t.table("fields")
    known = {f.key: f for f in content.log_fields}
    fields: dict[str, int | list[str]] = {}
    for key in field_table.data:
        if key not in known:
            raise _Bad(f'damaged campaign file (unknown log field "{field_table.where}{key}")')
        fields[key] = (field_table.integer(key, 0) if known[key].kind == "count"
                       else field_table.texts(key))
    return ScenarioResult(
        scenario=t.integer("scenario", 1, len(content.scenarios)),
        won=t.flag("won"),
        secrets=secrets,
        flipped=[_in_list(m, member_ids, t.where + "flipped") for m in t.texts("flipped")],
        fields=fields,
        hit_points=[_in_range(n, 0, 10_000, t.where + "hit_points")
                    for n in t.integers("hit_points")],
        evidence_earned=t.flag("evidence_earned"),
        note=t.text("note"),
    )


def _in_range(value: int, low: int, high: int, name: str) -> int:
    if not low <= value <= high:
        raise _Bad(f'damaged campaign file (field "{name}" has {value}, '
                   f"expected {low} to {high})")
    return value


def _in_list(value: str, allowed: list[str], name: str) -> str:
    if value not in allowed:
        raise _Bad(f'damaged campaign file (field "{name}" has unknown "{value}")')
    return value


class _Table:
    """Typed access to one TOML table; errors name the dotted field path."""

    def __init__(self, data: Any, where: str) -> None:
        if not isinstance(data, dict):
            raise _Bad(f'damaged campaign file (field "{where.rstrip(".")}" must be a table)')
        self.data = data
        self.where = where

    def _get(self, key: str) -> Any:
        if key not in self.data:
            raise _Bad(f'damaged campaign file (field "{self.where}{key}" is missing)')
        return self.data[key]

    def _wrong(self, key: str, what: str) -> _Bad:
        return _Bad(f'damaged campaign file (field "{self.where}{key}" must be {what})')

    def text(self, key: str, allowed: Any = None) -> str:
        value = self._get(key)
        if not isinstance(value, str):
            raise self._wrong(key, "a string")
        if allowed is not None and value not in allowed:
            raise _Bad(f'damaged campaign file (field "{self.where}{key}" has unknown '
                       f'"{value}")')
        return value

    def hex(self, key: str) -> str:
        value = self.text(key)
        try:
            bytes.fromhex(value)
        except ValueError:
            raise self._wrong(key, "hexadecimal") from None
        return value

    def flag(self, key: str) -> bool:
        value = self._get(key)
        if not isinstance(value, bool):
            raise self._wrong(key, "true or false")
        return value

    def integer(self, key: str, low: int, high: int | None = None) -> int:
        value = self._get(key)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self._wrong(key, "an integer")
        return _in_range(value, low, high if high is not None else 10_000, self.where + key)

    def texts(self, key: str) -> list[str]:
        value = self._get(key)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self._wrong(key, "a list of strings")
        return list(value)

    def integers(self, key: str) -> list[int]:
        value = self._get(key)
        if not isinstance(value, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise self._wrong(key, "a list of integers")
        return list(value)

    def table(self, key: str) -> _Table:
        return _Table(self._get(key), f"{self.where}{key}.")

    def tables(self, key: str) -> list[_Table]:
        value = self._get(key)
        if not isinstance(value, list):
            raise self._wrong(key, "a list of tables")
        return [_Table(item, f"{self.where}{key}[{index}].") for index, item in enumerate(value)]
