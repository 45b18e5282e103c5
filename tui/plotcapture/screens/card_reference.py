"""Card reference (``r`` at the plot-capture table): the decks, the discard, and what is left.

Built from the printed deck lists (``engine.plotcapture.view.deck_lists``: public
content) and this seat's view only, so it can never show more than the seat may
know. For each SHIELD title: its copies, how many are in your hand, in the
discard and removed from the game, and how many you cannot see now ("not seen":
they are in the SHIELD deck or another player's hand, or being looked at). For
each plot: where it is (revealed, captured by whom, or still in the PLOT deck:
plots only live in those three places, so that column is exact).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from engine.core.wording import count_of
from engine.plotcapture.view import deck_lists
from tui.plotcapture.widgets.card_text import needs_short, traits_short


def shield_rows(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Per SHIELD title: copies, in your hand, discarded, removed and not seen (from the view)."""
    hand = Counter(card["title"] for card in view["hand"])
    discard = Counter(card["title"] for card in view["shield_discard"])
    removed = Counter(card["title"] for card in view["removed"])
    rows = []
    for entry in deck_lists()["shield"]:
        title = entry["title"]
        seen = hand[title] + discard[title] + removed[title]
        rows.append({**entry, "hand": hand[title], "discard": discard[title],
                     "removed": removed[title], "not_seen": entry["copies"] - seen})
    return rows


IN_PLOT_DECK = "in the PLOT deck"


def plot_rows(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Per plot, ``where`` it is: revealed, then captured by NAME, then in the PLOT deck."""
    where = {plot["title"]: (0, "revealed") for plot in view["revealed_plots"]}
    for seat in view["seats"]:
        for plot in seat["captured"]:
            where[plot["title"]] = (1, f"captured by {seat['name']}")
    rows = [(where.get(plot["title"], (2, IN_PLOT_DECK)), index, plot)
            for index, plot in enumerate(deck_lists()["plots"])]
    rows.sort(key=lambda row: (row[0][0], row[1]))
    return [{**plot, "where": place} for (_, place), _, plot in rows]


def not_seen_sentence(view: dict[str, Any], not_seen: int) -> str:
    """Where the cards this seat cannot see are, in counts every seat knows."""
    others = sum(seat["hand_size"] for seat in view["seats"] if seat["seat"] != view["seat"])
    parts = [f"{view['shield_deck']} in the SHIELD deck", f"{others} in other players' hands"]
    aside = not_seen - view["shield_deck"] - others
    if aside > 0:
        parts.append(f"{aside} being looked at")
    return (f'"Not seen" counts the {count_of(not_seen, "card")} you cannot see now: '
            + ", ".join(parts) + ".")


class CardReferenceScreen(Screen[None]):
    """Both decks with what this seat can see of them; ``esc`` or ``r`` goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Back"),
        Binding("r", "close", "Back", show=False),
    ]

    def __init__(self, view: dict[str, Any]) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        view = self.view
        shield = shield_rows(view)
        not_seen = sum(row["not_seen"] for row in shield)
        with VerticalScroll(id="reference-body"):
            yield Static(Text("Card reference", style="bold"), id="reference-title")
            yield Static(Text(
                f"The SHIELD deck has {count_of(sum(r['copies'] for r in shield), 'card')} in "
                f"{count_of(len(shield), 'title')}. {not_seen_sentence(view, not_seen)}"),
                classes="reference-line")
            yield Static(_shield_table(shield), id="reference-shield")
            yield Static(Text(_discard_sentence(view)), classes="reference-line")
            plots = plot_rows(view)
            left = sum(row["where"] == IN_PLOT_DECK for row in plots)
            yield Static(Text(f"The PLOT deck holds {count_of(left, 'plot')} of "
                              f"{len(plots)}, in an order nobody knows (plots sent to the "
                              "bottom are among them)."), classes="reference-line")
            yield Static(_plot_table(plots), id="reference-plots")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#reference-body", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss()


def _compact(title: str) -> Table:
    """A table without borders, one space between columns: fits 80 columns."""
    return Table(title=title, title_justify="left", box=None, padding=(0, 1, 0, 0),
                 pad_edge=False, header_style="bold underline", expand=False)


def _shield_table(rows: list[dict[str, Any]]) -> Table:
    table = _compact("SHIELD cards")
    table.add_column("Title", overflow="fold")  # the only column that may wrap
    for column, justify in (("Type", "left"), ("Lvl", "right"), ("Traits", "left"),
                            ("Copies", "right"), ("Hand", "right"), ("Discard", "right"),
                            ("Removed", "right"), ("Not seen", "right")):
        table.add_column(column, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    for row in rows:
        table.add_row(row["title"], row["type"], str(row["level"]), traits_short(row["traits"]),
                      str(row["copies"]), _count(row["hand"]), _count(row["discard"]),
                      _count(row["removed"]), _count(row["not_seen"]))
    return table


def _plot_table(rows: list[dict[str, Any]]) -> Table:
    table = _compact("PLOT cards")
    for column, justify in (("Plot", "left"), ("Lvl", "right"), ("Needs", "left"),
                            ("Where", "left")):
        table.add_column(column, justify=justify, overflow="fold")  # type: ignore[arg-type]
    for row in rows:
        table.add_row(row["title"], str(row["level"]), needs_short(row["requires"]),
                      row["where"])
    return table


def _discard_sentence(view: dict[str, Any]) -> str:
    """``SHIELD discard (3 cards, newest last): May, Fitz, Coulson.``"""
    cards = [card["title"] for card in view["shield_discard"]]
    listed = ", ".join(cards) if cards else "empty"
    return f"SHIELD discard ({count_of(len(cards), 'card')}, newest last): {listed}."


def _count(value: int) -> str:
    """Zero shows as ``.`` so the columns with something in them stand out."""
    return str(value) if value else "."
