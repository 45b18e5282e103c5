"""A fast default policy and a position evaluation for the search player's simulations.

These run inside a sampled (determinized) game, many thousands of times per
decision, so they read the state's integer lists directly and build only the one
command they choose. The policy is a cheap greedy: capture the highest plot with
the fewest levels paid, prefer card-advantage benefits, keep high cards.
"""

from __future__ import annotations

import math

from engine.core.messages import Command
from engine.core.rng import GameRng
from engine.plotcapture.cards import BIOCHEM, BIT_NAME, ENGINEERING, ESPIONAGE, LEADERSHIP, tables
from engine.plotcapture.commands import (
    Capture,
    Discard,
    DiscardPlot,
    EndInvestigation,
    PickCard,
    RecoveryDiscard,
    SkipAction,
    StealCard,
    StealFrom,
    TakeAgent,
    UseBenefit,
)
from engine.plotcapture.game import (
    ACTION,
    DISCARD,
    DISCARD_PLOT,
    INVESTIGATION,
    PICK,
    RECOVERY,
    STEAL_CARD,
    STEAL_FROM,
    TAKE_AGENT,
    PlotCaptureGame,
)
from engine.plotcapture.solver import minimal_title_sets

_BENEFIT_ORDER = (LEADERSHIP, ESPIONAGE, BIOCHEM)


def _worth(card: int) -> int:
    t = tables()
    title = t.card_title[card]
    return 2 * t.title_level[title] + bin(t.title_mask[title]).count("1")


def _best_capture(game: PlotCaptureGame, seat: int) -> Command:
    """The highest plot capturable, paying the fewest levels; else end the investigation."""
    t = game.t
    title_of = t.card_title
    first_copy: dict[int, int] = {}
    for card in game.capture_pool(seat):
        title = title_of[card]
        if title not in first_copy or card < first_copy[title]:
            first_copy[title] = card
    mask = 0
    for title in first_copy:
        mask |= 1 << title
    level = t.plot_level
    for plot in sorted(game.revealed, key=level.__getitem__, reverse=True):
        options = minimal_title_sets(plot, mask, game.bonus)
        if options:
            title_level = t.title_level
            cheapest = min(options, key=lambda o: (sum(title_level[x] for x in o), len(o)))
            return Capture(seat, t.plot_titles[plot],
                           tuple(sorted(first_copy[x] for x in cheapest)))
    return EndInvestigation(seat)


def policy(game: PlotCaptureGame, rng: GameRng) -> Command:
    """The rollout move for the seat to act."""
    seat = game.turn
    step = game.step
    hand = game.hands[seat]
    if step == INVESTIGATION:
        return _best_capture(game, seat)
    if step == ACTION:
        t = game.t
        for bit in _BENEFIT_ORDER:
            if game.benefit_possible(seat, bit):
                for card in hand:
                    if t.title_mask[t.card_title[card]] & bit:
                        return UseBenefit(seat, card, BIT_NAME[bit])
        for card in hand:
            if t.title_mask[t.card_title[card]] & ENGINEERING:
                return UseBenefit(seat, card, BIT_NAME[ENGINEERING])
        return SkipAction(seat)
    if step == RECOVERY:
        low = sorted((c for c in hand if _worth(c) <= 4), key=_worth)
        return RecoveryDiscard(seat, tuple(low[: game.rules.recovery_discards]))
    if step == PICK:
        return PickCard(seat, max(game.look, key=_worth))
    if step == STEAL_CARD:
        return StealCard(seat, max(game.hands[game.steal_target], key=_worth))
    if step == TAKE_AGENT:
        t = game.t
        agents = [c for c in game.shield_discard if t.title_agent[t.card_title[c]]]
        return TakeAgent(seat, max(agents, key=_worth))
    if step == DISCARD:
        return Discard(seat, min(hand, key=_worth))
    if step == DISCARD_PLOT:
        plot = game.revealed[rng.randbelow(len(game.revealed))]
        return DiscardPlot(seat, game.t.plot_titles[plot])
    if step == STEAL_FROM:
        targets = [o for o in range(game.players) if o != seat and game.hands[o]]
        return StealFrom(seat, max(targets, key=lambda o: len(game.captured[o])))
    raise ValueError(f"no rollout move for step {step}")


def evaluate(game: PlotCaptureGame, scale: float) -> list[float]:
    """Per-seat reward in [0, 1]: the result if the game is over, else a squashed lead.

    A seat's score is its captured plot levels plus a small credit for its hand
    (cards are future captures); the reward is a logistic of its lead over the
    best other seat.
    """
    players = game.players
    if game.is_over:
        winners = game.winners()
        share = 1.0 if len(winners) == 1 else 0.5
        return [share if s in winners else 0.0 for s in range(players)]
    t = game.t
    level = t.plot_level
    scores = []
    for seat in range(players):
        captured = sum(level[p] for p in game.captured[seat])
        hand = sum(t.title_level[t.card_title[c]] for c in game.hands[seat])
        scores.append(captured + 0.25 * hand)
    out = []
    for seat in range(players):
        lead = scores[seat] - max(scores[o] for o in range(players) if o != seat)
        out.append(1.0 / (1.0 + math.exp(-lead / scale)))
    return out
