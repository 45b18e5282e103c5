"""Verbs about enemy activations (RRG ACTIVATION), each written for every card like it.

- ``activates = true`` with a ``target`` (default this card): "<an enemy> activates against
  you". Each target enemy activates against the player resolving the ability (``player``:
  another player word, "the player who defeated this scheme": ``defeater``), one after
  another: it attacks a hero and schemes against an alter-ego, with the activation's own
  windows ("when/after it activates"), as in the villain phase. A word names it ("self",
  "villain", "host", "it"), a selector finds it by name or lets a player choose (``by``);
  ``did`` says whether any enemy activated, for "if no enemy activated this way".

"When <an enemy> activates" (``on = "activation"``, its "would" moment) is answered by
``more_boost_cards`` (:mod:`.boosts`: Songbird, Baron Zemo) or ``cancel`` ("it does not
activate ... instead": Citizen V).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.effect_steps import Do
from engine.champions.core.villain_steps import Activate
from engine.champions.language import text
from engine.champions.language.selectors import player_seat
from engine.champions.language.verbs.registry import targeted

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


def _an_enemy(game: ChampionsGame, e: dict[str, Any], cid: int) -> bool:
    """An enemy in play (the villain, or a minion of any player's)."""
    return game.in_play(cid) and cid in game.enemies(game.area_of(cid))


def _activates(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    seat = player_seat(game, step.scope, step.e.get("player", "you"))
    game.push(*[Activate(enemy, seat) for enemy in cards])
    return len(cards)


targeted("activates", "self", _an_enemy)(_activates)


text.LANGUAGE_TEXT.update({
    "activates": lambda e: f"{text.selector_text(e.get('target', 'self'))} activates against "
                           + text.WORDS.get(e.get("player", "you"), "that player"),
})
