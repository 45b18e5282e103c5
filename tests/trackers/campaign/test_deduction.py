"""Mole deduction on hand-made cases (rulebook: Gathering Evidence, The Accusation)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from content.campaigns.agents_of_shield import (
    CampaignContent,
    EvidenceCard,
    load_agents_of_shield,
)
from engine.core import GameRng
from trackers.campaign.deduction import (
    EvidenceInputError,
    accusation_penalty,
    card_values,
    certainties,
    crossed_out_by,
    expected_after_next_draw,
    member_counts,
    parse_evidence,
    remaining,
)
from trackers.campaign.evidence import prepare_evidence


def cards(aos: CampaignContent, *titles: str) -> tuple[EvidenceCard, ...]:
    return tuple(aos.card(t) for t in titles)


def test_nothing_gained_leaves_all_27(aos: CampaignContent) -> None:
    combos = remaining(aos, ())
    assert len(combos) == 27
    assert member_counts(aos, combos) == {"cmo": 9, "cso": 9, "cto": 9}
    assert certainties(aos, combos) == []


def test_a_gained_card_crosses_out_every_combination_with_it(aos: CampaignContent) -> None:
    """Gathering Evidence: a gained card is not in the A.I.M. envelope."""
    combos = remaining(aos, cards(aos, "Wiretap"))
    assert len(combos) == 18
    assert all("Wiretap" not in c.cards() for c in combos)
    # Wiretap's nine implicate the CMO 3 times, the CSO 5 times and the CTO once.
    assert member_counts(aos, combos) == {"cmo": 6, "cso": 4, "cto": 8}


def test_two_means_gained_makes_the_means_certain(aos: CampaignContent) -> None:
    combos = remaining(aos, cards(aos, "Wiretap", "Security Scanner", "Money", "Ideology"))
    assert [(c.opportunity, c.member) for c in combos] == [
        ("Security Clearance", "cmo"), ("Travel", "cso"), ("Authority", "cmo")]
    facts = certainties(aos, combos)
    assert "The means is Medical Records." in facts
    assert "The motive is Blackmail." in facts
    assert "The Chief Tactical Officer is not the mole." in facts


def test_all_remaining_agreeing_names_the_mole(aos: CampaignContent) -> None:
    gained = cards(aos, "Wiretap", "Security Scanner", "Money", "Ideology", "Travel")
    combos = remaining(aos, gained)
    assert {c.member for c in combos} == {"cmo"}
    assert certainties(aos, combos)[0] == "The mole is the Chief Medical Officer."


def test_card_values_prefer_the_even_split(aos: CampaignContent) -> None:
    """Expected remaining = (w^2 + (R-w)^2) / R for a card in w of R combinations."""
    values = card_values(aos, cards(aos, "Wiretap", "Blackmail"))
    # 12 remain; each means/motive card is in 6 of them, each opportunity card in 4.
    by_title = {v.card.title: v for v in values}
    assert by_title["Money"].expected_remaining == pytest.approx(6.0)
    assert by_title["Travel"].expected_remaining == pytest.approx((16 + 64) / 12)
    assert by_title["Travel"].chance_in_shield == pytest.approx(8 / 12)
    assert values[0].expected_remaining == pytest.approx(6.0)
    assert "Wiretap" not in by_title


def test_expected_after_next_draw(aos: CampaignContent) -> None:
    """Every card outside the A.I.M. envelope is equally likely to be drawn next."""
    # Nothing gained: each card is drawn next with chance (2/3)/6 = 1/9 and leaves 18.
    assert expected_after_next_draw(aos, ()) == pytest.approx(18.0)
    six = cards(aos, "Wiretap", "Security Scanner", "Money", "Ideology", "Travel", "Authority")
    assert expected_after_next_draw(aos, six) is None


def test_crossed_out_by_counts_only_new_crossings(aos: CampaignContent) -> None:
    assert len(crossed_out_by(aos, aos.card("Money"), ())) == 9
    assert len(crossed_out_by(aos, aos.card("Money"), cards(aos, "Wiretap"))) == 6


@pytest.mark.parametrize(("typed", "message"), [
    (["Wiretapp"], 'unknown evidence card "Wiretapp"'),
    (["Wiretap", "wiretap"], '"Wiretap" is listed twice'),
    (["Money", "Blackmail", "Ideology"], "all three motive cards are listed"),
])
def test_parse_evidence_refuses_bad_lists(aos: CampaignContent, typed: list[str],
                                          message: str) -> None:
    with pytest.raises(EvidenceInputError, match=message):
        parse_evidence(aos, typed)


def test_parse_evidence_is_case_insensitive(aos: CampaignContent) -> None:
    assert parse_evidence(aos, [" security clearance", "MONEY"]) == cards(
        aos, "Security Clearance", "Money")


def test_accusation_penalty(aos: CampaignContent) -> None:
    """The Accusation (stage 2B): 1 secret on each member per wrong guess, 3 on a wrong
    accused."""
    mole = aos.combination("Wiretap", "Ideology", "Travel")  # CSO
    right = accusation_penalty(aos, mole, mole)
    assert (right.wrong, right.on_each_member, right.on_accused) == ((), 0, 0)
    same_member = accusation_penalty(aos, aos.combination("Wiretap", "Blackmail", "Travel"), mole)
    assert (same_member.wrong, same_member.on_each_member, same_member.on_accused) == (
        ("motive",), 1, 0)
    wrong = accusation_penalty(aos, aos.combination("Medical Records", "Money", "Travel"), mole)
    assert (wrong.wrong, wrong.on_each_member, wrong.on_accused) == (
        ("means", "motive", "member"), 3, 3)


@given(seed=st.integers(min_value=0, max_value=2**32), drawn=st.integers(min_value=0, max_value=6))
def test_the_true_combination_always_survives(seed: int, drawn: int) -> None:
    """Whatever is drawn from the S.H.I.E.L.D. envelope, the A.I.M. combination stays standing,
    and the chances of still being in the S.H.I.E.L.D. envelope add up to its size."""
    aos = load_agents_of_shield()
    prepared = prepare_evidence(aos, GameRng(seed))
    by_code = {card.code: card for card in aos.evidence}
    gained = tuple(by_code[code] for code in prepared.shield[:drawn])
    combos = remaining(aos, gained)
    truth = aos.combination(*(by_code[code].title for code in prepared.aim))
    assert truth in combos
    assert sum(member_counts(aos, combos).values()) == len(combos)
    values = card_values(aos, gained)
    assert sum(v.chance_in_shield for v in values) == pytest.approx(6 - drawn)
    # Each gained card removes one of its set's three candidates.
    left = [3 - sum(c.category == category for c in gained)
            for category in ("means", "motive", "opportunity")]
    assert len(combos) == left[0] * left[1] * left[2]
    if drawn == 6:
        assert combos == [truth]


def test_a_mistyped_card_gets_a_did_you_mean(aos: CampaignContent) -> None:
    """Issue 29: ``mole --evidence "Wiretap,Mony"`` listed every card but did not say which
    was meant."""
    with pytest.raises(EvidenceInputError,
                       match='unknown evidence card "Mony"; did you mean "Money"\\?'):
        parse_evidence(aos, ["Wiretap", "Mony"])
    with pytest.raises(EvidenceInputError) as far_off:
        parse_evidence(aos, ["Zebra"])
    assert "did you mean" not in str(far_off.value)  # nothing close: the known list only
    assert "known: Medical Records" in str(far_off.value)
