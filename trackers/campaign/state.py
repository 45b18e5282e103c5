"""The campaign log as plain data: what the printed campaign log sheet holds, plus envelopes.

One :class:`Campaign` per campaign file. Results are kept in play order, lost attempts
included (they change nothing: rulebook, Campaign Mode Rules, "reset the scenario and
try again with no penalty"), so the log doubles as a history of the campaign.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only (quick start-up: showing the log seals nothing)
    from content.campaigns.agents_of_shield import CampaignContent
    from trackers.campaign.evidence import SealedEnvelope

FieldValue = int | list[str]


@dataclass
class ScenarioResult:
    """One played scenario: the Victory instructions' entries for a win, nothing for a loss."""

    scenario: int
    won: bool
    secrets: dict[str, int] = field(default_factory=dict)  # Board Member id -> counters
    flipped: list[str] = field(default_factory=list)  # member ids on their attachment side
    fields: dict[str, FieldValue] = field(default_factory=dict)  # scenario's own log fields
    hit_points: list[int] = field(default_factory=list)  # expert: per identity, 0 = defeated
    evidence_earned: bool = False
    note: str = ""


@dataclass
class Envelopes:
    """Both envelopes, sealed (see trackers.campaign.evidence), and how far they were used."""

    key: str
    aim: SealedEnvelope
    shield: SealedEnvelope
    drawn: int = 0
    aim_opened: bool = False


@dataclass
class GainedEvidence:
    title: str
    scenario: int  # the scenario whose victory earned it (5: gained while playing scenario 5)


@dataclass
class Accusation:
    means: str
    motive: str
    opportunity: str
    accused: str  # member id
    mole: str  # member id
    wrong: list[str]


@dataclass
class UndoPoint:
    """What one ``campaign record`` changed besides appending its result (for ``campaign undo``).

    ``record`` only ever appends a result and updates the fields below, so restoring them
    and dropping the result gives back the campaign as it was (trackers.campaign.undo).
    ``envelopes``, ``gained`` and ``accusation`` are kept only when the record replaced
    them: a standard campaign's scenario 5 loss prepares the evidence again.
    """

    results: int  # how many results there were before the record (the index of its result)
    pending: list[int]
    drawn: int  # cards gained from the S.H.I.E.L.D. envelope before the record
    accused: bool  # an accusation was made before the record
    replays: int
    envelopes: Envelopes | None = None
    gained: list[GainedEvidence] = field(default_factory=list)
    accusation: Accusation | None = None


@dataclass
class Campaign:
    campaign: str
    expert: bool
    identities: list[str]
    base_hit_points: list[int]  # expert only (empty otherwise)
    envelopes: Envelopes
    gained: list[GainedEvidence] = field(default_factory=list)
    pending: list[int] = field(default_factory=list)  # scenarios whose evidence is not drawn
    results: list[ScenarioResult] = field(default_factory=list)
    replays: int = 0  # standard campaign: times scenario 5 was set up again after a loss
    accusation: Accusation | None = None
    notes: list[str] = field(default_factory=list)
    history: list[UndoPoint] = field(default_factory=list)  # one per undoable record, oldest first

    def won(self, scenario: int) -> ScenarioResult | None:
        """The winning result of a scenario, if it was won."""
        for result in self.results:
            if result.scenario == scenario and result.won:
                return result
        return None

    def status(self, content: CampaignContent) -> str:
        """"won", "lost" (expert campaign lost scenario 5) or "in progress"."""
        last = content.scenarios[-1].number
        if self.won(last):
            return "won"
        if self.expert and any(r.scenario == last and not r.won for r in self.results):
            return "lost"
        return "in progress"

    def current_scenario(self, content: CampaignContent) -> int:
        """The next scenario to play (the last one once the campaign is over)."""
        for scenario in content.scenarios:
            if not self.won(scenario.number):
                return scenario.number
        return content.scenarios[-1].number

    def flipped(self) -> list[str]:
        """Board Members on their attachment side now (they stay flipped for good)."""
        won = [r for r in self.results if r.won and r.secrets]
        return list(won[-1].flipped) if won else []

    def gained_titles(self) -> list[str]:
        return [g.title for g in self.gained]
