"""The bots' named speeds that ``+``/``-`` step through at every local table."""

from __future__ import annotations

from tui.shared.controllers.bot_speeds import SPEEDS, speed_label, stepped_delay


def test_a_step_moves_one_named_speed_and_stops_at_either_end() -> None:
    delays = [seconds for _, seconds in SPEEDS]
    assert stepped_delay(0.6, 1) == 0.25  # normal -> fast
    assert stepped_delay(0.6, -1) == 1.2  # normal -> slow
    assert stepped_delay(delays[0], 1) == delays[0]  # instant stays instant
    assert stepped_delay(delays[-1], -1) == delays[-1]  # very slow stays very slow


def test_a_delay_between_speeds_steps_from_the_nearest_one() -> None:
    assert speed_label(0.5) == "normal"
    assert stepped_delay(0.5, 1) == 0.25
    assert stepped_delay(0.5, -1) == 1.2
