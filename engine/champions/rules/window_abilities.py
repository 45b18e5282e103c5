"""Using abilities in a timing window: the window step's handler (RRG Simultaneous Timing).

A :class:`~.windows.Window` resolves the forced abilities answering its occurrence one at
a time (the first player orders differing ones), then offers the optional ones (card
abilities and Interrupt/Response events in hand, paid for like any card) player by player
until everyone who can still use something has passed; :mod:`.windows` says how.

An occurrence happens in the game area of the player it concerns: the cards that may
answer it are that area's players' and encounter cards, and those of title-only areas
(their own abilities still trigger, though nothing but their title reaches them).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from content.champions.schema import Ability
from engine.champions.core.base import Ask
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.occurrences import Occurrence
from engine.champions.core.player_steps import Pay
from engine.champions.core.state import pzone
from engine.champions.core.steps import handles
from engine.champions.rules import player_phase, primitives
from engine.champions.rules.windows import (
    FORCED,
    OPTIONAL,
    PASS,
    Window,
    _describe,
    card_matches,
    preparation_used,
)

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame



@dataclasses.dataclass(frozen=True)
class Usable:
    """An ability that can answer the occurrence now: on a card, used by a seat."""

    seat: int
    card: int
    index: int
    ability: Ability
    in_hand: bool  # an Interrupt/Response event, played (and paid for) from hand

    code: str = ""  # the face showing when it answered

    @property
    def key(self) -> str:
        """The option's key in the window's question ("w:" / "f:" before it)."""
        return f"{self.card}:{self.index}"

    @property
    def used_key(self) -> str:
        """What the window remembers as used: the card, the face and the ability, so one
        face's ability never stands for the other's (issue 22 part 3)."""
        return f"{self.card}:{self.code}:{self.index}"


def _concerns(game: ChampionsGame, usable_of: str, occ: Occurrence, seat: int,
              card: int, moment: str) -> bool:
    if usable_of != "self" and occ.card == card:
        return False  # a card does not answer what happens to itself unless it says so
    if usable_of == "you":
        if occ.kind == "enemy_attack" and moment == "would" and _against_an_ally(game, occ):
            return False
        return seat < 0 or occ.seat == seat
    if usable_of == "your_identity":
        return seat >= 0 and occ.card == game.identity(seat)
    if usable_of == "self":
        return occ.card == card
    if usable_of == "host":  # the card this one is attached to
        return occ.card >= 0 and occ.card == game.c(card).attached_to
    if usable_of == "source":  # this card makes it happen (it attacks, it thwarts)
        return occ.source == card
    if usable_of == "by_you":  # your identity makes it happen; an attack answered once
        return seat >= 0 and occ.source == game.identity(seat) and occ.part == 0
    if usable_of == "by_self":  # this card makes it happen ("when she thwarts")
        return occ.source == card
    if usable_of == "defended_by_you":  # issue 24: "after your hero defends" (Counter-Punch)
        return seat >= 0 and game.is_hero(seat) and occ.defender == game.identity(seat)
    if usable_of == "by_host":  # the card this one is attached to makes it happen
        return occ.source >= 0 and occ.source == game.c(card).attached_to
    return True


def _against_an_ally(game: ChampionsGame, occ: Occurrence) -> bool:
    """An enemy attack against an ally (RRG ATTACKS AGAINST ALLIES): "when ... attacks you"
    abilities do not trigger (AoS rulebook p. 4; FFG ruling of 17 December 2025: "you" in
    a "when" ability is the identity, Nick Fury's Stealth Suit answering only attacks on
    Nick Fury). "After ... attacks you" still does, for the ally's controller: the ruling's
    exception and RRG v1.8 ATTACKS AGAINST ALLIES ("the player who controls the ally is
    considered the attacked player")."""
    return occ.card >= 0 and occ.seat >= 0 and occ.card != game.identity(occ.seat)


def _sources(game: ChampionsGame, seat: int) -> list[int]:
    """The seat's identity, its play area, and its cards attached to encounter cards (an
    upgrade with ``attach``: Spider-Tracer on a minion)."""
    return [game.identity(seat), *game.play_cards(seat), *game.attached_player_cards(seat)]


def _encounter_sources(game: ChampionsGame, area: int) -> list[int]:
    state = game.state
    zones = [game.az(z, area) for z in ("villain", "main", "schemes", "environment",
                                        "attached")]
    cards = [c for z in zones for c in state.zones.get(z, ()) if state.cards[c].owner < 0]
    cards += [m for m in game.minions(area=area) if not state.cards[m].facedown]
    if len(state.areas) > 1:
        cards += [c for c in game.title_only_in_play() if state.cards[c].owner < 0]
    return cards


def occurrence_area(game: ChampionsGame, occ: Occurrence) -> int:
    """The area an occurrence happens in: the area of the player it concerns."""
    return game.area_of_seat(occ.seat)


def forced_usables(game: ChampionsGame, occ: Occurrence, step: Window) -> list[Usable]:
    """Forced abilities answering ``occ`` now: players' cards (each controller's), then
    encounter cards (resolved for the player the occurrence concerns)."""
    trigger = FORCED[step.moment]
    out: list[Usable] = []
    area = occurrence_area(game, occ)
    seats = game.seats(area)
    for seat in seats:
        for cid in _sources(game, seat):
            out += _matching(game, occ, step, seat, cid, trigger, in_hand=False)
    owner = occ.seat if occ.seat in seats else game.first_player(area)
    for cid in _encounter_sources(game, area):
        out += _matching(game, occ, step, owner, cid, trigger, in_hand=False, encounter=True)
    return out


def optional_usables(game: ChampionsGame, occ: Occurrence, step: Window,
                     seat: int) -> list[Usable]:
    """What ``seat`` could use now: abilities on cards it controls, events in its hand,
    and abilities on encounter cards in play that any player may use (RRG ABILITY,
    INTERRUPT, RESPONSE: "players can only trigger interrupt [response] abilities on cards
    they control or on encounter cards"; one attached to another player's card is that
    player's: :func:`.player_phase.encounter_user`)."""
    trigger = OPTIONAL[step.moment]
    out: list[Usable] = []
    for cid in _sources(game, seat):
        out += _matching(game, occ, step, seat, cid, trigger, in_hand=False)
    if (occ.kind, step.moment) not in game.answerable:
        return out  # no card of the game answers it (a cheap test before the encounter's)
    for cid in _encounter_sources(game, occurrence_area(game, occ)):
        out += [u for u in _matching(game, occ, step, seat, cid, trigger, in_hand=False)
                if player_phase.encounter_user(game, cid, u.ability) in (seat, -1)]
    for cid in game.ids(pzone(seat, "hand")):
        if game.d(cid).type == "event":
            out += _matching(game, occ, step, seat, cid, trigger, in_hand=True)
    return out


def _matching(game: ChampionsGame, occ: Occurrence, step: Window, seat: int, cid: int,
              trigger: str, *, in_hand: bool, encounter: bool = False) -> list[Usable]:
    card = game.c(cid)
    if card.facedown:
        return []
    out = []
    for index, ability in enumerate(game.d(cid).abilities):
        if ability.trigger != trigger or ability.on != occ.kind:
            continue
        if f"{cid}:{card.code}:{index}" in step.used:
            continue  # RRG TRIGGERING CONDITION: once per occurrence
        if any(k.split(":")[0] == str(cid) and k.split(":")[1] != card.code
               for k in step.used):
            continue  # it answered this occurrence with its other face, then flipped
        if not _concerns(game, ability.of, occ, -1 if encounter else seat, cid, step.moment):
            continue
        if ability.card and not card_matches(game, occ.card, ability.card, occ):
            continue
        if ability.source and not card_matches(game, occ.source, ability.source):
            continue  # "when the villain attacks you": what makes it happen
        if "counter" in ability.card and ability.card["counter"] not in occ.notes:
            continue  # a counters filter answers a change of that kind of counter only
        if ability.unless and ability.unless in occ.notes:
            continue
        if ability.noted and ability.noted not in occ.notes:
            continue
        if not LANGUAGE.condition_met(game, seat, ability.condition, cid):
            continue
        if not in_hand and player_phase.limit_used(game, seat, cid, index):
            continue  # RRG LIMIT: "limit once per round", used this round
        if in_hand:
            if player_phase.play_cost(game, seat, cid) > player_phase.resources_available(
                    game, seat, cid, cid):
                continue
        elif not player_phase.costs_payable(game, seat, cid, ability):
            continue  # RRG FORCED: a forced ability whose cost cannot be paid does not initiate
        out.append(Usable(seat, cid, index, ability, in_hand, card.code))
    return out


def _label(game: ChampionsGame, usable: Usable) -> str:
    text = LANGUAGE.ability_effects_text(usable.ability)
    if usable.in_hand:
        cost = player_phase.play_cost(game, usable.seat, usable.card)
        return f"Play {game.name(usable.card)} (cost {cost}): {text}"
    return f"Use {game.name(usable.card)}: {text}"


@handles(Window)
def run_window(game: ChampionsGame, step: Window, answer: str | None) -> Ask | None:
    occ = game.state.occurrences.get(step.occ)
    if occ is None:
        return None
    if (occ.cancelled or occ.replaced) and step.moment == "would":
        return None  # RRG INTERRUPT: nothing answers a cancelled or replaced occurrence
    if not step.forced_done:
        forced = forced_usables(game, occ, step)
        if forced:
            return _next_forced(game, occ, step, forced, answer)
        step.forced_done = True
        answer = None
    return _offer(game, occ, step, answer)


def _next_forced(game: ChampionsGame, occ: Occurrence, step: Window, forced: list[Usable],
                 answer: str | None) -> Ask | None:
    """RRG FORCED: the first player picks the order of forced abilities that differ."""
    area = occurrence_area(game, occ)
    seats = game.seats(area)
    first = seats[0] if seats else game.first_player(area)
    distinct = {(game.c(u.card).code, u.index) for u in forced}
    options = [(f"f:{u.key}", f"{game.name(u.card)}: {LANGUAGE.ability_effects_text(u.ability)}")
               for u in forced]
    if len(distinct) == 1:
        chosen = forced[0]
    elif answer is None:
        return Ask(first, f"{_describe(game, occ, step.moment)}. These forced abilities "
                   "trigger at the same time: which resolves first?", options,
                   about=[c for c in (occ.card, occ.source) if c >= 0])
    else:
        game.require(answer in dict(options), "choose one of the forced abilities")
        chosen = next(u for u in forced if f"f:{u.key}" == answer)
    step.used.append(chosen.used_key)
    game.push(step)  # the window resumes once this ability has resolved
    _resolve(game, occ, chosen)
    return None


def _offer(game: ChampionsGame, occ: Occurrence, step: Window,
           answer: str | None) -> Ask | None:
    seats = game.seats(occurrence_area(game, occ))
    if game.state.peril >= 0:
        seats = [s for s in seats if s == game.state.peril]  # PERIL: only its player
    for seat in seats:
        if seat in step.passed:
            continue
        usables = optional_usables(game, occ, step, seat)
        if not usables:
            continue
        options = [(f"w:{u.key}", _label(game, u)) for u in usables]
        options.append((PASS, "Pass"))
        kind = "an interrupt" if step.moment == "would" else "a response"
        if answer is None:
            return Ask(seat, f"{_describe(game, occ, step.moment)}. Use {kind}?", options,
                       about=[c for c in (occ.card, occ.source) if c >= 0])
        game.require(answer in dict(options), f"choose {kind} to use, or pass")
        if answer == PASS:
            step.passed.append(seat)
            answer = None
            continue
        chosen = next(u for u in usables if f"w:{u.key}" == answer)
        step.used.append(chosen.used_key)
        step.passed.clear()  # offering starts again from the first player
        game.push(step)
        _resolve(game, occ, chosen)
        return None
    if step.last:
        game.state.occurrences.pop(occ.id, None)
    return None


def _resolve(game: ChampionsGame, occ: Occurrence, usable: Usable) -> None:
    """Use an ability: pay its cost, then its effects run next (before the window resumes)."""
    seat, cid, ability = usable.seat, usable.card, usable.ability
    if ability.label == "defense" and occ.kind in ("enemy_attack", "attack_damage") and \
            occ.defender < 0 and occ.seat == seat and game.is_hero(seat):
        occ.defender = game.identity(seat)  # RRG DEFEND: a defense-labeled ability
        game.log(f"{game.name(occ.defender)} defends with {game.name(cid)}.")
    elif ability.label == "defense" and occ.kind == "damage" and occ.seat == seat and \
            occ.card == game.identity(seat):  # the damage of an undefended attack on you
        attack = next((o for o in game.state.occurrences.values() if o.kind == "enemy_attack"
                       and o.seat == seat and o.card == occ.card and o.defender < 0), None)
        if attack is not None:  # RRG DEFEND: the identity has defended it
            attack.defender = occ.card
            game.log(f"{game.name(occ.card)} defends with {game.name(cid)}.")
    if usable.in_hand:
        game.push(Pay(seat, cid, player_phase.play_cost(game, seat, cid), [occ.id, usable.index]))
        return
    said = LANGUAGE.ability_effects_text(ability)
    game.log(f"{game.name(cid)}: {said[:1].lower()}{said[1:]}.")
    player_phase.note_limit(game, seat, cid, usable.index)
    if ability.resources:  # a typed-resource cost (issue 24: Black Widow): paid in the
        kind, need = next(iter(ability.resources.items()))  # payment question, then it
        game.push(Pay(seat, cid, need, resource=kind, ability=usable.index,  # resolves
                      window=[occ.id, usable.index]))
        return
    player_phase.pay_costs(game, seat, cid, ability)
    if "discard_self" in ability.cost and game.has_trait(cid, "Preparation"):
        preparation_used(game, seat, cid)  # its responses follow this ability's effects
    you = game.identity(seat)
    # RRG STUNNED, LABELED ABILITY: an attack-labeled ability of a stunned identity is
    # replaced by discarding the stunned card; its cost stays paid
    if ability.label == "attack" and primitives.status_replaces(
            game, you, "stunned", f"{game.name(cid)}'s attack"):
        return
    run_effects(game, seat, cid, ability.effects, occ=occ.id)
