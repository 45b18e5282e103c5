"""Recording a scenario's result and carrying it into the rest of the campaign.

Rules applied (rulebook sections in brackets):

- Scenarios are played in order; a loss changes nothing and the scenario is simply
  tried again [Campaign Mode Rules].
- A win records the scenario's log fields and the secret counters on each Board Member
  [each scenario's Victory instructions]; a member that reaches its threshold (4, or 3
  in expert) is flipped, and a flipped member stays flipped for the rest of the campaign
  [Board Member Betrayal].
- Evidence is earned when at least one Board Member *environment* (not flipped) ends the
  scenario with no secret counters [Gathering Evidence; Victory instructions].
- Expert: remaining hit points are recorded, never above the identity's base value; a
  defeated player records 0 [Expert Campaign: Persistent Damage, Elimination and Victory];
  a win needs at least one player above 0, since the players lose when every player is
  eliminated [Rules Reference: Player Elimination].
- A win cannot leave all three Board Members flipped: three Board Member attachments in
  play lose the game [card text of 50181b-50183b].
- Counts above what one pass through the encounter deck can produce are refused unless
  confirmed (``ResultInput.confirmed``, ``--yes``); see :mod:`trackers.campaign.bounds`.
- Losing scenario 5 ends an expert campaign; in a standard campaign the evidence is
  prepared again and one card is earned back for each earlier scenario that earned one
  [Scenario #5 Campaign Instructions, Defeat].
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from content.campaigns.agents_of_shield import CampaignContent
from trackers.campaign import bounds
from trackers.campaign.evidence import TokenSource
from trackers.campaign.founding import CampaignInputError, sealed_envelopes
from trackers.campaign.state import Campaign, FieldValue, ScenarioResult, UndoPoint


@dataclass(frozen=True)
class ResultInput:
    """What the players report after a scenario (options of ``campaign record``)."""

    scenario: int
    won: bool
    secrets: Mapping[str, int] | None = None  # member id -> counters
    flipped: Sequence[str] = ()  # member ids the players saw flip (besides the threshold)
    fields: Mapping[str, FieldValue] | None = None
    hit_points: Sequence[int] | None = None
    note: str = ""
    confirmed: bool = False  # counts above trackers.campaign.bounds were checked at the table


@dataclass(frozen=True)
class RecordOutcome:
    result: ScenarioResult
    newly_flipped: tuple[str, ...]
    capped: tuple[tuple[str, int, int], ...]  # (identity, reported, recorded)
    replayed: bool  # standard scenario 5 loss: evidence prepared again
    status: str


def record_result(content: CampaignContent, campaign: Campaign, report: ResultInput,
                  seed: int | None = None,
                  token: TokenSource = secrets.token_bytes) -> RecordOutcome:
    """Apply a scenario result to ``campaign`` (in place) after checking it completely."""
    status = campaign.status(content)
    if status != "in progress":
        raise CampaignInputError(f"--scenario: the campaign is over ({status})")
    current = campaign.current_scenario(content)
    if report.scenario != current:
        raise CampaignInputError(
            f"--scenario: this campaign is at scenario {current}; scenarios are played in "
            f"order, so record scenario {current} next")
    scenario = content.scenario(report.scenario)
    if not report.won:
        return _record_loss(content, campaign, report, seed, token)
    result = ScenarioResult(scenario=scenario.number, won=True, note=report.note)
    wanted = set(scenario.records)
    given = {"secrets": report.secrets is not None or bool(report.flipped),
             "hit_points": report.hit_points is not None}
    given.update({key: True for key in (report.fields or {})})
    for key, present in given.items():
        if present and key not in wanted:
            raise CampaignInputError(
                f"--{_option(key)}: scenario {scenario.number} does not record this "
                f"(it records: {', '.join(_option(k) for k in scenario.records) or 'nothing'})")
    newly: tuple[str, ...] = ()
    if "secrets" in wanted:
        newly = _secrets(content, campaign, report, result)
    for key in scenario.records:
        if key not in ("secrets", "hit_points"):
            value = _field(content, key, (report.fields or {}).get(key))
            _check_plausible(campaign, report, key, value)
            result.fields[key] = value
    capped: tuple[tuple[str, int, int], ...] = ()
    if "hit_points" in wanted:
        capped = _hit_points(campaign, report, result)
    campaign.history.append(_undo_point(campaign))
    campaign.results.append(result)
    if result.evidence_earned:
        campaign.pending.append(scenario.number)
    return RecordOutcome(result, newly, capped, False, campaign.status(content))


def _record_loss(content: CampaignContent, campaign: Campaign, report: ResultInput,
                 seed: int | None, token: TokenSource) -> RecordOutcome:
    if report.secrets is not None or report.flipped or report.fields or report.hit_points:
        raise CampaignInputError("--lost: a lost scenario records nothing but an optional "
                                 "note; reset it and try again")
    result = ScenarioResult(scenario=report.scenario, won=False, note=report.note)
    last = content.scenarios[-1].number
    replayed = report.scenario == last and not campaign.expert
    point = _undo_point(campaign)
    campaign.history.append(point)
    campaign.results.append(result)
    if replayed:
        point.envelopes = campaign.envelopes
        point.gained = campaign.gained
        point.accusation = campaign.accusation
        # Scenario #5, Defeat (standard): prepare the evidence anew and earn back one card
        # per earlier scenario that had a Board Member environment with no secrets.
        campaign.envelopes = sealed_envelopes(content, seed, token)
        campaign.gained = []
        campaign.accusation = None
        campaign.pending = [r.scenario for r in campaign.results
                            if r.won and r.evidence_earned and r.scenario < last]
        campaign.replays += 1
    return RecordOutcome(result, (), (), replayed, campaign.status(content))


def _undo_point(campaign: Campaign) -> UndoPoint:
    """The fields a record may change, as they are before it (see trackers.campaign.undo)."""
    return UndoPoint(results=len(campaign.results), pending=list(campaign.pending),
                     drawn=campaign.envelopes.drawn, accused=campaign.accusation is not None,
                     replays=campaign.replays)


def _secrets(content: CampaignContent, campaign: Campaign, report: ResultInput,
             result: ScenarioResult) -> tuple[str, ...]:
    if report.secrets is None:
        raise CampaignInputError(
            "--cmo/--cso/--cto: record the secret counters on each Board Member")
    for member in content.members:
        value = report.secrets.get(member.id)
        if value is None:
            raise CampaignInputError(f"--{member.id}: record the secret counters on the "
                                     f"{member.title}")
        if value < 0:
            raise CampaignInputError(f"--{member.id}: secret counters cannot be negative")
        bound = bounds.secret_counters(content, campaign, report.scenario, member.id)
        if value > bound.limit and not report.confirmed:
            raise CampaignInputError(
                f"--{member.id} {value}: more secret counters on the {member.title} than one "
                f"pass through the encounter deck can place (at most {bound.limit} = "
                f"{bound.why}); check the count, or pass --yes if the deck was reshuffled")
        result.secrets[member.id] = value
    before = set(campaign.flipped())
    flipped = set(before) | set(report.flipped)
    flipped |= {m.id for m in content.members
                if result.secrets[m.id] >= m.threshold(campaign.expert)}
    result.flipped = [m.id for m in content.members if m.id in flipped]
    if len(result.flipped) == len(content.members):
        raise CampaignInputError(
            "--cmo/--cso/--cto: all three Board Members would be flipped, but with three "
            "Board Member attachments in play the players lose (cards 50181b-50183b); "
            "check the counts and --flipped, or record the scenario with --lost")
    result.evidence_earned = any(result.secrets[m.id] == 0 and m.id not in flipped
                                 for m in content.members)
    return tuple(m for m in result.flipped if m not in before)


def _field(content: CampaignContent, key: str, value: FieldValue | None) -> FieldValue:
    spec = content.field(key)
    if value is None:
        if spec.kind == "count":
            raise CampaignInputError(f"--{_option(key)}: required for this scenario "
                                     f"({spec.label.lower()})")
        return []
    if spec.kind == "count":
        if not isinstance(value, int) or value < 0:
            raise CampaignInputError(f"--{_option(key)}: must be 0 or more")
        if spec.max is not None and value > spec.max:
            raise CampaignInputError(f"--{_option(key)} {value}: at most {spec.max} (the "
                                     f"campaign has {spec.max} such cards)")
        return value
    names = ([a.title for a in content.adaptoids] if spec.kind == "adaptoids"
             else [t.name for t in content.thunderbolts])
    chosen: list[str] = []
    for text in value if isinstance(value, list) else []:
        match = next((n for n in names if n.casefold() == text.strip().casefold()), None)
        if match is None:
            raise CampaignInputError(f'--{_option(key)}: unknown "{text.strip()}" '
                                     f"(known: {', '.join(names)})")
        if match in chosen:
            raise CampaignInputError(f'--{_option(key)}: "{match}" is listed twice')
        chosen.append(match)
    return [n for n in names if n in chosen]


def _hit_points(campaign: Campaign, report: ResultInput,
                result: ScenarioResult) -> tuple[tuple[str, int, int], ...]:
    if not campaign.expert:
        if report.hit_points is not None:
            raise CampaignInputError("--hit-points: only an expert campaign records hit points")
        return ()
    if report.hit_points is None:
        raise CampaignInputError("--hit-points: an expert campaign records each identity's "
                                 f"remaining hit points ({', '.join(campaign.identities)}); "
                                 "0 for a defeated player")
    if len(report.hit_points) != len(campaign.identities):
        raise CampaignInputError(f"--hit-points: give one value per identity "
                                 f"({len(campaign.identities)}), got {len(report.hit_points)}")
    capped: list[tuple[str, int, int]] = []
    for name, value, base in zip(campaign.identities, report.hit_points,
                                 campaign.base_hit_points, strict=True):
        if value < 0:
            raise CampaignInputError("--hit-points: values cannot be negative")
        recorded = min(value, base)
        if recorded != value:
            capped.append((name, value, recorded))
        result.hit_points.append(recorded)
    if not any(result.hit_points):
        who = ("the only identity" if len(campaign.identities) == 1
               else f"all {len(campaign.identities)} identities")
        raise CampaignInputError(
            f"--hit-points: {who} at 0 means every player was defeated, and then the players "
            "lose (Rules Reference, Player Elimination); a won scenario has at least one "
            "value of 1 or more, or record it with --lost")
    return tuple(capped)


def _check_plausible(campaign: Campaign, report: ResultInput, key: str,
                     value: FieldValue) -> None:
    """Refuse a count above what one pass through the encounter deck allows, unless confirmed."""
    if key != "minions_and_side_schemes" or not isinstance(value, int) or report.confirmed:
        return
    bound = bounds.minions_and_side_schemes(len(campaign.identities))
    if value > bound.limit:
        raise CampaignInputError(
            f"--{_option(key)} {value}: more than the {bound.limit} minions and side schemes "
            f"{len(campaign.identities)} player(s) can have in play after one pass through "
            f"the encounter deck ({bound.why}); check the count, or pass --yes if the deck "
            "was reshuffled or other modular sets were used")


def _option(key: str) -> str:
    return "cmo/--cso/--cto" if key == "secrets" else key.replace("_", "-")
