"""Your hand, one card a line; ``[x]`` marks cards chosen for a capture or a discard.

Enter or a click on a card posts :class:`HandPanel.Picked`; the screen decides
what picking means in the current phase (toggle, or choose the action card).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList

from tui.plotcapture.widgets.card_text import card_line
from tui.shared.widgets.redraw import show_rows


class HandPanel(OptionList):
    """Attributes down: :meth:`show`. Messages up: ``Picked(card_id)``."""

    DEFAULT_CSS = """
    HandPanel { height: auto; max-height: 16; border: round $secondary; padding: 0; }
    HandPanel:focus { border: round $accent; }
    """

    class Picked(Message):
        def __init__(self, card: int) -> None:
            super().__init__()
            self.card = card

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.cards: list[int] = []
        self._shown: tuple[Any, ...] = ()
        self._args: tuple[Any, ...] = ()

    def show(self, hand: list[dict[str, Any]], selected: set[int], *, marks: bool,
             action_card: int | None, bonus: bool, title: str) -> None:
        self._args = (hand, selected, marks, action_card, bonus, title)
        shown = ([c["id"] for c in hand], sorted(selected), marks, action_card, bonus, title,
                 self.size.width)
        if shown == self._shown:
            return
        self._shown = shown
        keep = self.highlighted
        self.border_title = title
        self.cards = [card["id"] for card in hand]
        width = (self.size.width or 48) - 2
        scrollbar = 2 if len(hand) > 9 else 0  # a short terminal shows 9 cards, then scrolls
        title_width = max(10, min(18, width - 30 - scrollbar))
        rows = []
        for card in hand:
            chosen = card["id"] in selected
            mark = ("[x]" if chosen else "[ ]") if marks else "   "
            line = Text(mark + ("*" if card["id"] == action_card else " "),
                        style="bold" if chosen else "")
            line.append(card_line(card, bonus, title_width), style="bold" if chosen else "")
            rows.append(line)
        show_rows(self, rows, min(keep or 0, len(rows) - 1) if rows else None)

    def on_resize(self) -> None:
        if self._args:
            hand, selected, marks, action_card, bonus, title = self._args
            self.show(hand, selected, marks=marks, action_card=action_card, bonus=bonus,
                      title=title)

    @property
    def highlighted_card(self) -> int | None:
        if self.highlighted is None or not self.cards:
            return None
        return self.cards[self.highlighted]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Picked(self.cards[event.option_index]))
