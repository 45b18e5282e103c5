"""The server's stall watch (``tui/ssh/stalls.py``), used by ``scripts/bench ssh``."""

from __future__ import annotations

import asyncio
import gc
import json
import time
from pathlib import Path

from tui.ssh.stalls import NOTED, StallWatch


async def test_a_blocked_loop_and_a_collection_are_in_the_report(tmp_path: Path) -> None:
    watch = StallWatch(tmp_path / "stalls.json")
    watch.start()
    await asyncio.sleep(0.02)  # the watch is waiting for its next tick
    time.sleep(0.05)  # something holds the loop (a lower bound, not a time limit)
    await asyncio.sleep(0.02)
    gc.collect()
    await watch.stop()
    report = json.loads((tmp_path / "stalls.json").read_text())
    assert report["longest_stall_ms"] >= 40
    assert report["stalls"] and all(seconds >= NOTED for _, seconds in report["stalls"])
    assert report["full_collections"] >= 1
    assert watch._on_gc not in gc.callbacks  # stopped: nothing left behind


def test_without_the_environment_variable_there_is_no_watch(monkeypatch: object) -> None:
    monkeypatch.delenv("HELICARRIER_STALL_REPORT", raising=False)  # type: ignore[attr-defined]
    assert StallWatch.from_environment() is None
