"""Card language verbs that make lasting effects (RRG LASTING EFFECTS).

- ``gets = { stat = "attack", amount = 2 }`` with a target (default your identity) and
  ``until`` (``round``, the default, or ``phase``): "until the end of the phase, Vision gets
  +2 ATK". The modifier is a constant effect without ``to`` (the target says whom it
  reaches); it sits in ``State.lasting`` and is read like a constant ability by
  :mod:`engine.champions.rules.modifiers` until its duration ends (the end-of-phase and
  end-of-round steps drop it) or its target leaves play.

``gain_trait`` (registry) is the same shape for one modifier kind, kept for its older
spelling.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.champions.vocabulary import MODIFIER_KINDS
from engine.champions.core.effect_steps import Do
from engine.champions.language import text
from engine.champions.language.verbs.registry import targeted

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


def _gets(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    modifier: dict[str, Any] = step.e["gets"]
    kind = next(k for k in MODIFIER_KINDS if k in modifier)
    until = step.e.get("until", "round")
    for cid in cards:
        game.state.lasting.append({"target": cid, "kind": kind, "name": str(modifier[kind]),
                                   "amount": int(modifier.get("amount", 1)), "until": until})
        said = _gets_text({**step.e, "target": "self"}).removeprefix("this card ")
        game.log(f"{game.name(cid)} {said}.")
    return len(cards)


targeted("gets", "you", lambda g, e, c: g.in_play(c))(_gets)


def _gets_text(e: dict[str, Any]) -> str:
    whom = text.card_target_text(e, "your_identity")
    said = text.modifier_text({**e["gets"], "to": "self"}).removeprefix("this card ")
    return f"{whom} {said} until the end of the {e.get('until', 'round')}"


text.LANGUAGE_TEXT["gets"] = _gets_text
