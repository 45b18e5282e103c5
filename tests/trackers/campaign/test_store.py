"""The campaign file: round trips, and damaged or future files refused without a write."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from content.campaigns.agents_of_shield import CampaignContent
from engine.core import SaveFileError
from trackers.campaign.carryover import ResultInput, record_result
from trackers.campaign.gathering import accuse, draw_evidence, open_aim
from trackers.campaign.state import Campaign
from trackers.campaign.store import (
    VERSION,
    CampaignExists,
    create_campaign,
    load_campaign,
    save_campaign,
)


def test_round_trip_keeps_everything(aos: CampaignContent, tmp_path: Path,
                                     make_campaign: Callable[..., Campaign]) -> None:
    campaign = make_campaign(expert=True)
    for number, fields in ((1, {"minions_and_side_schemes": 2}), (2, {"rescued_captives": 1}),
                           (3, {"adaptoids": ["Strong Upgrade"]}), (4, {"thunderbolts": []})):
        record_result(aos, campaign, ResultInput(
            scenario=number, won=True, secrets={"cmo": 0, "cso": 3, "cto": 1},
            fields=fields, hit_points=[4, 9], note=f"n{number}"))
        draw_evidence(aos, campaign)
    campaign.notes.append("Coulson lives")
    aim = open_aim(aos, make_campaign(expert=True))
    accuse(aos, campaign, *aim)
    path = tmp_path / "c.toml"
    save_campaign(path, campaign)
    assert load_campaign(path, aos) == campaign
    save_campaign(tmp_path / "again.toml", load_campaign(path, aos))
    assert (tmp_path / "again.toml").read_bytes() == path.read_bytes()


def test_new_refuses_to_overwrite(aos: CampaignContent, tmp_path: Path,
                                  make_campaign: Callable[..., Campaign]) -> None:
    path = tmp_path / "c.toml"
    create_campaign(path, make_campaign(), force=False)
    before = path.read_bytes()
    with pytest.raises(CampaignExists, match="already there"):
        create_campaign(path, make_campaign(seed=2), force=False)
    assert path.read_bytes() == before
    create_campaign(path, make_campaign(seed=2), force=True)
    assert path.read_bytes() != before


@pytest.mark.parametrize(("edit", "message"), [
    (lambda t: t.replace(f"version = {VERSION}", "version = 7"), "file from the future"),
    (lambda t: t[: len(t) // 2], "damaged campaign file"),
    (lambda t: t.replace('format = "helicarrier-campaign"', 'format = "x"'),
     "not a helicarrier campaign file"),
    (lambda t: t.replace("drawn = 0", 'drawn = "zero"'), '"envelopes.drawn" must be an integer'),
    (lambda t: t.replace("expert = false", "expert = 1"), '"expert" must be true or false'),
])
def test_bad_files_give_one_line_naming_the_file(
        aos: CampaignContent, tmp_path: Path, make_campaign: Callable[..., Campaign],
        edit: Callable[[str], str], message: str) -> None:
    path = tmp_path / "c.toml"
    save_campaign(path, make_campaign())
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(SaveFileError) as info:
        load_campaign(path, aos)
    text = str(info.value)
    assert text.startswith(f"{path}: ") and message in text and "\n" not in text


def test_missing_file_says_how_to_start(aos: CampaignContent, tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="campaign new"):
        load_campaign(tmp_path / "none.toml", aos)
