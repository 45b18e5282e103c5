"""Option numbers for ``champions play`` that do not move while a question stays open.

The engine re-asks a question after each partial answer (paying a cost one card at
a time, discarding any number of cards): the answered option disappears and the
rest would shift up by one, so a player typing the numbers they read ("4" then
"5") would hit a different option than they meant. Here a number is tied to the
option's key for as long as the question stays open, and a picked option's number
is never given to another option meanwhile.

A question stays open while the same seat is asked with the same prompt apart from
its figures ("Pay for Prism Dust: 1 of 3 resources paid." continues "... 0 of 3
..."); any other question starts the numbering again from 1.

:class:`Question` is the open question as the line interface shows it: those
numbers, plus the id of the card each option is about, so ``c ID`` can read a card
(even one being searched for in a deck) before choosing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from engine.champions import ChampionsGame

_FIGURES = re.compile(r"\d+")


class OptionNumbers:
    """Numbers for the open question's option keys, kept while the question stays open."""

    def __init__(self) -> None:
        self._question: tuple[int, str] | None = None
        self._numbers: dict[str, int] = {}

    def number(self, seat: int, prompt: str, keys: Sequence[str]) -> dict[str, int]:
        """The number of each of ``keys``: the one it had earlier in this question, else
        the next number never used in this question."""
        question = (seat, _FIGURES.sub("#", prompt))
        if question != self._question:
            self._question = question
            self._numbers = {}
        for key in keys:
            if key not in self._numbers:
                self._numbers[key] = len(self._numbers) + 1
        return {key: self._numbers[key] for key in keys}


def compact(numbers: Sequence[int]) -> str:
    """``[1, 2, 3, 5]`` -> ``"1-3, 5"`` (for "type one of ...")."""
    runs: list[list[int]] = []
    for n in sorted(numbers):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def option_cards(game: ChampionsGame, options: list[dict[str, str]]) -> dict[str, int]:
    """The card an option is about, by key (``play:16`` -> 16), when the option's label
    names that card: the player may look it up with ``c ID`` before choosing."""
    found: dict[str, int] = {}
    for option in options:
        match = re.search(r":(\d+)", option["key"])
        if match is None:
            continue
        cid = int(match.group(1))
        card = game.state.cards.get(cid)
        if card is not None and not card.facedown and \
                game.catalog.cards[card.code].title in option["label"]:
            found[option["key"]] = cid
    return found


def visible_ids(value: Any) -> set[int]:
    """Every face-up card id in a view (or any part of one)."""
    found: set[int] = set()
    if isinstance(value, dict):
        if "id" in value and "name" in value:
            found.add(value["id"])
        for item in value.values():
            found |= visible_ids(item)
    elif isinstance(value, list):
        for item in value:
            found |= visible_ids(item)
    return found


class Question:
    """The open question as the player sees it: stable option numbers and the card
    each option is about."""

    def __init__(self, game: ChampionsGame, view: dict[str, Any],
                 numbers: OptionNumbers) -> None:
        self.view = view
        self.seat = view["seat"]
        self.prompt: str = view["decision"]["prompt"]
        options = view["decision"]["options"]
        numbered = numbers.number(self.seat, self.prompt, [o["key"] for o in options])
        self.keys = {numbered[o["key"]]: o["key"] for o in options}
        self.labels = {o["key"]: o["label"] for o in options}
        self.cards = option_cards(game, options)

    def render(self) -> str:
        who = f"Player {self.seat + 1}: "
        out = [self.prompt if self.prompt.startswith(who) else who + self.prompt]
        for number in sorted(self.keys):
            key = self.keys[number]
            card = f" [{self.cards[key]}]" if key in self.cards else ""
            out.append(f"  {number}. {self.labels[key]}{card}")
        return "\n".join(out)

    def may_see(self, cid: int) -> bool:
        """A card in this seat's view, or one an option names (a card being searched for)."""
        return cid in visible_ids(self.view) or cid in self.cards.values()
