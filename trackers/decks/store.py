"""The player's stored decks: one readable TOML file per deck in the deck folder.

The folder is ``$HELICARRIER_DECK_DIR`` when set (tests, and an SSH host that gives each
player their own folder), else ``decks`` in the user data folder (platformdirs, e.g.
``~/.local/share/helicarrier/decks``); every command also takes ``--deck-dir``.

A deck file says its format and version, the deck's name, identity, aspect and size, one
``[[card]]`` per card (code, copies, and the title and type for a person reading it) and
one ``[[left_out]]`` per card an ``--allow-missing`` import left out. Reading checks every
field, so a damaged file is one line naming the file and the field; writes are atomic, and
a file that cannot be read is never written over (remove it first).

:meth:`StoredDeck.card_list` is what a game's setup takes: ``[(code, copies), ...]`` in our
shipped codes, identity apart.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.errors import HelicarrierError, SaveFileError

if TYPE_CHECKING:
    from content.champions.schema import Catalog
    from trackers.decks.rules import CheckedDeck

FORMAT = "helicarrier-deck"
VERSION = 1
ENV_DIR = "HELICARRIER_DECK_DIR"


class DeckExists(HelicarrierError):
    """An import would replace a stored deck without ``--replace``."""


class NoSuchDeck(HelicarrierError):
    """No stored deck has that name."""


@dataclass(frozen=True)
class StoredCard:
    code: str
    count: int
    name: str = ""  # for a person reading the file; the code is what counts
    type: str = ""


@dataclass(frozen=True)
class StoredLeftOut:
    code: str
    count: int
    said: str
    pack: str = ""


@dataclass(frozen=True)
class StoredDeck:
    name: str
    identity: str  # the hero side's code
    hero: str
    aspect: str
    size: int
    cards: tuple[StoredCard, ...]
    left_out: tuple[StoredLeftOut, ...] = ()
    source: str = ""  # how it came: "MarvelCDB JSON from deck.json"

    def card_list(self) -> list[tuple[str, int]]:
        """The deck for a game's setup: (code, copies) of our shipped faces, identity apart
        (permanent cards included: the setup sets them aside, RRG PERMANENT)."""
        return [(card.code, card.count) for card in self.cards]


def to_stored(deck: CheckedDeck, catalog: Catalog, source: str) -> StoredDeck:
    """The stored form of a checked deck, with titles and types for a person reading it."""
    facts = catalog.facts
    return StoredDeck(
        deck.name, deck.identity, facts[deck.identity].name, deck.aspect, deck.size,
        tuple(StoredCard(code, count, facts[code].title, facts[code].type)
              for code, count in deck.cards),
        tuple(StoredLeftOut(c.code, c.count, c.said, c.pack) for c in deck.left_out), source)


CLI_REPLACE = "pass --replace to replace it, or --name for another name"


def default_folder() -> Path:
    """``$HELICARRIER_DECK_DIR``, else ``decks`` in the user data folder."""
    if os.environ.get(ENV_DIR):
        return Path(os.environ[ENV_DIR])
    from platformdirs import user_data_dir

    return Path(user_data_dir("helicarrier")) / "decks"


def file_stem(name: str) -> str:
    """A deck's file name from its name: "Fury's Justice" -> "fury-s-justice"."""
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "deck"


class DeckStore:
    """The decks of one folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()

    def path_of(self, name: str) -> Path:
        return self.folder / f"{file_stem(name)}.toml"

    def entries(self) -> list[tuple[Path, StoredDeck | SaveFileError]]:
        """Every deck file of the folder, read (or the error that stops it), by name."""
        if not self.folder.is_dir():
            return []
        out: list[tuple[Path, StoredDeck | SaveFileError]] = []
        for path in sorted(self.folder.glob("*.toml")):
            try:
                out.append((path, read_deck(path)))
            except SaveFileError as exc:
                out.append((path, exc))
        return sorted(out, key=lambda e: (isinstance(e[1], SaveFileError),
                                          e[1].name.casefold()
                                          if isinstance(e[1], StoredDeck) else e[0].name))

    def find(self, name: str) -> tuple[Path, StoredDeck]:
        """The deck called ``name`` (any case), or whose file is ``name``."""
        path = self.path_of(name)
        if not path.exists() and (self.folder / f"{name}.toml").exists():
            path = self.folder / f"{name}.toml"
        if not path.exists():
            known = [deck.name for _p, deck in self.entries() if isinstance(deck, StoredDeck)]
            hint = f" (stored: {', '.join(known)})" if known else ""
            raise NoSuchDeck(f'no stored deck "{name}" in {self.folder}{hint}')
        return path, read_deck(path)

    def save(self, deck: StoredDeck, *, replace: bool = False,
             how_to_replace: str = CLI_REPLACE) -> Path:
        """Write ``deck`` atomically under its name; an existing deck of that name is
        replaced only with ``replace``, and never when it cannot be read. ``how_to_replace``:
        the refusal's advice, in the words of the form or command that stores."""
        from engine.core import atomic_write_text

        path = self.path_of(deck.name)
        if path.exists():
            try:
                old = read_deck(path)
            except SaveFileError as exc:
                raise DeckExists(f"{exc}; it is not replaced (remove it with `helicarrier "
                                 f"champions deck remove {path.stem}`)") from None
            if not replace:
                raise DeckExists(f'a deck named "{old.name}" is stored already ({path}); '
                                 f"{how_to_replace}")
        atomic_write_text(path, deck_toml(deck))
        return path

    def remove(self, name: str) -> Path:
        """Delete a stored deck (by name or file name; an unreadable file too)."""
        path = self.path_of(name)
        if not path.exists() and (self.folder / f"{name}.toml").exists():
            path = self.folder / f"{name}.toml"
        if not path.exists():
            self.find(name)  # raises NoSuchDeck, listing the stored names
        path.unlink()
        return path


def deck_toml(deck: StoredDeck) -> str:
    import tomli_w

    data: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "name": deck.name, "identity": deck.identity,
        "hero": deck.hero, "aspect": deck.aspect, "size": deck.size, "source": deck.source,
        "card": [{"code": c.code, "count": c.count, "name": c.name, "type": c.type}
                 for c in deck.cards],
    }
    if deck.left_out:
        data["left_out"] = [{"code": c.code, "count": c.count, "said": c.said, "pack": c.pack}
                            for c in deck.left_out]
    return tomli_w.dumps(data)


class _Bad(Exception):
    """A field of a deck file is wrong; the message names it."""


def read_deck(path: Path) -> StoredDeck:
    """Read and check a deck file; problems raise :class:`SaveFileError` naming it."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise SaveFileError(f"{path}: damaged deck file ({exc})") from None
    except OSError as exc:
        raise SaveFileError(f"{path}: cannot read ({exc.strerror})") from None
    try:
        return _deck(data)
    except _Bad as exc:
        raise SaveFileError(f"{path}: {exc}") from None


def _deck(data: dict[str, Any]) -> StoredDeck:
    if data.get("format") != FORMAT:
        raise _Bad(f'not a helicarrier deck file (format is not "{FORMAT}")')
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _Bad('damaged deck file (field "version" must be a positive integer)')
    if version > VERSION:
        raise _Bad(f"deck file from the future: written by a newer helicarrier (deck format "
                   f"version {version}; this version reads up to {VERSION})")
    cards = tuple(StoredCard(_text(t, "code", i), _count(t, "count", i),
                             _text(t, "name", i, blank=True), _text(t, "type", i, blank=True))
                  for i, t in _tables(data, "card"))
    left = tuple(StoredLeftOut(_text(t, "code", i, blank=True), _count(t, "count", i),
                               _text(t, "said", i), _text(t, "pack", i, blank=True))
                 for i, t in _tables(data, "left_out", required=False))
    return StoredDeck(_text(data, "name"), _text(data, "identity"), _text(data, "hero"),
                      _text(data, "aspect", blank=True), _count(data, "size", zero=True),
                      cards, left, _text(data, "source", blank=True))


def _tables(data: dict[str, Any], key: str,
            required: bool = True) -> list[tuple[str, dict[str, Any]]]:
    items = data.get(key, None if required else [])
    if not isinstance(items, list) or not all(isinstance(t, dict) for t in items) or \
            (required and not items):
        raise _Bad(f'damaged deck file (field "{key}" must be a list of tables)')
    return [(f"{key}[{n}].", table) for n, table in enumerate(items)]


def _text(table: dict[str, Any], key: str, where: str = "", blank: bool = False) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not (value or blank):
        raise _Bad(f'damaged deck file (field "{where}{key}" must be a text)')
    return value


def _count(table: dict[str, Any], key: str, where: str = "", zero: bool = False) -> int:
    value = table.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < (0 if zero else 1):
        raise _Bad(f'damaged deck file (field "{where}{key}" must be a '
                   f"{'whole number' if zero else 'positive whole number'})")
    return value
