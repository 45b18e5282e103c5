"""``campaign show``: rich tables on a terminal, plain aligned text in a pipe or a file."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner, Result

from content.campaigns.agents_of_shield import CampaignContent
from trackers.campaign.sheet import render_sheet, sheet_text
from trackers.campaign.store import load_campaign
from tui.cli import app

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


def test_show_on_a_terminal_draws_rich_tables(played: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("trackers.campaign.cli_campaign.to_terminal", lambda: True)
    shown = run("campaign", "show", "--file", str(played))
    assert shown.exit_code == 0, shown.output
    assert "┃ Board Member" in shown.stdout
    assert "╭" in shown.stdout and "Evidence gained" in shown.stdout


def test_crossed_out_combinations_are_struck_through_on_a_terminal(
        played: Path, aos: CampaignContent) -> None:
    out = io.StringIO()
    console = Console(file=out, width=200, force_terminal=True, color_system="standard",
                      highlight=False, markup=False, emoji=False)
    render_sheet(console, aos, load_campaign(played, aos))
    struck = out.getvalue().count("\x1b[2;9mx ")
    styled = out.getvalue().count("\x1b[2;9m")
    assert struck == styled == 9  # one card gained: the 9 of 27 combinations holding it
