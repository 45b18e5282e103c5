"""Lighter rendered lines for a server that holds dozens of apps: Textual's ``Strip``.

Every line Textual draws is a :class:`textual.strip.Strip`, and each strip carries
seven small result caches (crop, divide, style, ...), each a ``FIFOCache`` object
with its own dict, made when the strip is made, used or not. A served session keeps
about 750 strips alive (its screens' cached lines), so those empty caches were
about 0.7 MB of every session. :func:`install` makes them lazy: a cache is one small
object and gets its dict on the first result it stores; lookups and results are the
same as Textual's (first in, first out, the same sizes).

Two of those caches also put a strip in a reference cycle with itself: cropping a
strip to its own width (``crop_extend``) or dividing it at its own end (``divide``)
returns the strip itself, and Textual stores that result in the strip's own cache.
Such a strip can then only be freed by the cycle collector, and when it has been
frozen (``tui/ssh/heap.py``) not at all until the next reclaim: these self-cycles
were most of what a served game left frozen and dead each move. :func:`install`
answers those two cases before the cache is consulted, so nothing is stored and
reference counting frees the strip as soon as it is dropped.

Patching a library's class is a last resort; it is done here, once, when the server
starts (the local app does not need it), and only with results identical to
Textual's own. ``tests/tui/ssh/test_ssh_strip_caches.py`` checks both effects.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from rich.style import Style
from textual import strip as strip_module
from textual.strip import Strip

_NOTHING: dict[Any, Any] = {}
"""The empty mapping every lazy cache reads until it stores something (never written)."""


class LazyCache:
    """A first-in first-out cache whose dict is made on its first store.

    The parts of ``textual.cache.FIFOCache`` that ``Strip`` uses: ``get``, item
    assignment, ``len``, truth, ``keys`` and ``clear``.
    """

    __slots__ = ("_cache", "_maxsize")

    def __init__(self, maxsize: int) -> None:
        self._maxsize = maxsize
        self._cache: dict[Any, Any] = _NOTHING

    def __bool__(self) -> bool:
        return bool(self._cache)

    def __len__(self) -> int:
        return len(self._cache)

    def keys(self) -> Iterable[Any]:
        return self._cache.keys()

    def clear(self) -> None:
        self._cache = _NOTHING

    def get(self, key: Any, default: Any = None) -> Any:
        return self._cache.get(key, default)

    def set(self, key: Any, value: Any) -> None:
        cache = self._cache
        if cache is _NOTHING:
            cache = self._cache = {}
        elif key not in cache and len(cache) >= self._maxsize:
            del cache[next(iter(cache))]
        cache[key] = value

    __setitem__ = set

    def __iter__(self) -> Iterator[Any]:
        return iter(self._cache)


_textual_crop_extend = Strip.crop_extend
_textual_divide = Strip.divide


def _crop_extend(self: Strip, start: int, end: int, style: Style | None) -> Strip:
    """Textual's ``crop_extend``, except that the strip's own width answers itself
    without being cached in itself (which made a reference cycle)."""
    if start <= 0 and end == self.cell_length:
        return self
    return _textual_crop_extend(self, start, end, style)


def _divide(self: Strip, cuts: Iterable[int]) -> Sequence[Strip]:
    """Textual's ``divide``, except that one cut at the strip's end answers ``[self]``
    without caching it in the strip itself (which made a reference cycle)."""
    cuts = list(cuts)
    cell_length = self.cell_length
    if [cut for cut in cuts if cut <= cell_length] == [cell_length]:
        return [self]
    return _textual_divide(self, cuts)


def install() -> None:
    """Use the lazy caches and the cycle-free answers for every strip made from now on
    (strips made before keep Textual's caches; both kinds work side by side)."""
    strip_module.FIFOCache = LazyCache  # type: ignore[attr-defined, misc]
    Strip.crop_extend = _crop_extend  # type: ignore[method-assign]
    Strip.divide = _divide  # type: ignore[method-assign]


def installed() -> bool:
    """Whether :func:`install` has run in this process."""
    return Strip.divide is _divide  # type: ignore[comparison-overlap]
