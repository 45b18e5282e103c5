"""Many terminals reporting at once: the line Loki crosses is announced by one report only."""

from __future__ import annotations

import multiprocessing
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier

from typer.testing import CliRunner

from trackers.godoflies import event as ev
from trackers.godoflies.rules import default_content
from trackers.godoflies.store import EventStore
from tui.cli import app

from .conftest import T0

REPORTERS = 12
HALF = "ANNOUNCE Loki, God of Lies: half left"


def _report(event: str, group: int, barrier: Barrier, out: Queue) -> None:
    """One reporter's terminal: ``loki damage GROUP 5``, started with the others."""
    runner = CliRunner()
    barrier.wait()
    result = runner.invoke(app, ["loki", "damage", str(group), "5", "--event", event])
    out.put((result.exit_code, result.output))


def test_one_report_announces_a_line_crossed_by_many_at_once(event_at) -> None:
    """Tracking Damage on Loki: the organizer announces half of Loki's hit points once.
    12 groups report 5 damage at the same moment, Loki 1 short of half: exactly one of
    them crossed the line, and only its output says so (on both backends)."""
    content = default_content()
    path = event_at()
    state = ev.new_event(content, [4] * REPORTERS, pods=3)  # 48 players: 960 hp, half 480
    with EventStore.create(path, state, "org", T0) as store:
        store.submit("start", {}, "org", T0)
        for n in range(1, 10):  # 9 x 53 + 2 = 479 damage: 481 hp left, one short of half
            store.submit("damage", {"group": n, "amount": 53 if n < 9 else 55}, "org", T0)
        assert store.state().loki_hp(content) == 481
    context = multiprocessing.get_context("fork")
    barrier = context.Barrier(REPORTERS)
    results: Queue = context.Queue()
    reporters = [context.Process(target=_report, args=(str(path), g, barrier, results))
                 for g in range(1, REPORTERS + 1)]
    for reporter in reporters:
        reporter.start()
    finished = [results.get(timeout=120) for _ in reporters]
    for reporter in reporters:
        reporter.join()
    assert [code for code, _ in finished] == [0] * REPORTERS, finished
    outputs = [text for _, text in finished]
    assert sum(out.count(HALF) for out in outputs) == 1
    crossing = [out for out in outputs if HALF in out]
    assert "Loki, God of Lies 476/960 hp" in crossing[0]  # the first report past 480
    with EventStore.open(path) as store:
        assert store.state().loki_hp(content) == 481 - 5 * REPORTERS


def test_the_state_before_is_read_inside_the_report_transaction(event_at) -> None:
    """Deterministic half of the above: a report committed by another connection after
    this one last looked is part of the ``before`` its own submit returns."""
    content = default_content()
    path = event_at()
    with EventStore.create(path, ev.new_event(content, [4, 4]), "org", T0) as store:
        store.submit("start", {}, "org", T0)
        assert store.state().loki_damage == 0  # what this terminal saw last
        with EventStore.open(path) as other:
            other.submit("damage", {"group": 2, "amount": 80}, "bob", T0 + 1)
        mine = store.submit("damage", {"group": 1, "amount": 5}, "ann", T0 + 2)
        assert mine.before.loki_damage == 80 and mine.state.loki_damage == 85
