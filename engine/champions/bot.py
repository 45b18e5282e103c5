"""A simple heuristic bot for the heroes: reads ``view(seat)`` and the legal options only.

It stays in hero form while healthy, thwarts when the main scheme is 30% full,
plays events first, then attacks and plays what it can afford; it defends with
its hero only when hurt (a defender stays exhausted through its next turn),
keeps its hand at mulligan and answers optional abilities with yes. It exists to
drive ``champions simulate`` and the property tests, not to play well.
"""

from __future__ import annotations

from typing import Any

from engine.core import Command, GameRng


class SimpleBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRng(seed)
        self.last_prompt = ""
        self.repeats = 0

    def choose(self, view: dict[str, Any], options: list[Command]) -> Command:
        keys = {getattr(o, "key", ""): o for o in options}
        main = view.get("main_scheme") or {}
        pressure = main.get("counters", {}).get("threat", 0) / max(1, main.get("target", 1))
        me = next(p for p in view["players"] if p["seat"] == view["seat"])
        ident = me["identity"]
        hp_ratio = ident.get("hp", 1) / max(1, ident.get("max_hp", 1))
        prompt = (view.get("decision") or {}).get("prompt", "")

        def first(*prefixes: str) -> Command | None:
            for prefix in prefixes:
                for key, option in keys.items():
                    if key == prefix or (prefix.endswith(":") and key.startswith(prefix)):
                        return option
            return None

        signature = prompt + "|" + ",".join(sorted(keys))
        self.repeats = self.repeats + 1 if signature == self.last_prompt else 0
        self.last_prompt = signature
        if self.repeats > 5:  # never loop on a repeatable choice (swaps, counters...)
            for stop in ("done", "no", "end", "cancel", "none"):
                if stop in keys:
                    return keys[stop]
        if prompt.startswith("Mulligan"):
            return keys["done"]
        if prompt.startswith("Intelligence: swap"):
            return keys["done"]
        if "your turn" in prompt:
            if me["form"] == "alter_ego" and hp_ratio > 0.6 and "flip" in keys:
                return keys["flip"]
            if me["form"] == "hero" and hp_ratio <= 0.4 and "flip" in keys:
                return keys["flip"]
            hand = {f"play:{c['id']}": c for c in me.get("hand", [])}
            for key in [k for k in keys if k in hand and hand[k].get("automation") == "manual"]:
                keys.pop(key)
            if pressure >= 0.3:
                urgent = first("thwart", "ally_thwart:")
                if urgent:
                    return urgent
            events = [k for k in keys if k in hand and hand[k].get("type") == "event"]
            if events:
                return keys[events[0]]
            pick = first("attack", "ally_attack:", "play:", "ab:", "thwart", "ally_thwart:",
                         "recover")
            return pick or keys["end"]
        if prompt.startswith("Pay for"):
            return first("rab:", "org:", "res:") or keys["cancel"]
        if "Defend?" in prompt:
            # a hero who defends stays exhausted through the next turn: only when hurt
            return first("hero" if hp_ratio < 0.7 else "none", "none") or options[0]
        if prompt.startswith("End of the player phase"):
            return keys["done"]
        if "yes" in keys:
            return keys["yes"]
        if prompt.endswith("choose the enemy."):
            minions = {f"t:{m['id']}": m.get("hp", 99) for p in view["players"]
                       for m in p["engaged"]}
            targets = sorted((hp, k) for k, hp in minions.items() if k in keys)
            if targets:
                return keys[targets[0][1]]
        if "done" in keys and len(keys) > 1 and not prompt.startswith("Resolve"):
            others = [o for k, o in keys.items() if k != "done"]
            return others[0]
        return options[self.rng.randbelow(len(options))] if len(options) > 1 else options[0]


def play_out(game: Any, bot: SimpleBot, max_rounds: int = 30,
             max_decisions: int = 20_000) -> dict[str, Any]:
    """Play a game to its end (or the round cap); returns outcome, cause, rounds, manual count."""
    count = 0
    while game.decision is not None:
        state = game.state
        if state.round > max_rounds or count >= max_decisions:
            return {"outcome": "capped", "cause": f"round cap {max_rounds}",
                    "rounds": state.round, "manual": state.manual_used}
        decision = game.decision
        seat = decision.seat
        game.apply(bot.choose(game.view(seat), game.legal(seat)))
        count += 1
    state = game.state
    return {"outcome": state.outcome, "cause": state.cause, "rounds": state.round,
            "manual": state.manual_used, "decisions": count}
