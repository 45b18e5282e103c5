"""The hero bot's answers to one-card questions (setup minion, Global Logistics, counters,
readying, The Pericles, The Hard Call, whom Spray Fire or The Bellerophon hits): each reads
the seat's view and the offered keys only."""

from __future__ import annotations

from typing import Any

from engine.champions.bot_cards import COUNTER_WORTH, MILD_ENCOUNTERS, code_of_title, value_of_title
from engine.core import Command


def hard_call_pick(me: dict[str, Any], keys: dict[str, Command]) -> str | None:
    """The Hard Call: discard a spent support (no counters left), the dearest first."""
    cards = {f"t:{c['id']}": c for c in me.get("play", [])}
    options = [k for k in keys if k in cards]
    if not options:
        return None
    return max(options, key=lambda k: (not any(cards[k].get("counters", {}).values()),
                                       int(cards[k].get("cost", 0))))


def most_minions(view: dict[str, Any], keys: dict[str, Command]) -> str | None:
    """Spray Fire / The Bellerophon: the player with the most engaged minions."""
    counts = {f"p:{p['seat']}": len(p.get("engaged", [])) for p in view["players"]}
    options = [k for k in keys if k in counts]
    return max(options, key=lambda k: counts[k]) if options else None


def logistics(prompt: str) -> str:
    """Global Logistics on the encounter deck: a mild card stays on top, others go to
    the bottom (a player deck's weak cards are discarded)."""
    title = prompt.split(" is ", 1)[1].rstrip(".")
    code = code_of_title(title)
    if code in MILD_ENCOUNTERS:
        return "top"
    if (code.startswith("50") and int(code[:5]) < 50064) or \
            code in ("01088", "01089", "01090"):
        return "top" if value_of_title(title) >= 2 else "discard"
    return "bottom"


def setup_minion(view: dict[str, Any], keys: dict[str, Command],
                 labels: dict[str, str]) -> str:
    """The Widow's Web setup: engage the minion that hurts least (by name, since the
    encounter deck's cards are not in the view)."""
    rank = {"A.I.M. Scientist": 0, "A.I.M. Commando": 1, "A.I.M. Grunt": 2,
            "A.I.M. Abductor": 3, "A.I.M. Soldier": 4}
    return min(keys, key=lambda k: rank.get(labels[k], 9))


def counter_target(me: dict[str, Any], keys: dict[str, Command],
                   labels: dict[str, str]) -> str | None:
    """Super Spies, Reinforcements, S.H.I.E.L.D. Director: a counter goes where a use is
    worth most (The Iliad first), or the suit while it holds under 3 threat."""
    cards = {f"t:{c['id']}": c for c in me.get("play", [])}
    options = [k for k in keys if k in cards]
    if not options:
        return "done" if "done" in keys else None

    def worth(key: str) -> float:
        code = str(cards[key].get("code"))
        if code.startswith("50035"):
            return 1.5 if int(cards[key].get("counters", {}).get("threat", 0)) < 3 else 0.5
        return COUNTER_WORTH.get(code, 0.2)

    best = max(options, key=worth)
    if worth(best) < 1.0 and "done" in keys:
        return "done"
    return best


def ready_target(me: dict[str, Any], keys: dict[str, Command]) -> str | None:
    """On the Double, Victoria Hand: ready the exhausted support whose use is worth most."""
    cards = {f"t:{c['id']}": c for c in me.get("play", [])}
    options = [k for k in keys if k in cards and cards[k].get("exhausted")]
    if options:
        return max(options, key=lambda k: COUNTER_WORTH.get(str(cards[k].get("code")), 0))
    return "done" if "done" in keys else None


def pericles(view: dict[str, Any], keys: dict[str, Command]) -> str | None:
    """The Pericles: stun (else confuse) the villain, then stun a minion."""
    villain = (view.get("villain") or {}).get("id")
    for key in (f"stunned:{villain}", f"confused:{villain}"):
        if key in keys:
            return key
    minions = [k for k in keys if k.startswith("stunned:")]
    return minions[0] if minions else None
