"""The player phase (RRG: PLAYER PHASE, PLAYER TURN, END OF PLAYER PHASE).

On their turn a player may, in any order and as often as allowed: play cards
(paying with printed resources and resource abilities), use basic powers,
use action abilities, change form once, and finally end their turn.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from content.champions.schema import Ability
from engine.champions import modifiers
from engine.champions.base import Ask, Step
from engine.champions.encounter_steps import ByHand
from engine.champions.player_steps import (
    AllyLimit,
    EndDiscard,
    EndPlayerPhase,
    ExhaustCharacter,
    GiveControl,
    Optional,
    PlayerPhaseStart,
    Refresh,
    Slingshot,
    Turn,
)
from engine.champions.primitives import ALLY_LIMIT, Primitives
from engine.champions.state import pzone
from engine.champions.steps import TypedStep, handled_by_methods, handles
from engine.champions.villain_steps import VillainPhaseStart
from engine.champions.windows import Window, occur

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


@dataclasses.dataclass
class ResolvePlay(TypedStep):
    """A paid card resolves, unless a "when a player plays" interrupt cancelled it (an
    event whose effects are cancelled is still played, and discarded: RRG CANCEL)."""

    seat: int
    card: int
    occ: int
    window: list[int] | None  # [occurrence, ability] for an event played in a window
    funding: int  # Special Funding copies spent on it


_METHODS: dict[type[TypedStep], str] = {
    PlayerPhaseStart: "s_player_phase", Turn: "s_turn", EndPlayerPhase: "s_end_player_phase",
    EndDiscard: "s_end_discard", Refresh: "s_refresh", AllyLimit: "s_ally_limit",
    GiveControl: "s_give_control", ExhaustCharacter: "s_exhaust_character",
    Slingshot: "s_slingshot",
}



handled_by_methods(_METHODS)


@handles(ResolvePlay)
def _resolve_play(game: ChampionsGame, step: ResolvePlay, answer: str | None) -> None:
    occ = game.state.occurrences.get(step.occ)
    if occ is not None and occ.cancelled:
        if game.d(step.card).type == "event":
            game.state.move(step.card, pzone(step.seat, "discard"))
        return
    game.resolve_play(step.seat, step.card, step.window)
    game.special_funding(step.card, step.funding)


class PlayerPhase(Primitives):
    if TYPE_CHECKING:  # defined by later layers of the game class (combat.py, effects.py)
        def attackable(self, seat: int, by: int) -> list[int]: ...
        def thwartable(self, seat: int) -> list[int]: ...
        def run_effects(self, seat: int, source: int, effects: Any, *, occ: int = -1,
                        attacker: int = -1, aid: int = -1,
                        vars: dict[str, int] | None = None) -> None: ...
        def condition_met(self, seat: int, condition: dict[str, Any], source: int) -> bool: ...

    # ------------------------------------------------------------ the phase
    def s_player_phase(self, step: PlayerPhaseStart, answer: str | None) -> Ask | None:
        self.state.phase = "player"
        self.push(*[Turn(s) for s in self.seats()], EndPlayerPhase())
        return None

    def s_turn(self, step: Turn, answer: str | None) -> Ask | None:
        seat = step.seat
        if self.state.players[seat].eliminated:
            return None
        self.state.active = seat
        if not step.started:
            step.started = True
            self.state.players[seat].changed_form = False
        options = self.turn_options(seat)
        if answer is None:
            return Ask(seat, f"Player {seat + 1}: your turn. What do you do?", options)
        self.push(step)  # the turn continues after this action
        self.do_turn_option(seat, answer)
        return None

    def turn_options(self, seat: int) -> list[tuple[str, str]]:
        opts: list[tuple[str, str]] = []
        for cid in self.ids(pzone(seat, "hand")):
            why = self.cannot_play(seat, cid)
            if not why:
                opts.append((f"play:{cid}", f"Play {self.name(cid)} (cost "
                             f"{self.play_cost(seat, cid)})"))
        ident = self.identity(seat)
        ready = not self.c(ident).exhausted
        # A power that could not change the game state is not offered (no scheme to thwart,
        # no enemy to attack), unless a status card would be discarded instead.
        can_thwart = bool(self.thwartable(seat))
        can_hit = bool(self.attackable(seat, ident))
        if self.is_hero(seat) and ready:
            if can_thwart or self.is_status(ident, "confused"):
                opts.append(("thwart", f"Basic thwart with {self.name(ident)} "
                             f"(THW {self.thw(ident)})"))
            if self.can_attack(ident) and (can_hit or self.is_status(ident, "stunned")):
                opts.append(("attack", f"Basic attack with {self.name(ident)} "
                             f"(ATK {self.atk(ident)})"))
        # RRG RECOVER: an identity with no damage to heal cannot recover
        if not self.is_hero(seat) and ready and self.c(ident).count("damage"):
            opts.append(("recover", f"Recover with {self.name(ident)} (REC {self.recover(ident)})"))
        for ally in self.allies(seat):
            if self.c(ally).exhausted:
                continue
            if can_thwart or self.is_status(ally, "confused"):
                opts.append((f"ally_thwart:{ally}",
                             f"{self.name(ally)} thwarts (THW {self.thw(ally)})"))
            if self.can_attack(ally) and (can_hit or self.is_status(ally, "stunned")):
                opts.append((f"ally_attack:{ally}", f"{self.name(ally)} attacks "
                             f"(ATK {self.atk(ally)})"))
        for cid in self.ids(pzone(seat, "hand")):
            if self.c(cid).code == "50013" and not self.unique_conflict(cid) and \
                    self.energy_options(seat, cid):
                opts.append((f"sling:{cid}", "Slingshot's action: spend an energy resource to "
                             "put her into play from your hand"))
        for cid, index, ability in self.action_abilities(seat):
            opts.append((f"ab:{cid}:{index}", f"Use {self.name(cid)}: "
                         f"{self.ability_text(cid, ability)}"))
        if not self.state.players[seat].changed_form:
            to = "alter-ego" if self.is_hero(seat) else "hero"
            opts.append(("flip", f"Change to {to} form"))
        opts.append(("end", "End your turn"))
        return opts

    def do_turn_option(self, seat: int, key: str) -> None:
        head, _, rest = key.partition(":")
        ident = self.identity(seat)
        if head == "play":
            self.start_play(seat, int(rest))
        elif head == "thwart":
            self.c(ident).exhausted = True
            self.push({"k": "thwart", "seat": seat, "by": ident, "amount": self.thw(ident),
                       "basic": True})
        elif head == "attack":
            self.c(ident).exhausted = True
            self.push({"k": "attack", "seat": seat, "by": ident, "amount": self.atk(ident),
                       "basic": True})
        elif head == "recover":
            self.c(ident).exhausted = True
            self.heal(ident, self.recover(ident))
        elif head in ("ally_thwart", "ally_attack"):
            ally = int(rest)
            self.c(ally).exhausted = True
            power = {"k": "thwart" if head == "ally_thwart" else "attack", "seat": seat,
                     "by": ally, "basic": True,
                     "amount": self.thw(ally) if head == "ally_thwart" else self.atk(ally)}
            if self.c(ally).code == "50021":  # Dum Dum Dugan's interrupt
                self.push({"k": "dugan", "seat": seat, "left": 3, "power": power})
            else:
                self.push(power)
        elif head == "ab":
            cid, index = (int(x) for x in rest.split(":"))
            self.use_ability(seat, cid, index)
        elif head == "sling":
            self.push(Slingshot(seat, int(rest)))
        elif head == "flip":
            self.state.players[seat].changed_form = True
            self.change_form(seat)
        elif head == "end":
            self.state.queue.pop(0)  # the turn step pushed back by s_turn
            self.log(f"Player {seat + 1} ends their turn.")

    def s_dugan(self, step: Step, answer: str | None) -> Ask | None:
        """Dum Dum Dugan: exhaust up to 3 S.H.I.E.L.D. cards you control, +1 each."""
        seat, power = step["seat"], step["power"]
        ready = [c for c in self.characters(seat) + self.play_cards(seat)
                 if not self.c(c).exhausted and self.has_trait(c, "S.H.I.E.L.D.")
                 and c != power["by"]]
        ready = list(dict.fromkeys(ready))
        if step["left"] <= 0 or not ready:
            self.push(power)
            return None
        options = [(f"t:{c}", f"Exhaust {self.name(c)} for +1") for c in ready]
        options.append(("done", f"Use the power now ({power['k']} {power['amount']})"))
        if answer is None:
            return Ask(seat, f"Dum Dum Dugan: exhaust up to {step['left']} more S.H.I.E.L.D. "
                       "card(s) for +1 each?", options)
        self.require(answer in dict(options), "choose a card to exhaust or done")
        if answer == "done":
            self.push(power)
            return None
        self.c(int(answer[2:])).exhausted = True
        power["amount"] += 1
        step["left"] -= 1
        self.push(step)
        return None

    def can_attack(self, cid: int) -> bool:
        return not modifiers.cannot(self, cid, "attack")  # Stun Net's "cannot attack"

    def change_form(self, seat: int) -> None:
        player = self.state.players[seat]
        ident = self.c(self.identity(seat))
        back = self.d(ident.id).back or (ident.code[:-1] + "a")
        ident.code = back if back in self.catalog.cards else ident.code
        player.form = "hero" if player.form == "alter_ego" else "alter_ego"
        self.log(f"Player {seat + 1} changes to {player.form.replace('_', '-')} form "
                 f"({self.name(ident.id)}).")

    def set_suit(self, seat: int, form: str) -> None:
        """Change the form upgrade's form (the form keyword: not the once-per-turn flip)."""
        suit = self.suit(seat)
        if suit >= 0:
            self.turn_to_face(suit, form)

    # ----------------------------------------------------------- playing cards
    def play_cost(self, seat: int, cid: int) -> int:
        cdef = self.d(cid)
        cost = cdef.stat("cost")
        reduction = int(cdef.keywords.get("shield_discount", 0))
        if reduction and self.has_trait(self.identity(seat), "S.H.I.E.L.D."):
            cost -= reduction
        return max(0, cost)

    def resources_available(self, seat: int, exclude: int, paying_for: int) -> int:
        total = 0
        for cid in self.ids(pzone(seat, "hand")):
            if cid != exclude:
                total += sum(self.d(cid).resources.values())
        with_abilities = set()
        for cid, _i, _ab, amount in self.resource_abilities(seat, paying_for):
            total += amount
            with_abilities.add(cid)
        supports = sum(1 for c in self.ids(pzone(seat, "hand"))
                       if c != exclude and self.c(c).code == "50014")
        if supports:  # Organizational Support can exhaust up to 3 cards each
            pool = sorted((sum(self.d(c).resources.values()) for c in
                           self.organizational_support_cards(seat, paying_for, {})
                           if c not in with_abilities), reverse=True)
            total += sum(pool[:3 * supports])
        return total

    def cannot_play(self, seat: int, cid: int) -> str:
        """Why the card cannot be played now ("" when it can)."""
        cdef = self.d(cid)
        if cdef.type not in ("ally", "event", "support", "upgrade"):
            return "only allies, events, supports and upgrades are played"
        play = [a for a in cdef.abilities if a.trigger == "play"]
        if cdef.type == "event":
            if cdef.automation == "manual":
                form = ""
            elif not play:
                return "this event has no scripted effect"
            else:
                form = play[0].condition.get("form", "")
            if form and form != self.state.players[seat].form:
                return f"needs {form.replace('_', '-')} form"
            if play and not self.condition_met(seat, play[0].condition, cid):
                return "its condition is not met"
        if self.unique_conflict(cid):
            return "a unique card with that name is already in play"
        if "Team" in cdef.traits and any("Team" in self.d(o).traits
                                         for o in self.play_cards(seat)):
            return "max 1 Team card per player"
        if cdef.keywords.get("max_per_player") and any(
                self.d(o).name == cdef.name for o in self.play_cards(seat)):
            return "max 1 per player"
        if cdef.keywords.get("max_per_scheme") and any(
                self.d(a).name == cdef.name for a in self.attachments(self.main_scheme())):
            return "max 1 per scheme"
        if cdef.keywords.get("team_up"):
            names = set()
            for s in self.seats():
                names |= {self.d(o).name for o in self.characters(s)}
            if not all(n in names for n in cdef.keywords["team_up"]):
                return "both team-up characters must be in play"
        if self.play_cost(seat, cid) > self.resources_available(seat, cid, cid):
            return "not enough resources"
        return ""

    def unique_conflict(self, cid: int) -> bool:
        """RRG UNIQUE: no two unique cards with the same title in play at once."""
        cdef = self.d(cid)
        if not cdef.unique:
            return False
        return any(self.d(o).title == cdef.title and o != cid
                   for s in range(len(self.state.players))
                   for o in self.characters(s) + self.play_cards(s))

    def start_play(self, seat: int, cid: int) -> None:
        self.require(not self.cannot_play(seat, cid), self.cannot_play(seat, cid))
        self.push({"k": "pay", "seat": seat, "card": cid, "need": self.play_cost(seat, cid)})

    def resource_abilities(self, seat: int, paying_for: int) -> list[tuple[int, int, Ability, int]]:
        out = []
        for cid in self.play_cards(seat):
            if self.c(cid).exhausted:
                continue
            for index, ability in enumerate(self.d(cid).abilities):
                if ability.trigger != "resource":
                    continue
                if not self.costs_payable(seat, cid, ability):
                    continue
                trait = ability.condition.get("paying_for_trait")
                if trait and (paying_for < 0 or not self.has_trait(paying_for, trait)):
                    continue
                amount = sum(ability.generate.values())
                if "suit_threat" in ability.cost:
                    amount = min(amount, self.c(self.suit(seat)).count("threat")
                                 if self.suit(seat) >= 0 else 0)
                    if amount <= 0:
                        continue
                out.append((cid, index, ability, amount))
        return out

    def s_pay(self, step: Step, answer: str | None) -> Ask | None:
        """Paying a cost is one decision (issue 12): the player picks hand cards, resource
        abilities and Organizational Support's cards, sees what the picks make against the
        cost, then pays or cancels; nothing is spent before "pay". Option keys stay the same
        while the question is open (a pick's label turns into "take back"), and only picks
        that leave the payment completable are offered: none once the cost is covered."""
        seat, card = step["seat"], step["card"]
        picks: list[str] = step.setdefault("picks", [])
        sources = self.payment_sources(seat, card, picks)
        if step["need"] <= 0:  # nothing to pay: no question
            self.commit_payment(step, sources)
            self.finish_payment(step)
            return None
        paid = sum(sources[k][1] for k in picks if k in sources)
        options: list[tuple[str, str]] = []
        for key, (name, amount, kinds) in sources.items():
            if key in picks:
                options.append((key, f"Take back {name} ({amount} {kinds})"))
            elif paid < step["need"]:
                options.append((key, f"Spend {name} ({amount} {kinds})"))
        options.append(("cancel", f"Cancel playing {self.name(card)}"))
        if paid >= step["need"]:
            options.append(("pay", f"Pay {paid} of {step['need']} and play {self.name(card)}"))
        if answer is None:  # the picks show in their labels ("take back ...")
            return Ask(seat, f"Pay for {self.name(card)}: {paid} of {step['need']} resources "
                       "picked.", options)
        self.require(answer in dict(options), f"{answer} is not a way to pay now")
        if answer == "cancel":
            return None
        if answer == "pay":
            self.commit_payment(step, sources)
            self.finish_payment(step)
            return None
        if answer in picks:
            picks.remove(answer)  # what depended on it (Organizational Support) goes too
            step["picks"] = [k for k in picks if k in self.payment_sources(seat, card, picks)]
        else:
            picks.append(answer)
        self.push(step)
        return None

    def payment_sources(self, seat: int, card: int,
                        picks: list[str]) -> dict[str, tuple[str, int, str]]:
        """Every way to pay for ``card`` now: key -> (name, resources, kinds), in a fixed
        order (hand cards, resource abilities, then Organizational Support's cards while
        picked copies leave room: up to 3 each)."""
        out: dict[str, tuple[str, int, str]] = {}
        for cid in self.ids(pzone(seat, "hand")):
            resources = self.d(cid).resources
            if cid != card and resources:
                out[f"res:{cid}"] = (self.name(cid), sum(resources.values()),
                                     "+".join(resources))
        with_ability = set()
        for cid, index, ability, amount in self.resource_abilities(seat, card):
            out[f"rab:{cid}:{index}"] = (self.name(cid), amount, "+".join(ability.generate))
            if f"rab:{cid}:{index}" in picks:
                with_ability.add(cid)
        supports = sum(1 for k in picks if k.startswith("res:")
                       and self.c(int(k[4:])).code == "50014")
        used = [k for k in picks if k.startswith("org:")]
        room = 3 * supports
        if supports:
            for cid in self.organizational_support_cards(seat, card, {}):
                key = f"org:{cid}"
                if cid not in with_ability and (key in used[:room] or len(used) < room):
                    resources = self.d(cid).resources
                    out[key] = (f"{self.name(cid)} (exhausted by Organizational Support)",
                                sum(resources.values()), "+".join(resources))
        return out

    def commit_payment(self, step: Step, sources: dict[str, tuple[str, int, str]]) -> None:
        """Turn the confirmed picks into what :meth:`finish_payment` spends."""
        step["spent"], step["costs"], step["org"] = [], [], []
        for key in step["picks"]:
            head, _, rest = key.partition(":")
            if head == "res":
                step["spent"].append(int(rest))
            elif head == "org":
                step["org"].append(int(rest))
            else:
                cid, index = (int(x) for x in rest.split(":"))
                step["costs"].append([cid, index, sources[key][1]])

    def organizational_support_cards(self, seat: int, card: int, step: Step) -> list[int]:
        """Ready allies/supports you control sharing a trait with your identity (50014)."""
        traits = set(self.traits(self.identity(seat)))
        used = set(step.get("org", [])) | {c for c, _i, _a in step.get("costs", [])}
        return [cid for cid in self.play_cards(seat)
                if self.d(cid).type in ("ally", "support") and not self.c(cid).exhausted
                and cid != card and cid not in used and self.d(cid).resources
                and traits & set(self.traits(cid))]

    def finish_payment(self, step: Step) -> None:
        seat, card = step["seat"], step["card"]
        for cid, index, amount in step.get("costs", []):
            self.pay_costs(seat, cid, self.d(cid).abilities[index], amount)
        for cid in step.get("org", []):
            self.c(cid).exhausted = True
        funding = 0  # Special Funding: each copy spent is its own response, one counter each
        for cid in step["spent"]:
            if self.c(cid).code == "50007":
                funding += 1
            self.state.move(cid, pzone(seat, "discard"))
        self.log(f"Player {seat + 1} plays {self.name(card)}.")
        self.state.players[seat].cards_played += 1
        # "when a player plays" interrupts (Grappling Hook), the card, then "after you play"
        played = occur(self.state, "play", seat, card=card)
        self.push(Window(played.id, "would"),
                  ResolvePlay(seat, card, played.id, step.get("window"), funding),
                  Window(played.id, "after", last=True))

    def special_funding(self, card: int, funding: int) -> None:
        """Special Funding's response, once per copy spent: the S.H.I.E.L.D. support it paid
        for gets a counter once in play (of its uses type: AoS p. 4)."""
        cdef = self.d(card)
        if funding and cdef.type == "support" and self.has_trait(card, "S.H.I.E.L.D."):
            uses = cdef.keywords.get("uses")
            for _ in range(funding):
                self.c(card).add(uses["counter"] if isinstance(uses, dict) else "all-purpose", 1)
                self.log(f"Special Funding places a counter on {cdef.name}.")

    def resolve_play(self, seat: int, card: int, window: list[int] | None = None) -> None:
        """Resolve a card just paid for; ``window`` = [occurrence id, ability index] for an
        Interrupt/Response event played in a timing window."""
        cdef = self.d(card)
        if cdef.type == "event":
            self.state.move(card, pzone(seat, "discard"))
            if cdef.automation == "manual":
                self.push(ByHand(seat, card))
                return
            if window:
                self.run_effects(seat, card, cdef.abilities[window[1]].effects, occ=window[0])
            else:
                ability = next(a for a in cdef.abilities if a.trigger == "play")
                self.run_effects(seat, card, ability.effects)
            if cdef.automation == "partial":
                self.push(ByHand(seat, card))
            return
        self.enter_play(seat, card)

    def enter_play(self, seat: int, card: int) -> None:
        cdef = self.d(card)
        if cdef.keywords.get("max_per_scheme"):
            self.state.move(card, "attached")
            self.c(card).attached_to = self.main_scheme()
            self.c(card).controller = seat
        else:
            self.state.move(card, pzone(seat, "play"))
            if cdef.keywords.get("any_control") and len(self.seats()) > 1:
                self.push(GiveControl(seat, card))
        uses = cdef.keywords.get("uses")
        if isinstance(uses, dict):
            self.c(card).add(uses["counter"], int(uses["count"]))
        for ability in cdef.abilities:
            if ability.trigger == "enters_play":
                if ability.optional:
                    self.push(Optional(seat, card, f"Use {cdef.name}'s response: "
                                               f"{self.effects_text(ability.effects)}?",
                                       list(ability.cost), list(ability.effects)))
                else:
                    self.run_effects(seat, card, ability.effects)
        if cdef.type == "ally" and len(self.allies(seat)) > ALLY_LIMIT:
            self.push(AllyLimit(seat))

    def energy_payers(self, seat: int, exclude: int) -> list[int]:
        """Hand cards that can pay one energy resource (energy or wild)."""
        return [c for c in self.ids(pzone(seat, "hand")) if c != exclude and (
            self.d(c).resources.get("energy") or self.d(c).resources.get("wild"))]

    def energy_options(self, seat: int, card: int) -> list[tuple[str, str]]:
        """Ways to spend one energy resource for an ability cost: a hand card with an energy
        or wild resource, or a resource ability generating one (RRG: RESOURCE ABILITIES;
        trait-limited ones pay only for cards, so they are left out)."""
        options = [(f"res:{c}", f"Discard {self.name(c)} for the energy resource")
                   for c in self.energy_payers(seat, card)]
        for cid, index, ability, _amount in self.resource_abilities(seat, -1):
            if ability.generate.get("energy") or ability.generate.get("wild"):
                options.append((f"rab:{cid}:{index}", f"Use {self.name(cid)} for the energy "
                                "resource"))
        return options

    def s_slingshot(self, step: Slingshot, answer: str | None) -> Ask | None:
        """Slingshot (50013): spend an energy resource to put her into play from your hand
        under any player's control; she returns to your hand at the end of the phase."""
        seat, card = step.seat, step.card
        options = self.energy_options(seat, card)
        if not options or self.c(card).zone != pzone(seat, "hand"):
            return None
        ask, answer = self.ask_one(seat, answer, "Slingshot: spend which energy resource?",
                                   options, "choose a way to spend an energy resource")
        if ask:
            return ask
        head, _, rest = answer.partition(":")
        if head == "res":
            self.state.move(int(rest), pzone(seat, "discard"))
        else:
            cid, index = (int(x) for x in rest.split(":"))
            self.pay_costs(seat, cid, self.d(cid).abilities[index], 1)
            self.log(f"{self.name(cid)} generates the energy resource.")
        self.log(f"Player {seat + 1} puts Slingshot into play with her action.")
        self.enter_play(seat, card)
        self.c(card).extra["return_to_hand"] = True
        if len(self.seats()) > 1:
            self.push(GiveControl(seat, card))
        return None

    def s_give_control(self, step: GiveControl, answer: str | None) -> Ask | None:
        """"Play under any player's control": the player who played it chooses."""
        seat, card = step.seat, step.card
        cdef = self.d(card)
        options = []
        for other in self.seats():
            limited = (cdef.keywords.get("max_per_player") and any(
                self.d(o).name == cdef.name for o in self.play_cards(other) if o != card)) or (
                "Team" in cdef.traits and any("Team" in self.d(o).traits
                                              for o in self.play_cards(other) if o != card))
            if other == seat or not limited:
                options.append((f"p:{other}", f"Player {other + 1} controls {cdef.name}"))
        if len(options) == 1:
            return None
        if answer is None:
            return Ask(seat, f"Put {cdef.name} under whose control?", options)
        self.require(answer in dict(options), "choose a player")
        other = int(answer[2:])
        if other != seat:
            self.state.move(card, pzone(other, "play"))
            self.c(card).controller = other
            self.log(f"{cdef.name} enters play under player {other + 1}'s control.")
        return None

    def s_ally_limit(self, step: AllyLimit, answer: str | None) -> Ask | None:
        seat = step.seat
        allies = self.allies(seat)
        if len(allies) <= ALLY_LIMIT:
            return None
        options = [(f"discard:{a}", f"Discard {self.name(a)}") for a in allies]
        if answer is None:
            return Ask(seat, f"You control more than {ALLY_LIMIT} allies: discard one.", options)
        self.require(answer in dict(options), "choose one of your allies")
        self.ally_leaves_play(int(answer.split(":")[1]))
        return None

    # ------------------------------------------------------------- abilities
    def action_abilities(self, seat: int) -> list[tuple[int, int, Ability]]:
        out = []
        own = [self.identity(seat), *self.play_cards(seat)]
        shared = [  # attached cards whose action any player may use (Stun Net)
            a for a in self.ids("attached") if a not in own
            and any(ab.any_player for ab in self.d(a).abilities)
            and not (self.kw(a, "peril") and self.controller_of_host(a) not in (seat, -1))]
        for cid in own + shared:
            for index, ability in enumerate(self.d(cid).abilities):
                if ability.trigger not in ("action", "hero_action", "alter_ego_action"):
                    continue
                if cid in shared and not ability.any_player:
                    continue
                if ability.trigger == "hero_action" and not self.is_hero(seat):
                    continue
                if ability.trigger == "alter_ego_action" and self.is_hero(seat):
                    continue
                if not self.costs_payable(seat, cid, ability):
                    continue
                if not self.condition_met(seat, ability.condition, cid):
                    continue
                if f"{cid}:{index}" in self.state.players[seat].used_limits:
                    continue
                out.append((cid, index, ability))
        return out

    def costs_payable(self, seat: int, cid: int, ability: Ability) -> bool:
        card = self.c(cid)
        for cost in ability.cost:
            if cost == "exhaust_self" and card.exhausted:
                return False
            if cost == "exhaust_identity" and self.c(self.identity(seat)).exhausted:
                return False
            if cost == "use_counter":
                uses = self.d(cid).keywords.get("uses", {})
                if not card.count(uses.get("counter", "")):
                    return False
            if cost == "suit_threat" and (self.suit(seat) < 0 or
                                          not self.c(self.suit(seat)).count("threat")):
                return False
            if cost == "exhaust_character" and not any(
                    not self.c(ch).exhausted for ch in self.characters(seat)):
                return False
        return True

    def pay_costs(self, seat: int, cid: int, ability: Ability, amount: int = 1) -> None:
        card = self.c(cid)
        for cost in ability.cost:
            if cost == "exhaust_self":
                card.exhausted = True
            elif cost == "exhaust_identity":
                self.c(self.identity(seat)).exhausted = True
            elif cost == "use_counter":  # the last one discards the card (RRG USES)
                self.remove_counters(cid, self.d(cid).keywords["uses"]["counter"])
            elif cost == "discard_self":
                self.discard(cid)
            elif cost == "suit_threat":
                self.c(self.suit(seat)).add("threat", -amount)

    def use_ability(self, seat: int, cid: int, index: int) -> None:
        valid = {(c, i) for c, i, _a in self.action_abilities(seat)}
        self.require((cid, index) in valid, "that ability cannot be used now")
        ability = self.d(cid).abilities[index]
        if ability.condition.get("limit") == "round":
            self.state.players[seat].used_limits.append(f"{cid}:{index}")
        if "exhaust_character" in ability.cost:  # the player picks the character (Stun Net)
            self.push(ExhaustCharacter(seat, cid, index))
            return
        self.pay_costs(seat, cid, ability)
        self.log(f"Player {seat + 1} uses {self.name(cid)}.")
        self.run_effects(seat, cid, ability.effects)

    def s_exhaust_character(self, step: ExhaustCharacter, answer: str | None) -> Ask | None:
        """A cost "exhaust a character you control": the player chooses which one."""
        seat, cid = step.seat, step.card
        ability = self.d(cid).abilities[step.index]
        ready = [ch for ch in self.characters(seat) if not self.c(ch).exhausted]
        options = [(f"t:{ch}", f"Exhaust {self.name(ch)}") for ch in ready]
        if not options:
            return None
        ask, chosen = self.ask_one(seat, answer, f"{self.name(cid)}: exhaust which character "
                                   "you control?", options, "choose a ready character you control")
        if ask:
            return ask
        self.c(int(chosen[2:])).exhausted = True
        self.pay_costs(seat, cid, ability)  # the other costs (the character is paid above)
        self.log(f"Player {seat + 1} uses {self.name(cid)}.")
        self.run_effects(seat, cid, ability.effects)
        return None

    # ------------------------------------------------------------- phase end
    def s_end_player_phase(self, step: EndPlayerPhase, answer: str | None) -> Ask | None:
        self.push(*[EndDiscard(s) for s in self.seats()], Refresh())
        return None

    def hand_size(self, seat: int) -> int:
        return self.d(self.identity(seat)).stat("hand_size")

    def s_end_discard(self, step: EndDiscard, answer: str | None) -> Ask | None:
        """RRG END OF PLAYER PHASE step 1: discard any number of cards, and down to the
        hand size when over it (no "done" until then)."""
        seat = step.seat
        hand = self.ids(pzone(seat, "hand"))
        size = self.hand_size(seat)
        options = [(f"discard:{cid}", f"Discard {self.name(cid)}") for cid in hand]
        if len(hand) <= size:
            options.append(("done", "Keep the rest"))
        if answer is None:
            if len(hand) > size:
                return Ask(seat, f"End of the player phase: you hold {len(hand)} cards; "
                           f"discard down to your hand size ({size}).", options)
            return Ask(seat, "End of the player phase: discard any number of cards, then draw "
                       f"up to your hand size ({size}).", options)
        self.require(answer in dict(options), "choose a card in your hand"
                     + (" or done" if len(hand) <= size else " (you are over your hand size)"))
        if answer == "done":
            return None
        self.state.move(int(answer.split(":")[1]), pzone(seat, "discard"))
        self.push(step)
        return None

    def s_refresh(self, step: Refresh, answer: str | None) -> Ask | None:
        for seat in self.seats():
            missing = self.hand_size(seat) - len(self.ids(pzone(seat, "hand")))
            if missing > 0:
                self.draw(seat, missing)
            for cid in self.characters(seat) + self.play_cards(seat):
                self.c(cid).exhausted = False
            self.state.players[seat].used_limits.clear()
        # RRG END OF PLAYER PHASE step 5, once the phase has ended (after the draw):
        # Slingshot's "at the end of the phase", then Press Conference's "after it ends".
        for seat in self.seats():
            for ally in self.allies(seat):
                if self.c(ally).extra.get("return_to_hand") and not self.abducted(ally):
                    owner = self.c(ally).owner
                    self.reset(ally)
                    self.state.move(ally, pzone(owner, "hand"))
                    self.log(f"{self.name(ally)} returns to player {owner + 1}'s hand.")
        # "after the player phase ends" (Press Conference), then the villain phase
        phase_end = occur(self.state, "player_phase_end", self.state.first_player)
        self.push(Window(phase_end.id, "after", last=True), VillainPhaseStart())
        return None
