"""Uniqueness (RRG v1.8, UNIQUE ICON): which unique cards match, and what cannot enter play.

Two unique cards *match* when either holds (RRG v1.8, "Unique Icon"):

- they share a title, and neither has a subtitle or an alter-ego title (two copies of an
  upgrade; the Jessica Jones ally and the Jessica Jones minion);
- the subtitle or alter-ego title of one is the title, the subtitle or the alter-ego title
  of the other (the identity whose alter-ego is T'Challa, the T'Challa ally and the Black
  Panther ally subtitled T'Challa all match).

An identity's title is its hero face's and its alter-ego title its alter-ego face's,
whichever face is up (so the Valkyrie hero, alter-ego Brunnhilde, does not match the
Valkyrie ally: FFG ruling, 26 January 2026). A subtitle is the card facts' ``subname``.

"A non-villain card in an out-of-play state that matches a card in play cannot enter
play" (RRG v1.8, "Unique Icon"): a player card cannot be played or put into play (an
effect that would has no effect); a non-villain encounter card is discarded and its
entering play ignored, and if it was being revealed, its being revealed is ignored too
and the player revealing it is dealt a facedown encounter card instead. Villains enter
play whatever is in play. A facedown card has no title (RRG FACEDOWN CARDS), so it matches
nothing; a tucked card is out of play (FFG ruling, 28 February 2026) and blocks nothing.
What happens to a card kept out is :func:`engine.champions.rules.primitives.
kept_out_by_uniqueness`; this module only says which cards match (deck building, in
``trackers.decks``, asks it too).

Competitive play applies the rule among friendly cards only (Synthezoid Smackdown FAQ:
an enemy leader or minion sharing a title with your identity does not matter): a card is
compared only with the cards on its side, as ``GameQueries.same_side`` says; until game
areas and teams exist every card is on one side.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING

from content.champions.schema import CardDef, Catalog
from engine.champions.core.state import azone, pzone

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

IDENTITY_TYPES = ("hero", "alter_ego")
SHARED_PLAY_ZONES = ("villain", "main", "schemes", "environment", "attached")
PLAYER_PLAY_ZONES = ("identity", "play", "engaged")


@dataclasses.dataclass(frozen=True)
class Names:
    """What uniqueness compares: a title, a subtitle and an alter-ego title ("" if none)."""

    title: str
    subtitle: str = ""
    alter_ego: str = ""

    def matches(self, other: Names) -> bool:
        """RRG v1.8 UNIQUE ICON: the two ways two unique cards match (letter case aside).
        Deck building (trackers.decks) asks the same question."""
        mine, theirs = self.aliases, other.aliases
        if not (mine or theirs):
            return self.title.casefold() == other.title.casefold()
        return bool(mine & other.all_names or theirs & self.all_names)

    @functools.cached_property
    def all_names(self) -> frozenset[str]:
        """Its title, subtitle and alter-ego title (casefolded, those it has)."""
        return frozenset(n.casefold() for n in (self.title, self.subtitle, self.alter_ego) if n)

    @functools.cached_property
    def aliases(self) -> frozenset[str]:
        """Its subtitle and alter-ego title (casefolded, those it has)."""
        return frozenset(n.casefold() for n in (self.subtitle, self.alter_ego) if n)


def _other_face(catalog: Catalog, cdef: CardDef) -> CardDef | None:
    code = cdef.back or (cdef.code[:-1] + "a" if cdef.code.endswith("b") else "")
    return catalog.cards.get(code)


def name_index(catalog: Catalog) -> dict[str, Names]:
    """The names of every unique card face of a catalog (a game reads them from here:
    ``GameQueries.unique_names``)."""
    return {code: names_of(catalog, code) for code, cdef in catalog.cards.items()
            if cdef.unique}


def names_of(catalog: Catalog, code: str) -> Names:
    """The names uniqueness compares for a card face (an identity: both faces')."""
    cdef = catalog.cards[code]
    if cdef.type not in IDENTITY_TYPES:
        return Names(cdef.name, cdef.subtitle)
    faces = [cdef, _other_face(catalog, cdef)]
    hero = next((f for f in faces if f is not None and f.type == "hero"), cdef)
    ego = next((f for f in faces if f is not None and f.type == "alter_ego"), None)
    return Names(hero.name, hero.subtitle, ego.name if ego is not None else "")


def cards_in_play(game: ChampionsGame) -> list[int]:
    """Every card in play: each game area's villain, schemes, environments and attachments,
    and each player's identity, play area and engaged minions (RRG IN PLAY AND OUT OF
    PLAY). Every area's: which of them are on a card's side is ``same_side``'s to say."""
    zones = game.state.zones
    areas = game.state.areas
    names = SHARED_PLAY_ZONES if len(areas) <= 1 else tuple(
        azone(area.id, zone) for area in areas for zone in SHARED_PLAY_ZONES)
    out = [cid for zone in names for cid in zones.get(zone, ())]
    for seat in range(len(game.state.players)):
        for zone in PLAYER_PLAY_ZONES:
            out += zones.get(pzone(seat, zone), ())
    return out


def matching_in_play(game: ChampionsGame, cid: int) -> int:
    """The card in play on ``cid``'s side that keeps it from entering play, or -1: a
    unique non-villain card with a title (face up) matching a unique card in play."""
    card, cdef = game.c(cid), game.d(cid)
    if not cdef.unique or cdef.type == "villain" or card.facedown:
        return -1
    index, cards = game.unique_names, game.state.cards
    names = index[card.code]
    for other in cards_in_play(game):
        there = cards[other]
        if there.code in index and other != cid and not there.facedown and \
                names.matches(index[there.code]) and game.same_side(cid, other):
            return other
    return -1


def is_encounter_card(cdef: CardDef) -> bool:
    """An encounter card (villain, scheme, minion, treachery, ...), not a player card."""
    return cdef.faction == "encounter"

