"""Card language verbs that act on the enemy activation under way: its boost cards and icons.

- ``more_boost_cards = N``: give the activating enemy N additional boost cards for this
  activation (RRG v1.8 BOOST: "If additional boost cards are resolved for an activation,
  the boost icons are cumulative, and all Boost abilities on those cards resolve"). In an
  interrupt to an enemy's attack ("when Klaw attacks") or to its activation ("when
  Songbird activates", ``on = "activation"``: an attack or a scheme) they are dealt with
  its usual boost cards; in a Boost ability ("give the activating enemy an additional
  boost card") they are dealt at once and flipped after the card resolving, for the same
  activation.
- ``gain_boost_icons = N`` (a Boost ability): the boost card resolving gains N boost icons,
  added to this activation's ATK or SCH ("this card gains [boost] for each ...").

A Boost ability using either resolves before the activation goes on (the rules pause the
flipping: villain_phase.flip_boosts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import Do, Scope
from engine.champions.core.villain_steps import EnemyAttack, EnemyScheme
from engine.champions.language import text
from engine.champions.language.verbs.registry import _did, num, verb
from engine.champions.rules import villain_phase

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


def activation_of(game: ChampionsGame, scope: Scope) -> EnemyAttack | EnemyScheme | None:
    """The activation an ability acts on: the attack whose "would" occurrence it answers,
    else the activation flipping its boost cards (a Boost ability resolving)."""
    queue = game.state.queue
    found = next((s for s in queue if isinstance(s, EnemyAttack) and scope.occ >= 0
                  and s.occ == scope.occ), None)
    if found is not None:
        return found
    return next((s for s in queue if isinstance(s, EnemyAttack | EnemyScheme)
                 and s.at == "boost"), None)


def _more_boost_cards(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    count = num(game, step, "more_boost_cards")
    occ = game.state.occurrences.get(step.scope.occ)
    if occ is not None and occ.kind == "activation":  # "when <an enemy> activates": its
        if count > 0:  # occurrence's amount carries them to the attack or scheme
            occ.amount += count
            game.log(f"{game.name(occ.card)} gets {count} more boost card(s) for this "
                     "activation.")
        _did(step, count)
        return None
    activation = activation_of(game, step.scope)
    if activation is None or count <= 0 or not game.in_play(activation.enemy):
        _did(step, 0)
        return None
    if activation.at == "boost":  # flipping now: dealt at once, flipped next
        dealt = villain_phase.give_boosts(game, activation.enemy, count,
                                          game.area_of_seat(activation.seat))
        activation.boosts += dealt
        count = len(dealt)
    elif isinstance(activation, EnemyAttack):  # dealt with its usual boost cards
        activation.extra_boost += count
    if count:
        game.log(f"{game.name(activation.enemy)} gets {count} more boost card(s) for this "
                 "activation.")
    _did(step, count)
    return None


verb("more_boost_cards")(_more_boost_cards)


def _gain_boost_icons(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    activation = activation_of(game, step.scope)
    count = num(game, step, "gain_boost_icons")
    if activation is None or count <= 0:
        _did(step, 0)
        return None
    activation.icons += count
    game.log(f"{game.name(step.scope.source)} gains {count} boost icon(s): +{count}.")
    _did(step, count)
    return None


verb("gain_boost_icons")(_gain_boost_icons)


def _more_text(e: dict[str, Any]) -> str:
    return (f"give the activating enemy {text.amount_text(e['more_boost_cards'])} additional "
            "boost card(s) for this activation")


text.LANGUAGE_TEXT.update({
    "more_boost_cards": _more_text,
    "gain_boost_icons": lambda e: f"this card gains {text.amount_text(e['gain_boost_icons'])} "
                                  "boost icon(s)",
})
