"""The hero bot's answers to the questions a card asks, by the card's ``choice`` hint.

A card's question is a prompt that starts with the card's name ("<name>: ..."); the
bot finds the card by that name in the card data and answers with the function its
``choice`` hint names. Each answer reads the seat's view and the offered keys only, and
returns None when the keys do not fit (the bot then falls back to a generic answer).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from content.champions.hints import hint
from engine.champions.ai.cards import (
    codes_by_title,
    hints_of,
    is_mild,
    is_player_card,
    value,
    value_of_title,
)
from engine.core import Command

if TYPE_CHECKING:
    from engine.champions.ai.bot import SimpleBot


@dataclasses.dataclass(frozen=True)
class Question:
    """One open decision as the bot sees it."""

    view: dict[str, Any]
    me: dict[str, Any]
    prompt: str
    keys: dict[str, Command]
    labels: dict[str, str]


@functools.cache
def _choice_names() -> tuple[tuple[str, str], ...]:
    """(card name or title, its ``choice`` hint), longest first (so a longer name that
    starts with a shorter one is tried first)."""
    pairs: dict[str, str] = {}
    for title, codes in codes_by_title().items():
        picked = next((hint(c).choice for c in codes if hint(c).choice), "")
        if picked:
            pairs[title] = picked
    return tuple(sorted(pairs.items(), key=lambda p: -len(p[0])))


def card_choice(prompt: str) -> str:
    """The ``choice`` hint of the card whose name starts the question ("" if none). The
    question is the prompt's text before its first colon, in one sentence: "<name>:
    ..." or "<name> <words>: ..." (an occurrence described before a question, "X
    entered play. These ...: ...", is not the card's own question)."""
    head, colon, _ = prompt.partition(":")
    if not colon or ". " in head:
        return ""
    for name, choice in _choice_names():
        if head == name or head.startswith(name + " "):
            return choice
    return ""


def _num(text: str, pattern: str, default: int = 0) -> int:
    found = re.search(pattern, text)
    return int(found.group(1)) if found else default


def _cards(cards: list[dict[str, Any]], keys: dict[str, Command]) -> dict[str, dict[str, Any]]:
    return {f"t:{c['id']}": c for c in cards if f"t:{c['id']}" in keys}


def spent_support(bot: SimpleBot, q: Question) -> str | None:
    """Discard a spent support (no counters left), the dearest first."""
    cards = _cards(q.me.get("play", []), q.keys)
    if not cards:
        return None
    return max(cards, key=lambda k: (not any(cards[k].get("counters", {}).values()),
                                     int(cards[k].get("cost", 0))))


def most_minions(bot: SimpleBot, q: Question) -> str | None:
    """The player with the most engaged minions."""
    counts = {f"p:{p['seat']}": len(p.get("engaged", [])) for p in q.view["players"]}
    options = [k for k in q.keys if k in counts]
    return max(options, key=lambda k: counts[k]) if options else None


def logistics(bot: SimpleBot, q: Question) -> str | None:
    """Look at the encounter deck; a mild card stays on top, other encounter cards go to
    the bottom (a player deck's weak cards are discarded)."""
    if "d:enc:deck" in q.keys:
        return "d:enc:deck"
    if " is " not in q.prompt or not re.search(r": card \d+ of", q.prompt):
        return None
    title = q.prompt.split(" is ", 1)[1].rstrip(".")
    if is_mild(title):
        return "top"
    if is_player_card(title):
        return "top" if value_of_title(title) >= 2 else "discard"
    return "bottom"


def counter_target(bot: SimpleBot, q: Question) -> str | None:
    """A counter goes where a use is worth most (hint ``uses``), or on a charging card
    while it holds less than its charge."""
    cards = _cards(q.me.get("play", []), q.keys)
    if not cards:
        return "done" if "done" in q.keys else None

    def worth(key: str) -> float:
        hints = hints_of(cards[key])
        if hints.charge:
            threat = int(cards[key].get("counters", {}).get("threat", 0))
            return 1.5 if threat < hints.charge else 0.5
        return hints.uses or 0.2

    best = max(cards, key=worth)
    if worth(best) < 1.0 and "done" in q.keys:
        return "done"
    return best


def ready_target(bot: SimpleBot, q: Question) -> str | None:
    """Ready the exhausted support whose use is worth most."""
    cards = _cards(q.me.get("play", []), q.keys)
    options = [k for k in cards if cards[k].get("exhausted")]
    if options:
        return max(options, key=lambda k: hints_of(cards[k]).uses)
    return "done" if "done" in q.keys else None


def stun_villain(bot: SimpleBot, q: Question) -> str | None:
    """Stun (else confuse) the villain, then stun a minion."""
    villain = (q.view.get("villain") or {}).get("id")
    for key in (f"stunned:{villain}", f"confused:{villain}"):
        if key in q.keys:
            return key
    minions = [k for k in q.keys if k.startswith("stunned:")]
    return minions[0] if minions else None


def _hp_share(player: dict[str, Any]) -> float:
    ident = player["identity"]
    return int(ident.get("hp", 0)) / max(1, int(ident.get("max_hp", 1)))


def _pick(key: str) -> Callable[[SimpleBot, Question], str | None]:
    return lambda bot, q: key


def _label_card(q: Question, key: str, prefix: str = "") -> str:
    return q.labels.get(key, "").removeprefix(prefix)


def _threat_unless_none(bot: SimpleBot, q: Question) -> str | None:
    """Place threat where offered, unless it would place none."""
    if "threat" in q.keys and not q.labels["threat"].startswith("Place 0"):
        return "threat"
    return next((k for k in q.keys if k != "threat"), None)


def _cheapest_card(bot: SimpleBot, q: Question) -> str | None:
    hand = {f"t:{c['id']}": c for c in q.me.get("hand", [])}
    cards = [k for k in q.keys if k.startswith("t:") and k in hand]
    return min(cards, key=lambda k: value(hand[k])) if cards else "no"


# choice hint -> answer (content/champions/hints.py lists the same names).
CHOICES: dict[str, Callable[[SimpleBot, Question], str | None]] = {
    "done": _pick("done"),
    "discard": _pick("discard"),
    "pay": lambda bot, q: bot.pay(q.me, q.keys, q.labels),
    "most": lambda bot, q: max(q.keys, key=lambda k: _num(k, r"n:(\d+)")),
    "scheme_hero_or_enemy": lambda bot, q: bot.scheme_hero_or_enemy(q.view, q.me, q.keys),
    "thwart_if_urgent": lambda bot, q: "thwart" if bot.urgent(q.view) else "draw",
    "charge_suit": lambda bot, q: "yes" if _hp_share(q.me) < bot.HIDE_BELOW
    or bot.CHARGE_LOOP else "no",
    "heal_if_hurt": lambda bot, q: "heal" if q.me["identity"].get("hp", 0)
    <= q.me["identity"].get("max_hp", 0) - 2 else "threat",
    "remove_if_low": lambda bot, q: "remove" if q.me["identity"].get("hp", 0) <= 6
    else "damage",
    "counter_target": counter_target,
    "ready_target": ready_target,
    "scheme_if_urgent_else_enemy": lambda bot, q: bot.scheme_if_urgent_else_enemy(
        q.view, q.me, q.keys),
    "spent_support": spent_support,
    "stun_villain": stun_villain,
    "best_card": lambda bot, q: max(q.keys, key=lambda k: value_of_title(_label_card(q, k))),
    "least_card": lambda bot, q: min(q.keys, key=lambda k: value_of_title(
        _label_card(q, k, "Discard "))),
    "most_minions": most_minions,
    "threat_unless_none": _threat_unless_none,
    "logistics": logistics,
    "cheapest_card": _cheapest_card,
}


def setup_minion(q: Question) -> str:
    """A setup search for a minion to engage: the one that hurts least (hint
    ``engage_rank``, by name, since the encounter deck's cards are not in the view)."""
    def rank(key: str) -> int:
        codes = codes_by_title().get(q.labels[key], ())
        ranks = [r for r in (hint(c).engage_rank for c in codes) if r is not None]
        return min(ranks) if ranks else 9
    return min(q.keys, key=rank)


# The card language asks in a few generic shapes (engine/champions/language/verbs/):
# "choose one" options keyed by their index, or "index:card" when the option picks a target;
# targets "t:<id>"; "none" to stop picking; "p:<seat>" for a player. The answers above
# think in what an option does, so each key is also named by what its label says.
_SAYS: tuple[tuple[str, str], ...] = (
    (r"^Remove all ", "remove"), (r"^Remove \d+ threat", "s"), (r"^Deal \d+ damage", "e"),
    (r"^Heal ", "h"), (r"^Give .* stunned status", "stunned"),
    (r"^Give .* confused status", "confused"), (r"^Give .* tough status", "tough"),
    (r"^Place ", "threat"), (r"^Draw ", "draw"), (r"^Take ", "damage"),
    (r"encounter deck$", "d:enc:deck"), (r"^Spend ", "t"),
)


def said_keys(keys: dict[str, Command], labels: dict[str, str]) -> dict[str, str]:
    """Alias -> offered key: ``s:<id>``/``e:<id>``/``h:<id>`` for an option removing
    threat from / dealing damage to / healing a card, ``stunned:<id>``..., ``thwart``,
    ``heal``, ``threat``, ``draw``, ``damage``, ``remove``, ``done`` (stop picking) and
    ``no`` (the option that is not a spend)."""
    aliases: dict[str, str] = {}
    for key in keys:
        label = labels.get(key, "")
        _, colon, target = key.partition(":")
        for pattern, name in _SAYS:
            if re.search(pattern, label):
                if colon and target.isdigit() and key[0].isdigit():
                    aliases.setdefault(f"{name}:{target}", key)
                    if name == "threat":  # a counter or threat placed on a card in play
                        aliases.setdefault(f"t:{target}", key)
                aliases.setdefault({"s": "thwart", "h": "heal", "t": "spend"}.get(name, name),
                                   key)
                break
        if key == "none":
            aliases["done"] = key
    if "spend" in aliases:
        declines = [k for k in keys if not labels.get(k, "").startswith("Spend ")]
        if declines:
            aliases["no"] = declines[0]
    return aliases


def answer_choice(bot: SimpleBot, q: Question, choice: str) -> str | None:
    """Answer a card's question by its ``choice`` hint, through the label aliases."""
    aliases = said_keys(q.keys, q.labels)
    seen = dataclasses.replace(q, keys={**{a: q.keys[k] for a, k in aliases.items()}, **q.keys},
                               labels={**{a: q.labels.get(k, "") for a, k in aliases.items()},
                                       **q.labels})
    picked = CHOICES[choice](bot, seen)
    return aliases.get(picked, picked) if picked is not None else None
