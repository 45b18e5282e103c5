"""Setup options the ``helicarrier champions`` commands share (``play``, ``simulate``, ``fuzz``).

``--modular SET,SET`` becomes the setup's ``modular`` list, checked by the setup schema
(:mod:`content.champions.setup`) before any game starts, so a set we do not have is one
line naming the sets we have (exit 2), never a crash in every game.

``--deck PLAYER=NAME`` plays a stored deck (``champions deck import``) for that player: its
card list becomes the setup's ``decks`` entry for the seat, so the record holds the list and
the game replays after the stored deck changes or is removed. The deck must be one of the
player's hero (``--heroes``); a deck for another hero is refused in one line.
"""

from __future__ import annotations

from pathlib import Path

from content.champions.schema import catalog
from content.champions.setup import SETUP_KEYS, SetupError
from engine.core.errors import HelicarrierError
from tui.cli.errors import fail

DECK_HELP = ("A stored deck for a player, as PLAYER=NAME (e.g. 2=my-maria: player 2 plays "
             "the deck 'my-maria' from `champions deck list`); repeat for more players. "
             "Default: each hero's starter deck.")
DECK_DIR_HELP = ("Folder of stored decks for --deck. Default: $HELICARRIER_DECK_DIR, else "
                 "decks in the user data folder.")
MODULAR_HELP = ("Modular encounter sets replacing the scenario's recommended ones, e.g. "
                "a.i.m._science or a.i.m._abduction,a.i.m._science (an empty value: none).")


def modular_option(text: str | None) -> list[str] | None:
    """``--modular SET,SET`` as the setup's ``modular`` list (None: not given)."""
    if text is None:
        return None
    names = [name.strip() for name in text.split(",") if name.strip()]
    try:
        SETUP_KEYS["modular"].read(names, catalog())
    except SetupError as exc:
        fail(f"--modular: {exc}")
    return names


def deck_option(values: list[str], heroes: list[str],
                folder: Path | None) -> list[list[list[str | int]]] | None:
    """``--deck PLAYER=NAME ...`` as the setup's ``decks`` list, one entry per seat (``[]``:
    the starter deck); None when no ``--deck`` was given."""
    if not values:
        return None
    from trackers.decks.store import DeckStore

    store = DeckStore(folder)
    chosen: list[list[list[str | int]]] = [[] for _ in heroes]
    decks = catalog().decks
    for value in values:
        player, sep, name = value.partition("=")
        if not sep or not player.strip().isdigit() or not name.strip():
            fail(f"--deck {value!r}: write PLAYER=NAME, e.g. --deck 2=my-maria")
        seat = int(player) - 1
        if not 0 <= seat < len(heroes):
            fail(f"--deck {value}: there is no player {player} (players 1 to {len(heroes)}, "
                 "from --heroes)")
        if chosen[seat]:
            fail(f"--deck {value}: player {player} already has a deck")
        try:
            _, deck = store.find(name.strip())
        except HelicarrierError as exc:
            fail(f"--deck {value}: {exc}")
        hero = heroes[seat]
        if hero in decks and decks[hero].identity != deck.identity:
            fail(f"--deck {value}: {deck.name!r} is a {deck.hero} deck; player {player} "
                 f"plays {hero} (--heroes)")
        chosen[seat] = [[code, count] for code, count in deck.card_list()]
    return chosen
