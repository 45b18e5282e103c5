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
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.champions.schema import Ability
from engine.champions.core.base import Ask
from engine.champions.language import text
from engine.champions.language.selectors import Scope, amount, targets
from engine.champions.language.verbs.registry import Do, can_start, num, verb
from engine.champions.rules.windows import DESCRIBE, card_matches

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


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
                room += amount(whole, scope, effect.get("up_to", 1))
                cards += [c for c in targets(whole, scope, effect.get("target", "you"))
                          if not game.c(c).exhausted and game.d(c).resources
                          and c != paying_for and c not in cards]
    return room, cards


def spent_responses(game: ChampionsGame, seat: int, card: int, occ: int,
                    spent: list[int]) -> None:
    """Each spent card's "after you spend this card" responses, once the card it paid for
    has resolved; ``card = {...}`` narrows them to what was paid for (AoS p. 4: an
    all-purpose counter on a uses card takes its type)."""
    from engine.champions.language import abilities  # (the rules modules import this one)
    for cid in spent:
        for ability in spent_abilities(game, cid, "response"):
            if ability.card and not card_matches(game, card, ability.card):
                continue
            if not game.in_play(card):
                continue
            game.log(f"{game.name(cid)}: {game.effects_text(ability.effects).lower()}.")
            abilities.run_effects(game, seat, cid, ability.effects, occ=occ)


def hand_action_usable(game: ChampionsGame, seat: int, cid: int, ability: Ability) -> bool:
    """An action from your hand can be used when its typed cost can be paid and its first
    effect would change the game state (RRG: GAME STATE)."""
    from engine.champions.rules import player_phase  # (the rules modules import this one)
    for kind, need in ability.resources.items():
        if player_phase.resources_available(game, seat, cid, -1, kind) < need:
            return False
    first = ability.effects[0] if ability.effects else {}
    return not first or can_start(game, Scope(seat, cid), first)


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


def run_later(game: ChampionsGame, moment: str) -> None:
    """Run the effects waiting for ``moment`` on cards still in play, in play order (a card
    that left play took its waiting effects with it: ``reset`` clears them)."""
    from engine.champions.language import abilities  # (the rules modules import this one)
    waiting: list[tuple[int, dict[str, Any]]] = []
    for seat in game.seats():
        for cid in [game.identity(seat), *game.play_cards(seat)]:
            entries = game.c(cid).extra.get("later", [])
            waiting += [(cid, e) for e in entries if e["at"] == moment]
            kept = [e for e in entries if e["at"] != moment]
            if entries:
                game.c(cid).extra["later"] = kept
    for cid, entry in reversed(waiting):  # pushed in front: the first one runs first
        abilities.run_effects(game, int(entry["seat"]), cid, entry["effects"])


def _bonus_text(e: dict[str, Any]) -> str:
    value = e["power_bonus"]
    if isinstance(value, dict) and value == {"var": "done"}:  # one per card the last verb did
        return "that basic power gets +1 for each"
    return f"that basic power gets +{text.amount_text(value)}"


DESCRIBE["spent"] = lambda g, o: f"Player {o.seat + 1} spends {g.name(o.card)}"
_put_into_play_text = text.LANGUAGE_TEXT["put_into_play"]
text.TRIGGER_TEXT["hand_action"] = "Action (from your hand)"
text.LANGUAGE_TEXT.update({
    "put_into_play": lambda e: str(_put_into_play_text(e)) + (
        " under any player's control" if e.get("control") == "any" else ""),
    "generate": lambda e: str(text.targeted_text({k: v for k, v in e.items() if k != "generate"}))
                          + "; each generates its printed resources for this payment",
    "power_bonus": _bonus_text,
    "later": lambda e: {"phase_end": "at the end of the phase"}.get(e["later"], e["later"])
                       + ", " + text.effects_text(e.get("effects", [])).lower(),
})


