"""The hero bot: reads ``view(seat)`` and the legal options only (never the state).

Its plan, for the starter decks against Black Widow:

- Threat: it projects the next villain phase (the view's ``threat_per_round``, about one
  threat per encounter card, the villain with a boost card and the minions scheming
  against each alter-ego or Stealth hero). A character thwarts when one villain phase
  could complete the main scheme (or two, after its engaged minions are dealt with); a
  crisis side scheme goes first (it blocks the main scheme), then a side scheme the
  thwart clears, then the side schemes that add acceleration.
- Fighting: the minions engaged with it first (each attacks or schemes every round; an
  A.I.M. minion under Mad Science also adds acceleration), one the damage defeats
  first; else the villain. A weak attacker (ATK 1) thwarts instead of attacking Black
  Widow (each attack on her resolves a Preparation). Nick Fury goes Stealth whenever he
  can (enemies scheme instead of attacking, feeding his suit) and thwarts there until
  the suit holds 3 threat; then Break Cover spends it all on one Assault attack.
- Cards by value (``bot_cards``): it plays the card that gains most over the cards it
  would discard to pay for it (an ordinary card costs one card's worth: the hand refills
  at the end of the phase), pays with resource abilities and then its least valuable
  cards, and keeps the helicarriers for playing. Attack events whenever they can hit,
  thwart events when the scheme needs them, counter and readying events only with a
  helicarrier in play, uses counters where they are worth most.
- Defence: a hero defends only an attack that would leave it at 2 hit points or less (a
  defender stays exhausted through the next turn); a ready ally blocks when the hero
  would be left below half its hit points, unless Abduct Superhumans would tuck it.
- Form: it acts in hero form (Black Widow hits for little, while an alter-ego lets her
  scheme), ends a turn in alter-ego when the next villain phase could defeat it (unless
  her scheme would then complete the main scheme), recovers and returns to hero form.
- Smaller choices: the weakest minion at setup, Maria Hill's search for the most
  valuable support, Agents of S.H.I.E.L.D. cancels all but mild encounter cards, Global
  Logistics sends bad encounter cards to the bottom, Spray Fire and The Bellerophon go
  where most minions are; it discards cards its turn could not play at the end of the
  player phase.

It wins few standard games (see README): the knobs below were compared on seeded
50-game runs, and none of the combinations tried won more than 1 in 40.
"""

from __future__ import annotations

import re
from typing import Any

from engine.champions import bot_prompts
from engine.champions.bot_cards import (
    COUNTER_WORTH,
    MILD_ENCOUNTERS,
    SAVE_AT,
    spend_cost,
    value,
    value_of_title,
)
from engine.core import Command, GameRng

ABDUCT = "50081"
MAD_SCIENCE = "50085"
AIM_MINIONS = {"50072", "50073", "50080", "50083", "50084"}  # the A.I.M. trait
GRAPPLING_HOOK = "50069"
ATTACK_EVENTS = {"50037": 4, "50039": 3}  # Concentrated Fire, Spray Fire: damage dealt
THWART_EVENTS = {"50038": 2}  # Covert Surveillance
# Events worth playing whenever they can be played (they change nothing about powers).
UTILITY_EVENTS = {"50024", "50005", "50004", "50003", "50049"}
HARD_CALL = "50006"
HELICARRIERS = {"50009", "50017", "50018", "50019", "50020"}


def _num(text: str, pattern: str, default: int = 0) -> int:
    found = re.search(pattern, text)
    return int(found.group(1)) if found else default


class SimpleBot:
    """The hero bot driving ``champions simulate``, the bench and property tests."""

    REST_AT = 2  # an alter-ego changes to hero form with this many hit points to spare
    STEALTH_BELOW = 1.1  # Nick Fury goes Stealth below this hit point share (always)
    DEFEND_LEFT = 2  # a hero defends an attack that would leave it this low
    ALLY_BLOCK_LEFT = 0.5  # an ally blocks when the hero would be left below this share
    HORIZON = 2  # villain phases of projected threat the bot guards against
    THREAT_MARGIN = 1  # thwart while threat + projection is within this of the target
    ATTACK_AT = 2  # a character with this ATK attacks the villain when nothing is urgent
    SEARCH = True  # Maria Hill's alter-ego search for a S.H.I.E.L.D. support
    STEALTH_LOOP = True  # Nick Fury thwarts in Stealth until his suit holds 3 threat
    FIGHT_MINIONS = True  # attack the minions engaged with you before the villain
    SPARE_ALLIES = True  # no ally basic power that defeats the ally while Abduct is in play
    CYCLE_DEAD_CARDS = True
    MIN_GAIN = 0.0  # play a card when its value beats what it costs by this much

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRng(seed)
        self.last_prompt = ""
        self.repeats = 0
        self.dead: dict[int, set[int]] = {}  # seat -> hand cards its last turn did not play

    # ------------------------------------------------------------- reading
    @staticmethod
    def projected_threat(view: dict[str, Any], resting: int = -1) -> int:
        """Threat the next villain phase is likely to add to the main scheme: acceleration,
        about one per encounter card, and the villain (with a boost card) and minions
        scheming against each alter-ego or Stealth hero (``resting``: this seat will be
        an alter-ego)."""
        main = view.get("main_scheme") or {}
        villain = view.get("villain") or {}
        total = int(main.get("threat_per_round", main.get("acceleration", 0)))
        for player in view["players"]:
            if player.get("eliminated"):
                continue
            total += 1  # an encounter card, on average
            stealth = any(c.get("code") == "50035b" for c in player.get("play", []))
            if player["form"] != "hero" or stealth or player["seat"] == resting:
                if not villain.get("confused"):
                    total += int(villain.get("sch", 0)) + 1  # + a boost card
                total += sum(int(m.get("sch", 0)) for m in player.get("engaged", [])
                             if not m.get("confused"))
        return total

    @staticmethod
    def _me(view: dict[str, Any]) -> dict[str, Any]:
        return next(p for p in view["players"] if p["seat"] == view["seat"])

    def _danger(self, view: dict[str, Any]) -> tuple[int, int, int]:
        """(threat on the main scheme, its target, projected threat next villain phase)."""
        main = view.get("main_scheme") or {}
        threat = int(main.get("counters", {}).get("threat", 0))
        return threat, max(1, int(main.get("target", 1))), self.projected_threat(view)

    def _urgent(self, view: dict[str, Any], extra: int = 0, horizon: int = 0) -> bool:
        """The main scheme could be completed within ``horizon`` (default ``HORIZON``)
        villain phases."""
        threat, target, projected = self._danger(view)
        return threat + (horizon or self.HORIZON) * projected + extra >= \
            target - self.THREAT_MARGIN

    @staticmethod
    def _crisis(view: dict[str, Any]) -> list[dict[str, Any]]:
        return [s for s in view.get("side_schemes", []) if s.get("code") == "50075"]

    @staticmethod
    def _abduction(view: dict[str, Any]) -> bool:
        """Abduct Superhumans is in play: an ally leaving play is tucked under it (threat
        equal to its cost and an acceleration token)."""
        return any(s.get("code") == ABDUCT for s in view.get("side_schemes", []))

    # ------------------------------------------------------------- choose
    def choose(self, view: dict[str, Any], options: list[Command]) -> Command:
        keys = {getattr(o, "key", ""): o for o in options}
        labels = {getattr(o, "key", ""): getattr(o, "label", "") for o in options}
        prompt = (view.get("decision") or {}).get("prompt", "")
        me = self._me(view)
        signature = prompt + "|" + ",".join(sorted(keys))
        self.repeats = self.repeats + 1 if signature == self.last_prompt else 0
        self.last_prompt = signature
        if self.repeats > 5:  # never loop on a repeatable choice (swaps, counters...)
            for stop in ("done", "no", "end", "cancel", "none"):
                if stop in keys:
                    return keys[stop]
        pick = self._answer(view, me, prompt, keys, labels)
        if pick in keys:  # a reading that does not fit this question falls back below
            return keys[pick]
        return options[self.rng.randbelow(len(options))] if len(options) > 1 else options[0]

    def _answer(self, view: dict[str, Any], me: dict[str, Any], prompt: str,
                keys: dict[str, Command], labels: dict[str, str]) -> str | None:
        """The key to answer with (None: no opinion, any option will do)."""
        if len(keys) == 1:
            return next(iter(keys))
        if prompt.startswith("Mulligan"):
            return self._mulligan(me, keys)
        if prompt.startswith("Intelligence: swap"):
            return "done"
        if prompt.startswith("Setup: search the encounter deck for a minion"):
            return bot_prompts.setup_minion(view, keys, labels)
        if "your turn" in prompt:
            self.dead[view["seat"]] = {c["id"] for c in me.get("hand", [])
                                       if f"play:{c['id']}" not in keys}
            return self._turn(view, me, keys, labels)
        if prompt.startswith(("Pay for", "Slingshot: spend")):
            return self._pay(me, keys, labels)
        if "Defend?" in prompt:
            return self._defend(view, me, prompt, keys)
        if prompt.startswith("End of the player phase"):
            return self._cycle(view, me, keys)
        if prompt.startswith("Assault suit"):
            return max(keys, key=lambda k: _num(k, r"n:(\d+)"))
        if "choose the scheme" in prompt or "threat from which scheme" in prompt or \
                (prompt.startswith("Remove") and "scheme" in prompt):
            return self._scheme_target(view, keys, labels,
                                       _num(prompt, r"(?:removes|Remove) (\d+)", 2))
        if "choose the enemy" in prompt or "damage to which enemy" in prompt:
            return self._enemy_target(view, me, keys, _num(prompt, r"(?:attacks for|Deal) (\d+)"))
        if prompt.startswith("The Iliad"):
            return self._iliad(view, me, keys)
        if prompt.startswith("Nick Fury, Sr.: choose"):
            return "thwart" if self._urgent(view) else "draw"
        if prompt.startswith("Covert Surveillance"):
            ident = me["identity"]
            low = int(ident.get("hp", 0)) / max(1, int(ident.get("max_hp", 1)))
            return "yes" if low < self.STEALTH_BELOW or self.STEALTH_LOOP else "no"
        if prompt.startswith("Safe House"):
            ident = me["identity"]
            return "heal" if ident.get("hp", 0) <= ident.get("max_hp", 0) - 2 else "threat"
        if prompt.startswith("Discovered"):
            return "remove" if me["identity"].get("hp", 0) <= 6 else "damage"
        if prompt.startswith("Melinda May: the top encounter card"):
            return "discard"
        if "whose control" in prompt:
            return f"p:{view['seat']}" if f"p:{view['seat']}" in keys else None
        if prompt.startswith(("Super Spies", "Place", "Reinforcements")):
            return bot_prompts.counter_target(me, keys, labels)
        if prompt.startswith("On the Double") or prompt.startswith("Ready which support"):
            return bot_prompts.ready_target(me, keys)
        if prompt.startswith("All-Points Bulletin"):
            return self._bulletin(view, me, keys)
        if prompt.startswith("The Hard Call"):
            return bot_prompts.hard_call_pick(me, keys)
        if prompt.startswith("Reassignment"):
            return "done" if "done" in keys else None
        if prompt.startswith("The Pericles"):
            return bot_prompts.pericles(view, keys)
        if prompt.endswith(("Use an interrupt?", "Use a response?")):
            if " reveals " in prompt and self._mild(view, prompt.split(" reveals ", 1)[1]
                                                     .rsplit(". Use", 1)[0]):
                return "pass"  # not worth a cancel (Agents of S.H.I.E.L.D., Analysis)
            return self._window(me, prompt, keys, labels)
        if prompt.startswith(("Search your deck", "Agent Coulson: take")):
            return max(keys, key=lambda k: value_of_title(labels[k]))
        if prompt.startswith("Caught Off Guard"):
            return min(keys, key=lambda k: value_of_title(labels[k].removeprefix("Discard ")))
        if prompt.startswith(("The Bellerophon: choose a player", "Spray Fire: choose")):
            return bot_prompts.most_minions(view, keys)
        if prompt.startswith("Concentrated Fire defeated"):
            return "threat" if "threat" in keys and not labels["threat"].startswith(
                "Place 0") else next(k for k in keys if k != "threat")
        if prompt.startswith("Global Logistics: look at"):
            return "d:enc:deck"
        if prompt.startswith("Global Logistics: card"):
            return bot_prompts.logistics(prompt)
        if prompt.startswith("Grant Ward: spend"):
            return self._cheapest_card(me, [k for k in keys if k.startswith("t:")]) or "no"
        if "yes" in keys:
            return "yes"
        if "done" in keys and not prompt.startswith("Resolve"):
            others = [k for k in keys if k != "done"]
            return others[0] if others else "done"
        return None

    # ------------------------------------------------------------- the turn
    def _turn(self, view: dict[str, Any], me: dict[str, Any], keys: dict[str, Command],
              labels: dict[str, str]) -> str:
        ident = me["identity"]
        hp, max_hp = int(ident.get("hp", 1)), max(1, int(ident.get("max_hp", 1)))
        hero = me["form"] == "hero"
        if self.SPARE_ALLIES and self._abduction(view):
            keys = {k: o for k, o in keys.items() if not self._self_defeating(me, k)}
        incoming = self._incoming(view, me)
        if not hero:
            if "recover" in keys and hp < max_hp:
                return "recover"
            pick = self._ability(view, me, keys, labels, alter_ego=True)
            if pick:
                return pick
            if "flip" in keys and (hp > incoming + self.REST_AT or hp == max_hp):
                return "flip"
        pick = self._play(view, me, keys, labels)
        if pick:
            return pick
        pick = self._ability(view, me, keys, labels, alter_ego=not hero)
        if pick:
            return pick
        if hero:
            pick = self._hero_power(view, me, keys)
            if pick:
                return pick
        pick = self._ally_power(view, me, keys)
        if pick:
            return pick
        if hero and "flip" in keys and hp <= incoming:
            threat, target, _ = self._danger(view)
            if threat + self.projected_threat(view, resting=view["seat"]) < \
                    target - self.THREAT_MARGIN:
                return "flip"  # rest: the villain schemes against an alter-ego instead
        return "end"

    def _hero_power(self, view: dict[str, Any], me: dict[str, Any],
                    keys: dict[str, Command]) -> str | None:
        ident = me["identity"]
        suit = self._suit(me)
        if self.STEALTH_LOOP and suit is not None and suit.get("code") == "50035b" and \
                "thwart" in keys and int(suit.get("counters", {}).get("threat", 0)) < 3:
            return "thwart"  # stay hidden (Gather Intel) until the suit holds 3 threat
        stored = int((suit or {}).get("counters", {}).get("threat", 0))
        return self._power(view, me, keys, "attack", "thwart", int(ident.get("atk", 0))
                           + min(3, stored), int(ident.get("thw", 0)))

    def _power(self, view: dict[str, Any], me: dict[str, Any], keys: dict[str, Command],
               attack: str, thwart: str, atk: int, thw: int) -> str | None:
        """Thwart when the next villain phase could complete the scheme; else fight the
        minions engaged with you (each hits every round); else thwart while the scheme is
        in danger; else hit the villain (weak attackers thwart instead)."""
        can_attack, can_thwart = attack in keys, thwart in keys
        if can_thwart and (self._urgent(view, horizon=1)
                           or (self._crisis(view) and self._urgent(view))):
            return thwart
        if can_attack and self.FIGHT_MINIONS and self._minion_to_fight(view, me):
            return attack
        if can_thwart and self._urgent(view):
            return thwart
        if can_attack and (atk >= self.ATTACK_AT or thw < 2 or not can_thwart):
            return attack
        if can_thwart:
            return thwart
        return attack if can_attack else None

    def _minion_to_fight(self, view: dict[str, Any], me: dict[str, Any]) -> bool:
        return any(self._harm(view, m) > 0 for m in me.get("engaged", []))

    @staticmethod
    def _harm(view: dict[str, Any], minion: dict[str, Any]) -> int:
        """What a minion costs each round: its ATK and SCH and its acceleration icons (Mad
        Science gives each A.I.M. minion one more)."""
        if minion.get("facedown"):
            return 3
        harm = int(minion.get("atk", 0)) + int(minion.get("sch", 0))
        harm += 2 * int(minion.get("icons", {}).get("acceleration", 0))
        if str(minion.get("code")) in AIM_MINIONS and any(
                s.get("code") == MAD_SCIENCE for s in view.get("side_schemes", [])):
            harm += 2
        return harm

    def _suit_bonus(self, me: dict[str, Any]) -> int:
        suit = self._suit(me)
        if suit is not None and suit.get("code") == "50035a":
            return min(3, int(suit.get("counters", {}).get("threat", 0)))
        return 0

    def _ally_power(self, view: dict[str, Any], me: dict[str, Any],
                    keys: dict[str, Command]) -> str | None:
        allies = [a for a in me.get("play", []) if a.get("type") == "ally"]
        for ally in sorted(allies, key=lambda a: -int(a.get("atk", 0))):
            pick = self._power(view, me, keys, f"ally_attack:{ally['id']}",
                               f"ally_thwart:{ally['id']}", int(ally.get("atk", 0)),
                               int(ally.get("thw", 0)))
            if pick:
                return pick
        return None

    @staticmethod
    def _incoming(view: dict[str, Any], me: dict[str, Any]) -> int:
        """Damage the next villain phase is likely to deal this hero: the villain's attack
        with a boost card and each engaged minion's (none in Stealth suit form)."""
        if any(c.get("code") == "50035b" for c in me.get("play", [])):
            return 0
        villain = view.get("villain") or {}
        total = 0 if villain.get("stunned") else int(villain.get("atk", 0)) + 1
        total += sum(int(m.get("atk", 0)) for m in me.get("engaged", []) if not m.get("stunned"))
        return total

    @staticmethod
    def _suit(me: dict[str, Any]) -> dict[str, Any] | None:
        return next((c for c in me.get("play", []) if str(c.get("code", "")).startswith("50035")),
                    None)

    # ------------------------------------------------------------- cards
    def _hand_resources(self, me: dict[str, Any], skip: int) -> list[tuple[float, int]]:
        """(value, resources) of each hand card but ``skip``, cheapest to spend first."""
        out = []
        for card in me.get("hand", []):
            if card["id"] == skip:
                continue
            out.append((spend_cost(card), 2 if card.get("code") == "50007" else 1))
        out.sort(key=lambda vr: vr[0] / vr[1])
        return out

    def _free_resources(self, me: dict[str, Any]) -> int:
        """Resources the bot's ready resource abilities could give (without discarding)."""
        total = 0
        suit = self._suit(me)
        suit_threat = int((suit or {}).get("counters", {}).get("threat", 0))
        for card in me.get("play", []):
            if card.get("exhausted"):
                continue
            code = card.get("code")
            if code == "50044" and suit_threat:
                total += min(2, suit_threat)
            elif code == "50008" and card.get("counters", {}).get("staff", 0):
                total += 1
        return total

    def _gain(self, me: dict[str, Any], card: dict[str, Any], cost: int) -> float:
        """The card's value minus the value of the cards spent to pay for it."""
        need = max(0, cost - self._free_resources(me))
        spent = 0.0
        for worth, res in self._hand_resources(me, card["id"]):
            if need <= 0:
                break
            spent += worth
            need -= res
        if need > 0:
            return -99.0
        return value(card) - spent

    def _play(self, view: dict[str, Any], me: dict[str, Any], keys: dict[str, Command],
              labels: dict[str, str]) -> str | None:
        hand = {f"play:{c['id']}": c for c in me.get("hand", [])}
        hero = me["form"] == "hero"
        hooked = any(a.get("code") == GRAPPLING_HOOK
                     for a in (view.get("villain") or {}).get("attachments", []))
        best, best_gain = None, self.MIN_GAIN
        for key in keys:
            card = hand.get(key)
            if card is None or card.get("automation") == "manual":
                continue
            code = str(card.get("code"))
            kind = card.get("type")
            if kind == "resource":
                continue
            if kind == "event":
                if hooked and code != "50024":
                    continue
                if not self._event_now(view, me, code, hero):
                    continue
            gain = self._gain(me, card, _num(labels[key], r"cost (\d+)"))
            if kind == "event" and code in ATTACK_EVENTS and self._kill_shot(view, code):
                gain += 3
            if gain > best_gain:
                best, best_gain = key, gain
        if best is None and "sling:" not in "".join(keys):
            return None
        sling = [k for k in keys if k.startswith("sling:")]
        return best or (sling[0] if sling else None)

    def _event_now(self, view: dict[str, Any], me: dict[str, Any], code: str,
                   hero: bool) -> bool:
        if code in ATTACK_EVENTS:
            return True
        if code in THWART_EVENTS:
            return self._urgent(view, 2) or bool(view.get("side_schemes"))
        if code == HARD_CALL:
            return self._hard_call_worth(view, me)
        if code == "50049":  # Global Logistics exhausts a S.H.I.E.L.D. card: not the hero
            return bool(me["identity"].get("exhausted"))
        if code in ("50004", "50005"):  # On the Double, Reinforcements: for helicarriers
            return any(c.get("code") in HELICARRIERS for c in me.get("play", []))
        return code in UTILITY_EVENTS

    @staticmethod
    def _kill_shot(view: dict[str, Any], code: str) -> bool:
        villain = view.get("villain") or {}
        return int(villain.get("hp", 99)) <= ATTACK_EVENTS[code]

    def _hard_call_worth(self, view: dict[str, Any], me: dict[str, Any]) -> bool:
        """Discard a spent helicarrier (no uses left) or finish the villain."""
        villain = view.get("villain") or {}
        for card in me.get("play", []):
            if card.get("type") == "support" and card.get("code") in COUNTER_WORTH and \
                    not any(card.get("counters", {}).values()):
                return True
            if card.get("type") == "support" and int(card.get("cost", 0)) >= \
                    int(villain.get("hp", 99)):
                return True
        return False

    def _ability(self, view: dict[str, Any], me: dict[str, Any], keys: dict[str, Command],
                 labels: dict[str, str], alter_ego: bool) -> str | None:
        """Card actions worth using now (in a sensible order)."""
        abilities = [k for k in keys if k.startswith("ab:")]
        cards = {str(c["id"]): c for c in me.get("play", [])}
        ident = me["identity"]
        hp_ratio = int(ident.get("hp", 1)) / max(1, int(ident.get("max_hp", 1)))
        threat, target, projected = self._danger(view)
        ident_ready = not ident.get("exhausted")
        picks: list[tuple[int, str]] = []
        for key in abilities:
            cid = key.split(":")[1]
            label = labels.get(key, "")
            card = cards.get(cid)
            code = card.get("code") if card else None
            if cid == str(ident["id"]):
                if "Stealth" in label:
                    if me["form"] != "hero" and hp_ratio < self.STEALTH_BELOW:
                        picks.append((5, key))
                elif "Search your deck" in label and self.SEARCH and \
                        not ident.get("exhausted") and not ("recover" in keys and hp_ratio < 1):
                    picks.append((6, key))
                continue  # Reassignment and the like: not worth a question
            if code in ("50009", "50018", "50019", "50020"):  # the helicarriers
                if code == "50019" and threat + projected < target // 2 and \
                        not view.get("side_schemes"):
                    continue
                picks.append((1, key))
            elif code == "50040":  # Fury's Flying Car: only once Nick has used his power
                if not ident_ready and me["form"] == "hero":
                    picks.append((9, key))
            elif code == "50016":  # Command Team: ready an exhausted ally
                picks.append((8, key))
            elif code in ("50011", "50041", "50056", "50017"):
                picks.append((3, key))
            elif code == "50071" or "Stun Net" in label:
                picks.append((2, key))
            elif code == "50030" or "Press Conference" in label:
                if not ident_ready:
                    continue
                picks.append((7, key))
            else:
                picks.append((4, key))
        if not picks:
            return None
        return min(picks)[1]

    # ------------------------------------------------------------- payments
    def _pay(self, me: dict[str, Any], keys: dict[str, Command],
             labels: dict[str, str]) -> str:
        """Pay once the picks cover the cost; pick resource abilities first, then the hand
        cards worth least per resource (never taking a pick back)."""
        if "pay" in keys:
            return "pay"
        fresh = [k for k in keys if not labels.get(k, "").startswith("Take back")]
        for key in fresh:
            if key.startswith(("rab:", "org:")):
                return key
        hand = {c["id"]: c for c in me.get("hand", [])}
        cards = [k for k in fresh if k.startswith("res:") and int(k[4:]) in hand]
        if not cards:
            return "cancel"

        def worth(key: str) -> float:
            amount = sum(int(n) for n in re.findall(r"(\d+) \w+", labels.get(key, "1"))) or 1
            return spend_cost(hand[int(key[4:])]) / amount

        return min(cards, key=worth)

    def _cheapest_card(self, me: dict[str, Any], options: list[str]) -> str | None:
        hand = {f"t:{c['id']}": c for c in me.get("hand", [])}
        cards = [k for k in options if k in hand]
        return min(cards, key=lambda k: value(hand[k])) if cards else None

    def _mulligan(self, me: dict[str, Any], keys: dict[str, Command]) -> str:
        """Mulligan cards worth little (not resources), keep the hand otherwise."""
        hand = {f"discard:{c['id']}": c for c in me.get("hand", [])}
        weak = [k for k in keys if k in hand and value(hand[k]) < 1.5
                and hand[k].get("type") != "resource"]
        return weak[0] if weak else "done"

    def _cycle(self, view: dict[str, Any], me: dict[str, Any],
               keys: dict[str, Command]) -> str:
        """Discard the cards the last turn could not play (not resource cards, nor a card
        worth saving for), so the draw up to hand size brings new ones. Over the hand size
        (no "done"), the least valuable card goes first."""
        if "done" not in keys:
            held = [c for c in me.get("hand", []) if f"discard:{c['id']}" in keys]
            return f"discard:{min(held, key=value)['id']}" if held else next(iter(keys))
        if not self.CYCLE_DEAD_CARDS:
            return "done"
        dead = self.dead.get(me["seat"], set())
        cards = [c for c in me.get("hand", []) if c["id"] in dead
                 and c.get("type") != "resource" and f"discard:{c['id']}" in keys
                 and value(c) < SAVE_AT]
        if cards:
            return f"discard:{min(cards, key=value)['id']}"
        return "done"

    # ------------------------------------------------------------- villain phase
    def _defend(self, view: dict[str, Any], me: dict[str, Any], prompt: str,
                keys: dict[str, Command]) -> str:
        """A hero defends an attack that would leave it nearly defeated; an ally blocks one
        that would hurt the hero badly (unless Abduct Superhumans would tuck it)."""
        ident = me["identity"]
        hp, max_hp = int(ident.get("hp", 1)), max(1, int(ident.get("max_hp", 1)))
        found = re.search(r"ATK (\d+) plus (\d+) boost", prompt)
        incoming = int(found.group(1)) + 2 * int(found.group(2)) if found else 3
        if any(c.get("code") in ("50042", "50010") for c in me.get("play", [])):
            incoming = min(incoming, 0 if incoming >= 2 else incoming)
        if ident.get("tough"):
            incoming = 0
        left = hp - incoming
        allies = {f"ally:{a['id']}": a for a in me.get("play", []) if a.get("type") == "ally"}
        blockers = [] if self._abduction(view) else [k for k in keys if k in allies]
        if blockers and left / max_hp < self.ALLY_BLOCK_LEFT:
            # the ally with the fewest hit points (it would soon fall to consequences anyway)
            return min(blockers, key=lambda k: int(allies[k].get("hp", 9)))
        if left <= self.DEFEND_LEFT:
            if "hero" in keys:
                return "hero"
            others = [k for k in keys if k.startswith("other:")]
            if left <= 0 and others:
                return others[0]
        return "none"

    def _window(self, me: dict[str, Any], prompt: str, keys: dict[str, Command],
                labels: dict[str, str]) -> str:
        """Save a prevention for damage that matters (at least 2, or lethal: an attack's
        ATK stands in before its boosts are known); use anything else at once."""
        damage = _num(prompt, r"take (\d+) damage") or _num(prompt, r"ATK (\d+)")
        hp = int(me["identity"].get("hp", 1))
        for key in keys:
            if not key.startswith("w:"):
                continue
            if "Prevent" not in labels[key] or damage >= 2 or damage >= hp:
                return key
        return "pass"

    @staticmethod
    def _mild(view: dict[str, Any], title: str) -> bool:
        """An encounter card not worth cancelling."""
        mild = {c.get("name") for c in view.get("encounter_discard", [])
                if c.get("code") in MILD_ENCOUNTERS}
        return title in {"Assault", "A.I.M. Scientist", "Exhaustion", "Grappling Hook"} | mild

    # ------------------------------------------------------------- targets
    def _scheme_target(self, view: dict[str, Any], keys: dict[str, Command],
                       labels: dict[str, str], amount: int) -> str | None:
        """Crisis first (it blocks thwarting the main scheme), then a side scheme this
        clears, then the main scheme if the next villain phase could complete it, then the
        side schemes that speed the villain up, then the main scheme."""
        main = view.get("main_scheme") or {}
        main_key = f"t:{main.get('id')}"
        sides = {f"t:{s['id']}": s for s in view.get("side_schemes", []) if f"t:{s['id']}" in keys}

        def threat(key: str) -> int:
            return int(sides[key].get("counters", {}).get("threat", 0))

        crisis = [k for k in sides if sides[k].get("code") == "50075"]
        if crisis:
            return crisis[0]
        cleared = [k for k in sides if threat(k) <= amount]
        if cleared:
            return min(cleared, key=threat)
        if main_key in keys and self._urgent(view, horizon=1):
            return main_key
        speeding = [k for k in sides if sides[k].get("icons") or sides[k].get("code") in
                    (MAD_SCIENCE, ABDUCT) or sides[k].get("counters", {}).get("acceleration")]
        if speeding and not (main_key in keys and self._urgent(view)):
            return min(speeding, key=threat)
        if main_key in keys:
            return main_key
        return min(sides, key=threat) if sides else None

    def _enemy_target(self, view: dict[str, Any], me: dict[str, Any], keys: dict[str, Command],
                      amount: int) -> str | None:
        """A minion this damage defeats (engaged with me first, hard hitters first), else
        the minion engaged with me that hurts most, else the villain."""
        mine = {m["id"] for m in me.get("engaged", [])}
        minions = {m["id"]: m for p in view["players"] for m in p.get("engaged", []) if "id" in m}
        villain = (view.get("villain") or {}).get("id")

        ranked = sorted((0 if cid in mine else 1, -self._harm(view, m), int(m.get("hp", 3)), cid)
                        for cid, m in minions.items() if f"t:{cid}" in keys)
        killable = [r for r in ranked if r[2] <= amount and r[1] < 0]
        if killable:
            return f"t:{killable[0][3]}"
        villain_hp = int((view.get("villain") or {}).get("hp", 99))
        fight = [r for r in ranked if r[0] == 0 and r[1] < 0]
        if fight and self.FIGHT_MINIONS and not (f"t:{villain}" in keys and villain_hp <= amount):
            return f"t:{fight[0][3]}"
        if f"t:{villain}" in keys:
            return f"t:{villain}"
        return f"t:{ranked[0][3]}" if ranked else None

    def _iliad(self, view: dict[str, Any], me: dict[str, Any], keys: dict[str, Command]) -> str:
        threat, target, projected = self._danger(view)
        main = f"s:{(view.get('main_scheme') or {}).get('id')}"
        if threat + projected + 3 >= target and main in keys:
            return main
        for player in view["players"]:
            ident = player["identity"]
            key = f"h:{ident['id']}"
            if key in keys and int(ident.get("hp", 9)) <= 3:
                return key
        damage = self._enemy_target(view, me, {k[0].replace("e", "t") + k[1:]: v
                                               for k, v in keys.items() if k.startswith("e:")}, 5)
        if damage:
            return "e:" + damage[2:]
        return next(k for k in keys)

    def _bulletin(self, view: dict[str, Any], me: dict[str, Any],
                  keys: dict[str, Command]) -> str | None:
        if self._urgent(view):
            main = f"s:{(view.get('main_scheme') or {}).get('id')}"
            if main in keys:
                return main
        enemy = self._enemy_target(view, me, {"t:" + k[2:]: v for k, v in keys.items()
                                              if k.startswith("e:")}, 1)
        return "e:" + enemy[2:] if enemy else None

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
