"""The capture solver: is a set of SHIELD cards a valid capture of a plot, and which are minimal.

A capture is valid when (INVESTIGATION PHASE, MISSION SKILL LIMIT, CARD CAPTURE LIMIT):

- no title is used twice (copies of a title are identical, so a set of titles suffices);
- the total level (Agents +1 each with the Engineering benefit) reaches the plot's level;
- every required trait slot ("Combat x2" is two slots) is covered by a *different*
  card, each card applying at most one of its traits. That is a bipartite matching
  (cards to slots); a greedy assignment can fail where a matching exists, so the
  check uses Hall's condition over unions of whole trait groups, which is exact here
  because slots of one trait have identical neighbourhoods.

Validity only grows when a (new-title) card is added, so a valid capture is
*minimal* exactly when dropping any single card breaks it. :func:`minimal_title_sets`
finds them all with a depth-first search that stops extending a set once it is
valid and prunes branches that cannot reach the level or the traits; a hand that
cannot capture the plot at all is rejected first with three table look-ups. Results
are memoised (pure function of plot, title set and bonus), which makes it cheap in search.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Final

from engine.plotcapture.cards import BIT_NAME, tables

_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _count_word(n: int) -> str:
    return _WORDS[n] if n < len(_WORDS) else str(n)


def capture_level(titles: Sequence[int], bonus: bool) -> int:
    """Total level of the title indices, counting Engineering's +1 for Agents if ``bonus``."""
    t = tables()
    total = 0
    for title in titles:
        total += t.title_level[title] + (1 if bonus and t.title_agent[title] else 0)
    return total


def explain_titles(plot: int, titles: Sequence[int], bonus: bool) -> str | None:
    """None if the title indices capture the plot, else one sentence saying why not."""
    t = tables()
    if not titles:
        return "Choose at least one card for the capture."
    used: set[int] = set()
    for title in titles:
        if title in used:
            return (f"{t.titles[title]} is already used for this capture; "
                    "a capture may use only one copy of a card.")
        used.add(title)
    for mask, need in t.plot_hall[plot]:
        have = sum(1 for title in titles if t.title_mask[title] & mask)
        if have < need:
            return _trait_reason(plot, mask, need, have)
    level = capture_level(titles, bonus)
    if level < t.plot_level[plot]:
        return f"Total level {level} is below {t.plot_titles[plot]}'s {t.plot_level[plot]}."
    return None


def _trait_reason(plot: int, mask: int, need: int, have: int) -> str:
    t = tables()
    parts = [BIT_NAME[bit] + (f" x{count}" if count > 1 else "")
             for bit, count in t.plot_need[plot] if bit & mask]
    if len(parts) == 1:
        name = BIT_NAME[mask]
        if have == 0:
            return f"Needs {parts[0]}; no chosen card has {name}."
        cards = "card" if have == 1 else "cards"
        return f"Needs {parts[0]}; only {_count_word(have)} {cards} can cover {name}."
    wanted = ", ".join(parts[:-1]) + " and " + parts[-1]
    return (f"Needs {wanted} ({need} cards); only {_count_word(have)} chosen "
            f"card{'s' if have != 1 else ''} can cover them, and each card applies one trait.")


_FIELD: Final = 6  # bits per Hall group: 32 - need + up to 30 titles stays below 64 (no carry)
_LEVEL_BITS: Final = 8  # the level counter sits below the Hall groups (sums stay below 256)
_LEVEL_TOP: Final = 1 << (_LEVEL_BITS - 1)
_CHUNK: Final = 10  # title bits per precomputed subset-sum table (1024 entries each)
_CHUNK_MASK: Final = (1 << _CHUNK) - 1


_WORD_GROUPS: Final = 9  # Hall groups per packed word: 8 + 9 * 6 = 62 bits, a short int


@cache
def _plot_weights(plot: int, bonus: bool, word: int) -> tuple[int, int, tuple[int, ...]]:
    """Per-plot constants of one packed word: start, high bits, each title's packed weight.

    A packed integer counts the level and the Hall groups. The low field starts at
    ``128 - plot level`` and each title adds its level; each Hall group is a 6-bit
    field starting at ``32 - need`` and each title adds 1 to every group it touches.
    So "valid" (level reached and every group has enough cards) is exactly "every
    field has its top bit set": one AND and compare per check. Word 0 holds the
    level and the first nine groups, word 1 the rest (only Ian Quinn has more than
    nine): each stays below 2**62, which the compiled engine keeps unboxed, where
    one wider integer would be a slow big number.
    """
    t = tables()
    groups = t.plot_hall[plot][word * _WORD_GROUPS:(word + 1) * _WORD_GROUPS]
    base = _LEVEL_BITS if word == 0 else 0
    start = _LEVEL_TOP - t.plot_level[plot] if word == 0 else 0
    high = _LEVEL_TOP if word == 0 else 0
    for j, (_, need) in enumerate(groups):
        start |= (32 - need) << (base + _FIELD * j)
        high |= 32 << (base + _FIELD * j)
    weights = tuple(
        (level + (1 if bonus and agent else 0) if word == 0 else 0)
        + sum(1 << (base + _FIELD * j) for j, (mask, _) in enumerate(groups)
              if title_mask & mask)
        for level, agent, title_mask in zip(t.title_level, t.title_agent, t.title_mask,
                                            strict=True)
    )
    return start, high, weights


@cache
def _subset_sums(plot: int, bonus: bool, word: int) -> tuple[tuple[int, ...], ...]:
    """Packed weight of every subset of each 10-title chunk (a whole hand in a few lookups)."""
    weights = _plot_weights(plot, bonus, word)[2]
    out: list[tuple[int, ...]] = []
    for base in range(0, len(weights), _CHUNK):
        chunk = weights[base:base + _CHUNK]
        sums = [0] * (1 << len(chunk))
        for subset in range(1, len(sums)):
            low = subset & -subset
            sums[subset] = sums[subset ^ low] + chunk[low.bit_length() - 1]
        out.append(tuple(sums))
    return tuple(out)


@cache
def _chunk_titles() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Title indices in every subset of each 10-title chunk (a mask's titles in a few lookups)."""
    count = len(tables().titles)
    return tuple(
        tuple(tuple(base + j for j in range(_CHUNK) if subset >> j & 1 and base + j < count)
              for subset in range(1 << _CHUNK))
        for base in range(0, count, _CHUNK))


class _Plan:
    """The tables the search needs for one (plot, bonus), fetched with one list index."""

    def __init__(self, plot: int, bonus: bool) -> None:
        self.start, self.high, self.weights = _plot_weights(plot, bonus, 0)
        self.sums = _subset_sums(plot, bonus, 0)
        self.start_b, self.high_b, self.weights_b = _plot_weights(plot, bonus, 1)
        self.wide = self.high_b != 0  # a second word is in use
        self.sums_b = _subset_sums(plot, bonus, 1) if self.wide else ()
        self.chunk_titles = _chunk_titles()


_PLANS: list[_Plan | None] = []  # [2 * plot + bonus], each built on first use


def _plan(plot: int, bonus: bool) -> _Plan:
    """A plain list index: far cheaper than a cached call when compiled (mypyc).

    Each plan is built when first asked for, so a one-plot query (the capture
    calculator) does not pay for the tables of all 21 plots.
    """
    if not _PLANS:
        _PLANS.extend([None] * (2 * len(tables().plot_titles)))
    index = 2 * plot + 1 if bonus else 2 * plot
    plan = _PLANS[index]
    if plan is None:
        plan = _Plan(plot, bonus)
        _PLANS[index] = plan
    return plan


@lru_cache(maxsize=1 << 18)
def minimal_title_sets(plot: int, title_mask: int, bonus: bool) -> tuple[tuple[int, ...], ...]:
    """Every minimal valid capture of ``plot`` from the titles in bitmask ``title_mask``.

    Each capture is a tuple of title indices in increasing order; the tuple of
    captures is in the order the search finds them (lexicographic by index).
    """
    return tuple(minimal_sets(plot, title_mask, bonus))


def minimal_sets(plot: int, title_mask: int, bonus: bool,
                 labels: Sequence[int] | None = None) -> list[tuple[int, ...]]:
    """:func:`minimal_title_sets` uncached, each title shown as its label.

    ``labels[k]`` stands for the k-th lowest title of the mask (the title itself when
    None); the game passes each title's card id, so a capture comes out as the
    cards to send, with no second pass over the options.
    """
    plan = _plan(plot, bonus)
    high = plan.high
    if not (_reaches(plan.sums, plan.start, high, title_mask)
            and _reaches(plan.sums_b, plan.start_b, plan.high_b, title_mask)):
        return []  # the whole hand cannot capture it
    items: list[int] = []
    rest = title_mask
    for chunk in plan.chunk_titles:
        items.extend(chunk[rest & _CHUNK_MASK])
        rest >>= _CHUNK
    # a list: the compiled search indexes a list directly, any other sequence generically
    names = items if labels is None else labels if isinstance(labels, list) else list(labels)
    n = len(items)
    weights, suffix = _weights_and_suffix(plan.weights, items)
    found: list[tuple[int, ...]] = []
    if not plan.wide:
        _extend(0, 0, plan.start, high, weights, suffix, names, [0] * n, [0] * n, found)
        return found
    weights_b, suffix_b = _weights_and_suffix(plan.weights_b, items)
    _extend_wide(0, 0, plan.start, plan.start_b, high, plan.high_b, weights, weights_b,
                 suffix, suffix_b, names, [0] * n, [0] * n, found)
    return found


def _reaches(sums_by_chunk: tuple[tuple[int, ...], ...], start: int, high: int,
             title_mask: int) -> bool:
    """Whether all the titles of the mask together fill every field of one packed word."""
    total = start
    rest = title_mask
    for sums in sums_by_chunk:
        total += sums[rest & _CHUNK_MASK]
        rest >>= _CHUNK
    return total & high == high


def _weights_and_suffix(title_weight: tuple[int, ...],
                        items: list[int]) -> tuple[list[int], list[int]]:
    """Each item's packed weight, and the packed weight of ``items[k:]`` for every k."""
    weights = [title_weight[title] for title in items]
    suffix = [0] * len(items)
    acc = 0
    for k in range(len(items) - 1, -1, -1):
        acc += weights[k]
        suffix[k] = acc
    return weights, suffix


def _extend(k: int, depth: int, packed: int, high: int, weights: list[int],
            suffix: list[int], labels: list[int], chosen: list[int],
            positions: list[int], found: list[tuple[int, ...]]) -> None:
    """Depth first from item ``k`` on; the invalid prefix is the first ``depth`` entries
    of ``positions`` (their labels in ``chosen``) and sums to ``packed``.

    Items are taken before they are skipped, so captures come out in lexicographic
    order. A recursive call per chosen item: compiled (mypyc), its integers stay
    unboxed, which an explicit stack of tuples would not allow; the prefix lives in
    lists made once per search (appending and popping would reallocate them).
    """
    n = len(weights)
    while k < n and (packed + suffix[k]) & high == high:
        new_packed = packed + weights[k]
        chosen[depth] = labels[k]
        if new_packed & high == high:
            # minimal when no earlier card can be dropped (dropping item k leaves the
            # invalid prefix, so it is always needed)
            minimal = True
            for i in range(depth):
                if (new_packed - weights[positions[i]]) & high == high:
                    minimal = False
                    break
            if minimal:
                found.append(tuple(chosen[:depth + 1]))
        else:
            positions[depth] = k
            _extend(k + 1, depth + 1, new_packed, high, weights, suffix, labels, chosen,
                    positions, found)
        k += 1


def _extend_wide(k: int, depth: int, packed: int, packed_b: int, high: int, high_b: int,
                 weights: list[int], weights_b: list[int], suffix: list[int],
                 suffix_b: list[int], labels: list[int], chosen: list[int],
                 positions: list[int], found: list[tuple[int, ...]]) -> None:
    """:func:`_extend` for a plot whose counters take two packed words (``_b``: the second).

    Kept apart on purpose: running every plot through this one (second word all
    zeros) costs 5% more instructions per game (measured with cachegrind).
    """
    n = len(weights)
    while (k < n and (packed + suffix[k]) & high == high
           and (packed_b + suffix_b[k]) & high_b == high_b):
        new_packed = packed + weights[k]
        new_b = packed_b + weights_b[k]
        chosen[depth] = labels[k]
        if new_packed & high == high and new_b & high_b == high_b:
            minimal = True
            for i in range(depth):
                earlier = positions[i]
                if ((new_packed - weights[earlier]) & high == high
                        and (new_b - weights_b[earlier]) & high_b == high_b):
                    minimal = False
                    break
            if minimal:
                found.append(tuple(chosen[:depth + 1]))
        else:
            positions[depth] = k
            _extend_wide(k + 1, depth + 1, new_packed, new_b, high, high_b, weights, weights_b,
                         suffix, suffix_b, labels, chosen, positions, found)
        k += 1


def _plot_index(plot: str) -> int:
    index = tables().plot_by_name.get(plot.strip().lower())
    if index is None:
        raise KeyError(f"There is no plot called {plot.strip()!r}.")
    return index


def _title_index(title: str) -> int:
    index = tables().title_by_name.get(title.strip().lower())
    if index is None:
        raise KeyError(f"There is no SHIELD card called {title.strip()!r}.")
    return index


def explain_capture(plot: str, cards: Sequence[str], engineering_bonus: bool = False) -> str | None:
    """Why the SHIELD card titles ``cards`` cannot capture ``plot`` (None when they can).

    Names match case-insensitively; an unknown name raises ``KeyError`` with a sentence.
    Example reasons: "Needs Combat x2; only one card can cover Combat.",
    "Total level 9 is below Garrett's 12.", "Coulson is already used for this capture; ...".
    """
    return explain_titles(_plot_index(plot), [_title_index(c) for c in cards], engineering_bonus)


def is_valid_capture(plot: str, cards: Sequence[str], engineering_bonus: bool = False) -> bool:
    """True when the titles ``cards`` capture ``plot``."""
    return explain_capture(plot, cards, engineering_bonus) is None


def minimal_captures(plot: str, hand: Sequence[str],
                     engineering_bonus: bool = False) -> list[list[str]]:
    """Every minimal valid capture of ``plot`` from ``hand`` (titles; duplicates are fine).

    Each capture is sorted by title and the list is sorted, so output is stable.
    """
    t = tables()
    mask = 0
    for title in hand:
        mask |= 1 << _title_index(title)
    options = minimal_title_sets(_plot_index(plot), mask, engineering_bonus)
    return sorted(sorted(t.titles[i] for i in option) for option in options)
