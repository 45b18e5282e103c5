"""The capture solver: exact trait matching, minimality, and the explanations a UI shows."""

from __future__ import annotations

from itertools import combinations, permutations

from hypothesis import given
from hypothesis import strategies as st

from engine.plotcapture import explain_capture, is_valid_capture, minimal_captures
from engine.plotcapture.cards import BIT_NAME, tables
from engine.plotcapture.solver import minimal_sets, minimal_title_sets


def _reference_valid(plot: str, titles: tuple[str, ...], bonus: bool) -> bool:
    """Brute force: try every assignment of distinct cards to the plot's trait slots."""
    t = tables()
    p = t.plot_by_name[plot.lower()]
    idx = [t.title_by_name[x.lower()] for x in titles]
    if len(set(idx)) != len(idx):
        return False
    level = sum(t.title_level[i] + (1 if bonus and t.title_agent[i] else 0) for i in idx)
    if level < t.plot_level[p]:
        return False
    slots = [bit for bit, n in t.plot_need[p] for _ in range(n)]
    if len(slots) > len(idx):
        return False
    return any(all(t.title_mask[c] & bit for c, bit in zip(cards, slots, strict=True))
               for cards in permutations(idx, len(slots)))


def _reference_minimal(plot: str, hand: list[str], bonus: bool) -> list[list[str]]:
    distinct = sorted(set(hand))
    out = []
    for size in range(1, len(distinct) + 1):
        for combo in combinations(distinct, size):
            if _reference_valid(plot, combo, bonus) and not any(
                _reference_valid(plot, tuple(c for c in combo if c != drop), bonus)
                for drop in combo
            ):
                out.append(sorted(combo))
    return sorted(out)


def _greedy_assignment(plot: str, hand: list[str]) -> bool:
    """The tempting wrong algorithm: each slot takes the first unused card with the trait."""
    t = tables()
    p = t.plot_by_name[plot.lower()]
    free = [t.title_by_name[x.lower()] for x in hand]
    for bit in sorted((b for b, n in t.plot_need[p] for _ in range(n)), reverse=True):
        card = next((c for c in free if t.title_mask[c] & bit), None)
        if card is None:
            return False
        free.remove(card)
    return True


def test_matching_beats_greedy_assignment() -> None:
    """MISSION SKILL LIMIT: each agent applies one skill, so the solver must match, not guess.

    Ian Quinn needs Computers, Espionage, Combat, Support. A greedy pass giving
    Coulson his first listed trait (Combat) leaves Support uncovered, but Coulson on
    Support, Lance on Combat and Intel on Espionage with Skye on Computers works.
    """
    hand = ["Coulson", "Lance", "Intel", "Skye"]
    assert not _greedy_assignment("Ian Quinn", hand)
    assert is_valid_capture("Ian Quinn", hand)
    assert _reference_valid("Ian Quinn", tuple(hand), False)
    assert explain_capture("Ian Quinn", ["Grant", "Lance", "Skye", "Bobbi"]) == (
        "Needs Support; no chosen card has Support."
    )


def test_each_card_applies_one_trait() -> None:
    """MISSION SKILL LIMIT: Coulson has Combat and Espionage but covers only one slot."""
    reason = explain_capture("Traitor", ["Coulson", "Victoria Hand", "Sacrifice", "Hack"])
    assert reason is None  # Coulson Espionage, Sacrifice Combat
    reason = explain_capture("Obelisk", ["Coulson", "Infiltration", "Nick Fury Visit", "Hack"])
    assert reason is None
    reason = explain_capture("Obelisk", ["Coulson", "Infiltration", "Hack", "Sacrifice"])
    assert reason == "Needs Espionage x3; only two cards can cover Espionage."


def test_required_trait_multiplicity() -> None:
    """INVESTIGATION PHASE: a plot's "Cbt x2" needs two different Combat cards."""
    assert explain_capture("Garrett", ["Coulson", "Simmons", "Bobbi", "May"]) is not None
    reason = explain_capture("The Guest House", ["Coulson", "Piloting", "Hack", "Quinjet"])
    assert reason == "Needs Combat x2; only one card can cover Combat."


def test_no_card_with_trait() -> None:
    """INVESTIGATION PHASE: every plot trait must be matched by some card."""
    reason = explain_capture("Gravitonium", ["Coulson", "May", "Bobbi", "Grant"])
    assert reason == "Needs Engineering; no chosen card has Engineering."


def test_level_must_reach_plot_level() -> None:
    """INVESTIGATION PHASE: total level matching or exceeding the plot's level."""
    assert explain_capture("Smear Campaign", ["Victoria Hand", "Coulson", "Lance"]) == (
        "Total level 8 is below Smear Campaign's 9."
    )
    assert is_valid_capture("Smear Campaign", ["Victoria Hand", "Coulson", "May"])


def test_one_copy_per_capture() -> None:
    """CARD CAPTURE LIMIT: you cannot use 2 Coulson cards."""
    reason = explain_capture("Senator Ward", ["Coulson", "Coulson", "May", "Grant"])
    assert reason is not None and reason.startswith("Coulson is already used for this capture")
    assert minimal_captures("Senator Ward", ["Coulson", "Coulson", "Coulson"]) == []


def test_engineering_bonus_counts_agents_only() -> None:
    """ACTION PHASE 7: Engineering gives Agents +1 level; Items, Skills and Acts get nothing."""
    agents = ["Fitz", "Mack", "May", "Coulson"]  # 2+1+3+3 = 9 < 10, four Agents
    assert not is_valid_capture("Darkforce", agents)
    assert is_valid_capture("Darkforce", agents, engineering_bonus=True)
    items = ["Blueprints", "Icer Guns", "Hack", "Infiltration"]  # 1+2+3+3 = 9, no Agents
    assert not is_valid_capture("Darkforce", items, engineering_bonus=True)


def test_minimal_captures_are_minimal_sorted_and_complete() -> None:
    """Solver contract: every listed capture is valid, none can drop a card, all are listed."""
    hand = ["Coulson", "May", "Simmons", "Grant", "Fitz", "Skye", "Bobbi", "Coulson"]
    options = minimal_captures("Garrett", hand)
    assert options == _reference_minimal("Garrett", hand, False)
    assert options == sorted(options)
    for option in options:
        assert option == sorted(option)
        assert is_valid_capture("Garrett", option)
        for drop in option:
            assert not is_valid_capture("Garrett", [c for c in option if c != drop])


def test_names_are_case_insensitive_and_unknown_names_raise() -> None:
    assert is_valid_capture(" smear campaign ", ["victoria hand", "COULSON", "may"])
    try:
        explain_capture("Garret", ["Coulson"])
    except KeyError as exc:
        assert "Garret" in str(exc)
    else:
        raise AssertionError("an unknown plot must raise")


_TITLES = list(tables().titles)
_PLOTS = list(tables().plot_titles)


@given(plot=st.sampled_from(_PLOTS), hand=st.lists(st.sampled_from(_TITLES), max_size=8),
       bonus=st.booleans())
def test_solver_agrees_with_brute_force(plot: str, hand: list[str], bonus: bool) -> None:
    """The fast solver lists exactly the brute-force minimal captures, for any hand."""
    assert minimal_captures(plot, hand, bonus) == _reference_minimal(plot, hand, bonus)


def test_trait_names_are_the_rule_sheet_names() -> None:
    assert list(BIT_NAME.values()) == ["Combat", "Leadership", "Support", "Espionage",
                                       "Computers", "Engineering", "Biochem"]


@given(plot=st.integers(0, len(_PLOTS) - 1),
       hand=st.sets(st.integers(0, len(_TITLES) - 1), max_size=10), bonus=st.booleans())
def test_raw_solver_lists_captures_in_title_order(plot: int, hand: set[int],
                                                  bonus: bool) -> None:
    """legal() keeps the raw solver's order, so it must be lexicographic by title index."""
    mask = sum(1 << title for title in hand)
    options = list(minimal_title_sets(plot, mask, bonus))
    assert options == sorted(options)
    assert all(list(option) == sorted(set(option)) and set(option) <= hand
               for option in options)
    names = _TITLES
    assert sorted(sorted(names[i] for i in option) for option in options) == \
        _reference_minimal(_PLOTS[plot], [names[i] for i in hand], bonus)


@given(plot=st.integers(0, len(_PLOTS) - 1),
       hand=st.sets(st.integers(0, len(_TITLES) - 1), max_size=10), bonus=st.booleans())
def test_labelled_solver_names_each_title_by_its_label(plot: int, hand: set[int],
                                                       bonus: bool) -> None:
    """legal() passes card ids as labels: the k-th title of the mask must come out as the
    k-th label, in the same order as the title solver's captures."""
    mask = sum(1 << title for title in hand)
    titles = sorted(hand)
    labels = [100 + 3 * title for title in titles]
    label_of = dict(zip(titles, labels, strict=True))
    expected = [tuple(label_of[t] for t in option)
                for option in minimal_title_sets(plot, mask, bonus)]
    assert minimal_sets(plot, mask, bonus, labels) == expected


def test_a_pool_of_every_title_with_a_needed_trait_does_not_overflow() -> None:
    """INVESTIGATION PHASE with an oversized pool (the capture calculator accepts any list):
    all 21 titles with Combat, Biochem, Computers or Engineering offered for Project
    Centipede must not overflow the solver's packed trait counters."""
    t = tables()
    needed = {"Combat", "Biochem", "Computers", "Engineering"}
    pool = [title for title, mask in zip(t.titles, t.title_mask, strict=True)
            if any(mask & bit and name in needed for bit, name in BIT_NAME.items())]
    assert len(pool) == 21
    options = minimal_captures("Project Centipede", pool)
    assert ["Fitz", "Hack", "Icer Guns", "Sacrifice", "Simmons"] in options
    assert all(_reference_valid("Project Centipede", tuple(o), False) for o in options[:50])
