"""A Marvel Champions game's setup as data: one schema for every setup key, checked like cards.

A game starts from a plain setup table (what a record stores and replays, what the CLI,
the app and the SSH lobby build). :func:`read_setup` checks it against the catalog and
returns a frozen :class:`GameSetup`, which the engine's setup (RRG Appendix II,
``engine/champions/rules/setup.py``) builds the table from. As for card data, accepted
means it runs: a key the engine does not act on, or a value it would not run, is refused
in one line naming the key and what is allowed (:class:`SetupError`).

The keys (:data:`SETUP_KEYS`; content/champions/README.md, "Setup keys"):

- ``scenario``: a scenario key (default: the catalog's first scenario);
- ``heroes``: the hero decks in seat order, 1 to :data:`MAX_PLAYERS`;
- ``expert``: true for expert mode (RRG MODES OF PLAY);
- ``modular``: modular set codes replacing the scenario's recommended ones (area 0's), in any
  number, none included (Core Set Learn to Play, "Modular Encounter Sets": sets may be
  swapped, added or removed; RRG MODULAR ENCOUNTER SET: a set comes whole). A modular set
  we have is one some scenario of the catalog recommends or a shipped set of kind modular
  (``sets.toml``; :func:`modular_sets`);
- ``decks``: one entry per seat, each a card list ``[[code, count], ...]`` that replaces
  that hero's starter deck, or ``[]`` for the starter deck (a stored deck's
  ``trackers.decks.store.StoredDeck.card_list``). The record holds the list, so a game
  replays with the same deck after a stored deck changes. A card must be a player card we
  ship that a deck can hold (an ally, event, support, upgrade or resource, by its front
  face; not a linked one: RRG LINKED). Permanent cards in it are set aside for the
  identity's Setup, not shuffled in (RRG PERMANENT, Appendix II step 11). Deck-building
  rules (RRG Appendix I) are the deck import's to check (``trackers/decks``), not the
  engine's: any such list runs;
- ``areas``: the game areas beyond the first (content/champions/README.md, "Game areas"):
  each ``{"scenario": key, "seats": [seat, ...]}`` (those players play there) or
  ``{"scenario": key, "title_only": true}`` (no players: only abilities naming its cards
  reach them); area 0 plays ``scenario`` with every other seat. ``modular`` is area 0's;
  every other area uses its scenario's recommended modular sets;
- ``allow_duplicate_heroes``: a switch for tests and benchmarks (a 4-player table from our
  two hero decks), never a game option.

Keys for later modes (a campaign's setup, competitive teams, epic groups and pods) are not
accepted before the engine acts on them. Adding one is a small step:

1. a field on :class:`GameSetup` whose default is what a setup without the key means (so
   every saved record keeps loading);
2. an entry in :data:`SETUP_KEYS`: its name, what it allows (said in its errors and the
   README table) and a reader that turns the plain value into the field or raises
   :class:`SetupError`; checks across keys go in :func:`read_setup`;
3. the engine acting on the field (``engine/champions/rules/setup.py`` or the mode's rules)
   with a test that fails without it, a test of its refusals, and a row in the README table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from content.champions.schema import Catalog
from content.errors import ContentError

MAX_PLAYERS = 4
DECK_TYPES = ("ally", "event", "support", "upgrade", "resource")  # what a player deck holds


class SetupError(ContentError):
    """A setup the engine would not run: one line naming the key and what is allowed."""


CardList = tuple[tuple[str, int], ...]
AREA_KEYS = ("scenario", "seats", "title_only")


@dataclasses.dataclass(frozen=True)
class AreaSetup:
    """A game area beyond the first: its scenario and the seats that play there (none for
    a title-only area)."""

    scenario: str
    seats: tuple[int, ...] = ()
    title_only: bool = False


@dataclasses.dataclass(frozen=True)
class GameSetup:
    """A checked setup. Each field is one setup key; its default is what a setup without
    that key means."""

    scenario: str
    heroes: tuple[str, ...]
    expert: bool = False
    modular: tuple[str, ...] | None = None  # None: the scenario's recommended modular sets
    decks: tuple[CardList, ...] = ()  # per seat; an empty list: that hero's starter deck
    areas: tuple[AreaSetup, ...] = ()  # the game areas beyond the first (area 0)
    allow_duplicate_heroes: bool = False

    def deck(self, seat: int, catalog: Catalog) -> CardList:
        """The cards of ``seat``'s deck: its chosen list, else its hero's starter deck."""
        chosen = self.decks[seat] if seat < len(self.decks) else ()
        return chosen or catalog.decks[self.heroes[seat]].cards

    def modular_sets(self, catalog: Catalog, area: int = 0) -> tuple[str, ...]:
        """The modular sets an area uses: area 0's chosen ones, else its scenario's first
        recommended ones for its players (none for a title-only area)."""
        if area == 0 and self.modular is not None:
            return self.modular
        if area and self.areas[area - 1].title_only:
            return ()
        scenario = self.scenario if area == 0 else self.areas[area - 1].scenario
        return catalog.scenarios[scenario].modular_for(len(self.seats_of(area)))

    def seats_of(self, area: int) -> list[int]:
        """The seats that play in ``area``: area 0 has every seat no other area takes."""
        if area:
            return list(self.areas[area - 1].seats)
        taken = {seat for entry in self.areas for seat in entry.seats}
        return [seat for seat in range(len(self.heroes)) if seat not in taken]


@dataclasses.dataclass(frozen=True)
class SetupKey:
    """One setup key: the :class:`GameSetup` field it fills, what it allows, and its
    reader (the plain value and the catalog -> the field's value, or SetupError)."""

    name: str
    allows: str
    read: Callable[[Any, Catalog], Any]

    def fail(self, what: str) -> SetupError:
        return SetupError(f'setup "{self.name}": {what}')


def modular_sets(catalog: Catalog) -> tuple[str, ...]:
    """The modular encounter sets we have: those a scenario of the catalog recommends, and
    every set MarvelCDB calls modular (``sets.toml``) whose cards we ship."""
    found = {name for s in catalog.scenarios.values() for name in s.modular_sets}
    found |= {card.set for card in catalog.cards.values()
              if card.set in catalog.sets and catalog.sets[card.set].kind == "modular"}
    return tuple(sorted(found))


def _is_list(value: Any) -> bool:
    """A list as a record reads it back (TOML, JSON), or a tuple a caller built."""
    return isinstance(value, (list, tuple))


def _words(value: Any, key: SetupKey) -> tuple[str, ...]:
    if not _is_list(value) or not all(isinstance(v, str) for v in value):
        raise key.fail(f"must be a list of names ({key.allows})")
    repeated = sorted({v for v in value if value.count(v) > 1})
    if repeated and key.name != "heroes":  # heroes: RRG UNIQUE is the rules' to say
        raise key.fail(f"{repeated[0]!r} is named twice")
    return tuple(value)


def _flag(name: str) -> Callable[[Any, Catalog], bool]:
    def read(value: Any, catalog: Catalog) -> bool:
        if not isinstance(value, bool):
            raise SETUP_KEYS[name].fail(f"must be true or false, got {value!r}")
        return value

    return read


def _scenario(value: Any, catalog: Catalog) -> str:
    if value not in catalog.scenarios:
        known = ", ".join(sorted(catalog.scenarios))
        raise SETUP_KEYS["scenario"].fail(f"unknown scenario {value!r} (known: {known})")
    return str(value)


def _heroes(value: Any, catalog: Catalog) -> tuple[str, ...]:
    key = SETUP_KEYS["heroes"]
    heroes = _words(value, key)
    if not 1 <= len(heroes) <= MAX_PLAYERS:
        raise key.fail(f"a game needs 1 to {MAX_PLAYERS} heroes, got {len(heroes)}")
    for hero in heroes:
        if hero not in catalog.decks:
            known = ", ".join(sorted(catalog.decks))
            raise key.fail(f"unknown hero {hero!r} (known: {known})")
    return heroes


def _modular(value: Any, catalog: Catalog) -> tuple[str, ...]:
    key = SETUP_KEYS["modular"]
    chosen = _words(value, key)
    known = modular_sets(catalog)
    for name in chosen:
        if name not in known:
            raise key.fail(f"unknown modular set {name!r} (we have: {', '.join(known)})")
    return chosen


def _decks(value: Any, catalog: Catalog) -> tuple[CardList, ...]:
    key = SETUP_KEYS["decks"]
    if not _is_list(value):
        raise key.fail(f"must be a list with one entry per seat ({key.allows})")
    return tuple(_card_list(entry, seat, catalog) for seat, entry in enumerate(value))


def _card_list(entry: Any, seat: int, catalog: Catalog) -> CardList:
    key = SETUP_KEYS["decks"]
    whose = f"player {seat + 1}'s deck"
    if not _is_list(entry):
        raise key.fail(f"{whose} must be a list of [code, count] pairs ([] for the starter "
                       "deck)")
    cards: list[tuple[str, int]] = []
    for item in entry:
        if not (_is_list(item) and len(item) == 2 and isinstance(item[0], str)
                and isinstance(item[1], int) and not isinstance(item[1], bool)):
            raise key.fail(f"{whose}: {list(item) if _is_list(item) else item!r} is not a "
                           "[code, count] pair")
        code, count = item
        card = catalog.cards.get(code)
        if card is None:
            known = catalog.facts.get(code)
            raise key.fail(f"{whose}: card {code} " + (
                f"({known.title}) is not played by the engine yet" if known
                else "is not a card we have"))
        front = code[:-1] + "a"  # a back is its front's ``back`` (01043b is a card of its own)
        if code.endswith("b") and front in catalog.cards and catalog.cards[front].back == code:
            raise key.fail(f"{whose}: card {code} is the back of {front}; list the card by "
                           "its front")
        if card.type not in DECK_TYPES or card.faction == "encounter" \
                or "linked" in card.keywords:
            raise key.fail(f"{whose}: card {code} ({card.title}, {card.type}) cannot be in a "
                           f"player deck (one of: {', '.join(DECK_TYPES)}; not linked)")
        if count < 1:
            raise key.fail(f"{whose}: card {code} needs a count of at least 1, got {count}")
        if any(code == seen for seen, _n in cards):
            raise key.fail(f"{whose}: card {code} is listed twice")
        cards.append((code, count))
    return tuple(cards)


def _areas(value: Any, catalog: Catalog) -> tuple[AreaSetup, ...]:
    """Each area's table, checked on its own; the seats against the players and each other
    are :func:`read_setup`'s."""
    if not isinstance(value, list):
        raise SetupError(f'setup "areas" must be a list of areas, got {value!r}')
    known = ", ".join(sorted(catalog.scenarios))
    out: list[AreaSetup] = []
    for number, entry in enumerate(value, start=1):
        where = f'setup "areas" entry {number}'
        if not isinstance(entry, dict):
            raise SetupError(f"{where} must be a table, got {entry!r}")
        unknown = sorted(set(entry) - set(AREA_KEYS))
        if unknown:
            raise SetupError(f'{where}: unknown key "{unknown[0]}" (known: '
                             f'{", ".join(AREA_KEYS)})')
        scenario = entry.get("scenario")
        if scenario not in catalog.scenarios:
            raise SetupError(f"{where}: unknown scenario {scenario!r} (known: {known})")
        title_only = entry.get("title_only", False)
        if not isinstance(title_only, bool):
            raise SetupError(f'{where}: "title_only" must be true or false')
        seats = entry.get("seats", [])
        if not _is_list(seats) or any(isinstance(s, bool) or not isinstance(s, int)
                                      for s in seats):
            raise SetupError(f'{where}: "seats" must list seats, got {seats!r}')
        if title_only and seats:
            raise SetupError(f"{where}: a title-only area has no players")
        if not title_only and not seats:
            raise SetupError(f'{where}: an area needs "seats" (or "title_only": true)')
        out.append(AreaSetup(str(scenario), tuple(seats), title_only))
    return tuple(out)


def _check_areas(setup: GameSetup) -> None:
    """Each seat plays in one area, and area 0 keeps at least one."""
    players = len(setup.heroes)
    taken: dict[int, int] = {}
    for number, area in enumerate(setup.areas, start=1):
        where = f'setup "areas" entry {number}'
        if any(not 0 <= seat < players for seat in area.seats):
            raise SetupError(f'{where}: "seats" must list seats from 0 to {players - 1}, '
                             f"got {list(area.seats)!r}")
        for seat in area.seats:
            if seat in taken:
                raise SetupError(f"{where}: seat {seat} already plays in area {taken[seat]}")
            taken[seat] = number
    if len(taken) == players:
        raise SetupError('setup "areas" leaves no seat to play the setup\'s scenario')


SETUP_KEYS: dict[str, SetupKey] = {key.name: key for key in (
    SetupKey("scenario", "a scenario key", _scenario),
    SetupKey("heroes", f"1 to {MAX_PLAYERS} hero deck keys, in seat order", _heroes),
    SetupKey("expert", "true or false", _flag("expert")),
    SetupKey("modular", "modular set codes replacing the scenario's recommended ones",
             _modular),
    SetupKey("decks", "per seat, a card list [[code, count], ...] or [] for the starter deck",
             _decks),
    SetupKey("areas", "the game areas beyond the first, each { scenario, seats } or "
             "{ scenario, title_only = true }", _areas),
    SetupKey("allow_duplicate_heroes", "true or false (tests and benchmarks only)",
             _flag("allow_duplicate_heroes")),
)}


def read_setup(data: Mapping[str, Any], catalog: Catalog) -> GameSetup:
    """The checked setup of a plain setup table; SetupError (one line) if the engine would
    not run it."""
    if not isinstance(data, Mapping):
        raise SetupError(f"a setup is a table of keys ({', '.join(SETUP_KEYS)})")
    unknown = sorted(set(data) - set(SETUP_KEYS))
    if unknown:
        raise SetupError(f'setup: unknown key "{unknown[0]}"; the keys are '
                         f'{", ".join(SETUP_KEYS)}')
    values = {name: SETUP_KEYS[name].read(value, catalog) for name, value in data.items()}
    if "scenario" not in values:  # a setup without one plays the catalog's first scenario
        values["scenario"] = _scenario(next(iter(catalog.scenarios), ""), catalog)
    if "heroes" not in values:
        raise SETUP_KEYS["heroes"].fail(f"a game needs 1 to {MAX_PLAYERS} heroes, got 0")
    setup = GameSetup(**values)
    if setup.decks and len(setup.decks) != len(setup.heroes):
        raise SETUP_KEYS["decks"].fail(f"has {len(setup.decks)} entries for "
                                       f"{len(setup.heroes)} heroes (one per seat)")
    _check_areas(setup)
    for area in range(len(setup.areas) + 1):  # each area's scenario has its modular sets
        if (area == 0 and setup.modular is not None) or (area and
                                                          setup.areas[area - 1].title_only):
            continue
        key = setup.scenario if area == 0 else setup.areas[area - 1].scenario
        scenario, players = catalog.scenarios[key], len(setup.seats_of(area))
        needed = scenario.modular_count.count(players)
        if len(scenario.modular_for(players)) < needed:
            raise SETUP_KEYS["scenario"].fail(
                f"scenario {key} needs {needed} modular sets for {players} players; it "
                f"recommends {len(scenario.modular_for(players))}")
    return setup
