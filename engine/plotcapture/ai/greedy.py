"""The greedy player: one-step lookahead with a hand-value heuristic, reading only its view.

- Action: the benefit with the best rough payoff (Engineering when the +1 turns a
  near miss into a capture, otherwise card advantage: Leadership, Espionage,
  Biochem, Computers, Support), and Combat to deny a plot it cannot take.
- Follow-ups: keep/steal/take the card that raises its hand value most; discard
  the one whose loss hurts least.
- Investigation: capture the most valuable plot, paying as few levels as possible.
- Recovery: discard cards worth less than an unknown replacement draw.
"""

from __future__ import annotations

from typing import Any

from engine.core.messages import Command
from engine.core.rng import GameRng
from engine.plotcapture.ai.heuristics import (
    REPLACEMENT_VALUE,
    best_capture_level,
    card_value,
    demanded_traits,
    hand_value,
)
from engine.plotcapture.cards import tables
from engine.plotcapture.commands import (
    Capture,
    Discard,
    DiscardPlot,
    PickCard,
    RecoveryDiscard,
    StealCard,
    TakeAgent,
    UseBenefit,
)

BENEFIT_WORTH = {
    "Leadership": 6.0, "Espionage": 5.5, "Biochem": 4.0, "Computers": 3.5,
    "Support": 3.0, "Combat": 1.0, "Engineering": 0.5,
}


class ViewFacts:
    """The few facts the heuristics need, translated from a view dict to ints."""

    def __init__(self, view: dict[str, Any]) -> None:
        t = tables()
        self.hand_ids = [c["id"] for c in view["hand"]]
        self.hand = [t.card_title[c] for c in self.hand_ids]
        self.plots = [t.plot_by_name[p["title"].lower()] for p in view["revealed_plots"]]
        self.bonus = bool(view["engineering_bonus"])
        self.discard = [c["id"] for c in view["shield_discard"]]

    def without(self, card: int) -> list[int]:
        titles = list(self.hand)
        titles.remove(tables().card_title[card])
        return titles


class GreedyPlayer:
    """Deterministic given its seed (the seed only breaks exact ties)."""

    kind = "greedy"

    def __init__(self, seed: int) -> None:
        self.rng = GameRng(seed)

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        if not legal:
            raise ValueError("the greedy player was asked to choose from no commands")
        if len(legal) == 1:
            return legal[0]
        facts = ViewFacts(view)
        scores = [self.score(facts, command) for command in legal]
        best = max(scores)
        ties = [c for c, s in zip(legal, scores, strict=True) if s == best]
        return ties[0] if len(ties) == 1 else ties[self.rng.randbelow(len(ties))]

    def score(self, facts: ViewFacts, command: Command) -> float:
        t = tables()
        if isinstance(command, UseBenefit):
            return self._benefit(facts, command)
        if isinstance(command, PickCard | StealCard | TakeAgent):
            return hand_value([*facts.hand, t.card_title[command.card]], facts.plots, facts.bonus)
        if isinstance(command, Discard):
            return hand_value(facts.without(command.card), facts.plots, facts.bonus)
        if isinstance(command, DiscardPlot):
            plot = t.plot_by_name[command.plot.lower()]
            rest = [p for p in facts.plots if p != plot]
            # keep the row we can use; among the rest, deny the highest level
            return -4.0 * (best_capture_level(facts.hand, facts.plots, facts.bonus)
                           - best_capture_level(facts.hand, rest, facts.bonus)) \
                + 0.1 * t.plot_level[plot]
        if isinstance(command, Capture):
            plot = t.plot_by_name[command.plot.lower()]
            paid = sum(t.title_level[t.card_title[c]] for c in command.cards)
            return 100.0 + 10.0 * t.plot_level[plot] - paid - 0.5 * len(command.cards)
        if isinstance(command, RecoveryDiscard):
            demand = demanded_traits(facts.plots)
            loss = sum(card_value(t.card_title[c], demand) - REPLACEMENT_VALUE
                       for c in command.cards)
            return -loss
        return 0.0  # SkipAction, EndInvestigation, StealFrom: the neutral choice

    def _benefit(self, facts: ViewFacts, command: UseBenefit) -> float:
        t = tables()
        if command.trait == "Engineering":
            gain = (best_capture_level(facts.hand, facts.plots, True)
                    - best_capture_level(facts.hand, facts.plots, facts.bonus))
            return 20.0 + gain if gain > 0 else BENEFIT_WORTH["Engineering"]
        if command.trait == "Biochem":
            agents = [t.title_level[t.card_title[c]] for c in facts.discard
                      if t.title_agent[t.card_title[c]]]
            return BENEFIT_WORTH["Biochem"] + 0.5 * max(agents, default=0)
        return BENEFIT_WORTH[command.trait]
