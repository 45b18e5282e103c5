"""One line per seat saying what it did on its latest turn, read from the view's log.

At 80x24 the game log shows only a few lines, so an AI seat's whole turn scrolls
past before the player looks. The players panel shows this summary under each
other seat instead: "captured Raina (Cbt sent Whitehall away)" (captures first: they
change the scores; then the benefit, by its trait's abbreviation, and what it did to
the table).

The view has no per-turn record, only the log's sentences, and every sentence about
a seat's move starts with that seat's name (``engine/plotcapture/game.py``). So a
sentence belongs to the seat whose name begins it (the longest name wins, for
"Ana" and "Ana B"); the sentences below are the ones that say what a turn did, and
any other sentence is left out of the summary. A turn begins with the seat's first
such sentence after its "ends the turn." and runs until the next one, so a seat
still playing shows its turn so far.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from tui.plotcapture.widgets.card_text import abbrev

_STARTS = re.compile(r"recruits |reveals |takes no benefit\.")
"""Sentences a turn can open with (the Recruit phase draws only when the hand is short)."""

_BENEFIT = re.compile(r"reveals .+? for (?P<trait>\w+): ")
_NO_BENEFIT = re.compile(r"takes no benefit\.$")
_CAPTURE = re.compile(r"captures (?P<plot>.+?) with ")
_FOLLOW_UPS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"sends (?P<plot>.+) to the bottom of the PLOT deck\.$"), "sent {plot} away"),
    (re.compile(r"steals a card from (?P<name>.+)\.$"), "stole from {name}"),
    (re.compile(r"steals your (?P<card>.+)\.$"), "stole your {card}"),
    (re.compile(r"takes (?P<card>.+) from the SHIELD discard\.$"), "took {card}"),
]
"""What a benefit did to the table, as the log says it, and how the summary says it."""

_ENDS = "ends the turn."


@dataclasses.dataclass
class _Turn:
    benefit: str = ""  # "Cbt sent Whitehall away", "no benefit"
    captured: list[str] = dataclasses.field(default_factory=list)

    def words(self) -> str:
        """Captures first (they change the scores), then the benefit in brackets."""
        if not self.captured:
            return self.benefit
        words = "captured " + ", ".join(self.captured)
        return words + (f" ({self.benefit})" if self.benefit else "")


def last_turns(view: dict[str, Any]) -> dict[int, str]:
    """Seat -> a summary of its latest turn (finished or under way); seats that have done
    nothing yet are absent."""
    names = sorted(((seat["name"], seat["seat"]) for seat in view["seats"]),
                   key=lambda item: -len(item[0]))
    turns: dict[int, _Turn] = {}
    ended: set[int] = set()
    for line in view["log"]:
        seat, rest = _speaker(line, names)
        if seat is None:
            continue
        if rest == _ENDS:
            ended.add(seat)
            continue
        if _STARTS.match(rest) and (seat in ended or seat not in turns):
            ended.discard(seat)
            turns[seat] = _Turn()
        if seat in turns and seat not in ended:
            _read(turns[seat], rest)
    summaries = {seat: turn.words() for seat, turn in turns.items()}
    return {seat: words for seat, words in summaries.items() if words}


def _read(turn: _Turn, rest: str) -> None:
    """Add one of the seat's sentences (its name cut off) to its turn."""
    found = _BENEFIT.match(rest)
    if found:
        turn.benefit = abbrev(found["trait"])
        return
    if _NO_BENEFIT.match(rest):
        turn.benefit = "no benefit"
        return
    found = _CAPTURE.match(rest)
    if found:
        turn.captured.append(found["plot"])
        return
    for pattern, words in _FOLLOW_UPS:
        found = pattern.match(rest)
        if found:
            said = words.format(**found.groupdict())
            if said.startswith("stole your"):  # the private sentence names the card
                turn.benefit = turn.benefit.split(" stole from ")[0]
            turn.benefit += " " + said
            return


def _speaker(line: str, names: list[tuple[str, int]]) -> tuple[int | None, str]:
    """The seat whose name begins ``line`` and the rest of the sentence."""
    for name, seat in names:
        if line.startswith(name + " "):
            return seat, line[len(name) + 1:]
    return None, line
