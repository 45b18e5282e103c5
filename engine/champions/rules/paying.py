"""Ability costs paid in resources: ``cost = [{ spend = { energy = 2 }, or_any = 3 }]``.

RRG RESOURCES, COSTS: "spend 2 energy resources or 3 resources of any type". The player
picks what to spend the same way as for a card (hand cards, resource abilities; a wild
resource is any type), sees whether the picks pay, then pays or cancels; nothing is
spent before "pay". Used by action abilities (an encounter card's Hero Action too).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.player_steps import Pay
from engine.champions.core.state import pzone
from engine.champions.core.steps import TypedStep, handles
from engine.champions.language import text

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


def resource_cost(costs: Any) -> dict[str, Any] | None:
    """The resource cost among an ability's costs (None: it has none)."""
    return next((c for c in costs if isinstance(c, dict)), None)


def pays(kinds: Counter[str], cost: dict[str, Any]) -> bool:
    """Whether resources of these kinds pay the cost: each type asked for (wild ones fill
    in for any type), or ``or_any`` resources of any type."""
    spend: dict[str, int] = cost.get("spend", {})
    if spend:
        short = sum(max(0, n - kinds[kind]) for kind, n in spend.items())
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
        return Counter(game.d(cid).abilities[index].generate)
    return Counter(game.d(int(rest)).resources)


def _total(game: GameBase, keys: list[str]) -> Counter[str]:
    out: Counter[str] = Counter()
    for key in keys:
        out.update(_kinds(game, key))
    return out


def can_pay(game: ChampionsGame, seat: int, cost: dict[str, Any]) -> bool:
    """Whether everything ``seat`` could spend now would pay the cost."""
    from engine.champions.rules import player_phase  # (the rules modules import this one)
    sources = player_phase.payment_sources(game, Pay(seat, -1, 0, ability=0), [])
    return pays(_total(game, list(sources)), cost)


@handles(PayResources)
def _pay_resources(game: ChampionsGame, step: PayResources, answer: str | None) -> Ask | None:
    from engine.champions.language import abilities
    from engine.champions.rules import player_phase  # (the rules modules import this one)
    seat, card = step.seat, step.card
    ability = game.d(card).abilities[step.index]
    cost = resource_cost(ability.cost) or {}
    sources = player_phase.payment_sources(game, Pay(seat, card, 0, ability=step.index), step.picks)
    picks = [k for k in step.picks if k in sources]
    paid = pays(_total(game, picks), cost)
    options: list[tuple[str, str]] = []
    for key, (name, amount, kinds) in sources.items():
        if key in picks:
            options.append((key, f"Take back {name} ({amount} {kinds})"))
        elif not paid:
            options.append((key, f"Spend {name} ({amount} {kinds})"))
    options.append(("cancel", f"Cancel using {game.name(card)}"))
    if paid:
        options.append(("pay", f"Pay and use {game.name(card)}"))
    if answer is None:
        return Ask(seat, f"Pay for {game.name(card)}'s ability: {text.cost_text(cost)}.",
                   options)
    game.require(answer in dict(options), f"{answer} is not a way to pay now")
    if answer == "cancel":
        used = game.state.players[seat].used_limits
        if f"{card}:{step.index}" in used:
            used.remove(f"{card}:{step.index}")
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
            player_phase.pay_costs(game, seat, cid, game.d(cid).abilities[index], sources[key][1])
        else:  # a card exhausted by a support that lets it pay
            game.c(int(rest)).exhausted = True
    player_phase.pay_costs(game, seat, card, ability)  # its other costs
    game.log(f"Player {seat + 1} uses {game.name(card)}.")
    abilities.run_effects(game, seat, card, ability.effects)
    return None


