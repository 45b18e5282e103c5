"""Each scenario's campaign setup, computed from the log (rulebook: Campaign Instructions)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from content.campaigns.agents_of_shield import CampaignContent
from trackers.campaign.carryover import ResultInput, record_result
from trackers.campaign.gathering import draw_evidence
from trackers.campaign.setup import SetupUnavailable, scenario_setup
from trackers.campaign.state import Campaign


def record(aos: CampaignContent, campaign: Campaign, scenario: int, secrets: tuple[int, ...],
           hit_points: list[int] | None = None, **fields: object) -> None:
    record_result(aos, campaign, ResultInput(
        scenario=scenario, won=True, secrets=dict(zip(("cmo", "cso", "cto"), secrets,
                                                      strict=True)),
        fields=fields, hit_points=hit_points))  # type: ignore[arg-type]


def texts(campaign: Campaign, aos: CampaignContent, number: int) -> list[str]:
    return [line.text for line in scenario_setup(aos, campaign, number).lines]


def test_scenario_one_starts_every_member_at_two_secrets(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #1 setup: two secret counters on each Board Member environment."""
    plan = scenario_setup(aos, make_campaign())
    board = next(line for line in plan.lines if "Board Member environments" in line.text)
    assert "each with 2 secret counters" in board.text
    assert [d.split(":")[0] for d in board.details] == [m.title for m in aos.members]
    assert all(": 2 secret counter(s)" in d for d in board.details)
    assert "Nick Fury, Maria Hill" in plan.lines[0].text


def test_alert_level_threat_comes_from_scenario_one(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #2 setup: Alert Level threat = minions and side schemes recorded in #1."""
    campaign = make_campaign()
    record(aos, campaign, 1, (1, 2, 3), minions_and_side_schemes=5)
    plan = scenario_setup(aos, campaign)
    assert plan.scenario.number == 2
    alert = plan.lines[0]
    assert alert.text.startswith("Put 5 threat on the Alert Level")
    assert alert.details == []
    board = plan.lines[1]
    assert [d.split(" secret")[0] for d in board.details] == [
        "Chief Medical Officer: 1", "Chief Surveillance Officer: 2", "Chief Tactical Officer: 3"]


def test_alert_level_at_four_per_player_turns_over(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Alert Level (50090a): at 4 threat per player it flips to its High side."""
    campaign = make_campaign(identities=("Nick Fury",))
    record(aos, campaign, 1, (1, 2, 3), minions_and_side_schemes=4)
    assert "High side" in scenario_setup(aos, campaign).lines[0].details[0]


def test_flipped_members_start_as_attachments(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #2 setup / Board Member Betrayal: enough secrets flip the environment, and a
    flipped member stays an attachment."""
    campaign = make_campaign()
    record(aos, campaign, 1, (0, 4, 1), minions_and_side_schemes=0)
    board = scenario_setup(aos, campaign).lines[1]
    assert board.details[1].startswith("Chief Surveillance Officer: flipped for good - attach "
                                       "Surveillance Officer's Aid")


def test_holding_cell_locks_count_rescued_captives(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #3 setup: 3 more lock counters per player, minus X per player (X = rescued
    captives), on top of the Holding Cell's own 2 per player."""
    campaign = make_campaign()
    record(aos, campaign, 1, (1, 1, 1), minions_and_side_schemes=0)
    record(aos, campaign, 2, (1, 1, 1), rescued_captives=3)
    line = scenario_setup(aos, campaign).lines[0]
    assert "remove 3 per player" in line.text
    assert "4 lock counters in all" in line.text  # (2 + 3 - 3) x 2 players


def test_scenario_five_adaptoids_thunderbolts_and_evidence(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #5 setup: marked Adaptoid environments, surviving Thunderbolts with their
    sets except Jolt's, and each gained evidence card's Setup ability."""
    campaign = make_campaign()
    record(aos, campaign, 1, (0, 1, 1), minions_and_side_schemes=0)
    draw_evidence(aos, campaign)
    record(aos, campaign, 2, (1, 1, 1), rescued_captives=0)
    record(aos, campaign, 3, (1, 1, 1), adaptoids=["Psionic Upgrade", "Flying Upgrade"])
    record(aos, campaign, 4, (1, 1, 1), thunderbolts=["Songbird", "Jolt"])
    draw_evidence(aos, campaign)  # gained while playing scenario 5: no Setup this time
    plan = scenario_setup(aos, campaign)
    assert plan.lines[0].text.endswith("Flying Upgrade (50109), Psionic Upgrade (50110).")
    assert plan.lines[2].details == ["Jolt (50133) on its own",
                                     "Songbird (50143) with the Hard Sound encounter set"]
    evidence = next(line for line in plan.lines if "Setup ability" in line.text)
    assert evidence.text.endswith("Setup ability of the 1 evidence card gained so far.")
    assert evidence.details[0].startswith(campaign.gained_titles()[0])


def test_evidence_setup_reads_well_for_none_one_and_several(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Issue 14: the setup said "each of the 0 evidence cards" before any was gained."""
    campaign = make_campaign()
    record(aos, campaign, 1, (1, 1, 1), minions_and_side_schemes=0)
    campaign.pending.clear()  # the earned card is not drawn: none gained yet
    none = next(text for text in texts(campaign, aos, 2) if "Setup ability" in text)
    assert none.endswith("of each evidence card gained so far (none yet: nothing to resolve).")
    assert "0 evidence" not in none
    for _ in range(2):
        draw_evidence(aos, campaign, force=True)  # counted as earned by scenario 1
    several = next(text for text in texts(campaign, aos, 2) if "Setup ability" in text)
    assert "each of the 2 evidence cards gained so far." in several


def test_expert_steps_show_hit_points_and_only_in_expert(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Expert Campaign Only steps: starting hit points from the log and the healing offer;
    a defeated player (0) rejoins through the healing offer."""
    standard = make_campaign()
    record(aos, standard, 1, (1, 1, 1), minions_and_side_schemes=0)
    assert not any("Expert" in text for text in texts(standard, aos, 2))
    expert = make_campaign(expert=True)
    record(aos, expert, 1, (1, 1, 1), hit_points=[7, 0], minions_and_side_schemes=0)
    plan = scenario_setup(aos, expert)
    hp = next(line for line in plan.lines if line.expert_only and line.details)
    assert hp.details[0] == "Nick Fury: 7 of 10"
    assert hp.details[1].startswith("Maria Hill: 0 of 9 - defeated")
    assert sum(line.expert_only for line in plan.lines) == 2


def test_setup_needs_the_earlier_scenarios(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    with pytest.raises(SetupUnavailable, match="scenario 1, which is not won yet"):
        scenario_setup(aos, make_campaign(), 3)
    with pytest.raises(SetupUnavailable, match="no scenario 6"):
        scenario_setup(aos, make_campaign(), 6)


def test_pending_evidence_is_flagged(aos: CampaignContent,
                                     make_campaign: Callable[..., Campaign]) -> None:
    campaign = make_campaign()
    record(aos, campaign, 1, (0, 1, 1), minions_and_side_schemes=0)
    assert "not gained yet" in scenario_setup(aos, campaign).notices[0]


def test_a_finished_campaign_has_no_next_setup(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Campaign Mode: the campaign is complete once all five scenarios are won, so the
    default "next scenario" setup is refused; a past setup can still be asked for."""
    campaign = make_campaign()
    record(aos, campaign, 1, (1, 1, 1), minions_and_side_schemes=0)
    record(aos, campaign, 2, (1, 1, 1), rescued_captives=0)
    record(aos, campaign, 3, (1, 1, 1), adaptoids=[])
    record(aos, campaign, 4, (1, 1, 1), thunderbolts=[])
    record_result(aos, campaign, ResultInput(scenario=5, won=True, secrets=None, fields={},
                                             hit_points=None))
    assert campaign.status(aos) == "won"
    with pytest.raises(SetupUnavailable, match=r"the campaign is over \(won\)"):
        scenario_setup(aos, campaign)
    assert scenario_setup(aos, campaign, 5).scenario.number == 5
