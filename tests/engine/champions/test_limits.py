"""Issue 22 part 3, played from set-up states with the test-only cards of
tests/engine/champions/fixtures/limits.toml (the faces named in each test; card facts from
/work/shared/reference/marvelsdb/pack): once-per-round limits on interrupts and responses,
durations, constant abilities on your identity, amount caps, identity resource abilities."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.champions.schema import load_catalog
from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.player_steps import Refresh
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EndRound
from engine.champions.language.text import render_card
from engine.champions.rules import player_phase, primitives, villain_phase
from tests.engine.champions.helpers import keys, start, take, threat
from tests.engine.champions.walk import Spec, make, settle

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CARDS = load_catalog(extra_packs=[FIXTURES])
JENNIFER_WALTERS = "01019b"


def as_identity(game: ChampionsGame, code: str, seat: int = 0) -> int:
    """Seat ``seat`` plays ``code`` as its identity (its form follows the face's type)."""
    ident = game.identity(seat)
    game.c(ident).code = code
    game.state.players[seat].form = game.d(ident).type
    game.refresh()
    return ident


def place_threat(game: ChampionsGame, amount: int = 2) -> None:
    primitives.place_threat(game, game.main_scheme(), amount)
    game.refresh()


# ------------------------------------------------------------------ limits
def test_an_interrupt_limited_once_per_round_is_offered_once_a_round() -> None:
    """RRG v1.8 LIMIT ("Limit X per [period]": each copy of an ability may be used X times
    per period) on an interrupt: Jennifer Walters's "I Object!" (01019b) prevents 1 of the
    threat placed once, is not offered again that round, and is offered again next round
    (the end of the round clears it: RRG VILLAIN PHASE step 6)."""
    game = start(cards=CARDS)
    ident = as_identity(game, JENNIFER_WALTERS)
    before = threat(game)
    place_threat(game)
    assert f"w:{ident}:0" in keys(game)
    settle(game, (f"w:{ident}:0",))
    assert threat(game) == before + 1  # 1 of the 2 prevented
    place_threat(game)
    assert threat(game) == before + 3  # not offered: nothing asked, all placed
    assert game.decision is not None and "your turn" in game.decision.prompt
    game.push(EndRound())
    game.refresh()
    settle(game)
    place_threat(game)
    assert f"w:{ident}:0" in keys(game)


def test_the_limit_counts_a_use_whatever_its_effect_did() -> None:
    """RRG v1.8 LIMIT: an ability whose effect is cancelled still counts toward its limit;
    here one whose prevention left nothing to prevent (1 threat, 1 prevented) is used up
    all the same."""
    game = start(cards=CARDS)
    ident = as_identity(game, JENNIFER_WALTERS)
    before = threat(game)
    place_threat(game, 1)
    settle(game, (f"w:{ident}:0",))
    assert threat(game) == before
    place_threat(game, 1)
    assert threat(game) == before + 1


def test_the_card_text_says_once_per_round() -> None:
    """The card text is rendered from the same data (the limit in brackets, as printed)."""
    assert render_card(CARDS.cards[JENNIFER_WALTERS]) == (
        "Interrupt: when a scheme would get threat, prevent 1 of that threat (once per "
        "round).")


def test_a_limit_on_an_event_is_refused() -> None:
    """An event is played, not used again: a limit on its window ability would never be
    read (RRG MAX: "max X per round" counts copies by title, another construct)."""
    event = Spec("event", '[[ability]]\ntrigger = "interrupt"\non = "threat_placed"\n'
                          'if = { limit = "round" }\neffects = [{ prevent_damage = 1 }]')
    with pytest.raises(ContentError, match='limit = "round" is not read on an event'):
        make(event, "90000")


# ------------------------------------------------------------------ durations
ROCKET_BOOTS, VISION, LEAD_FROM_THE_FRONT = "01039", "01068", "01070"


def resolve(game: ChampionsGame, code: str, source: int, index: int = 0,
            picks: tuple[str, ...] = ()) -> None:
    """Run one ability's effects of ``code`` for seat 0 as if used from ``source``."""
    run_effects(game, 0, source, CARDS.cards[code].abilities[index].effects)
    game.refresh()
    settle(game, picks)


def end_player_phase(game: ChampionsGame) -> None:
    """RRG END OF PLAYER PHASE steps 2-4 (draw, ready, "until the end of the phase" ends),
    the step itself, before what it queues runs."""
    player_phase.s_refresh(game, Refresh(0), None)


def test_until_the_end_of_the_phase_ends_as_the_player_phase_ends() -> None:
    """RRG v1.8 LASTING EFFECTS and END OF PLAYER PHASE step 4: Vision (01068) gets +2 ATK
    until the end of the phase; it ends as the player phase ends (after the players ready),
    while an "until the end of the round" effect (Fury's Flying Car's Aerial, 50040) stays
    until the round ends (RRG VILLAIN PHASE step 6a)."""
    game = start(cards=CARDS)
    vision = take(game, VISION, pzone(0, "play"), owner=0)
    resolve(game, VISION, vision, picks=("ATK",))
    assert game.atk(vision) == 4 and game.thw(vision) == 1
    run_effects(game, 0, vision, ({"gain_trait": "Aerial", "until": "round"},))
    game.refresh()
    end_player_phase(game)
    assert game.atk(vision) == 2
    assert "Aerial" in game.traits(game.identity(0))
    villain_phase.s_end_round(game, EndRound(0), None)
    assert "Aerial" not in game.traits(game.identity(0))


def test_a_trait_until_the_end_of_the_phase() -> None:
    """Rocket Boots (01039): the gain_trait verb takes until = "phase" (RRG LASTING
    EFFECTS); the trait is gone once the player phase ends."""
    game = start(cards=CARDS)
    boots = take(game, ROCKET_BOOTS, pzone(0, "play"), owner=0)
    resolve(game, ROCKET_BOOTS, boots)
    assert "Aerial" in game.traits(game.identity(0))
    end_player_phase(game)
    assert "Aerial" not in game.traits(game.identity(0))


def test_until_the_end_of_the_villain_phase_ends_with_the_round() -> None:
    """RRG v1.8 VILLAIN PHASE step 6a: effects "until the end of the [villain] phase" end
    with those "until the end of the round" (the end-of-round step drops both)."""
    game = start(cards=CARDS)
    vision = take(game, VISION, pzone(0, "play"), owner=0)
    resolve(game, VISION, vision, picks=("THW",))
    assert game.thw(vision) == 3
    villain_phase.s_end_round(game, EndRound(0), None)
    assert game.thw(vision) == 1


def test_a_lasting_effect_on_each_character_a_chosen_player_controls() -> None:
    """Lead from the Front (01070): each character the chosen player controls gets +1 THW
    and +1 ATK until the end of the phase; a lasting effect ends at once for a card that
    leaves play (RRG LEAVES PLAY: no memory of its previous state)."""
    game = start(("nick-fury", "maria-hill"), cards=CARDS)
    vision = take(game, VISION, pzone(1, "play"), owner=1)
    fury, hill = game.identity(0), game.identity(1)
    atk = game.atk(hill)
    resolve(game, LEAD_FROM_THE_FRONT, fury, picks=("Player 2",))
    assert (game.atk(vision), game.thw(vision), game.atk(hill)) == (3, 2, atk + 1)
    assert game.atk(fury) == game.d(fury).stat("attack")
    primitives.leave_play(game, vision, "hand")
    game.refresh()
    settle(game)
    assert not [e for e in game.state.lasting if e["target"] == vision]


def test_the_duration_is_in_the_card_text() -> None:
    """The card text is rendered from the same data ("until the end of the phase")."""
    assert render_card(CARDS.cards[VISION]) == (
        "Action: spend 1 energy resource -> Choose one: this card gets +2 THW until the end of "
        "the phase or this card gets +2 ATK until the end of the phase (once per round).")
    assert render_card(CARDS.cards[ROCKET_BOOTS]).endswith(
        "Your identity gains the Aerial trait until the end of the phase.")


def test_an_until_word_the_engine_never_ends_is_refused() -> None:
    """Accepted means it runs: only the round and the phase end a lasting effect."""
    card = Spec("support", '[[ability]]\ntrigger = "action"\neffects = [{ gets = { stat = '
                           '"attack" }, until = "attack" }]')
    with pytest.raises(ContentError, match='until is "attack"; expected one of round, phase'):
        make(card, "90000")
    card = Spec("support", '[[ability]]\ntrigger = "action"\neffects = [{ gets = { stat = '
                           '"attack", to = "host" } }]')
    with pytest.raises(ContentError, match='unknown option "to"'):
        make(card, "90000")
