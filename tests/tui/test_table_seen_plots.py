"""What the table says about plots a seat saw with Computers."""

from __future__ import annotations

from tui.plotcapture.screens.table import PlotCaptureTableScreen


def test_plots_seen_with_computers_drop_out_once_revealed_or_captured() -> None:
    """COMPUTERS: "look at the next 5 cards in the PLOT deck". After a capture refills the
    row from the top, the plots now face up (or captured) are no longer "next"."""
    screen = PlotCaptureTableScreen()
    screen.view = {
        "revealed_plots": [{"title": "Obelisk"}, {"title": "Raina"}],
        "seats": [{"captured": [{"title": "Garrett"}]}, {"captured": []}],
    }
    seen = ["Obelisk", "Whitehall", "Garrett", "Deathlok"]
    assert screen._still_in_deck(seen) == ["Whitehall", "Deathlok"]
