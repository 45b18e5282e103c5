"""Undo refusals name the move and what it revealed (issue 29, finding 14).

Before, every refusal read "there is nothing you can undo now (your last move revealed a
card, or it is not yours)". The rule is ARCHITECTURE.md section 2: a player takes back
their own last move alone only while it revealed nothing and the decision is still
theirs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.champions.core.commands import Choose
from engine.core import HelicarrierError
from tests.tui.champions_keys import advance, spec
from tui.champions.controllers.controller import ChampionsController


def _mulligan(tmp_path: Path) -> ChampionsController:
    controller = ChampionsController.new(spec(seed=1), tmp_path)
    advance(controller, "Mulligan")
    return controller


def test_someone_elses_move_is_named(tmp_path: Path) -> None:
    controller = _mulligan(tmp_path)
    with pytest.raises(HelicarrierError) as refused:
        controller.undo(0)
    assert str(refused.value) == ("The last move is Bot 2's (A.I.M. Commando), not yours: "
                                  "only your own last move can be taken back.")


def test_a_move_that_revealed_cards_names_the_move_and_the_cards(tmp_path: Path) -> None:
    """The mulligan draws Covert Surveillance and shows the discarded Intelligence to
    Bot 2 (RRG Appendix II step 15: mulliganed cards are discarded, then drawn for)."""
    controller = _mulligan(tmp_path)
    controller.apply(Choose(0, "mark:389"))
    assert controller.why_no_undo(0) == ""  # a mark reveals nothing: it can be undone
    controller.apply(Choose(0, "done"))
    assert controller.why_no_undo(0) == (
        "Your last move (Mulligan the marked card and draw 1) revealed Covert Surveillance "
        "and Intelligence: it stands, since you have seen what it showed.")


def test_a_table_with_no_move_yet_says_so(tmp_path: Path) -> None:
    fresh = ChampionsController.new(spec(seed=1), tmp_path)
    assert fresh.why_no_undo(0).startswith("Nothing to undo: no move has been made")
