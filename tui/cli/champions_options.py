"""Option keys for ``champions play`` that do not move, and the cards options name.

The keys are the table's (:mod:`tui.champions.controllers.option_numbers`): ``1``-``9``,
then letters, ``e`` ends the turn and ``f`` changes form; an option keeps its key while it
is offered, and a key freed is not given to another option of the question at once (the
turn menu keeps its keys through the turn), so a player typing the keys they read never
picks an option they did not see. (The table's other rule, that the key just pressed goes
to no other option of the question that follows, is for a quick double key press: a line
is read after its question is printed, so here the next question numbers from 1.) An
option past the 22 keys is typed by its number from 23 on (``23``, ``24``...).

:class:`Question` is the open question as the line interface shows it: those keys,
plus the ids of the cards each option names and the cards its prompt is about (the
view's ``decision.cards``), so ``c ID`` reads a card (even one being searched for in a
deck, looked at or revealed) before choosing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tui.champions.controllers.option_numbers import ORDER, OptionNumbers, listed


def compact(keys: Sequence[str]) -> str:
    """``["1", "2", "3", "5", "e"]`` -> ``"1-3, 5, e"`` (for "type one of ...")."""
    ranks = {key: n for n, key in enumerate(ORDER)}
    ordered = sorted(keys, key=lambda k: (ranks.get(k, len(ORDER)), int(k) if k.isdigit()
                                          else 0))
    runs: list[list[str]] = []
    for key in ordered:
        if runs and runs[-1][-1].isdigit() and key.isdigit() and \
                int(key) == int(runs[-1][-1]) + 1:
            runs[-1].append(key)
        else:
            runs.append([key])
    return ", ".join(r[0] if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def option_cards(decision: dict[str, Any]) -> dict[str, list[int]]:
    """The cards each option names, by key (``play:16`` -> [16], a swap two), as the view
    gives them (issue 29): the player may read each with ``c ID`` before choosing."""
    readable = {card["id"] for card in decision.get("cards", [])
                if not card.get("facedown") or card.get("known")}
    found: dict[str, list[int]] = {}
    for option in decision["options"]:
        ids = [cid for cid in option.get("cards", []) if cid in readable]
        if ids:
            found[option["key"]] = ids
    return found


def about_line(decision: dict[str, Any]) -> str:
    """``  (about: [412] Dance of Death)``: the cards the prompt names that no option
    does (the card being revealed, the card looked at), or ""."""
    faces = {card["id"]: card for card in decision.get("cards", [])}
    named = [faces[cid] for cid in decision.get("about", []) if cid in faces
             and (not faces[cid].get("facedown") or faces[cid].get("known"))]
    if not named:
        return ""
    return "  (about: " + ", ".join(f"[{card['id']}] {card['name']}" for card in named) + ")"


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

    def __init__(self, view: dict[str, Any], numbers: OptionNumbers) -> None:
        self.view = view
        self.seat = view["seat"]
        self.prompt: str = view["decision"]["prompt"]
        options = view["decision"]["options"]
        keyed = numbers.assign([o["key"] for o in options], (self.seat, view["round"]),
                               self.prompt)
        extra = [o["key"] for o in options if o["key"] not in keyed]
        keyed.update({key: str(len(ORDER) + 1 + n) for n, key in enumerate(extra)})
        self.keys = {keyed[key]: key for key in [*listed({k: v for k, v in keyed.items()
                                                          if v in ORDER}), *extra]}
        self.labels = {o["key"]: o["label"] for o in options}
        self.cards = option_cards(view["decision"])
        self.about = about_line(view["decision"])

    def render(self) -> str:
        who = f"Player {self.seat + 1}: "
        out = [(self.prompt if self.prompt.startswith(who) else who + self.prompt)
               + self.about]
        for number, key in self.keys.items():
            card = f" [{', '.join(map(str, self.cards[key]))}]" if key in self.cards else ""
            out.append(f"  {number}. {self.labels[key]}{card}")
        return "\n".join(out)

    def may_see(self, cid: int) -> bool:
        """A card in this seat's view: the cards its question names are in it too (a card
        being searched for, looked at, revealed)."""
        return cid in visible_ids(self.view)
