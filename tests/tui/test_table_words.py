"""Seat names, defeat warnings and telling twin options apart (issue 29, findings 9-11)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.tui.champions_keys import advance, make_app, spec
from tui.champions.controllers.controller import ChampionsController
from tui.champions.screens.table import ChampionsTableScreen, open_champions_table
from tui.champions.widgets.decision_panel import DecisionPanel
from tui.champions.widgets.table_words import defeat_warning, shown_options, with_names

NAMES = ["Ana", "Bob"]


def _card(cid: int, name: str, kind: str, hp: int, max_hp: int, **more: Any) -> dict[str, Any]:
    return {"id": cid, "code": "x", "name": name, "type": kind, "hp": hp, "max_hp": max_hp,
            "counters": {}, **more}


def _view(play: list[dict[str, Any]], engaged: list[dict[str, Any]]) -> dict[str, Any]:
    identity = _card(1, "Nick Fury", "alter_ego", 10, 10)
    return {"seat": 0, "players": [{"seat": 0, "identity": identity, "play": play,
                                    "engaged": engaged}]}


def test_seat_names_replace_player_numbers() -> None:
    """Finding 11: logs and prompts said "Player 1" for seats named Ana and Bob."""
    assert with_names("Player 1: your turn. What do you do?", NAMES) == \
        "Ana: your turn. What do you do?"
    assert with_names("Informant returns to player 2's hand.", NAMES) == \
        "Informant returns to Bob's hand."
    assert with_names("Player 3 defends.", NAMES) == "Player 3 defends."  # no such seat
    assert with_names("The players win.", NAMES) == "The players win."


def test_a_power_whose_consequential_damage_defeats_your_ally_says_so() -> None:
    """Finding 9: "Agent Coulson thwarts (THW 2)" at 1 of 3 hit points killed him. RRG v1.8
    CONSEQUENTIAL DAMAGE: an ally takes it after using its basic power; at 0 hit points it
    is defeated (DEFEATED)."""
    coulson = _card(7, "Agent Coulson", "ally", 1, 3, consequential={"attack": 1, "thwart": 1})
    view = _view([coulson], [])
    assert defeat_warning(view, "ally_thwart:7") == \
        " (defeats Agent Coulson: 1 HP, takes 1 damage)"
    hale = {**coulson, "hp": 3}
    assert defeat_warning(_view([hale], []), "ally_thwart:7") == ""
    free = {**coulson, "consequential": {"attack": 0, "thwart": 0}}
    assert defeat_warning(_view([free], []), "ally_attack:7") == ""
    options = [{"key": "ally_thwart:7", "label": "Agent Coulson thwarts (THW 2)"},
               {"key": "end", "label": "End your turn"}]
    assert [o["label"] for o in shown_options(view, options, NAMES)] == [
        "Agent Coulson thwarts (THW 2) (defeats Agent Coulson: 1 HP, takes 1 damage)",
        "End your turn"]


def test_options_that_read_the_same_say_what_tells_their_cards_apart() -> None:
    """Finding 10: "1 A.I.M. Grunt activates next / 2 A.I.M. Grunt activates next"."""
    hurt = _card(20, "A.I.M. Grunt", "minion", 1, 3, atk=1, sch=1)
    fresh = _card(21, "A.I.M. Grunt", "minion", 3, 3, atk=1, sch=1)
    twin = _card(22, "A.I.M. Grunt", "minion", 3, 3, atk=1, sch=1)
    view = _view([], [hurt, fresh, twin])
    options = [{"key": f"m:{c}", "label": "A.I.M. Grunt activates next"} for c in (20, 21, 22)]
    assert [o["label"] for o in shown_options(view, options, NAMES)] == [
        "A.I.M. Grunt activates next (1/3 HP  ATK 1  SCH 1)",
        "A.I.M. Grunt activates next (3/3 HP  ATK 1  SCH 1) (alike: either)",
        "A.I.M. Grunt activates next (3/3 HP  ATK 1  SCH 1) (alike: either)"]
    one = [options[0]]
    assert shown_options(view, one, NAMES)[0]["label"] == "A.I.M. Grunt activates next"


async def test_the_table_says_seat_names_in_prompts_and_the_log(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)
        advance(controller, "your turn")
        open_champions_table(app, controller)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        assert str(screen.query_one("#decision-prompt").render()) == \
            "Ana: your turn. What do you do?"
        assert screen.query_one(DecisionPanel).keys  # the options are there
        log = screen._log_lines()
        assert "Assault enters play under Ana's control." in log
        assert not any("player 1" in line.lower() for line in log)
