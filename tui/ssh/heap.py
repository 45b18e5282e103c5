"""Keep Python's full garbage collections short while many players are connected.

Every session's app is a large, long-lived object graph (widgets, styles, caches),
and a full collection scans all of it while every table and every player waits: about
5 ms per connected session on this project's 2-core machine, so a 50-player server
would stall for a quarter of a second now and then. Long-lived objects need no
scanning, so once a session has drawn its first screen everything alive is moved to
the collector's permanent generation (``gc.freeze``) and full collections only look
at what was made since. When a session ends the freeze is lifted (``gc.unfreeze``) so
that the next full collection can reclaim the ended app's reference cycles; the next
session to start freezes the survivors again.
"""

from __future__ import annotations

import gc


def session_started() -> None:
    """A session is up and drawn: stop scanning what is alive now."""
    gc.freeze()


def session_ended() -> None:
    """A session ended: let the collector reclaim its cycles again."""
    gc.unfreeze()
