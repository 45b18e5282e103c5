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
from engine.champions.core.villain_steps import EndRound
from engine.champions.language.text import render_card
from engine.champions.rules import primitives
from tests.engine.champions.helpers import keys, start, threat
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
