"""Constant abilities and lasting effects: one layer of modifiers computed from the state.

Issue 12, item 4. A card in play with a ``constant`` ability (card data, e.g.
"each ally you control gains the S.H.I.E.L.D. trait", "attached character
cannot attack", "the villain gains retaliate 1") contributes modifiers while
the ability's condition holds; a lasting effect ("until the end of the round")
is a modifier kept in ``State.lasting`` until its duration ends. Every stat,
keyword, trait, icon and "cannot" the rules read adds the modifiers that apply
at that moment, so nothing is cached by hand: a card that leaves play takes its
modifiers with it at once (RRG: CONSTANT ABILITIES, LASTING EFFECTS,
"Simultaneous Timing Priority" 1: constant abilities come before everything).

Kinds (one effect key each, with ``to`` naming the cards it applies to):
``stat`` (attack, thwart, scheme, defense, recover, health, target_threat) and
``keyword`` with an ``amount``; ``trait`` (a trait gained); ``icon`` with an
``amount`` (acceleration...); ``cannot`` (attack, defend).

A constant ability with ``grant`` ("each encounter card without
a printed Preparation ability gains ...") is no modifier: :func:`granted` lists such
abilities for whoever resolves that trigger.

Selectors read printed traits (``with_trait``), so a trait gained from one
constant ability never decides whom another applies to: the layer has no
order to compute, and no loop.

Game areas: a constant ability applies in the area of the card it is on ("the villain",
"the main scheme", "minions" are that area's), and the icons an area counts are those of
its cards (:func:`icon_total`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, cast

from content.champions.schema import Ability, Catalog
from content.champions.vocabulary import MODIFIER_KINDS
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.effect_steps import Scope
from engine.champions.core.state import azone, pzone

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame
    from engine.champions.rules.queries import GameQueries

IN_PLAY_SHARED = ("villain", "main", "schemes", "environment", "attached")
PLAYER_IN_PLAY = ("identity", "play", "engaged")


@dataclasses.dataclass(frozen=True)
class Modifier:
    """One modification of one card: ``kind`` (stat, keyword, trait, icon, cannot),
    ``name`` (attack, retaliate, S.H.I.E.L.D., acceleration...) and ``amount``."""

    target: int
    kind: str
    name: str
    amount: int = 1
    # issue 24: Killmonger, "cannot take damage from Black Panther upgrades": the selector of
    # the cards whose damage it stops (``from``), read for the seat of its own card
    only_from: dict[str, Any] | None = dataclasses.field(default=None, compare=False)
    seat: int = -1
    origin: int = -1  # the card whose constant ability it is


def constant_index(catalog: Catalog) -> dict[str, tuple[Ability, ...]]:
    """Card code -> its constant abilities (card data, read once per catalog)."""
    return {code: tuple(a for a in card.abilities if a.trigger == "constant" and not a.grant)
            for code, card in catalog.cards.items()
            if any(a.trigger == "constant" and not a.grant for a in card.abilities)}


@contextlib.contextmanager
def reading(game: GameQueries) -> Iterator[None]:
    """While the state cannot change (a view being built), compute the modifiers once and
    reuse them: a view asks for hundreds of stats, each of which would scan every card in
    play. The memo lives only inside this block, so no change to the state can go stale."""
    if game.modifier_memo is not None:  # nested: the outer block owns the memo
        yield
        return
    game.modifier_memo = _compute(game)
    try:
        yield
    finally:
        game.modifier_memo = None


def active(game: GameQueries) -> list[Modifier]:
    """Every modifier in force now: constant abilities of cards in play whose condition
    holds, then lasting effects."""
    if game.modifier_memo is not None:
        return game.modifier_memo
    return _compute(game)


def in_play_zones(game: GameQueries) -> tuple[str, ...]:
    """Every zone whose cards are in play: each area's, then each player's."""
    return _in_play_zones(len(game.state.areas), len(game.state.players))


@functools.cache
def _in_play_zones(areas: int, players: int) -> tuple[str, ...]:
    return (*(azone(a, z) for a in range(areas) for z in IN_PLAY_SHARED),
            *(pzone(p, z) for p in range(players) for z in PLAYER_IN_PLAY))


def _compute(game: GameQueries) -> list[Modifier]:
    """The constants without a condition, those whose condition holds, then lasting effects.
    A condition reads the state with the other modifiers of the first and last kinds only
    (Captain Marvel's Helmet, "+2 DEF while you have the Aerial trait", sees the trait
    Cosmic Flight gives): conditions never read each other, so there is no loop."""
    state = game.state
    zones = _in_play_zones(len(state.areas), len(state.players))
    out: list[Modifier] = []
    waiting: list[tuple[int, int, Ability]] = []
    index = game.constants
    for zone in zones:
        for cid in state.zones.get(zone, ()):
            card = state.cards[cid]
            if card.facedown or card.code not in index:
                continue
            seat = card.controller if card.controller >= 0 else \
                game.seat_of_engaged(cid) if zone.endswith(":engaged") else \
                game.first_player(game.area_of(cid))
            for ability in index[card.code]:
                if ability.condition:
                    waiting.append((cid, seat, ability))
                    continue
                for effect in ability.effects:
                    out += _apply(game, cid, seat, effect)
    lasting = [Modifier(int(e["target"]), str(e["kind"]), str(e["name"]),
                        int(e.get("amount", 1))) for e in state.lasting]
    if waiting:
        whole = cast("ChampionsGame", game)  # only a whole game has abilities in play
        outer = game.modifier_memo
        game.modifier_memo = [*out, *lasting]
        try:
            held = [(cid, seat, ability) for cid, seat, ability in waiting
                    if LANGUAGE.condition_met(whole, seat, ability.condition, cid)]
            for cid, seat, ability in held:
                for effect in ability.effects:
                    out += _apply(game, cid, seat, effect)
        finally:
            game.modifier_memo = outer
    return out + lasting


def _apply(game: GameQueries, source: int, seat: int,
           effect: dict[str, Any]) -> list[Modifier]:
    kind = next(k for k in MODIFIER_KINDS if k in effect)  # the checker's own table
    name = str(effect[kind])
    targets = _select(game, source, seat, effect)
    spec = effect.get("amount", 1)
    amount = _variable(game, source, seat, spec) if isinstance(spec, dict) and targets \
        else int(spec)
    only_from = effect.get("from")
    return [Modifier(t, kind, name, amount, only_from, seat, source) for t in targets]


def _variable(game: GameQueries, source: int, seat: int, spec: dict[str, Any]) -> int:
    """A constant's variable amount (+X ATK where X is an amount of the card language),
    read from printed values, counts and counters: the modifiers are being computed, so
    whatever the amount reads sees none of them (no order among constants, and no loop)."""
    outer = game.modifier_memo
    game.modifier_memo = []
    try:
        return LANGUAGE.amount(cast("ChampionsGame", game), Scope(seat, source), spec)
    finally:
        game.modifier_memo = outer


def _select(game: GameQueries, source: int, seat: int, effect: dict[str, Any]) -> list[int]:
    to = effect.get("to", "self")
    if to == "self":
        return [source]
    if to == "host":
        host = game.c(source).attached_to
        return [host] if host >= 0 else []
    if to == "allies_you_control":
        return game.allies(seat) if seat >= 0 else []
    if to == "you":  # "you get +1 hit point": your identity, from any card you control
        return [game.identity(seat)] if seat >= 0 else []
    area = game.area_of(source)  # a constant ability applies in its card's area
    if to == "villain":
        villain = game.villain(area)
        return [villain] if villain >= 0 else []
    if to == "main_scheme":
        main = game.main_scheme(area)
        return [main] if main >= 0 else []
    if to == "other_encounter_cards":  # in play or being revealed
        state = game.state
        zones = (*IN_PLAY_SHARED, "revealed")
        return [c for z in zones for c in state.zones.get(azone(area, z), ())
                if c != source and state.cards[c].owner < 0] + \
            [m for m in game.minions(area=area) if m != source and game.c(m).owner < 0]
    trait = effect.get("with_trait")
    if to == "facedown_minions":  # a facedown card's traits are those it entered play with
        return [m for m in game.minions(area=area) if game.c(m).facedown
                and (not trait or trait in game.traits(m))]
    # "minions": every engaged minion, or those with a printed trait
    return [m for m in game.minions(area=area) if not game.c(m).facedown
            and (not trait or trait in game.d(m).traits)]


def end_lasting(game: GameQueries, area: int, untils: tuple[str, ...]) -> None:
    """Lasting effects "until the end of the <until>" on cards in ``area`` end (RRG LASTING
    EFFECTS: as soon as that timing point is reached)."""
    game.state.lasting = [e for e in game.state.lasting
                          if e.get("until", "round") not in untils
                          or game.area_of(int(e["target"])) != area]


def total(game: GameQueries, cid: int, kind: str, name: str) -> int:
    """The sum of the ``kind``/``name`` modifiers on card ``cid``."""
    return sum(m.amount for m in active(game) if m.target == cid and m.kind == kind
               and m.name == name)


def gained_traits(game: GameQueries, cid: int) -> tuple[str, ...]:
    """Traits ``cid`` gains from constant abilities and lasting effects, in order, once."""
    names = [m.name for m in active(game) if m.target == cid and m.kind == "trait"]
    return tuple(dict.fromkeys(names))


def cannot(game: GameQueries, cid: int, what: str) -> bool:
    """RRG "CANNOT": absolute; any modifier saying so wins (one limited to damage ``from``
    some cards: :func:`cannot_from`)."""
    return any(m.target == cid and m.kind == "cannot" and m.name == what
               and m.only_from is None for m in active(game))


def cannot_from(game: GameQueries, cid: int, what: str, source: int) -> bool:
    """A "cannot" limited to what some cards do (``from``, a selector table): the card
    ``source`` (whose ability deals the damage, or makes the attack) is one of them."""
    if source < 0:
        return False
    whole = cast("ChampionsGame", game)
    return any(m.target == cid and m.kind == "cannot" and m.name == what
               and m.only_from is not None
               and source in LANGUAGE.targets(whole, Scope(m.seat, m.origin), m.only_from)
               for m in active(game))


def cap(game: GameQueries, cid: int, name: str) -> int | None:
    """The lowest ``cap`` modifier of that name on ``cid`` ("cannot take more than 2
    damage from each attack"), or None when nothing caps it."""
    caps = [m.amount for m in active(game) if m.target == cid and m.kind == "cap"
            and m.name == name]
    return min(caps) if caps else None


def icon_total(game: GameQueries, name: str, area: int | None = None) -> int:
    """Icons of one kind granted by modifiers to cards in play in an area (printed ones are
    counted by the rules)."""
    if len(game.state.areas) == 1:
        return sum(m.amount for m in active(game) if m.kind == "icon" and m.name == name)
    here = game.here() if area is None else area
    return sum(m.amount for m in active(game) if m.kind == "icon" and m.name == name
               and game.area_of(m.target) == here)


def granted(game: GameQueries, trigger: str) -> list[tuple[int, Ability]]:
    """Abilities cards in play grant (``grant = trigger``: "each encounter card without a
    printed Preparation ability gains ..."), with the granting card's id, in zone order.
    Whoever resolves ``trigger`` for a card without a printed one reads them."""
    state = game.state
    zones = in_play_zones(game)
    return [(cid, ability) for zone in zones for cid in state.zones.get(zone, ())
            if not state.cards[cid].facedown
            for ability in game.d(cid).abilities
            if ability.trigger == "constant" and ability.grant == trigger]


