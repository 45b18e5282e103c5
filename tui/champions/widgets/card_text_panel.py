"""The card-text panel of a wide table: the text of the focused card (hand or option)."""

from __future__ import annotations

from typing import Any

from tui.champions.widgets.card_text import card_text
from tui.shared.widgets.plain_static import PlainStatic
from tui.shared.widgets.redraw import update_static


class CardTextPanel(PlainStatic):
    """Attributes down: :meth:`show` (a card dict from the view, or None)."""

    DEFAULT_CSS = """
    CardTextPanel { height: 1fr; border: round $secondary; padding: 0 1; }
    """

    def on_mount(self) -> None:
        self.border_title = "Card text"

    def show(self, card: dict[str, Any] | None) -> None:
        update_static(self, card_text(card))
