"""The conditions of a card ability: form, suit, mode, the effect tests, and named needs.

An ability's ``condition`` (content/champions/README.md) is read here: the form and suit
its player must be in, ``expert`` and ``mode``, the effect tests of the verbs read as
conditions ("while this card has ..."), and ``needs`` (one of :data:`NEEDS`). The rules ask
through :mod:`engine.champions.core.card_language`, which this module registers with.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.effect_steps import Scope
from engine.champions.language.verbs import registry
from engine.champions.rules import combat, player_phase, primitives

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


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
        primitives.can_remove_threat(g, s) for s in g.schemes(g.area_of_seat(seat))),
    "all_characters_shield": lambda g, seat: all(
        g.has_trait(ch, "S.H.I.E.L.D.") for ch in g.characters(seat)),
    "shield_support_or_suit": lambda g, seat: bool(combat.shield_supports(
        g, area=g.area_of_seat(seat))) or any(g.suit(s) >= 0 for s in g.seats(
            g.area_of_seat(seat))),
    # RRG LABELED ABILITY: an attack event is an attack by your identity, which a card
    # with "cannot attack" forbids.
    "identity_can_attack": lambda g, seat: player_phase.can_attack(g, g.identity(seat)),
    # a thwart event needs a scheme it may thwart, or a confused identity to clear
    # (RRG CONFUSED: a confused identity may attempt a thwart with no valid target)
    "thwart_target": lambda g, seat: bool(combat.thwartable(g, seat)) or primitives.is_status(g,
        g.identity(seat), "confused"),
}


LANGUAGE.condition_met = condition_met
