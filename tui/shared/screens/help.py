"""Help: the plot-capture rules in brief, then the keys of the screen it was opened from.

The rules summary is our own wording of shared/seeds/fan-plot-capture-game-rules.txt.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown

RULES_SUMMARY = """\
# Plot capture: the rules in brief

*Marvel Champions (`c` on the main menu) has its own rules in brief and keys under `?` at
its table.*

**Goal.** Capture the most PLOT cards. A tie goes to the player whose captured
plots add up to the most levels.

**End.** The game ends when every plot has been captured, or after the round
limit of the rule options (60 rounds unless the table chose otherwise), when the
standings decide.

**Table.** Five plots are always face up (the *revealed plots*). Each plot has a
level and the traits it needs; "Cbt x2" means two cards must each give Combat.

**A turn has four phases.**

1. **Recruit** - fill your hand to 7 from the SHIELD deck (the discard is
   reshuffled when the deck runs out).
2. **Action** - you may reveal one card (it stays in your hand) and use one
   trait of it for its benefit:
   Ldr look at the next 5 SHIELD cards and keep one;
   Cbt send one revealed plot to the bottom of the PLOT deck;
   Sup draw 2, then discard 2;
   Spy look at an opponent's hand and steal a card;
   Com look at the next 5 plots, then draw 1;
   Bio take an agent from the discard;
   Eng your agents get +1 level this turn.
3. **Investigation** - discard cards whose levels add up to at least a plot's
   level and whose traits cover the plot's traits to capture it. Each card
   gives only one of its traits, and only one copy of a card name may be used
   per capture. A new plot is revealed at once. You may capture several.
4. **Recovery** - you may discard up to 2 cards.

**Traitor.** When the Traitor plot is revealed, every Grant card leaves the game.
"""


class HelpScreen(ModalScreen[None]):
    """Rules and keys; any of escape, q or ? closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("q", "close", "Close", show=False),
        Binding("question_mark", "close", "Close", show=False, key_display="?"),
    ]

    def __init__(self, keys: list[tuple[str, str]]) -> None:
        super().__init__()
        self.keys = keys

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-body"):
            yield Markdown(RULES_SUMMARY + "\n" + self._keys_markdown() + "\n"
                           + self._rulings_markdown())
        yield Footer()

    def _rulings_markdown(self) -> str:
        from content.plotcapture.schema import load_rules

        lines = ["## How helicarrier reads the unclear rules", ""]
        for option in load_rules().values():
            default = str(option.default).lower() if isinstance(option.default, bool) \
                else str(option.default)
            lines.append(f"- **{option.name.replace('_', ' ')}** = {default}: {option.rationale}")
        return "\n".join(lines) + "\n"

    def _keys_markdown(self) -> str:
        lines = ["## Keys on this screen", ""]
        if not self.keys:
            lines.append("No keys besides the ones in the footer.")
        lines += [f"- `{key}` {what}" for key, what in self.keys]
        lines += [
            "",
            "At the table, `1`-`9` choose an answer (or, while investigating, a plot).",
            "Everywhere: `?` this help, `ctrl+p` the command palette (every action, by name).",
            "The mouse works too: click cards, buttons and footer keys.",
        ]
        return "\n".join(lines)

    def action_close(self) -> None:
        self.dismiss()
