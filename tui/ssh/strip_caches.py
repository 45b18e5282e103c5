"""Lighter rendered lines for a server that holds dozens of apps: Textual's ``Strip``.

Every line Textual draws is a :class:`textual.strip.Strip`, and each strip carries
seven small result caches (crop, divide, style, filter, ...), each a ``FIFOCache``
object with its own dict, made when the strip is made, used or not. A served session
keeps about 750 strips alive (its screens' cached lines), so those caches were about
0.7 MB of every session, and over a served game only two of the seven were ever hit
(``divide`` and ``apply_filter``; ``crop``, ``crop_extend``, ``adjust_cell_length``
and ``apply_offsets`` missed every time, ``apply_style`` hit 4 times in 10).
:func:`install` gives every new strip one shared cache that keeps nothing, and a
real ``FIFOCache`` for ``divide`` and ``apply_filter`` when the strip is first
divided or filtered. Results are Textual's own; only the misses are not remembered.

Two of those caches also put a strip in a reference cycle with itself: cropping a
strip to its own width (``crop_extend``) or dividing it at its own end (``divide``)
returns the strip itself, and Textual stores that result in the strip's own cache.
Such a strip can then only be freed by the cycle collector, and when it has been
frozen (``tui/ssh/heap.py``) not at all until the next reclaim: these self-cycles
were most of what a served game left frozen and dead each move (about 170 objects a
move, 20 after). ``crop_extend`` keeps nothing now, and ``divide`` answers that case
before its cache is consulted, so reference counting frees the strip as soon as it
is dropped.

Patching a library's class is a last resort; it is done here, once, when the server
starts (the local app does not need it), and only with results identical to
Textual's own. ``tests/tui/ssh/test_ssh_strip_caches.py`` checks both effects.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from textual import strip as strip_module
from textual.cache import FIFOCache
from textual.color import Color
from textual.filter import LineFilter
from textual.strip import Strip


class NoCache:
    """A cache that keeps nothing: what every strip has until it needs a real one."""

    __slots__ = ()

    def __bool__(self) -> bool:
        return False

    def __len__(self) -> int:
        return 0

    def get(self, key: Any, default: Any = None) -> Any:
        return default

    def set(self, key: Any, value: Any) -> None:
        """Forget it."""

    __setitem__ = set

    def clear(self) -> None:
        """Nothing to clear."""


NO_CACHE = NoCache()


def _no_cache(maxsize: int) -> NoCache:
    """Stands in for ``FIFOCache(maxsize)`` in ``Strip.__init__``."""
    return NO_CACHE


_textual_divide = Strip.divide
_textual_apply_filter = Strip.apply_filter


def _divide(self: Strip, cuts: Iterable[int]) -> Sequence[Strip]:
    """Textual's ``divide``, except that one cut at the strip's end answers ``[self]``
    without caching it in the strip itself (which made a reference cycle)."""
    cuts = list(cuts)
    cell_length = self.cell_length
    if [cut for cut in cuts if cut <= cell_length] == [cell_length]:
        return [self]
    if self._divide_cache is NO_CACHE:
        self._divide_cache = FIFOCache(4)
    return _textual_divide(self, cuts)


def _apply_filter(self: Strip, filter: LineFilter, background: Color) -> Strip:
    """Textual's ``apply_filter``, with its cache made on first use."""
    if self._filter_cache is NO_CACHE:
        self._filter_cache = FIFOCache(4)
    return _textual_apply_filter(self, filter, background)


def install() -> None:
    """Caches made on first use and cycle-free answers for every strip made from now on
    (strips made before keep Textual's caches; both kinds work side by side)."""
    strip_module.FIFOCache = _no_cache  # type: ignore[attr-defined]
    Strip.divide = _divide  # type: ignore[method-assign]
    Strip.apply_filter = _apply_filter  # type: ignore[method-assign]

