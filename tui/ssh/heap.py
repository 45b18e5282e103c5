"""Keep Python's full garbage collections short while many players are connected.

Every session's app is a large, long-lived object graph (widgets, styles, caches),
and a full collection scans all of it while every table and every player waits: about
5 ms per connected session on this project's 2-core machine, so a 50-player server
would stall for a quarter of a second now and then. Long-lived objects need no
scanning, so once a session has drawn its first screen everything alive is moved to
the collector's permanent generation (``gc.freeze``) and full collections only look
at what was made since. A table screen is as large and as long-lived (two players
opening a table left over 100,000 unfrozen objects, and the full collections that
scanned them paused every session for 60-90 ms a few times a game), so it is frozen
the same way once it has drawn. While the server runs, whatever survives a full
collection is frozen too (:func:`freeze_after_full_collections`): it is alive and
has lived through every generation, and the next full collection then scans only
what was made since, instead of every move's survivors again and again.

The price of freezing: a frozen object that later dies in a reference cycle (a
screen closed since, a cached strip evicted since) is not reclaimed while it stays
frozen; a served game leaves about 600 such objects per move. So the freeze is
lifted (``gc.unfreeze``) when a session ends, and also after every
``UNFREEZE_EVERY`` full collections: the next full collection then scans and
reclaims everything once (one long pause, as after a session end) and freezing
starts again. The next session or table to start freezes the survivors again too.
"""

from __future__ import annotations

import gc
from typing import Any


def freeze_alive() -> None:
    """A session's first screen, or a player's table screen, is up and drawn: stop
    scanning what is alive now (both are large and live as long as the session)."""
    gc.freeze()


def session_ended() -> None:
    """A session ended: let the collector reclaim its cycles again."""
    gc.unfreeze()


UNFREEZE_EVERY = 10
"""Full collections between two unfreezes (each reclaims the frozen objects that died)."""

_full_collections = 0


def _freeze_survivors(phase: str, info: dict[str, Any]) -> None:
    global _full_collections
    if phase != "stop" or info.get("generation") != 2:
        return
    _full_collections += 1
    if _full_collections % UNFREEZE_EVERY:
        gc.freeze()
    else:
        gc.unfreeze()  # the next full collection reclaims what died while frozen


def freeze_after_full_collections(on: bool = True) -> None:
    """Freeze what survives each full collection from now on (``on=False`` stops it)."""
    global _full_collections
    _full_collections = 0
    if _freeze_survivors in gc.callbacks:
        gc.callbacks.remove(_freeze_survivors)
    if on:
        gc.callbacks.append(_freeze_survivors)
