"""The largest counts a scenario's cards can produce, so a typo (99 for 9) is caught.

The cards set no hard ceiling on secret counters or on minions in play: tokens are
unlimited (Rules Reference, Component Limitations) and an encounter deck that runs
out is reshuffled. What they do bound is what one pass through the encounter deck
can bring, and that is the bound used here. A count above it is refused with the
arithmetic in the message; the organizer confirms a real one (the deck was
reshuffled, other modular sets were used) with ``--yes``.

Card facts are from the Agents of S.H.I.E.L.D. card data (pack "aos"):

Secret counters on one Board Member at the end of scenarios 1-4
    the counters it started with (2 in scenario 1, else the count recorded after the
    previous scenario), + 3 for the three A.I.M. Interference treacheries (50184a-c:
    each places 1 on every Board Member card, once per pass, revealed or as a boost),
    + 1 per player and evidence card gained before (each evidence card's Setup lets
    every player add 1), + 1 per player in an expert campaign (the "heal for a secret"
    setup step). The other secret-counter cards are Baron Zemo's (scenario 5, which
    records nothing).
Minions and side schemes in play after scenario 1
    the Black Widow set's 4 minions and 2 side schemes (50072-50075), the recommended
    modular sets A.I.M. Abduction (2 + 1) and A.I.M. Science (4 + 1) named on the main
    scheme (50067a); the Standard and S.H.I.E.L.D. Executive Board sets hold none; per
    player a nemesis set of up to 3 minions and 1 side scheme (Nick Fury's, 50060-50062,
    the largest in the box); and player side schemes up to the player side scheme
    limit (Rules Reference: 1 with one or two players, 2 with three or four).
"""

from __future__ import annotations

from dataclasses import dataclass

from content.campaigns.agents_of_shield import CampaignContent
from trackers.campaign.state import Campaign

AIM_INTERFERENCE_COPIES = 3
SCENARIO_1_ENCOUNTER = 6 + 3 + 5  # Black Widow set + A.I.M. Abduction + A.I.M. Science
NEMESIS_PER_PLAYER = 4


@dataclass(frozen=True)
class Bound:
    """A largest plausible count and the sum that gives it, for the error message."""

    limit: int
    why: str


def secret_counters(content: CampaignContent, campaign: Campaign, scenario: int,
                    member_id: str) -> Bound:
    """Most secret counters ``member_id`` can hold after one pass in ``scenario``."""
    start, source = _starting_counters(content, campaign, scenario, member_id)
    players = len(campaign.identities)
    evidence = sum(1 for r in campaign.results
                   if r.won and r.evidence_earned and r.scenario < scenario)
    parts = [(start, source), (AIM_INTERFERENCE_COPIES, "A.I.M. Interference x3")]
    if evidence:
        parts.append((players * evidence,
                      f"evidence Setup: {players} player(s) x {evidence} card(s)"))
    if campaign.expert and scenario > 1:
        parts.append((players, "expert heal: 1 per player"))
    return Bound(sum(n for n, _ in parts), " + ".join(f"{n} {what}" for n, what in parts))


def minions_and_side_schemes(players: int) -> Bound:
    """Most minions and side schemes in play at the end of scenario 1 (one pass)."""
    side_scheme_limit = 1 if players <= 2 else 2
    nemesis = players * NEMESIS_PER_PLAYER
    return Bound(SCENARIO_1_ENCOUNTER + nemesis + side_scheme_limit,
                 f"{SCENARIO_1_ENCOUNTER} in the encounter deck with the recommended modular "
                 f"sets + {nemesis} in {players} nemesis set(s) + {side_scheme_limit} "
                 "player side scheme(s)")


def _starting_counters(content: CampaignContent, campaign: Campaign, scenario: int,
                       member_id: str) -> tuple[int, str]:
    for step in content.scenario(scenario).setup:
        if step.kind != "board_members":
            continue
        if step.secrets is not None:
            return step.secrets, "at setup"
        if step.from_scenario is not None:
            before = campaign.won(step.from_scenario)
            if before is not None and member_id in before.secrets:
                return before.secrets[member_id], f"recorded after scenario {step.from_scenario}"
    return 0, "at setup"
