"""The card content as flat integer tables, built once from ``content/plotcapture/cards.toml``.

Why integers: the game state, the capture solver and the search player all work
on small ints (a physical SHIELD card id, a title index, a trait bit), so
cloning a state is a few list copies and legality checks are bit operations.

- Physical SHIELD card ids are ``0..51`` in file order (Coulson 0-4, May 5-8, ...).
- Title index: position of the ``[[shield]]`` entry; copies of a title are identical.
- Plot ids are ``0..20`` in file order; a plot is named by its title in commands.
- Traits are bits: Combat 1, Leadership 2, Support 4, Espionage 8, Computers 16,
  Engineering 32, Biochem 64 (the rule sheet's order).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Final

from content.plotcapture.schema import TRAIT_NAMES, load_cards

TRAITS: tuple[str, ...] = tuple(TRAIT_NAMES.values())
"""Full trait names in bit order: Combat, Leadership, Support, Espionage, Computers, ..."""
TRAIT_BIT: dict[str, int] = {name: 1 << i for i, name in enumerate(TRAITS)}
ABBREV_BIT: dict[str, int] = {abbr: 1 << i for i, abbr in enumerate(TRAIT_NAMES)}
BIT_NAME: dict[int, str] = {bit: name for name, bit in TRAIT_BIT.items()}

# Final: the compiled engine (mypyc) inlines them instead of looking them up per use.
COMBAT: Final = 1
LEADERSHIP: Final = 2
SUPPORT: Final = 4
ESPIONAGE: Final = 8
COMPUTERS: Final = 16
ENGINEERING: Final = 32
BIOCHEM: Final = 64


def trait_names(mask: int) -> list[str]:
    """Full names of the traits in ``mask``, in rule-sheet order."""
    return [name for name, bit in TRAIT_BIT.items() if mask & bit]


@dataclass(frozen=True)
class Tables:
    """Every fact about the cards the engine needs, as tuples indexed by small ints."""

    titles: tuple[str, ...]
    title_type: tuple[str, ...]
    title_level: tuple[int, ...]
    title_mask: tuple[int, ...]
    title_agent: tuple[bool, ...]
    title_copies: tuple[int, ...]
    card_title: tuple[int, ...]          # physical card id -> title index
    card_agent: tuple[bool, ...]         # physical card id -> is an Agent
    title_cards: tuple[tuple[int, ...], ...]  # title index -> its physical card ids
    plot_titles: tuple[str, ...]
    plot_level: tuple[int, ...]
    plot_need: tuple[tuple[tuple[int, int], ...], ...]  # (trait bit, count) per plot
    plot_hall: tuple[tuple[tuple[int, int], ...], ...]  # (union mask, cards needed)
    plot_remove: tuple[int, ...]         # title index removed on reveal, or -1
    title_by_name: dict[str, int]        # lower-case title -> index
    plot_by_name: dict[str, int]

    @property
    def card_count(self) -> int:
        return len(self.card_title)

    def card_name(self, card: int) -> str:
        return self.titles[self.card_title[card]]

    def plot_special(self, plot: int) -> str:
        remove = self.plot_remove[plot]
        if remove < 0:
            return ""
        return f"When revealed, every {self.titles[remove]} card is removed from the game."

    def need_text(self, plot: int) -> str:
        """``Combat x2, Espionage, Biochem``."""
        need = self.plot_need[plot]
        return ", ".join(BIT_NAME[bit] + (f" x{n}" if n > 1 else "") for bit, n in need)


def _hall_conditions(need: tuple[tuple[int, int], ...],
                     title_masks: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """Hall's condition for covering trait slots with distinct cards, one trait per card.

    Slots of the same trait have the same possible cards, so it is enough to check
    every union of whole trait groups: the cards touching those traits must be at
    least as many as the slots. A union whose traits split into parts that no
    title links (no card has a trait of both) adds nothing: its cards and its
    slots are the sums of those parts', so the parts' conditions imply it. Those
    unions are left out (fewer counters for the solver; a failing union always
    has a failing part, which is smaller, so explanations name the same one).
    Ordered smallest group first (for explanations).
    """
    out: list[tuple[int, int]] = []
    for size in range(1, len(need) + 1):
        for group in combinations(need, size):
            mask = 0
            count = 0
            for bit, n in group:
                mask |= bit
                count += n
            if _linked([bit for bit, _ in group], title_masks):
                out.append((mask, count))
    return tuple(out)


def _linked(bits: list[int], title_masks: tuple[int, ...]) -> bool:
    """Whether the traits ``bits`` are connected, two traits linked when a title has both."""
    reached = bits[0]
    grown = True
    while grown:
        grown = False
        for title in title_masks:
            if title & reached:
                for bit in bits:
                    if title & bit and not reached & bit:
                        reached |= bit
                        grown = True
    return all(reached & bit for bit in bits)


@cache
def tables() -> Tables:
    """The shipped cards as tables (read once per process)."""
    cards = load_cards()
    titles = tuple(s.title for s in cards.shield)
    card_title: list[int] = []
    title_cards: list[tuple[int, ...]] = []
    for index, entry in enumerate(cards.shield):
        ids = tuple(range(len(card_title), len(card_title) + entry.copies))
        card_title.extend([index] * entry.copies)
        title_cards.append(ids)
    needs: list[tuple[tuple[int, int], ...]] = []
    for plot in cards.plots:
        counts: dict[int, int] = {}
        for abbr in plot.traits:
            counts[ABBREV_BIT[abbr]] = counts.get(ABBREV_BIT[abbr], 0) + 1
        needs.append(tuple(sorted(counts.items())))
    title_by_name = {t.lower(): i for i, t in enumerate(titles)}
    title_masks = tuple(sum(ABBREV_BIT[a] for a in s.traits) for s in cards.shield)
    return Tables(
        titles=titles,
        title_type=tuple(s.type for s in cards.shield),
        title_level=tuple(s.level for s in cards.shield),
        title_mask=title_masks,
        title_agent=tuple(s.type == "Agent" for s in cards.shield),
        title_copies=tuple(s.copies for s in cards.shield),
        card_title=tuple(card_title),
        card_agent=tuple(cards.shield[title].type == "Agent" for title in card_title),
        title_cards=tuple(title_cards),
        plot_titles=tuple(p.title for p in cards.plots),
        plot_level=tuple(p.level for p in cards.plots),
        plot_need=tuple(needs),
        plot_hall=tuple(_hall_conditions(n, title_masks) for n in needs),
        plot_remove=tuple(title_by_name[p.remove_title.lower()] if p.remove_title else -1
                          for p in cards.plots),
        title_by_name=title_by_name,
        plot_by_name={p.title.lower(): i for i, p in enumerate(cards.plots)},
    )
