"""Game over: why it ended, the final standings, and how any tie was broken.

Ranking (VICTORY): most plots captured; a tie goes to the most levels of
captured plots; players still tied share the win (rule option ``tie``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static


def _names(rows: list[dict[str, Any]]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    names = [row["name"] for row in rows]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


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


class GameOverScreen(Screen[str]):
    """Dismisses with "new", "menu" or "table" (look at the final table)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "finish('new')", "New game"),
        Binding("m", "finish('menu')", "Main menu"),
        Binding("t", "finish('table')", "See the table"),
    ]

    def __init__(self, view: dict[str, Any]) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        view = self.view
        table = Table(title="Final standings", expand=False)
        for column, justify in (("Rank", "right"), ("Player", "left"), ("Plots", "right"),
                                ("Levels", "right"), ("", "left")):
            table.add_column(column, justify=justify)  # type: ignore[arg-type]
        for row in view["standings"]:
            table.add_row(str(row["rank"]), row["name"], str(row["plots"]), str(row["levels"]),
                          "winner" if row["winner"] else "")
        with Vertical(id="game-over-body"):
            yield Static(Text("GAME OVER", style="bold"), id="game-over-title")
            yield Static(Text(view.get("end_reason", "")), classes="game-over-line")
            with Center():
                yield Static(table, id="standings")
            yield Static(Text(tie_break_sentence(view["standings"])),
                         classes="game-over-line", id="tie-break")
        yield Footer()

    def action_finish(self, choice: str) -> None:
        self.dismiss(choice)
