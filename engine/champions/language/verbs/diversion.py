"""Verbs for suit forms and the occurrences they change (a hero's suit form upgrade, a nemesis).

Generic pieces of the card language that a suit form hero's cards needed first:

- ``choose_number`` ("remove up to 3 threat from here"): the player picks X from 0 to
  an amount (``at_most`` caps it further: "no more than is here"), bound to ``as``
  (default ``x``); ``then`` runs with it unless X is 0. Each option is labelled with
  what ``then`` does for that X, so a question reads "Remove 2 threat ...".
- ``attack_bonus``: the attack the ability answers (or belongs to) deals that much more
  damage; the bonus reaches every target of the attack (RRG ATTACK).
- ``divert`` (a number, an amount or ``"all"``): a replacement that moves part of the
  answered occurrence's amount to the target instead ("place up to 3 of that threat on
  your suit instead", "the threat she removes goes on your suit"). The rules read it
  back with :meth:`~engine.champions.core.occurrences.Occurrence.split` when the amount lands.
- ``scheme_instead``: the enemy attack the ability answers becomes a scheme by that
  enemy against the same player (RRG: REPLACEMENT EFFECT; a stunned enemy's attack is
  discarded before, a confused one's scheme after, as the rules say).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import Do, run
from engine.champions.language import text
from engine.champions.language.selectors import amount
from engine.champions.language.verbs.attacks import attack_of
from engine.champions.language.verbs.registry import (
    _did,
    head,
    num,
    targeted,
    verb,
    with_values,
)

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


def _most(game: ChampionsGame, step: Do) -> int:
    most = num(game, step, "choose_number")
    if "at_most" in step.e:
        most = min(most, amount(game, step.scope, step.e["at_most"]))
    return max(0, most)


def _choose_number(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Pick X from 0 to the most allowed, then run ``then`` with it (nothing for 0)."""
    e, scope = step.e, step.scope
    name, then = e.get("as", "x"), e.get("then", [])
    most = _most(game, step)
    options = []
    for n in range(most + 1):
        said = game.effects_text(with_values(then, dataclasses.replace(
            scope, vars={**scope.vars, name: n}))) if then and n else f"{n}"
        options.append((f"n:{n}", said if n else "None"))
    ask, chosen = game.ask_one(scope.seat, answer, f"{head(game, scope, step.note)}"
                               f"{game.effects_text(then) if then else 'Choose X'} "
                               f"(X from 0 to {most})?", options, "choose a number offered")
    if ask:
        return ask
    picked = int(chosen[2:])
    scope.vars[name] = picked
    _did(step, picked)
    if picked:
        run(game, scope, then)
    return None


verb("choose_number")(_choose_number)


def _attack_bonus(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    value = num(game, step, "attack_bonus")
    attack = attack_of(game, step.scope)
    if attack is None or value <= 0:
        _did(step, 0)
        return None
    attack.bonus += value
    game.log(f"The attack deals {value} more damage.")
    _did(step, value)
    return None


verb("attack_bonus")(_attack_bonus)


def _divert(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    occ = game.state.occurrences.get(step.scope.occ)
    if occ is None or not cards:
        return 0
    wanted = -1 if step.e["divert"] == "all" else num(game, step, "divert")
    if wanted == 0:
        return 0
    occ.diverted.append([cards[0], wanted])
    return 1


targeted("divert", "self", lambda g, e, c: g.in_play(c))(_divert)


def _scheme_instead(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    occ = game.state.occurrences.get(step.scope.occ)
    changed = occ is not None and occ.kind == "enemy_attack" and not occ.replaced
    if changed and occ is not None:
        occ.replaced = "scheme"
    _did(step, int(changed))
    return None


verb("scheme_instead")(_scheme_instead)


def _first_lower(said: str) -> str:
    """Mid-sentence: "Remove X ..." -> "remove X ...", but "X of ..." stays."""
    return said[:1].lower() + said[1:] if said[1:2].islower() else said


def _bound(spec: Any) -> str:
    """An ``at_most`` cap in words: "the threat on this card", "that amount"."""
    if isinstance(spec, dict) and "counters" in spec:
        return f"the {spec['counters']} on {text.selector_text(spec.get('on', 'self'))}"
    if isinstance(spec, dict) and "that" in spec:
        return f"that {spec['that']}"
    return text.amount_text(spec)


text.LANGUAGE_TEXT.update({
    "choose_number": lambda e: f"choose X from 0 to {text.amount_text(e['choose_number'])}"
                               + (f" (no more than {_bound(e['at_most'])})" if "at_most" in e
                                  else "")
                               + (": " + _first_lower(text.effects_text(e["then"]))
                                  if e.get("then") else ""),
    "attack_bonus": lambda e: f"this attack deals {text.amount_text(e['attack_bonus'])} "
                              "more damage",
    "divert": lambda e: ("all" if e["divert"] == "all" else text.amount_text(e["divert"]))
                        + " of that threat goes on "
                        + f"{text.selector_text(e.get('target', 'self'))} instead",
    "scheme_instead": lambda e: "it schemes instead",
})
