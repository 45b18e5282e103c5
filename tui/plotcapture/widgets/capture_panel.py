"""The capture being built: total level against the plot's, which traits are covered, and
the engine's reason while it is not legal yet.

Coverage is shown with a small bipartite matching (each card gives one trait
to one slot, as the MISSION SKILL LIMIT says); the verdict itself always comes
from the engine's ``explain_capture`` via the screen, never from this widget.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from engine.core.wording import count_of
from tui.plotcapture.widgets.card_text import abbrev, card_level
from tui.shared.widgets.redraw import update_static


def cover_slots(slots: list[str], cards: list[dict[str, Any]]) -> list[int | None]:
    """For each trait slot, the index of a card covering it in a maximum matching."""
    owner: list[int | None] = [None] * len(slots)

    def place(card: int, tried: set[int]) -> bool:
        for slot, trait in enumerate(slots):
            if trait in cards[card]["traits"] and slot not in tried:
                tried.add(slot)
                holder = owner[slot]
                if holder is None or place(holder, tried):
                    owner[slot] = card
                    return True
        return False

    for card in range(len(cards)):
        place(card, set())
    return owner


class CapturePanel(Static):
    """Attributes down: :meth:`show`; it has no messages (keys live on the screen)."""

    DEFAULT_CSS = """
    CapturePanel { height: auto; border: round $secondary; padding: 0 1; }
    CapturePanel.legal { border: round $success; }
    """

    def on_mount(self) -> None:
        self.border_title = "Capture"

    def show(self, plot: dict[str, Any] | None, cards: list[dict[str, Any]], bonus: bool,
             reason: str | None) -> None:
        self.set_class(plot is not None and reason is None, "legal")
        text = Text()
        if plot is None:
            text.append("Pick a plot (1-5) and toggle cards (space).", style="dim")
            update_static(self, text)
            return
        total = sum(card_level(card, bonus) for card in cards)
        enough = total >= plot["level"]
        text.append(f"{plot['title']} ")
        text.append(f"{total}/{plot['level']}", style="bold green" if enough else "bold red")
        text.append(f" ({count_of(len(cards), 'card')})\n")
        owners = cover_slots(plot["traits"], cards)
        for index, (trait, owner) in enumerate(zip(plot["traits"], owners, strict=True)):
            if index:
                text.append("  ")
            if owner is None:
                text.append(f"{abbrev(trait)} --", style="bold red")
            else:
                text.append(f"{abbrev(trait)} ok", style="green")
        text.append("\n")
        if reason is None:
            text.append("Ready: press c to capture.", style="bold green")
        else:
            text.append(reason, style="yellow")
        update_static(self, text)
