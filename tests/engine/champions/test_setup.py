"""Setup (RRG Appendix II; AoS rulebook p. 7 starter decks, p. 9 Black Widow)."""

from __future__ import annotations

from collections import Counter

import pytest

from content.champions.schema import catalog
from engine.champions import new_game
from engine.champions.core.state import pzone
from engine.core import HelicarrierError
from tests.engine.champions.helpers import SETUP_SEARCH, start


def test_starter_decks_match_the_rulebook() -> None:
    """AoS rulebook p. 7: each starter deck is 40 cards with the listed counts."""
    decks = catalog().decks
    names = {key: Counter() for key in decks}
    for key, deck in decks.items():
        for code, count in deck.cards:
            names[key][catalog().cards[code].name] += count
    assert sum(names["nick-fury"].values()) == 40
    assert sum(names["maria-hill"].values()) == 40
    assert names["nick-fury"]["Covert Surveillance"] == 3
    assert names["nick-fury"]["Practiced Plan"] == 3
    assert names["maria-hill"]["Reinforcements"] == 3
    assert names["maria-hill"]["Front Organization"] == 3
    assert decks["nick-fury"].obligation == "50059"  # Discovered
    assert decks["maria-hill"].obligation == "50029"  # Press Conference


def test_standard_setup_one_player() -> None:
    """Appendix II steps 1-16 and The Widow's Web (1A setup, 1B starting threat 2 per player)."""
    game = new_game({"heroes": ["nick-fury"]}, 5)
    state = game.state
    assert game.d(game.villain()).code == "50064"  # Black Widow (I) in standard
    assert game.hp(game.villain()) == 13
    assert [game.d(c).code for c in game.ids("villain_deck")] == ["50065"]
    assert game.d(game.main_scheme()).code == "50067a"  # 1A until its setup is resolved
    assert game.decision is not None and SETUP_SEARCH in game.decision.prompt
    game.apply(game.decision.options[0])
    assert game.d(game.main_scheme()).code == "50067b"
    assert game.c(game.main_scheme()).count("threat") == 2
    assert len(game.minions(0)) == 1
    assert game.scheme_target(game.main_scheme()) == 10
    assert state.players[0].form == "alter_ego"
    deck_codes = Counter(game.d(c).code for c in game.ids("enc:deck"))
    assert deck_codes["50059"] == 1  # the obligation is shuffled in
    assert deck_codes["01186"] == 2  # Standard set: Advance x2
    assert "01191" not in deck_codes  # no Expert set in standard
    assert not {"50064", "50065", "50066", "50067a", "50067b"} & set(deck_codes)
    assert [game.d(c).name for c in game.ids(pzone(0, "nemesis"))].count("Leviathan Soldier") == 2


def test_expert_setup_two_players() -> None:
    """Expert (AoS p. 9): Black Widow (II) and (III); stage II's When Revealed adds 2 per player."""
    game = start(("nick-fury", "maria-hill"), seed=3, expert=True)
    assert game.d(game.villain()).code == "50065"
    assert game.hp(game.villain()) == 32
    assert [game.d(c).code for c in game.ids("villain_deck")] == ["50066"]
    assert game.c(game.main_scheme()).count("threat") == 2 * 2 + 2 * 2
    codes = {game.d(c).code for c in game.ids("enc:deck")}
    assert {"01191", "01192", "01193"} <= codes
    for seat in (0, 1):
        assert len(game.minions(seat)) == 1  # each player starts engaged with a minion
        assert len(game.ids(pzone(seat, "hand"))) == 6  # alter-ego hand size
    assert game.main_acceleration() == 2 * 2  # X = stage number, per player


def test_nick_fury_suit_enters_play_in_assault_form() -> None:
    """Nick Fury's alter-ego Setup (step 16): the suit form upgrade enters play, Assault side."""
    game = start(("nick-fury",))
    assert game.form_of_suit(0) == "assault"
    assert game.d(game.suit(0)).permanent


def test_mulligan_discards_and_redraws() -> None:
    """Appendix II step 15: discard any number, then draw up to the starting hand size
    (the cards are marked, then the mulligan confirmed: issue 29 finding 5)."""
    game = new_game({"heroes": ["maria-hill"]}, 2)
    game.apply(game.decision.options[0])  # setup minion
    game.apply(game.decision.options[1])  # mark the first card
    game.apply(game.decision.options[2])  # and the second
    game.apply(next(o for o in game.decision.options if o.key == "done"))
    assert len(game.ids(pzone(0, "hand"))) == 6
    assert len(game.ids(pzone(0, "discard"))) == 2


@pytest.mark.parametrize("setup, message", [
    ({"heroes": []}, "1 to 4 heroes"),
    ({"heroes": ["hulk"]}, "unknown hero"),
    ({"heroes": ["nick-fury"], "scenario": "rhino"}, "unknown scenario"),
])
def test_bad_setup_is_a_clear_error(setup: dict, message: str) -> None:
    """A setup dict that cannot be played names what is wrong."""
    with pytest.raises(HelicarrierError, match=message):
        new_game(setup, 1)


def test_identities_are_unique() -> None:
    """RRG UNIQUE ICON: "when choosing identities during setup, players cannot choose
    identities that match"; the documented test/benchmark switch still allows it."""
    with pytest.raises(HelicarrierError, match="same identity"):
        new_game({"heroes": ["nick-fury", "maria-hill", "nick-fury"]}, 1)
    game = new_game({"heroes": ["maria-hill", "maria-hill"], "allow_duplicate_heroes": True}, 1)
    assert [p.deck_key for p in game.state.players] == ["maria-hill", "maria-hill"]


def test_same_seed_same_game() -> None:
    """ARCHITECTURE section 2: same seed and commands give the same game."""
    a = start(("nick-fury", "maria-hill"), seed=9)
    b = start(("nick-fury", "maria-hill"), seed=9)
    assert a.state.zones == b.state.zones


def test_setup_keyword_cards_begin_in_play() -> None:
    """Appendix II step 11 / AoS p. 3 SETUP: a card with setup begins the game in play."""
    import dataclasses

    from engine.champions import ChampionsGame

    shipped = catalog()
    cards = dict(shipped.cards)
    cards["50057"] = dataclasses.replace(cards["50057"], keywords={"setup": True})
    patched = dataclasses.replace(shipped, cards=cards)
    game = ChampionsGame({"heroes": ["nick-fury"]}, 4, cards=patched)
    assert [game.d(c).code for c in game.ids(pzone(0, "play"))] == ["50057"]
