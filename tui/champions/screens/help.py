"""Help at the Champions table: the rules in brief, the keys, and our readings of unclear rules.

The readings are the engine's own list (the "Choices made" part of the
``engine.champions`` docstring), so help never drifts from what the engine does.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Footer, Markdown

import engine.champions
from tui.shared.screens.help import HelpScreen

RULES_SUMMARY = """\
# Marvel Champions: the rules in brief

**Goal.** Defeat the villain's last stage. You lose if the main scheme's threat
reaches its target, or every hero is defeated.

**A round.** In the *player phase* each player in turn (first player first) plays
cards, uses abilities and basic powers (attack and thwart as a hero, recover as an
alter-ego), and may change form once. At the end of the phase, players discard
what they like and draw up to their hand size. In the *villain phase* threat is
placed on the main scheme (the threat per round the table shows), the villain and
every minion attack a hero (defend with a hero or an ally, or take it) or scheme
against an alter-ego, then each player is dealt encounter cards and they are revealed.

**Paying.** Playing a card opens one payment question: pick hand cards and
resource abilities ([x] picked, [ ] not), watch "n of m resources picked", then
*Pay* (or *Cancel*: nothing is spent before you pay).

**Windows.** When something happens, players holding an interrupt or response are
asked "Use an interrupt?"/"Use a response?", even in another player's turn.
"""

TABLE_KEYS = """\
At the table, each option's key chooses it: `1`-`9`, then letters; `e` always ends
your turn and `f` changes form. An option keeps its key while it is offered, and a key
freed is not given to another option of that question in the round, so a quick second
press never picks something you did not see; `enter` takes the highlighted option, and
highlighting one shows the cards it names (`t` at 80x24). `a` shows the players' areas,
`t` the text of any card in view, `l` the whole log, `m` the manual override dialog.
At a table shared over SSH an override is asked of the other players, as an undo past a
reveal is: they answer with `y` / `n`, the asker withdraws with `n`, and it is applied
once everyone agrees.
Everywhere: `?` this help, `ctrl+p` the command palette.
"""


def readings_markdown() -> str:
    doc = engine.champions.__doc__ or ""
    _, _, choices = doc.partition("Choices made where the rules or the brief were silent:")
    return "## How helicarrier reads the unclear rules\n\n" + choices.strip() + "\n"


class ChampionsHelpScreen(HelpScreen):
    """The plot-capture help screen's frame with the Champions text."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-body"):
            yield Markdown(RULES_SUMMARY + "\n" + self._champions_keys() + "\n"
                           + readings_markdown())
        yield Footer()

    def _champions_keys(self) -> str:
        lines = ["## Keys on this screen", ""]
        lines += [f"- `{key}` {what}" for key, what in self.keys]
        return "\n".join([*lines, "", TABLE_KEYS])
