"""``campaign undo``: the last result taken back exactly, or refused when the players saw more.

Rules behind the carried-over state that undo must give back: rulebook, Campaign Mode
Rules; Board Member Betrayal; Gathering Evidence; Expert Campaign; Scenario #5 Campaign
Instructions (Defeat).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from content.campaigns.agents_of_shield import CampaignContent
from engine.core import SaveFileError
from trackers.campaign.carryover import ResultInput, record_result
from trackers.campaign.gathering import accuse, draw_evidence
from trackers.campaign.state import Campaign
from trackers.campaign.store import load_campaign, save_campaign
from trackers.campaign.undo import UndoRefused, undo_last
from tui.cli import app

from .conftest import counter_tokens

SECRETS = {"cmo": 0, "cso": 2, "cto": 4}  # CMO environment clear: evidence; CTO flips
FIELDS: dict[int, dict[str, int | list[str]]] = {
    1: {"minions_and_side_schemes": 2}, 2: {"rescued_captives": 1},
    3: {"adaptoids": ["Strong Upgrade"]}, 4: {"thunderbolts": ["Jolt"]}}


def won(scenario: int, expert: bool, secrets: dict[str, int] | None = None) -> ResultInput:
    if scenario == 5:  # the last scenario records nothing (Scenario #5, Victory)
        return ResultInput(scenario=5, won=True, note="campaign won")
    return ResultInput(scenario=scenario, won=True, secrets=secrets or SECRETS,
                       fields=FIELDS[scenario], hit_points=[6, 9] if expert else None,
                       note=f"scenario {scenario}")


def lost(scenario: int) -> ResultInput:
    return ResultInput(scenario=scenario, won=False, note="try again")


def evidence_titles_in(path: Path, aos: CampaignContent) -> set[str]:
    text = path.read_text(encoding="utf-8")
    return {card.title for card in aos.evidence if f'"{card.title}"' in text}


@pytest.mark.parametrize("expert", [False, True])
def test_undo_after_each_record_gives_back_the_file_before_it(
        aos: CampaignContent, tmp_path: Path, make_campaign: Callable[..., Campaign],
        expert: bool) -> None:
    """Every record of a whole campaign (losses, flips, evidence, hit points, the scenario 5
    loss: replay in a standard campaign, campaign lost in expert) is undone byte for byte,
    and no evidence title is written before its card is gained (Preparing the Evidence)."""
    path, undone = tmp_path / "c.toml", tmp_path / "undone.toml"
    save_campaign(path, make_campaign(expert=expert))
    plays = [lost(1), won(1, expert), won(2, expert, {"cmo": 1, "cso": 1, "cto": 1}),
             lost(3), won(3, expert), won(4, expert), lost(5)]
    if not expert:
        plays.append(won(5, expert))
    seen: set[str] = set()
    for number, play in enumerate(plays):
        campaign = load_campaign(path, aos)
        while campaign.pending:  # gain what was earned before playing on
            draw_evidence(aos, campaign)
        save_campaign(path, campaign)
        before = path.read_bytes()
        seen |= set(campaign.gained_titles())
        record_result(aos, campaign, play, seed=number, token=counter_tokens(f"r{number}"))
        save_campaign(path, campaign)
        recorded = load_campaign(path, aos)
        result = undo_last(aos, recorded)
        assert result.result == campaign.results[-1]
        save_campaign(undone, recorded)
        assert undone.read_bytes() == before, f"undo of record {number}"
        assert evidence_titles_in(path, aos) <= seen
        assert evidence_titles_in(undone, aos) <= seen
    final = load_campaign(path, aos)
    assert final.status(aos) == ("lost" if expert else "won")
    assert final.replays == (0 if expert else 1)


def test_undo_says_which_members_flip_back(aos: CampaignContent,
                                           make_campaign: Callable[..., Campaign]) -> None:
    """A member flipped by the undone result is back on its environment side (Board Member
    Betrayal: it flipped only because of that result)."""
    campaign = make_campaign()
    record_result(aos, campaign, won(1, False))
    assert campaign.flipped() == ["cto"]
    undone = undo_last(aos, campaign)
    assert undone.unflipped == ("cto",) and campaign.flipped() == []
    assert campaign.results == [] and campaign.pending == [] and undone.next_scenario == 1


def test_undo_refuses_when_the_earned_card_was_drawn(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Gathering Evidence: the card earned by the result is now known to the players."""
    campaign = make_campaign()
    record_result(aos, campaign, won(1, False))
    card = draw_evidence(aos, campaign).card
    with pytest.raises(UndoRefused) as info:
        undo_last(aos, campaign)
    assert str(info.value).startswith(
        f"the evidence earned by scenario 1 ({card.title}) has been drawn; ")
    assert len(campaign.results) == 1 and campaign.gained_titles() == [card.title]


def test_a_card_drawn_later_for_an_earlier_scenario_stays_gained(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """The envelope order does not change, so drawing scenario 1's card from the restored log
    gives the same card: it stays gained and only scenario 2's earned card is taken back."""
    campaign = make_campaign()
    record_result(aos, campaign, won(1, False))
    record_result(aos, campaign, won(2, False))
    assert campaign.pending == [1, 2]
    card = draw_evidence(aos, campaign).card
    undone = undo_last(aos, campaign)
    assert [c.title for c in undone.kept_draws] == [card.title]
    expected = make_campaign()
    record_result(aos, expected, won(1, False))
    draw_evidence(aos, expected)
    assert campaign == expected


def test_undo_refuses_a_forced_draw_made_since(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    campaign = make_campaign()
    record_result(aos, campaign, won(1, False, {"cmo": 1, "cso": 1, "cto": 1}))
    card = draw_evidence(aos, campaign, force=True).card
    expected = re.escape(f"{card.title} was drawn from the S.H.I.E.L.D. envelope after scenario 1")
    with pytest.raises(UndoRefused, match="^" + expected):
        undo_last(aos, campaign)


def test_undo_refuses_when_the_accusation_followed(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """The Accusation is made while playing scenario 5; undoing scenario 4 would orphan it."""
    campaign = make_campaign()
    for number in range(1, 5):
        record_result(aos, campaign, won(number, False, {"cmo": 1, "cso": 1, "cto": 1}))
    means, motive, opportunity = (aos.cards_of(c)[0] for c in ("means", "motive",
                                                               "opportunity"))
    accuse(aos, campaign, means, motive, opportunity)
    with pytest.raises(UndoRefused, match="accusation was made after scenario 4"):
        undo_last(aos, campaign)


def test_undoing_a_replay_refuses_once_new_evidence_was_drawn(
        aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    """Scenario #5, Defeat (standard): cards earned back from the new envelopes are known."""
    campaign = make_campaign()
    for number in range(1, 5):
        record_result(aos, campaign, won(number, False))
        draw_evidence(aos, campaign)
    record_result(aos, campaign, lost(5), seed=9, token=counter_tokens("replay"))
    card = draw_evidence(aos, campaign).card
    with pytest.raises(UndoRefused, match=re.escape(f"1 card(s) ({card.title}) were drawn")):
        undo_last(aos, campaign)


def test_nothing_to_undo(aos: CampaignContent, make_campaign: Callable[..., Campaign]) -> None:
    with pytest.raises(UndoRefused, match=r"^nothing to undo"):
        undo_last(aos, make_campaign())


V1_FILE = Path(__file__).parent / "data" / "campaign_v1.toml"  # written by format version 1


def test_version_1_files_are_read_and_their_results_not_undone(
        aos: CampaignContent, tmp_path: Path) -> None:
    path = tmp_path / "old.toml"
    path.write_bytes(V1_FILE.read_bytes())
    campaign = load_campaign(path, aos)
    assert [(r.scenario, r.won) for r in campaign.results] == [(1, True), (2, False), (2, True)]
    assert campaign.gained_titles() == ["Security Clearance"] and campaign.history == []
    with pytest.raises(UndoRefused, match="format version 1"):
        undo_last(aos, campaign)
    save_campaign(path, campaign)
    migrated = path.read_bytes()
    assert b"version = 2" in migrated and load_campaign(path, aos) == campaign
    record_result(aos, campaign, won(3, True))
    save_campaign(path, campaign)
    again = load_campaign(path, aos)
    undo_last(aos, again)
    save_campaign(path, again)
    assert path.read_bytes() == migrated


@pytest.mark.parametrize(("edit", "message"), [
    (lambda t: t.replace("results = 0", "results = 5"), '"undo[0].results" has 5'),
    (lambda t: t.replace("accused = false", "accused = 0"), '"undo[0].accused" must be true'),
    (lambda t: t.replace("{ results = 0, pending = []", "{ results = 0, pending = [9]"),
     '"undo[0].pending" has 9'),
])
def test_damaged_undo_tables_are_named(aos: CampaignContent, tmp_path: Path,
                                       make_campaign: Callable[..., Campaign],
                                       edit: Callable[[str], str], message: str) -> None:
    campaign = make_campaign()
    record_result(aos, campaign, won(1, False))
    path = tmp_path / "c.toml"
    save_campaign(path, campaign)
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(SaveFileError, match=re.escape(message)):
        load_campaign(path, aos)


def run(*args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin)


def one_line_error(result: Result, *fragments: str) -> None:
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("helicarrier: error: "), result.stderr
    for fragment in fragments:
        assert fragment in lines[0]


@pytest.fixture
def campaign_file(tmp_path: Path) -> Path:
    path = tmp_path / "aos.toml"
    assert run("campaign", "new", "-i", "Nick Fury", "--seed", "4", "-f", str(path)).exit_code == 0
    return path


RECORD_1 = ("campaign", "record", "-s", "1", "--won", "--cmo", "0", "--cso", "2", "--cto", "4",
            "--minions", "3")


def test_cli_nothing_to_undo_is_one_line_and_leaves_the_file(campaign_file: Path) -> None:
    before = campaign_file.read_bytes()
    one_line_error(run("campaign", "undo", "--yes", "-f", str(campaign_file)), "nothing to undo")
    assert campaign_file.read_bytes() == before


def test_cli_undo_asks_first_and_shows_what_it_took_back(campaign_file: Path) -> None:
    f = ("-f", str(campaign_file))
    before = campaign_file.read_bytes()
    assert run(*RECORD_1, *f).exit_code == 0
    recorded = campaign_file.read_bytes()
    declined = run("campaign", "undo", *f, stdin="n\n")
    assert declined.exit_code == 0 and "Nothing was undone." in declined.stdout
    assert "secret counters CMO 0, CSO 2, CTO 4" in declined.stdout
    one_line_error(run("campaign", "undo", *f), "not confirmed", "--yes")
    one_line_error(run("campaign", "undo", "--json", *f), "--yes")
    assert campaign_file.read_bytes() == recorded
    done = run("campaign", "undo", *f, stdin="y\n")
    assert done.exit_code == 0, done.output
    assert "Undone: scenario 1 - Black Widow, won" in done.stdout
    assert "Chief Tactical Officer is back on its environment side" in done.stdout
    assert campaign_file.read_bytes() == before


def test_cli_undo_json(campaign_file: Path) -> None:
    f = ("-f", str(campaign_file))
    assert run(*RECORD_1, "--note", "typo", *f).exit_code == 0
    result = run("campaign", "undo", "--yes", "--json", *f)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["undone"]["fields"] == {"minions_and_side_schemes": 3}
    assert data["undone"]["note"] == "typo" and data["undone"]["evidence_earned"] is True
    assert data["unflipped"] == ["Chief Tactical Officer"]
    assert (data["next_scenario"], data["undo_left"], data["kept_draws"]) == (1, 0, [])


def test_cli_drawn_evidence_refusal_leaves_the_file(campaign_file: Path) -> None:
    f = ("-f", str(campaign_file))
    assert run(*RECORD_1, *f).exit_code == 0
    title = json.loads(run("envelope", "draw", "--json", *f).stdout)["gained"]["title"]
    before = campaign_file.read_bytes()
    one_line_error(run("campaign", "undo", "--yes", *f),
                   f"the evidence earned by scenario 1 ({title}) has been drawn", "campaign note")
    assert campaign_file.read_bytes() == before
