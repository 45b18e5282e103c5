"""Card language verb ``find`` (RRG v1.8 FIND): look for a card wherever it is in the game.

``find = { selector }`` takes the first card matching the selector, looking in play (a
facedown encounter card in play excluded), then set aside (nemesis sets included), the
encounter discard pile, the players' discard piles and hands, the encounter deck and the
players' decks; the victory display and cards removed from the game are never searched
(RRG v1.8 FIND; "find" searches in-game areas only: FFG ruling of 17 December 2025,
4.3). Open areas come first, so no deck is searched when the card is in sight ("players
should not unnecessarily search game areas"); a deck searched is shuffled (RRG SEARCH):
the encounter deck whenever the search reached it, a player's deck when the card was found
there. The card found is bound to ``as`` (default ``it``; -1 when none), ``did`` says
whether one was found.

``reveal = "it"`` on a minion found in play does not reveal it again: it engages you and
resolves its When Revealed abilities (rules: villain_phase.found_in_play); ``did`` after a
``reveal`` says whether a card came into play from out of it ("if no minion entered play
this way").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import Do
from engine.champions.core.state import pzone
from engine.champions.language import text
from engine.champions.language.selectors import scope_area, select
from engine.champions.language.verbs.registry import _did, verb

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

FIND_ZONES = ("play", "set_aside", "encounter_discard", "discard", "hand", "encounter_deck",
              "deck")
"""Where ``find`` looks, in this order (RRG v1.8 FIND)."""


def find(game: ChampionsGame, step: Do) -> int:
    """The first card the selector matches where RRG FIND looks (-1: none); shuffles the
    decks it searched."""
    spec: dict[str, Any] = {"controller": "any", **step.e["find"]}
    for zone in FIND_ZONES:
        where = {**spec, "zone": zone}
        if zone == "play":
            where["facedown"] = False
        found = select(game, step.scope, where)
        if zone == "encounter_deck" or (found and zone == "deck"):
            area = scope_area(game, step.scope)
            deck = game.az("enc:deck", area) if zone == "encounter_deck" else pzone(
                game.c(found[0]).owner, "deck")
            if found:
                game.log(f"{game.name(found[0])} is found in the "
                         f"{'encounter deck' if zone == 'encounter_deck' else 'deck'}.")
            game.state.shuffle(deck)
        if found:
            return found[0]
    return -1


def _find(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    cid = find(game, step)
    step.scope.vars[step.e.get("as", "it")] = cid
    if cid < 0:
        game.log(f"No {text.selector_text(step.e['find'])[2:]} is found.")
    _did(step, int(cid >= 0))
    return None


verb("find")(_find)
text.LANGUAGE_TEXT["find"] = lambda e: f"find {text.selector_text(e['find'])}"
