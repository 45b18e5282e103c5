"""Using the envelopes: gaining evidence, opening the A.I.M. envelope, making the accusation.

- A card may be drawn from the S.H.I.E.L.D. envelope when a won scenario earned one and
  it was not drawn yet, or at any time while scenario 5 is being played (its main
  scheme, stage 1B, lets the players gain evidence during the game) [rulebook:
  Gathering Evidence; Scenario #5, The S.H.I.E.L.D. Executive Board].
- The accusation names a combination that is not crossed out; the Board Member listed
  for it is the accused. The A.I.M. envelope names the mole; each wrong guess (means,
  motive, opportunity, member) costs secret counters [rulebook: The Accusation; card
  data of The Accusation, stage 2B].

``Draw`` and ``AccusationOutcome`` are named tuples (read-only, as frozen dataclasses
would be): organizer commands import this module at every start, and a named tuple costs
about a tenth as much to define (quick start-up, issue 14).
"""

from __future__ import annotations

from typing import NamedTuple

from content.campaigns.agents_of_shield import CampaignContent, Combination, EvidenceCard
from engine.core import HelicarrierError
from trackers.campaign.deduction import Penalty, accusation_penalty, crossed_out_by
from trackers.campaign.evidence import EnvelopeError, unseal
from trackers.campaign.founding import AIM, SHIELD
from trackers.campaign.state import Accusation, Campaign, GainedEvidence

SHIELD_SIZE = 6


class EnvelopeRefused(HelicarrierError):
    """The rules do not allow this envelope action now; the message says why."""


class Draw(NamedTuple):
    card: EvidenceCard
    scenario: int  # which scenario earned it
    forced: bool
    crossed_out: tuple[Combination, ...]
    remaining: int  # cards left in the S.H.I.E.L.D. envelope


def gained_cards(content: CampaignContent, campaign: Campaign) -> list[EvidenceCard]:
    return [content.card(title) for title in campaign.gained_titles()]


def draw_evidence(content: CampaignContent, campaign: Campaign, force: bool = False) -> Draw:
    """Gain the top card of the S.H.I.E.L.D. envelope (in place), if it was earned."""
    envelopes = campaign.envelopes
    if envelopes.drawn >= SHIELD_SIZE:
        raise EnvelopeRefused("the S.H.I.E.L.D. envelope is empty: all six cards are gained")
    last = content.scenarios[-1].number
    playing_last = (campaign.status(content) == "in progress"
                    and campaign.current_scenario(content) == last)
    forced = False
    if campaign.pending:
        scenario = campaign.pending[0]
    elif playing_last:
        scenario = last
    elif force:
        # A forced card counts as earned by the last scenario played (so its Setup ability
        # is resolved from the next scenario on).
        scenario, forced = max(1, campaign.current_scenario(content) - 1), True
    else:
        raise EnvelopeRefused(_no_evidence_reason(content, campaign))
    codes = unseal(envelopes.key, SHIELD, envelopes.shield)
    by_code = {card.code: card for card in content.evidence}
    card = by_code.get(codes[envelopes.drawn]) if len(codes) == SHIELD_SIZE else None
    if card is None:
        raise EnvelopeError("the S.H.I.E.L.D. envelope holds something other than six "
                              "evidence cards (the campaign file was edited)")
    before = gained_cards(content, campaign)
    crossed = tuple(crossed_out_by(content, card, before))
    if campaign.pending and not forced:
        campaign.pending.pop(0)
    campaign.gained.append(GainedEvidence(card.title, scenario))
    envelopes.drawn += 1
    return Draw(card, scenario, forced, crossed, SHIELD_SIZE - envelopes.drawn)


def _no_evidence_reason(content: CampaignContent, campaign: Campaign) -> str:
    won = [r for r in campaign.results if r.won]
    if campaign.status(content) != "in progress":
        return f"no evidence to gain: the campaign is over ({campaign.status(content)})"
    if not won:
        return ("no evidence earned yet: a card is earned when a won scenario ends with a "
                "Board Member environment free of secret counters (use --force to draw anyway)")
    last = won[-1]
    if not last.evidence_earned:
        return (f"no evidence earned: scenario {last.scenario} ended with no Board Member "
                "environment free of secret counters (use --force to draw anyway)")
    return (f"the evidence earned in scenario {last.scenario} was already gained "
            "(use --force to draw anyway)")


def open_aim(content: CampaignContent, campaign: Campaign) -> tuple[EvidenceCard, ...]:
    """Open the A.I.M. envelope (verifying its commitment) and mark it opened, in place."""
    codes = unseal(campaign.envelopes.key, AIM, campaign.envelopes.aim)
    by_code = {card.code: card for card in content.evidence}
    cards = tuple(by_code[c] for c in codes if c in by_code)
    if len(cards) != 3 or [c.category for c in cards] != ["means", "motive", "opportunity"]:
        raise EnvelopeError("the A.I.M. envelope does not hold one means, one motive and one "
                              "opportunity (the campaign file was edited)")
    campaign.envelopes.aim_opened = True
    return cards


class AccusationOutcome(NamedTuple):
    guess: Combination
    mole: Combination
    penalty: Penalty


def accuse(content: CampaignContent, campaign: Campaign, means: EvidenceCard,
           motive: EvidenceCard, opportunity: EvidenceCard) -> AccusationOutcome:
    """The Accusation: compare the guessed combination with the A.I.M. envelope (in place)."""
    for option, card, category in (("--means", means, "means"), ("--motive", motive, "motive"),
                                   ("--opportunity", opportunity, "opportunity")):
        if card.category != category:
            raise EnvelopeRefused(f'{option}: "{card.title}" is a {card.category} card, '
                                  f"not a {category} card")
    last = content.scenarios[-1].number
    if campaign.status(content) != "in progress" or campaign.current_scenario(content) != last:
        raise EnvelopeRefused(f"the accusation is made while playing scenario {last}; this "
                              f"campaign is at scenario {campaign.current_scenario(content)} "
                              f"({campaign.status(content)})")
    if campaign.accusation is not None:
        raise EnvelopeRefused("the accusation was already made in this attempt at scenario "
                              f"{last}")
    gained = set(campaign.gained_titles())
    out = [card.title for card in (means, motive, opportunity) if card.title in gained]
    if out:
        raise EnvelopeRefused(f"that combination is crossed out: {out[0]} was gained from the "
                              "S.H.I.E.L.D. envelope")
    guess = content.combination(means.title, motive.title, opportunity.title)
    aim = open_aim(content, campaign)
    mole = content.combination(aim[0].title, aim[1].title, aim[2].title)
    penalty = accusation_penalty(content, guess, mole)
    campaign.accusation = Accusation(guess.means, guess.motive, guess.opportunity,
                                     guess.member, mole.member, list(penalty.wrong))
    return AccusationOutcome(guess, mole, penalty)
