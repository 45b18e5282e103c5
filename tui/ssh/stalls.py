"""How long the server's one event loop was kept from running: the longest stall.

Every player's screen, every table and every key press share one loop, so the
longest time it could not run is the longest any player waited for nothing. A
watch task asks to wake every ``TICK`` seconds and records how late it woke (a
draw, a replay, or a full garbage collection all show up); the collector's own
pauses are timed too, through ``gc.callbacks``, so a report can say which part was
the collector. The frozen heap's size is sampled every second and the heap policy's
reclaims are listed (``tui/ssh/heap.py``), so a bench can tell whether the frozen
heap grows over a run and whether a reclaim paused it.

``scripts/bench ssh`` switches the watch on in the server it starts, by naming a
report file in the environment variable ``HELICARRIER_STALL_REPORT``; the server
writes the figures there (JSON) when it stops. Without the variable nothing runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import os
import time
from pathlib import Path
from typing import Any

from tui.ssh import heap

REPORT_ENV = "HELICARRIER_STALL_REPORT"
TICK = 0.005
NOTED = 0.010
"""Stalls at least this long are listed with their wall-clock time, so a bench can
take the longest within the stretch it measured."""


class StallWatch:
    """Measures the loop's longest stall and the collector's longest pause."""

    def __init__(self, report: Path) -> None:
        self.report = report
        self.longest_stall = 0.0
        self.longest_gc = 0.0
        self.full_collections = 0
        self.stalls: list[tuple[float, float]] = []  # (time.time() at its end, seconds)
        self.collections: list[tuple[float, float]] = []  # the same for collections
        self.frozen: list[tuple[float, int]] = []  # (time.time(), frozen objects) each second
        self.garbage: list[tuple[float, int, int]] = []
        """Each second: (time.time(), frozen garbage estimate, the estimate's reclaim point)."""
        self._gc_started = 0.0
        self._task: asyncio.Task[None] | None = None

    @classmethod
    def from_environment(cls) -> StallWatch | None:
        path = os.environ.get(REPORT_ENV, "")
        return cls(Path(path)) if path else None

    def start(self) -> None:
        gc.callbacks.append(self._on_gc)
        self._task = asyncio.create_task(self._watch(), name="stall-watch")

    async def _watch(self) -> None:
        loop = asyncio.get_running_loop()
        sampled = 0.0
        while True:
            asked = loop.time()
            await asyncio.sleep(TICK)
            late = loop.time() - asked - TICK
            self.longest_stall = max(self.longest_stall, late)
            if late >= NOTED:
                self.stalls.append((time.time(), late))
            if loop.time() - sampled >= 1.0:
                sampled = loop.time()
                self.frozen.append((time.time(), heap.frozen_count()))
                self.garbage.append((time.time(), heap.garbage_estimate(), heap.reclaim_at()))

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
            return
        took = time.perf_counter() - self._gc_started
        self.longest_gc = max(self.longest_gc, took)
        if took >= NOTED:
            self.collections.append((time.time(), took))
        if info.get("generation") == 2:
            self.full_collections += 1

    async def stop(self) -> None:
        """Stop watching and write the report."""
        if self._on_gc in gc.callbacks:
            gc.callbacks.remove(self._on_gc)
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        self.report.write_text(json.dumps(self.figures()), encoding="utf-8")

    def figures(self) -> dict[str, Any]:
        return {"longest_stall_ms": round(self.longest_stall * 1000, 1),
                "longest_gc_ms": round(self.longest_gc * 1000, 1),
                "full_collections": self.full_collections,
                "stalls": self.stalls, "collections": self.collections,
                "frozen": self.frozen, "garbage": self.garbage, "heap": heap.figures()}
