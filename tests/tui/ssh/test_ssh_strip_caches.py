"""The served app's rendered lines (``tui/ssh/strip_caches.py``): no strip in a cycle with
itself, empty caches cost no dict, and every result is Textual's own."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

from rich.segment import Segment
from rich.style import Style
from textual import strip as strip_module
from textual.cache import FIFOCache
from textual.color import Color
from textual.filter import DimFilter
from textual.strip import Strip

from tui.ssh import strip_caches

LINES = [
    [Segment("hello ", Style(bold=True)), Segment("world")],
    [Segment("x" * 12, Style(color="red")), Segment(" ", None), Segment("yz")],
]


@contextlib.contextmanager
def strips(ours: bool) -> Iterator[None]:
    """Strips as this server makes them (``ours``) or as Textual alone does, for a while."""
    saved = strip_module.FIFOCache, Strip.divide, Strip.apply_filter  # type: ignore[attr-defined]
    if ours:
        strip_caches.install()
    else:
        strip_module.FIFOCache = FIFOCache  # type: ignore[attr-defined]
        Strip.divide = strip_caches._textual_divide  # type: ignore[method-assign]
        Strip.apply_filter = strip_caches._textual_apply_filter  # type: ignore[method-assign]
    try:
        yield
    finally:
        strip_module.FIFOCache, Strip.divide, Strip.apply_filter = saved  # type: ignore[attr-defined, method-assign, misc]


def results(segments: list[Segment]) -> list[object]:
    """What a strip answers to the calls a render makes, twice (the second from cache)."""
    strip = Strip(segments)
    width = strip.cell_length
    out: list[object] = []
    for _ in range(2):
        out += [list(strip.crop_extend(0, width, None)),
                list(strip.crop_extend(2, width + 3, None)),
                list(strip.crop_extend(0, width - 1, None)),
                [list(s) for s in strip.divide([width])],
                [list(s) for s in strip.divide([3, width])],
                list(strip.crop(1, 4)), list(strip.apply_style(Style(italic=True))),
                list(strip.adjust_cell_length(width + 2)), list(strip.apply_offsets(1, 2)),
                list(strip.apply_filter(DimFilter(), Color(0, 0, 0)))]
    return out


def cycles_left(segments: list[Segment]) -> list[Strip]:
    """The strips the cycle collector had to free after the usual calls on one strip."""
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        strip = Strip(segments)
        width = strip.cell_length
        strip.crop_extend(0, width, None)
        strip.divide([width])
        strip.divide([width + 5])
        del strip
        gc.collect()
        return [thing for thing in gc.garbage if isinstance(thing, Strip)]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def test_textual_alone_leaves_strips_in_cycles_with_themselves() -> None:
    """What the patch is for (if Textual stops doing this, the patch can go)."""
    with strips(ours=False):
        assert cycles_left(LINES[0])


def test_patched_strips_are_freed_without_the_cycle_collector() -> None:
    with strips(ours=True):
        for segments in LINES:
            assert cycles_left(segments) == []


def test_patched_strips_answer_as_textual_does() -> None:
    with strips(ours=True):
        ours = [results(segments) for segments in LINES]
    with strips(ours=False):
        theirs = [results(segments) for segments in LINES]
    assert ours == theirs


def test_an_unused_strip_makes_no_caches() -> None:
    with strips(ours=True):
        strip = Strip(LINES[0])
        caches = [getattr(strip, slot) for slot in Strip.__slots__
                  if slot.endswith("_cache") and slot != "_render_cache"]
        assert len(caches) == 7
        assert all(cache is strip_caches.NO_CACHE for cache in caches)  # one shared, empty
        strip.crop(1, 3)
        strip.divide([2, 4])
        assert strip._crop_cache is strip_caches.NO_CACHE  # never hit in a served game
        assert isinstance(strip._divide_cache, FIFOCache) and len(strip._divide_cache) == 1
