"""One shared object per small command, so legal() looks commands up instead of building them.

Most legal commands come from a small fixed set per seat: a benefit of one card, a
card to pick, discard, steal or take, one or two cards for the Recovery discard, a
plot to discard, skip or end. Commands are frozen and compare by value, so one
object per value serves every legal() list in the process (a random game builds
about a thousand commands, and a frozen dataclass costs about a microsecond each).
Only Capture commands (any set of cards) are still built per decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TypeVar

from engine.core.messages import Command
from engine.plotcapture.cards import BIT_NAME, tables
from engine.plotcapture.commands import (
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
from engine.plotcapture.setup import MAX_SEATS

_new = object.__new__

C = TypeVar("C", bound=Command)


def fill(cls: type[C], **fields: object) -> C:
    """The same object ``cls(**fields)`` makes, without the frozen ``__setattr__`` per field."""
    command = _new(cls)
    command.__dict__.update(fields)
    return command


@dataclass(frozen=True)
class SeatCommands:
    """Every fixed command of one seat; tuples are indexed by card id or plot id."""

    skip_action: SkipAction
    end_investigation: EndInvestigation
    benefits: tuple[tuple[tuple[int, UseBenefit], ...], ...]  # card -> (trait bit, command)
    pick: tuple[PickCard, ...]
    discard: tuple[Discard, ...]
    steal_card: tuple[StealCard, ...]
    take_agent: tuple[TakeAgent, ...]
    discard_plot: tuple[DiscardPlot, ...]
    steal_from: tuple[StealFrom, ...]  # opponent seat -> command
    keep_all: RecoveryDiscard
    recover_one: tuple[RecoveryDiscard, ...]
    recover_two: tuple[tuple[RecoveryDiscard, ...], ...]  # [a][b] for a < b, else unused


@cache
def seat_commands(seat: int) -> SeatCommands:
    """The table for ``seat`` (built on first use, about two thousand objects)."""
    t = tables()
    cards = range(t.card_count)
    benefits = tuple(
        tuple((bit, fill(UseBenefit, seat=seat, card=card, trait=name))
              for bit, name in BIT_NAME.items() if t.title_mask[t.card_title[card]] & bit)
        for card in cards)
    pairs = tuple(
        tuple(fill(RecoveryDiscard, seat=seat, cards=(a, b)) if a < b else None for b in cards)
        for a in cards)
    return SeatCommands(
        skip_action=fill(SkipAction, seat=seat),
        end_investigation=fill(EndInvestigation, seat=seat),
        benefits=benefits,
        pick=tuple(fill(PickCard, seat=seat, card=c) for c in cards),
        discard=tuple(fill(Discard, seat=seat, card=c) for c in cards),
        steal_card=tuple(fill(StealCard, seat=seat, card=c) for c in cards),
        take_agent=tuple(fill(TakeAgent, seat=seat, card=c) for c in cards),
        discard_plot=tuple(fill(DiscardPlot, seat=seat, plot=name) for name in t.plot_titles),
        steal_from=tuple(fill(StealFrom, seat=seat, opponent=o) for o in range(MAX_SEATS)),
        keep_all=fill(RecoveryDiscard, seat=seat, cards=()),
        recover_one=tuple(fill(RecoveryDiscard, seat=seat, cards=(c,)) for c in cards),
        recover_two=pairs,  # type: ignore[arg-type]
    )


@cache
def table_commands(players: int) -> tuple[SeatCommands, ...]:
    """The tables of every seat of a ``players``-seat game, in seat order (one per game kept)."""
    return tuple(seat_commands(seat) for seat in range(players))
