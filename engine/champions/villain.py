"""The villain phase and enemy activations (RRG: VILLAIN PHASE, ATTACK (ENEMY ACTIVATION),
SCHEME (ENEMY ACTIVATION), BOOST, DEFEND, REVEAL, SURGE).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions import modifiers
from engine.champions.base import Ask
from engine.champions.combat import Combat
from engine.champions.encounter_steps import AfterReveal, EnteredEngaged, Reveal, WhenRevealed
from engine.champions.player_steps import PlayerPhaseStart
from engine.champions.state import pzone
from engine.champions.steps import TypedStep, handled_by_methods
from engine.champions.villain_steps import (
    Activate,
    DealEncounter,
    EndRound,
    EnemyAttack,
    EnemyScheme,
    ForcedItem,
    MainThreat,
    MinionsActivate,
    NextRound,
    OrderForced,
    RevealAll,
    RevealDealt,
    RevealLastDealt,
    RevealTop,
    Surge,
    VillainPhaseStart,
)
from engine.champions.windows import Window, answered, occur

if TYPE_CHECKING:
    pass



_METHODS: dict[type[TypedStep], str] = {
    OrderForced: "s_forced",
    VillainPhaseStart: "s_villain_phase", Reveal: "s_reveal", AfterReveal: "s_after_reveal",
    EnteredEngaged: "s_entered_engaged", EnemyAttack: "s_enemy_attack",
    EnemyScheme: "s_enemy_scheme", MainThreat: "s_main_threat", Activate: "s_activate",
    MinionsActivate: "s_minions_activate", DealEncounter: "s_deal", RevealAll: "s_reveal_all",
    RevealDealt: "s_reveal_dealt", Surge: "s_surge", RevealLastDealt: "s_reveal_last_dealt",
    RevealTop: "s_reveal_top", EndRound: "s_end_round", NextRound: "s_next_round",
}



handled_by_methods(_METHODS)

class VillainPhase(Combat):
    if TYPE_CHECKING:  # defined by effects.py, the next layer of the game class
        def preparation_used(self, seat: int, card: int) -> None: ...

    def s_villain_phase(self, step: VillainPhaseStart, answer: str | None) -> Ask | None:
        self.state.phase = "villain"
        amount = self.threat_per_round()
        self.log(f"Villain phase, round {self.state.round}.")
        steps: list[TypedStep] = [MainThreat(amount)]
        for seat in self.seats():
            steps += [Activate(self.villain(), seat), MinionsActivate(seat)]
        self.push(*steps, DealEncounter(), RevealAll(), EndRound())
        return None

    def s_main_threat(self, step: MainThreat, answer: str | None) -> Ask | None:
        """Place threat on the main scheme: first its "would be placed" window, whose
        interrupts may divert part of it elsewhere (RRG: REPLACEMENT EFFECT)."""
        if step.amount <= 0 or self.main_scheme() < 0:
            return None
        if step.occ < 0:
            step.occ = occur(self.state, "main_threat", self.state.first_player,
                             card=self.main_scheme(), amount=step.amount).id
            self.push(Window(step.occ, "would"), step)
            return None
        occ = self.state.occurrences.pop(step.occ, None)
        amount, moved = occ.split(occ.remaining()) if occ is not None else (step.amount, [])
        for card, n in moved:
            if self.in_play(card):
                self.place_threat(card, n)
        self.place_threat(self.main_scheme(), amount)
        return None

    # ------------------------------------------------------------ activation
    def s_activate(self, step: Activate, answer: str | None) -> Ask | None:
        enemy, seat = step.enemy, step.seat
        if enemy < 0 or not self.in_play(enemy) or self.state.players[seat].eliminated:
            return None
        kind = "attack" if self.is_hero(seat) else "scheme"
        activation = EnemyAttack(enemy, seat) if kind == "attack" else EnemyScheme(enemy, seat)
        # "after [this enemy] activates against you" responses, once the activation is done
        occ = occur(self.state, "activation", seat, card=enemy, source=enemy)
        self.push(activation, Window(occ.id, "after", last=True))
        return None

    def s_minions_activate(self, step: MinionsActivate, answer: str | None) -> Ask | None:
        seat = step.seat
        if self.state.players[seat].eliminated:
            return None
        waiting = [m for m in self.minions(seat) if m not in step.done]
        if not waiting:
            return None
        options = [(f"m:{m}", f"{self.name(m)} activates next") for m in waiting]
        ask, answer = self.ask_one(seat, answer, "Choose the order in which your minions activate.",
                                   options, "choose one of your engaged minions")
        if ask:
            return ask
        minion = int(answer[2:])
        step.done.append(minion)
        self.push(Activate(minion, seat), step)
        return None

    def give_boosts(self, enemy: int, count: int) -> list[int]:
        boosts = []
        for _ in range(count):
            top = self.top_encounter()
            if top < 0:
                break
            self.state.move(top, "boost")
            self.c(top).facedown = True
            boosts.append(top)
        return boosts

    def flip_boosts(self, step: EnemyAttack | EnemyScheme, seat: int) -> int:
        """Flip boost cards in order: boost abilities, icons (+amplify), discard."""
        icons = 0
        for cid in step.boosts:
            card = self.c(cid)
            card.facedown = False
            cdef = self.d(cid)
            gained = cdef.stat("boost") + self.icons("amplify")
            icons += gained
            self.log(f"Boost card {cdef.title}: +{gained}.")
            if cdef.stats.get("boost_star"):
                for ability in cdef.abilities:
                    if ability.trigger == "boost":
                        self.run_effects(seat, cid, ability.effects)
            self.state.move(cid, "enc:discard")
        step.boosts = []
        return icons

    def boost_count(self, enemy: int) -> int:
        return 1 if enemy == self.villain() or self.kw(enemy, "villainous") else 0

    # ---------------------------------------------------------------- attack
    def follow_villain(self, step: EnemyAttack | EnemyScheme) -> None:
        """VILLAIN DEFEAT: a villain defeated while activating resumes as its next stage."""
        enemy = step.enemy
        if enemy >= 0 and self.c(enemy).zone == "removed" and self.d(enemy).type == "villain" \
                and self.villain() >= 0:
            step.enemy = self.villain()

    def s_enemy_attack(self, step: EnemyAttack, answer: str | None) -> Ask | None:
        self.follow_villain(step)
        enemy, seat = step.enemy, step.seat
        at = step.at
        if at == "start":
            if not self.in_play(enemy) or self.state.players[seat].eliminated:
                return None
            if self.is_status(enemy, "stunned"):
                self.c(enemy).stunned = 0
                self.log(f"{self.name(enemy)} is stunned: the attack is replaced by discarding "
                         "the stunned card.")
                return None
            # "When an enemy attacks you" interrupts: as the attack initiates (RRG ATTACK
            # (ENEMY ACTIVATION)); defense-labeled ones make the identity the defender.
            occ = occur(self.state, "enemy_attack", seat, card=self.identity(seat), source=enemy)
            step.occ = occ.id
            step.at = "give_boost"
            self.push(Window(occ.id, "would"), step)
            return None
        if at == "give_boost":
            occ = self.state.occurrences[step.occ]
            if occ.cancelled:
                self.state.occurrences.pop(occ.id)
                self.log(f"{self.name(enemy)}'s attack is cancelled.")
                return None
            if occ.replaced == "scheme":
                # "it schemes instead": the activation is now a scheme, so a confused
                # enemy does not scheme and loses its confused card (RRG CONFUSED)
                self.state.occurrences.pop(occ.id)
                self.log(f"{self.name(enemy)} schemes instead of attacking.")
                self.push(EnemyScheme(enemy, seat, instead_of_attack=True))
                return None
            step.boosts = self.give_boosts(enemy, self.boost_count(enemy)
                                              + step.extra_boost)
            step.at = "defend"
            return self.s_enemy_attack(step, None)
        if at == "defend":
            by_ability = self.state.occurrences[step.occ].defender
            options = self.defender_options(seat)
            if by_ability >= 0:  # RRG DEFEND: a basic defense may still be added
                options = [o for o in options if o[0] in ("hero", "none")]
            ask, answer = self.ask_one(
                seat, answer, f"{self.name(enemy)} attacks you (ATK {self.atk(enemy)} plus "
                f"{len(step.boosts)} boost card(s)). Defend?", options,
                "that character cannot defend")
            if ask:
                return ask
            if answer == "hero":
                step.defender = self.identity(seat)
                self.c(self.identity(seat)).exhausted = True
            elif answer.startswith(("ally:", "other:")):
                step.defender = int(answer.split(":")[1])
                self.c(step.defender).exhausted = True
            else:
                step.defender = by_ability
            # only a basic defense (exhausting the hero) reduces the damage by DEF
            step.basic_defense = answer == "hero" or (
                answer.startswith("other:") and self.d(step.defender).type == "hero")
            if step.defender >= 0:
                self.log(f"{self.name(step.defender)} defends.")
                # DEFEND: a defending player other than the attacked one becomes the target
                step.target_seat = self.c(step.defender).controller
            step.at = "boost"
            return self.s_enemy_attack(step, None)
        if at == "boost":
            step.icons = self.flip_boosts(step, seat)
            step.at = "prevent"
            self.push(step)
            return None
        if at == "prevent":
            target = step.defender if step.defender >= 0 else self.identity(seat)
            target_seat = step.target_seat if step.target_seat >= 0 else seat
            damage = self.atk(enemy) + step.icons
            if step.basic_defense:
                damage = max(0, damage - self.defense(target))
            attack = self.state.occurrences[step.occ]  # what its interrupts prevented
            hit = occur(self.state, "attack_damage", target_seat, card=target, source=enemy,
                        amount=damage)
            hit.prevented, hit.prevent_all = attack.prevented, attack.prevent_all
            step.hit = hit.id
            step.at = "damage"
            if hit.remaining():  # "when you would take damage from an attack"
                self.push(Window(hit.id, "would"), step)
                return None
            return self.s_enemy_attack(step, None)
        if at == "damage":
            target = step.defender if step.defender >= 0 else self.identity(seat)
            landed = self.state.occurrences.pop(step.hit, None)
            damage = landed.remaining() if landed is not None else 0
            if landed is not None and (landed.prevent_all or landed.prevented) and not damage:
                self.log("All damage from the attack is prevented.")
            ally_target = self.d(target).type == "ally"
            _placed, excess = self.deal_damage(target, damage) if self.in_play(target) else \
                (0, 0)
            if ally_target and excess and self.kw(enemy, "overkill"):
                self.deal_damage(self.identity(self.c(target).controller), excess)
            self.log(f"{self.name(enemy)}'s attack is resolved.")
            self.push(Window(step.occ, "after", last=True))  # "after an enemy attacks you"
            return None
        raise AssertionError(at)

    def defender_options(self, seat: int) -> list[tuple[str, str]]:
        options: list[tuple[str, str]] = []
        ident = self.identity(seat)
        if self.is_hero(seat) and not self.c(ident).exhausted:
            options.append(("hero", f"Defend with {self.name(ident)} (DEF "
                            f"{self.defense(ident)})"))
        for ally in self.allies(seat):
            if not self.c(ally).exhausted and not modifiers.cannot(self, ally, "defend"):
                options.append((f"ally:{ally}", f"Defend with {self.name(ally)} "
                                f"({self.hp(ally)} hit points)"))
        for other in self.seats():
            if other == seat or self.state.peril == seat:  # PERIL: no help from others
                continue
            helper = self.identity(other)
            if self.is_hero(other) and not self.c(helper).exhausted:
                options.append((f"other:{helper}", f"Player {other + 1} defends with "
                                f"{self.name(helper)} (DEF {self.defense(helper)})"))
            for ally in self.allies(other):
                if not self.c(ally).exhausted and not modifiers.cannot(self, ally, "defend"):
                    options.append((f"other:{ally}", f"Player {other + 1} defends with "
                                    f"{self.name(ally)} ({self.hp(ally)} hit points)"))
        options.append(("none", "Do not defend"))
        return options

    # ---------------------------------------------------------------- scheme
    def s_enemy_scheme(self, step: EnemyScheme, answer: str | None) -> Ask | None:
        self.follow_villain(step)
        enemy, seat = step.enemy, step.seat
        at = step.at
        if at == "start":
            if not self.in_play(enemy):
                return None
            if self.is_status(enemy, "confused"):
                self.c(enemy).confused = 0
                self.log(f"{self.name(enemy)} is confused: the scheme is replaced by discarding "
                         "the confused card.")
                return None
            boosts = self.give_boosts(enemy, self.boost_count(enemy))
            step.boosts = boosts
            step.icons = self.flip_boosts(step, seat)
            step.amount = self.sch(enemy) + step.icons
            step.at = "informant"
            self.push(step)
            return None
        if at == "informant":  # "when a minion schemes" interrupts
            occ = occur(self.state, "scheme", seat, card=enemy, amount=step.amount)
            if step.instead_of_attack:
                occ.notes.append("instead_of_attack")
            step.occ = occ.id
            step.at = "place"
            self.push(Window(occ.id, "would"), step)
            return None
        if at == "place":
            scheme = self.state.occurrences.get(step.occ)
            if scheme is not None and scheme.replaced == "reverse":
                step.reverse = True  # "this activation removes threat instead"
            if scheme is not None:  # "after [an enemy] schemes" responses:
                self.push(Window(scheme.id, "after", last=True))  # after the threat lands
            amount, moved = scheme.split(step.amount) if scheme is not None else (step.amount,
                                                                                  [])
            for card, n in moved:  # "1 threat of that activation goes here instead"
                if self.in_play(card):
                    self.place_threat(card, n)
            if step.reverse:
                self.remove_threat(self.main_scheme(), amount)
            else:
                self.push(MainThreat(amount))
            return None
        raise AssertionError(at)

    # ------------------------------------------------------------- encounter
    def s_deal(self, step: DealEncounter, answer: str | None) -> Ask | None:
        for seat in self.seats():
            self.deal_encounter(seat, offer=False)
        seats = self.seats()
        for n in range(self.icons("hazard")):
            self.deal_encounter(seats[n % len(seats)], offer=False)
        self.offer_intelligence()
        return None

    def s_reveal_all(self, step: RevealAll, answer: str | None) -> Ask | None:
        self.push(*[RevealDealt(s) for s in self.seats()])
        return None

    def s_reveal_dealt(self, step: RevealDealt, answer: str | None) -> Ask | None:
        seat = step.seat
        dealt = self.ids(pzone(seat, "dealt"))
        if not dealt or self.state.players[seat].eliminated:
            return None
        self.push(Reveal(dealt[0], seat), step)
        return None

    def s_surge(self, step: Surge, answer: str | None) -> Ask | None:
        """SURGE (RRG v1.8): "deal yourself 1 facedown encounter card", revealed once the
        surging card and its responses are done; being dealt a card lets a response
        respond before the reveal."""
        seat = step.seat
        if self.state.players[seat].eliminated:
            return None
        if self.top_encounter() >= 0:
            self.log("Surge: another encounter card is dealt and revealed.")
            self.push(RevealLastDealt(seat))
            self.deal_encounter(seat)  # pushes its "after" window in front
        return None

    def s_reveal_last_dealt(self, step: RevealLastDealt, answer: str | None) -> Ask | None:
        """Reveal the card a surge just dealt (the last one in the player's dealt cards,
        whatever a response swapped into that place)."""
        seat = step.seat
        dealt = self.ids(pzone(seat, "dealt"))
        if dealt and not self.state.players[seat].eliminated:
            self.push(Reveal(dealt[-1], seat))
        return None

    def s_reveal_top(self, step: RevealTop, answer: str | None) -> Ask | None:
        """Reveal the top encounter card (an event's "reveal another card")."""
        seat = step.seat
        if self.state.players[seat].eliminated:
            return None
        top = self.top_encounter()
        if top >= 0:
            self.log("Another encounter card is revealed.")
            self.push(Reveal(top, seat))
        return None

    def s_reveal(self, step: Reveal, answer: str | None) -> Ask | None:
        cid, seat = step.card, step.seat
        cdef = self.d(cid)
        if cdef.type == "obligation":  # "Give to the <hero> player": its hero resolves it
            for other in self.seats():
                if self.catalog.decks[self.state.players[other].deck_key].obligation == cdef.code:
                    seat = step.seat = other
        if step.occ < 0:  # "when you reveal an encounter card" interrupts
            step.occ = occur(self.state, "reveal", seat, card=cid).id
            self.push(Window(step.occ, "would"), step)
            return None
        resolved = self.state.occurrences.get(step.occ)
        if resolved is not None and resolved.cancelled:  # RRG CANCEL: revealed, discarded
            if self.c(cid).zone != "enc:discard":
                self.c(cid).facedown = False
                self.discard(cid)
            # still revealed, so "after you reveal" responses follow
            self.push(Window(resolved.id, "after", last=True))
            return None
        card = self.c(cid)
        card.facedown = False
        self.state.move(cid, "revealed")
        if self.kw(cid, "peril"):
            self.state.peril = seat  # PERIL: until this card is resolved (after_reveal)
            self.log(f"Peril: player {seat + 1} resolves {cdef.title} alone.")
        self.log(f"Player {seat + 1} reveals {cdef.title} ({cdef.type.replace('_', ' ')}).")
        incite = self.kw(cid, "incite")  # incite may come from a constant ability
        revealed = self.when_revealed_steps(cid, seat, incite)
        after = AfterReveal(cid, seat, step.occ, surge=bool(self.kw(cid, "surge")))
        kind = cdef.type
        if kind == "minion":
            self.state.move(cid, pzone(seat, "engaged"))
            self.push(*revealed,
                      EnteredEngaged(cid, seat), after)
        elif kind == "side_scheme":
            self.state.move(cid, "schemes")
            self.c(cid).add("threat", self.side_scheme_start(cid))
            self.push(*revealed, after)
        elif kind == "attachment":
            where = cdef.keywords.get("attach", "villain")
            host = self.villain() if where == "villain" else self.identity(seat)
            self.state.move(cid, "attached")
            self.c(cid).attached_to = host
            self.log(f"{cdef.title} attaches to {self.name(host)}.")
            self.push(*revealed, after)
        elif kind == "environment":
            self.state.move(cid, "environment")
            self.push(*revealed, after)
        else:  # treachery, obligation
            self.push(*revealed, after)
        if self.in_play(cid):  # "enters play with ..." resolves as it enters, first
            for ability in reversed([a for a in cdef.abilities if a.trigger == "enters_play"]):
                self.run_effects(seat, cid, ability.effects)
        return None

    def when_revealed_steps(self, cid: int, seat: int, incite: int) -> list[Any]:
        """INCITE X is a "When Revealed" ability; with the card's own When Revealed abilities
        they trigger together, so the first player orders them (RRG: SIMULTANEOUS
        RESOLUTION)."""
        own = WhenRevealed(cid, seat)
        if not incite:
            return [own]
        cdef = self.d(cid)
        items = [ForcedItem(f"Incite {incite}: place {incite} threat on the main scheme",
                            [MainThreat(incite)])]
        if any(a.trigger == "when_revealed" for a in cdef.abilities) or (
                cdef.automation != "full" and cdef.manual):
            items.append(ForcedItem(f"{cdef.title}'s own When Revealed ability", [own]))
            return [OrderForced(self.state.first_player, items)]
        return [items[0].steps[0], own]

    def s_forced(self, step: OrderForced, answer: str | None) -> Ask | None:
        """Forced abilities that trigger at the same time: the first player chooses which
        resolves next, until one is left (RRG: SIMULTANEOUS RESOLUTION). Identical ones
        are not asked about."""
        items = step.items
        if not items:
            return None
        labels = [item.label for item in items]
        if len(set(labels)) == 1:
            answer = "f:0"
        options = [(f"f:{n}", label) for n, label in enumerate(labels)]
        seat = step.seat
        if self.state.players[seat].eliminated and self.seats():
            seat = self.seats()[0]
        if answer is None:
            return Ask(seat, "These forced abilities trigger at the same time: which resolves "
                       "first?", options)
        self.require(answer in dict(options), "choose one of the forced abilities")
        chosen = items[int(answer[2:])]
        rest = [item for item in items if item is not chosen]
        self.push(*chosen.steps, *([OrderForced(seat, rest)] if rest else []))
        return None

    def side_scheme_start(self, cid: int) -> int:
        cdef = self.d(cid)
        base = cdef.stat("base_threat")
        if not cdef.stats.get("base_threat_fixed"):
            base *= self.players_at_start()
        return base + self.kw(cid, "hinder")

    def s_entered_engaged(self, step: EnteredEngaged, answer: str | None) -> Ask | None:
        cid, seat = step.card, step.seat
        if self.in_play(cid) and self.kw(cid, "toughness") and not self.c(cid).tough:
            self.give_status(cid, "tough")  # TOUGHNESS: enters play with a tough card
        steps: list[Any] = []  # forced abilities first, then the optional ones
        if self.in_play(cid) and self.kw(cid, "quickstrike") and self.is_hero(seat):
            self.log(f"{self.name(cid)} has quickstrike and attacks.")
            steps.append(EnemyAttack(cid, seat))
        if self.in_play(cid):  # "after a minion enters play": keywords first (RRG FAQ)
            steps.append(Window(occur(self.state, "enters_play", seat, card=cid).id, "after",
                                last=True))
        self.push(*steps)
        return None

    def s_after_reveal(self, step: AfterReveal, answer: str | None) -> Ask | None:
        cid, seat = step.card, step.seat
        if self.state.peril == seat and self.d(cid).keywords.get("peril"):
            self.state.peril = -1  # only the peril card's own resolution ends it
        if self.c(cid).zone == "revealed":
            if self.d(cid).type == "obligation" and any(
                    a.trigger.endswith("action") for a in self.d(cid).abilities):
                self.state.move(cid, pzone(seat, "play"))
                self.c(cid).controller = seat
            else:
                self.discard(cid)
        if step.surge:
            self.push(Surge(seat))
        if step.occ >= 0:  # "after you reveal", before the surge card
            self.push(Window(step.occ, "after", last=True))
        return None

    def s_end_round(self, step: EndRound, answer: str | None) -> Ask | None:
        self.state.lasting = [e for e in self.state.lasting  # "until the end of the round"
                              if e.get("until") != "round"]
        # "at the end of the round" responses, then the first player token passes
        round_end = occur(self.state, "round_end", self.state.first_player)
        would = [Window(round_end.id, "would")] if answered(self, "round_end", "would") else []
        self.push(*would, Window(round_end.id, "after", last=True), NextRound())
        return None

    def s_next_round(self, step: NextRound, answer: str | None) -> Ask | None:
        """RRG ROUND SEQUENCE: the first player token passes and the next round begins."""
        seats = self.seats()
        nxt = seats[1] if len(seats) > 1 else seats[0]
        self.state.first_player = nxt
        self.state.round += 1
        self.log(f"Player {nxt + 1} is now the first player.")
        self.push(PlayerPhaseStart())
        return None
