"""Small wording helpers shared by every game and tool, so counts and lists read as English.

Why here: the engine's logs, the organizer tools and the app all print counts
("1 card", "3 plots") and name lists ("Ana and Ben"); one helper keeps them from
drifting into "(1 cards)" or "each of the 0 evidence cards".
"""

from __future__ import annotations

from collections.abc import Sequence


def count_of(count: int, noun: str, plural: str | None = None) -> str:
    """``1 card``, ``0 cards``, ``2 cards``; ``plural`` for nouns that do not just add "s"."""
    if count == 1:
        return f"{count} {noun}"
    return f"{count} {plural if plural is not None else noun + 's'}"


def names_list(names: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C`` (empty for no names)."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
