"""Spider-Man (Core Set, 01001a/b), his hero cards, his nemesis set (Vulture) and the
Justice aspect cards of the Core Set, played from set-up states (issue 24). Card facts from
/work/shared/reference/marvelsdb/pack/core.json and core_encounter.json; the behaviour is
content/champions/core/spider_man.toml and core/justice.toml."""

from __future__ import annotations

import pytest

from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EnemyAttack
from engine.champions.language.text import render_card
from tests.engine.champions.helpers import answer, hand, keys, start, take
from tests.engine.champions.walk import Spec, catalog_with, make, settle

SPIDER_MAN, PETER_PARKER = "01001a", "01001b"


def as_spider_man(game: ChampionsGame, seat: int = 0) -> int:
    """Seat ``seat`` plays Spider-Man in hero form, with no minion engaged with anyone."""
    for s in game.seats():
        for minion in game.minions(s):
            game.state.move(minion, "enc:discard")
    ident = game.identity(seat)
    game.c(ident).code = SPIDER_MAN
    game.state.players[seat].form = "hero"
    game.refresh()
    return ident


def attack(game: ChampionsGame, enemy: int, seat: int = 0) -> None:
    """``enemy`` initiates an attack against ``seat`` (RRG ATTACK (ENEMY ACTIVATION))."""
    game.push(EnemyAttack(enemy, seat))
    game.refresh()


def spider_sense(game: ChampionsGame, ident: int) -> str:
    return f"w:{ident}:0"


def settle_one(game: ChampionsGame, key: str | None) -> None:
    """Answer one decision: ``key``, else pass/none/done, else the first option."""
    assert game.decision is not None
    options = keys(game)
    pick = key or next((k for k in ("pass", "none", "done") if k in options), options[0])
    answer(game, pick)


def offered(game: ChampionsGame, key: str) -> bool:
    return game.decision is not None and key in keys(game)


# ------------------------------------------------------------------ Spider-Sense
def test_spider_sense_draws_when_the_villain_attacks_you() -> None:
    """01001a Spider-Sense: an interrupt as the villain initiates an attack against you
    (RRG ATTACK (ENEMY ACTIVATION): "when an enemy attacks" abilities trigger as the attack
    is initiated): you draw 1 card, before the boost card is dealt."""
    game = start()
    ident = as_spider_man(game)
    before = len(hand(game))
    attack(game, game.villain())
    assert offered(game, spider_sense(game, ident))
    assert not game.state.zones.get("boost")  # the boost card is dealt after the window
    settle(game, (spider_sense(game, ident),))
    assert len(hand(game)) == before + 1


def test_spider_sense_ignores_a_minions_attack() -> None:
    """01001a: "when THE VILLAIN initiates an attack": a minion's attack against you is not
    answered (issue 24)."""
    game = start()
    ident = as_spider_man(game)
    minion = take(game, "50080", pzone(0, "engaged"))
    attack(game, minion)
    assert not offered(game, spider_sense(game, ident))


def test_spider_sense_ignores_an_attack_redirected_to_you() -> None:
    """FFG ruling of 9 July 2026, 1 ("I Can Do This All Day" / "Powerful Punch"): an attack
    initiated against another player and redirected to Spider-Man does not satisfy
    "initiated against you". A test-only ally of the other player answers the villain's
    attack with "that enemy attacks Spider-Man's player instead" (redirect_attack to an
    identity); Spider-Man is then the attacked player but is not offered Spider-Sense."""
    cards, codes = catalog_with({"decoy": Spec(
        "support", '[[ability]]\ntrigger = "interrupt"\non = "enemy_attack"\nof = "you"\n'
                   'effects = [{ redirect_attack = true, target = { type = "identity", '
                   'controller = "other" } }]')})
    game = start(("nick-fury", "maria-hill"), cards=cards)
    ident = as_spider_man(game, 0)
    decoy = take(game, codes["decoy"], pzone(1, "play"), owner=1)
    attack(game, game.villain(), seat=1)
    assert not offered(game, spider_sense(game, ident))
    before = len(hand(game))
    for _ in range(20):  # every interrupt offered after the redirect: never Spider-Sense
        assert game.decision is not None
        assert not offered(game, spider_sense(game, ident))
        if "your turn" in game.decision.prompt:
            break
        choice = f"w:{decoy}:0" if offered(game, f"w:{decoy}:0") else None
        settle_one(game, choice)
    assert any("attacks Spider-Man instead" in line for line in game.state.log)
    assert len(hand(game)) == before


def test_spider_sense_answers_an_attack_initiated_against_you_only() -> None:
    """01001a and the FFG ruling of 17 December 2025 (AoS p. 4): an attack against
    Spider-Man's ally is not an attack against him; one initiated against him is answered
    even in a two-player game where another player could be attacked."""
    game = start(("nick-fury", "maria-hill"))
    ident = as_spider_man(game, 0)
    attack(game, game.villain(), seat=1)
    assert not offered(game, spider_sense(game, ident))
    settle(game)
    ally = take(game, "50022", pzone(0, "play"), owner=0)
    game.push(EnemyAttack(game.villain(), 0, target=ally))
    game.refresh()
    assert not offered(game, spider_sense(game, ident))
    settle(game)
    attack(game, game.villain(), seat=0)
    assert offered(game, spider_sense(game, ident))


def test_spider_sense_says_what_it_does() -> None:
    """The card text is rendered from the same data (the source filter, the note)."""
    cards, _ = catalog_with({})
    assert render_card(cards.cards[SPIDER_MAN]) == (
        "Interrupt: when the villain attacks you, if it was initiated against you (not "
        "redirected to you), draw 1 card(s).")


def test_a_source_filter_where_nothing_makes_it_happen_is_refused() -> None:
    """Accepted means it runs: ``source`` filters by the occurrence's source; "drawn" has
    none, so a card filtering it by one would never trigger."""
    card = Spec("support", '[[ability]]\ntrigger = "response"\non = "drawn"\nsource = { type '
                           '= "villain" }\neffects = [{ draw = 1 }]')
    with pytest.raises(ContentError, match='"drawn" has no source'):
        make(card, "90000")
    card = Spec("support", '[[ability]]\ntrigger = "interrupt"\non = "enemy_attack"\nsource = '
                           '{ counter = "x" }\neffects = [{ draw = 1 }]')
    with pytest.raises(ContentError, match="by type or trait or name, not counter"):
        make(card, "90000")
