"""Hand evaluation shared by the greedy player and the search player's rollouts.

Works on SHIELD title indices and plot ids (``engine.plotcapture.cards``); the
players translate their view into those. A hand is worth most when it can
capture a revealed plot now, then by how many of the revealed plots' traits and
levels its cards bring.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.plotcapture.cards import tables
from engine.plotcapture.solver import minimal_title_sets

REPLACEMENT_VALUE = 3.0
"""Rough worth of an unknown card drawn to replace a discarded one."""


def title_mask(titles: Sequence[int]) -> int:
    mask = 0
    for title in titles:
        mask |= 1 << title
    return mask


def best_capture_level(titles: Sequence[int], plots: Sequence[int], bonus: bool) -> int:
    """Level of the best plot these titles can capture now (0 if none)."""
    t = tables()
    mask = title_mask(titles)
    best = 0
    for plot in plots:
        if t.plot_level[plot] > best and minimal_title_sets(plot, mask, bonus):
            best = t.plot_level[plot]
    return best


def demanded_traits(plots: Sequence[int]) -> dict[int, int]:
    """Trait bit -> how many slots the revealed plots ask for in total."""
    t = tables()
    demand: dict[int, int] = {}
    for plot in plots:
        for bit, count in t.plot_need[plot]:
            demand[bit] = demand.get(bit, 0) + count
    return demand


def card_value(title: int, demand: dict[int, int]) -> float:
    """A single title's worth for the revealed plots: level plus the demand it can meet."""
    t = tables()
    mask = t.title_mask[title]
    useful = sum(min(count, 2) for bit, count in demand.items() if mask & bit)
    return t.title_level[title] + 0.6 * useful


def hand_value(titles: Sequence[int], plots: Sequence[int], bonus: bool = False) -> float:
    """Capturable-now plots dominate; otherwise the sum of distinct titles' card values."""
    demand = demanded_traits(plots)
    distinct = set(titles)
    value = sum(card_value(title, demand) for title in distinct)
    value += 0.5 * (len(titles) - len(distinct))  # spare copies are worth little
    return value + 4.0 * best_capture_level(titles, plots, bonus)
