"""Option keys that stay put (issue 29, "Keys that stay put"), for the table and for
``champions play``.

The engine asks a question again after every move (the turn menu after each card
played, the payment after each pick): options go and come. Renumbered from 1 each
time, a quick second press picked something the player never saw offered (End your
turn went from 7 to 3; Maria Hill's "Change to hero form" was 3, and right after it 3
was "Basic attack"; "Pay" took the number of a resource just spent). What holds here:

- Every option has a key: ``1``-``9``, then the letters :data:`LETTERS` (none of them a
  table key), 22 keys in all; only past those does an option go without one (arrows and
  enter at the table, its number at the line prompt).
- Ending the turn is always ``e`` and changing form always ``f`` (:data:`FIXED`).
- A question (its seat and prompt, figures aside: "Pay for Prism Dust: 1 of 3 ..." is
  the question "... 0 of 3 ...") remembers the keys it gave for the round. An option
  keeps its key while it is offered, and gets it back when it comes back; a new option
  takes a key this question has not given yet this round, so a key freed by an option
  that went is not given to another at once (only once every key has been given: then
  the one freed longest ago). The turn menu is one question, so its keys hold through
  the whole turn, payments and targets in between.
- The key just pressed (:meth:`OptionNumbers.pressed`) goes to no other option until
  another key is pressed: a question that follows it (the payment after "Play ...")
  leaves that key out, so pressing it twice picks nothing the second time, unless its
  option is still offered (a resource picked, pressed again, is taken back).
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence

DIGITS = tuple("123456789")
LETTERS = tuple("bdgijkprsvwxz")
"""Letters that are no key of the table (a, t, l, m, u, h, o; y and n over SSH), nor a
command of ``champions play`` (q, u, c, m), nor fixed (e, f)."""
FIXED = {"end": "e", "flip": "f"}
"""Option keys of the engine (the turn's "End your turn" and "Change to ... form") whose
key never changes."""
ORDER = (*DIGITS, *LETTERS, *FIXED.values())
"""Every key, in the order the options are listed."""
_FIGURES = re.compile(r"\d+")
REMEMBERED = 8
"""How many (seat, round) askings keep their questions' keys (hot-seat seats take turns)."""


class _Question:
    """The keys one question gave this round."""

    def __init__(self) -> None:
        self.given: dict[str, str] = {}  # option key -> its key (options gone included)
        self.freed: list[str] = []  # keys whose option went, the longest freed first
        self.shown: set[str] = set()  # the option keys it offered when last asked


class OptionNumbers:
    """Keys for the open question's options (see the module docstring)."""

    def __init__(self) -> None:
        self.numbers: dict[str, str] = {}  # the open question's option key -> its key
        self._asked: dict[Hashable, dict[str, _Question]] = {}  # the last few askings
        self._pressed: tuple[str, str | None] | None = None  # (key pressed, its option)

    def assign(self, keys: Sequence[str], asked: Hashable = None,
               prompt: str = "") -> dict[str, str]:
        """The key of each of ``keys`` (an option without one is left out). ``asked``
        says whose question in which round (the seat and the round: the questions of the
        last few are remembered); ``prompt`` which question it is."""
        if asked not in self._asked:
            self._asked[asked] = {}
            if len(self._asked) > REMEMBERED:
                del self._asked[next(iter(self._asked))]
        questions = self._asked[asked]
        question = questions.setdefault(_FIGURES.sub("#", prompt), _Question())
        present = set(keys)
        for key, given in question.given.items():  # options gone free their keys
            if key not in present and key in question.shown and given not in question.freed:
                question.freed.append(given)
        question.shown = present
        out: dict[str, str] = {}
        taken: set[str] = set()
        blocked = self._blocked
        for key in keys:  # options offered before keep (or get back) their keys
            given = question.given.get(key)
            if given is not None and given not in taken and not blocked(given, key):
                out[key] = given
                taken.add(given)
        for key in keys:
            if key in out:
                continue
            fixed = FIXED.get(key)
            if fixed is not None and fixed not in taken:
                choice: str | None = fixed
            else:
                ever = set(question.given.values())
                choice = next((k for k in ORDER[:-len(FIXED)] if k not in ever
                               and not blocked(k, key)), None)
                if choice is None:  # every key was given: the one freed longest ago
                    choice = next((k for k in question.freed if k not in taken
                                   and k not in FIXED.values() and not blocked(k, key)),
                                  None)
            if choice is None:
                continue
            out[key] = choice
            taken.add(choice)
            for other, given in list(question.given.items()):
                if given == choice and other != key:
                    del question.given[other]  # that old option gets a new key if it returns
            question.given[key] = choice
            if choice in question.freed:
                question.freed.remove(choice)
        for given in taken:
            if given in question.freed:
                question.freed.remove(given)
        self.numbers = out
        return dict(out)

    def _blocked(self, given: str, key: str) -> bool:
        """Whether ``given`` is the key just pressed, for another option than ``key``."""
        return self._pressed is not None and self._pressed[0] == given \
            and self._pressed[1] != key

    def pressed(self, key: str) -> None:
        """Key ``key`` was pressed to answer the open question (see the module)."""
        self._pressed = (key, self.key_for(key))

    def key_for(self, pressed: str) -> str | None:
        """The option key of the open question that key ``pressed`` chooses."""
        return next((key for key, given in self.numbers.items() if given == pressed), None)


def listed(numbers: dict[str, str]) -> list[str]:
    """The option keys in the order their keys are listed (1-9, the letters, e, f)."""
    return sorted(numbers, key=lambda key: ORDER.index(numbers[key]))
