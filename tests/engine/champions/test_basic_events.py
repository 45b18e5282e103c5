"""Issue 12, "one event path": basic changes of state raise an occurrence with an "after"
moment that cards answer (RRG RESPONSE, Simultaneous Timing Priority). Our shipped cards
answer none of these, so test-only cards (built from shipped faces) do."""

from __future__ import annotations

import dataclasses
from typing import Any

from content.champions.schema import Ability, CardDef, Catalog, catalog
from engine.champions.core import effect_steps
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import answer, start, take

WATCHERS = {
    "healed": "T9201", "drawn": "T9202", "discarded": "T9203", "threat_placed": "T9204",
    "threat_removed": "T9205", "flipped": "T9206", "stage_advanced": "T9207",
}


def watcher_cards() -> Catalog:
    """The shipped catalog plus one upgrade per occurrence: "Forced response: after it
    happens (to anything), place 1 all-purpose counter on this card"."""
    base = catalog()
    upgrade = base.cards["50046"]

    def make(kind: str, code: str) -> CardDef:
        ability = Ability("forced_response", ({"place_counter": 1, "target": "self"},), {},
                          (), False, {}, kind, "any")
        return dataclasses.replace(upgrade, code=code, name=f"Test {kind} watcher",
                                   set="not_in_play", traits=(), abilities=(ability,))

    made = [make(kind, code) for kind, code in WATCHERS.items()]
    return dataclasses.replace(base, cards={**base.cards, **{c.code: c for c in made}})


def watching(kind: str, heroes: tuple[str, ...] = ("nick-fury",)) -> tuple[Any, int]:
    game = start(heroes, cards=watcher_cards())
    return game, take(game, WATCHERS[kind], pzone(0, "play"))


def run(game: Any, *effects: dict[str, Any]) -> None:
    effect_steps.run_effects(game, 0, -1, list(effects))
    game.refresh()


def test_after_healing() -> None:
    """RRG HEAL: "after ... is healed" responses follow the healing."""
    game, watcher = watching("healed")
    game.c(game.identity(0)).add("damage", 3)
    run(game, {"heal": 2})
    assert game.c(watcher).count("all-purpose") == 1
    run(game, {"heal": 2})  # 1 left to heal: still healed
    run(game, {"heal": 2})  # nothing to heal: no occurrence
    assert game.c(watcher).count("all-purpose") == 2


def test_after_drawing() -> None:
    """RRG DRAW: "after you draw" responses follow the draw (one for the whole draw)."""
    game, watcher = watching("drawn")
    run(game, {"draw": 2})
    assert game.c(watcher).count("all-purpose") == 1


def test_after_a_card_is_discarded_from_play() -> None:
    """RRG DISCARD: "after ... is discarded" answers a card leaving play for a discard pile,
    not a card discarded from a hand."""
    game, watcher = watching("discarded", ("maria-hill",))
    team = take(game, "50016", pzone(0, "play"))
    run(game, {"discard": True, "target": {"name": "Command Team"}})
    assert game.c(team).zone == pzone(0, "discard")
    assert game.c(watcher).count("all-purpose") == 1


def test_after_threat_is_placed_and_removed() -> None:
    """RRG THREAT: placing and removing threat each raise their occurrence."""
    game, placed = watching("threat_placed")
    run(game, {"place_threat": 1, "target": "main_scheme"})
    assert game.c(placed).count("all-purpose") == 1
    game, removed = watching("threat_removed")
    run(game, {"remove_threat": 1, "target": "main_scheme"})
    assert game.c(removed).count("all-purpose") == 1


def test_after_a_flip() -> None:
    """RRG FLIP / ALTER-EGO and HERO: changing form flips the identity card."""
    game, watcher = watching("flipped")
    answer(game, "flip")
    assert game.is_hero(0)
    assert game.c(watcher).count("all-purpose") == 1


def test_after_a_stage_advances() -> None:
    """RRG VILLAIN: a new villain stage revealed is a stage advance."""
    game, watcher = watching("stage_advanced")
    run(game, {"advance": "villain"})
    assert game.c(watcher).count("all-purpose") == 1


def test_no_window_when_no_card_answers() -> None:
    """A change nobody answers opens no window (the shipped game is unchanged)."""
    game = start(cards=watcher_cards())
    before = game.state.next_occurrence
    run(game, {"draw": 1})
    assert game.state.next_occurrence == before


STOPPERS = {"healed": "T9211", "drawn": "T9212", "discarded": "T9213",
            "threat_placed": "T9214", "threat_removed": "T9215"}
HALVER = "T9216"


def stopper_cards() -> Catalog:
    """Test-only upgrades that answer the "would" moment: a forced interrupt cancelling the
    change and placing a counter here instead (a replacement), and one preventing 1 of a
    draw (a prevention)."""
    base = watcher_cards()
    upgrade = base.cards["50046"]

    def make(kind: str, code: str, effects: tuple[dict[str, Any], ...]) -> CardDef:
        ability = Ability("forced_interrupt", effects, {}, (), False, {}, kind, "any")
        return dataclasses.replace(upgrade, code=code, name=f"Test {kind} stopper",
                                   set="not_in_play", traits=(), abilities=(ability,))

    made = [make(kind, code, ({"cancel": True},
                              {"place_counter": 1, "target": "self"}))
            for kind, code in STOPPERS.items()]
    made.append(make("drawn", HALVER, ({"prevent_damage": 1},)))
    return dataclasses.replace(base, cards={**base.cards, **{c.code: c for c in made}})


def stopping(kind: str, heroes: tuple[str, ...] = ("nick-fury",)) -> tuple[Any, int]:
    game = start(heroes, cards=stopper_cards())
    return game, take(game, STOPPERS[kind], pzone(0, "play"))


def test_a_replacement_stops_healing_drawing_and_threat() -> None:
    """RRG REPLACEMENT EFFECT / CANCEL: an interrupt to "would be healed", "would draw",
    "would get threat" or "would lose threat" that cancels it leaves the state unchanged,
    and does something else instead."""
    game, stopper = stopping("healed")
    game.c(game.identity(0)).add("damage", 3)
    run(game, {"heal": 2})
    assert game.c(game.identity(0)).count("damage") == 3
    assert game.c(stopper).count("all-purpose") == 1

    game, stopper = stopping("drawn")
    before = len(game.ids(pzone(0, "hand")))
    run(game, {"draw": 2})
    assert len(game.ids(pzone(0, "hand"))) == before
    assert game.c(stopper).count("all-purpose") == 1

    for kind, effect in (("threat_placed", {"place_threat": 2, "target": "main_scheme"}),
                         ("threat_removed", {"remove_threat": 1, "target": "main_scheme"})):
        game, stopper = stopping(kind)
        main = game.main_scheme()
        game.c(main).counters["threat"] = 3
        game.refresh()
        run(game, effect)
        assert game.c(main).count("threat") == 3, kind
        assert game.c(stopper).count("all-purpose") == 1, kind


def test_a_replacement_stops_a_discard_from_play() -> None:
    """RRG REPLACEMENT EFFECT: "would be discarded" answered by a cancel keeps the card."""
    game, stopper = stopping("discarded", ("maria-hill",))
    team = take(game, "50016", pzone(0, "play"))
    run(game, {"discard": True, "target": {"name": "Command Team"}})
    assert game.c(team).zone == pzone(0, "play")
    assert game.c(stopper).count("all-purpose") == 1


def test_a_prevention_lowers_the_change_and_the_rest_happens() -> None:
    """RRG PREVENT: preventing part of a change lets the rest happen once the window
    closes (a draw of 2 with 1 prevented draws 1)."""
    game = start(cards=stopper_cards())
    take(game, HALVER, pzone(0, "play"))
    before = len(game.ids(pzone(0, "hand")))
    run(game, {"draw": 2})
    assert len(game.ids(pzone(0, "hand"))) == before + 1


def answering(kind: str, trigger: str, effects: tuple[dict[str, Any], ...],
              heroes: tuple[str, ...] = ("nick-fury",)) -> tuple[Any, int]:
    """A game with one test-only upgrade answering ``kind`` with ``trigger``."""
    base = catalog()
    upgrade = base.cards["50046"]
    ability = Ability(trigger, effects, {}, (), False, {}, kind, "any")
    card = dataclasses.replace(upgrade, code="T9220", name=f"Test {kind} answer",
                               set="not_in_play", traits=(), abilities=(ability,))
    game = start(heroes, cards=dataclasses.replace(base, cards={**base.cards, "T9220": card}))
    return game, take(game, "T9220", pzone(0, "play"))


def test_a_flip_can_be_replaced() -> None:
    """RRG REPLACEMENT EFFECT: "would be flipped" answered by a cancel keeps the form."""
    game, card = answering("flipped", "forced_interrupt",
                           ({"cancel": True}, {"place_counter": 1, "target": "self"}))
    assert not game.is_hero(0)
    answer(game, "flip")
    assert not game.is_hero(0)
    assert game.c(card).count("all-purpose") == 1


def test_a_stage_advance_can_be_replaced() -> None:
    """RRG REPLACEMENT EFFECT: a villain stage that "would advance" stays when the advance
    is cancelled."""
    game, card = answering("stage_advanced", "forced_interrupt",
                           ({"cancel": True}, {"place_counter": 1, "target": "self"}))
    run(game, {"advance": "villain"})
    assert game.d(game.villain()).stats.get("stage") == "I"
    assert game.c(card).count("all-purpose") == 1


def test_a_player_card_entering_play_has_both_moments() -> None:
    """RRG ENTERS PLAY: "when ... would enter play" and "after ... enters play" answer a
    player card put into play."""
    game, card = answering("enters_play", "forced_response",
                           ({"place_counter": 1, "target": "self"},), ("maria-hill",))
    team = take(game, "50016", pzone(0, "hand"))
    game.state.zone(pzone(0, "hand")).remove(team)  # the first Command Team in hand
    game.state.zone(pzone(0, "hand")).insert(0, team)
    run(game, {"put_into_play": True, "first": True,
               "target": {"name": "Command Team", "zone": "hand", "controller": "you"}})
    assert game.c(team).zone == pzone(0, "play")
    assert game.c(card).count("all-purpose") == 1
    game, card = answering("enters_play", "forced_interrupt",
                           ({"cancel": True}, {"place_counter": 1, "target": "self"}),
                           ("maria-hill",))
    team = take(game, "50016", pzone(0, "hand"))
    game.state.zone(pzone(0, "hand")).remove(team)  # the first Command Team in hand
    game.state.zone(pzone(0, "hand")).insert(0, team)
    run(game, {"put_into_play": True, "first": True,
               "target": {"name": "Command Team", "zone": "hand", "controller": "you"}})
    assert game.c(team).zone == pzone(0, "hand")
    assert game.c(card).count("all-purpose") == 1


def test_damage_from_any_source_can_be_prevented() -> None:
    """RRG PREVENT: "when ... would take damage" answers damage that is not an attack's
    too; what is prevented is not taken."""
    game, _card = answering("damage", "forced_interrupt", ({"prevent_damage": 2},))
    run(game, {"damage": 3, "target": "you"})
    assert game.c(game.identity(0)).count("damage") == 1


def test_leaving_play_to_a_hand_has_both_moments() -> None:
    """RRG LEAVES PLAY: a card returned to its owner's hand leaves play; a replacement can
    keep it in play, and "after it leaves play" answers it otherwise."""
    game, card = answering("left_play", "forced_interrupt",
                           ({"cancel": True}, {"place_counter": 1, "target": "self"}),
                           ("maria-hill",))
    team = take(game, "50016", pzone(0, "play"))
    run(game, {"return_to_hand": True, "target": {"name": "Command Team"}})
    assert game.c(team).zone == pzone(0, "play")
    assert game.c(card).count("all-purpose") == 1
    game, card = answering("left_play", "forced_response",
                           ({"place_counter": 1, "target": "self"},), ("maria-hill",))
    team = take(game, "50016", pzone(0, "play"))
    run(game, {"return_to_hand": True, "target": {"name": "Command Team"}})
    assert game.c(team).zone == pzone(0, "hand")
    assert game.c(card).count("all-purpose") == 1


def test_counters_placed_or_removed_can_be_replaced() -> None:
    """RRG REPLACEMENT EFFECT: counters that "would be placed" or "would be removed" stay as
    they were when an interrupt cancels it."""
    game, _card = answering("counters", "forced_interrupt", ({"cancel": True},),
                            ("maria-hill",))
    team = take(game, "50016", pzone(0, "play"))
    game.c(team).add("command", 2)
    before = dict(game.c(team).counters)
    run(game, {"place_counter": 1, "target": {"name": "Command Team"}})
    assert game.c(team).counters == before
    run(game, {"remove_counter": 1, "target": {"name": "Command Team"}})
    assert game.c(team).counters == before


def test_at_the_start_of_each_phase() -> None:
    """RRG ROUND SEQUENCE: "at the start of the villain phase" / "of the player phase"
    abilities answer the phase starting (one answer per phase start)."""
    from tests.engine.champions.test_windows import to_villain_phase

    game, card = answering("phase_started", "forced_response",
                           ({"place_counter": 1, "target": "self"},))
    to_villain_phase(game)
    log = game.state.log
    villain = log.index("Villain phase, round 1.")
    assert log[villain + 1].startswith("Test phase_started answer:")  # before anything else
    starts = sum(line.startswith(("Villain phase, round", "Player 1 is now the first"))
                 for line in log[villain:])
    assert game.c(card).count("all-purpose") == starts


def test_when_a_phase_would_start_and_it_still_starts() -> None:
    """RRG ROUND SEQUENCE: "when the villain phase would start" interrupts resolve before
    it, and a phase cannot be cancelled (it starts anyway)."""
    from tests.engine.champions.test_windows import to_villain_phase

    game, card = answering("phase_started", "forced_interrupt",
                           ({"cancel": True}, {"place_counter": 1, "target": "self"}))
    to_villain_phase(game)
    log = game.state.log
    villain = log.index("Villain phase, round 1.")  # it started, right after its answer:
    assert log[villain - 3].startswith("Test phase_started answer: cancel it")
    assert log[villain - 2:villain] == [
        "It is cancelled.", "1 all-purpose counter(s) placed on Test phase_started answer."]
    assert game.c(card).count("all-purpose") >= 1
