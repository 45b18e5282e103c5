"""The mole deducer: which means/motive/opportunity combinations are still possible.

A gained evidence card came out of the S.H.I.E.L.D. envelope, so it is not in the
A.I.M. envelope: every combination that contains it is crossed out (rulebook:
Gathering Evidence). The A.I.M. envelope holds one uniformly random card of each set,
and the S.H.I.E.L.D. envelope is drawn in a uniformly random order, so given the cards
gained every combination still standing is equally likely. That makes the figures
below exact: the chance that a card is still in the S.H.I.E.L.D. envelope is the share
of remaining combinations without it.

"Expected remaining" for a card is what learning that card's envelope would leave on
average: with R combinations standing, w of them containing the card, it is
(w*w + (R-w)*(R-w)) / R. The smaller, the more the card narrows things down.

``CardValue`` and ``Penalty`` are named tuples (read-only, as frozen dataclasses would
be): organizer commands import this module at every start, and a named tuple costs about
a tenth as much to define (quick start-up, issue 14).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from content.campaigns.agents_of_shield import (
    CATEGORIES,
    CampaignContent,
    Combination,
    EvidenceCard,
)
from engine.core import HelicarrierError
from trackers.spelling import did_you_mean


class EvidenceInputError(HelicarrierError):
    """A typed list of evidence cards that names an unknown or impossible card."""


class CardValue(NamedTuple):
    """How informative a not-yet-gained card is."""

    card: EvidenceCard
    chance_in_shield: float
    left_if_gained: int
    expected_remaining: float


class Penalty(NamedTuple):
    """The secret counters The Accusation (stage 2B) asks for."""

    wrong: tuple[str, ...]  # which guesses were wrong: "means", "motive", "opportunity", "member"
    on_each_member: int
    on_accused: int  # extra, on the accused, when the accused is not the mole


def unknown_card(content: CampaignContent, where: str, text: str) -> EvidenceInputError:
    """``--evidence: unknown evidence card "Mony"; did you mean "Money"? (known: ...)``."""
    titles = [card.title for card in content.evidence]
    return EvidenceInputError(f'{where}: unknown evidence card "{text.strip()}"'
                              f"{did_you_mean(text, titles)} (known: {', '.join(titles)})")


def parse_evidence(content: CampaignContent, texts: Iterable[str],
                   where: str = "--evidence") -> tuple[EvidenceCard, ...]:
    """Cards from typed titles; unknown, repeated or impossible lists fail in one line."""
    cards: list[EvidenceCard] = []
    for text in texts:
        if not text.strip():
            continue
        card = content.find_card(text)
        if card is None:
            raise unknown_card(content, where, text)
        if card in cards:
            raise EvidenceInputError(f'{where}: "{card.title}" is listed twice')
        cards.append(card)
    for category in CATEGORIES:
        if sum(card.category == category for card in cards) == 3:
            raise EvidenceInputError(
                f"{where}: all three {category} cards are listed, but one of them must be "
                "in the A.I.M. envelope")
    return tuple(cards)


def remaining(content: CampaignContent, gained: Iterable[EvidenceCard]) -> list[Combination]:
    """Combinations not crossed out by any gained card, in campaign-log order."""
    out = {card.title for card in gained}
    return [combo for combo in content.combinations if out.isdisjoint(combo.cards())]


def crossed_out_by(content: CampaignContent, card: EvidenceCard,
                   before: Iterable[EvidenceCard]) -> list[Combination]:
    """Combinations that gaining ``card`` crosses out, given the cards gained ``before``."""
    return [combo for combo in remaining(content, before) if card.title in combo.cards()]


def member_counts(content: CampaignContent, combos: Sequence[Combination]) -> dict[str, int]:
    """Remaining combinations per Board Member id (every member listed, in content order)."""
    return {member.id: sum(c.member == member.id for c in combos) for member in content.members}


def certainties(content: CampaignContent, combos: Sequence[Combination]) -> list[str]:
    """Sentences for what every remaining combination agrees on (empty when nothing is)."""
    if not combos:
        return []
    facts: list[str] = []
    members = {combo.member for combo in combos}
    if len(members) == 1:
        facts.append(f"The mole is the {content.member(members.pop()).title}.")
    else:
        cleared = [m.title for m in content.members if m.id not in members]
        facts.extend(f"The {title} is not the mole." for title in cleared)
    for index, category in enumerate(CATEGORIES):
        titles = {combo.cards()[index] for combo in combos}
        if len(titles) == 1:
            facts.append(f"The {category} is {titles.pop()}.")
    return facts


def card_values(content: CampaignContent, gained: Sequence[EvidenceCard]) -> list[CardValue]:
    """Each not-yet-gained card's value, most informative first (ties in card order)."""
    combos = remaining(content, gained)
    total = len(combos)
    values: list[CardValue] = []
    if total == 0:
        return values
    for card in content.evidence:
        if card in gained:
            continue
        with_card = sum(card.title in combo.cards() for combo in combos)
        without = total - with_card
        values.append(CardValue(card, without / total, without,
                                (with_card * with_card + without * without) / total))
    values.sort(key=lambda value: value.expected_remaining)
    return values


def expected_after_next_draw(content: CampaignContent,
                             gained: Sequence[EvidenceCard]) -> float | None:
    """Expected combinations standing after the next S.H.I.E.L.D. draw (None if it is empty)."""
    left_in_shield = len(content.evidence) - len(CATEGORIES) - len(gained)
    values = card_values(content, gained)
    if left_in_shield <= 0 or not values:
        return None
    return sum(v.chance_in_shield / left_in_shield * v.left_if_gained for v in values)


def accusation_penalty(content: CampaignContent, guess: Combination,
                       mole: Combination) -> Penalty:
    """The Accusation, stage 2B: 1 secret on each member per wrong guess, 3 on a wrong accused."""
    wrong = tuple(
        name for name, guessed, actual in zip(
            (*CATEGORIES, "member"), (*guess.cards(), guess.member), (*mole.cards(), mole.member),
            strict=True)
        if guessed != actual
    )
    return Penalty(
        wrong=wrong,
        on_each_member=len(wrong) * content.secrets_per_wrong_guess,
        on_accused=content.secrets_on_wrong_accused if guess.member != mole.member else 0,
    )
