"""``campaign show``: aligned text, styled and as wide as a terminal, plain in a pipe or a file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from content.campaigns.agents_of_shield import CampaignContent
from trackers.campaign.sheet import sheet_text
from trackers.campaign.store import load_campaign
from tui.cli import app

ANSI = re.compile(r"\x1b\[[0-9;]*m")
BOX_DRAWING = set("┏┓┗┛┃━│─┌┐└┘╭╮╰╯┡┩╇┬┴┼")


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


@pytest.fixture
def played(tmp_path: Path) -> Path:
    """Scenarios 1 to 3 won (an evidence card gained, an Adaptoid marked), notes kept."""
    path = tmp_path / "aos.toml"
    f = ("--file", str(path))
    for args in (("campaign", "new", "-i", "Nick Fury,Maria Hill", "--seed", "3"),
                 ("campaign", "record", "-s", "1", "--won", "--cmo", "0", "--cso", "2",
                  "--cto", "4", "--minions", "3"),
                 ("envelope", "draw"),
                 ("campaign", "record", "-s", "2", "--won", "--cmo", "1", "--cso", "1",
                  "--cto", "5", "--captives", "2"),
                 ("campaign", "record", "-s", "3", "--won", "--cmo", "1", "--cso", "1",
                  "--cto", "5", "--adaptoids", "Flying Upgrade", "--note", "close call"),
                 ("campaign", "note", "Coulson owes us one")):
        result = run(*args, *f)
        assert result.exit_code == 0, result.output
    return path


def test_piped_show_is_plain_aligned_text(played: Path, aos: CampaignContent) -> None:
    """Sent to a pipe the log is plain text: no box drawing, one line per row (never
    wrapped), crossed-out combinations marked x, the columns aligned."""
    shown = run("campaign", "show", "--file", str(played))
    assert shown.exit_code == 0, shown.output
    text = shown.stdout
    assert not BOX_DRAWING & set(text)
    lines = text.splitlines()
    assert lines[0] == ("Agents of S.H.I.E.L.D. - campaign log (standard)   "
                        "next: scenario 4 - Thunderbolts")
    assert "  Chief Tactical Officer      4 flipped  5 flipped  5 flipped" in lines
    adaptoids = next(line for line in lines if "Adaptoid environments in play" in line)
    assert adaptoids.endswith("[x] Flying Upgrade   [ ] Psionic Upgrade   "
                              "[ ] Sarah Garza Upgrade   [ ] Strong Upgrade")
    gained = load_campaign(played, aos).gained[0].title
    grid = lines[lines.index("Evidence combinations (x = crossed out)") + 1:]
    rows = grid[1:grid.index("")]
    assert len(rows) == 9
    starts = [grid[0].index(member.title) for member in aos.members]  # the columns line up
    cells = [row[start:end].strip() for row in rows
             for start, end in zip(starts, [*starts[1:], None], strict=True)]
    assert len(cells) == 27
    assert sorted(cell.startswith("x ") for cell in cells) == [False] * 18 + [True] * 9
    assert all(cell.startswith("x ") == (gained in cell) for cell in cells)
    assert lines[-3:] == ["Notes", "  Coulson owes us one", "  Scenario 3: won - close call"]
    assert text == sheet_text(aos, load_campaign(played, aos))


def test_show_on_a_terminal_is_styled_and_fits_its_width(
        played: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a terminal the same sheet is styled (bold titles) and no line is wider than the
    terminal: the evidence grid, 149 columns in a pipe, goes a column at a time at 80."""
    monkeypatch.setattr("trackers.campaign.cli_campaign.to_terminal", lambda: True)
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    shown = run("campaign", "show", "--file", str(played))
    assert shown.exit_code == 0, shown.output
    lines = shown.stdout.splitlines()
    assert "\x1b[1mRemaining secret counters by scenario\x1b[22m" in lines
    plain = [ANSI.sub("", line) for line in lines]
    assert max(len(line) for line in plain) <= 80
    grid = plain[plain.index("Evidence combinations (x = crossed out)") + 1:]
    assert grid[0] == "  Chief Medical Officer" and len(grid[1:10]) == 9
    assert all(line.startswith("    ") for line in grid[1:10])
    assert "  Chief Surveillance Officer" in grid and "  Chief Tactical Officer" in grid
    assert not BOX_DRAWING & set(shown.stdout)


def test_a_wide_terminal_keeps_the_grid_in_columns(
        played: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("trackers.campaign.cli_campaign.to_terminal", lambda: True)
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.setenv("NO_COLOR", "1")
    shown = run("campaign", "show", "--file", str(played))
    grid = shown.stdout.splitlines()
    heading = grid[grid.index("Evidence combinations (x = crossed out)") + 1]
    titles = ("Chief Medical Officer", "Chief Surveillance Officer", "Chief Tactical Officer")
    assert [part.strip() for part in heading.split("  ") if part.strip()] == list(titles)


@pytest.mark.parametrize("variable", [("NO_COLOR", "1"), ("TERM", "dumb")])
def test_no_color_or_a_dumb_terminal_gets_no_styles(
        played: Path, monkeypatch: pytest.MonkeyPatch, variable: tuple[str, str]) -> None:
    """no-color.org: NO_COLOR set means no ANSI styles; TERM=dumb cannot show them."""
    monkeypatch.setattr("trackers.campaign.cli_campaign.to_terminal", lambda: True)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.setenv(*variable)
    shown = run("campaign", "show", "--file", str(played))
    assert shown.exit_code == 0 and "\x1b[" not in shown.stdout


@pytest.mark.parametrize("width", [80, None])
def test_crossed_out_combinations_are_struck_through_on_a_terminal(
        played: Path, aos: CampaignContent, width: int | None) -> None:
    text = sheet_text(aos, load_campaign(played, aos), width, styled=True)
    struck = text.count("\x1b[2;9mx ")
    styled = text.count("\x1b[2;9m")
    assert struck == styled == 9  # one card gained: the 9 of 27 combinations holding it
    assert " \x1b[22;29m" not in text  # the strike stops at the text, not its padding
