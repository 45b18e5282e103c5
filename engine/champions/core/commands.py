"""Commands of a Marvel Champions game.

``Choose`` answers the open decision by an option key. The ``Manual*``
commands are the manual escape: any seat may send them while a decision is
open, so a scripting gap never freezes a game; they are logged and replayable
like any other command, and undone the same way (replay a prefix).
"""

from __future__ import annotations

import dataclasses

from engine.core import Command, Event


@dataclasses.dataclass(frozen=True)
class Choose(Command):
    """Pick the option ``key`` of the open decision (``label`` is for people only, so two
    picks of one key are equal whatever their labels: an option's label may change while
    its question is open, "Keep this hand" becoming "Mulligan the marked card ...", and a
    pick sent with the label its sender saw is still that pick)."""

    kind = "champions.choose"
    key: str = ""
    label: str = dataclasses.field(default="", compare=False)


@dataclasses.dataclass(frozen=True)
class ManualMove(Command):
    """Move a card to a zone by hand (``top`` puts it on top of a deck)."""

    kind = "champions.manual_move"
    card: int = 0
    zone: str = ""
    top: bool = False


@dataclasses.dataclass(frozen=True)
class ManualCounter(Command):
    """Set a counter (damage, threat, all-purpose, ...) on a card to ``value``."""

    kind = "champions.manual_counter"
    card: int = 0
    counter: str = ""
    value: int = 0


@dataclasses.dataclass(frozen=True)
class ManualFlip(Command):
    """Flip a double-sided card (identity, suit form, main scheme) by hand."""

    kind = "champions.manual_flip"
    card: int = 0


@dataclasses.dataclass(frozen=True)
class ManualStatus(Command):
    """Set the number of stunned/confused/tough status cards on a character."""

    kind = "champions.manual_status"
    card: int = 0
    status: str = ""
    value: int = 0


@dataclasses.dataclass(frozen=True)
class ManualExhaust(Command):
    """Exhaust (``exhausted=True``) or ready a card by hand."""

    kind = "champions.manual_exhaust"
    card: int = 0
    exhausted: bool = True


@dataclasses.dataclass(frozen=True)
class ManualDone(Command):
    """Mark the open "resolve this text by hand" step as done."""

    kind = "champions.manual_done"


MANUAL_COMMANDS = (ManualMove, ManualCounter, ManualFlip, ManualStatus, ManualExhaust,
                   ManualDone)


@dataclasses.dataclass(frozen=True)
class Logged(Event):
    """One line of the game log."""

    kind = "champions.logged"
