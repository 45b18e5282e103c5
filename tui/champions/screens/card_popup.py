"""The card-text popup: every face-up card in view (hand, play areas, encounter cards), and
the text of the highlighted one, rendered from our data."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from tui.champions.widgets.card_format import visible_cards
from tui.champions.widgets.card_text import card_text


class CardTextScreen(ModalScreen[None]):
    """Opens on ``focus`` (a card id) when given; escape closes."""

    CSS_PATH = "dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("t", "close", "Close", show=False),
    ]

    def __init__(self, view: dict[str, Any], focus: int | None = None) -> None:
        super().__init__()
        self.cards = list(visible_cards(view))
        self.focus_id = focus

    def compose(self) -> ComposeResult:
        with Horizontal(id="card-popup", classes="champ-modal"):
            yield OptionList(*[Option(Text(f"{card['name']}  ({where})"))
                               for where, card in self.cards], id="card-list")
            yield Static("", id="card-popup-text", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#card-popup").border_title = "Card text (up/down choose a card)"
        listing = self.query_one("#card-list", OptionList)
        ids = [card["id"] for _, card in self.cards]
        if self.cards:
            listing.highlighted = ids.index(self.focus_id) if self.focus_id in ids else 0
        listing.focus()
        self._show(listing.highlighted)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show(event.option_index)

    def _show(self, index: int | None) -> None:
        card = self.cards[index][1] if index is not None and self.cards else None
        self.query_one("#card-popup-text", Static).update(card_text(card))

    def action_close(self) -> None:
        self.dismiss()
