"""Setup (RRG Appendix II; AoS rulebook p. 7 starter decks, p. 9 Black Widow)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest

from content.champions.schema import Catalog, catalog
from engine.champions import ChampionsGame, new_game
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

    shipped = catalog()
    cards = dict(shipped.cards)
    cards["50057"] = dataclasses.replace(cards["50057"], keywords={"setup": True})
    patched = dataclasses.replace(shipped, cards=cards)
    game = ChampionsGame({"heroes": ["nick-fury"]}, 4, cards=patched)
    assert [game.d(c).code for c in game.ids(pzone(0, "play"))] == ["50057"]


# ----------------------------------------------------------- setup keys (content/setup.py)
def _random_play(setup: dict[str, Any], seed: int, cards: Catalog | None = None,
                 limit: int = 400) -> list[dict[str, Any]]:
    """Every view of seat 0 over a seeded random game (the same options picked each time)."""
    from engine.core import GameRng

    game = new_game(setup, seed) if cards is None else ChampionsGame(setup, seed, cards)
    rng = GameRng(seed)
    views = [game.view(0)]
    while game.decision is not None and len(views) < limit:
        options = game.legal(game.decision.seat)
        game.apply(options[rng.randbelow(len(options))])
        views.append(game.view(0))
    return views


def _set_of(game: ChampionsGame, zone: str) -> set[str]:
    return {game.d(c).set for c in game.ids(zone)}


def test_modular_sets_replace_the_recommended_ones() -> None:
    """Learn to Play, "Modular Encounter Sets": a scenario's modular set may be swapped for
    another, and sets added or removed; RRG MODULAR ENCOUNTER SET: a set comes whole. The
    setup's ``modular`` list replaces Black Widow's two recommended sets (AoS p. 9)."""
    science = new_game({"heroes": ["nick-fury"], "modular": ["a.i.m._science"]}, 3)
    cards = [science.d(c) for c in science.state.cards]
    assert "a.i.m._science" in _set_of(science, "enc:deck")
    assert not any(c.set == "a.i.m._abduction" for c in cards)
    in_set = [c for c in catalog().set_cards("a.i.m._science")]
    assert sum(1 for c in cards if c.set == "a.i.m._science") == sum(c.quantity for c in in_set)
    bare = new_game({"heroes": ["nick-fury"], "modular": []}, 3)
    assert not {c.set for c in (bare.d(i) for i in bare.state.cards)} & {
        "a.i.m._science", "a.i.m._abduction"}
    assert len(_random_play({"heroes": ["nick-fury"], "modular": []}, 3)) > 10  # it plays


def test_the_recommended_modular_sets_named_are_the_same_game() -> None:
    """Naming the scenario's recommended sets in their order is the game without the key."""
    recommended = list(catalog().scenarios["black-widow"].modular_sets)
    for seed in (1, 2):
        assert _random_play({"heroes": ["maria-hill"], "modular": recommended}, seed) == \
            _random_play({"heroes": ["maria-hill"]}, seed)


def test_a_chosen_deck_replaces_the_starter_deck() -> None:
    """RRG Appendix II step 6 shuffles each player's deck: with ``decks`` it is the chosen
    card list; identity, obligation, nemesis set and setup cards stay the hero's."""
    chosen = [["50047", 3], ["50048", 2], ["50054", 4], ["50049", 20], ["50058", 11]]
    game = new_game({"heroes": ["nick-fury", "maria-hill"], "decks": [chosen, []]}, 7)
    mine = Counter(card.code for card in game.state.cards.values()
                   if card.zone in (pzone(0, "deck"), pzone(0, "hand")))
    assert mine == Counter({code: count for code, count in chosen})
    assert game.d(game.identity(0)).name == "Nick Fury"
    assert "50059" in [card.code for card in game.state.cards.values()]  # his obligation
    theirs = Counter(card.code for card in game.state.cards.values()
                     if card.zone in (pzone(1, "deck"), pzone(1, "hand")))
    assert theirs == Counter(dict(catalog().decks["maria-hill"].cards))


def test_permanent_cards_of_a_chosen_deck_are_set_aside_for_the_setup() -> None:
    """RRG PERMANENT and Appendix II step 16: a chosen list holding Nick Fury's suit (a
    stored deck's list does) sets it aside once, and his alter-ego's Setup puts it into play
    in Assault form; it is never shuffled into the deck."""
    chosen = [["50035a", 1], *[list(pair) for pair in catalog().decks["nick-fury"].cards]]
    game = start(("nick-fury",))
    stored = start(("nick-fury",), decks=[chosen])
    suits = [c for c in stored.state.cards.values() if c.code.startswith("50035")]
    assert len(suits) == 1 and stored.form_of_suit(0) == "assault"
    assert stored.view(0)["players"] == game.view(0)["players"]


def test_the_starter_deck_as_a_list_is_the_same_game() -> None:
    """A chosen list equal to the starter deck (or ``[]``) plays the game without the key."""
    starter = [list(pair) for pair in catalog().decks["nick-fury"].cards]
    for decks in ([starter], [[]]):
        assert _random_play({"heroes": ["nick-fury"], "decks": decks}, 4) == \
            _random_play({"heroes": ["nick-fury"]}, 4)


def test_a_record_replays_its_deck_after_the_stored_deck_changes() -> None:
    """ARCHITECTURE section 2, records: the record holds the card list, so it replays with
    the same deck whatever the deck definitions say now (here: another starter deck)."""
    import dataclasses

    from engine.champions import KIND
    from engine.core import GameRng, Record, game_kind, replay

    chosen = [["50047", 3], ["50054", 1], ["50049", 3], ["50058", 3], ["50037", 30]]
    setup = {"heroes": ["nick-fury"], "decks": [chosen]}
    game = new_game(setup, 11)
    rng = GameRng(11)
    commands = []
    while game.decision is not None and len(commands) < 150:
        options = game.legal(game.decision.seat)
        command = options[rng.randbelow(len(options))]
        game.apply(command)
        commands.append(command.to_dict())
    record = Record.from_toml(Record(KIND, game_kind(KIND).content_version, setup, 11,
                                     tuple(commands)).to_toml())
    assert record.setup["decks"] == [chosen]
    assert replay(record).view(0) == game.view(0)
    shipped = catalog()
    other = dataclasses.replace(shipped.decks["nick-fury"], cards=(("50040", 40),))
    changed = dataclasses.replace(shipped, decks={**shipped.decks, "nick-fury": other})
    again = ChampionsGame(record.setup, record.seed, changed)
    for data in record.commands:
        again.apply(game_kind(KIND).command_from_dict(data))
    assert again.view(0) == game.view(0)


@pytest.mark.parametrize("extra, message", [
    ({"groups": 2}, 'setup: unknown key "groups"'),
    ({"modular": ["nosuch"]}, "setup \"modular\": unknown modular set 'nosuch'"),
    ({"decks": [[["01186", 1]]]}, "cannot be in a player deck"),
])
def test_setup_keys_are_refused_by_the_engine_in_one_line(extra: dict[str, Any],
                                                          message: str) -> None:
    """new_game refuses what the setup schema refuses, as a HelicarrierError of one line."""
    with pytest.raises(HelicarrierError, match=re.escape(message)):
        new_game({"heroes": ["nick-fury"], **extra}, 1)
