"""The card language of paying costs and of basic powers (issue 13).

- ``on = "spent"`` (with ``of = "self"``): "when you spend this card" (an interrupt) and
  "after you spend this card" (a response; ``card = { type, trait }`` narrows it to the
  card paid for) answer a resource card being spent. A spent card is in no play area,
  so the timing windows never see it: the payment (``player_phase.s_pay`` in
  :mod:`engine.champions.rules.player_phase`) answers it. An interrupt whose effect is
  ``{ exhaust = true, generate = "printed", up_to = N, target = selector }`` lets the
  player exhaust up to N matching cards, each generating its printed resources for
  this payment: they are picks of the one payment question (keys ``org:<card>``), so
  nothing is exhausted before "pay". A response runs after the card paid for has
  resolved (entered play), with ``that`` meaning it; each copy spent answers once.
- ``trigger = "hand_action"``: an action used from your hand; ``cost = [{ resource =
  "energy" }]`` is paid like a card with resources of that type or wild ones.
- ``power_bonus = amount``: the basic power whose "would" window this interrupt answers
  gets +amount (the rules read the occurrence's amount when the power resolves).
- ``later = "phase_end", effects = [...]``: the effects wait on their card until the end
  of the phase (the player phase: actions happen there), and lapse if the card leaves
  play first (RRG: LASTING EFFECTS).
- ``put_into_play`` with ``control = "any"``: the player chooses who controls it.
- selector ``shares_trait = "you"``: shares a trait with that target word's card.
- ``reduce_next_cost = N`` (``player``, default you): the next card that player plays this
  phase costs N less (Helicarrier). It is a lasting effect on their identity (kind
  ``next_cost``), so the end of the phase drops it; :func:`player_phase.play_cost` reads it
  and the card played next uses it up (:func:`player_phase.finish_payment`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import Do
from engine.champions.language import text
from engine.champions.language.selectors import player_seat
from engine.champions.language.verbs.registry import num, verb
from engine.champions.rules.player_phase import NEXT_COST

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


# ------------------------------------------------------------------ verbs
def _power_bonus(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """The basic power this interrupt answers gets +N (read when the power resolves)."""
    occ = game.state.occurrences.get(step.scope.occ)
    bonus = num(game, step, "power_bonus")
    if occ is not None and occ.kind == "basic_power" and bonus:
        occ.amount += bonus
        game.log(f"{game.name(occ.card)}'s basic power gets +{bonus}.")
    step.scope.vars["did"] = int(occ is not None and bonus > 0)
    return None


verb("power_bonus")(_power_bonus)


def _later(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Keep effects on their card until a later moment (``phase_end``)."""
    source = step.scope.source
    if source >= 0 and game.in_play(source):
        game.c(source).extra.setdefault("later", []).append(
            {"at": step.e["later"], "seat": step.scope.seat, "effects": step.e["effects"]})
    return None


verb("later")(_later)


def _reduce_next_cost(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """"Reduce the resource cost of the next card that player plays this phase by N"."""
    seat = player_seat(game, step.scope, step.e.get("player", "you"))
    amount = num(game, step, "reduce_next_cost")
    if amount > 0:
        game.state.lasting.append({"target": game.identity(seat), "kind": NEXT_COST,
                                   "name": NEXT_COST, "amount": amount, "until": "phase"})
        game.log(f"The next card player {seat + 1} plays this phase costs {amount} less.")
    step.scope.vars["did"] = int(amount > 0)
    step.scope.vars["done"] = amount
    return None


verb("reduce_next_cost")(_reduce_next_cost)


def _bonus_text(e: dict[str, Any]) -> str:
    value = e["power_bonus"]
    if isinstance(value, dict) and value == {"var": "done"}:  # one per card the last verb did
        return "that basic power gets +1 for each"
    return f"that basic power gets +{text.amount_text(value)}"


_put_into_play_text = text.LANGUAGE_TEXT["put_into_play"]


def _player_words(word: str) -> str:
    """A player word in a sentence: "the first player", else "that player"."""
    return "the first player" if word == "first_player" else text.WORDS.get(word, "that player")


text.TRIGGER_TEXT["hand_action"] = "Action (from your hand)"
text.LANGUAGE_TEXT.update({
    "put_into_play": lambda e: str(_put_into_play_text(e)) + (
        " under any player's control" if e.get("control") == "any" else
        f" under the control of (a minion: engaged with) {_player_words(e['player'])}"
        if e.get("player", "you") != "you" else ""),
    "generate": lambda e: str(text.targeted_text({k: v for k, v in e.items() if k != "generate"}))
                          + "; each generates its printed resources for this payment",
    "power_bonus": _bonus_text,
    "reduce_next_cost": lambda e: f"reduce the resource cost of the next card "
                                  f"{_player_words(e.get('player', 'you'))} plays this phase "
                                  f"by {text.amount_text(e['reduce_next_cost'])}",
    "later": lambda e: {"phase_end": "at the end of the phase"}.get(e["later"], e["later"])
                       + ", " + text.effects_text(e.get("effects", [])).lower(),
})


