"""Resolving several cards' abilities as the steps of one sequence (issue 24: Wakanda Forever!).

``{ resolve_in_sequence = "special", target = selector }``: the ability of that trigger on each
target card (RRG SPECIAL: a Special ability resolves only when another ability says so) is
one step of a sequence, in the order the player chooses, one step at a time: each resolves
fully before the next is chosen. In the last step the scope holds ``final_step``, which the
amount ``{ sequence = N, final_step = M }`` reads ("N, or M instead if this is the final step
of this sequence"). The cards are fixed as the sequence starts; one that has left play when
its turn would come is skipped, so the last step is the last card still in play.

A step's ability labelled ``attack`` ("Special (attack)") is an attack by the identity: a
stunned identity discards its stunned card instead of resolving it (RRG STUNNED, LABELED
ABILITY), as for a window ability so labelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import Do, run_effects
from engine.champions.language import text
from engine.champions.language.selectors import FINAL_STEP, targets
from engine.champions.language.verbs.registry import DEFAULTS, USABLE, _did, head, verb
from engine.champions.rules import primitives

if TYPE_CHECKING:
    from content.champions.schema import Ability
    from engine.champions.game import ChampionsGame

DEFAULT: dict[str, Any] = {"type": "upgrade", "controller": "you"}
DONE = "_steps"  # the cards whose step has begun, kept in the step's own effect


def _step_ability(game: ChampionsGame, cid: int, trigger: str) -> Ability | None:
    return next((a for a in game.d(cid).abilities if a.trigger == trigger), None)


@verb("resolve_in_sequence")
def _resolve_in_sequence(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    e, seat = step.e, step.scope.seat
    trigger = str(e["resolve_in_sequence"])
    if step.chosen is None:  # the cards whose abilities make the sequence, fixed now
        step.chosen = [c for c in targets(game, step.scope, e.get("target", DEFAULT))
                       if _step_ability(game, c, trigger) is not None]
    done: list[int] = e.setdefault(DONE, [])
    waiting = [c for c in step.chosen if c not in done and game.in_play(c)]
    if not waiting:
        _did(step, len(done))
        return None
    options = [(f"t:{c}", f"{game.name(c)}: {text.ability_text(ability)}")
               for c in waiting if (ability := _step_ability(game, c, trigger)) is not None]
    prompt = (f"{head(game, step.scope, step.note)}which ability resolves next (step "
              f"{len(done) + 1} of {len(done) + len(waiting)})?")
    ask, chosen = game.ask_one(seat, answer, prompt, options, "that is not one of the options")
    if ask:
        return ask
    cid = int(chosen[2:])
    ability = _step_ability(game, cid, trigger)
    assert ability is not None
    done.append(cid)
    final = len(waiting) == 1
    game.push(step)  # the next step is chosen once this one has resolved
    game.log(f"{game.name(cid)}: step {len(done)} of the sequence"
             + (" (the final step)." if final else "."))
    if ability.label == "attack" and primitives.status_replaces(
            game, game.identity(seat), "stunned", f"{game.name(cid)}'s attack"):
        return None
    run_effects(game, seat, cid, ability.effects, vars={FINAL_STEP: 1} if final else None)
    return None


USABLE["resolve_in_sequence"] = lambda game, e, cid: _step_ability(
    game, cid, str(e["resolve_in_sequence"])) is not None
DEFAULTS["resolve_in_sequence"] = DEFAULT
