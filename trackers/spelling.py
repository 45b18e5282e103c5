"""What a person probably meant by a name they mistyped ("Mony": did you mean "Money"?).

One place for every "did you mean": typed evidence cards (``mole``), and the root CLI's
unknown commands. Close spellings come from difflib (any case), as typer's own command
suggestions do.
"""

from __future__ import annotations

from collections.abc import Iterable

CUTOFF = 0.6
"""difflib's similarity from which a name counts as meant (its default, typer's too)."""


def meant(typed: str, names: Iterable[str], limit: int = 3) -> list[str]:
    """The names closest to ``typed`` (any case), best first; [] when none is close."""
    from difflib import get_close_matches  # only once something was mistyped

    by_fold = {name.casefold(): name for name in names}
    found = get_close_matches(typed.strip().casefold(), list(by_fold), n=limit, cutoff=CUTOFF)
    return [by_fold[name] for name in found]


def did_you_mean(typed: str, names: Iterable[str]) -> str:
    """``; did you mean "Money"?`` (or ``"A" or "B"``) for an error line; "" when no name
    is close."""
    found = meant(typed, names)
    if not found:
        return ""
    return "; did you mean " + " or ".join(f'"{name}"' for name in found) + "?"
