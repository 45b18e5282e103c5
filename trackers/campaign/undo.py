"""Taking back the last recorded scenario result (``helicarrier campaign undo``).

Why *undo* and not *amend*: at a convention table the organizer who mistyped
``campaign record`` wants "take that back" and then types the command again, with every
check ``record`` makes (scenario order, thresholds, hit point caps, evidence earned)
applied to the corrected values. An ``amend`` would repeat all of ``record``'s options
and its checks, and would still have to undo what the wrong result carried over (a
flipped Board Member, earned evidence, a standard scenario 5 replay). So there is one
``undo``, last result first, as many times as needed (one step per record).

How: each record stores an :class:`~trackers.campaign.state.UndoPoint` in the file, the
fields it is about to change; undo drops the result and puts those fields back. That is
exact: the file after ``record`` + ``undo`` is byte-identical to the file before.

What happened at the table after the record is not rewritten, because the players
already know it:

- notes added since are kept, and an A.I.M. envelope opened since stays opened;
- a card drawn since as evidence earned by an *earlier* scenario stays gained (the
  envelope and its order do not change, so the same draw from the restored log gives
  the same card);
- a card drawn since for any other reason (the undone scenario's own evidence, a
  forced draw, a draw while playing scenario 5, a card from the evidence prepared again
  after a standard scenario 5 loss) makes undo refuse: taking the result back would put
  a card whose title the players have seen back into the sealed envelope, or leave it
  gained for a result that is no longer in the log. The same goes for an accusation
  made since, and for the re-prepared A.I.M. envelope once opened. The organizer then
  corrects the log with ``campaign note`` (or by hand).

Results recorded by a helicarrier without undo information (campaign format version 1)
cannot be undone; undo says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from content.campaigns.agents_of_shield import CampaignContent
from engine.core import HelicarrierError
from trackers.campaign.state import Campaign, GainedEvidence, ScenarioResult, UndoPoint

INSTEAD = "correct the log with `helicarrier campaign note` instead"


class UndoRefused(HelicarrierError):
    """There is nothing to undo, or undoing would hide what the players have seen."""


@dataclass(frozen=True)
class Undone:
    """What ``undo_last`` took back, for the command's report."""

    result: ScenarioResult
    unflipped: tuple[str, ...]  # member ids back on their environment side
    kept_draws: tuple[GainedEvidence, ...]  # drawn since, for earlier scenarios: still gained
    envelopes_restored: bool  # the evidence prepared again after a scenario 5 loss is dropped
    next_scenario: int
    left: int  # results that can still be undone after this one


def undo_last(content: CampaignContent, campaign: Campaign) -> Undone:
    """Take back the last result, in place; :class:`UndoRefused` (campaign untouched) if not."""
    if not campaign.results:
        raise UndoRefused("nothing to undo: no scenario result is recorded yet")
    result = campaign.results[-1]
    point = campaign.history[-1] if campaign.history else None
    if point is None or point.results != len(campaign.results) - 1:
        raise UndoRefused(
            f"scenario {result.scenario} was recorded by an older helicarrier (campaign file "
            f"format version 1) that kept no undo information; {INSTEAD}")
    flipped_before = campaign.flipped()
    if point.envelopes is not None:
        _check_replay_untouched(campaign)
        kept: tuple[GainedEvidence, ...] = ()
        campaign.envelopes = point.envelopes
        campaign.gained = list(point.gained)
        campaign.accusation = point.accusation
        campaign.pending = list(point.pending)
    else:
        kept = _kept_draws(campaign, point, result)
        campaign.pending = list(point.pending[len(kept):])
    campaign.replays = point.replays
    campaign.results.pop()
    campaign.history.pop()
    flipped_after = set(campaign.flipped())
    return Undone(
        result=result,
        unflipped=tuple(m for m in flipped_before if m not in flipped_after),
        kept_draws=kept,
        envelopes_restored=point.envelopes is not None,
        next_scenario=campaign.current_scenario(content),
        left=len(campaign.history),
    )


def _check_replay_untouched(campaign: Campaign) -> None:
    """A standard scenario 5 loss re-prepared the evidence: nothing of it may be known yet."""
    if campaign.gained:
        titles = ", ".join(g.title for g in campaign.gained)
        raise UndoRefused(
            f"{len(campaign.gained)} card(s) ({titles}) were drawn from the evidence prepared "
            "again after the scenario 5 loss; undoing the loss would bring back the earlier "
            f"envelopes and hide cards the players have seen; {INSTEAD}")
    if campaign.accusation is not None or campaign.envelopes.aim_opened:
        raise UndoRefused(
            "the A.I.M. envelope prepared again after the scenario 5 loss was opened; undoing "
            f"the loss would bring back the earlier envelopes; {INSTEAD}")


def _kept_draws(campaign: Campaign, point: UndoPoint,
                result: ScenarioResult) -> tuple[GainedEvidence, ...]:
    """Cards drawn after the record that the restored log accounts for; refuse any other."""
    if campaign.accusation is not None and not point.accused:
        raise UndoRefused(
            f"the accusation was made after scenario {result.scenario} was recorded; undoing "
            f"the result would leave an accusation from a scenario not reached; {INSTEAD}")
    since = campaign.gained[point.drawn:]
    for index, card in enumerate(since):
        earlier = (index < len(point.pending) and point.pending[index] == card.scenario
                   and card.scenario != result.scenario)
        if earlier:
            continue
        if card.scenario == result.scenario and result.evidence_earned:
            raise UndoRefused(
                f"the evidence earned by scenario {result.scenario} ({card.title}) has been "
                "drawn; undoing the result would put a card the players have seen back into "
                f"the sealed S.H.I.E.L.D. envelope; {INSTEAD}")
        raise UndoRefused(
            f"{card.title} was drawn from the S.H.I.E.L.D. envelope after scenario "
            f"{result.scenario} was recorded, and the log without that result does not "
            f"account for it; {INSTEAD}")
    return tuple(since)
