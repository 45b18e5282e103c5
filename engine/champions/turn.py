"""The player phase (RRG: PLAYER PHASE, PLAYER TURN, END OF PLAYER PHASE).

On their turn a player may, in any order and as often as allowed: play cards
(paying with printed resources and resource abilities), use basic powers,
use action abilities, change form once, and finally end their turn.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, cast

from content.champions.schema import Ability
from engine.champions import basic_events, modifiers, resource_costs
from engine.champions import verbs_payment as payment
from engine.champions.base import Ask
from engine.champions.combat_steps import Attack, Thwart
from engine.champions.encounter_steps import ByHand
from engine.champions.player_steps import (
    AllyLimit,
    BasicPower,
    EndDiscard,
    EndPlayerPhase,
    ExhaustCharacter,
    GiveControl,
    Optional,
    Pay,
    PlayerPhaseStart,
    Refresh,
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
    spent: list[int]  # the cards spent on it: their "after you spend this card" responses


_METHODS: dict[type[TypedStep], str] = {
    PlayerPhaseStart: "s_player_phase", Turn: "s_turn", EndPlayerPhase: "s_end_player_phase",
    EndDiscard: "s_end_discard", Refresh: "s_refresh", AllyLimit: "s_ally_limit",
    GiveControl: "s_give_control", ExhaustCharacter: "s_exhaust_character",
    Pay: "s_pay", BasicPower: "s_basic_power",
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
    payment.spent_responses(game, step.seat, step.card, step.occ, step.spent)


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
        with modifiers.reading(self):  # working out the options changes nothing
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
        elif head in ("thwart", "attack"):
            self.use_basic_power(seat, ident, head)
        elif head == "recover":
            self.c(ident).exhausted = True
            self.heal(ident, self.recover(ident))
        elif head in ("ally_thwart", "ally_attack"):
            self.use_basic_power(seat, int(rest), head[5:])
        elif head == "ab":
            cid, index = (int(x) for x in rest.split(":"))
            self.use_ability(seat, cid, index)
        elif head == "flip":
            self.state.players[seat].changed_form = True
            self.change_form(seat)
        elif head == "end":
            self.state.queue.pop(0)  # the turn step pushed back by s_turn
            self.log(f"Player {seat + 1} ends their turn.")

    def use_basic_power(self, seat: int, by: int, power: str) -> None:
        """A basic power (RRG: BASIC POWERS): exhaust the character, then "when it uses a
        basic power" interrupts (which may add to the power: ``power_bonus``), then the
        power with the character's stat plus what they added."""
        self.c(by).exhausted = True
        used = occur(self.state, "basic_power", seat, card=by)
        self.push(Window(used.id, "would"), BasicPower(seat, by, power, used.id))

    def s_basic_power(self, step: BasicPower, answer: str | None) -> Ask | None:
        occ = self.state.occurrences.pop(step.occ, None)
        bonus = occ.amount if occ is not None else 0
        stat = self.thw(step.by) if step.power == "thwart" else self.atk(step.by)
        kind = Thwart if step.power == "thwart" else Attack
        self.push(kind(step.seat, step.by, stat + bonus, basic=True))
        return None

    def can_attack(self, cid: int) -> bool:
        return not modifiers.cannot(self, cid, "attack")  # a "cannot attack" modifier

    def change_form(self, seat: int) -> None:
        player = self.state.players[seat]
        ident = self.c(self.identity(seat))
        back = self.d(ident.id).back or (ident.code[:-1] + "a")
        ident.code = back if back in self.catalog.cards else ident.code
        player.form = "hero" if player.form == "alter_ego" else "alter_ego"
        self.log(f"Player {seat + 1} changes to {player.form.replace('_', '-')} form "
                 f"({self.name(ident.id)}).")
        basic_events.happened(self, "flipped", seat, card=ident.id)

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

    def resources_available(self, seat: int, exclude: int, paying_for: int,
                            kind: str = "") -> int:
        """The most the player could pay now (``kind``: a typed cost, only that type and
        wild count): hand cards, resource abilities, and the cards that spent cards'
        interrupts could exhaust for their printed resources (RRG: RESOURCE ABILITIES)."""
        hand = [c for c in self.ids(pzone(seat, "hand")) if c != exclude]
        total = sum(payment.worth(self.d(c).resources, kind) for c in hand)
        with_abilities = set()
        for cid, _i, ability, amount in self.resource_abilities(seat, paying_for):
            amount = min(amount, payment.worth(ability.generate, kind))
            if amount > 0:
                total += amount
                with_abilities.add(cid)
        room, cards = payment.generators(self, seat, hand, exclude)
        pool = sorted((payment.worth(self.d(c).resources, kind) for c in cards
                       if c not in with_abilities), reverse=True)
        return total + sum(pool[:room])

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
        cost = self.play_cost(seat, cid)
        if cost <= 0:
            return ""
        hand = sum(sum(self.d(c).resources.values()) for c in self.ids(pzone(seat, "hand"))
                   if c != cid)
        if hand < cost and cost > self.resources_available(seat, cid, cid):
            return "not enough resources"  # (the other hand cards alone are a quick yes)
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
        self.push(Pay(seat, cid, self.play_cost(seat, cid)))

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

    def s_pay(self, step: Pay, answer: str | None) -> Ask | None:
        """Paying a cost is one decision (issue 12): the player picks hand cards, resource
        abilities and the cards spent cards' interrupts exhaust, sees what the picks make
        against the cost, then pays or cancels; nothing is spent before "pay". Option keys
        stay the same while the question is open (a pick's label turns into "take back"),
        and only picks that leave the payment completable are offered: none once the cost
        is covered. A typed cost (``step.resource``) counts only that type and wild."""
        seat, card, picks = step.seat, step.card, step.picks
        sources = self.payment_sources(step, picks)
        if step.need <= 0:  # nothing to pay: no question
            self.finish_payment(step, sources)
            return None
        paid = sum(sources[k][1] for k in picks if k in sources)
        options: list[tuple[str, str]] = []
        for key, (name, amount, kinds) in sources.items():
            if key in picks:
                options.append((key, f"Take back {name} ({amount} {kinds})"))
            elif paid < step.need:
                options.append((key, f"Spend {name} ({amount} {kinds})"))
        action = step.ability >= 0
        options.append(("cancel", f"Cancel {'using' if action else 'playing'} {self.name(card)}"))
        if paid >= step.need:
            options.append(("pay", f"Pay {paid} of {step.need} and "
                            f"{'use' if action else 'play'} {self.name(card)}"))
        if answer is None:  # the picks show in their labels ("take back ...")
            what = f"{self.name(card)}'s action" if action else self.name(card)
            kind = f" {step.resource}" if step.resource else ""
            return Ask(seat, f"Pay for {what}: {paid} of {step.need}{kind} resources picked.",
                       options)
        self.require(answer in dict(options), f"{answer} is not a way to pay now")
        if answer == "cancel":
            return None
        if answer == "pay":
            self.finish_payment(step, sources)
            return None
        if answer in picks:
            picks.remove(answer)  # what depended on it (a spent card's interrupt) goes too
            step.picks = [k for k in picks if k in self.payment_sources(step, picks)]
        else:
            picks.append(answer)
        self.push(step)
        return None

    def payment_sources(self, step: Pay, picks: list[str]) -> dict[str, tuple[str, int, str]]:
        """Every way to pay for ``step`` now: key -> (name, resources, kinds), in a fixed
        order: hand cards, resource abilities, then the cards picked hand cards' "when you
        spend this card" interrupts may exhaust for their printed resources, while their
        "up to" leaves room."""
        seat, card, kind = step.seat, step.card, step.resource
        out: dict[str, tuple[str, int, str]] = {}
        for cid in self.ids(pzone(seat, "hand")):
            resources = self.d(cid).resources
            if cid != card and payment.worth(resources, kind):
                out[f"res:{cid}"] = (self.name(cid), payment.worth(resources, kind),
                                     payment.kinds(resources, kind))
        with_ability = set()
        paying_for = card if step.ability < 0 else -1  # trait-limited ones pay for cards
        for cid, index, ability, amount in self.resource_abilities(seat, paying_for):
            amount = min(amount, payment.worth(ability.generate, kind))
            if amount <= 0:
                continue
            out[f"rab:{cid}:{index}"] = (self.name(cid), amount,
                                         payment.kinds(ability.generate, kind))
            if f"rab:{cid}:{index}" in picks:
                with_ability.add(cid)
        spent = [int(k[4:]) for k in picks if k.startswith("res:")]
        room, cards = payment.generators(self, seat, spent, card)
        used = [k for k in picks if k.startswith("org:")]
        for cid in cards:
            key = f"org:{cid}"
            resources = self.d(cid).resources
            if cid not in with_ability and payment.worth(resources, kind) and (
                    key in used[:room] or len(used) < room):
                out[key] = (f"{self.name(cid)} (exhausted to generate its resources)",
                            payment.worth(resources, kind), payment.kinds(resources, kind))
        return out

    def finish_payment(self, step: Pay, sources: dict[str, tuple[str, int, str]]) -> None:
        """Spend the confirmed picks (resource abilities' costs, the cards spent cards'
        interrupts exhaust, then the hand cards), then play the card or resolve the
        ability paid for."""
        seat, card = step.seat, step.card
        spent, exhausted = [], []
        for key in step.picks:
            head, _, rest = key.partition(":")
            if head == "res":
                spent.append(int(rest))
            elif head == "org":
                exhausted.append(int(rest))
            else:
                cid, index = (int(x) for x in rest.split(":"))
                self.pay_costs(seat, cid, self.d(cid).abilities[index], sources[key][1])
        for cid in exhausted:
            self.c(cid).exhausted = True
        for cid in spent:
            self.state.move(cid, pzone(seat, "discard"))
        if step.ability >= 0:  # a typed-resource cost paid: the ability resolves
            ability = self.d(card).abilities[step.ability]
            self.pay_costs(seat, card, ability)
            self.log(f"Player {seat + 1} uses {self.name(card)}.")
            self.run_effects(seat, card, ability.effects)
            return
        self.log(f"Player {seat + 1} plays {self.name(card)}.")
        self.state.players[seat].cards_played += 1
        # "when a player plays" interrupts, the card, then "after you play"
        played = occur(self.state, "play", seat, card=card)
        self.push(Window(played.id, "would"),
                  ResolvePlay(seat, card, played.id, step.window, spent),
                  Window(played.id, "after", last=True))

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
        """The actions ``seat`` may use now: those of its identity and cards in play, those
        any player may use (``any_player``) on other cards in play (not another player's
        peril card), and its hand cards' ``hand_action`` ("Action, from your hand")."""
        out = []
        mine = [self.identity(seat), *self.play_cards(seat)]
        # any player may use an action on an encounter card in play (facedown cards have none)
        encounter = [c for c in self.ids("environment") + self.side_schemes() + self.minions()
                     + self.ids("attached") if self.c(c).owner < 0 and not self.c(c).facedown
                     and self.d(c).type != "attachment"]
        others = [c for c in [*self.ids("attached"), *(
            c for s in self.seats() if s != seat for c in self.play_cards(s))]
            if c not in mine and c not in encounter and not (
                self.kw(c, "peril") and self.controller_of_host(c) not in (seat, -1))]
        hand = self.ids(pzone(seat, "hand"))
        actions = ("action", "hero_action", "alter_ego_action")
        for cid in mine + encounter + others + hand:
            for index, ability in enumerate(self.d(cid).abilities):
                if cid in hand:
                    if ability.trigger != "hand_action" or not payment.hand_action_usable(
                            self, seat, cid, ability):
                        continue
                elif ability.trigger not in actions or (cid in others and not ability.any_player):
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
            if isinstance(cost, dict) and not resource_costs.can_pay(
                    cast("ChampionsGame", self), seat, cost):
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
        if ability.resources:  # a typed-resource cost: paid like a card, then it resolves
            kind, need = next(iter(ability.resources.items()))
            self.push(Pay(seat, cid, need, resource=kind, ability=index))
            return
        if "exhaust_character" in ability.cost:  # the player picks the character
            self.push(ExhaustCharacter(seat, cid, index))
            return
        if resource_costs.resource_cost(ability.cost) is not None:  # the player picks them
            self.push(resource_costs.PayResources(seat, cid, index))
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
        # RRG END OF PLAYER PHASE step 5, once the phase has ended (after the draw): effects
        # waiting for "the end of the phase", then "after the player phase ends" responses
        # (uses counters), then the villain phase
        phase_end = occur(self.state, "player_phase_end", self.state.first_player)
        self.push(Window(phase_end.id, "after", last=True), VillainPhaseStart())
        payment.run_later(self, "phase_end")  # pushed last: they come first
        return None
