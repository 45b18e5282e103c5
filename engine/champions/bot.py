"""A simple heuristic bot for the heroes: reads ``view(seat)`` and the legal options only.

It plays what it can afford, thwarts when the main scheme is more than half
full and attacks otherwise, defends with allies before the hero, keeps its
hand at mulligan and always answers optional abilities with yes. It exists to
drive ``champions simulate`` and the property tests, not to play well.
"""

from __future__ import annotations

from typing import Any

from engine.core import Command, GameRng


class SimpleBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRng(seed)

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

        if prompt.startswith("Mulligan"):
            return keys["done"]
        if "your turn" in prompt:
            if me["form"] == "alter_ego" and hp_ratio > 0.5 and "flip" in keys:
                return keys["flip"]
            if me["form"] == "hero" and hp_ratio <= 0.3 and "flip" in keys:
                return keys["flip"]
            manual = {f"play:{c['id']}" for c in me.get("hand", [])
                      if c.get("automation") == "manual" and c.get("type") == "event"}
            for key in manual:
                keys.pop(key, None)
            manual = {f"play:{c['id']}" for c in me.get("hand", [])
                      if c.get("automation") == "manual"}
            for key in manual:
                keys.pop(key, None)
            if pressure >= 0.5:
                urgent = first("thwart", "ally_thwart:")
                if urgent:
                    return urgent
            power = ("thwart", "ally_thwart:") if pressure >= 0.3 else ("attack", "ally_attack:")
            pick = first("play:", *power, "ab:", "thwart", "attack", "ally_thwart:",
                         "ally_attack:", "recover")
            return pick or keys["end"]
        if prompt.startswith("Pay for"):
            return first("rab:", "org:", "res:") or keys["cancel"]
        if "Defend?" in prompt:
            return first("ally:", "hero" if hp_ratio > 0.4 else "none", "none") or options[0]
        if prompt.startswith("End of the player phase"):
            return keys["done"]
        if "yes" in keys:
            return keys["yes"]
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
