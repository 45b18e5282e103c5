"""The hero bot: reads ``view(seat)`` and the legal options only (never the state).

What it knows about particular cards comes from their hints (``content/champions/hints``)
and public card data; this module names no card. Its plan:

- Threat: it projects the next villain phase (the view's ``threat_per_round``, about one
  threat per encounter card, the villain with a boost card and the minions scheming
  against each alter-ego or hidden hero). A character thwarts when one villain phase
  could complete the main scheme (or two, after its engaged minions are dealt with); a
  crisis side scheme goes first (it blocks the main scheme), then a side scheme the
  thwart clears, then the side schemes that speed the villain up.
- Fighting: the minions engaged with it first (each attacks or schemes every round;
  acceleration icons count double), one the damage defeats first; else the villain. A
  weak attacker (ATK 1) thwarts instead of attacking. A hero with a card that hides it
  (enemies scheme instead of attacking) thwarts there until its charging card holds its
  charge of threat, which then adds to one attack.
- Cards by worth (``cards``): it plays the card that gains most over the cards it would
  discard to pay for it (an ordinary card costs one card's worth: the hand refills at
  the end of the phase), pays with resource abilities and then its least valuable
  cards, and keeps cards worth saving for playing. Events by their ``play`` hint,
  card actions in their ``act`` order, counters where a use is worth most.
- Defence: a hero defends only an attack that would leave it at 2 hit points or less (a
  defender stays exhausted through the next turn); a ready ally blocks when the hero
  would be left below half its hit points, unless a scheme would take the ally.
- Form: it acts in hero form, ends a turn in alter-ego when the next villain phase could
  defeat it (unless its scheming would then complete the main scheme), recovers and
  returns to hero form.
- Questions a card asks: by the card's ``choice`` hint (``prompts``); mild encounter
  cards are not cancelled; it discards cards its turn could not play at the end of the
  player phase.

It wins few standard games (see README): the knobs below were compared on seeded
50-game runs, and none of the combinations tried won more than 1 in 40.
"""

from __future__ import annotations

import re
from typing import Any

from engine.champions.ai import prompts, reading
from engine.champions.ai.cards import (
    SAVE_AT,
    free_resources,
    hints_of,
    hurts_you,
    is_mild,
    printed_resources,
    spend_cost,
    value,
    value_of_title,
)
from engine.champions.ai.prompts import Question
from engine.core import Command, GameRng, Providers, open_decisions
from engine.core.outside import waiting_for_outside


def _num(text: str, pattern: str, default: int = 0) -> int:
    found = re.search(pattern, text)
    return int(found.group(1)) if found else default


class SimpleBot:
    """The hero bot driving ``champions simulate``, the bench and property tests."""

    REST_AT = 2  # an alter-ego changes to hero form with this many hit points to spare
    HIDE_BELOW = 1.1  # an identity action hinted "hurt" is used below this hit point share
    DEFEND_LEFT = 2  # a hero defends an attack that would leave it this low
    ALLY_BLOCK_LEFT = 0.5  # an ally blocks when the hero would be left below this share
    HORIZON = 2  # villain phases of projected threat the bot guards against
    THREAT_MARGIN = 1  # thwart while threat + projection is within this of the target
    ATTACK_AT = 2  # a character with this ATK attacks the villain when nothing is urgent
    SEARCH = True  # use an identity action hinted "rested" (a deck search)
    CHARGE_LOOP = True  # a hidden hero thwarts until its charging card holds its charge
    FIGHT_MINIONS = True  # attack the minions engaged with you before the villain
    SPARE_ALLIES = True  # no ally basic power that defeats the ally while a scheme takes it
    CYCLE_DEAD_CARDS = True
    MIN_GAIN = 0.0  # play a card when its value beats what it costs by this much

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRng(seed)
        self.last_prompt = ""
        self.repeats = 0
        self.dead: dict[int, set[int]] = {}  # seat -> hand cards its last turn did not play

    # ------------------------------------------------------------- reading
    def urgent(self, view: dict[str, Any], extra: int = 0, horizon: int = 0) -> bool:
        """The main scheme could be completed within ``horizon`` (default ``HORIZON``)
        villain phases."""
        threat, target, projected = reading.danger(view)
        return threat + (horizon or self.HORIZON) * projected + extra >= \
            target - self.THREAT_MARGIN

    # ------------------------------------------------------------- choose
    def choose_in(self, game: Any, seat: int) -> Command:
        """The answer for ``seat``'s open question in ``game``, from its view and options
        (the interface every hero bot has: :class:`~engine.champions.ai.search.SearchBot`
        looks ahead in copies too)."""
        return self.choose(game.view(seat), game.legal(seat))

    def choose(self, view: dict[str, Any], options: list[Command]) -> Command:
        keys = {getattr(o, "key", ""): o for o in options}
        labels = {getattr(o, "key", ""): getattr(o, "label", "") for o in options}
        prompt = (view.get("decision") or {}).get("prompt", "")
        signature = prompt + "|" + ",".join(sorted(keys))
        self.repeats = self.repeats + 1 if signature == self.last_prompt else 0
        self.last_prompt = signature
        if self.repeats > 5:  # never loop on a repeatable choice (swaps, counters...)
            for stop in ("done", "no", "end", "cancel", "none"):
                if stop in keys:
                    return keys[stop]
        pick = self._answer(Question(view, reading.me(view), prompt, keys, labels))
        if pick in keys:  # a reading that does not fit this question falls back below
            return keys[pick]
        return options[self.rng.randbelow(len(options))] if len(options) > 1 else options[0]

    def _answer(self, q: Question) -> str | None:
        """The key to answer with (None: no opinion, any option will do)."""
        view, me, prompt, keys, labels = q.view, q.me, q.prompt, q.keys, q.labels
        if len(keys) == 1:
            return next(iter(keys))
        if prompt.startswith("Mulligan"):
            return self._mulligan(me, keys)
        if "search the encounter deck for a minion" in prompt.lower():
            return prompts.setup_minion(q)
        if "your turn" in prompt:
            self.dead[view["seat"]] = {c["id"] for c in me.get("hand", [])
                                       if f"play:{c['id']}" not in keys}
            return self._turn(view, me, keys, labels)
        if prompt.startswith("Pay for"):
            return self.pay(me, keys, labels)
        if "Defend?" in prompt:
            return self._defend(view, me, prompt, keys)
        if "assign indirect damage" in prompt:
            return self._indirect(me, keys)
        if prompt.startswith("End of the player phase"):
            return self._cycle(view, me, keys)
        if "choose the scheme" in prompt or "threat from which scheme" in prompt or \
                (prompt.startswith("Remove") and "scheme" in prompt):
            return self._scheme_target(view, keys, _num(prompt, r"(?:removes|Remove) (\d+)", 2))
        if "choose the enemy" in prompt or "damage to which enemy" in prompt:
            return self._enemy_target(view, me, keys, _num(prompt, r"(?:attacks for|Deal) (\d+)"))
        if "whose control" in prompt:
            return f"p:{view['seat']}" if f"p:{view['seat']}" in keys else None
        if prompt.startswith("Place"):
            return prompts.counter_target(self, q)
        if prompt.startswith("Ready which support"):
            return prompts.ready_target(self, q)
        if prompt.endswith(("Use an interrupt?", "Use a response?")):
            if " reveals " in prompt and is_mild(prompt.split(" reveals ", 1)[1]
                                                 .rsplit(". Use", 1)[0]):
                return "pass"  # not worth a cancel
            return self._window(view, me, prompt, keys, labels)
        if prompt.startswith("Search your deck"):
            return max(keys, key=lambda k: value_of_title(labels[k]))
        choice = prompts.card_choice(prompt)
        if choice:
            return prompts.answer_choice(self, q, choice)
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
        if self.SPARE_ALLIES and reading.takes_allies(view):
            keys = {k: o for k, o in keys.items() if not self._self_defeating(me, k)}
        incoming = reading.incoming(view, me)
        if not hero:
            if "recover" in keys and hp < max_hp:
                return "recover"
            pick = self._ability(view, me, keys, labels)
            if pick:
                return pick
            if "flip" in keys and (hp > incoming + self.REST_AT or hp == max_hp):
                return "flip"
        pick = self._play(view, me, keys, labels)
        if pick:
            return pick
        pick = self._ability(view, me, keys, labels)
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
            threat, target, _ = reading.danger(view)
            if threat + reading.projected_threat(view, resting=view["seat"]) < \
                    target - self.THREAT_MARGIN:
                return "flip"  # rest: the villain schemes against an alter-ego instead
        return "end"

    def _hero_power(self, view: dict[str, Any], me: dict[str, Any],
                    keys: dict[str, Command]) -> str | None:
        ident = me["identity"]
        suit = reading.suit(me)
        stored = reading.suit_threat(me)
        if self.CHARGE_LOOP and suit is not None and hints_of(suit).hides and \
                "thwart" in keys and stored < hints_of(suit).charge:
            return "thwart"  # stay hidden until the charging card holds its charge
        charge = hints_of(suit).charge if suit is not None else 0
        return self._power(view, me, keys, "attack", "thwart", int(ident.get("atk", 0))
                           + min(charge, stored), int(ident.get("thw", 0)))

    def _power(self, view: dict[str, Any], me: dict[str, Any], keys: dict[str, Command],
               attack: str, thwart: str, atk: int, thw: int) -> str | None:
        """Thwart when the next villain phase could complete the scheme; else fight the
        minions engaged with you (each hits every round); else thwart while the scheme is
        in danger; else hit the villain (weak attackers thwart instead)."""
        can_attack, can_thwart = attack in keys, thwart in keys
        if can_thwart and (self.urgent(view, horizon=1)
                           or (reading.crisis(view) and self.urgent(view))):
            return thwart
        if can_attack and self.FIGHT_MINIONS and self._minion_to_fight(view, me):
            return attack
        if can_thwart and self.urgent(view):
            return thwart
        if can_attack and (atk >= self.ATTACK_AT or thw < 2 or not can_thwart):
            return attack
        if can_thwart:
            return thwart
        return attack if can_attack else None

    @staticmethod
    def _minion_to_fight(view: dict[str, Any], me: dict[str, Any]) -> bool:
        return any(reading.harm(view, m) > 0 for m in me.get("engaged", []))

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

    # ------------------------------------------------------------- cards
    @staticmethod
    def _hand_resources(me: dict[str, Any], skip: int) -> list[tuple[float, int]]:
        """(value, resources) of each hand card but ``skip``, cheapest to spend first."""
        out = []
        for card in me.get("hand", []):
            if card["id"] == skip:
                continue
            out.append((spend_cost(card), max(1, printed_resources(card))))
        out.sort(key=lambda vr: vr[0] / vr[1])
        return out

    @staticmethod
    def _free_resources(me: dict[str, Any]) -> int:
        """Resources the bot's ready resource abilities could give (without discarding)."""
        stored = reading.suit_threat(me)
        return sum(free_resources(card, stored) for card in me.get("play", []))

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
        cancelled = any(hints_of(a).cancels_events
                        for a in (view.get("villain") or {}).get("attachments", []))
        best, best_gain = None, self.MIN_GAIN
        for key in keys:
            card = hand.get(key)
            if card is None or card.get("automation") == "manual":
                continue
            kind = card.get("type")
            if kind == "resource":
                continue
            hints = hints_of(card)
            if kind == "event":
                if cancelled and not hints.decoy:
                    continue
                if not self._event_now(view, me, card):
                    continue
            gain = self._gain(me, card, _num(labels[key], r"cost (\d+)"))
            if kind == "event" and hints.play == "attack" and \
                    int((view.get("villain") or {}).get("hp", 99)) <= hints.damage:
                gain += 3  # a finishing blow
            if gain > best_gain:
                best, best_gain = key, gain
        # no card worth its cost: an action from hand puts a card in play another way
        from_hand = [k for k in keys if self._from_hand(me, k)]
        return best or (from_hand[0] if from_hand else None)

    @staticmethod
    def _from_hand(me: dict[str, Any], key: str) -> bool:
        """An action of a card in hand (``hand_action``): the bot treats it as a play."""
        return key.startswith("ab:") and any(
            str(c["id"]) == key.split(":")[1] for c in me.get("hand", []))

    def _event_now(self, view: dict[str, Any], me: dict[str, Any],
                   card: dict[str, Any]) -> bool:
        """Whether the event's ``play`` hint says now is the time."""
        play = hints_of(card).play
        if play == "thwart":
            return self.urgent(view, 2) or bool(view.get("side_schemes"))
        if play == "spent_support":
            return self._spent_support(view, me)
        if play == "identity_exhausted":
            return bool(me["identity"].get("exhausted"))
        if play == "with_uses":
            return any(hints_of(c).uses >= 2 for c in me.get("play", []))
        if play == "with_upgrades":  # an event resolving your upgrades' abilities
            return sum(1 for c in me.get("play", []) if c.get("type") == "upgrade") >= 2
        return play in ("attack", "always")

    @staticmethod
    def _spent_support(view: dict[str, Any], me: dict[str, Any]) -> bool:
        """A support worth discarding: one with uses and none left, or one whose printed
        cost would finish the villain."""
        villain = view.get("villain") or {}
        for card in me.get("play", []):
            if card.get("type") == "support" and hints_of(card).uses and \
                    not any(card.get("counters", {}).values()):
                return True
            if card.get("type") == "support" and int(card.get("cost", 0)) >= \
                    int(villain.get("hp", 99)):
                return True
        return False

    def _ability(self, view: dict[str, Any], me: dict[str, Any], keys: dict[str, Command],
                 labels: dict[str, str]) -> str | None:
        """Card actions worth using now, in their ``act`` order (4 without a hint; an
        identity's action only with one)."""
        cards = reading.cards_by_id(view)
        ident = me["identity"]
        hp_ratio = int(ident.get("hp", 1)) / max(1, int(ident.get("max_hp", 1)))
        threat, target, projected = reading.danger(view)
        ident_ready = not ident.get("exhausted")
        picks: list[tuple[int, str]] = []
        for key in keys:
            if not key.startswith("ab:") or self._from_hand(me, key):
                continue
            cid = key.split(":")[1]
            hints = hints_of(cards.get(cid))
            if hints.act is None:
                if cid != str(ident["id"]):
                    picks.append((4, key))
                continue  # an identity's action without a hint: not worth a question
            when = hints.act_when
            if when == "threat" and threat + projected < target // 2 and \
                    not view.get("side_schemes"):
                continue
            if when == "identity_exhausted" and (ident_ready or me["form"] != "hero"):
                continue
            if when == "identity_ready" and not ident_ready:
                continue
            if when == "hurt" and (me["form"] == "hero" or hp_ratio >= self.HIDE_BELOW):
                continue
            if when == "rested" and not (self.SEARCH and ident_ready
                                         and not ("recover" in keys and hp_ratio < 1)):
                continue
            picks.append((hints.act, key))
        if not picks:
            return None
        # ties: the first offered (ids are random, their order means nothing)
        return min(picks, key=lambda pick: pick[0])[1]

    # ------------------------------------------------------------- payments
    def pay(self, me: dict[str, Any], keys: dict[str, Command], labels: dict[str, str]) -> str:
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

    @staticmethod
    def _mulligan(me: dict[str, Any], keys: dict[str, Command]) -> str:
        """Mark the cards worth little (not resources), one at a time, then confirm."""
        hand = {f"mark:{c['id']}": c for c in me.get("hand", []) if not c.get("marked")}
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
    @staticmethod
    def _indirect(me: dict[str, Any], keys: dict[str, Command]) -> str | None:
        """Indirect damage (RRG v1.8 INDIRECT DAMAGE): all a tough character may take (its
        tough card prevents it), else 1 to the ally with the most hit points left, the
        identity last."""
        cards = {int(c["id"]): c for c in [me["identity"], *me.get("play", [])] if "id" in c}
        for key in keys:
            kind, _, cid = key.partition(":")
            if kind == "all" and cid.isdigit() and cards.get(int(cid), {}).get("tough"):
                return key
        ident = int(me["identity"].get("id", -1))
        allies = [k for k in keys if k.startswith("t:") and k[2:].isdigit()
                  and int(k[2:]) != ident]
        if allies:
            return max(allies, key=lambda k: int(cards.get(int(k[2:]), {}).get("hp", 0)))
        return f"all:{ident}" if f"all:{ident}" in keys else f"t:{ident}"

    def _defend(self, view: dict[str, Any], me: dict[str, Any], prompt: str,
                keys: dict[str, Command]) -> str:
        """A hero defends an attack that would leave it nearly defeated; an ally blocks one
        that would hurt the hero badly (unless a scheme would take the ally)."""
        ident = me["identity"]
        hp, max_hp = int(ident.get("hp", 1)), max(1, int(ident.get("max_hp", 1)))
        found = re.search(r"ATK (\d+) plus (\d+) boost", prompt)
        incoming = int(found.group(1)) + 2 * int(found.group(2)) if found else 3
        if any(hints_of(c).prevents_attack for c in me.get("play", [])):
            incoming = min(incoming, 0 if incoming >= 2 else incoming)
        if ident.get("tough"):
            incoming = 0
        left = hp - incoming
        allies = {f"ally:{a['id']}": a for a in me.get("play", []) if a.get("type") == "ally"}
        blockers = [] if reading.takes_allies(view) else [k for k in keys if k in allies]
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

    def _window(self, view: dict[str, Any], me: dict[str, Any], prompt: str,
                keys: dict[str, Command], labels: dict[str, str]) -> str:
        """Save a prevention for damage that matters (at least 2, or lethal: an attack's
        ATK stands in before its boosts are known); pay hit points for an answer (threat
        turned into damage to you) only against 2 threat or more, or when the scheme is
        urgent, and only with hit points to spare for the next villain phase; use anything
        else at once."""
        damage = _num(prompt, r"take (\d+) damage") or _num(prompt, r"ATK (\d+)")
        threat = _num(prompt, r"^(\d+) threat would be placed")
        hp = int(me["identity"].get("hp", 1))
        cards: dict[str, dict[str, Any]] | None = None  # read off the view once, if needed
        for key in keys:
            if not key.startswith("w:"):
                continue
            cards = reading.cards_by_id(view) if cards is None else cards
            card = cards.get(key.split(":")[1], {})
            if hurts_you(str(card.get("code", ""))):
                spare = hp - threat - reading.incoming(view, me)
                if spare > self.REST_AT and (threat >= 2 or self.urgent(view, threat)):
                    return key
                continue
            if "Prevent" not in labels[key] or damage >= 2 or damage >= hp:
                return key
        return "pass"

    # ------------------------------------------------------------- targets
    def _scheme_target(self, view: dict[str, Any], keys: dict[str, Command],
                       amount: int) -> str | None:
        """Crisis first (it blocks thwarting the main scheme), then a side scheme this
        clears, then the main scheme if the next villain phase could complete it, then the
        side schemes that speed the villain up, then the main scheme."""
        main = view.get("main_scheme") or {}
        main_key = f"t:{main.get('id')}"
        sides = {f"t:{s['id']}": s for s in view.get("side_schemes", []) if f"t:{s['id']}" in keys}

        def threat(key: str) -> int:
            return int(sides[key].get("counters", {}).get("threat", 0))

        crisis = [k for k in sides if sides[k].get("icons", {}).get("crisis")]
        if crisis:
            return crisis[0]
        cleared = [k for k in sides if threat(k) <= amount]
        if cleared:
            return min(cleared, key=threat)
        if main_key in keys and self.urgent(view, horizon=1):
            return main_key
        speeding = [k for k in sides if sides[k].get("icons") or hints_of(sides[k]).speeds
                    or sides[k].get("counters", {}).get("acceleration")]
        if speeding and not (main_key in keys and self.urgent(view)):
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

        ranked = sorted(((0 if cid in mine else 1, -reading.harm(view, m), int(m.get("hp", 3)),
                          cid) for cid, m in minions.items() if f"t:{cid}" in keys),
                        key=lambda r: r[:3])  # ties in table order: ids are random
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

    def scheme_hero_or_enemy(self, view: dict[str, Any], me: dict[str, Any],
                             keys: dict[str, Command]) -> str:
        """Remove threat from the main scheme when it is close, else heal a hero low on hit
        points, else damage the enemy worth hitting."""
        threat, target, projected = reading.danger(view)
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

    def scheme_if_urgent_else_enemy(self, view: dict[str, Any], me: dict[str, Any],
                                    keys: dict[str, Command]) -> str | None:
        if self.urgent(view):
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


def play_out(game: Any, bot: Any, max_rounds: int = 30,
             max_decisions: int = 20_000,
             providers: Providers | None = None) -> dict[str, Any]:
    """Play a game to its end (or the round cap); returns outcome, cause, rounds, manual count.

    Several seats asked at once answer in seat order; what is asked outside the seats goes
    to ``providers`` (by topic): one that nobody answers ends the game "waiting" (its
    cause says for what)."""
    count = 0
    providers = providers if providers is not None else Providers()
    while decisions := open_decisions(game):
        state = game.state
        if state.areas[0].round > max_rounds or count >= max_decisions:
            return {"outcome": "capped", "cause": f"round cap {max_rounds}",
                    "rounds": state.areas[0].round, "manual": state.manual_used}
        command: Command | None = providers.first_answer(game)
        if command is None:
            seat = next((d.seat for d in decisions if not d.outside), None)
            if seat is None:
                return {"outcome": "waiting", "cause": waiting_for_outside(decisions[0]),
                        "rounds": state.areas[0].round, "manual": state.manual_used}
            command = bot.choose_in(game, seat)
        game.apply(command)
        count += 1
    state = game.state
    return {"outcome": state.outcome, "cause": state.cause, "rounds": state.areas[0].round,
            "manual": state.manual_used, "decisions": count}
