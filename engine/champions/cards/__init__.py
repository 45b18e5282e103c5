"""Card hooks, one module per pack, for what the card language cannot say (issue 13).

Card data names a hook with ``{ hook = "name" }``; write it in a module of this package
named for its pack, register it with
:func:`engine.champions.language.hooks.typed_hook`, and list the module in
:data:`PACK_MODULES`. Every face of our content is card data today, so no pack module is
needed; the mechanism stays for a card the language truly cannot say (issue 13: at most a
handful). Scenario scripts register their card effects the same way
(:mod:`engine.champions.scenarios`); the game loads both before it starts.
"""

from __future__ import annotations

import importlib

PACK_MODULES: tuple[str, ...] = ()  # modules of this package, one per pack needing hooks


def load_all() -> None:
    """Import every pack's hook module (idempotent)."""
    for name in PACK_MODULES:
        importlib.import_module(f"{__name__}.{name}")
