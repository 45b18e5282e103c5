"""One import of a MarvelCDB deck, whoever asks: ``champions deck import FILE`` and the SSH
lobby's paste form take the same steps (a name of our choosing, the deck rules, the stored
form, the store), so they refuse and store alike."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from trackers.decks.rules import CheckedDeck, check_deck
from trackers.decks.store import CLI_REPLACE, DeckStore, StoredDeck, to_stored

if TYPE_CHECKING:
    from content.champions.schema import Catalog
    from trackers.decks.marvelcdb import ListedDeck


def store_listed(listed: ListedDeck, catalog: Catalog, store: DeckStore, source: str, *,
                 name: str | None = None, aspect: str | None = None,
                 allow_missing: bool = False,
                 replace: bool = False,
                 how_to_replace: str = CLI_REPLACE) -> tuple[StoredDeck, Path, CheckedDeck]:
    """Check ``listed`` against the deck rules and store it (under ``name`` if given);
    ``DeckRefused`` / ``DeckExists`` (one line) store nothing."""
    if name is not None:
        listed = dataclasses.replace(listed, name=name)
    checked = check_deck(listed, catalog, allow_missing=allow_missing, aspect=aspect)
    stored = to_stored(checked, catalog, source)
    return stored, store.save(stored, replace=replace, how_to_replace=how_to_replace), checked
