"""The open decision: its prompt and its options, each with a key that stays its own.

Keys come from :class:`~tui.champions.controllers.option_numbers.OptionNumbers` (1-9, then
letters; ``e`` ends the turn, ``f`` changes form): an option keeps its key while it is
offered, and a key freed is not given to another option of the question at once, so a
quick second key press never picks an option the player did not see. Options are listed
in the order of their keys (1-9, the letters, ``e``, ``f``). While paying, picked
resources show ``[x]`` and the rest ``[ ]``; the prompt says how many of the cost are
picked. Highlighting an option focuses the cards it names (the view's ``cards``) and
the cards its question is about, for the card-text panel.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList, Static

from tui.champions.controllers.option_numbers import OptionNumbers, listed
from tui.shared.widgets.choices_panel import ChoicesPanel
from tui.shared.widgets.redraw import show_rows, update_static


def option_row(number: str | None, option: dict[str, Any], paying: bool) -> Text:
    label = option["label"]
    if paying and label.startswith("Take back "):
        label = "[x] " + label.removeprefix("Take back ")
    elif paying and label.startswith("Spend "):
        label = "[ ] " + label.removeprefix("Spend ")
    prefix = f"{number} " if number else "- "
    return Text(prefix + label)


class DecisionPanel(Vertical):
    """Attributes down: :meth:`show`. Messages up: ``Chosen(key)``, ``Focused(key)``."""

    DEFAULT_CSS = """
    DecisionPanel { height: 1fr; border: round $secondary; padding: 0; }
    DecisionPanel:focus-within { border: round $accent; }
    DecisionPanel > #decision-prompt { height: auto; max-height: 4; padding: 0 1;
        color: $accent; text-style: bold; }
    DecisionPanel > ChoicesPanel, DecisionPanel > ChoicesPanel:focus {
        height: 1fr; min-height: 1; border: none; padding: 0; }
    """

    class Chosen(Message):
        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    class Focused(Message):
        def __init__(self, key: str | None) -> None:
            super().__init__()
            self.key = key

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.numbers = OptionNumbers()
        self.keys: list[str] = []  # option keys in the order shown

    def compose(self) -> ComposeResult:
        yield Static("", id="decision-prompt", markup=False)
        yield ChoicesPanel(id="decision-options")  # its redraws skip needless layouts

    def on_mount(self) -> None:
        self.border_title = "Decision"

    def show(self, prompt: str, options: list[dict[str, Any]], asked: Any = None) -> None:
        """Show ``prompt`` and ``options`` (the view's ``{"key", "label"}`` dicts);
        ``asked`` is whose question in which round (the seat and the round: the keys of
        a question hold for the round)."""
        update_static(self.query_one("#decision-prompt", Static), prompt)
        numbers = self.numbers.assign([o["key"] for o in options], asked, prompt)
        paying = prompt.startswith("Pay for ")
        by_key = {o["key"]: o for o in options}
        ordered = [by_key[k] for k in listed(numbers)] + [
            o for o in options if o["key"] not in numbers]
        keys = [o["key"] for o in ordered]
        rows = [option_row(numbers.get(o["key"]), o, paying) for o in ordered]
        listing = self.query_one("#decision-options", ChoicesPanel)
        old = self.keys[listing.highlighted] if listing.highlighted is not None and \
            listing.highlighted < len(self.keys) else None
        self.keys = keys
        listing.keys = keys
        show_rows(listing, rows, keys.index(old) if old in keys else (0 if rows else None))

    def choose_number(self, number: int | str) -> bool:
        """Choose the option whose key is ``number`` (``3``, ``"b"``, ``"e"``); False when
        no option has it now."""
        key = self.numbers.key_for(str(number))
        if key is None or key not in self.keys:
            return False
        self.numbers.pressed(str(number))
        self.post_message(self.Chosen(key))
        return True

    @property
    def highlighted_key(self) -> str | None:
        index = self.query_one("#decision-options", OptionList).highlighted
        return self.keys[index] if index is not None and index < len(self.keys) else None

    def focus_options(self) -> None:
        self.query_one("#decision-options", OptionList).focus()

    def on_choices_panel_chosen(self, event: ChoicesPanel.Chosen) -> None:
        event.stop()
        self.post_message(self.Chosen(event.key))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.post_message(self.Focused(self.highlighted_key))
