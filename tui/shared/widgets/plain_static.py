"""A Static for engine text: shown as written, never read as Textual markup.

Engine and card text holds square brackets of its own (``Nick Fury (hero) ...
[exhausted]``, resource letters ``[E]``); read as markup, ``[exhausted]`` was taken
for a style and vanished from the screen, and each draw asked Textual to look up
the unknown colour "exhausted" and suggest a close name.
"""

from __future__ import annotations

from textual.widgets import Static


class PlainStatic(Static):
    """``Static(markup=False)`` as a base class, so a panel cannot forget it."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(markup=False, id=id, classes=classes)
