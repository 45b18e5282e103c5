"""Card abilities being triggered and resolved: when-revealed and when-defeated triggers,
optional abilities, encounter cards' discards, abilities resolved by hand, linked cards.

An ability's effects run as typed ``Do`` steps (:func:`engine.champions.core.effect_steps.
run_effects`), each resolved by the verbs (:mod:`engine.champions.language.verbs`); its
conditions are read by :mod:`engine.champions.language.conditions`. Functions over the
game (``game`` first), registered as step handlers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core import effect_steps
from engine.champions.core.base import Ask
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.encounter_steps import (
    ByHand,
    EncounterDiscard,
    WhenDefeated,
    WhenRevealed,
)
from engine.champions.core.player_steps import Optional
from engine.champions.core.steps import TypedStep, handled_by
from engine.champions.language import conditions
from engine.champions.language.verbs import registry
from engine.champions.rules import primitives, windows

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


def s_when_revealed(game: ChampionsGame, step: WhenRevealed, answer: str | None) -> Ask | None:
    _trigger(game, step.card, step.seat, "when_revealed")
    return None


def s_when_defeated(game: ChampionsGame, step: WhenDefeated, answer: str | None) -> Ask | None:
    by = step.by if step.by >= 0 else game.state.active
    first = game.first_player(game.area_of(step.card))
    _trigger(game, step.card, step.seat if step.seat >= 0 else first, "when_defeated",
             {DEFEATER: by, ENGAGED_PLAYER: step.engaged if step.engaged >= 0 else first})
    return None


DEFEATER = "defeater"
"""The player word (and target word: their identity) for the player who defeated the card
whose When Defeated abilities resolve."""
ENGAGED_PLAYER = "engaged_player"
"""The player word for the player a defeated minion was engaged with ("deal the engaged
player an encounter card"); the first player for a card engaged with nobody."""


def _trigger(game: ChampionsGame, cid: int, seat: int, trigger: str,
             names: dict[str, int] | None = None) -> None:
    cdef = game.d(cid)
    abilities = [a for a in cdef.abilities if a.trigger == trigger]
    if cdef.automation != "full" and (abilities or trigger == "when_revealed") and \
            cdef.manual:
        game.push(ByHand(seat, cid))
    for ability in reversed(abilities):
        if conditions.condition_met(game, seat, ability.condition, cid):
            effect_steps.run_effects(game, seat, cid, ability.effects, vars=names)


def s_optional(game: ChampionsGame, step: Optional, answer: str | None) -> Ask | None:
    seat, card = step.seat, step.card
    if card >= 0 and (not game.in_play(card) or ("exhaust_self" in step.cost
                                                  and game.c(card).exhausted)):
        return None
    if game.state.peril >= 0 and seat != game.state.peril:
        return None  # PERIL: other players cannot trigger abilities
    options = [("yes", "Yes"), ("no", "No")]
    if answer is None:
        return Ask(seat, step.prompt, options, about=[card] if card >= 0 else [])
    game.require(answer in dict(options), "answer yes or no")
    if answer == "yes":
        for cost in step.cost:
            if cost == "exhaust_self":
                game.c(card).exhausted = True
            elif cost == "discard_self":
                primitives.discard(game, card)
                if game.has_trait(card, "Preparation"):
                    windows.preparation_used(game, seat, card)
        effect_steps.run_effects(game, seat, card, step.effects)
    return None


def s_encounter_discard(game: ChampionsGame, step: EncounterDiscard,
                        answer: str | None) -> Ask | None:
    """An encounter card effect discards a card in play that a player controls: first
    the "would be discarded" window (a replacement may take it), then the
    discard unless it was replaced."""
    card = step.card
    if not game.in_play(card):
        return None
    if step.occ < 0:
        step.occ = windows.occur(game.state, "encounter_discard", game.c(card).controller,
                         card=card).id
        game.push(windows.Window(step.occ, "would"), step)
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
    linked = [c for c in game.ids(game.az("set_aside", game.area_of_seat(seat)))
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
LANGUAGE.trigger = _trigger
