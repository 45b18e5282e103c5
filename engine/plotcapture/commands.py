"""Commands a seat can send, and the one event kind (a log sentence).

Every step of a turn is one decision; the commands are fine-grained so a UI can
offer exactly the open choice. Cards are physical SHIELD card ids (see
``engine.plotcapture.cards``); plots are named by title. ``seat`` is who asks.

ACTION PHASE:        UseBenefit(card, trait) | SkipAction
  Leadership:        PickCard(card)            one of the (up to) 5 cards looked at
  Combat:            DiscardPlot(plot)         a revealed plot to the PLOT deck bottom
  Support:           Discard(card)             asked twice (or fewer if the hand is small)
  Espionage:         StealFrom(opponent)       only when several opponents hold cards
                     StealCard(card)           a card of the opponent's hand, now seen
  Biochem:           TakeAgent(card)           an Agent from the SHIELD discard
  Computers, Engineering: no follow-up
INVESTIGATION PHASE: Capture(plot, cards) (any number of times) | EndInvestigation
RECOVERY PHASE:      RecoveryDiscard(cards)    0..2 cards at once; ends the turn
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import Command, Event


@dataclass(frozen=True)
class UseBenefit(Command):
    """Reveal ``card`` (it stays in hand) and take the benefit of one of its traits."""

    kind = "plotcapture.use_benefit"
    card: int
    trait: str


@dataclass(frozen=True)
class SkipAction(Command):
    """Take no benefit this turn."""

    kind = "plotcapture.skip_action"


@dataclass(frozen=True)
class PickCard(Command):
    """Leadership: put one of the looked-at SHIELD cards into your hand."""

    kind = "plotcapture.pick_card"
    card: int


@dataclass(frozen=True)
class DiscardPlot(Command):
    """Combat: send a revealed plot to the bottom of the PLOT deck."""

    kind = "plotcapture.discard_plot"
    plot: str


@dataclass(frozen=True)
class Discard(Command):
    """Support: discard one card from your hand (asked once per card to discard)."""

    kind = "plotcapture.discard"
    card: int


@dataclass(frozen=True)
class StealFrom(Command):
    """Espionage: choose the opponent whose hand you look at."""

    kind = "plotcapture.steal_from"
    opponent: int


@dataclass(frozen=True)
class StealCard(Command):
    """Espionage: take this card from the opponent's hand."""

    kind = "plotcapture.steal_card"
    card: int


@dataclass(frozen=True)
class TakeAgent(Command):
    """Biochem: take this Agent from the SHIELD discard into your hand."""

    kind = "plotcapture.take_agent"
    card: int


@dataclass(frozen=True)
class Capture(Command):
    """Discard ``cards`` from your hand to capture the revealed plot ``plot``."""

    kind = "plotcapture.capture"
    plot: str
    cards: tuple[int, ...]


@dataclass(frozen=True)
class EndInvestigation(Command):
    """Stop capturing; go to the Recovery phase."""

    kind = "plotcapture.end_investigation"


@dataclass(frozen=True)
class RecoveryDiscard(Command):
    """Discard these 0..2 cards and end the turn."""

    kind = "plotcapture.recovery_discard"
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Logged(Event):
    """A sentence for the game log; ``audience`` is the only seat that may see it, or -1."""

    kind = "plotcapture.logged"
    audience: int = -1


COMMAND_CLASSES: tuple[type[Command], ...] = (
    UseBenefit, SkipAction, PickCard, DiscardPlot, Discard, StealFrom, StealCard, TakeAgent,
    Capture, EndInvestigation, RecoveryDiscard,
)
