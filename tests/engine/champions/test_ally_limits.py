"""Ally limits (RRG v1.8 ALLY LIMIT, VICTORY X): an ally that "does not count against your ally
limit" (keyword ``outside_ally_limit``) is left out of the count and of the discard it asks
for, a card that increases the limit (``ally_limit_bonus``) raises it, and an ally with
Victory X goes to the victory display when it is defeated (not when it is discarded).

Cards: test-only fixtures of the printed faces: Rescued Captive (50091,
fixtures/against_allies.toml), Flying Inhuman (50105b, fixtures/coming.toml), Titania
minion (55057) and ally (55064) (fixtures/indirect.toml); The Triskelion (01073) is the
shipped card (content/champions/core/leadership.toml; issue 24); card facts from
/work/shared/reference/marvelsdb/pack (aos_encounter, tt, tt_encounter, core)."""

from __future__ import annotations

from pathlib import Path

from content.champions.schema import load_catalog
from engine.champions import ChampionsGame
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.state import pzone
from engine.champions.language.text import render_card
from engine.champions.rules import player_phase, primitives
from tests.engine.champions.helpers import answer, keys, start, take

CARDS = load_catalog(extra_packs=[Path(__file__).resolve().parent / "fixtures"])
CAPTIVE, FLYING_INHUMAN, TITANIA, TITANIA_ALLY, TRISKELION = (
    "50091", "50105b", "55057", "55064", "01073")
DUGAN = "50021"  # a player ally (5 hit points)


def table(*heroes: str) -> ChampionsGame:
    game = start(heroes or ("nick-fury",), cards=CARDS)
    for seat in game.seats():
        for minion in game.minions(seat):
            game.state.move(minion, "enc:discard")
        game.state.players[seat].form = "hero"
        game.c(game.identity(seat)).code = game.catalog.decks[
            game.state.players[seat].deck_key].identity
    game.refresh()
    return game


def allies_in_play(game: ChampionsGame, seat: int, count: int) -> list[int]:
    """``count`` player allies under ``seat``'s control (copies made as needed)."""
    out = []
    for _ in range(count):
        cid = game.state.new_card(DUGAN, seat, pzone(seat, "play")).id
        game.c(cid).controller = seat
        out.append(cid)
    game.refresh()
    return out


def enters(game: ChampionsGame, code: str, seat: int = 0) -> int:
    cid = take(game, code, "set_aside")
    run_effects(game, seat, -1, [{"put_into_play": True, "target": {
        "name": game.catalog.cards[code].name, "type": "ally", "zone": "set_aside"}}])
    game.refresh()
    return cid


def test_the_cards_say_it() -> None:
    """The keywords are said on the card (rendered from the data)."""
    assert "Does not count against your ally limit" in render_card(CARDS.cards[CAPTIVE])
    assert render_card(CARDS.cards[CAPTIVE]).startswith("Victory -1.")
    assert "Your ally limit is 1 higher" in render_card(CARDS.cards[TRISKELION])


def test_an_ally_outside_the_limit_is_not_counted() -> None:
    """Rescued Captive (50091): "does not count against your ally limit"; a player with
    three allies puts it into play and keeps all four (RRG v1.8 ALLY LIMIT)."""
    game = table()
    mine = allies_in_play(game, 0, 3)
    captive = enters(game, CAPTIVE)
    assert game.c(captive).zone == pzone(0, "play")
    assert all(game.c(c).zone == pzone(0, "play") for c in mine)
    assert "your turn" in game.decision.prompt


def test_the_discard_it_asks_for_leaves_those_allies_out() -> None:
    """RRG v1.8 ALLY LIMIT: with a fourth counted ally the player discards down to three,
    choosing among the allies that count (Flying Inhuman 50105b stays)."""
    game = table()
    inhuman = take(game, FLYING_INHUMAN, pzone(0, "play"), owner=0)
    mine = allies_in_play(game, 0, 3)
    fourth = game.state.new_card(DUGAN, 0, pzone(0, "hand")).id
    player_phase.enter_play(game, 0, fourth)
    game.refresh()
    assert "more than 3 allies" in game.decision.prompt
    assert f"discard:{inhuman}" not in keys(game)
    assert set(keys(game)) == {f"discard:{c}" for c in [*mine, fourth]}
    answer(game, f"discard:{mine[0]}")
    assert game.c(inhuman).zone == pzone(0, "play")


def test_the_triskelion_raises_the_limit() -> None:
    """The Triskelion (01073): "increase your ally limit by 1": four allies are kept, a
    fifth asks for a discard (RRG v1.8 ALLY LIMIT)."""
    game = table()
    take(game, TRISKELION, pzone(0, "play"), owner=0)
    assert primitives.ally_limit(game, 0) == 4
    allies_in_play(game, 0, 3)
    fourth = game.state.new_card(DUGAN, 0, pzone(0, "hand")).id
    player_phase.enter_play(game, 0, fourth)
    game.refresh()
    assert "your turn" in game.decision.prompt
    fifth = game.state.new_card(DUGAN, 0, pzone(0, "hand")).id
    player_phase.enter_play(game, 0, fifth)
    game.refresh()
    assert "more than 4 allies" in game.decision.prompt


def test_a_defeated_victory_ally_goes_to_the_victory_display() -> None:
    """RRG v1.8 VICTORY X: a character with victory X "is placed in the victory display when
    it is defeated": Rescued Captive (Victory -1)."""
    game = table()
    captive = take(game, CAPTIVE, pzone(0, "play"), owner=0)
    primitives.deal_damage(game, captive, 9)
    game.refresh()
    assert game.zone_kind(captive) == "victory"


def test_victory_zero_counts_too() -> None:
    """RRG v1.8 VICTORY X: the keyword, whatever X (Titania 55064: Victory 0), sends the
    defeated ally to the victory display."""
    game = table()
    titania = take(game, TITANIA_ALLY, pzone(0, "play"), owner=0)
    primitives.deal_damage(game, titania, 9)
    game.refresh()
    assert game.zone_kind(titania) == "victory"


def test_a_discarded_victory_ally_is_not_defeated() -> None:
    """RRG v1.8 VICTORY X: only a defeat sends a character there ("When Defeated: add this
    card to the victory display"); the Titania ally (Victory 1) discarded by a card is
    discarded (Rescued Captive cannot be: card abilities cannot take it out of play)."""
    game = table()
    ally = take(game, TITANIA_ALLY, pzone(0, "play"), owner=0)
    run_effects(game, 0, -1, [{"discard": True, "target": {"name": "Titania", "type": "ally"}}])
    game.refresh()
    assert game.zone_kind(ally) != "victory" and not game.in_play(ally)


def test_titania_joins_the_player_who_defeated_her_outside_the_limit() -> None:
    """Titania (55057): "When Defeated: the player who defeated this minion puts the
    set-aside Titania ally into play under their control"; she goes to the victory display
    (Victory 1) and the ally (55064) does not count against that player's ally limit."""
    game = table("nick-fury", "maria-hill")
    ally = take(game, TITANIA_ALLY, "set_aside")
    minion = take(game, TITANIA, pzone(0, "engaged"))
    allies_in_play(game, 1, 3)
    run_effects(game, 1, -1, [{"damage": 99, "target": {"name": "Titania", "type": "minion"}}])
    game.refresh()
    assert game.zone_kind(minion) == "victory"
    assert game.c(ally).zone == pzone(1, "play") and game.c(ally).controller == 1
    assert len(game.allies(1)) == 4 and "your turn" in game.decision.prompt
