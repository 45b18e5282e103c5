"""The engine's words as a table shows them: seat names, and options that say enough.

Text only (no Textual): the table and the served table draw through it.

- Seat names (issue 29, finding 11): the engine says "Player 1" (it knows seats, not
  people); a table whose seats have names (Ana, Bob) says those, in prompts, options
  and log lines ("Ana: your turn", "Informant returns to Ana's hand").
- Options that defeat your own character say so (finding 9): an ally's basic attack or
  thwart whose consequential damage (the view's ``consequential``) is at least its
  hit points reads "... (defeats Agent Coulson: 1 HP, takes 1 damage)".
- Options that read the same (finding 10), e.g. "A.I.M. Grunt activates next" twice, add
  what tells their cards apart, as attack targets do: hit points, counters, status,
  attachments; when the cards are alike in all that, they say so.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from tui.champions.widgets.card_format import card_line, option_card

_PLAYER = re.compile(r"\b([Pp])layer (\d+)\b")
POWERS = {"ally_attack": "attack", "ally_thwart": "thwart"}
"""Option-key heads of an ally's basic powers, and the power's name in ``consequential``."""


def with_names(text: str, names: list[str]) -> str:
    """``Player 1: your turn`` -> ``Ana: your turn`` (a seat named ``Player N`` stays)."""
    def named(match: re.Match[str]) -> str:
        seat = int(match.group(2)) - 1
        return names[seat] if 0 <= seat < len(names) else match.group(0)

    return _PLAYER.sub(named, text)


def defeat_warning(view: dict[str, Any], key: str) -> str:
    """`` (defeats Agent Coulson: 1 HP, takes 1 damage)`` when the option's consequential
    damage defeats the viewer's own ally (RRG v1.8 CONSEQUENTIAL DAMAGE: it is dealt after
    the basic power resolves); "" otherwise."""
    power = POWERS.get(key.partition(":")[0])
    card = option_card(view, key) if power else None
    if card is None or "hp" not in card:
        return ""
    damage = int((card.get("consequential") or {}).get(power) or 0)
    if not damage or damage < card["hp"]:
        return ""
    return f" (defeats {card['name']}: {card['hp']} HP, takes {damage} damage)"


def _state(card: dict[str, Any]) -> str:
    """What a card line says beyond the name: ``2/3 HP  ATK 1  SCH 1  stunned``."""
    return card_line(card).removeprefix(card["name"]).strip()


def shown_options(view: dict[str, Any], options: list[dict[str, Any]],
                  names: list[str]) -> list[dict[str, Any]]:
    """The options as the table lists them (see the module docstring); keys unchanged."""
    labels = [with_names(str(o["label"]), names) for o in options]
    twins = Counter(labels)
    shown = []
    for option, label in zip(options, labels, strict=True):
        key = str(option["key"])
        if twins[label] > 1:
            card = option_card(view, key)
            if card is not None:
                state = _state(card)
                alike = sum(1 for o, lab in zip(options, labels, strict=True) if lab == label
                            and (other := option_card(view, str(o["key"]))) is not None
                            and _state(other) == state)
                label += f" ({state})" if state else ""
                label += " (alike: either)" if alike > 1 else ""
        shown.append({**option, "label": label + defeat_warning(view, key)})
    return shown
