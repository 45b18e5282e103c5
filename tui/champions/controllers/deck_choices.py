"""The decks a seat may play: each hero's starter deck, then the player's stored decks.

The new-game form offers one list per seat. A starter deck's value is its hero key (as
before stored decks existed); a stored deck's is ``hero/name``, and it carries the deck's
card list, which the setup's ``decks`` entry takes (the record holds it, so the game
replays after the stored deck changes). A stored deck whose hero we do not ship is not
offered, and a deck file that cannot be read is left out (``champions deck list`` names
it). Free of Textual, so the app's form and its tests read the same thing.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from content.champions.schema import catalog

CardList = tuple[tuple[str, int], ...]


@dataclasses.dataclass(frozen=True)
class DeckChoice:
    label: str  # "Nick Fury (justice)", "Nick Fury: Fury, by the book (justice, 40)"
    value: str  # the hero key, or "hero/deck name"
    hero: str
    cards: CardList = ()  # empty: the hero's starter deck


def starter_choices() -> list[DeckChoice]:
    """Every hero's starter deck: ``Nick Fury (justice)``."""
    cards = catalog()
    return [DeckChoice(f"{cards.cards[deck.identity].name} ({deck.aspect})", key, key)
            for key, deck in cards.decks.items()]


def deck_choices(folder: Path | None = None) -> list[DeckChoice]:
    """Every starter deck, then every readable stored deck of a hero we ship, by name
    (``folder``: the deck store's folder; None: the user's own, :mod:`trackers.decks.store`)."""
    from trackers.decks.store import DeckStore

    cards = catalog()
    heroes = {deck.identity: key for key, deck in cards.decks.items()}
    choices = starter_choices()
    stored = [deck for _path, deck in DeckStore(folder).entries()
              if not isinstance(deck, Exception) and deck.identity in heroes]
    for deck in sorted(stored, key=lambda d: d.name.casefold()):
        hero = heroes[deck.identity]
        choices.append(DeckChoice(f"{deck.hero}: {deck.name} ({deck.aspect}, {deck.size})",
                                  f"{hero}/{deck.name}", hero, tuple(deck.card_list())))
    return choices
