"""Game areas (issue 21 part 4): state, queries and views scoped by area.

A game may hold several game areas, each with its own villain, main scheme, encounter
deck and discard pile, first player, round and phase (Synthezoid Smackdown rulebook,
"Setting Up a Competitive Game" and the threaded rounds: each team's hero phase, then
each team's villain phase; each team's first player token passes at the end of its
villain phase), and an area may be title-only (Trickster Takeover rulebook, "Rules for
Both Modes: Loki, God of Lies and Worlds Collide": in their own game area, affected only
by abilities that refer to them by title, never by "the villain" or "the main scheme",
and no acceleration token on Worlds Collide). The areas' scenarios and cards are
test-only (fixtures/areas: The Rival, and The Overlord for a title-only area).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from content.champions.schema import load_catalog
from engine.champions import ChampionsGame
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.rules import combat
from engine.core import HelicarrierError
from tests.engine.champions.helpers import answer, end_turn_until, start, take

AREAS = load_catalog(extra_packs=[Path(__file__).resolve().parent / "fixtures" / "areas"])
RIVAL = [{"scenario": "rival", "seats": [1]}]
OVERLORD = {"scenario": "overlord", "title_only": True}


def two_areas(*extra: dict[str, Any], seed: int = 4) -> ChampionsGame:
    """Black Widow in area 0 (seat 0), The Rival in area 1 (seat 1), at seat 0's turn."""
    return start(("nick-fury", "maria-hill"), seed=seed, cards=AREAS, areas=[*RIVAL, *extra])


def reveal(game: ChampionsGame, cid: int, seat: int) -> None:
    """Reveal an encounter card the way the villain phase does (RRG REVEAL)."""
    game.push(Reveal(cid, seat))
    game.refresh()


def test_each_area_has_its_own_villain_schemes_and_encounter_deck() -> None:
    """Each area is set up as its own scenario: its villain, its main scheme (flipped, with
    its starting threat), its encounter deck holding its players' obligations only."""
    game = two_areas()
    assert game.name(game.villain(0)) == "Black Widow"
    assert game.name(game.villain(1)) == "The Rival"
    assert game.c(game.villain(1)).zone == "A1:villain"
    assert game.name(game.main_scheme(1)) == "Rival Plot"
    assert game.c(game.main_scheme(1)).code == "99002b"
    assert game.c(game.main_scheme(1)).count("threat") == 1  # 1 per player, 1 player there
    rival_deck = [game.c(c) for c in game.ids("A1:enc:deck")]
    assert any(c.code == "99003" for c in rival_deck)
    assert not any(game.c(c).code == "99003" for c in game.ids("enc:deck"))
    obligations = {seat: game.catalog.decks[game.state.players[seat].deck_key].obligation
                   for seat in (0, 1)}
    area0 = [game.c(c).code for c in game.ids("enc:deck") + game.ids("revealed")
             + game.ids("enc:discard")]
    assert obligations[0] in area0 and obligations[1] not in area0
    assert obligations[1] in [c.code for c in rival_deck]
    assert [a.first_player for a in game.state.areas] == [0, 1]
    assert game.state.players[1].area == 1 and game.seats(1) == [1] and game.seats(0) == [0]


def test_the_villain_and_the_main_scheme_are_those_of_the_resolving_players_area() -> None:
    """An ability resolves in the area of the player it resolves for: Rival Gambit ("place
    1 threat on the main scheme, deal 1 damage to the villain") revealed by seat 1 hits The
    Rival and Rival Plot; revealed by seat 0, Black Widow and The Widow's Web."""
    game = two_areas()
    widow, web = game.villain(0), game.main_scheme(0)
    rival, plot = game.villain(1), game.main_scheme(1)
    before = {c: (game.c(c).count("damage"), game.c(c).count("threat"))
              for c in (widow, web, rival, plot)}
    gambit = next(c for c in game.ids("A1:enc:deck") if game.c(c).code == "99003")
    reveal(game, gambit, 1)
    assert game.c(rival).count("damage") == before[rival][0] + 1
    assert game.c(plot).count("threat") == before[plot][1] + 1
    assert game.c(widow).count("damage") == before[widow][0]  # area 0 untouched
    assert game.c(web).count("threat") == before[web][1]
    assert gambit in game.ids("A1:enc:discard")  # it resolved in area 1 and went there
    other = next(c for c in game.ids("A1:enc:deck") if game.c(c).code == "99003")
    reveal(game, other, 0)
    assert game.c(widow).count("damage") == before[widow][0] + 1
    assert game.c(web).count("threat") == before[web][1] + 1
    assert game.c(rival).count("damage") == before[rival][0] + 1  # unchanged since


def test_each_area_plays_its_own_threaded_phases_and_encounter_deck() -> None:
    """Threaded rounds: area 0's player phase, area 1's player phase, area 0's villain
    phase, then area 1's; each villain phase places threat on its own main scheme and deals
    from its own encounter deck; each area's round and first player move on its own (two
    players in area 0 pass the token, one in area 1 keeps it)."""
    game = start(("nick-fury", "maria-hill", "nick-fury"), seed=7, cards=AREAS,
                 allow_duplicate_heroes=True, areas=[{"scenario": "rival", "seats": [2]}])
    # the card instances, not their ids: a card dealt facedown (a boost) gets a fresh id
    decks = {a: {id(game.c(c)) for z in ("enc:deck", "enc:discard")
                 for c in game.ids(game.az(z, a))} for a in (0, 1)}
    start_log = len(game.state.log)
    end_turn_until(game, "Player 3: your turn")  # area 0's player phase is over
    assert game.state.areas[0].phase == "player" and game.state.areas[1].phase == "player"
    assert not any("Villain phase" in line for line in game.state.log[start_log:])
    end_turn_until(game, "Player 2: your turn")  # round 2, past both villain phases
    log = game.state.log[start_log:]
    first = log.index("Villain phase, round 1 (Black Widow).")
    second = log.index("Villain phase, round 1 (The Rival (test)).")
    assert first < second
    assert any("threat is placed on The Widow's Web" in line for line in log[first:second])
    assert not any("Rival Plot" in line and "placed" in line for line in log[first:second])
    assert any("threat is placed on Rival Plot" in line for line in log[second:])
    assert [(a.round, a.first_player) for a in game.state.areas] == [(2, 1), (2, 2)]
    # every encounter card that moved stayed in its own area's deck and discard pile
    for area in (0, 1):
        for zone in ("enc:deck", "enc:discard"):
            assert {id(game.c(c)) for c in game.ids(game.az(zone, area))} <= decks[area]
    assert game.ids("A1:enc:discard")  # area 1's boost and revealed cards went there


def test_a_title_only_area_is_reached_by_title_only() -> None:
    """The Overlord and Grand Design sit in a title-only area: "the villain" (Overlord's
    Reach: 2 damage to the villain) is Black Widow, while its damage to The Overlord and
    threat on Grand Design, named by title, reach them; no attack, thwart or "each enemy"
    finds them, and Grand Design gets no threat in a villain phase (no acceleration)."""
    game = start(("nick-fury",), cards=AREAS, areas=[OVERLORD])
    overlord, design = game.villain(1), game.main_scheme(1)
    widow = game.villain()
    assert game.state.areas[1].title_only and game.seats(1) == []
    assert widow != overlord and game.name(overlord) == "The Overlord"
    reach = take(game, "99012", "enc:deck")
    reveal(game, reach, 0)
    assert game.c(widow).count("damage") == 2
    assert game.c(overlord).count("damage") == 1
    assert game.c(design).count("threat") == 1
    you = game.identity(0)
    assert overlord not in combat.attackable(game, 0, you)
    assert design not in combat.thwartable(game, 0)
    assert overlord not in game.enemies() and design not in game.schemes()
    assert game.threat_per_round(1) == 0
    answer(game, "end")
    end_turn_until(game, "Player 1: your turn")  # a whole villain phase
    assert game.state.areas[0].round == 2
    assert game.c(design).count("threat") == 1
    assert not game.c(design).count("acceleration")


def test_views_show_the_areas_only_when_a_game_has_several() -> None:
    """A one-area game's view has no area keys; with several, each seat's top level shows
    its own area and ``areas`` every area's public picture (an encounter deck only as a
    count), the title-only one too."""
    single = start(("nick-fury",), cards=AREAS)
    view = single.view(0)
    assert "areas" not in view and all("area" not in p for p in view["players"])
    game = two_areas(OVERLORD)
    mine, theirs = game.view(0), game.view(1)
    assert mine["villain"]["name"] == "Black Widow"
    assert theirs["villain"]["name"] == "The Rival"
    assert theirs["main_scheme"]["name"] == "Rival Plot"
    assert theirs["encounter_deck_count"] == len(game.ids("A1:enc:deck"))
    assert [p["area"] for p in mine["players"]] == [0, 1]
    pictures = mine["areas"]
    assert [(a["id"], a["scenario"], a["title_only"], a["seats"]) for a in pictures] == [
        (0, "black-widow", False, [0]), (1, "rival", False, [1]), (2, "overlord", True, [])]
    area_keys = {"round", "phase", "first_player", "villain", "villain_stages_left",
                 "main_scheme", "side_schemes", "environment", "encounter_deck_count",
                 "encounter_discard", "victory_display"}
    for picture in pictures:
        assert area_keys <= set(picture)
        assert isinstance(picture["encounter_deck_count"], int)
    assert pictures[1]["villain"] == theirs["villain"]
    assert pictures[2]["villain"]["name"] == "The Overlord"
    assert pictures[2]["main_scheme"]["name"] == "Grand Design"
    assert theirs["areas"] == pictures  # every area is public


@pytest.mark.parametrize(("areas", "message"), [
    ([{"scenario": "rival"}], 'an area needs "seats"'),
    ([{"scenario": "rival", "seats": [1], "team": "x"}], 'unknown key "team"'),
    ([{"scenario": "nowhere", "seats": [1]}], "unknown scenario 'nowhere'"),
    ([{"scenario": "rival", "seats": [5]}], '"seats" must list seats from 0 to 1'),
    ([{"scenario": "overlord", "title_only": True, "seats": [1]}], "has no players"),
    ([{"scenario": "rival", "seats": [1]}, {"scenario": "rival", "seats": [1]}],
     "seat 1 already plays in area 1"),
    ([{"scenario": "rival", "seats": [0, 1]}], "leaves no seat"),
    ("rival", 'setup "areas" must be a list'),
])
def test_a_bad_areas_setup_is_one_line(areas: Any, message: str) -> None:
    """A setup's "areas" that cannot run is refused in one line saying what is wrong."""
    setup = {"scenario": "black-widow", "heroes": ["nick-fury", "maria-hill"], "areas": areas}
    with pytest.raises(HelicarrierError, match=message) as caught:
        ChampionsGame(setup, 1, AREAS)
    assert "\n" not in str(caught.value)


def test_minions_engage_and_attack_in_their_players_area() -> None:
    """A minion engaged with a player is in that player's area: it is among that area's
    enemies, not the other area's, and an attack from there cannot reach the other area's
    villain."""
    game = two_areas()
    minion = take(game, "50082", pzone(1, "engaged"))  # an A.I.M. minion, engaged in area 1
    assert minion in game.enemies(1) and minion not in game.enemies(0)
    assert game.area_of(minion) == 1
    assert game.villain(1) in combat.attackable(game, 1, game.identity(1))
    assert game.villain(0) not in combat.attackable(game, 1, game.identity(1))
