"""The villain panel's main scheme line says what is true in every phase (issue 29)."""

from __future__ import annotations

from pathlib import Path

from tests.tui.champions_keys import advance, spec
from tui.champions.controllers.controller import ChampionsController
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
