"""How good a position is for the heroes, read off one seat's view (issue 28): what a search
bot compares the ends of its look-ahead by. Higher is better; a won game is worth more than
any position and a lost one less.

The terms are the ways the heroes win and lose: the villain's hit points to go (its stages
left counted at the hit points of the current stage), the main scheme's threat against its
target, side-scheme threat (each adds to the villain phase or blocks thwarting), the heroes'
hit points (a defeated hero is gone for good), and the minions still engaged (each attacks
or schemes every round).
"""

from __future__ import annotations

from typing import Any

WIN, LOSS = 1000.0, -1000.0
W_VILLAIN = 4.0  # per villain stage's worth of hit points dealt
W_THREAT = 6.0  # per main scheme's worth of threat
W_SIDE = 0.25  # per threat on side schemes
W_HERO = 2.0  # per identity's worth of hit points
W_MINION = 0.15  # per hit point or ATK/SCH point of an engaged minion
W_ALLY = 0.3  # per ally in play


def score(view: dict[str, Any]) -> float:
    """The position's worth for the heroes (module doc)."""
    if view.get("outcome") == "win":
        return WIN
    if view.get("outcome") == "loss":
        return LOSS
    total = 0.0
    villain = view.get("villain") or {}
    if villain:
        max_hp = max(1, int(villain.get("max_hp", 1)))
        left = int(villain.get("hp", max_hp)) / max_hp + int(view.get("villain_stages_left", 0))
        total -= W_VILLAIN * left
    main = view.get("main_scheme") or {}
    if main:
        threat = int(main.get("counters", {}).get("threat", 0))
        total -= W_THREAT * threat / max(1, int(main.get("target", 1)))
    for scheme in view.get("side_schemes", []):
        total -= W_SIDE * int(scheme.get("counters", {}).get("threat", 0))
    for player in view.get("players", []):
        if player.get("eliminated"):
            total -= W_HERO * 1.5
            continue
        ident = player.get("identity") or {}
        total += W_HERO * int(ident.get("hp", 0)) / max(1, int(ident.get("max_hp", 1)))
        for minion in player.get("engaged", []):
            total -= W_MINION * (int(minion.get("hp", 0)) + int(minion.get("atk", 0))
                                 + int(minion.get("sch", 0)))
        total += W_ALLY * sum(1 for c in player.get("play", []) if c.get("type") == "ally")
    return total
