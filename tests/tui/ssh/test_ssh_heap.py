"""Long-lived session objects leave the collector's scans; an ended session brings them back."""

from __future__ import annotations

import gc

from tui.ssh import heap


def test_started_sessions_freeze_and_ended_sessions_unfreeze() -> None:
    gc.unfreeze()
    survivor = [object() for _ in range(10)]
    heap.session_started()
    assert gc.get_freeze_count() > 0
    heap.session_ended()
    assert gc.get_freeze_count() == 0
    assert survivor
