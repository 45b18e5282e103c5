"""Card abilities being triggered and resolved: conditions, when-revealed and when-defeated
triggers, optional abilities, and the first effect vocabulary's verbs.

An ability's effects run through :mod:`engine.champions.verbs` (one typed ``Do`` step per
effect); the verbs of the first vocabulary (surge, the villain's activations, cancel and
prevention, linked cards) are :func:`first_vocabulary`. Like every rules module, this one
is functions over the game (``game`` first), registered as step handlers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions import combat, primitives, turn, verbs, villain
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
from engine.champions.steps import TypedStep, handled_by
from engine.champions.villain_steps import EnemyAttack, EnemyScheme, MainThreat, RevealTop
from engine.champions.windows import Window, occur

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


def run_effects(game: ChampionsGame, seat: int, source: int, effects: Any, *, occ: int = -1,
                attacker: int = -1, aid: int = -1, vars: dict[str, int] | None = None
                ) -> None:
    """Queue an ability's effects; they share one scope (what "it", "that player" and
    "if you do" refer to: :mod:`engine.champions.verbs`)."""
    verbs.run(game, Scope(seat, source, occ, attacker, aid, dict(vars or {})), effects)


def condition_met(game: ChampionsGame, seat: int, condition: dict[str, Any], source: int) -> bool:
    form = condition.get("form")
    if form and form != game.state.players[seat].form:
        return False
    suit = condition.get("suit")
    if suit and suit != game.form_of_suit(seat):
        return False
    if "expert" in condition and bool(condition["expert"]) != game.state.expert:
        return False
    if "mode" in condition and condition["mode"] not in game.modes():
        return False
    tests = {k: v for k, v in condition.items() if k in ("exists", "none", "count",
                                                          "at_least", "at_most", "side", "of")}
    if tests and not verbs.test(game, Scope(seat, source), tests):
        return False  # the effect tests, read as conditions ("while this card has ...")
    needs = condition.get("needs")
    return not needs or NEEDS[needs](game, seat)


NEEDS: dict[str, Any] = {
    "shield_support": lambda g, seat: bool(combat.shield_supports(g, seat)),
    "exhausted_ally": lambda g, seat: any(g.c(a).exhausted for s in g.seats()
                                          for a in g.allies(s)),
    "identity_exhausted": lambda g, seat: g.c(g.identity(seat)).exhausted,
    "ally_in_any_hand": lambda g, seat: any(
        g.d(c).type == "ally" for s in g.seats() for c in hand_of(g, s)),
    "engaged_with_another_minion": lambda g, seat: len(g.minions(seat)) > 1,
    "suit_and_removable_threat": lambda g, seat: g.suit(seat) >= 0 and any(
        primitives.can_remove_threat(g, s) for s in g.schemes()),
    "all_characters_shield": lambda g, seat: all(
        g.has_trait(ch, "S.H.I.E.L.D.") for ch in g.characters(seat)),
    "shield_support_or_suit": lambda g, seat: bool(combat.shield_supports(g)) or any(
        g.suit(s) >= 0 for s in g.seats()),
    "ready_shield_card": lambda g, seat: any(
        not g.c(c).exhausted and g.has_trait(c, "S.H.I.E.L.D.")
        for c in g.characters(seat) + g.play_cards(seat)),
    "exhausted_shield_support": lambda g, seat: any(
        g.c(c).exhausted for c in combat.shield_supports(g)),
    # RRG LABELED ABILITY: an attack event is an attack by your identity, which a card
    # with "cannot attack" forbids.
    "identity_can_attack": lambda g, seat: turn.can_attack(g, g.identity(seat)),
    # a thwart event needs a scheme it may thwart, or a confused identity to clear
    # (RRG CONFUSED: a confused identity may attempt a thwart with no valid target)
    "thwart_target": lambda g, seat: bool(combat.thwartable(g, seat)) or primitives.is_status(g,
        g.identity(seat), "confused"),
    "movable_counter": lambda g, seat: len(combat.shield_supports(g)) > 1 and any(
        any(k not in ("damage", "threat") for k in g.c(c).counters)
        for c in combat.shield_supports(g)),
}


def s_when_revealed(game: ChampionsGame, step: WhenRevealed, answer: str | None) -> Ask | None:
    _trigger(game, step.card, step.seat, "when_revealed")
    return None


def s_when_defeated(game: ChampionsGame, step: WhenDefeated, answer: str | None) -> Ask | None:
    _trigger(game, step.card, step.seat if step.seat >= 0 else game.state.first_player,
                  "when_defeated")
    return None


def _trigger(game: ChampionsGame, cid: int, seat: int, trigger: str) -> None:
    cdef = game.d(cid)
    abilities = [a for a in cdef.abilities if a.trigger == trigger]
    if cdef.automation != "full" and (abilities or trigger == "when_revealed") and \
            cdef.manual:
        game.push(ByHand(seat, cid))
    for ability in reversed(abilities):
        if condition_met(game, seat, ability.condition, cid):
            run_effects(game, seat, cid, ability.effects)


def s_optional(game: ChampionsGame, step: Optional, answer: str | None) -> Ask | None:
    seat, card = step.seat, step.card
    if card >= 0 and (not game.in_play(card) or ("exhaust_self" in step.cost
                                                  and game.c(card).exhausted)):
        return None
    if game.state.peril >= 0 and seat != game.state.peril:
        return None  # PERIL: other players cannot trigger abilities
    options = [("yes", "Yes"), ("no", "No")]
    if answer is None:
        return Ask(seat, step.prompt, options)
    game.require(answer in dict(options), "answer yes or no")
    if answer == "yes":
        for cost in step.cost:
            if cost == "exhaust_self":
                game.c(card).exhausted = True
            elif cost == "discard_self":
                primitives.discard(game, card)
                if game.has_trait(card, "Preparation"):
                    preparation_used(game, seat, card)
        run_effects(game, seat, card, step.effects)
    return None


def preparation_used(game: ChampionsGame, seat: int, card: int) -> None:
    """A Preparation card ``seat`` controls resolved and was discarded: its "after"
    window. Pushed now, it follows the card's effects."""
    occ = occur(game.state, "preparation", seat, card=card)
    game.push(Window(occ.id, "after", last=True))


def s_encounter_discard(game: ChampionsGame, step: EncounterDiscard,
                        answer: str | None) -> Ask | None:
    """An encounter card effect discards a card in play that a player controls: first
    the "would be discarded" window (a replacement may take it), then the
    discard unless it was replaced."""
    card = step.card
    if not game.in_play(card):
        return None
    if step.occ < 0:
        step.occ = occur(game.state, "encounter_discard", game.c(card).controller,
                         card=card).id
        game.push(Window(step.occ, "would"), step)
        return None
    occ = game.state.occurrences.pop(step.occ)
    if not occ.cancelled:
        primitives.discard(game, card)
        game.log(f"{game.name(card)} is discarded.")
    return None


def s_by_hand(game: ChampionsGame, step: ByHand, answer: str | None) -> Ask | None:
    seat, card = step.seat, step.card
    options = [("done", "Done: I resolved it by hand")]
    if answer is None:
        return Ask(seat, f"Resolve {game.name(card)} by hand: {game.d(card).manual} "
                   "(use the manual commands), then choose Done.", options)
    game.state.manual_used += 1
    game.log(f"Player {seat + 1} resolved {game.name(card)} by hand.")
    return None


def first_vocabulary(game: ChampionsGame, step: Step, answer: str | None) -> Ask | None:
    """The first vocabulary's verbs (surge, the villain's activations, linked cards,
    cancel and prevention...), for the :class:`~engine.champions.verbs.Do` step that
    hands them over: ``step`` holds its scope's fields and the effect ``e``."""
    e: dict[str, Any] = step["e"]
    seat = step["seat"]
    you = game.identity(seat)
    if "surge" in e:
        after = game.queued(AfterReveal)
        if after is not None:
            after.surge = True
        return None
    if "villain_schemes" in e:
        game.push(EnemyScheme(game.villain(), seat))
        return None
    if "villain_attacks" in e:
        game.push(EnemyAttack(game.villain(), seat, int(e.get("extra_boost", 0))))
        return None
    if "enemies_attack" in e:
        game.push(*[EnemyAttack(m, seat) for m in [game.villain(), *game.minions(seat)]])
        return None
    if "status" in e:
        primitives.give_status(game, you, e["status"])
        return None
    if "exhaust" in e:
        game.c(you).exhausted = True
        return None
    if "reveal_encounter" in e:
        game.push(RevealTop(seat))
        return None
    if "draw" in e:
        primitives.draw(game, seat, int(e["draw"]))
        return None
    if "bring_linked" in e:
        bring_linked(game, seat, step["source"])
        return None
    if "place_threat" in e:
        amount = int(e["place_threat"]) * (game.players_at_start() if e.get("per_player")
                                            else 1)
        on = e.get("on", "main")
        targets = {"main": [game.main_scheme()], "each_scheme": game.schemes(),
                   "each_side_scheme": game.side_schemes(),
                   "game": [step["source"]]}[on]
        for scheme in reversed(targets):
            if scheme == game.main_scheme():  # its "would be placed" window first
                game.push(MainThreat(amount))
            else:
                primitives.place_threat(game, scheme, amount)
        return None
    if "remove_threat" in e:
        return _choose(game, step, answer, "scheme", combat.removable(game),
                            f"Remove {e['remove_threat']} threat from which scheme?",
                            lambda t: primitives.remove_threat(game, t, int(e["remove_threat"])))
    if "heal" in e:
        target = e.get("target", "your_identity")
        if target == "your_identity":
            primitives.heal(game, you, int(e["heal"]))
            return None
        return _choose(game, step, answer, "character", game.characters(seat),
                            f"Heal {e['heal']} damage from which character?",
                            lambda t: primitives.heal(game, t, int(e["heal"])))
    if "damage" in e:
        return _damage(game, step, answer, e, seat)
    if "remove_counter" in e:  # all-purpose counters take a uses card's type (AoS p. 4)
        supports = game.play_cards(seat, "support") \
            if e.get("target") == "each_support_you_control" else [step["source"]]
        for support in supports:
            names = [n for n in game.c(support).counters if n not in ("damage", "threat")]
            if names:
                primitives.remove_counters(game, support, names[0], int(e["remove_counter"]))
        return None
    if "discard" in e:  # "discard this card" (an ally leaving play may be tucked instead)
        source = step["source"]
        if game.in_play(source):
            game.log(f"{game.name(source)} is discarded.")
            if game.d(source).type == "ally":
                primitives.ally_leaves_play(game, source)
            else:
                primitives.discard(game, source)
        return None
    if "reverse_activation" in e:
        occ = game.state.occurrences.get(step.get("occ", -1))
        if occ is not None:
            occ.replaced = "reverse"
            game.log("This activation removes threat instead of placing it.")
        return None
    if "prevent_damage" in e or "cancel" in e:
        answer_occurrence(game, step, e)
        return None
    raise AssertionError(f"unknown effect {e}")


def answer_occurrence(game: ChampionsGame, step: Step, e: dict[str, Any]) -> None:
    """Effects that act on the occurrence a window is answering (RRG: PREVENT, CANCEL,
    REPLACEMENT EFFECT): the rules read it back when the occurrence resolves."""
    occ = game.state.occurrences.get(step.get("occ", -1))
    if occ is None:
        return
    if "cancel" in e:
        occ.cancelled = True
        if occ.kind == "reveal" and occ.card >= 0:  # "cancel ... and discard it"
            game.c(occ.card).facedown = False
            primitives.discard(game, occ.card)
            game.log(f"{game.name(occ.card)} is cancelled and discarded.")
        else:
            game.log("It is cancelled.")
    elif e["prevent_damage"] == "all":
        occ.prevent_all = True
        game.log("All of that damage is prevented.")
    else:
        occ.prevented += int(e["prevent_damage"])
        game.log(f"{int(e['prevent_damage'])} of that damage is prevented.")


def _damage(game: ChampionsGame, step: Step, answer: str | None, e: dict[str, Any],
            seat: int) -> Ask | None:
    amount = int(e["damage"])
    target = e.get("target", "enemy")
    if e.get("attack"):
        game.push(Attack(seat, game.identity(seat), amount, ranged=bool(e.get("ranged")),
                         piercing=bool(e.get("piercing")),
                         overkill=bool(e.get("overkill")),
                         on_defeat=list(e.get("on_defeat", [])), source=step["source"]))
        return None
    if target == "you":
        primitives.deal_damage(game, game.identity(seat), amount)
        return None
    if target == "attacker":
        attacker = step.get("attacker", -1)
        if attacker >= 0:
            primitives.deal_damage(game, attacker, amount)
        return None
    if target == "each_character_you_control":
        for cid in game.characters(seat):
            primitives.deal_damage(game, cid, amount)
        return None
    if target == "villain":
        primitives.deal_damage(game, game.villain(), amount)
        return None
    if target == "that":  # the enemy a window's occurrence is about ("that minion")
        occ = game.state.occurrences.get(step.get("occ", -1))
        if occ is not None and game.in_play(occ.card):
            primitives.deal_damage(game, occ.card, amount)
        return None
    return _choose(game, step, answer, "enemy", game.enemies(),
                        f"Deal {amount} damage to which enemy?",
                        lambda t: primitives.deal_damage(game, t, amount))


def _choose(game: ChampionsGame, step: Step, answer: str | None, what: str, candidates: list[int],
            prompt: str, apply: Any) -> Ask | None:
    if not candidates:
        game.log(f"There is no {what} to choose.")
        return None
    options = [(f"t:{c}", describe_target(game, c)) for c in candidates]
    ask, answer = game.ask_one(step["seat"], answer, prompt, options,
                               f"that is not a {what} you can choose")
    if ask:
        return ask
    apply(int(answer[2:]))
    return None


def bring_linked(game: ChampionsGame, seat: int, source: int) -> None:
    """RRG LINKED: one set-aside card linked to ``source`` enters play; the player taking
    control of it becomes its owner."""
    code = game.c(source).code
    linked = [c for c in game.ids("set_aside")
              if game.d(c).keywords.get("linked") == code
              and game.c(c).owner in (-1, game.c(source).owner, seat)]
    if not linked:
        game.log(f"No card linked to {game.name_faceup(source)} is set aside.")
        return
    cid = linked[0]
    card = game.c(cid)
    kind = game.d(cid).type
    if kind in ("minion",):
        game.state.move(cid, pzone(seat, "engaged"))
        game.log(f"{game.name(cid)} (linked) enters play engaged with player {seat + 1}.")
        game.push(EnteredEngaged(cid, seat))
    elif kind == "side_scheme":
        game.state.move(cid, "schemes")
        game.c(cid).add("threat", villain.side_scheme_start(game, cid))
        game.log(f"{game.name(cid)} (linked) enters play.")
    else:
        card.owner = card.controller = seat
        game.state.move(cid, pzone(seat, "play"))
        game.log(f"{game.name(cid)} (linked) enters play under player {seat + 1}'s "
                 "control.")


def describe_target(game: ChampionsGame, cid: int) -> str:
    cdef = game.d(cid)
    if cdef.type in ("main_scheme", "side_scheme"):
        return f"{game.name(cid)} ({game.c(cid).count('threat')} threat)"
    if cdef.type in ("villain", "minion", "ally", "hero", "alter_ego") or game.c(cid).facedown:
        return f"{game.name(cid)} ({game.hp(cid)} hit points left)"
    return game.name(cid)


def hand_of(game: ChampionsGame, seat: int) -> list[int]:
    return game.ids(pzone(seat, "hand"))


_HANDLERS: dict[type[TypedStep], Any] = {
    WhenRevealed: s_when_revealed, WhenDefeated: s_when_defeated, ByHand: s_by_hand,
    Optional: s_optional, EncounterDiscard: s_encounter_discard,
}


handled_by(_HANDLERS)
