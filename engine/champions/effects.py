"""The effect vocabulary interpreter: one resumable step per effect.

Effects come from card data (``content/champions/<pack>.toml``); a ``hook``
effect calls a Python step handler registered by name in
:mod:`engine.champions.cards` for what the vocabulary cannot say.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from engine.champions import verbs
from engine.champions.base import Ask, Step
from engine.champions.combat_steps import Attack
from engine.champions.encounter_steps import (
    AfterReveal,
    ByHand,
    EncounterDiscard,
    EnteredEngaged,
    WhenDefeated,
    WhenRevealed,
)
from engine.champions.player_steps import Optional
from engine.champions.selectors import Scope
from engine.champions.state import pzone
from engine.champions.steps import TypedStep, handled_by_methods
from engine.champions.villain import VillainPhase
from engine.champions.villain_steps import EnemyAttack, EnemyScheme, MainThreat, RevealTop
from engine.champions.windows import Window, occur

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


class Effects(VillainPhase):
    def run_effects(self, seat: int, source: int, effects: Any, *, occ: int = -1,
                    attacker: int = -1, aid: int = -1, vars: dict[str, int] | None = None
                    ) -> None:
        """Queue an ability's effects; they share one scope (what "it", "that player" and
        "if you do" refer to: :mod:`engine.champions.verbs`)."""
        game = cast("ChampionsGame", self)  # this layer only ever runs as the whole game
        verbs.run(game, Scope(seat, source, occ, attacker, aid, dict(vars or {})), effects)

    def condition_met(self, seat: int, condition: dict[str, Any], source: int) -> bool:
        form = condition.get("form")
        if form and form != self.state.players[seat].form:
            return False
        suit = condition.get("suit")
        if suit and suit != self.form_of_suit(seat):
            return False
        if "expert" in condition and bool(condition["expert"]) != self.state.expert:
            return False
        if "mode" in condition and condition["mode"] not in self.modes():
            return False
        tests = {k: v for k, v in condition.items() if k in ("exists", "none", "count",
                                                              "at_least", "at_most")}
        if tests and not verbs.test(cast("ChampionsGame", self), Scope(seat, source), tests):
            return False  # the effect tests, read as conditions ("while this card has ...")
        needs = condition.get("needs")
        return not needs or self.NEEDS[needs](self, seat)

    NEEDS: ClassVar[dict[str, Any]] = {
        "shield_support": lambda g, seat: bool(g.shield_supports(seat)),
        "exhausted_ally": lambda g, seat: any(g.c(a).exhausted for s in g.seats()
                                              for a in g.allies(s)),
        "identity_exhausted": lambda g, seat: g.c(g.identity(seat)).exhausted,
        "ally_in_any_hand": lambda g, seat: any(
            g.d(c).type == "ally" for s in g.seats() for c in g.hand_of(s)),
        "engaged_with_another_minion": lambda g, seat: len(g.minions(seat)) > 1,
        "suit_and_removable_threat": lambda g, seat: g.suit(seat) >= 0 and any(
            g.can_remove_threat(s) for s in g.schemes()),
        "all_characters_shield": lambda g, seat: all(
            g.has_trait(ch, "S.H.I.E.L.D.") for ch in g.characters(seat)),
        "shield_support_or_suit": lambda g, seat: bool(g.shield_supports()) or any(
            g.suit(s) >= 0 for s in g.seats()),
        "ready_shield_card": lambda g, seat: any(
            not g.c(c).exhausted and g.has_trait(c, "S.H.I.E.L.D.")
            for c in g.characters(seat) + g.play_cards(seat)),
        "exhausted_shield_support": lambda g, seat: any(
            g.c(c).exhausted for c in g.shield_supports()),
        # RRG LABELED ABILITY: an attack event is an attack by your identity, which a card
        # with "cannot attack" forbids.
        "identity_can_attack": lambda g, seat: g.can_attack(g.identity(seat)),
        # a thwart event needs a scheme it may thwart, or a confused identity to clear
        # (RRG CONFUSED: a confused identity may attempt a thwart with no valid target)
        "thwart_target": lambda g, seat: bool(g.thwartable(seat)) or g.is_status(
            g.identity(seat), "confused"),
        "movable_counter": lambda g, seat: len(g.shield_supports()) > 1 and any(
            any(k not in ("damage", "threat") for k in g.c(c).counters)
            for c in g.shield_supports()),
    }

    # ------------------------------------------------------------ triggers
    def s_when_revealed(self, step: WhenRevealed, answer: str | None) -> Ask | None:
        self._trigger(step.card, step.seat, "when_revealed")
        return None

    def s_when_defeated(self, step: WhenDefeated, answer: str | None) -> Ask | None:
        self._trigger(step.card, step.seat if step.seat >= 0 else self.state.first_player,
                      "when_defeated")
        return None

    def _trigger(self, cid: int, seat: int, trigger: str) -> None:
        cdef = self.d(cid)
        abilities = [a for a in cdef.abilities if a.trigger == trigger]
        if cdef.automation != "full" and (abilities or trigger == "when_revealed") and \
                cdef.manual:
            self.push(ByHand(seat, cid))
        for ability in reversed(abilities):
            if self.condition_met(seat, ability.condition, cid):
                self.run_effects(seat, cid, ability.effects)

    def s_optional(self, step: Optional, answer: str | None) -> Ask | None:
        seat, card = step.seat, step.card
        if card >= 0 and (not self.in_play(card) or ("exhaust_self" in step.cost
                                                      and self.c(card).exhausted)):
            return None
        if self.state.peril >= 0 and seat != self.state.peril:
            return None  # PERIL: other players cannot trigger abilities
        options = [("yes", "Yes"), ("no", "No")]
        if answer is None:
            return Ask(seat, step.prompt, options)
        self.require(answer in dict(options), "answer yes or no")
        if answer == "yes":
            for cost in step.cost:
                if cost == "exhaust_self":
                    self.c(card).exhausted = True
                elif cost == "discard_self":
                    self.discard(card)
                    if self.has_trait(card, "Preparation"):
                        self.preparation_used(seat, card)
            self.run_effects(seat, card, step.effects)
        return None

    def preparation_used(self, seat: int, card: int) -> None:
        """A Preparation card ``seat`` controls resolved and was discarded: its "after"
        window. Pushed now, it follows the card's effects."""
        occ = occur(self.state, "preparation", seat, card=card)
        self.push(Window(occ.id, "after", last=True))

    def s_encounter_discard(self, step: EncounterDiscard, answer: str | None) -> Ask | None:
        """An encounter card effect discards a card in play that a player controls: first
        the "would be discarded" window (a replacement may take it), then the
        discard unless it was replaced."""
        card = step.card
        if not self.in_play(card):
            return None
        if step.occ < 0:
            step.occ = occur(self.state, "encounter_discard", self.c(card).controller,
                             card=card).id
            self.push(Window(step.occ, "would"), step)
            return None
        occ = self.state.occurrences.pop(step.occ)
        if not occ.cancelled:
            self.discard(card)
            self.log(f"{self.name(card)} is discarded.")
        return None

    def s_by_hand(self, step: ByHand, answer: str | None) -> Ask | None:
        seat, card = step.seat, step.card
        options = [("done", "Done: I resolved it by hand")]
        if answer is None:
            return Ask(seat, f"Resolve {self.name(card)} by hand: {self.d(card).manual} "
                       "(use the manual commands), then choose Done.", options)
        self.state.manual_used += 1
        self.log(f"Player {seat + 1} resolved {self.name(card)} by hand.")
        return None

    # ------------------------------------------------------------- effects
    def first_vocabulary(self, step: Step, answer: str | None) -> Ask | None:
        """The first vocabulary's verbs (surge, the villain's activations, linked cards,
        cancel and prevention...), for the :class:`~engine.champions.verbs.Do` step that
        hands them over: ``step`` holds its scope's fields and the effect ``e``."""
        e: dict[str, Any] = step["e"]
        seat = step["seat"]
        you = self.identity(seat)
        if "surge" in e:
            after = self.queued(AfterReveal)
            if after is not None:
                after.surge = True
            return None
        if "villain_schemes" in e:
            self.push(EnemyScheme(self.villain(), seat))
            return None
        if "villain_attacks" in e:
            self.push(EnemyAttack(self.villain(), seat, int(e.get("extra_boost", 0))))
            return None
        if "enemies_attack" in e:
            self.push(*[EnemyAttack(m, seat) for m in [self.villain(), *self.minions(seat)]])
            return None
        if "status" in e:
            self.give_status(you, e["status"])
            return None
        if "exhaust" in e:
            self.c(you).exhausted = True
            return None
        if "reveal_encounter" in e:
            self.push(RevealTop(seat))
            return None
        if "draw" in e:
            self.draw(seat, int(e["draw"]))
            return None
        if "bring_linked" in e:
            self.bring_linked(seat, step["source"])
            return None
        if "place_threat" in e:
            amount = int(e["place_threat"]) * (self.players_at_start() if e.get("per_player")
                                                else 1)
            on = e.get("on", "main")
            targets = {"main": [self.main_scheme()], "each_scheme": self.schemes(),
                       "each_side_scheme": self.side_schemes(),
                       "self": [step["source"]]}[on]
            for scheme in reversed(targets):
                if scheme == self.main_scheme():  # its "would be placed" window first
                    self.push(MainThreat(amount))
                else:
                    self.place_threat(scheme, amount)
            return None
        if "remove_threat" in e:
            return self._choose(step, answer, "scheme", self.removable(),
                                f"Remove {e['remove_threat']} threat from which scheme?",
                                lambda t: self.remove_threat(t, int(e["remove_threat"])))
        if "heal" in e:
            target = e.get("target", "your_identity")
            if target == "your_identity":
                self.heal(you, int(e["heal"]))
                return None
            return self._choose(step, answer, "character", self.characters(seat),
                                f"Heal {e['heal']} damage from which character?",
                                lambda t: self.heal(t, int(e["heal"])))
        if "damage" in e:
            return self._damage(step, answer, e, seat)
        if "remove_counter" in e:  # all-purpose counters take a uses card's type (AoS p. 4)
            supports = self.play_cards(seat, "support") \
                if e.get("target") == "each_support_you_control" else [step["source"]]
            for support in supports:
                names = [n for n in self.c(support).counters if n not in ("damage", "threat")]
                if names:
                    self.remove_counters(support, names[0], int(e["remove_counter"]))
            return None
        if "discard" in e:  # "discard this card" (an ally leaving play may be tucked instead)
            source = step["source"]
            if self.in_play(source):
                self.log(f"{self.name(source)} is discarded.")
                if self.d(source).type == "ally":
                    self.ally_leaves_play(source)
                else:
                    self.discard(source)
            return None
        if "reverse_activation" in e:
            occ = self.state.occurrences.get(step.get("occ", -1))
            if occ is not None:
                occ.replaced = "reverse"
                self.log("This activation removes threat instead of placing it.")
            return None
        if "prevent_damage" in e or "cancel" in e:
            self.answer_occurrence(step, e)
            return None
        raise AssertionError(f"unknown effect {e}")

    def answer_occurrence(self, step: Step, e: dict[str, Any]) -> None:
        """Effects that act on the occurrence a window is answering (RRG: PREVENT, CANCEL,
        REPLACEMENT EFFECT): the rules read it back when the occurrence resolves."""
        occ = self.state.occurrences.get(step.get("occ", -1))
        if occ is None:
            return
        if "cancel" in e:
            occ.cancelled = True
            if occ.kind == "reveal" and occ.card >= 0:  # "cancel ... and discard it"
                self.c(occ.card).facedown = False
                self.discard(occ.card)
                self.log(f"{self.name(occ.card)} is cancelled and discarded.")
            else:
                self.log("It is cancelled.")
        elif e["prevent_damage"] == "all":
            occ.prevent_all = True
            self.log("All of that damage is prevented.")
        else:
            occ.prevented += int(e["prevent_damage"])
            self.log(f"{int(e['prevent_damage'])} of that damage is prevented.")

    def _damage(self, step: Step, answer: str | None, e: dict[str, Any], seat: int) -> Ask | None:
        amount = int(e["damage"])
        target = e.get("target", "enemy")
        if e.get("attack"):
            self.push(Attack(seat, self.identity(seat), amount, ranged=bool(e.get("ranged")),
                             piercing=bool(e.get("piercing")),
                             overkill=bool(e.get("overkill")),
                             on_defeat=list(e.get("on_defeat", [])), source=step["source"]))
            return None
        if target == "you":
            self.deal_damage(self.identity(seat), amount)
            return None
        if target == "attacker":
            attacker = step.get("attacker", -1)
            if attacker >= 0:
                self.deal_damage(attacker, amount)
            return None
        if target == "each_character_you_control":
            for cid in self.characters(seat):
                self.deal_damage(cid, amount)
            return None
        if target == "villain":
            self.deal_damage(self.villain(), amount)
            return None
        if target == "that":  # the enemy a window's occurrence is about ("that minion")
            occ = self.state.occurrences.get(step.get("occ", -1))
            if occ is not None and self.in_play(occ.card):
                self.deal_damage(occ.card, amount)
            return None
        return self._choose(step, answer, "enemy", self.enemies(),
                            f"Deal {amount} damage to which enemy?",
                            lambda t: self.deal_damage(t, amount))

    def _choose(self, step: Step, answer: str | None, what: str, candidates: list[int],
                prompt: str, apply: Any) -> Ask | None:
        if not candidates:
            self.log(f"There is no {what} to choose.")
            return None
        options = [(f"t:{c}", self.describe_target(c)) for c in candidates]
        ask, answer = self.ask_one(step["seat"], answer, prompt, options,
                                   f"that is not a {what} you can choose")
        if ask:
            return ask
        apply(int(answer[2:]))
        return None

    def bring_linked(self, seat: int, source: int) -> None:
        """RRG LINKED: one set-aside card linked to ``source`` enters play; the player taking
        control of it becomes its owner."""
        code = self.c(source).code
        linked = [c for c in self.ids("set_aside")
                  if self.d(c).keywords.get("linked") == code
                  and self.c(c).owner in (-1, self.c(source).owner, seat)]
        if not linked:
            self.log(f"No card linked to {self.name_faceup(source)} is set aside.")
            return
        cid = linked[0]
        card = self.c(cid)
        kind = self.d(cid).type
        if kind in ("minion",):
            self.state.move(cid, pzone(seat, "engaged"))
            self.log(f"{self.name(cid)} (linked) enters play engaged with player {seat + 1}.")
            self.push(EnteredEngaged(cid, seat))
        elif kind == "side_scheme":
            self.state.move(cid, "schemes")
            self.c(cid).add("threat", self.side_scheme_start(cid))
            self.log(f"{self.name(cid)} (linked) enters play.")
        else:
            card.owner = card.controller = seat
            self.state.move(cid, pzone(seat, "play"))
            self.log(f"{self.name(cid)} (linked) enters play under player {seat + 1}'s "
                     "control.")

    def describe_target(self, cid: int) -> str:
        cdef = self.d(cid)
        if cdef.type in ("main_scheme", "side_scheme"):
            return f"{self.name(cid)} ({self.c(cid).count('threat')} threat)"
        if cdef.type in ("villain", "minion", "ally", "hero", "alter_ego") or self.c(cid).facedown:
            return f"{self.name(cid)} ({self.hp(cid)} hit points left)"
        return self.name(cid)

    def hand_of(self, seat: int) -> list[int]:
        return self.ids(pzone(seat, "hand"))


_METHODS: dict[type[TypedStep], str] = {
    WhenRevealed: "s_when_revealed", WhenDefeated: "s_when_defeated", ByHand: "s_by_hand",
    Optional: "s_optional", EncounterDiscard: "s_encounter_discard",
}



handled_by_methods(_METHODS)
