"""Long-lived session objects leave the collector's scans; an ended session brings them back."""

from __future__ import annotations

import gc
import weakref

from tui.ssh import heap


def test_started_sessions_freeze_and_ended_sessions_unfreeze() -> None:
    gc.unfreeze()
    survivor = [object() for _ in range(10)]
    heap.freeze_alive()
    assert gc.get_freeze_count() > 0
    heap.session_ended()
    assert gc.get_freeze_count() == 0
    assert survivor


def test_what_survives_a_full_collection_is_frozen_while_the_server_runs() -> None:
    gc.unfreeze()
    heap.freeze_after_full_collections()
    try:
        survivors = [[n] for n in range(1000)]  # tracked containers, alive
        gc.collect()
        frozen = gc.get_freeze_count()
        assert frozen >= len(survivors)
        assert not any(item is survivors[0] for item in gc.get_objects())
        gc.collect(0)  # only full collections freeze
        assert gc.get_freeze_count() == frozen
    finally:
        heap.freeze_after_full_collections(False)
        gc.unfreeze()
    gc.collect()
    assert gc.get_freeze_count() == 0  # stopped: nothing frozen any more


class Node:
    """An object in a reference cycle with itself, so only the collector can free it."""

    def __init__(self) -> None:
        self.me = self


def test_the_freeze_is_lifted_every_few_full_collections_so_dead_cycles_are_reclaimed() -> None:
    gc.unfreeze()
    heap.freeze_after_full_collections()
    try:
        nodes = [Node() for _ in range(100)]
        refs = [weakref.ref(node) for node in nodes]
        gc.collect()
        assert gc.get_freeze_count() > 0  # the nodes were frozen alive
        del nodes  # now they die while frozen
        for _ in range(heap.UNFREEZE_EVERY + 1):
            gc.collect()
        assert all(ref() is None for ref in refs)
    finally:
        heap.freeze_after_full_collections(False)
        gc.unfreeze()
