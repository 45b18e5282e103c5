"""A copy of a game consistent with what one seat knows (issue 28): for a search bot.

A seat does not know the order of any deck, the other players' hands, or a facedown card it
has not looked at. A determinization keeps everything the seat knows where it is and deals
every card the seat does not know again, at random, from a seed the caller draws from its
own RNG: the real positions of hidden cards never reach the copy.

What the seat knows is the view plus its memory, and the memory is each card's ``known_to``
(a card it looked at, chose or was dealt keeps the seat there until a shuffle: State.hide,
State.shuffle). A card the seat knows stays; the others are the *unknown* cards.

Unknown cards are dealt again within their *pool*: a player's own cards (deck, hand,
facedown), or an area's encounter cards (its encounter deck, facedown boost and dealt cards,
obligations and nemesis cards shuffled in included, whoever owns them). Which pool a card is
in is public (its faction, owner and zone), and so is a pool's contents (the deck lists and
set lists, less the cards in view), so the multiset of unknown codes of a pool is a function
of what the seat knows. The positions are taken in zone-name order, then zone order, the
codes in sorted order before the shuffle: two games the seat cannot tell apart give the same
copy for the same seed (the test ``test_determinize.py`` holds the engine to that).

The copy's RNG and id streams are reseeded from the same seed, so the copy's future shuffles
are not the real game's either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.champions.core.state import CardInst, split_zone, zone_kind
from engine.core import GameRng

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

SET_ASIDE_KNOWN = ("nemesis",)
"""Hidden-area zones whose contents are public (a nemesis set is a known list, set aside)."""


def unknown_to(card: CardInst, seat: int) -> bool:
    """``seat`` cannot know which card this is: in a deck, in another player's hand, or
    facedown, unless the seat looked at it (its ``known_to``)."""
    if seat in card.known_to:
        return False
    if card.facedown:
        return True
    zone = card.zone
    if zone.startswith("P"):
        head, _, kind = zone.partition(":")
        if kind == "deck":
            return True
        return kind == "hand" and head != f"P{seat}"
    return zone_kind(zone) == "enc:deck"


def pool_of(game: ChampionsGame, card: CardInst) -> tuple[str, int]:
    """The pool an unknown card is dealt again within: ("encounter", area) or ("player",
    owner)."""
    if game.d(card.id).faction != "encounter":
        return "player", card.owner
    if card.zone.startswith("P"):
        return "encounter", game.state.players[int(card.zone[1:].partition(":")[0])].area
    return "encounter", split_zone(card.zone)[0]


def deal_again(game: ChampionsGame, seat: int, seed: int) -> None:
    """Deal every card unknown to ``seat`` again within its pool, in place (module doc)."""
    state = game.state
    rng = GameRng(seed)
    pools: dict[tuple[str, int], list[CardInst]] = {}
    for name in sorted(state.zones):
        if name.partition(":")[2] in SET_ASIDE_KNOWN:
            continue
        for cid in state.zones[name]:
            card = state.cards[cid]
            if unknown_to(card, seat):
                pools.setdefault(pool_of(game, card), []).append(card)
    for key in sorted(pools):
        cards = pools[key]
        codes = sorted(card.code for card in cards)
        rng.shuffle(codes)
        for card, code in zip(cards, codes, strict=True):
            card.code = code
    state.rng = GameRng(rng.randbelow(2**62))
    state.card_ids = state.card_ids.reseeded(rng.randbelow(2**62))

