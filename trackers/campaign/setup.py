"""A scenario's campaign setup, computed from the campaign log.

The steps and their wording are content (``campaigns/agents_of_shield.toml``); this
module fills in the numbers: Alert Level threat, secret counters per Board Member (and
which members are flipped for good), Holding Cell lock counters, Adaptoid environments,
surviving Thunderbolts, the Setup abilities of the evidence gained so far, and in an
expert campaign each player's starting hit points. Rulebook: each scenario's Campaign
Instructions (setup); Board Member Betrayal; Expert Campaign.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from content.campaigns.agents_of_shield import CampaignContent, Scenario, SetupStep
from engine.core import HelicarrierError
from engine.core.wording import count_of
from trackers.campaign.state import Campaign, ScenarioResult

HOLDING_CELL_OWN_LOCKS = 2  # per player, from the Holding Cell's own text (card data)
HOLDING_CELL_ADDED_LOCKS = 3  # per player, scenario 3 campaign setup
ALERT_LEVEL_FLIP_PER_PLAYER = 4  # Alert Level (50090a) turns over at 4 threat per player


class SetupUnavailable(HelicarrierError):
    """The log does not hold what a scenario's setup needs yet."""


@dataclass(frozen=True)
class SetupLine:
    text: str
    details: list[str] = field(default_factory=list)
    expert_only: bool = False


@dataclass(frozen=True)
class ScenarioSetup:
    scenario: Scenario
    expert: bool
    notices: list[str]
    lines: list[SetupLine]


def scenario_setup(content: CampaignContent, campaign: Campaign,
                   number: int | None = None) -> ScenarioSetup:
    """The campaign setup of scenario ``number`` (default: the scenario to play next)."""
    if number is None:
        status = campaign.status(content)
        if status != "in progress":
            raise SetupUnavailable(f"the campaign is over ({status}): there is no next scenario to "
                                   "set up (`campaign show` prints the log; --scenario N shows "
                                   "a past setup)")
        number = campaign.current_scenario(content)
    try:
        scenario = content.scenario(number)
    except KeyError:
        raise SetupUnavailable(f"--scenario: there is no scenario {number} (1 to "
                               f"{len(content.scenarios)})") from None
    for earlier in range(1, number):
        if campaign.won(earlier) is None:
            raise SetupUnavailable(f"--scenario: scenario {number} is set up from the log of "
                                   f"scenario {earlier}, which is not won yet")
    notices: list[str] = []
    if campaign.pending:
        notices.append(f"{len(campaign.pending)} earned evidence card(s) not gained yet: run "
                       "`helicarrier envelope draw` before setting up.")
    last = content.scenarios[-1].number
    if number == last and campaign.replays:
        notices.append(f"Standard campaign replay #{campaign.replays} of scenario {last}: the "
                       "evidence was prepared again and one card is earned back per earlier "
                       "scenario that earned one (Scenario #5 Campaign Instructions, Defeat).")
    lines = [_line(content, campaign, scenario, step)
             for step in scenario.setup if campaign.expert or not step.expert_only]
    return ScenarioSetup(scenario, campaign.expert, notices, lines)


def _line(content: CampaignContent, campaign: Campaign, scenario: Scenario,
          step: SetupStep) -> SetupLine:
    values, details = _COMPUTE[step.kind](content, campaign, scenario, step)
    return SetupLine(step.text.format(**values), details, step.expert_only)


Computed = tuple[dict[str, object], list[str]]


def _result(campaign: Campaign, number: int) -> ScenarioResult:
    result = campaign.won(number)
    assert result is not None  # scenario_setup checked every earlier scenario is won
    return result


def _plain(*_: object) -> Computed:
    return {}, []


def _identities(content: CampaignContent, campaign: Campaign, *_: object) -> Computed:
    return {"identities": ", ".join(campaign.identities)}, []


def _board(content: CampaignContent, campaign: Campaign, scenario: Scenario,
           step: SetupStep) -> Computed:
    if step.secrets is not None:
        counts = {m.id: step.secrets for m in content.members}
        flipped: list[str] = []
    else:
        assert step.from_scenario is not None
        before = _result(campaign, step.from_scenario)
        counts, flipped = dict(before.secrets), list(before.flipped)
    details = []
    for member in content.members:
        threshold = member.threshold(campaign.expert)
        if member.id in flipped:
            details.append(f"{member.title}: flipped for good - attach {member.attachment} to "
                           f"the villain with {counts[member.id]} secret counter(s)")
        else:
            details.append(f"{member.title}: {counts[member.id]} secret counter(s) "
                           f"(turns at {threshold}; Hero Action spends {member.resource_cost} "
                           f"{member.resource})")
    if len(flipped) == len(content.members):
        details.append("All three Board Members have turned: with three Board Member "
                       "attachments in play the players lose.")
    return {"secrets": step.secrets if step.secrets is not None else "",
            "from_scenario": step.from_scenario or ""}, details


def _alert(content: CampaignContent, campaign: Campaign, *_: object) -> Computed:
    source = content.scenario_recording("minions_and_side_schemes")
    threat = _result(campaign, source).fields["minions_and_side_schemes"]
    assert isinstance(threat, int)
    details = []
    limit = ALERT_LEVEL_FLIP_PER_PLAYER * len(campaign.identities)
    if threat >= limit:
        details.append(f"That is at least {limit} (4 per player): the Alert Level at once "
                       "sheds all its threat and turns to its High side.")
    return {"threat": threat}, details


def _holding(content: CampaignContent, campaign: Campaign, *_: object) -> Computed:
    source = content.scenario_recording("rescued_captives")
    captives = _result(campaign, source).fields["rescued_captives"]
    assert isinstance(captives, int)
    players = len(campaign.identities)
    locks = (HOLDING_CELL_OWN_LOCKS + HOLDING_CELL_ADDED_LOCKS - captives) * players
    return {"captives": captives, "locks": locks}, [
        f"({HOLDING_CELL_OWN_LOCKS} + {HOLDING_CELL_ADDED_LOCKS} - {captives}) x {players} "
        f"player(s) = {locks}"]


def _evidence(content: CampaignContent, campaign: Campaign, scenario: Scenario,
              _step: SetupStep) -> Computed:
    cards = [content.card(g.title) for g in campaign.gained if g.scenario < scenario.number]
    details = [f"{card.title} ({card.category}): {card.setup}" for card in cards]
    return {"count": len(cards), "evidence": _evidence_phrase(len(cards))}, details


def _evidence_phrase(count: int) -> str:
    """``each of the 3 evidence cards gained so far``, singular for one, and none said plainly."""
    if count == 0:
        return "each evidence card gained so far (none yet: nothing to resolve)"
    if count == 1:
        return "the 1 evidence card gained so far"
    return f"each of the {count_of(count, 'evidence card')} gained so far"


def _expert_hp(content: CampaignContent, campaign: Campaign, scenario: Scenario,
               _step: SetupStep) -> Computed:
    before = _result(campaign, scenario.number - 1)
    details = []
    for name, hp, base in zip(campaign.identities, before.hit_points, campaign.base_hit_points,
                              strict=True):
        if hp == 0:
            details.append(f"{name}: 0 of {base} - defeated last time; rejoins only by "
                           "taking the healing offer below")
        else:
            details.append(f"{name}: {hp} of {base}")
    return {}, details


def _adaptoids(content: CampaignContent, campaign: Campaign, *_: object) -> Computed:
    marked = _result(campaign, content.scenario_recording("adaptoids")).fields["adaptoids"]
    assert isinstance(marked, list)
    codes = {a.title: a.code for a in content.adaptoids}
    names = ", ".join(f"{title} ({codes[title]})" for title in marked) or "none"
    return {"adaptoids": names}, []


def _thunderbolts(content: CampaignContent, campaign: Campaign, *_: object) -> Computed:
    source = content.scenario_recording("thunderbolts")
    survivors = _result(campaign, source).fields["thunderbolts"]
    assert isinstance(survivors, list)
    details = []
    for bolt in content.thunderbolts:
        if bolt.name in survivors:
            extra = f" with the {bolt.set} encounter set" if bolt.set else " on its own"
            details.append(f"{bolt.name} ({bolt.code}){extra}")
    return {"thunderbolts": ", ".join(survivors) or "none"}, details


_COMPUTE: dict[str, Callable[..., Computed]] = {
    "record_identities": _identities,
    "prepare_evidence": _plain,
    "board_members": _board,
    "aim_interference": _plain,
    "alert_level": _alert,
    "holding_cell": _holding,
    "evidence_setup": _evidence,
    "expert_hit_points": _expert_hp,
    "expert_heal": _plain,
    "adaptoids": _adaptoids,
    "adaptoid_minions": _plain,
    "thunderbolts": _thunderbolts,
    "envelopes_aside": _plain,
}
