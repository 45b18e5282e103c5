"""The campaign, envelope and mole commands through typer's CliRunner (tmp_path files)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from content.campaigns.agents_of_shield import load_agents_of_shield
from trackers.campaign.store import VERSION
from tui.cli import app


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def one_line_error(result: Result, *fragments: str) -> None:
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("helicarrier: error: ")
    for fragment in fragments:
        assert fragment in lines[0]


@pytest.fixture
def campaign_file(tmp_path: Path) -> Path:
    path = tmp_path / "aos.toml"
    result = run("campaign", "new", "--identities", "Nick Fury,Maria Hill", "--seed", "3",
                 "--file", str(path))
    assert result.exit_code == 0, result.output
    return path


def test_new_creates_a_file_without_evidence_titles(campaign_file: Path) -> None:
    text = campaign_file.read_text(encoding="utf-8")
    assert 'format = "helicarrier-campaign"' in text
    for card in load_agents_of_shield().evidence:
        assert card.title not in text


def test_new_refuses_to_overwrite_without_force(campaign_file: Path) -> None:
    before = campaign_file.read_bytes()
    one_line_error(run("campaign", "new", "-i", "Thor", "--file", str(campaign_file)),
                   str(campaign_file), "--force")
    assert campaign_file.read_bytes() == before
    assert run("campaign", "new", "-i", "Thor", "--force", "--file",
               str(campaign_file)).exit_code == 0
    assert campaign_file.read_bytes() != before


def test_expert_needs_known_hit_points(tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    one_line_error(run("campaign", "new", "-i", "Squirrel Girl", "--expert", "--allow-unknown",
                       "--file", str(path)),
                   "--hit-points", "Squirrel Girl")
    assert not path.exists()
    assert run("campaign", "new", "-i", "Squirrel Girl", "--expert", "--allow-unknown",
               "--hit-points", "12", "--file", str(path)).exit_code == 0


def test_a_campaign_from_start_to_accusation(campaign_file: Path) -> None:
    f = ("--file", str(campaign_file))
    one_line_error(run("envelope", "draw", *f), "no evidence earned yet")
    won = run("campaign", "record", "-s", "1", "--won", "--cmo", "0", "--cso", "2", "--cto", "4",
              "--minions-and-side-schemes", "3", *f)
    assert won.exit_code == 0, won.output
    assert "Evidence earned" in won.output
    assert "Chief Tactical Officer flipped" in won.output
    drawn = run("envelope", "draw", "--json", *f)
    assert drawn.exit_code == 0, drawn.output
    gained = json.loads(drawn.stdout)
    assert set(gained) == {"gained", "remaining"} and gained["remaining"] == 5
    assert set(gained["gained"]) == {"title", "category"}
    status = run("envelope", "status", "--json", *f)
    assert json.loads(status.stdout)["shield_remaining"] == 5
    mole = json.loads(run("mole", "--json", *f).stdout)
    assert len(mole["remaining"]) == 18 and sum(mole["members"].values()) == 18
    assert all(gained["gained"]["title"] not in combo.values() for combo in mole["remaining"])
    for scenario, extra in ((2, ("--captives", "2")),
                            (3, ("--adaptoids", "Flying Upgrade")),
                            (4, ("--thunderbolts", "Jolt,Songbird"))):
        result = run("campaign", "record", "-s", str(scenario), "--won", "--cmo", "1", "--cso",
                     "1", "--cto", "5", *extra, *f)
        assert result.exit_code == 0, result.output
        assert "No evidence earned" in result.output
    setup = run("campaign", "setup", *f)
    assert setup.exit_code == 0
    assert "Scenario 5 - Baron Zemo" in setup.output
    assert "Songbird (50143) with the Hard Sound encounter set" in setup.output
    assert gained["gained"]["title"] in setup.output  # its Setup ability is resolved
    show = run("campaign", "show", *f)
    assert show.exit_code == 0
    assert "Remaining secret counters by scenario" in show.output
    assert "5 flipped" in show.output
    guess = json.loads(run("mole", "--json", *f).stdout)["remaining"][0]
    accused = run("mole", "accuse", "--means", guess["means"], "--motive", guess["motive"],
                  "--opportunity", guess["opportunity"], "--json", *f)
    assert accused.exit_code == 0, accused.output
    verdict = json.loads(accused.stdout)
    assert verdict["accused"] == guess["member"]
    assert verdict["secrets_on_each_member"] == len(verdict["wrong"])
    assert verdict["secrets_on_accused"] == (3 if "member" in verdict["wrong"] else 0)
    one_line_error(run("mole", "accuse", "--means", guess["means"], "--motive", guess["motive"],
                       "--opportunity", guess["opportunity"], *f), "already made")
    reveal = json.loads(run("envelope", "reveal", "--yes", "--json", *f).stdout)
    assert reveal["mole"] == verdict["mole"]


def test_mole_from_typed_evidence() -> None:
    result = run("mole", "--evidence", "Wiretap,Security Scanner,Money,Ideology,Travel")
    assert result.exit_code == 0, result.output
    assert "The mole is the Chief Medical Officer." in result.output
    data = json.loads(run("mole", "-e", "wiretap, money", "--json").stdout)
    assert set(data) == {"remaining", "members"}
    assert data["members"] == {"Chief Medical Officer": 3, "Chief Surveillance Officer": 4,
                               "Chief Tactical Officer": 5}
    assert data["remaining"][0] == {"means": "Medical Records", "motive": "Blackmail",
                                    "opportunity": "Security Clearance",
                                    "member": "Chief Medical Officer"}


def test_mole_names_the_most_telling_card() -> None:
    result = run("mole", "--evidence", "Wiretap,Blackmail")
    assert "Most telling: Medical Records" in result.output


def test_mole_text_lists_each_members_combinations_and_the_cards_left() -> None:
    """Plain aligned text (no rich, issue 14): each member's count and combinations, then
    the cards not gained yet in columns, one line per card in a pipe."""
    lines = run("mole", "--evidence", "Wiretap").stdout.splitlines()
    assert lines[:4] == ["Evidence gained: Wiretap", "", "18 of 27 combinations remain",
                         "  Chief Medical Officer: 6 left"]
    assert lines[4] == "    Medical Records / Money / Security Clearance"
    header = lines.index("Cards not gained yet (most telling first)")
    assert lines[header + 1].split() == ["Card", "Category", "In", "S.H.I.E.L.D.", "If",
                                         "gained", "Expected"]
    assert lines[header + 2].split() == ["Medical", "Records", "means", "50%", "9", "9.0"]


def test_mole_on_a_narrow_terminal_fits_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Too wide for 60 columns, the cards table goes a card at a time; nothing wraps."""
    monkeypatch.setattr("trackers.campaign.cli_mole.to_terminal", lambda: True)
    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.setenv("NO_COLOR", "1")
    lines = run("mole", "--evidence", "Wiretap,Money,Travel,Ideology").stdout.splitlines()
    assert max(len(line) for line in lines) <= 60
    card = lines.index("  Medical Records")
    assert lines[card + 1] == "    Category: means,   In S.H.I.E.L.D.: 50%,   If gained: 2"
    assert "The motive is Blackmail." in lines


def test_unknown_title_is_one_line() -> None:
    one_line_error(run("mole", "--evidence", "Wiretap,Moneyy"), "--evidence", '"Moneyy"')


def test_wrong_category_is_one_line_and_file_untouched(campaign_file: Path) -> None:
    before = campaign_file.read_bytes()
    one_line_error(run("mole", "accuse", "--means", "Money", "--motive", "Money",
                       "--opportunity", "Travel", "--file", str(campaign_file)),
                   "--means", "motive card")
    assert campaign_file.read_bytes() == before


@pytest.mark.parametrize(("edit", "fragment"), [
    (lambda t: t.replace(f"version = {VERSION}", f"version = {VERSION + 1}"),
     "file from the future"),
    (lambda t: "garbage = [\n" + t, "damaged campaign file"),
])
@pytest.mark.parametrize("command", [
    ("campaign", "show"),
    ("campaign", "record", "-s", "1", "--lost"),
    ("envelope", "draw", "--force"),
    ("mole",),
])
def test_bad_files_are_refused_and_left_untouched(campaign_file: Path, edit, fragment: str,
                                                  command: tuple[str, ...]) -> None:
    campaign_file.write_text(edit(campaign_file.read_text(encoding="utf-8")), encoding="utf-8")
    before = campaign_file.read_bytes()
    one_line_error(run(*command, "--file", str(campaign_file)), str(campaign_file), fragment)
    assert campaign_file.read_bytes() == before


def test_refused_record_leaves_the_file_untouched(campaign_file: Path) -> None:
    before = campaign_file.read_bytes()
    one_line_error(run("campaign", "record", "-s", "2", "--won", "--file", str(campaign_file)),
                   "--scenario", "at scenario 1")
    one_line_error(run("campaign", "record", "-s", "1", "--won", "--cmo", "1", "--cso", "1",
                       "--cto", "1", "--rescued-captives", "2", "--file", str(campaign_file)),
                   "--rescued-captives")
    one_line_error(run("campaign", "record", "-s", "1", "--won", "--hit-points", "x",
                       "--file", str(campaign_file)), "--hit-points")
    assert campaign_file.read_bytes() == before


def test_reveal_needs_yes(campaign_file: Path) -> None:
    before = campaign_file.read_bytes()
    one_line_error(run("envelope", "reveal", "--file", str(campaign_file)), "--yes")
    assert campaign_file.read_bytes() == before


def test_help_names_the_default_file() -> None:
    result = run("campaign", "show", "--help")
    assert result.exit_code == 0
    assert "agents_of_shield.toml" in result.output


def test_tampered_envelope_is_caught_by_its_commitment(campaign_file: Path) -> None:
    """A hand-edited envelope no longer matches the commitment sealed at the start."""
    text = campaign_file.read_text(encoding="utf-8")
    start = text.index("[envelopes.aim]")
    data_at = text.index('data = "', start) + len('data = "')
    digit = "1" if text[data_at] == "0" else "0"
    campaign_file.write_text(text[:data_at] + digit + text[data_at + 1:], encoding="utf-8")
    before = campaign_file.read_bytes()
    one_line_error(run("envelope", "reveal", "--yes", "--file", str(campaign_file)),
                   str(campaign_file), "A.I.M. envelope does not match its commitment")
    assert campaign_file.read_bytes() == before


def test_campaign_output_is_not_wrapped_when_piped(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 14: organizer output sent to a pipe kept rich's 80-column wrapping; a long line
    now stays one line."""
    import io

    from trackers.campaign.cli_common import console

    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    console().print("word " * 40)
    assert out.getvalue().count("\n") == 1


def test_envelope_status_text(campaign_file: Path) -> None:
    result = run("envelope", "status", "--file", str(campaign_file))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == ["S.H.I.E.L.D. envelope: 6 card(s) left, 0 gained",
                                          "Evidence earned but not drawn yet: 0",
                                          "A.I.M. envelope: 3 cards, sealed"]
