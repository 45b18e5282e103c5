"""Game over: why it ended, the final standings, how any tie was broken, and statistics.

Ranking (VICTORY): most plots captured; a tie goes to the most levels of
captured plots; players still tied share the win (rule option ``tie``).
Statistics: the rounds played, who played each seat (a human, or which AI) and
the plots each player captured, all from the final view (the seat types come
from the table, which the engine does not know).
"""

from __future__ import annotations

from typing import Any

from rich.align import Align
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from engine.core.wording import count_of, names_list
from tui.shared.screens.game_over_choices import GameOverChoices


def _names(rows: list[dict[str, Any]]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    return names_list([row["name"] for row in rows])


def rounds_sentence(view: dict[str, Any]) -> str:
    """``12 rounds played.``"""
    return f"{count_of(view['round'], 'round')} played."


def captures_text(seat: dict[str, Any]) -> str:
    """``Raina (10), Garrett (12)`` in capture order, or ``-``."""
    return ", ".join(f"{plot['title']} ({plot['level']})" for plot in seat["captured"]) or "-"


def tie_break_sentence(standings: list[dict[str, Any]]) -> str:
    """One sentence saying how the winner was decided."""
    if not standings:
        return ""
    top = standings[0]
    same_plots = [s for s in standings if s["plots"] == top["plots"]]
    winners = [s for s in standings if s["winner"]] or [top]
    names = _names(winners)
    plural = "" if top["plots"] == 1 else "s"
    if len(winners) > 1:
        return (f"{names} share the win: {top['plots']} plot{plural} and "
                f"{top['levels']} levels each.")
    if len(same_plots) > 1:
        tied = _names(same_plots)
        runner = same_plots[1]
        return (f"{tied} each captured {top['plots']} plot{plural}; {names} wins the tie-break "
                f"on levels, {top['levels']} to {runner['levels']}.")
    return f"{names} wins with the most plots ({top['plots']})."


class GameOverScreen(GameOverChoices):
    """Dismisses with "new", "menu" or "table" (see ``GameOverChoices``)."""

    def __init__(self, view: dict[str, Any], players: list[str] | None = None) -> None:
        """``players``: who plays each seat, by seat (``human``, ``AI: greedy``...), if known."""
        super().__init__()
        self.view = view
        self.players = players

    def compose(self) -> ComposeResult:
        view = self.view
        seats = {seat["seat"]: seat for seat in view["seats"]}
        table = Table(title="Final standings", expand=False)
        columns = [("Rank", "right"), ("Player", "left")]
        if self.players:
            columns.append(("Played by", "left"))
        columns += [("Plots", "right"), ("Levels", "right"), ("", "left")]
        for column, justify in columns:
            table.add_column(column, justify=justify)  # type: ignore[arg-type]
        captures = Table.grid(padding=(0, 2))
        captures.title = "Plots captured (level)"
        captures.add_column(style="bold")
        captures.add_column(overflow="fold")
        for row in view["standings"]:
            cells = [str(row["rank"]), row["name"]]
            if self.players:
                cells.append(self.players[row["seat"]])
            cells += [str(row["plots"]), str(row["levels"]), "winner" if row["winner"] else ""]
            table.add_row(*cells)
            captures.add_row(row["name"], captures_text(seats[row["seat"]]))
        with VerticalScroll(id="game-over-body"):
            yield Static(Text("GAME OVER", style="bold"), id="game-over-title")
            yield Static(Text(f"{view.get('end_reason', '')} {rounds_sentence(view)}".strip()),
                         classes="game-over-line", id="game-over-reason")
            yield Static(Align.center(table), id="standings")
            yield Static(Text(tie_break_sentence(view["standings"])),
                         classes="game-over-line", id="tie-break")
            yield Static(Align.center(captures), id="captures")
        yield Footer()
