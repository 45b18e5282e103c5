"""Paying: ability costs in resources, what resources pay, and what answers a spent card.

Ability costs paid in resources: ``cost = [{ spend = { energy = 2 }, or_any = 3 }]``.

RRG RESOURCES, COSTS: "spend 2 energy resources or 3 resources of any type". The player
picks what to spend the same way as for a card (hand cards, resource abilities; a wild
resource is any type), sees whether the picks pay, then pays or cancels; nothing is
spent before "pay". Used by action abilities (an encounter card's Hero Action too).

What printed and generated resources are worth toward a (typed) cost, what spent cards'
interrupts may exhaust to generate more, their "after you spend this card" responses,
whether an action from hand can be used, and effects waiting for the end of the phase
(``later``) are read here too; the player phase's payment question uses them
(:mod:`.player_phase`). The card language's verbs of paying are
:mod:`engine.champions.language.verbs.payment`.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import TYPE_CHECKING, Any, cast

from content.champions.schema import Ability
from engine.champions.core.base import Ask
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.effect_steps import Scope, run_effects
from engine.champions.core.player_steps import Pay
from engine.champions.core.state import pzone
from engine.champions.core.steps import TypedStep, handles
from engine.champions.rules import player_phase, windows

if TYPE_CHECKING:
    from engine.champions.core.base import GameBase
    from engine.champions.game import ChampionsGame


@dataclasses.dataclass
class PayResources(TypedStep):
    """Paying an ability's resource cost, then resolving the ability."""

    seat: int
    card: int
    index: int
    picks: list[str] = dataclasses.field(default_factory=list)
    # issue 24, Make the Call: the printed cost of the card ``paid_for`` (an event's
    # ``pay_cost_of`` cost), paid as the event resolves; its effects name that card ``it``
    paid_for: int = -1


def resource_cost(costs: Any) -> dict[str, Any] | None:
    """The resource cost among an ability's costs (None: it has none)."""
    return next((c for c in costs if isinstance(c, dict) and "discard" not in c
                 and "pay_cost_of" not in c), None)


def cost_of_costs(costs: Any) -> dict[str, Any] | None:
    """An event's ``{ pay_cost_of = selector }`` cost (None: it has none)."""
    return next((c for c in costs if isinstance(c, dict) and "pay_cost_of" in c), None)


def cost_of_payable(game: ChampionsGame, seat: int, cid: int, costs: Any) -> bool:
    """Whether a card the ``pay_cost_of`` cost names has a printed cost ``seat`` could pay
    now (RRG COST: a cost that cannot be paid stops the card being played)."""
    cost = cost_of_costs(costs)
    if cost is None:
        return True
    return any(can_pay(game, seat, {"or_any": game.d(c).stat("cost")}, cid)
               for c in LANGUAGE.targets(game, Scope(seat, cid), cost["pay_cost_of"]))


@dataclasses.dataclass
class PayCostOf(TypedStep):
    """Make the Call: the player chooses the card whose printed cost they pay (only one
    they can pay for), pays it, then the event's effects resolve with that card as ``it``."""

    seat: int
    card: int
    index: int


@handles(PayCostOf)
def _pay_cost_of(game: ChampionsGame, step: PayCostOf, answer: str | None) -> Ask | None:
    seat, card = step.seat, step.card
    ability = game.d(card).abilities[step.index]
    cost = cost_of_costs(ability.cost) or {}
    found = [c for c in LANGUAGE.targets(game, Scope(seat, card), cost.get("pay_cost_of", {}))
             if can_pay(game, seat, {"or_any": game.d(c).stat("cost")}, card)]
    if not found:
        game.log(f"{game.name(card)}: no card whose cost can be paid.")
        return None
    options = [(f"t:{c}", f"{game.name(c)} (cost {game.d(c).stat('cost')})") for c in found]
    ask, chosen = game.ask_one(seat, answer, f"{game.name(card)}: pay the printed cost of "
                               "which card?", options, "choose a card whose cost you can pay")
    if ask:
        return ask
    target = int(chosen.split(":")[1])
    if game.d(target).stat("cost") <= 0:
        run_effects(game, seat, card, ability.effects, vars={"it": target})
        return None
    game.push(PayResources(seat, card, step.index, paid_for=target))
    return None


def discard_costs(costs: Any) -> list[dict[str, Any]]:
    """The cards an ability discards as its cost (``{ discard = selector }``), as the
    effects that pay them: each chosen card is bound to ``paid``."""
    return [{"discard": True, "target": c["discard"], "as": "paid"} for c in costs
            if isinstance(c, dict) and "discard" in c]


def discard_costs_payable(game: ChampionsGame, seat: int, cid: int, costs: Any) -> bool:
    """Whether each discard cost has a card to discard (RRG COST: a cost that cannot be
    paid stops the ability being initiated)."""
    return all(LANGUAGE.targets(game, Scope(seat, cid), c["target"])
               for c in discard_costs(costs))


def pays(kinds: Counter[str], cost: dict[str, Any]) -> bool:
    """Whether resources of these kinds pay the cost: each type asked for (wild ones fill
    in for any type), or ``or_any`` resources of any type."""
    spend: dict[str, Any] = cost.get("spend", {})
    if spend:  # "x": any number of them, at least one (Energy Channel)
        short = sum(max(0, (1 if n == "x" else n) - kinds[kind]) for kind, n in spend.items())
        if short <= kinds["wild"]:
            return True
    any_count = int(cost.get("or_any", 0))
    return bool(any_count) and sum(kinds.values()) >= any_count


def _kinds(game: GameBase, key: str) -> Counter[str]:
    """The resources one payment source gives: a hand card's printed icons, a resource
    ability's generated ones."""
    head, _, rest = key.partition(":")
    if head == "rab":
        cid, index = (int(x) for x in rest.split(":"))
        return Counter(generated(game, game.c(cid).controller, cid,
                                 game.d(cid).abilities[index]))
    return Counter(game.d(int(rest)).resources)


def _total(game: GameBase, keys: list[str]) -> Counter[str]:
    out: Counter[str] = Counter()
    for key in keys:
        out.update(_kinds(game, key))
    return out


def can_pay(game: ChampionsGame, seat: int, cost: dict[str, Any], card: int = -1) -> bool:
    """Whether everything ``seat`` could spend now would pay the cost (but ``card``, the
    card being played)."""
    sources = player_phase.payment_sources(game, Pay(seat, card, 0, ability=0), [])
    return pays(_total(game, list(sources)), cost)


@handles(PayResources)
def _pay_resources(game: ChampionsGame, step: PayResources, answer: str | None) -> Ask | None:
    seat, card = step.seat, step.card
    ability = game.d(card).abilities[step.index]
    cost = resource_cost(ability.cost) or {}
    if step.paid_for >= 0:
        cost = {"or_any": game.d(step.paid_for).stat("cost")}
    sources = player_phase.payment_sources(game, Pay(seat, card, 0, ability=step.index), step.picks)
    x_kind = x_resource(cost)
    if x_kind:  # "spend X [energy] resources": only what gives that type counts toward X
        sources = {k: s for k, s in sources.items() if x_worth(game, [k], x_kind)}
    picks = [k for k in step.picks if k in sources]
    paid = pays(_total(game, picks), cost)
    options: list[tuple[str, str]] = []
    for key, (name, amount, kinds) in sources.items():
        if key in picks:
            options.append((key, f"Take back {name} ({amount} {kinds})"))
        elif not paid or x_kind:
            options.append((key, f"Spend {name} ({amount} {kinds})"))
    options.append(("cancel", f"Cancel using {game.name(card)}"))
    if paid:
        options.append(("pay", f"Pay and use {game.name(card)}"))
    if answer is None:
        return Ask(seat, f"Pay for {game.name(card)}'s ability: {LANGUAGE.cost_text(cost)}.",
                   options)
    game.require(answer in dict(options), f"{answer} is not a way to pay now")
    if answer == "cancel":
        used = game.state.players[seat].used_limits
        key = player_phase.ability_key(game, card, step.index)
        if key in used:
            used.remove(key)
        return None
    if answer != "pay":
        step.picks = [k for k in picks if k != answer] if answer in picks else [*picks, answer]
        game.push(step)
        return None
    for key in picks:
        head, _, rest = key.partition(":")
        if head == "res":
            game.state.move(int(rest), pzone(seat, "discard"))
        elif head == "rab":
            cid, index = (int(x) for x in rest.split(":"))
            player_phase.note_limit(game, seat, cid, index)
            player_phase.pay_costs(game, seat, cid, game.d(cid).abilities[index], sources[key][1])
        else:  # a card exhausted by a support that lets it pay
            game.c(int(rest)).exhausted = True
    if step.paid_for >= 0:  # the printed cost of the card the event's effects put in play
        game.log(f"Player {seat + 1} pays the cost of {game.name(step.paid_for)}.")
        run_effects(game, seat, card, ability.effects, vars={"it": step.paid_for})
        return None
    player_phase.pay_costs(game, seat, card, ability)  # its other costs
    game.log(f"Player {seat + 1} uses {game.name(card)}.")
    spent = {"x": x_worth(game, picks, x_kind)} if x_kind else None
    run_effects(game, seat, card, (*discard_costs(ability.cost), *ability.effects), vars=spent)
    return None


def generated(game: GameBase, seat: int, cid: int, ability: Ability) -> dict[str, int]:
    """What a resource ability generates: its ``generate``, or with ``printed_of`` the
    printed resources of the first card the selector matches now (issue 24: Pepper Potts,
    "the resources of the top card in your discard pile"; none there: nothing)."""
    if not ability.generate_of:
        return ability.generate
    whole = cast("ChampionsGame", game)
    found = LANGUAGE.targets(whole, Scope(seat, cid), ability.generate_of)
    return dict(game.d(found[0]).resources) if found else {}


def x_resource(cost: dict[str, Any]) -> str:
    """The resource type a cost spends X of (``{ spend = { energy = "x" } }``), or ""."""
    return next((k for k, n in cost.get("spend", {}).items() if n == "x"), "")


def x_worth(game: GameBase, keys: list[str], kind: str) -> int:
    """X: how many resources of that type (wild ones included) these sources give."""
    total = _total(game, keys)
    return total[kind] + (total["wild"] if kind != "wild" else 0)


def has_resource(resources: dict[str, int], kind: str) -> bool:
    """Whether resources hold one of that type; a wild one is any type (RRG WILD RESOURCE:
    its player names the type it is used as)."""
    return bool(resources.get(kind) or resources.get("wild"))


def printed(game: GameBase, cid: int, paying_for: int = -1) -> dict[str, int]:
    """What a hand card generates when spent: its printed resources, doubled by the keyword
    ``double_resources_for`` while paying for a card of that aspect (The Power of
    Aggression: RRG RESOURCE CARD, "card text active while using the card to generate
    resources"; a wild one doubled is two wild ones, RRG WILD RESOURCE)."""
    resources = game.d(cid).resources
    aspect = game.d(cid).keywords.get("double_resources_for")
    if aspect and paying_for >= 0 and game.d(paying_for).faction == aspect:
        return {k: 2 * n for k, n in resources.items()}
    return resources


def worth(resources: dict[str, int], kind: str = "") -> int:
    """What printed or generated resources pay toward a cost: all of them, or for a typed
    cost only those of its type and wild ones."""
    if not kind:
        return sum(resources.values())
    return resources.get(kind, 0) + resources.get("wild", 0)


def kinds(resources: dict[str, int], kind: str = "") -> str:
    """The resource types that count, for a payment option's label ("energy+wild")."""
    return "+".join(k for k in resources if not kind or k in (kind, "wild"))


def spent_abilities(game: ChampionsGame, cid: int, trigger: str) -> list[Ability]:
    """A card's "when/after you spend this card" abilities of ``trigger``."""
    return [a for a in game.d(cid).abilities if a.trigger == trigger and a.on == "spent"]


def generators(game: ChampionsGame, seat: int, spent: list[int],
               paying_for: int) -> tuple[int, list[int]]:
    """What the spent cards' interrupts may exhaust to generate resources: how many cards
    in all (their "up to" added) and which (ready ones with printed resources, in order)."""
    whole = game
    room, cards = 0, []
    for cid in spent:
        for ability in spent_abilities(game, cid, "interrupt"):
            for effect in ability.effects:
                if "exhaust" not in effect or effect.get("generate") != "printed":
                    continue
                scope = Scope(seat, cid)
                room += LANGUAGE.amount(whole, scope, effect.get("up_to", 1))
                cards += [c for c in LANGUAGE.targets(whole, scope, effect.get("target", "you"))
                          if not game.c(c).exhausted and game.d(c).resources
                          and c != paying_for and c not in cards]
    return room, cards


def spent_responses(game: ChampionsGame, seat: int, card: int, occ: int,
                    spent: list[int]) -> None:
    """Each spent card's "after you spend this card" responses, once the card it paid for
    has resolved; ``card = {...}`` narrows them to what was paid for (AoS p. 4: an
    all-purpose counter on a uses card takes its type)."""
    for cid in spent:
        for ability in spent_abilities(game, cid, "response"):
            if ability.card and not windows.card_matches(game, card, ability.card):
                continue
            if not game.in_play(card):
                continue
            game.log(f"{game.name(cid)}: {LANGUAGE.ability_effects_text(ability).lower()}.")
            run_effects(game, seat, cid, ability.effects, occ=occ)


def hand_action_usable(game: ChampionsGame, seat: int, cid: int, ability: Ability) -> bool:
    """An action from your hand can be used when its typed cost can be paid and its first
    effect would change the game state (RRG: GAME STATE)."""
    for kind, need in ability.resources.items():
        if player_phase.resources_available(game, seat, cid, -1, kind) < need:
            return False
    first = ability.effects[0] if ability.effects else {}
    return not first or LANGUAGE.can_start(game, Scope(seat, cid), first)


def run_later(game: ChampionsGame, moment: str, area: int | None = None) -> None:
    """Run the effects waiting for ``moment`` on cards still in play of an area's players,
    in play order (a card that left play took its waiting effects with it: ``reset`` clears
    them)."""
    waiting: list[tuple[int, dict[str, Any]]] = []
    for seat in game.seats(area):
        for cid in [game.identity(seat), *game.play_cards(seat)]:
            entries = game.c(cid).extra.get("later", [])
            waiting += [(cid, e) for e in entries if e["at"] == moment]
            kept = [e for e in entries if e["at"] != moment]
            if entries:
                game.c(cid).extra["later"] = kept
    for cid, entry in reversed(waiting):  # pushed in front: the first one runs first
        run_effects(game, int(entry["seat"]), cid, entry["effects"])

