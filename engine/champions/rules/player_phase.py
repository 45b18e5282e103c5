"""The player phase (RRG: PLAYER PHASE, PLAYER TURN, END OF PLAYER PHASE).

On their turn a player may, in any order and as often as allowed: play cards
(paying with printed resources and resource abilities), use basic powers,
use action abilities, change form once, and finally end their turn.

A player phase is one game area's players' (:class:`PlayerPhaseStart` carries the area);
after it comes the next area's player phase, or the first area's villain phase.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import TYPE_CHECKING, Any

from content.champions.schema import Ability
from engine.champions.core.asking import AtOnce
from engine.champions.core.base import Ask
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.combat_steps import Attack, Thwart
from engine.champions.core.effect_steps import Scope, run_effects
from engine.champions.core.encounter_steps import ByHand
from engine.champions.core.player_steps import (
    AllyLimit,
    BasicPower,
    EndDiscard,
    EndPlayerPhase,
    EnteredAttached,
    ExhaustCharacter,
    GiveControl,
    Optional,
    Pay,
    PlayerPhaseStart,
    Refresh,
    Turn,
)
from engine.champions.core.state import pzone
from engine.champions.core.steps import TypedStep, handled_by, handles
from engine.champions.core.villain_steps import VillainPhaseStart
from engine.champions.rules import (
    basic_events,
    combat,
    modifiers,
    paying,
    primitives,
    uniqueness,
    windows,
)

if TYPE_CHECKING:
    from engine.champions.core.occurrences import Occurrence
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


@dataclasses.dataclass
class ForgetCounters(TypedStep):
    """A card discarded as its own ability's cost kept its counters while that ability
    resolved (Energy Channel: "for each energy counter here"); now they go (RRG: a card
    leaving play loses its counters)."""

    card: int


@handles(ForgetCounters)
def _forget_counters(game: ChampionsGame, step: ForgetCounters, answer: str | None) -> Ask | None:
    if not game.in_play(step.card):
        game.c(step.card).counters.clear()
    return None


@handles(ResolvePlay)
def _resolve_play(game: ChampionsGame, step: ResolvePlay, answer: str | None) -> None:
    occ = game.state.occurrences.get(step.occ)
    if occ is not None and occ.cancelled:
        if game.d(step.card).type == "event":
            game.state.move(step.card, pzone(step.seat, "discard"))
        return
    resolve_play(game, step.seat, step.card, step.window)
    paying.spent_responses(game, step.seat, step.card, step.occ, step.spent)


def s_player_phase(game: ChampionsGame, step: PlayerPhaseStart, answer: str | None) -> Ask | None:
    area = step.area
    first = game.first_player(area)
    if not step.answered and basic_events.would(game, "phase_started", first, [0, area],
                                                amount=0):
        return None  # "when the player phase would start" first (basic_events.Change)
    game.area(area).phase = "player"
    game.push(*[Turn(s) for s in game.seats(area)], EndPlayerPhase(area))
    # "at the start of the player phase" (pushed last: it comes before the first turn)
    basic_events.happened(game, "phase_started", first, amount=0)
    return None


def s_turn(game: ChampionsGame, step: Turn, answer: str | None) -> Ask | None:
    seat = step.seat
    if game.state.players[seat].eliminated:
        return None
    game.state.active = seat
    if not step.started:
        step.started = True
        game.state.players[seat].changed_form = False
    with modifiers.reading(game):  # working out the options changes nothing
        options = turn_options(game, seat)
    if answer is None:
        return Ask(seat, f"Player {seat + 1}: your turn. What do you do?", options)
    game.push(step)  # the turn continues after this action
    do_turn_option(game, seat, answer)
    return None


def turn_options(game: ChampionsGame, seat: int) -> list[tuple[str, str]]:
    opts: list[tuple[str, str]] = []
    for cid in game.ids(pzone(seat, "hand")):
        why = cannot_play(game, seat, cid)
        if not why:
            opts.append((f"play:{cid}", f"Play {game.name(cid)} (cost "
                         f"{play_cost(game, seat, cid)})"))
    ident = game.identity(seat)
    ready = not game.c(ident).exhausted
    # A power that could not change the game state is not offered (no scheme to thwart,
    # no enemy to attack), unless a status card would be discarded instead.
    can_thwart = bool(combat.thwartable(game, seat))
    can_hit = bool(combat.attackable(game, seat, ident))
    if game.is_hero(seat) and ready:
        if can_thwart or primitives.is_status(game, ident, "confused"):
            opts.append(("thwart", f"Basic thwart with {game.name(ident)} "
                         f"(THW {game.thw(ident)})"))
        if can_attack(game, ident) and (can_hit or primitives.is_status(game, ident, "stunned")):
            opts.append(("attack", f"Basic attack with {game.name(ident)} "
                         f"(ATK {game.atk(ident)})"))
    # RRG RECOVER: an identity with no damage to heal cannot recover
    if not game.is_hero(seat) and ready and game.c(ident).count("damage"):
        opts.append(("recover", f"Recover with {game.name(ident)} (REC {game.recover(ident)})"))
    for ally in game.allies(seat):
        if game.c(ally).exhausted:
            continue
        if can_thwart or primitives.is_status(game, ally, "confused"):
            opts.append((f"ally_thwart:{ally}",
                         f"{game.name(ally)} thwarts (THW {game.thw(ally)})"))
        if can_attack(game, ally) and (can_hit or primitives.is_status(game, ally, "stunned")):
            opts.append((f"ally_attack:{ally}", f"{game.name(ally)} attacks "
                         f"(ATK {game.atk(ally)})"))
    for cid, index, ability in action_abilities(game, seat):
        opts.append((f"ab:{cid}:{index}", f"Use {game.name(cid)}: "
                     f"{game.ability_text(cid, ability)}"))
    if not game.state.players[seat].changed_form:
        to = "alter-ego" if game.is_hero(seat) else "hero"
        opts.append(("flip", f"Change to {to} form"))
    if not forced_actions_due(game, seat):  # a forced action holds the turn up
        opts.append(("end", "End your turn"))
    return opts


def do_turn_option(game: ChampionsGame, seat: int, key: str) -> None:
    head, _, rest = key.partition(":")
    ident = game.identity(seat)
    if head == "play":
        start_play(game, seat, int(rest))
    elif head in ("thwart", "attack"):
        use_basic_power(game, seat, ident, head)
    elif head == "recover":
        game.c(ident).exhausted = True
        primitives.heal(game, ident, game.recover(ident))
    elif head in ("ally_thwart", "ally_attack"):
        use_basic_power(game, seat, int(rest), head[5:])
    elif head == "ab":
        cid, index = (int(x) for x in rest.split(":"))
        use_ability(game, seat, cid, index)
    elif head == "flip":
        game.state.players[seat].changed_form = True
        change_form(game, seat)
    elif head == "end":
        game.state.queue.pop(0)  # the turn step pushed back by s_turn
        game.log(f"Player {seat + 1} ends their turn.")


def use_basic_power(game: ChampionsGame, seat: int, by: int, power: str) -> None:
    """A basic power (RRG: BASIC POWERS): exhaust the character, then "when it uses a
    basic power" interrupts (which may add to the power: ``power_bonus``), then the
    power with the character's stat plus what they added."""
    game.c(by).exhausted = True
    used = windows.occur(game.state, "basic_power", seat, card=by)
    game.push(windows.Window(used.id, "would"), BasicPower(seat, by, power, used.id))


def s_basic_power(game: ChampionsGame, step: BasicPower, answer: str | None) -> Ask | None:
    occ = game.state.occurrences.pop(step.occ, None)
    bonus = occ.amount if occ is not None else 0
    stat = game.thw(step.by) if step.power == "thwart" else game.atk(step.by)
    kind = Thwart if step.power == "thwart" else Attack
    game.push(kind(step.seat, step.by, stat + bonus, basic=True))
    return None


def can_attack(game: ChampionsGame, cid: int) -> bool:
    return not modifiers.cannot(game, cid, "attack")  # a "cannot attack" modifier


def change_form(game: ChampionsGame, seat: int, *, window: bool = True) -> None:
    player = game.state.players[seat]
    ident = game.c(game.identity(seat))
    if window and basic_events.would(game, "flipped", seat, [0, seat], card=ident.id):
        return
    back = game.d(ident.id).back or (ident.code[:-1] + "a")
    ident.code = back if back in game.catalog.cards else ident.code
    player.form = "hero" if player.form == "alter_ego" else "alter_ego"
    game.log(f"Player {seat + 1} changes to {player.form.replace('_', '-')} form "
             f"({game.name(ident.id)}).")
    basic_events.happened(game, "flipped", seat, card=ident.id)


def set_suit(game: ChampionsGame, seat: int, form: str) -> None:
    """Change the form upgrade's form (the form keyword: not the once-per-turn flip)."""
    suit = game.suit(seat)
    if suit >= 0:
        game.turn_to_face(suit, form)


NEXT_COST = "next_cost"
"""The lasting effect "the next card that player plays this phase costs N less" (on the
player's identity; the card language's ``reduce_next_cost``)."""


def play_cost(game: ChampionsGame, seat: int, cid: int) -> int:
    cdef = game.d(cid)
    cost = cdef.stat("cost")
    reduction = int(cdef.keywords.get("shield_discount", 0))
    if reduction and game.has_trait(game.identity(seat), "S.H.I.E.L.D."):
        cost -= reduction
    cost -= next_cost_reduction(game, seat)
    return max(0, cost)


def next_cost_reduction(game: ChampionsGame, seat: int) -> int:
    """What the next card ``seat`` plays costs less (Helicarrier: lasting effects)."""
    ident = game.identity(seat)
    return sum(int(e.get("amount", 1)) for e in game.state.lasting
               if e.get("kind") == NEXT_COST and e.get("target") == ident)


def use_next_cost_reduction(game: ChampionsGame, seat: int) -> None:
    """The card just played was "the next card": the reductions waiting for it are used up
    (whatever its cost; a cost of 0 wastes them)."""
    ident = game.identity(seat)
    game.state.lasting = [e for e in game.state.lasting
                          if not (e.get("kind") == NEXT_COST and e.get("target") == ident)]


def resources_available(game: ChampionsGame, seat: int, exclude: int, paying_for: int,
                        kind: str = "") -> int:
    """The most the player could pay now (``kind``: a typed cost, only that type and
    wild count): hand cards, resource abilities, and the cards that spent cards'
    interrupts could exhaust for their printed resources (RRG: RESOURCE ABILITIES)."""
    hand = [c for c in game.ids(pzone(seat, "hand")) if c != exclude]
    total = sum(paying.worth(paying.printed(game, c, paying_for), kind) for c in hand)
    with_abilities = set()
    for cid, _i, ability, amount in resource_abilities(game, seat, paying_for):
        amount = min(amount, paying.worth(paying.generated(game, seat, cid, ability), kind))
        if amount > 0:
            total += amount
            with_abilities.add(cid)
    # only a card that pays toward this cost can be spent, so only its interrupt counts
    spendable = [c for c in hand if paying.worth(game.d(c).resources, kind)]
    room, cards = paying.generators(game, seat, spendable, exclude)
    pool = sorted((paying.worth(game.d(c).resources, kind) for c in cards
                   if c not in with_abilities), reverse=True)
    return total + sum(pool[:room])


def cannot_play(game: ChampionsGame, seat: int, cid: int) -> str:
    """Why the card cannot be played now ("" when it can)."""
    cdef = game.d(cid)
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
        if form and form != game.state.players[seat].form:
            return f"needs {form.replace('_', '-')} form"
        if play and not LANGUAGE.condition_met(game, seat, play[0].condition, cid):
            return "its condition is not met"
        if play and not paying.discard_costs_payable(game, seat, cid, play[0].cost):
            return "nothing to discard for its cost"
        if play and not paying.cost_of_payable(game, seat, cid, play[0].cost):
            return "no card whose cost you can pay"
    form_only = cdef.keywords.get("form_only")  # "Hero form only."
    if form_only and form_only != game.state.players[seat].form:
        return f"needs {form_only.replace('_', '-')} form"
    where = cdef.keywords.get("attach") if cdef.type == "upgrade" else None
    if isinstance(where, dict) and not LANGUAGE.targets(game, Scope(seat, cid), where):
        return "nothing to attach it to"  # RRG v1.8 ATTACH TO
    match = uniqueness.matching_in_play(game, cid)
    if match >= 0:  # RRG UNIQUE ICON: a matching card in play keeps it out
        return f"it matches {game.name(match)}, in play (unique)"
    if "Team" in cdef.traits and any("Team" in game.d(o).traits
                                     for o in game.play_cards(seat)):
        return "max 1 Team card per player"
    if cdef.keywords.get("max_per_player") and any(
            game.d(o).name == cdef.name for o in game.play_cards(seat)):
        return "max 1 per player"
    area = game.area_of_seat(seat)
    if cdef.keywords.get("max_per_scheme") and any(
            game.d(a).name == cdef.name for a in game.attachments(game.main_scheme(area))):
        return "max 1 per scheme"
    if cdef.keywords.get("team_up"):
        names = set()
        for s in game.seats(area):
            names |= {game.d(o).name for o in game.characters(s)}
        if not all(n in names for n in cdef.keywords["team_up"]):
            return "both team-up characters must be in play"
    cost = play_cost(game, seat, cid)
    if cost <= 0:
        return ""
    hand = sum(sum(game.d(c).resources.values()) for c in game.ids(pzone(seat, "hand"))
               if c != cid)
    if hand < cost and cost > resources_available(game, seat, cid, cid):
        return "not enough resources"  # (the other hand cards alone are a quick yes)
    return ""


def start_play(game: ChampionsGame, seat: int, cid: int) -> None:
    game.require(not cannot_play(game, seat, cid), cannot_play(game, seat, cid))
    game.push(Pay(seat, cid, play_cost(game, seat, cid)))


def resource_abilities(game: ChampionsGame, seat: int, paying_for: int) -> list[tuple[int, int,
                       Ability, int]]:
    out = []
    ident = game.identity(seat)  # an identity's resource ability (Peter Parker's Scientist)
    for cid in [ident, *game.play_cards(seat)]:
        if game.c(cid).exhausted and cid != ident:
            continue  # (an identity's ability asks its own costs: exhausting it, or none)
        for index, ability in enumerate(game.d(cid).abilities):
            if ability.trigger != "resource":
                continue
            if not costs_payable(game, seat, cid, ability):
                continue
            if limit_used(game, seat, cid, index):
                continue  # RRG LIMIT: "(Limit once per round.)"
            form = ability.condition.get("form")  # a Hero Resource (Web-Shooter)
            if form and game.state.players[seat].form != form:
                continue
            trait = ability.condition.get("paying_for_trait")
            if trait and (paying_for < 0 or not game.has_trait(paying_for, trait)):
                continue
            amount = sum(paying.generated(game, seat, cid, ability).values())
            if amount <= 0:
                continue  # (printed_of: no such card now)
            if "suit_threat" in ability.cost:
                amount = min(amount, game.c(game.suit(seat)).count("threat")
                             if game.suit(seat) >= 0 else 0)
                if amount <= 0:
                    continue
            out.append((cid, index, ability, amount))
    return out


def s_pay(game: ChampionsGame, step: Pay, answer: str | None) -> Ask | None:
    """Paying a cost is one decision (issue 12): the player picks hand cards, resource
    abilities and the cards spent cards' interrupts exhaust, sees what the picks make
    against the cost, then pays or cancels; nothing is spent before "pay". Option keys
    stay the same while the question is open (a pick's label turns into "take back"),
    and only picks that leave the payment completable are offered: none once the cost
    is covered. A typed cost (``step.resource``) counts only that type and wild."""
    seat, card, picks = step.seat, step.card, step.picks
    sources = payment_sources(game, step, picks)
    if step.need <= 0:  # nothing to pay: no question
        finish_payment(game, step, sources)
        return None
    paid = sum(sources[k][1] for k in picks if k in sources)
    options: list[tuple[str, str]] = []
    for key, (name, amount, kinds) in sources.items():
        if key in picks:
            options.append((key, f"Take back {name} ({amount} {kinds})"))
        elif paid < step.need:
            options.append((key, f"Spend {name} ({amount} {kinds})"))
    action = step.ability >= 0
    options.append(("cancel", f"Cancel {'using' if action else 'playing'} {game.name(card)}"))
    if paid >= step.need:
        options.append(("pay", f"Pay {paid} of {step.need} and "
                        f"{'use' if action else 'play'} {game.name(card)}"))
    if answer is None:  # the picks show in their labels ("take back ...")
        what = f"{game.name(card)}'s action" if action else game.name(card)
        kind = f" {step.resource}" if step.resource else ""
        return Ask(seat, f"Pay for {what}: {paid} of {step.need}{kind} resources picked.",
                   options)
    game.require(answer in dict(options), f"{answer} is not a way to pay now")
    if answer == "cancel":
        return None
    if answer == "pay":
        finish_payment(game, step, sources)
        return None
    if answer in picks:
        picks.remove(answer)  # what depended on it (a spent card's interrupt) goes too
        step.picks = [k for k in picks if k in payment_sources(game, step, picks)]
    else:
        picks.append(answer)
    game.push(step)
    return None


def payment_sources(game: ChampionsGame, step: Pay, picks: list[str]) -> dict[str, tuple[str, int,
                    str]]:
    """Every way to pay for ``step`` now: key -> (name, resources, kinds), in a fixed
    order: hand cards, resource abilities, then the cards picked hand cards' "when you
    spend this card" interrupts may exhaust for their printed resources, while their
    "up to" leaves room."""
    seat, card, kind = step.seat, step.card, step.resource
    out: dict[str, tuple[str, int, str]] = {}
    paying_for = card if step.ability < 0 else -1  # trait-limited ones pay for cards
    for cid in game.ids(pzone(seat, "hand")):
        resources = paying.printed(game, cid, paying_for)
        if cid != card and paying.worth(resources, kind):
            out[f"res:{cid}"] = (game.name(cid), paying.worth(resources, kind),
                                 paying.kinds(resources, kind))
    with_ability = set()
    for cid, index, ability, amount in resource_abilities(game, seat, paying_for):
        generates = paying.generated(game, seat, cid, ability)
        amount = min(amount, paying.worth(generates, kind))
        if amount <= 0:
            continue
        out[f"rab:{cid}:{index}"] = (game.name(cid), amount, paying.kinds(generates, kind))
        if f"rab:{cid}:{index}" in picks:
            with_ability.add(cid)
    spent = [int(k[4:]) for k in picks if k.startswith("res:")]
    room, cards = paying.generators(game, seat, spent, card)
    used = [k for k in picks if k.startswith("org:")]
    for cid in cards:
        key = f"org:{cid}"
        resources = game.d(cid).resources
        if cid not in with_ability and paying.worth(resources, kind) and (
                key in used[:room] or len(used) < room):
            out[key] = (f"{game.name(cid)} (exhausted to generate its resources)",
                        paying.worth(resources, kind), paying.kinds(resources, kind))
    return out


def finish_payment(game: ChampionsGame, step: Pay, sources: dict[str, tuple[str, int,
                   str]]) -> None:
    """Spend the confirmed picks (resource abilities' costs, the cards spent cards'
    interrupts exhaust, then the hand cards), then play the card or resolve the
    ability paid for."""
    seat, card = step.seat, step.card
    spent, exhausted = [], []
    paid: Counter[str] = Counter()  # the resource types paid for it ("if you paid ... using")
    for key in step.picks:
        if key in sources:
            paid.update({k: 1 for k in sources[key][2].split("+") if k})
        head, _, rest = key.partition(":")
        if head == "res":
            spent.append(int(rest))
        elif head == "org":
            exhausted.append(int(rest))
        else:
            cid, index = (int(x) for x in rest.split(":"))
            note_limit(game, seat, cid, index)
            pay_costs(game, seat, cid, game.d(cid).abilities[index], sources[key][1])
    for cid in exhausted:
        game.c(cid).exhausted = True
    for cid in spent:
        game.state.move(cid, pzone(seat, "discard"))
    if step.ability < 0:
        game.c(card).extra["paid"] = dict(paid)
    if step.ability >= 0:  # a typed-resource cost paid: the ability resolves
        ability = game.d(card).abilities[step.ability]
        pay_costs(game, seat, card, ability)
        game.log(f"Player {seat + 1} uses {game.name(card)}.")
        # an interrupt's or response's (``window``): it answers that occurrence
        run_effects(game, seat, card, ability.effects,
                    occ=step.window[0] if step.window else -1)
        return
    game.log(f"Player {seat + 1} plays {game.name(card)}.")
    game.state.players[seat].cards_played += 1
    use_next_cost_reduction(game, seat)
    # "when a player plays" interrupts, the card, then "after you play"
    played = windows.occur(game.state, "play", seat, card=card)
    game.push(windows.Window(played.id, "would"),
              ResolvePlay(seat, card, played.id, step.window, spent),
              windows.Window(played.id, "after", last=True))


def resolve_play(game: ChampionsGame, seat: int, card: int,
                 window: list[int] | None = None) -> None:
    """Resolve a card just paid for; ``window`` = [occurrence id, ability index] for an
    Interrupt/Response event played in a timing window."""
    cdef = game.d(card)
    if cdef.type == "event":
        game.state.move(card, pzone(seat, "discard"))
        if cdef.automation == "manual":
            game.push(ByHand(seat, card))
            return
        if window:
            run_effects(game, seat, card, cdef.abilities[window[1]].effects,
                                  occ=window[0])
        else:  # its discard costs are paid first, then the effects (RRG COST ARROW ICON)
            ability = next(a for a in cdef.abilities if a.trigger == "play")
            if paying.cost_of_costs(ability.cost) is not None:  # Make the Call
                game.push(paying.PayCostOf(seat, card, cdef.abilities.index(ability)))
                return
            run_effects(game, seat, card, (*paying.discard_costs(ability.cost),
                                           *ability.effects))
        if cdef.automation == "partial":
            game.push(ByHand(seat, card))
        return
    enter_play(game, seat, card)


def enter_play(game: ChampionsGame, seat: int, card: int, *, window: bool = True) -> None:
    if window and basic_events.would(game, "enters_play", seat, [seat, card], card=card):
        return
    cdef = game.d(card)
    area = game.area_of_seat(seat)
    where = cdef.keywords.get("attach") if cdef.type == "upgrade" else None
    if cdef.keywords.get("max_per_scheme"):
        game.state.move(card, game.az("attached", area))
        game.c(card).attached_to = game.main_scheme(area)
        game.c(card).controller = seat
    elif where is not None:  # "Attach to a minion": its player chooses one (RRG ATTACH TO)
        game.c(card).controller = seat
        host = {"villain": "villain", "identity": "you"}.get(where, where) \
            if isinstance(where, str) else where
        game.push(EnteredAttached(seat, card))
        run_effects(game, seat, card, [{"attach": "self", "target": host}])
        return
    else:
        game.state.move(card, pzone(seat, "play"))
        if cdef.keywords.get("any_control") and len(game.seats(area)) > 1:
            game.push(GiveControl(seat, card))
    uses = cdef.keywords.get("uses")
    if isinstance(uses, dict):
        game.c(card).add(uses["counter"], int(uses["count"]))
    if cdef.type == "ally" and game.kw(card, "toughness") and not game.c(card).tough:
        primitives.give_status(game, card, "tough")  # TOUGHNESS (issue 24: Luke Cage)
    for ability in cdef.abilities:
        if ability.trigger == "enters_play":
            if ability.optional:
                game.push(Optional(seat, card, f"Use {cdef.name}'s response: "
                                           f"{game.effects_text(ability.effects)}?",
                                   list(ability.cost), list(ability.effects)))
            else:
                run_effects(game, seat, card, ability.effects)
    if cdef.type == "ally" and primitives.over_ally_limit(game, seat):
        game.push(AllyLimit(seat))
    basic_events.happened(game, "enters_play", seat, card=card)


def s_entered_attached(game: ChampionsGame, step: EnteredAttached,
                       answer: str | None) -> Ask | None:
    seat, card = step.seat, step.card
    if game.zone_kind(card) != "attached":  # its host left meanwhile: nothing to attach to
        game.state.move(card, pzone(game.c(card).owner, "discard"))
        game.log(f"{game.name(card)} has nothing to attach to and is discarded.")
        return None
    for ability in game.d(card).abilities:
        if ability.trigger == "enters_play":
            run_effects(game, seat, card, ability.effects)
    basic_events.happened(game, "enters_play", seat, card=card)
    return None


def s_give_control(game: ChampionsGame, step: GiveControl, answer: str | None) -> Ask | None:
    """"Play under any player's control": the player who played it chooses."""
    seat, card = step.seat, step.card
    cdef = game.d(card)
    options = []
    for other in game.seats(game.area_of_seat(seat)):
        limited = (cdef.keywords.get("max_per_player") and any(
            game.d(o).name == cdef.name for o in game.play_cards(other) if o != card)) or (
            "Team" in cdef.traits and any("Team" in game.d(o).traits
                                          for o in game.play_cards(other) if o != card))
        if other == seat or not limited:
            options.append((f"p:{other}", f"Player {other + 1} controls {cdef.name}"))
    if len(options) == 1:
        return None
    if answer is None:
        return Ask(seat, f"Put {cdef.name} under whose control?", options)
    game.require(answer in dict(options), "choose a player")
    other = int(answer[2:])
    if other != seat:
        game.state.move(card, pzone(other, "play"))
        game.c(card).controller = other
        game.log(f"{cdef.name} enters play under player {other + 1}'s control.")
    return None


def s_ally_limit(game: ChampionsGame, step: AllyLimit, answer: str | None) -> Ask | None:
    seat = step.seat
    allies = primitives.counted_allies(game, seat)  # only those that count can bring it down
    limit = primitives.ally_limit(game, seat)
    if len(allies) <= limit:
        return None
    options = [(f"discard:{a}", f"Discard {game.name(a)}") for a in allies]
    if answer is None:
        return Ask(seat, f"You control more than {limit} allies: discard one.", options)
    game.require(answer in dict(options), "choose one of your allies")
    primitives.ally_leaves_play(game, int(answer.split(":")[1]))
    return None


def action_abilities(game: ChampionsGame, seat: int) -> list[tuple[int, int, Ability]]:
    """The actions ``seat`` may use now: those of its identity and cards in play, those
    of encounter cards in play (:func:`encounter_user`), those any player may use
    (``any_player``) on other players' cards (not another player's peril card), and its
    hand cards' ``hand_action`` ("Action, from your hand")."""
    out = []
    area = game.area_of_seat(seat)
    mine = [game.identity(seat), *game.play_cards(seat)]
    attached = game.ids(game.az("attached", area))
    # RRG ABILITY, ACTION: any player may use an action on an encounter card in play
    # (facedown cards have none), but not one the card keeps to a player
    encounter = [c for c in game.ids(game.az("environment", area)) + game.side_schemes(area)
                 + game.minions(area=area) + attached
                 if game.c(c).owner < 0 and not game.c(c).facedown]
    others = [c for c in [*attached, *(
        c for s in game.seats(area) if s != seat for c in game.play_cards(s))]
        if c not in mine and c not in encounter and not (
            game.kw(c, "peril") and game.controller_of_host(c) not in (seat, -1))]
    hand = game.ids(pzone(seat, "hand"))
    actions = ("action", "hero_action", "alter_ego_action", "forced_action")
    for cid in mine + encounter + others + hand:
        for index, ability in enumerate(game.d(cid).abilities):
            if cid in hand:
                if ability.trigger != "hand_action" or not paying.hand_action_usable(
                        game, seat, cid, ability):
                    continue
            elif ability.trigger not in actions or (cid in others and not ability.any_player):
                continue
            if cid in encounter and encounter_user(game, cid, ability) not in (seat, -1):
                continue
            if ability.trigger == "hero_action" and not game.is_hero(seat):
                continue
            if ability.trigger == "alter_ego_action" and game.is_hero(seat):
                continue
            if not costs_payable(game, seat, cid, ability):
                continue
            if not LANGUAGE.condition_met(game, seat, ability.condition, cid):
                continue
            if ability_key(game, cid, index) in game.state.players[seat].used_limits:
                continue
            if ability.trigger == "forced_action" and cid in others:
                continue  # a forced action is its controller's (or engaged player's) to resolve
            out.append((cid, index, ability))
    return out


def _player_host(game: ChampionsGame, cid: int) -> int:
    """The seat controlling the player card ``cid`` is attached to (an identity or a card
    in a play area), or -1 (attached to an encounter card, or to nothing)."""
    host = game.c(cid).attached_to
    if host < 0 or not game.c(host).zone.endswith((":identity", ":play")):
        return -1
    return game.controller_of_host(cid)


def encounter_user(game: ChampionsGame, cid: int, ability: Ability) -> int:
    """Who may use an optional ability of the encounter card ``cid`` in play, or must
    resolve its forced action: -1 for any player (RRG ABILITY: "any player can use such an
    ability on an encounter card"; the FFG ruling of 17 December 2025, 1: an action on a
    minion engaged with another player), else the one seat. An attachment on a player's
    card is its host's controller's alone (RRG ATTACHMENT), unless it says any player may
    (``any_player``: Stun Net); an obligation is its player's (RRG OBLIGATION; it lies in
    their play area, so no other player reaches it). A forced action is resolved by one
    player (RRG FORCED): the host's controller, the engaged player, else the first
    player. A card with peril in a player's play area is that player's (RRG PERIL)."""
    host = _player_host(game, cid)
    if game.kw(cid, "peril"):  # RRG PERIL: in a player's play area, only that player
        where = host if host >= 0 else game.seat_of_engaged(cid)
        if where >= 0:
            return where
    if ability.trigger == "forced_action":
        if host >= 0:
            return host
        engaged = game.seat_of_engaged(cid)
        return engaged if engaged >= 0 else game.first_player(game.area_of(cid))
    if host >= 0 and not ability.any_player:
        return host
    return -1


def forced_actions_due(game: ChampionsGame, seat: int) -> list[tuple[int, int, Ability]]:
    """RRG FORCED: each "Forced Action" must be resolved before the player phase can end
    (once per phase); one whose cost cannot be paid or that has no target does not hold
    the phase up (it is not among the actions that can be used)."""
    done = game.state.players[seat].used_limits
    return [(c, i, a) for c, i, a in action_abilities(game, seat)
            if a.trigger == "forced_action" and f"forced:{ability_key(game, c, i)}" not in done]


def costs_payable(game: ChampionsGame, seat: int, cid: int, ability: Ability) -> bool:
    card = game.c(cid)
    for cost in ability.cost:
        if cost == "exhaust_self" and card.exhausted:
            return False
        if cost == "exhaust_identity" and game.c(game.identity(seat)).exhausted:
            return False
        if cost == "heal_identity" and not game.c(game.identity(seat)).count("damage"):
            return False
        if cost == "use_counter":
            uses = game.d(cid).keywords.get("uses", {})
            if not card.count(uses.get("counter", "")):
                return False
        if cost == "suit_threat" and (game.suit(seat) < 0 or
                                      not game.c(game.suit(seat)).count("threat")):
            return False
        if cost == "exhaust_character" and not any(
                not game.c(ch).exhausted for ch in game.characters(seat)):
            return False
        if isinstance(cost, dict) and "discard" in cost:
            if not paying.discard_costs_payable(game, seat, cid, [cost]):
                return False
        elif isinstance(cost, dict) and not paying.can_pay(
                game, seat, cost):
            return False
    # typed resources (RRG COST: a cost that cannot be paid stops the ability): an action
    # nobody could pay for is not offered (the bot would start it and cancel it for ever)
    return all(resources_available(game, seat, cid, -1, kind) >= need
               for kind, need in ability.resources.items())


def pay_costs(game: ChampionsGame, seat: int, cid: int, ability: Ability, amount: int = 1) -> None:
    card = game.c(cid)
    for cost in ability.cost:
        if cost == "exhaust_self":
            card.exhausted = True
        elif cost == "exhaust_identity":
            game.c(game.identity(seat)).exhausted = True
        elif cost == "heal_identity":  # a cost: no healing window (RRG COST)
            game.c(game.identity(seat)).add("damage", -1)
        elif cost == "use_counter":  # the last one discards the card (RRG USES)
            primitives.remove_counters(game, cid, game.d(cid).keywords["uses"]["counter"])
        elif cost == "discard_self":  # its counters last until the ability has resolved
            kept = {k: n for k, n in card.counters.items() if k not in ("damage", "threat")}
            primitives.discard(game, cid)
            if kept and not game.in_play(cid):
                card.counters.update(kept)
                game.push(ForgetCounters(cid))  # queued behind the ability's effects
        elif cost == "suit_threat":
            game.c(game.suit(seat)).add("threat", -amount)


def ability_key(game: ChampionsGame, cid: int, index: int) -> str:
    """An ability of the face a card shows: "card:face code:index". A flipped card's other
    face has other abilities (issue 22 part 3: with "card:index", using Carol Danvers's
    limited action would have used up Captain Marvel's, the same index on the other face)."""
    return f"{cid}:{game.c(cid).code}:{index}"


def limit_used(game: ChampionsGame, seat: int, cid: int, index: int) -> bool:
    """RRG LIMIT: a "limit once per round" ability of this card was used this round (by
    ``seat``; an encounter card's by any player: it is one instance for the table)."""
    key = ability_key(game, cid, index)
    if game.c(cid).owner < 0:
        return any(key in p.used_limits for p in game.state.players)
    return key in game.state.players[seat].used_limits


def note_limit(game: ChampionsGame, seat: int, cid: int, index: int) -> None:
    """Count a use toward the ability's limit, if it has one (a cancelled effect still
    counts: RRG LIMIT); the end of the round clears it (:func:`clear_round_limits`)."""
    if game.d(cid).abilities[index].condition.get("limit") == "round":
        game.state.players[seat].used_limits.append(ability_key(game, cid, index))


def clear_round_limits(game: ChampionsGame, seats: list[int]) -> None:
    """The round ends: every "once per round" use of these players is forgotten (forced
    actions, tracked per phase, were cleared as their player phase ended)."""
    for seat in seats:
        game.state.players[seat].used_limits.clear()


def use_ability(game: ChampionsGame, seat: int, cid: int, index: int) -> None:
    valid = {(c, i) for c, i, _a in action_abilities(game, seat)}
    game.require((cid, index) in valid, "that ability cannot be used now")
    ability = game.d(cid).abilities[index]
    note_limit(game, seat, cid, index)
    if ability.trigger == "forced_action":  # resolved for this phase (RRG FORCED)
        game.state.players[seat].used_limits.append(f"forced:{ability_key(game, cid, index)}")
    if ability.resources:  # a typed-resource cost: paid like a card, then it resolves
        kind, need = next(iter(ability.resources.items()))
        game.push(Pay(seat, cid, need, resource=kind, ability=index))
        return
    if "exhaust_character" in ability.cost:  # the player picks the character
        game.push(ExhaustCharacter(seat, cid, index))
        return
    if paying.resource_cost(ability.cost) is not None:  # the player picks them
        game.push(paying.PayResources(seat, cid, index))
        return
    pay_costs(game, seat, cid, ability)
    game.log(f"Player {seat + 1} uses {game.name(cid)}.")
    run_effects(game, seat, cid, (*paying.discard_costs(ability.cost), *ability.effects))


def s_exhaust_character(game: ChampionsGame, step: ExhaustCharacter,
                        answer: str | None) -> Ask | None:
    """A cost "exhaust a character you control": the player chooses which one."""
    seat, cid = step.seat, step.card
    ability = game.d(cid).abilities[step.index]
    ready = [ch for ch in game.characters(seat) if not game.c(ch).exhausted]
    options = [(f"t:{ch}", f"Exhaust {game.name(ch)}") for ch in ready]
    if not options:
        return None
    ask, chosen = game.ask_one(seat, answer, f"{game.name(cid)}: exhaust which character "
                               "you control?", options, "choose a ready character you control")
    if ask:
        return ask
    game.c(int(chosen[2:])).exhausted = True
    pay_costs(game, seat, cid, ability)  # the other costs (the character is paid above)
    game.log(f"Player {seat + 1} uses {game.name(cid)}.")
    run_effects(game, seat, cid, ability.effects)
    return None


def s_end_player_phase(game: ChampionsGame, step: EndPlayerPhase, answer: str | None) -> Ask | None:
    """RRG END OF PLAYER PHASE step 1, every player asked at once (:class:`AtOnce`, issue
    29 finding 6). The RRG says "in player order"; nothing answers a discard (it is a plain
    move to the discard pile), so answering at once gives the same game, and a player who
    sees another's discards before choosing sees what a later player would have seen."""
    game.push(AtOnce([[EndDiscard(s)] for s in game.seats(step.area)]), Refresh(step.area))
    return None


def hand_size(game: ChampionsGame, seat: int) -> int:
    """The identity's printed hand size and its "+1 hand size" modifiers (RRG HAND SIZE,
    MODIFIERS)."""
    ident = game.identity(seat)
    size = max(0, game.d(ident).stat("hand_size")
               + modifiers.total(game, ident, "stat", "hand_size"))
    cap = modifiers.cap(game, ident, "hand_size")  # a global maximum hand size (Iron Man)
    return size if cap is None else min(size, cap)


def s_end_discard(game: ChampionsGame, step: EndDiscard, answer: str | None) -> Ask | None:
    """RRG END OF PLAYER PHASE step 1: discard any number of cards, and down to the
    hand size when over it (no "done" until then)."""
    seat = step.seat
    hand = game.ids(pzone(seat, "hand"))
    if not hand:
        return None  # nothing to discard: not asked
    size = hand_size(game, seat)
    options = [(f"discard:{cid}", f"Discard {game.name(cid)}") for cid in hand]
    if len(hand) <= size:
        options.append(("done", "Keep the rest"))
    if answer is None:
        if len(hand) > size:
            return Ask(seat, f"End of the player phase: you hold {len(hand)} cards; "
                       f"discard down to your hand size ({size}).", options)
        return Ask(seat, "End of the player phase: discard any number of cards, then draw "
                   f"up to your hand size ({size}).", options)
    game.require(answer in dict(options), "choose a card in your hand"
                 + (" or done" if len(hand) <= size else " (you are over your hand size)"))
    if answer == "done":
        return None
    game.state.move(int(answer.split(":")[1]), pzone(seat, "discard"))
    game.push(step)
    return None


def s_refresh(game: ChampionsGame, step: Refresh, answer: str | None) -> Ask | None:
    area = step.area
    for seat in game.seats(area):
        missing = hand_size(game, seat) - len(game.ids(pzone(seat, "hand")))
        if missing > 0:
            primitives.draw(game, seat, missing)
        for cid in game.characters(seat) + game.play_cards(seat):
            game.c(cid).exhausted = False
        used = game.state.players[seat].used_limits  # forced actions: once per phase
        used[:] = [k for k in used if not k.startswith("forced:")]
    # step 3: "ready each exhausted encounter card"
    for cid in [*game.enemies(area), *game.schemes(area), *game.ids(game.az("environment", area)),
                *game.ids(game.az("attached", area))]:
        if game.c(cid).owner < 0:
            game.c(cid).exhausted = False
    modifiers.end_lasting(game, area, ("phase",))  # RRG END OF PLAYER PHASE step 4
    # RRG END OF PLAYER PHASE step 5, once the phase has ended (after the draw): effects
    # waiting for "the end of the phase", then "after the player phase ends" responses
    # (uses counters), then the next area's player phase or the first area's villain phase
    phase_end = windows.occur(game.state, "player_phase_end", game.first_player(area))
    later = [a for a in game.playing_areas() if a > area]
    game.push(windows.Window(phase_end.id, "after", last=True),
              PlayerPhaseStart(area=later[0]) if later
              else VillainPhaseStart(area=game.playing_areas()[0]))
    paying.run_later(game, "phase_end", area)  # pushed last: they come first
    return None


_HANDLERS: dict[type[TypedStep], Any] = {
    PlayerPhaseStart: s_player_phase, Turn: s_turn, EndPlayerPhase: s_end_player_phase,
    EndDiscard: s_end_discard, Refresh: s_refresh, AllyLimit: s_ally_limit,
    GiveControl: s_give_control, ExhaustCharacter: s_exhaust_character,
    Pay: s_pay, BasicPower: s_basic_power, EnteredAttached: s_entered_attached,
}


handled_by(_HANDLERS)


def _flipped(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    """A flip that waited for its "would" window: a form change (``[0, seat]``) or a card
    turned to its other face (``[1, card]``)."""
    if args[0] == 0:
        change_form(game, args[1], window=False)
        return
    card = game.c(args[1])
    other = game.d(args[1]).back or card.code[:-1] + ("b" if card.code.endswith("a") else "a")
    if other in game.catalog.cards:
        game.turn_to_face(args[1], game.catalog.cards[other].name, window=False)


def _entered(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    if not game.in_play(args[1]):
        enter_play(game, args[0], args[1], window=False)


def _phase_started(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    """A phase that waited for its "would start" window starts (a phase cannot be
    cancelled: RRG ROUND SEQUENCE); ``args``: [1 villain / 0 player, area]."""
    area = args[1] if len(args) > 1 else 0
    game.push(VillainPhaseStart(answered=True, area=area) if args[0]
              else PlayerPhaseStart(answered=True, area=area))


basic_events.APPLY.update({"flipped": _flipped, "enters_play": _entered,
                           "phase_started": _phase_started})
