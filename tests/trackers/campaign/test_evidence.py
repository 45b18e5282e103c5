"""Preparing the evidence (rulebook p. 5) and sealing the envelopes in the campaign file."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from content.campaigns.agents_of_shield import CampaignContent
from engine.core import GameRng
from trackers.campaign.evidence import EnvelopeError, SealedEnvelope, prepare_evidence, seal, unseal
from trackers.campaign.founding import AIM, SHIELD, new_campaign
from trackers.campaign.store import save_campaign

from .conftest import counter_tokens

SEEDS = range(3000)


def test_one_card_of_each_set_goes_to_aim_and_six_to_shield(aos: CampaignContent) -> None:
    """Preparing the Evidence: shuffle each set of three, one of each into the A.I.M. envelope,
    the other six together into the S.H.I.E.L.D. envelope."""
    for seed in range(50):
        prepared = prepare_evidence(aos, GameRng(seed))
        categories = [next(c.category for c in aos.evidence if c.code == code)
                      for code in prepared.aim]
        assert categories == ["means", "motive", "opportunity"]
        assert len(prepared.shield) == 6
        assert sorted(prepared.aim + prepared.shield) == sorted(c.code for c in aos.evidence)


def test_same_seed_same_envelopes(aos: CampaignContent) -> None:
    assert prepare_evidence(aos, GameRng(42)) == prepare_evidence(aos, GameRng(42))


def test_each_card_lands_in_aim_about_a_third_of_the_time(aos: CampaignContent) -> None:
    """Each set is shuffled separately, so every card is the mole's with chance 1/3."""
    in_aim: Counter[str] = Counter()
    first_drawn: Counter[str] = Counter()
    for seed in SEEDS:
        prepared = prepare_evidence(aos, GameRng(seed))
        in_aim.update(prepared.aim)
        first_drawn[prepared.shield[0]] += 1
    for card in aos.evidence:
        assert abs(in_aim[card.code] / len(SEEDS) - 1 / 3) < 0.04, card.title
        # The six are shuffled together: each card is drawn first with chance (2/3)(1/6).
        assert abs(first_drawn[card.code] / len(SEEDS) - 1 / 9) < 0.03, card.title


def test_seal_round_trip_and_tamper_detection() -> None:
    key = "ab" * 32
    sealed = seal(key, SHIELD, ["50186", "50188"], counter_tokens())
    assert unseal(key, SHIELD, sealed) == ("50186", "50188")
    assert "50186" not in sealed.data
    flipped = ("0" if sealed.data[0] != "0" else "1") + sealed.data[1:]
    with pytest.raises(EnvelopeError, match="does not match its commitment"):
        unseal(key, SHIELD, SealedEnvelope(sealed.nonce, flipped, sealed.salt, sealed.commitment))
    with pytest.raises(EnvelopeError):
        unseal(key, AIM, sealed)  # the label is part of the keystream


def test_fresh_campaign_file_names_no_evidence(aos: CampaignContent, tmp_path: Path) -> None:
    """Neither envelope can be read from the file by eye, and the seed is not stored."""
    for seed in range(20):
        path = tmp_path / f"c{seed}.toml"
        save_campaign(path, new_campaign(aos, ["Nick Fury"], False, None, 900 + seed))
        text = path.read_text(encoding="utf-8")
        for card in aos.evidence:
            assert card.title not in text
            assert card.title.casefold() not in text.casefold()
        assert "seed" not in text
