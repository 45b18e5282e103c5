"""Your hand (name, cost, resource icons); the identity line above it is ``identity_title``.

Only the viewing seat's hand is in its view, so only it is listed. Highlighting a
card (arrows, or the mouse) focuses it for the card-text panel and popup; ``enter``
(or a click) on a card asks the table to play it (``Picked``).
"""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList

from tui.champions.widgets.card_format import HAND_HEADER, hand_lines
from tui.shared.widgets.choices_panel import ChoicesPanel
from tui.shared.widgets.redraw import show_rows


def identity_title(player: dict[str, Any]) -> str:
    ident = player["identity"]
    form = player["form"].replace("_", "-")
    stats = "  ".join(f"{s.upper()} {ident[s]}" for s in ("atk", "thw") if s in ident)
    flags = [s for s in ("stunned", "confused", "tough") if ident.get(s)]
    if ident.get("exhausted"):
        flags.append("exhausted")
    return (f"{ident['name']} ({form}) {ident['hp']}/{ident['max_hp']} HP"
            + (f"  {stats}" if stats else "") + (f"  [{', '.join(flags)}]" if flags else ""))


class ChampionsHandPanel(ChoicesPanel):
    """Attributes down: :meth:`show` (your player entry). Messages up: ``Focused(card id)``.

    A :class:`ChoicesPanel` for its cheap redraws (no screen layout when the hand grows)."""

    DEFAULT_CSS = """
    ChampionsHandPanel { height: 1fr; min-height: 3; border: round $primary; padding: 0; }
    ChampionsHandPanel:focus { border: round $accent; }
    """

    class Focused(Message):
        def __init__(self, card: int | None) -> None:
            super().__init__()
            self.card = card

    class Picked(Message):
        """``enter`` on a hand card: the table plays it, if an option does."""

        def __init__(self, card: int) -> None:
            super().__init__()
            self.card = card

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.cards: list[int] = []
        self._shown: tuple[str, ...] = ()

    def show(self, player: dict[str, Any] | None) -> None:
        if player is None:
            return
        hand = player.get("hand", [])
        title = f"Your hand ({len(hand)})"
        if self.border_title != title:
            self.border_title = title
            self.border_subtitle = escape(HAND_HEADER)  # its brackets are text
        rows = tuple(hand_lines(hand))
        if rows == self._shown and [c["id"] for c in hand] == self.cards:
            return
        self._shown = rows
        self.cards = [card["id"] for card in hand]
        self.keys = [str(card) for card in self.cards]
        keep = self.highlighted if self.highlighted is not None and self.highlighted < len(
            rows) else (0 if rows else None)
        show_rows(self, [Text(row) for row in rows], keep)

    @property
    def highlighted_card(self) -> int | None:
        index = self.highlighted
        return self.cards[index] if index is not None and index < len(self.cards) else None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.post_message(self.Focused(self.highlighted_card))

    def on_choices_panel_chosen(self, event: ChoicesPanel.Chosen) -> None:
        event.stop()
        card = self.highlighted_card
        self.post_message(self.Focused(card))
        if card is not None:
            self.post_message(self.Picked(card))
