"""Keep Python's full garbage collections short while many players are connected.

Every session's app is a large, long-lived object graph (widgets, styles, caches),
and a full collection scans all of it while every table and every player waits:
several milliseconds per connected session on this project's 2-core machine, so a
50-player server would stall for a quarter of a second or more now and then.
Long-lived objects need no scanning, so a second after a player's table screen has
drawn, everything alive is moved to the collector's permanent generation
(``gc.freeze``) and full collections only look at what was made since. While the
server runs, whatever survives a full collection is frozen too
(:func:`freeze_after_full_collections`; a session in the lobby, so, though not in the
first seconds after a session starts, when most players go on to a table): it is
alive and has lived through every generation, and the next full collection then
scans only what was made since.

The price of freezing: a frozen object that later dies in a reference cycle (an
ended session, a table screen left, a lobby left after a while) is not reclaimed
while it stays frozen, and reclaiming it means lifting the freeze (``gc.unfreeze``)
and one full collection that scans every object of every session: most of a second
or more with 50 sessions, CPython has no partial unfreeze and no incremental full
collection. So that pause is kept for when it is cheap, or nobody is waiting, or it
is needed to bound memory (:func:`reclaim_due`, asked every ``TEND_SECONDS``):

- the heap is small (at most ``SMALL_HEAP`` frozen objects, a session or two): at
  once when a session ends or a screen is left;
- the server is quiet (no key and no new connection for ``QUIET_SECONDS``) and a
  session ended, a screen was left, or the frozen heap grew by ``QUIET_GROWTH``;
- always once the frozen garbage may be a quarter (``GROWTH``, the rule CPython itself
  uses for full collections) of what was alive after the last reclaim
  (:func:`garbage_estimate`: what full collections froze since, and a table screen's
  worth for each session ended or table screen left; a started table screen is
  alive, not garbage): an amortized cost, like the collector's own, that bounds the
  memory held by dead frozen objects to about a quarter of the heap. On a busy
  server with 50 seated players that is one pause every eight or so tables left (four
  two-player games), and it scans the whole heap: about 850,000 objects and 2 s with
  52 sessions on this project's 2-core machine at load average 8 to 10.

What a move leaves frozen and dead is kept small at its source: the served app's
rendered lines no longer reference themselves (``tui/ssh/strip_caches.py``), which
was most of it (about 170 objects a move before, 20 after), and a seated player's
lobby is dropped before the table screen is frozen (``tui/ssh/app.py``).
"""

from __future__ import annotations

import collections
import gc
import statistics
import time
from typing import Any

SMALL_HEAP = 100_000
"""Frozen objects a full collection scans in a few tens of milliseconds (about the
server with a session or two): below it, an ended session is reclaimed at once."""
QUIET_SECONDS = 3.0
"""No key from anybody and no new connection for this long: a pause now keeps nobody
waiting."""
FREEZE_AFTER_SECONDS = 1.0
"""A table screen is frozen this long after its first drawing: by then the lobby it
replaced has been removed, and is collected rather than frozen as garbage."""
QUIET_GROWTH = 0.02
GROWTH = 0.25
TEND_SECONDS = 1.0
LOBBY_GRACE_SECONDS = 5.0
"""After a session starts, full collections freeze nothing for this long: most players
leave the lobby for a table at once, and a lobby frozen then would die frozen."""


class _Heap:
    """What the policy remembers between two reclaims."""

    def __init__(self) -> None:
        self.frozen = 0
        """Objects frozen since the last reclaim plus what was alive then: counted as they
        are frozen, never walked (see :func:`frozen_count`)."""
        self.baseline = 0  # frozen objects just after the last reclaim, plus started screens
        self.ended = 0  # sessions ended and screens left since the last reclaim
        self.tables_gone = 0  # of which sessions ended and table screens left
        self.started: collections.deque[int] = collections.deque(maxlen=20)
        """What the latest table screens froze when they started (objects each)."""
        self.reclaims = 0
        self.grace_until = 0.0  # time.monotonic() until which survivors are not frozen
        self.log: collections.deque[tuple[float, float, int]] = collections.deque(maxlen=100)
        """The latest reclaims: (time.time() at the end, seconds, objects scanned)."""


_heap = _Heap()


def frozen_count() -> int:
    """How many objects the policy froze (since the last reclaim, plus what that reclaim
    left alive). ``gc.get_freeze_count()`` walks the whole frozen list: with 50 seated
    players (about 900,000 objects spread over 200 MB) that one call stalled the loop for
    100 to 400 ms on a loaded 2-core machine. Counting what each freeze adds costs only
    the unfrozen objects. A frozen object freed by its reference count stays counted
    until the next reclaim, so the count can only run ahead of the truth, which brings a
    reclaim earlier, never later: memory stays bounded."""
    return _heap.frozen


def _freeze() -> int:
    """``gc.freeze()``, counting what it moved (every tracked object not yet frozen)."""
    moved = len(gc.get_objects())
    gc.freeze()
    _heap.frozen += moved
    return moved


def freeze_alive() -> None:
    """A player's table screen is up and drawn: stop scanning what is alive now (it is
    large and lives as long as the player sits there). What died just before (the
    lobby it replaced) is collected first, so it is not frozen as garbage."""
    before = _heap.frozen
    gc.collect()
    _freeze()
    frozen = _heap.frozen - before
    _heap.baseline += frozen  # alive, not growth towards a reclaim
    _heap.started.append(frozen)


def session_started() -> None:
    """A session's lobby is up: hold off freezing survivors for a few seconds."""
    _heap.grace_until = time.monotonic() + LOBBY_GRACE_SECONDS


def lobby_left() -> None:
    """A player left the lobby for a table. The lobby is garbage; it is frozen only if it
    lived through a full collection (a player who sat in the lobby for a while), else the
    table screen's freeze collects it first: reclaimed when quiet, not counted as a
    table screen's worth."""
    _gone(table=False)


def table_left() -> None:
    """A player left a table screen for the lobby: a frozen table screen is garbage."""
    _gone(table=True)


def session_ended() -> None:
    """A session ended: its frozen objects are garbage (about a table screen's worth)."""
    _gone(table=True)


def _gone(table: bool) -> None:
    """Count the garbage; reclaim it now if the heap is small (then that is cheap)."""
    _heap.ended += 1
    _heap.tables_gone += table
    if _heap.frozen <= SMALL_HEAP:
        reclaim()


def garbage_estimate() -> int:
    """Frozen objects that may have died since the last reclaim: what full collections
    froze since (whatever survived them, some of it gone since), and for each session
    ended or table screen left what a table screen froze when it started (the median of
    the latest, as the first one also froze the server's own objects)."""
    grown = _heap.frozen - _heap.baseline
    screen = statistics.median_low(_heap.started) if _heap.started else 0
    return max(grown, 0) + _heap.tables_gone * screen


def reclaim_at() -> int:
    """The garbage estimate past which a reclaim is due even on a busy server."""
    return int(_heap.baseline * GROWTH)


def reclaim_due(quiet: bool) -> bool:
    """Whether to reclaim now (see the module docstring); ``quiet``: nobody is typing."""
    if garbage_estimate() > reclaim_at():
        return True
    grown = _heap.frozen > _heap.baseline * (1 + QUIET_GROWTH)
    return quiet and (_heap.ended > 0 or grown)


def reclaim() -> None:
    """Lift the freeze, collect everything once (the one long pause), freeze the survivors."""
    started = time.perf_counter()
    gc.unfreeze()
    scanned = len(gc.get_objects())
    _heap.frozen = 0
    gc.collect()
    _freeze()
    _heap.log.append((time.time(), time.perf_counter() - started, scanned))
    _heap.baseline = _heap.frozen
    _heap.ended = _heap.tables_gone = 0
    _heap.reclaims += 1


def tend(quiet: bool) -> bool:
    """Reclaim if due; True if it did."""
    if reclaim_due(quiet):
        reclaim()
        return True
    return False


def figures() -> dict[str, Any]:
    """For the bench: frozen objects now, the policy's baseline, the reclaims so far."""
    return {"frozen": gc.get_freeze_count(), "counted": _heap.frozen, "baseline": _heap.baseline,
            "garbage_estimate": garbage_estimate(), "reclaims": _heap.reclaims,
            "reclaim_log": list(_heap.log)}


def _freeze_survivors(phase: str, info: dict[str, Any]) -> None:
    if phase == "stop" and info.get("generation") == 2 and time.monotonic() >= _heap.grace_until:
        _freeze()


def freeze_after_full_collections(on: bool = True) -> None:
    """Freeze what survives each full collection from now on (``on=False`` stops it);
    starting counts what is frozen now as the baseline."""
    if _freeze_survivors in gc.callbacks:
        gc.callbacks.remove(_freeze_survivors)
    if on:
        gc.callbacks.append(_freeze_survivors)
        _heap.frozen = _heap.baseline = gc.get_freeze_count()  # once, at start-up
        _heap.ended = _heap.tables_gone = 0
        _heap.started.clear()
        _heap.reclaims = 0
        _heap.grace_until = 0.0
        _heap.log.clear()
