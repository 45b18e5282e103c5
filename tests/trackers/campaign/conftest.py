"""Shared helpers: the shipped campaign content and campaigns built with fixed randomness."""

from __future__ import annotations

import hashlib
from collections.abc import Callable

import pytest

from content.campaigns.agents_of_shield import CampaignContent, load_agents_of_shield
from trackers.campaign.founding import new_campaign
from trackers.campaign.state import Campaign


def counter_tokens(label: str = "t") -> Callable[[int], bytes]:
    """Deterministic stand-in for ``secrets.token_bytes`` (tests must be repeatable)."""
    state = {"n": 0}

    def token(size: int) -> bytes:
        state["n"] += 1
        out = b""
        while len(out) < size:
            out += hashlib.sha256(f"{label}{state['n']}{len(out)}".encode()).digest()
        return out[:size]

    return token


@pytest.fixture(scope="session")
def aos() -> CampaignContent:
    return load_agents_of_shield()


@pytest.fixture
def make_campaign(aos: CampaignContent) -> Callable[..., Campaign]:
    def make(identities: tuple[str, ...] = ("Nick Fury", "Maria Hill"), expert: bool = False,
             seed: int = 1) -> Campaign:
        return new_campaign(aos, list(identities), expert, None, seed, counter_tokens())

    return make
