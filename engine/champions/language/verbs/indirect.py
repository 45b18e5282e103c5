"""Card language verbs that deal damage for players to divide: indirect damage.

``indirect_damage = N`` (RRG v1.8 INDIRECT DAMAGE): N indirect damage dealt to you (or to
``player``, a player word), which that player divides among the characters they control;
``group = true``: dealt to the players as a group, divided among every friendly character
of the area, the first player choosing. The assignment and its limits (no character given
more than would defeat it, tough, characters that cannot take damage) are the rules'
(:mod:`engine.champions.rules.indirect_damage`). ``did``/``done`` record the damage dealt
(before any is assigned: what the card says it deals).

An enemy whose attacks deal indirect damage has the keyword ``attacks_indirect`` (a
constant can grant it: "attached enemy's attacks deal indirect damage").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import Do
from engine.champions.language import text
from engine.champions.language.selectors import player_seat, scope_area
from engine.champions.language.verbs.registry import _did, num, verb
from engine.champions.rules import indirect_damage

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


def _indirect_damage(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    value = num(game, step, "indirect_damage")
    if step.e.get("group"):
        seats = game.seats(scope_area(game, step.scope))
    else:
        seats = [player_seat(game, step.scope, step.e.get("player", "you"))]
    indirect_damage.deal_indirect(game, seats, value, source=step.scope.source)
    _did(step, value if seats else 0)
    return None


verb("indirect_damage")(_indirect_damage)


def _indirect_text(e: dict[str, Any]) -> str:
    value = text.amount_text(e["indirect_damage"])
    if e.get("group"):
        return f"deal {value} indirect damage to the players (divided among them)"
    who = e.get("player", "you")
    if who == "you":
        return f"take {value} indirect damage"
    return f"{text.WORDS.get(who, 'that player')} takes {value} indirect damage"


text.LANGUAGE_TEXT["indirect_damage"] = _indirect_text
