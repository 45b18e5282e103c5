"""A simple heuristic bot for the heroes: reads ``view(seat)`` and the legal options only.

Its plan each turn, most urgent first: change to hero form when healthy (to
alter-ego when badly hurt, to recover); a hurt alter-ego recovers before any
ability could exhaust it; thwart when the main scheme would complete within about
two villain phases (threat + projected threat vs target) or is 30% full; play
allies, then upgrades and supports, then events it can afford; use action
abilities (never one that changes Nick Fury to Stealth, whose enemies scheme
instead of attacking); attack while minions are engaged (a minion the damage
defeats first, else the villain, else the weakest); then attack or thwart. While
Abduct Superhumans is in play no ally uses a basic power whose consequential
damage would defeat it (a defeated ally is tucked there: threat and an
acceleration token). It pays with resource abilities first, then with cards its
turn could not play, and at the end of the player phase discards the cards its
last turn could not play (not resource cards) to draw new ones. It defends only
against an attack that would defeat its hero (a ready ally blocks a near-lethal
one, unless a defeated ally would be tucked under Abduct Superhumans), because a
defender stays exhausted through the next turn. Thwarts go to the main scheme
when urgent, else to the side scheme with the least threat. It exists to drive
``champions simulate`` and the property tests, not to play well: it wins no
standard Black Widow game (see README).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core import Command, GameRng

PLAY_ORDER = ("ally", "upgrade", "support", "event", "resource")


class SimpleBot:
    # Policy knobs, compared on 50 seeded standard games (none of the variants won one).
    THWART_AT = 0.3  # main scheme fill at which the hero thwarts before anything else
    ALLY_THWART_AT = 0.25  # ... at which allies thwart rather than attack
    HERO_ABOVE = 0.5  # hit point share above which an alter-ego changes to hero form
    REST_BELOW = 0.3  # ... at or below which a hero changes to alter-ego to recover
    DEFEND_RATIO = 0.0  # the hero defends below this share (else only lethal attacks)
    ALLY_BLOCK_MARGIN = 2  # an ally blocks when the hero would be left with this or less
    MINIONS_FIRST = True  # attack while any minion is engaged with you
    VILLAIN_FIRST = False  # prefer the villain to a minion the damage cannot defeat
    USE_ABILITIES = True
    STEALTH = False  # use the action that changes Nick Fury to Stealth suit form
    RECOVER_FIRST = True  # a hurt alter-ego recovers before any ability exhausts it
    SPARE_ALLIES = True  # no ally basic power that defeats the ally while Abduct is in play
    CYCLE_DEAD_CARDS = True  # discard cards the last turn could not play, to draw new ones
    PLAY_TYPES = ("ally", "upgrade", "support", "event", "resource")

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRng(seed)
        self.last_prompt = ""
        self.repeats = 0
        self.dead: dict[int, set[int]] = {}  # seat -> hand cards its last turn could not play

    # ------------------------------------------------------------- reading
    @staticmethod
    def projected_threat(view: dict[str, Any]) -> int:
        """Threat the next villain phase is likely to add to the main scheme."""
        main = view.get("main_scheme") or {}
        villain = view.get("villain") or {}
        total = int(main.get("acceleration", 0))
        for side in view.get("side_schemes", []):
            total += int(side.get("counters", {}).get("acceleration", 0))
        for player in view["players"]:
            if player.get("eliminated"):
                continue
            total += 1  # a boost card or an encounter card, on average
            if player["form"] != "hero":
                total += int(villain.get("sch", 0))
                total += sum(int(m.get("sch", 0)) for m in player.get("engaged", []))
        return total

    def choose(self, view: dict[str, Any], options: list[Command]) -> Command:
        keys = {getattr(o, "key", ""): o for o in options}
        labels = {getattr(o, "key", ""): getattr(o, "label", "") for o in options}
        main = view.get("main_scheme") or {}
        threat = main.get("counters", {}).get("threat", 0)
        target = max(1, main.get("target", 1))
        projected = self.projected_threat(view)
        urgent = threat + 2 * projected >= target
        me = next(p for p in view["players"] if p["seat"] == view["seat"])
        ident = me["identity"]
        hp = ident.get("hp", 1)
        hp_ratio = hp / max(1, ident.get("max_hp", 1))
        prompt = (view.get("decision") or {}).get("prompt", "")
        my_minions = {m["id"] for m in me.get("engaged", [])}

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
        if prompt.startswith("Mulligan") or prompt.startswith("Intelligence: swap"):
            return keys["done"]
        if "your turn" in prompt:
            self.dead[view["seat"]] = {c["id"] for c in me.get("hand", [])
                                       if f"play:{c['id']}" not in keys}
            return self._turn(view, me, keys, labels, hp_ratio, urgent, threat / target)
        if prompt.startswith("Pay for"):
            return self._pay(me, keys, first)
        if "Defend?" in prompt:
            abduct = any(s.get("tucked") is not None or "Abduct" in s.get("name", "")
                         for s in view.get("side_schemes", []))
            return self._defend(prompt, keys, hp, hp_ratio, abduct) or options[0]
        if prompt.startswith("End of the player phase"):
            return self._cycle(me, keys)
        if prompt.startswith("Assault suit"):
            return max(keys.items(), key=lambda kv: kv[0])[1]
        if "choose the scheme" in prompt or "threat from which scheme" in prompt:
            return self._scheme_target(keys, labels, main, urgent) or options[0]
        if "yes" in keys:
            return keys["yes"]
        if "choose the enemy" in prompt or "damage to which enemy" in prompt:
            found = re.search(r"(?:attacks for|Deal) (\d+)", prompt)
            amount = int(found.group(1)) if found else 0
            return self._enemy_target(view, keys, my_minions, amount) or options[0]
        if "done" in keys and len(keys) > 1 and not prompt.startswith("Resolve"):
            others = [o for k, o in keys.items() if k != "done"]
            return others[0]
        return options[self.rng.randbelow(len(options))] if len(options) > 1 else options[0]

    # ------------------------------------------------------------- choices
    def _turn(self, view: dict[str, Any], me: dict[str, Any], keys: dict[str, Command],
              labels: dict[str, str], hp_ratio: float, urgent: bool,
              pressure: float) -> Command:
        def first(*prefixes: str) -> Command | None:
            for prefix in prefixes:
                for key, option in keys.items():
                    if key == prefix or (prefix.endswith(":") and key.startswith(prefix)):
                        return option
            return None

        if "flip" in keys:
            if me["form"] == "alter_ego" and hp_ratio > self.HERO_ABOVE:
                return keys["flip"]
            if me["form"] == "hero" and hp_ratio <= self.REST_BELOW and not urgent:
                return keys["flip"]
        if "recover" in keys and hp_ratio < 1 and self.RECOVER_FIRST:
            return keys["recover"]  # before an action that would exhaust the identity
        if urgent or pressure >= self.THWART_AT:
            pick = first("thwart", "ally_thwart:")
            if pick:
                return pick
        if self.SPARE_ALLIES and self._abduction(view):
            keys = {k: o for k, o in keys.items() if not self._self_defeating(me, k)}
        hand = {f"play:{c['id']}": c for c in me.get("hand", [])}
        playable = [k for k in keys if k in hand and hand[k].get("automation") != "manual"
                    and hand[k].get("type") in self.PLAY_TYPES]
        playable.sort(key=lambda k: PLAY_ORDER.index(hand[k].get("type", "event"))
                      if hand[k].get("type") in PLAY_ORDER else len(PLAY_ORDER))
        if playable:
            return keys[playable[0]]
        abilities = [k for k in keys if k.startswith(("ab:", "sling:"))
                     and (self.STEALTH or "Stealth" not in labels.get(k, ""))]
        if abilities and self.USE_ABILITIES:
            return keys[abilities[0]]
        if me.get("engaged") and self.MINIONS_FIRST:
            pick = first("attack", "ally_attack:")
            if pick:
                return pick
        if pressure >= self.ALLY_THWART_AT:
            pick = first("ally_thwart:")
            if pick:
                return pick
        pick = first("attack", "ally_attack:", "thwart", "ally_thwart:", "recover")
        return pick or keys["end"]

    def _pay(self, me: dict[str, Any], keys: dict[str, Command], first: Any) -> Command:
        """Resource abilities first, then cards the turn could not play, then resource cards,
        then any card."""
        pick = first("rab:", "org:")
        if pick:
            return pick
        dead = self.dead.get(me["seat"], set())
        kinds = {c["id"]: c.get("type") for c in me.get("hand", [])}
        cards = [k for k in keys if k.startswith("res:")]
        cards.sort(key=lambda k: (int(k[4:]) not in dead, kinds.get(int(k[4:])) != "resource"))
        return keys[cards[0]] if cards else keys["cancel"]

    def _cycle(self, me: dict[str, Any], keys: dict[str, Command]) -> Command:
        """Discard the cards the last turn could not play (not resource cards), so the draw
        up to hand size brings new ones."""
        if self.CYCLE_DEAD_CARDS:
            dead = self.dead.get(me["seat"], set())
            cards = [c for c in me.get("hand", []) if c["id"] in dead
                     and c.get("type") != "resource" and f"discard:{c['id']}" in keys]
            if cards:
                return keys[f"discard:{cards[0]['id']}"]
        return keys["done"]

    @staticmethod
    def _abduction(view: dict[str, Any]) -> bool:
        """Abduct Superhumans is in play: an ally leaving play is tucked under it (threat
        equal to its cost and an acceleration token)."""
        return any(s.get("code") == "50081" for s in view.get("side_schemes", []))

    @staticmethod
    def _self_defeating(me: dict[str, Any], key: str) -> bool:
        """This ally basic power's consequential damage would defeat the ally."""
        head, _, rest = key.partition(":")
        if head not in ("ally_attack", "ally_thwart"):
            return False
        ally = next((a for a in me.get("play", []) if str(a["id"]) == rest), None)
        if ally is None:
            return False
        cost = ally.get("consequential", {}).get(head[5:], 0)
        return bool(cost) and ally.get("hp", 0) <= cost

    def _defend(self, prompt: str, keys: dict[str, Command], hp: int, hp_ratio: float,
                allies_tucked: bool) -> Command | None:
        """Defend when the attack could defeat the hero; an ally blocks unless a defeated ally
        would be tucked under a scheme (more threat)."""
        found = re.search(r"ATK (\d+) plus (\d+) boost", prompt)
        incoming = int(found.group(1)) + 2 * int(found.group(2)) if found else 3
        lethal = incoming >= hp
        allies = [] if allies_tucked else [k for k in keys if k.startswith("ally:")]
        if allies and (lethal or hp - incoming <= self.ALLY_BLOCK_MARGIN):
            return keys[allies[0]]
        if lethal or hp_ratio < self.DEFEND_RATIO:
            if "hero" in keys:
                return keys["hero"]
            others = [k for k in keys if k.startswith("other:")]
            if lethal and others:
                return keys[others[0]]
        return keys.get("none")

    @staticmethod
    def _scheme_target(keys: dict[str, Command], labels: dict[str, str],
                       main: dict[str, Any], urgent: bool) -> Command | None:
        main_key = f"t:{main.get('id')}"
        if urgent and main_key in keys:
            return keys[main_key]
        sides = [k for k in keys if k.startswith("t:") and k != main_key]
        if sides:
            def threat(key: str) -> int:
                found = re.search(r"\((\d+) threat\)", labels[key])
                return int(found.group(1)) if found else 99
            return keys[min(sides, key=threat)]
        return keys.get(main_key)

    def _enemy_target(self, view: dict[str, Any], keys: dict[str, Command], mine: set[int],
                      amount: int) -> Command | None:
        """A minion this damage defeats (its attacks and schemes stop), else the villain
        (each attack on Black Widow also removes 1 threat), else the weakest minion."""
        villain = (view.get("villain") or {}).get("id")
        minions = {m["id"]: m.get("hp", 99) for p in view["players"] for m in p["engaged"]
                   if "id" in m}
        ranked = sorted((0 if cid in mine else 1, hp, cid) for cid, hp in minions.items()
                        if f"t:{cid}" in keys)
        killable = [r for r in ranked if r[1] <= amount]
        if killable:
            return keys[f"t:{killable[0][2]}"]
        if self.VILLAIN_FIRST and f"t:{villain}" in keys:
            return keys[f"t:{villain}"]
        if ranked:
            return keys[f"t:{ranked[0][2]}"]
        if f"t:{villain}" in keys:
            return keys[f"t:{villain}"]
        return None


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
