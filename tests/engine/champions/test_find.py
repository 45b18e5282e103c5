"""Find (RRG v1.8 FIND): a card is looked for in every in-game area where it could be (play,
set aside, discard piles, hands, decks), never the victory display or cards removed from the
game (FFG ruling, 17 December 2025, 4.3: "find" searches "in game" areas only); a minion
found already in play and revealed engages the finder and resolves its When Revealed
abilities, keeps its tokens, and does not enter play.

Cards: test-only fixtures of the printed faces (tests/engine/champions/fixtures/indirect.toml):
Soldiers of Fortune (50102), Rapido (50099), Power of the Atom (50155); Radioactive Man
(01129, fixtures/against_allies.toml); card facts from
/work/shared/reference/marvelsdb/pack (aos_encounter, core_encounter)."""

from __future__ import annotations

from pathlib import Path

from content.champions.schema import load_catalog
from engine.champions import ChampionsGame
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import start, take, top_encounter
from tests.engine.champions.walk import settle

CARDS = load_catalog(extra_packs=[Path(__file__).resolve().parent / "fixtures"])
SOLDIERS, RAPIDO, POWER_OF_THE_ATOM, RADIOACTIVE_MAN = "50102", "50099", "50155", "01129"


def table(*heroes: str) -> ChampionsGame:
    game = start(heroes or ("nick-fury",), cards=CARDS)
    for seat in game.seats():
        for minion in game.minions(seat):
            game.state.move(minion, "enc:discard")
        game.state.players[seat].form = "alter_ego"  # no quickstrike, no attack questions
    game.refresh()
    return game


def reveal(game: ChampionsGame, code: str, seat: int = 0) -> int:
    cid = top_encounter(game, code)
    game.push(Reveal(cid, seat))
    game.refresh()
    settle(game, ("done",))
    return cid


def surged(game: ChampionsGame) -> bool:
    return any("surge" in line.lower() for line in game.state.log[-12:])


def test_a_minion_in_play_engages_you_and_resolves_its_when_revealed() -> None:
    """RRG v1.8 FIND: "If a player is instructed to 'find and reveal' a minion that is
    already in play, that player engages that minion and resolves ... its When Revealed
    ability"; it keeps its tokens and is not entering play, so "if no minion entered play
    this way" holds (Soldiers of Fortune 50102: it gains surge)."""
    game = table("nick-fury", "maria-hill")
    rapido = take(game, RAPIDO, pzone(1, "engaged"))
    game.c(rapido).counters["damage"] = 2
    you = game.identity(0)
    reveal(game, SOLDIERS)
    assert game.c(rapido).zone == pzone(0, "engaged")
    assert game.c(rapido).count("damage") == 2  # its tokens stay
    assert game.c(you).count("damage") == 1  # its When Revealed: 1 damage to each of yours
    assert game.c(game.identity(1)).count("damage") == 0
    assert "found in play and engages player 1" in "\n".join(game.state.log)
    assert surged(game)


def test_a_minion_engaged_with_you_stays_engaged() -> None:
    """RRG v1.8 FIND: "That minion is considered to engage that player unless it was
    already engaged with that player"; its When Revealed resolves all the same."""
    game = table()
    rapido = take(game, RAPIDO, pzone(0, "engaged"))
    reveal(game, SOLDIERS)
    assert game.c(rapido).zone == pzone(0, "engaged")
    assert game.c(game.identity(0)).count("damage") == 1


def test_a_minion_out_of_play_is_revealed_and_enters_play() -> None:
    """RRG v1.8 FIND, SEARCH: found in the encounter deck, Rapido is revealed (it enters play
    engaged with you, its When Revealed resolves), the deck searched is shuffled, and
    Soldiers of Fortune does not surge."""
    game = table()
    rapido = take(game, RAPIDO, "enc:deck")
    reveal(game, SOLDIERS)
    assert game.c(rapido).zone == pzone(0, "engaged")
    assert game.c(game.identity(0)).count("damage") == 1
    assert "Rapido is found in the encounter deck." in game.state.log
    assert not surged(game)


def test_set_aside_and_discard_piles_are_searched_before_the_decks() -> None:
    """RRG v1.8 FIND: set-aside cards and discard piles are searched ("play area, set-aside
    area, player deck, discard pile, encounter deck"); a card in the open is found without
    searching (and shuffling) a deck (Power of the Atom 50155 finds Radioactive Man)."""
    game = table()
    man = take(game, RADIOACTIVE_MAN, "set_aside")
    game.state.new_card(RADIOACTIVE_MAN, -1, "enc:deck")
    game.refresh()
    reveal(game, POWER_OF_THE_ATOM)
    assert game.c(man).zone == pzone(0, "engaged")
    assert not any("is found in the" in line for line in game.state.log)


def test_the_victory_display_and_removed_cards_are_not_searched() -> None:
    """RRG v1.8 FIND: "The victory display" and "Cards that have been removed from the
    game" are not searched; FFG ruling of 17 December 2025 (4.3): "find" searches in-game
    areas only. Nothing found, Soldiers of Fortune gains surge."""
    game = table()
    won = take(game, RAPIDO, "victory")
    for cid in [c for c in game.ids("enc:deck") if game.c(c).code == RAPIDO]:
        game.state.move(cid, "removed")
    gone = game.state.new_card(RAPIDO, -1, "removed").id
    game.refresh()
    reveal(game, SOLDIERS)
    assert game.zone_kind(won) == "victory" and game.c(gone).zone == "removed"
    assert "No Mercenary minion is found." in game.state.log
    assert surged(game)
