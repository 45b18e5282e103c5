"""The card-text panel of a wide table: the text of the focused card (a hand card), or of
the cards the highlighted option and its question name (issue 29)."""

from __future__ import annotations

from typing import Any

from tui.champions.widgets.card_text import cards_text
from tui.shared.widgets.plain_static import PlainStatic
from tui.shared.widgets.redraw import update_static


class CardTextPanel(PlainStatic):
    """Attributes down: :meth:`show` (card dicts from the view: none, one, or the cards an
    option names)."""

    DEFAULT_CSS = """
    CardTextPanel { height: 1fr; border: round $secondary; padding: 0 1; }
    """

    def on_mount(self) -> None:
        self.border_title = "Card text"

    def show(self, cards: list[dict[str, Any]]) -> None:
        update_static(self, cards_text(cards))
