"""The villain panel's main scheme line says what is true in every phase (issue 29)."""

from __future__ import annotations

from pathlib import Path

from tests.tui.champions_keys import advance, spec
from tui.champions.controllers.controller import ChampionsController
from tui.champions.widgets.card_format import villain_phase_forecast
from tui.champions.widgets.villain_panel import villain_text


def test_during_setup_the_main_scheme_says_its_threat_is_not_set_yet() -> None:
    """Issue 29: during setup the panel read "0/0 threat +0/round". The main scheme is
    still on side 1A, which has no threat values (RRG Appendix II, setup step 12: its
    Setup abilities resolve, then it flips to 1B), so the panel says so instead."""
    controller = ChampionsController.new(spec(seed=1), Path("/nonexistent"))
    text = villain_text(controller.view(0), wide=False)
    assert "Main: The Widow's Web  setup side: its threat starts when it flips" in text
    assert "0/0" not in text and "+0/round" not in text


def test_after_setup_the_main_scheme_shows_its_threat_target_and_pace() -> None:
    controller = ChampionsController.new(spec(seed=1), Path("/nonexistent"))
    advance(controller, "your turn")
    assert "Main: The Widow's Web  4/20 threat  +3/round" in villain_text(
        controller.view(0), wide=False)


def test_at_80x24_main_and_side_schemes_share_a_line_when_they_fit() -> None:
    controller = ChampionsController.new(spec(seed=1), Path("/nonexistent"))
    setup = villain_text(controller.view(0), wide=False).splitlines()
    assert setup[1].startswith("Main: The Widow's Web  setup side")  # too long for one
    assert setup[2] == "Side schemes: 0 (0 threat)"
    advance(controller, "your turn")
    lines = villain_text(controller.view(0), wide=False).splitlines()
    assert lines[1] == ("Main: The Widow's Web  4/20 threat  +3/round    "
                        "Side schemes: 0 (0 threat)")
    wide = villain_text(controller.view(0), wide=True).splitlines()
    assert wide[1:3] == ["Main: The Widow's Web  4/20 threat  +3/round",
                         "Side schemes: 0 (0 threat)"]


def _view(forms: list[str], engaged: list[list[dict[str, object]]],
          villain: dict[str, object] | None = None) -> dict[str, object]:
    main = {"name": "The Widow's Web", "target": 20, "threat_per_round": 2,
            "counters": {"threat": 4}}
    players = [{"seat": s, "form": form, "eliminated": False, "engaged": engaged[s]}
               for s, form in enumerate(forms)]
    return {"seat": 0, "main_scheme": main, "players": players,
            "villain": villain or {"name": "Black Widow", "sch": 2}}


def test_the_forecast_counts_acceleration_and_each_scheme_against_alter_egos() -> None:
    """Issue 29, finding 4 (both heroes in alter-ego, the scheme went from 4 to 20 in one
    villain phase; the table said only "+2/round"). RRG v1.8 VILLAIN PHASE: step 1 places
    the scheme's threat per round (acceleration); in step 2 the villain and then each
    engaged minion activate against each player: they scheme against a player in
    alter-ego form and attack a hero; a boost card is flipped for the villain. CONFUSED: a
    confused enemy does not scheme."""
    grunt = {"name": "A.I.M. Grunt", "sch": 1}
    commando = {"name": "A.I.M. Commando", "sch": 2, "confused": 1}
    view = _view(["alter_ego", "alter_ego"], [[grunt], [grunt, commando]])
    assert villain_phase_forecast(view, ["Ana", "Bob"]) == (
        "Next villain phase: +8+? threat (2/round, villain 4, minions 2, 2 boosts +?)")
    assert villain_phase_forecast(view, ["Ana", "Bob"], detailed=True) == (
        "Next villain phase: +8+? threat (2/round, Black Widow SCH 2 vs Ana, A.I.M. Grunt "
        "SCH 1 vs Ana, Black Widow SCH 2 vs Bob, A.I.M. Grunt SCH 1 vs Bob, 2 boost cards +?)")
    heroes = _view(["hero", "alter_ego"], [[grunt], []])
    assert villain_phase_forecast(heroes, ["Ana", "Bob"]) == (
        "Next villain phase: +4+? threat (2/round, villain 2, 1 boost +?)")
    attacked = _view(["hero", "hero"], [[grunt], [grunt]])
    assert villain_phase_forecast(attacked, ["Ana", "Bob"]) == (
        "Next villain phase: +2 threat (2/round)")


def test_the_table_shows_the_forecast_under_the_schemes() -> None:
    controller = ChampionsController.new(spec(seed=1), Path("/nonexistent"))
    assert "Next villain phase" not in villain_text(controller.view(0), wide=False)  # setup
    advance(controller, "your turn")
    lines = villain_text(controller.view(0), wide=False, names=["Ana", "Bot 2"]).splitlines()
    assert lines[2] == ("Next villain phase: +8+? threat (3/round, villain 4, minions 1, "
                        "2 boosts +?)")
