"""RRG FORCED / ACTION: a "Forced Action" may be triggered whenever an action could be, but
must be resolved before the player phase can end; one whose cost cannot be paid does not
hold the phase up. Our shipped cards have none, so a test-only support carries one."""

from __future__ import annotations

import dataclasses

from content.champions.schema import Ability, Catalog, catalog
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import answer, keys, start, take

DRILL = "T9301"


def drill_cards() -> Catalog:
    base = catalog()
    like = base.cards["50041"]  # a support
    ability = Ability("forced_action", ({"draw": 1},), {}, ("exhaust_self",), False, {})
    drill = dataclasses.replace(like, code=DRILL, name="Test Drill", set="not_in_play",
                                traits=(), abilities=(ability,))
    return dataclasses.replace(base, cards={**base.cards, DRILL: drill})


def test_a_forced_action_must_be_resolved_before_the_turn_ends() -> None:
    game = start(cards=drill_cards())
    drill = take(game, DRILL, pzone(0, "play"))
    game.refresh()
    assert f"ab:{drill}:0" in keys(game)
    assert "end" not in keys(game)  # the forced action holds the turn up
    hand = len(game.ids(pzone(0, "hand")))
    answer(game, f"ab:{drill}:0")
    assert len(game.ids(pzone(0, "hand"))) == hand + 1
    assert "end" in keys(game)


def test_a_forced_action_whose_cost_cannot_be_paid_does_not_hold_the_phase() -> None:
    game = start(cards=drill_cards())
    drill = take(game, DRILL, pzone(0, "play"))
    game.c(drill).exhausted = True  # its cost (exhaust this card) cannot be paid
    game.refresh()
    assert f"ab:{drill}:0" not in keys(game)
    assert "end" in keys(game)


def test_forced_action_renders_its_trigger_word() -> None:
    from engine.champions.language.text import render_card

    assert render_card(drill_cards().cards[DRILL]).startswith(
        "Forced action: exhaust this card -> Draw 1 card(s).")
