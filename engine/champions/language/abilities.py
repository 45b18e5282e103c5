"""Card abilities being triggered and resolved: conditions, when-revealed and when-defeated
triggers, optional abilities.

An ability's effects run through :mod:`engine.champions.language.verbs` (one typed ``Do``
step per effect; every verb, surge and the villain's activations too, is registered there). Like
every rules module, this one is functions over the game (``game`` first), registered as
step handlers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.encounter_steps import (
    ByHand,
    EncounterDiscard,
    WhenDefeated,
    WhenRevealed,
)
from engine.champions.core.player_steps import Optional
from engine.champions.core.steps import TypedStep, handled_by
from engine.champions.language.selectors import Scope
from engine.champions.language.verbs import registry
from engine.champions.rules import combat, player_phase, primitives
from engine.champions.rules.windows import Window, occur

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


def run_effects(game: ChampionsGame, seat: int, source: int, effects: Any, *, occ: int = -1,
                attacker: int = -1, aid: int = -1, vars: dict[str, int] | None = None
                ) -> None:
    """Queue an ability's effects; they share one scope (what "it", "that player" and
    "if you do" refer to: :mod:`engine.champions.language.verbs.registry`)."""
    registry.run(game, Scope(seat, source, occ, attacker, aid, dict(vars or {})), effects)


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
    if tests and not registry.test(game, Scope(seat, source), tests):
        return False  # the effect tests, read as conditions ("while this card has ...")
    needs = condition.get("needs")
    return not needs or NEEDS[needs](game, seat)


NEEDS: dict[str, Callable[[ChampionsGame, int], bool]] = {
    "engaged_with_another_minion": lambda g, seat: len(g.minions(seat)) > 1,
    "suit_and_removable_threat": lambda g, seat: g.suit(seat) >= 0 and any(
        primitives.can_remove_threat(g, s) for s in g.schemes()),
    "all_characters_shield": lambda g, seat: all(
        g.has_trait(ch, "S.H.I.E.L.D.") for ch in g.characters(seat)),
    "shield_support_or_suit": lambda g, seat: bool(combat.shield_supports(g)) or any(
        g.suit(s) >= 0 for s in g.seats()),
    # RRG LABELED ABILITY: an attack event is an attack by your identity, which a card
    # with "cannot attack" forbids.
    "identity_can_attack": lambda g, seat: player_phase.can_attack(g, g.identity(seat)),
    # a thwart event needs a scheme it may thwart, or a confused identity to clear
    # (RRG CONFUSED: a confused identity may attempt a thwart with no valid target)
    "thwart_target": lambda g, seat: bool(combat.thwartable(g, seat)) or primitives.is_status(g,
        g.identity(seat), "confused"),
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
    if game.c(cid).owner >= 0:  # a linked player card becomes the taking player's
        game.c(cid).owner = seat
    game.log(f"{game.name(cid)} is linked to {game.name_faceup(source)}.")
    registry.enter_play(game, seat, cid, revealed=False)


def describe_target(game: ChampionsGame, cid: int) -> str:
    cdef = game.d(cid)
    if cdef.type in ("main_scheme", "side_scheme"):
        return f"{game.name(cid)} ({game.c(cid).count('threat')} threat)"
    if cdef.type in ("villain", "minion", "ally", "hero", "alter_ego") or game.c(cid).facedown:
        return f"{game.name(cid)} ({game.hp(cid)} hit points left)"
    return game.name(cid)


_HANDLERS: dict[type[TypedStep], Any] = {
    WhenRevealed: s_when_revealed, WhenDefeated: s_when_defeated, ByHand: s_by_hand,
    Optional: s_optional, EncounterDiscard: s_encounter_discard,
}


handled_by(_HANDLERS)
