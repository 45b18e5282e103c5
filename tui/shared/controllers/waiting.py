"""One line that says what a table waits for, for every host (hot-seat, SSH, plot capture).

A game may ask several seats at once and ask outside the seats (issue 21), so "whose
turn" is a list: the people being waited for, the bots that are thinking, and each
question that enters from outside (a campaign's envelope, another group's report).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def waiting_line(seats: Sequence[int], viewer: int, name: Callable[[int], str],
                 is_human: Callable[[int], bool], outside: Sequence[str] = ()) -> str:
    """What the table waits for as ``viewer`` reads it ("" when only for the viewer):
    "Waiting for Ana and Bob. Carl (bot) is playing..." then each outside line."""
    humans = [name(s) for s in seats if s != viewer and is_human(s)]
    bots = [name(s) for s in seats if s != viewer and not is_human(s)]
    parts = []
    if humans:
        parts.append(f"Waiting for {and_list(humans)}.")
    if bots:
        parts.append(f"{and_list(bots)} (bot{'s' if len(bots) > 1 else ''}) "
                     f"{'are' if len(bots) > 1 else 'is'} playing...")
    parts += list(outside)
    return " ".join(parts)


def and_list(names: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
