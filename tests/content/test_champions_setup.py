"""The setup schema (content/champions/setup.py): one reader for every setup key, and a
one-line refusal naming the key and what it allows for anything the engine would not run."""

from __future__ import annotations

from typing import Any

import pytest

from content.champions.schema import catalog
from content.champions.setup import SETUP_KEYS, GameSetup, SetupError, modular_sets, read_setup

SOLO = {"scenario": "black-widow", "heroes": ["nick-fury"]}


def test_todays_keys_read_as_before() -> None:
    """The keys saved records hold (scenario, heroes, expert, the test switch) read into the
    same game; a setup without a scenario plays the catalog's first one, as before."""
    setup = read_setup({**SOLO, "expert": True, "allow_duplicate_heroes": False}, catalog())
    assert setup == GameSetup("black-widow", ("nick-fury",), expert=True)
    assert read_setup({"heroes": ["maria-hill"]}, catalog()).scenario == "black-widow"
    assert setup.modular_sets(catalog()) == ("a.i.m._abduction", "a.i.m._science")
    assert setup.deck(0, catalog()) == catalog().decks["nick-fury"].cards


def test_modular_sets_are_the_ones_scenarios_recommend_and_the_shipped_modular_sets() -> None:
    """A modular set we have is one a scenario of the catalog recommends, or a set MarvelCDB
    calls modular (sets.toml) whose cards we ship: the Core Set's join any scenario (Learn to
    Play, "Modular Encounter Sets")."""
    assert {"a.i.m._abduction", "a.i.m._science", "batrocs_brigade", "bomb_scare",
            "masters_of_evil", "under_attack"} <= set(modular_sets(catalog()))
    assert "standard" not in modular_sets(catalog())  # a set of another kind
    assert "black_widow_villain" not in modular_sets(catalog())
    chosen = read_setup({**SOLO, "modular": ["a.i.m._science"]}, catalog())
    assert chosen.modular_sets(catalog()) == ("a.i.m._science",)
    assert read_setup({**SOLO, "modular": []}, catalog()).modular_sets(catalog()) == ()


def test_areas_read_into_the_setup_with_their_seats() -> None:
    """The game areas a setup asks for (content/champions/README.md, "Game areas"): area 0
    keeps every seat no other area takes; an area's modular sets are its scenario's."""
    from content.champions.setup import AreaSetup

    setup = read_setup({"heroes": ["nick-fury", "maria-hill"], "modular": [],
                        "areas": [{"scenario": "black-widow", "seats": [1]}]}, catalog())
    assert setup.areas == (AreaSetup("black-widow", (1,)),)
    assert (setup.seats_of(0), setup.seats_of(1)) == ([0], [1])
    assert setup.modular_sets(catalog(), 0) == ()
    assert setup.modular_sets(catalog(), 1) == ("a.i.m._abduction", "a.i.m._science")


def test_a_chosen_deck_replaces_the_starter_deck_of_its_seat_only() -> None:
    setup = read_setup({"heroes": ["nick-fury", "maria-hill"],
                        "decks": [[["50047", 3], ["50054", 1]], []]}, catalog())
    assert setup.deck(0, catalog()) == (("50047", 3), ("50054", 1))
    assert setup.deck(1, catalog()) == catalog().decks["maria-hill"].cards


def test_a_stored_decks_card_list_is_a_chosen_deck() -> None:
    """A stored deck's card list (trackers/decks: (code, copies) tuples, permanent cards
    included) reads as it is, and as the record reads it back (lists)."""
    stored = [("50035a", 1), ("50047", 3)]
    as_given = read_setup({"heroes": ["nick-fury"], "decks": [stored]}, catalog())
    read_back = read_setup({"heroes": ["nick-fury"], "decks": [[list(p) for p in stored]]},
                           catalog())
    assert as_given == read_back and as_given.decks == ((("50035a", 1), ("50047", 3)),)


@pytest.mark.parametrize("extra, message", [
    # keys of later modes are not accepted before the engine acts on them
    ({"groups": 2}, 'setup: unknown key "groups"; the keys are scenario, heroes, expert, '
                    "modular, decks, areas, allow_duplicate_heroes"),
    ({"campaign": True}, 'setup: unknown key "campaign"'),
    ({"teams": [[0], [1]]}, 'setup: unknown key "teams"'),
    ({"pods": 1}, 'setup: unknown key "pods"'),
    ({"modulars": ["a.i.m._science"]}, 'setup: unknown key "modulars"'),
    ({"expert": "yes"}, "setup \"expert\": must be true or false, got 'yes'"),
    ({"allow_duplicate_heroes": 1}, 'setup "allow_duplicate_heroes": must be true or false'),
    ({"scenario": "rhino"}, "setup \"scenario\": unknown scenario 'rhino' (known: "
                            "batroc, black-widow)"),
    ({"scenario": ""}, "unknown scenario ''"),
    ({"heroes": "nick-fury"}, 'setup "heroes": must be a list of names'),
    ({"heroes": []}, 'setup "heroes": a game needs 1 to 4 heroes, got 0'),
    ({"heroes": ["hulk"]}, "setup \"heroes\": unknown hero 'hulk' (known: "
                           f"{', '.join(sorted(catalog().decks))})"),  # every starter deck
    ({"modular": ["band_of_badoon"]}, "setup \"modular\": unknown modular set "
                                      "'band_of_badoon' (we have: a.i.m._abduction, "
                                      "a.i.m._science, batrocs_brigade, bomb_scare"),
    ({"modular": ["black_widow_villain"]}, "unknown modular set 'black_widow_villain'"),
    ({"modular": "a.i.m._science"}, 'setup "modular": must be a list of names'),
    ({"modular": ["a.i.m._science", "a.i.m._science"]},
     "setup \"modular\": 'a.i.m._science' is named twice"),
    ({"decks": {"0": []}}, 'setup "decks": must be a list with one entry per seat'),
    ({"decks": [{"50047": 3}]}, "setup \"decks\": player 1's deck must be a list of "
                                "[code, count] pairs"),
    ({"decks": [[["50047"]]]}, "player 1's deck: ['50047'] is not a [code, count] pair"),
    ({"decks": [[["50047", True]]]}, "is not a [code, count] pair"),
    ({"decks": [[["99999", 1]]]}, "player 1's deck: card 99999 is not a card we have"),
    ({"decks": [[["50047", 0]]]}, "card 50047 needs a count of at least 1, got 0"),
    ({"decks": [[["50047", 1], ["50047", 2]]]}, "card 50047 is listed twice"),
    ({"decks": [[["01186", 1]]]}, "card 01186 (Advance, treachery) cannot be in a player "
                                  "deck"),
    ({"decks": [[["50034a", 1]]]}, "card 50034a (Nick Fury, hero) cannot be in a player"),
    ({"decks": [[["01186", 2]]]}, "cannot be in a player deck (one of: ally, event, "
                                  "support, upgrade, resource; not linked)"),
    ({"decks": [[["50035b", 1]]]}, "player 1's deck: card 50035b is the back of 50035a; "
                                   "list the card by its front"),
    ({"decks": [[["08011", 1]]]}, "player 1's deck: card 08011 (Agent Coulson) "
                                  "is not played by the engine yet"),
    ({"decks": [[], []]}, 'setup "decks": has 2 entries for 1 heroes (one per seat)'),
    ({"areas": [{"scenario": "black-widow", "seats": [0]}]},
     'setup "areas" leaves no seat to play the setup\'s scenario'),
    ({"areas": [{"scenario": "black-widow", "seats": [1]}]},
     'setup "areas" entry 1: "seats" must list seats from 0 to 0, got [1]'),
])
def test_a_setup_the_engine_would_not_run_is_refused_in_one_line(extra: dict[str, Any],
                                                                  message: str) -> None:
    """Accepted means it runs, for setup keys as for card data: each refusal is one line
    naming the key and what it allows."""
    with pytest.raises(SetupError) as raised:
        read_setup({**SOLO, **extra}, catalog())
    said = str(raised.value)
    assert message in said and "\n" not in said


def test_a_linked_card_cannot_be_in_a_chosen_deck() -> None:
    """RRG LINKED: a linked card cannot be included in a deck."""
    import dataclasses

    shipped = catalog()
    cards = dict(shipped.cards)
    cards["50047"] = dataclasses.replace(cards["50047"], keywords={"linked": "50048"})
    linked = dataclasses.replace(shipped, cards=cards)
    with pytest.raises(SetupError, match=r"card 50047 .* not linked"):
        read_setup({**SOLO, "decks": [[["50047", 1]]]}, linked)


def test_every_key_says_what_it_allows() -> None:
    """Each key's reader refuses in its own name (the README's "Setup keys" table lists the
    same keys)."""
    from content import content_path

    readme = (content_path("champions") / "README.md").read_text(encoding="utf-8")
    for name, key in SETUP_KEYS.items():
        assert key.allows and key.name == name
        assert f"| `{name}` |" in readme
