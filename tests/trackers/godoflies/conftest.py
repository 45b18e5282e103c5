"""Shared helpers: a fixed clock origin and small events built straight through the store
(on both backends: the ``backend`` and ``event_at`` fixtures of tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from content.epic.god_of_lies import GodOfLiesContent
from trackers.godoflies import event as ev
from trackers.godoflies.rules import default_content
from trackers.godoflies.store import EventStore

T0 = 1_800_000_000.0  # a fixed wall-clock origin: no test reads the real clock


@pytest.fixture
def content() -> GodOfLiesContent:
    return default_content()


def report(state: ev.EventState, kind: str, at: float = T0, seq: int = 0,
           content: GodOfLiesContent | None = None, **data: object) -> ev.EventState:
    """Apply one report to ``state`` (pure): the rules tests' one-liner."""
    return ev.apply(content or default_content(), state, ev.Report(kind, dict(data), at, "t", seq))


def started(players: list[int], **options: object) -> ev.EventState:
    state = ev.new_event(default_content(), players, **options)  # type: ignore[arg-type]
    return report(state, "start", T0, 1)


@pytest.fixture
def make_store(event_at: Callable[..., Path | str]) -> Iterator[Callable[..., EventStore]]:
    """Small events on this test's backend (``backend``: SQLite file or PostgreSQL)."""
    opened: list[EventStore] = []

    def make(players: list[int], start: bool = True, name: str = "event.sqlite3",
             **options: object) -> EventStore:
        state = ev.new_event(default_content(), players, **options)  # type: ignore[arg-type]
        store = EventStore.create(event_at(name), state, "organizer", T0)
        if start:
            store.submit("start", {}, "organizer", T0)
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()
