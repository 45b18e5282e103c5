"""Recording results and the carry-over rules, scenario by scenario."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from content.campaigns.agents_of_shield import CampaignContent
from trackers.campaign.carryover import ResultInput, record_result
from trackers.campaign.founding import CampaignInputError
from trackers.campaign.gathering import EnvelopeRefused, accuse, draw_evidence, open_aim
from trackers.campaign.state import Campaign

from .conftest import counter_tokens

FIELDS = {1: {"minions_and_side_schemes": 3}, 2: {"rescued_captives": 2},
          3: {"adaptoids": ["Strong Upgrade"]}, 4: {"thunderbolts": ["Jolt"]}, 5: {}}


def win(aos: CampaignContent, campaign: Campaign, scenario: int,
        secrets: tuple[int, int, int] = (1, 1, 1), hit_points: list[int] | None = None,
        flipped: tuple[str, ...] = ()) -> None:
    report = ResultInput(
        scenario=scenario, won=True,
        secrets=dict(zip(("cmo", "cso", "cto"), secrets, strict=True)) if scenario < 5 else None,
        fields=FIELDS[scenario], flipped=flipped,
        hit_points=hit_points if campaign.expert and scenario < 5 else None)
    record_result(aos, campaign, report)


def test_evidence_is_earned_by_a_member_with_no_secrets(aos: CampaignContent,
                                                        make_campaign: Callable[..., Campaign]
                                                        ) -> None:
    """Scenario #1 Victory: if at least one Board Member environment has no secret counters,
    gain one evidence card."""
    campaign = make_campaign()
    win(aos, campaign, 1, secrets=(0, 2, 3))
    assert campaign.results[-1].evidence_earned
    assert campaign.pending == [1]
    win(aos, campaign, 2, secrets=(1, 2, 3))
    assert not campaign.results[-1].evidence_earned
    assert campaign.pending == [1]


def test_members_flip_at_four_and_stay_flipped(aos: CampaignContent,
                                               make_campaign: Callable[..., Campaign]) -> None:
    """Board Member Betrayal: four secrets flip a member; once flipped it remains an
    attachment for the rest of the campaign, and a flipped member earns no evidence."""
    campaign = make_campaign()
    win(aos, campaign, 1, secrets=(3, 1, 4))
    assert campaign.flipped() == ["cto"]
    win(aos, campaign, 2, secrets=(1, 1, 0))
    assert campaign.flipped() == ["cto"]
    assert not campaign.results[-1].evidence_earned  # the CTO is an attachment, not an env.


def test_expert_threshold_is_three(aos: CampaignContent,
                                   make_campaign: Callable[..., Campaign]) -> None:
    """Board Member Betrayal: three secrets in expert mode."""
    campaign = make_campaign(expert=True)
    win(aos, campaign, 1, secrets=(3, 2, 0), hit_points=[5, 4])
    assert campaign.flipped() == ["cmo"]
    assert campaign.results[-1].evidence_earned


def test_players_may_report_a_flip_below_the_threshold(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Board Member Betrayal: a member that flipped during the game stays flipped even if its
    counters later fall; its 0 counters do not earn evidence."""
    campaign = make_campaign()
    win(aos, campaign, 1, secrets=(0, 2, 2), flipped=("cmo",))
    assert campaign.flipped() == ["cmo"]
    assert not campaign.results[-1].evidence_earned


def test_scenarios_are_recorded_in_order(aos: CampaignContent,
                                         make_campaign: Callable[..., Campaign]) -> None:
    """Campaign Mode Rules: the five scenarios are won in numerical order."""
    campaign = make_campaign()
    with pytest.raises(CampaignInputError, match="at scenario 1"):
        win(aos, campaign, 2)


def test_a_loss_changes_nothing(aos: CampaignContent,
                                make_campaign: Callable[..., Campaign]) -> None:
    """Campaign Mode Rules: if the players lost, they reset the scenario with no penalty."""
    campaign = make_campaign()
    record_result(aos, campaign, ResultInput(scenario=1, won=False))
    assert campaign.current_scenario(aos) == 1
    assert campaign.pending == []
    with pytest.raises(CampaignInputError, match="records nothing"):
        record_result(aos, campaign, ResultInput(scenario=1, won=False, secrets={"cmo": 1}))


def test_each_scenario_records_its_own_fields(aos: CampaignContent,
                                              make_campaign: Callable[..., Campaign]) -> None:
    """Campaign log: scenario 1 records minions and side schemes, not rescued captives."""
    campaign = make_campaign()
    with pytest.raises(CampaignInputError, match="--rescued-captives: scenario 1 does not"):
        record_result(aos, campaign, ResultInput(
            scenario=1, won=True, secrets={"cmo": 1, "cso": 1, "cto": 1},
            fields={"minions_and_side_schemes": 1, "rescued_captives": 2}))
    with pytest.raises(CampaignInputError, match="--minions-and-side-schemes: required"):
        record_result(aos, campaign, ResultInput(
            scenario=1, won=True, secrets={"cmo": 1, "cso": 1, "cto": 1}))
    with pytest.raises(CampaignInputError, match="--cto: record"):
        record_result(aos, campaign, ResultInput(
            scenario=1, won=True, secrets={"cmo": 1, "cso": 1},
            fields={"minions_and_side_schemes": 1}))
    assert campaign.results == []


def test_rescued_captives_are_at_most_four(aos: CampaignContent,
                                           make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #2: Rescued Captive (50091) has four copies."""
    campaign = make_campaign()
    win(aos, campaign, 1)
    with pytest.raises(CampaignInputError, match="at most 4"):
        record_result(aos, campaign, ResultInput(
            scenario=2, won=True, secrets={"cmo": 1, "cso": 1, "cto": 1},
            fields={"rescued_captives": 5}))


def test_unknown_adaptoid_or_thunderbolt_is_refused(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    campaign = make_campaign()
    win(aos, campaign, 1)
    win(aos, campaign, 2)
    with pytest.raises(CampaignInputError, match='unknown "Wings Upgrade"'):
        record_result(aos, campaign, ResultInput(
            scenario=3, won=True, secrets={"cmo": 1, "cso": 1, "cto": 1},
            fields={"adaptoids": ["Wings Upgrade"]}))


def test_expert_hit_points_are_capped_at_base(aos: CampaignContent,
                                              make_campaign: Callable[..., Campaign]) -> None:
    """Expert Campaign, Persistent Damage: a value above the base hit points is recorded as
    the base value; a defeated player records 0 (Elimination and Victory)."""
    campaign = make_campaign(expert=True)
    assert campaign.base_hit_points == [10, 9]
    report = ResultInput(scenario=1, won=True, secrets={"cmo": 1, "cso": 1, "cto": 1},
                         fields={"minions_and_side_schemes": 0}, hit_points=[12, 0])
    outcome = record_result(aos, campaign, report)
    assert campaign.results[-1].hit_points == [10, 0]
    assert outcome.capped == (("Nick Fury", 12, 10),)


def test_standard_campaign_does_not_record_hit_points(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Expert Campaign: persistent damage is an expert-only rule."""
    campaign = make_campaign()
    with pytest.raises(CampaignInputError, match="only an expert campaign"):
        record_result(aos, campaign, ResultInput(
            scenario=1, won=True, secrets={"cmo": 1, "cso": 1, "cto": 1},
            fields={"minions_and_side_schemes": 0}, hit_points=[3, 3]))


def test_draw_needs_earned_evidence(aos: CampaignContent,
                                    make_campaign: Callable[..., Campaign]) -> None:
    """Gathering Evidence: a card is gained only when a member has no secrets at the end."""
    campaign = make_campaign()
    with pytest.raises(EnvelopeRefused, match="no evidence earned yet"):
        draw_evidence(aos, campaign)
    win(aos, campaign, 1, secrets=(2, 2, 2))
    with pytest.raises(EnvelopeRefused, match="scenario 1 ended with no Board Member"):
        draw_evidence(aos, campaign)
    forced = draw_evidence(aos, campaign, force=True)
    assert forced.forced and forced.remaining == 5
    win(aos, campaign, 2, secrets=(0, 2, 2))
    drawn = draw_evidence(aos, campaign)
    assert (drawn.scenario, drawn.forced, drawn.remaining) == (2, False, 4)
    assert campaign.gained_titles() == [forced.card.title, drawn.card.title]
    assert all(drawn.card.title in combo.cards() for combo in drawn.crossed_out)


def test_drawn_cards_are_never_in_the_aim_envelope(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    campaign = make_campaign(seed=5)
    for _ in range(6):
        draw_evidence(aos, campaign, force=True)
    with pytest.raises(EnvelopeRefused, match="empty"):
        draw_evidence(aos, campaign, force=True)
    aim = {card.title for card in open_aim(aos, campaign)}
    assert aim.isdisjoint(campaign.gained_titles())
    assert len(aim | set(campaign.gained_titles())) == 9


def reach_scenario_five(aos: CampaignContent, campaign: Campaign) -> None:
    for scenario, secrets in ((1, (0, 1, 1)), (2, (1, 1, 1)), (3, (1, 0, 1)), (4, (2, 2, 2))):
        win(aos, campaign, scenario, secrets=secrets,
            hit_points=[5, 5] if campaign.expert else None)
    while campaign.pending:
        draw_evidence(aos, campaign)


def test_scenario_five_draws_are_allowed_during_play(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #5, Gathering Evidence: stage 1B of the main scheme gains evidence in play."""
    campaign = make_campaign()
    reach_scenario_five(aos, campaign)
    assert draw_evidence(aos, campaign).scenario == 5


def test_standard_loss_of_scenario_five_prepares_the_evidence_again(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #5 Campaign Instructions, Defeat (standard): prepare the evidence as for a new
    campaign and gain one card for each scenario that had a member with no secrets."""
    campaign = make_campaign()
    reach_scenario_five(aos, campaign)
    draw_evidence(aos, campaign)
    old = campaign.envelopes.aim
    outcome = record_result(aos, campaign, ResultInput(scenario=5, won=False), seed=77,
                            token=counter_tokens("replay"))
    assert outcome.replayed and outcome.status == "in progress"
    assert campaign.envelopes.aim != old
    assert campaign.gained == [] and campaign.envelopes.drawn == 0
    assert campaign.pending == [1, 3]
    assert campaign.replays == 1
    assert draw_evidence(aos, campaign).scenario == 1


def test_expert_loss_of_scenario_five_loses_the_campaign(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #5 Campaign Instructions, Defeat (expert): the players lose the campaign."""
    campaign = make_campaign(expert=True)
    reach_scenario_five(aos, campaign)
    outcome = record_result(aos, campaign, ResultInput(scenario=5, won=False))
    assert outcome.status == "lost" and not outcome.replayed
    with pytest.raises(CampaignInputError, match="over"):
        record_result(aos, campaign, ResultInput(scenario=5, won=True))


def test_winning_scenario_five_wins_the_campaign(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    campaign = make_campaign()
    reach_scenario_five(aos, campaign)
    win(aos, campaign, 5)
    assert campaign.status(aos) == "won"


def test_accusation_compares_with_the_aim_envelope(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """The Accusation: the accused is the member listed for the guessed combination; a correct
    guess costs nothing, and the accusation is made once per attempt."""
    campaign = make_campaign(seed=11)
    reach_scenario_five(aos, campaign)
    probe = make_campaign(seed=11)
    mole_cards = open_aim(aos, probe)
    outcome = accuse(aos, campaign, *mole_cards)
    assert outcome.guess == outcome.mole
    assert outcome.penalty.wrong == ()
    assert campaign.envelopes.aim_opened
    with pytest.raises(EnvelopeRefused, match="already made"):
        accuse(aos, campaign, *mole_cards)


def test_accusation_refuses_crossed_out_and_early(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """The Accusation: the combination must not be crossed out; it happens in scenario 5."""
    campaign = make_campaign()
    means, motive, opportunity = (aos.card("Wiretap"), aos.card("Money"), aos.card("Travel"))
    with pytest.raises(EnvelopeRefused, match="scenario 5"):
        accuse(aos, campaign, means, motive, opportunity)
    reach_scenario_five(aos, campaign)
    gained = aos.card(campaign.gained_titles()[0])
    guess = {card.category: card for card in (means, motive, opportunity)}
    guess[gained.category] = gained
    with pytest.raises(EnvelopeRefused, match="crossed out"):
        accuse(aos, campaign, guess["means"], guess["motive"], guess["opportunity"])
    with pytest.raises(EnvelopeRefused, match="is a motive card, not a means card"):
        accuse(aos, campaign, motive, motive, opportunity)
