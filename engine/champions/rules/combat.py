"""Attacks and thwarts by player characters (RRG: ATTACK (PLAYER ABILITY TYPE), THWART).

Both are resumable steps. An attack runs: "cannot attack" (a constant ability) and stunned
checks -> target (guard, "cannot be attacked") -> the "would" window of the attack on
each target: forced interrupts ("when you attack", "when a character attacks this
card"), then interrupts (an ``attack_bonus`` adds to the attack) -> damage (tough,
piercing, overkill) -> retaliate, the "after" window ("after a character attacks"),
"after this attack" effects and consequential damage (an attack that defeats a villain
stage finishes against the next stage). A thwart runs: confused check -> target
(crisis, patrol) -> its "would" window (an interrupt may ``divert`` the threat it
removes) -> remove threat -> responses (a basic thwart's occurrence is noted
``basic``). Removing threat without thwarting (``removable``) ignores patrol.

One attack may be against several enemies (``targets``); it is still
a single attack (RRG ATTACK): one stun check, one "would" window per target, of which
only the first is answered by abilities about the attacker ("when you attack": one
bonus, which reaches every target), and each target retaliates.
What resolved during the attack can be noted on it (``notes``, read by abilities
with ``unless``); the "after" occurrence carries the notes.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from engine.champions.core.base import Ask
from engine.champions.core.combat_steps import Attack, Thwart
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.steps import TypedStep, handles
from engine.champions.rules import modifiers, player_phase, primitives, windows

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

@dataclasses.dataclass
class BasicPowerUsed(TypedStep):
    """An ally's basic power has resolved: its own responses, then consequential damage."""

    seat: int
    by: int
    power: str  # "attack" or "thwart"


@dataclasses.dataclass
class ConsequentialDamage(TypedStep):
    """Damage an ally takes after using a basic power (RRG: CONSEQUENTIAL DAMAGE)."""

    card: int
    amount: int


@handles(BasicPowerUsed)
def _basic_power_used(game: ChampionsGame, step: BasicPowerUsed, answer: str | None) -> None:
    if game.d(step.by).type == "ally" and game.in_play(step.by):
        basic_power_used(game, step.seat, step.by, step.power)


@handles(ConsequentialDamage)
def _consequential(game: ChampionsGame, step: ConsequentialDamage, answer: str | None) -> None:
    # nothing happens to a card that left play
    primitives.deal_damage(game, step.card, step.amount, consequential=True)


def attackable(game: ChampionsGame, seat: int, by: int) -> list[int]:
    """Enemies this player can attack: guard keeps the villain out; a minion attached
    to an encounter card is in play and can be attacked."""
    guard = any(game.kw(m, "guard") for m in game.minions(seat))
    out = []
    area = game.area_of_seat(seat)  # the enemies of the player's own game area
    villain = game.villain(area)
    attached = [m for m in game.ids(game.az("attached", area)) if game.d(m).type == "minion"]
    for enemy in game.enemies(area) + attached:
        if enemy == villain and guard:
            continue
        if modifiers.cannot(game, enemy, "be_attacked"):  # a constant ability
            continue
        out.append(enemy)
    return out


def thwartable(game: ChampionsGame, seat: int) -> list[int]:
    """Schemes this player can thwart: patrol keeps the main scheme out (RRG PATROL:
    "the engaged player cannot thwart the main scheme")."""
    patrol = any(game.kw(m, "patrol") for m in game.minions(seat))
    area = game.area_of_seat(seat)
    main = game.main_scheme(area)
    return [s for s in removable(game, area) if not (patrol and s == main)]


def removable(game: ChampionsGame, area: int | None = None) -> list[int]:
    """Schemes of an area a player card can remove threat from without thwarting ("remove
    N threat", not a thwart): crisis applies, patrol does not."""
    return [s for s in game.schemes(area) if primitives.can_remove_threat(game, s)]


def s_attack(game: ChampionsGame, step: Attack, answer: str | None) -> Ask | None:
    seat, by = step.seat, step.by
    at = step.at
    if at == "start":
        if not game.in_play(by):
            return None
        if not player_phase.can_attack(game, by):  # "attached character cannot attack"
            game.log(f"{game.name(by)} cannot attack.")
            return None
        if primitives.status_replaces(game, by, "stunned", "the attack"):
            return None
        step.aid = game.state.next_attack_id
        game.state.next_attack_id += 1
        step.at = "target"
        return s_attack(game, step, answer)
    if at == "target":
        targets = attackable(game, seat, by)
        if step.source >= 0:  # an enemy that cannot take damage from the attacking card's
            targets = [t for t in targets  # ability is not offered (issue 24: Killmonger)
                       if not modifiers.cannot_from(game, t, "take_damage", step.source)]
        if step.targets is not None:  # one attack against several enemies
            step.targets = [t for t in step.targets if t in targets]
            if not step.targets:
                game.log("There is no enemy that can be attacked.")
                return None
            step.target = step.targets[0]
            step.at = "when"
            return s_attack(game, step, None)
        if step.target in targets:
            step.at = "when"
            return s_attack(game, step, None)
        if not targets:
            game.log("There is no enemy that can be attacked.")
            return None
        options = [(f"t:{t}", f"{game.name(t)} ({game.hp(t)} hit points left)")
                   for t in targets]
        ask, answer = game.ask_one(
            seat, answer, f"{game.name(by)} attacks for {step.amount}: choose the enemy.",
            options, "that enemy cannot be attacked")
        if ask:
            return ask
        step.target = int(answer[2:])
        step.at = "when"
        return s_attack(game, step, None)
    if at == "when":
        # RRG ABILITIES, timing priority: in each "would" window forced interrupts
        # resolve before the optional ones
        step.at = "answered"
        would = [windows.occur(game.state, "attack", seat, card=t, source=by)
                 for t in attack_targets(step)]
        for part, occ in enumerate(would):
            occ.part = part  # "when you attack" answers the attack once (part 0)
        step.would = [occ.id for occ in would]  # its interrupts find the attack so
        game.push(*[windows.Window(occ.id, "would") for occ in would], step)
        return None
    if at == "answered":
        answered = [game.state.occurrences.pop(o, None) for o in step.would]
        step.would = []
        if any(occ is not None and occ.cancelled for occ in answered):
            game.log("The attack is cancelled.")
            return None
        if not game.in_play(by):
            return None  # the attacker left play during the interrupts
        step.at = "damage"
        return s_attack(game, step, None)
    if at == "damage":
        return attack_damage(game, step)
    if at == "after":
        attack_after(game, step)
        return None
    raise AssertionError(at)


def attack_targets(step: Attack) -> list[int]:
    """Every enemy this attack is against (RRG ATTACK: one attack may target several)."""
    return list(step.targets if step.targets is not None else [step.target])


def retarget(step: Attack, old: int, new: int) -> None:
    """Resolve the attack against ``new`` instead of ``old`` (a Preparation may redirect it)."""
    if step.targets is not None:
        step.targets = [new if t == old else t for t in step.targets]
    if step.target == old:
        step.target = new


def attack_damage(game: ChampionsGame, step: Attack) -> Ask | None:
    """Each target takes the whole attack's damage, bonuses included (RRG ATTACK: an
    increase reaches each instance of damage of the attack)."""
    step.at = "after"
    game.push(step)  # resumed once the damage is dealt; results go on it
    step.defeated = False
    prevented = 0
    for target in attack_targets(step):
        if not game.in_play(target):
            continue
        if step.prevent:
            prevented += step.amount + step.bonus
        amount = 0 if step.prevent else step.amount + step.bonus
        limit = modifiers.cap(game, target, "damage_per_attack")  # a constant damage cap
        amount = amount if limit is None else min(amount, limit)
        was_minion = game.d(target).type == "minion" or game.c(target).facedown
        printed_sch = game.d(target).stat("scheme")
        placed, excess = primitives.deal_damage(game, target, amount,
                                                piercing=step.piercing, by=step.seat,
                                                source=step.source)
        defeated = (not game.in_play(target) or game.c(target).zone == "removed") \
            and placed > 0
        if defeated and not step.defeated:
            step.defeated = True
            step.printed_sch = printed_sch
        area = game.area_of_seat(step.seat)
        if defeated and was_minion and step.overkill and excess:
            primitives.deal_damage(game, game.villain(area), excess)
        if game.c(target).zone == "removed" and game.d(target).type == "villain" and \
                game.villain(area) >= 0:
            # a defeated stage is followed by the next one, the same villain (RRG
            # VILLAIN): the attack finishes against it (retaliate, Gauntlet responses)
            retarget(step, target, game.villain(area))
    # "that much damage" (an after-attack effect) is all the attack's prevented damage,
    # one instance per target (RRG ATTACK: one attack, several instances of damage)
    step.prevented = prevented
    return None


def attack_after(game: ChampionsGame, step: Attack) -> None:
    seat, by = step.seat, step.by
    targets = attack_targets(step)
    for target in targets:  # each attacked enemy still in play retaliates
        if game.in_play(target) and not step.ranged and game.in_play(by):
            retaliate = game.kw(target, "retaliate")
            if retaliate:
                game.log(f"{game.name(target)} retaliates.")
                primitives.deal_damage(game, by, retaliate)
    # pushed last, so they come first: "after a character attacks" responses (their
    # notes say what resolved during it), then "after this attack" effects, the
    # attacker's own responses and consequential damage (RRG: Simultaneous Timing
    # Priority 4, 5)
    occ = windows.occur(game.state, "attack", seat, card=targets[0] if targets else -1, source=by)
    occ.notes = list(step.notes)
    if step.defeated:  # "after ... attacks and defeats an enemy" (Chase Them Down, Tigra)
        occ.notes.append("defeated")
    if step.basic:  # "after you make a basic attack" (One-Two Punch)
        occ.notes.append("basic")
        game.push(BasicPowerUsed(seat, by, "attack"))
    for entry in reversed(step.after):  # card language ``after_attack``
        run_effects(game, entry["seat"], entry["source"], entry["effects"], attacker=by,
                         aid=step.aid, vars={**entry["vars"], "prevented": step.prevented})
    if step.on_defeat and step.defeated:  # card language effects
        run_effects(game, seat, step.source, step.on_defeat,
                         vars={"defeated_sch": step.printed_sch})
    game.push(windows.Window(occ.id, "after", last=True))


def basic_power_used(game: ChampionsGame, seat: int, by: int, power: str) -> None:
    """Consequential damage and "after ... uses a basic power" responses."""
    consequential = game.d(by).stat(f"{power}_consequential")
    if consequential:  # pushed first, so it follows the responses below (RRG timing 5)
        game.push(ConsequentialDamage(by, consequential))
    used = windows.occur(game.state, "basic_power", seat, card=by)  # "after ... uses a basic power"
    game.push(windows.Window(used.id, "after", last=True))


def shield_supports(game: ChampionsGame, seat: int | None = None,
                    area: int | None = None) -> list[int]:
    seats = [seat] if seat is not None else game.seats(area)
    return [cid for s in seats for cid in game.play_cards(s, "support")
            if game.has_trait(cid, "S.H.I.E.L.D.")]


def s_thwart(game: ChampionsGame, step: Thwart, answer: str | None) -> Ask | None:
    seat, by = step.seat, step.by
    if not step.checked:
        if not game.in_play(by):
            return None
        if primitives.status_replaces(game, by, "confused", "the thwart"):
            return None
        step.checked = True
    targets = thwartable(game, seat)
    if step.target < 0:
        if not targets:
            game.log("There is no threat that can be removed.")
            after_thwart(game, step, 0)
            return None
        options = [(f"t:{t}", f"{game.name(t)} ({game.c(t).count('threat')} threat)")
                   for t in targets]
        ask, answer = game.ask_one(
            seat, answer, f"{game.name(by)} removes {step.amount} threat: choose the "
            "scheme.", options, "threat cannot be removed from that scheme")
        if ask:
            return ask
        step.target, answer = int(answer[2:]), None
    if step.occ < 0:  # "when ... thwarts" interrupts, before any threat moves
        occ = windows.occur(game.state, "thwart", seat, card=step.target, source=by,
                    amount=step.amount)
        step.occ = occ.id
        game.push(windows.Window(occ.id, "would"), step)
        return None
    thwart = game.state.occurrences.get(step.occ)
    removed = primitives.remove_threat(game, step.target, step.amount, by=step.seat)
    if thwart is not None:  # "the threat she removes goes on your suit form upgrade"
        for card, moved in thwart.split(removed)[1]:
            if game.in_play(card):
                primitives.place_threat(game, card, moved)
    after_thwart(game, step, removed)
    return None


def after_thwart(game: ChampionsGame, step: Thwart, removed: int) -> None:
    seat, by = step.seat, step.by
    target = step.target
    occ = game.state.occurrences.get(step.occ) or windows.occur(
        game.state, "thwart", seat, card=target, source=by)
    occ.amount, occ.diverted = removed, []
    if step.basic:
        occ.notes.append("basic")  # "after you make a basic thwart"
    game.push(windows.Window(occ.id, "after", last=True))  # "after you thwart" responses
    if step.basic:
        game.push(BasicPowerUsed(seat, by, "thwart"))


handles(Attack)(s_attack)
handles(Thwart)(s_thwart)
