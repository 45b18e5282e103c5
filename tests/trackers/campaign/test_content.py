"""The campaign content file: card facts, the combination grid, and loader errors."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from content.campaigns.agents_of_shield import (
    DEFAULT_PATH,
    CampaignContent,
    check,
    load_campaign_content,
)
from content.check import LOADERS
from content.errors import ContentError


def test_evidence_cards_and_categories(aos: CampaignContent) -> None:
    """Rulebook, Preparing the Evidence: nine cards (185-193) in three sets of three."""
    assert [(c.code, c.title, c.category) for c in aos.evidence] == [
        ("50185", "Medical Records", "means"), ("50186", "Wiretap", "means"),
        ("50187", "Security Scanner", "means"), ("50188", "Money", "motive"),
        ("50189", "Blackmail", "motive"), ("50190", "Ideology", "motive"),
        ("50191", "Security Clearance", "opportunity"), ("50192", "Travel", "opportunity"),
        ("50193", "Authority", "opportunity"),
    ]
    assert all(len(card.setup) > 80 for card in aos.evidence)


def test_board_members_thresholds_and_resources(aos: CampaignContent) -> None:
    """Rulebook, Board Member Betrayal: four secrets flip a member (three in expert mode)."""
    facts = [(m.code, m.title, m.threshold(False), m.threshold(True), m.resource)
             for m in aos.members]
    assert facts == [
        ("50181", "Chief Medical Officer", 4, 3, "energy"),
        ("50182", "Chief Surveillance Officer", 4, 3, "mental"),
        ("50183", "Chief Tactical Officer", 4, 3, "physical"),
    ]


def test_grid_has_27_distinct_combinations_9_per_member(aos: CampaignContent) -> None:
    """Campaign log, Evidence Combinations: every means x motive x opportunity once."""
    combos = [combo.cards() for combo in aos.combinations]
    assert len(combos) == len(set(combos)) == 27
    assert Counter(combo.member for combo in aos.combinations) == {"cmo": 9, "cso": 9, "cto": 9}
    for category in ("means", "motive", "opportunity"):
        index = ("means", "motive", "opportunity").index(category)
        assert Counter(c[index] for c in combos) == {t.title: 9 for t in aos.cards_of(category)}


@pytest.mark.parametrize(("means", "motive", "opportunity", "member"), [
    ("Medical Records", "Money", "Authority", "cto"),
    ("Medical Records", "Blackmail", "Travel", "cso"),
    ("Wiretap", "Money", "Authority", "cso"),
    ("Wiretap", "Ideology", "Security Clearance", "cso"),
    ("Security Scanner", "Money", "Security Clearance", "cmo"),
    ("Security Scanner", "Blackmail", "Security Clearance", "cto"),
    ("Security Scanner", "Ideology", "Travel", "cso"),
])
def test_grid_spot_checks(aos: CampaignContent, means: str, motive: str, opportunity: str,
                          member: str) -> None:
    assert aos.combination(means, motive, opportunity).member == member


def test_scenarios_record_the_log_fields(aos: CampaignContent) -> None:
    """Campaign log fields: scenario 1 minions/side schemes, 2 captives, 3 Adaptoids, 4
    Thunderbolts; secrets after 1-4; scenario 5 records nothing."""
    assert [s.records for s in aos.scenarios] == [
        ("minions_and_side_schemes", "secrets", "hit_points"),
        ("rescued_captives", "secrets", "hit_points"),
        ("adaptoids", "secrets", "hit_points"),
        ("thunderbolts", "secrets", "hit_points"),
        (),
    ]


def test_content_check_runs_the_campaign_loader() -> None:
    assert ("campaigns/agents_of_shield", "content.campaigns.agents_of_shield:check") in LOADERS
    assert check() == 9 + 3 + 27 + 5 + 4 + 7 + 11


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "aos.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_wrong_category_names_file_line_and_card(tmp_path: Path) -> None:
    path = _broken(tmp_path, 'title = "Wiretap"\ncategory = "means"',
                   'title = "Wiretap"\ncategory = "mean"')
    with pytest.raises(ContentError) as info:
        load_campaign_content(path)
    line = path.read_text().splitlines().index('category = "mean"') + 1
    assert str(info.value).startswith(f'{path}:{line}: evidence 50186: field "category"')


def test_unknown_member_in_grid_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, 'members = ["cmo", "cmo", "cto"]', 'members = ["cmo", "cmo", "ceo"]')
    with pytest.raises(ContentError, match=r':\d+: grid row 1: field "members"'):
        load_campaign_content(path)


def test_unknown_placeholder_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, "Put {threat} threat", "Put {threats} threat")
    with pytest.raises(ContentError, match=r'unknown placeholder "\{threats\}"'):
        load_campaign_content(path)
