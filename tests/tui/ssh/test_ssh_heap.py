"""The heap policy (``tui/ssh/heap.py``): long-lived objects leave the collector's scans,
and what dies frozen is reclaimed only when that is cheap, quiet or needed."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from tui.ssh import heap


class Node:
    """An object in a reference cycle with itself, so only the collector can free it."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def policy() -> Iterator[None]:
    gc.unfreeze()
    heap.freeze_after_full_collections()
    heap.reclaim()  # everything alive now is frozen: the baseline
    yield
    heap.freeze_after_full_collections(False)
    gc.unfreeze()


def frozen_dead_nodes(count: int) -> list[weakref.ref[Node]]:
    """``count`` nodes frozen while alive, then dropped: garbage only a reclaim frees."""
    nodes = [Node() for _ in range(count)]
    refs = [weakref.ref(node) for node in nodes]
    gc.collect()
    del nodes
    return refs


def test_what_survives_a_full_collection_is_frozen_while_the_server_runs(policy: None) -> None:
    frozen = gc.get_freeze_count()
    survivors = [[n] for n in range(1000)]  # tracked containers, alive
    gc.collect()
    assert gc.get_freeze_count() >= frozen + len(survivors)
    assert not any(item is survivors[0] for item in gc.get_objects())
    now = gc.get_freeze_count()
    gc.collect(0)  # only full collections freeze
    assert gc.get_freeze_count() == now


def test_full_collections_never_lift_the_freeze_by_themselves(policy: None) -> None:
    """A periodic unfreeze made the next full collection scan every session at once."""
    refs = frozen_dead_nodes(100)
    for _ in range(30):
        gc.collect()
    assert gc.get_freeze_count() > 0
    assert all(ref() is not None for ref in refs)  # still frozen: no scan of the whole heap


def test_a_busy_server_reclaims_once_the_frozen_heap_grew_by_a_quarter(policy: None) -> None:
    refs = frozen_dead_nodes(100)
    assert not heap.reclaim_due(quiet=False)
    grown = [[n] for n in range(int(gc.get_freeze_count() * heap.GROWTH) + 1000)]
    gc.collect()  # the survivors are frozen: growth
    assert heap.tend(quiet=False)
    assert all(ref() is None for ref in refs)
    assert not heap.reclaim_due(quiet=False)  # the survivors are the new baseline
    assert grown


def test_what_started_sessions_froze_alive_is_not_growth(policy: None) -> None:
    screens = [[n] for n in range(int(gc.get_freeze_count() * heap.GROWTH) + 1000)]
    heap.freeze_alive()  # a session drew its first screen
    assert not heap.reclaim_due(quiet=False)
    assert screens


def test_an_ended_session_on_a_big_heap_waits_for_a_quiet_moment(
        policy: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heap, "SMALL_HEAP", 0)
    refs = frozen_dead_nodes(100)
    heap.session_ended()
    assert all(ref() is not None for ref in refs)
    assert not heap.tend(quiet=False)
    assert heap.tend(quiet=True)
    assert all(ref() is None for ref in refs)
    assert not heap.reclaim_due(quiet=True)  # nothing ended since


def test_an_ended_session_on_a_small_heap_is_reclaimed_at_once(
        policy: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heap, "SMALL_HEAP", gc.get_freeze_count() + 10_000)
    refs = frozen_dead_nodes(100)
    reclaims = heap.figures()["reclaims"]
    heap.session_ended()
    assert all(ref() is None for ref in refs)
    assert heap.figures()["reclaims"] == reclaims + 1


def test_table_screens_left_on_a_busy_server_count_towards_a_reclaim(
        policy: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a quiet moment, left table screens must still be reclaimed once they may
    be a quarter of the heap (each counted as large as a started table screen); a lobby
    left waits for a quiet moment."""
    monkeypatch.setattr(heap, "SMALL_HEAP", 0)
    screen = [[n] for n in range(int(gc.get_freeze_count() * heap.GROWTH * 0.8))]
    heap.freeze_alive()  # a table screen started (a fifth of the heap): alive
    refs = frozen_dead_nodes(100)
    del screen
    heap.table_left()
    assert not heap.reclaim_due(quiet=False)  # a fifth of the heap may be dead: not yet
    for _ in range(5):
        heap.lobby_left()
    assert not heap.reclaim_due(quiet=False)
    heap.table_left()
    assert heap.tend(quiet=False)
    assert all(ref() is None for ref in refs)


def test_survivors_are_not_frozen_in_the_first_seconds_of_a_session(policy: None) -> None:
    """A lobby frozen just before its player goes to a table would die frozen."""
    heap.session_started()
    lobby = [[n] for n in range(1000)]
    gc.collect()
    assert any(item is lobby[0] for item in gc.get_objects())  # still scanned, not frozen
    heap._heap.grace_until = 0.0  # the grace is over
    gc.collect()
    assert not any(item is lobby[0] for item in gc.get_objects())


def test_the_policy_never_walks_the_frozen_heap_while_serving(
        policy: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """``gc.get_freeze_count()`` walks every frozen object: with 50 seated players each call
    stalled the loop 100-400 ms, and the policy asked it every second. The policy counts
    what it freezes instead, and the count never runs behind the truth."""
    truth = gc.get_freeze_count
    refs = frozen_dead_nodes(100)

    def walked() -> int:
        raise AssertionError("the frozen heap was walked")

    monkeypatch.setattr(gc, "get_freeze_count", walked)
    survivors = [[n] for n in range(1000)]
    gc.collect()  # survivors of a full collection are frozen and counted
    heap.freeze_alive()
    heap.lobby_left()
    heap.table_left()
    heap.tend(quiet=True)  # quiet, with a table screen left: a reclaim
    assert all(ref() is None for ref in refs)
    assert heap.frozen_count() >= truth() >= len(survivors)
    counted = heap.frozen_count()
    more = [[n] for n in range(500)]
    gc.collect()
    assert heap.frozen_count() >= counted + len(more)
    assert heap.frozen_count() >= truth()
