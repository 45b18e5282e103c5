"""Champions game over: why it ended, the rounds, and per player damage, threat and cards.

The figures come from the view (``damage_dealt``, ``threat_removed``, ``cards_played``
per player; damage and threat count for the active player, see the engine's
``PlayerState``).
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, Vertical
from textual.widgets import Footer, Static

from tui.shared.screens.game_over_choices import GameOverChoices


def outcome_sentence(view: dict[str, Any]) -> str:
    who = "The players win" if view.get("outcome") == "win" else "The players lose"
    rounds = view.get("round", 0)
    return f"{who}: {view.get('cause', '')}. Round {rounds}."


class ChampionsGameOverScreen(GameOverChoices):
    """Dismisses with "new", "menu" or "table" (see ``GameOverChoices``)."""

    def __init__(self, view: dict[str, Any], names: list[str]) -> None:
        super().__init__()
        self.view = view
        self.names = names

    def compose(self) -> ComposeResult:
        table = Table(title="Per player", expand=False, box=box.SIMPLE_HEAD)
        for column, justify in (("Player", "left"), ("Hero", "left"), ("Damage dealt", "right"),
                                ("Threat removed", "right"), ("Cards played", "right")):
            table.add_column(column, justify=justify)  # type: ignore[arg-type]
        for player in self.view["players"]:
            hero = player["identity"]["name"] + (" (out)" if player["eliminated"] else "")
            table.add_row(self.names[player["seat"]], hero, str(player["damage_dealt"]),
                          str(player["threat_removed"]), str(player["cards_played"]))
        with Vertical(id="game-over-body"):
            yield Static(Text("GAME OVER", style="bold"), id="game-over-title")
            yield Static(Text(outcome_sentence(self.view)), classes="game-over-line",
                         id="champ-outcome")
            with Center():
                yield Static(table, id="standings")
            yield Static(Text("(out) = eliminated. Damage and threat count for the player "
                              "whose turn it was."), classes="game-over-line")
        yield Footer()
