"""Typed steps of player attacks and thwarts (RRG: ATTACK, THWART), run in ``combat``.

Their fields are the attack's progress (``at``), what it is against, what answered it
(``bonus``, ``prevent``, ``notes``, ``after`` effects) and what it did (``defeated``,
``printed_sch``, ``prevented``); the card language's attack verbs find the attack under
way by its id (``aid``) or by the "would" occurrences it opened (``would``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.champions.core.steps import TypedStep


@dataclasses.dataclass
class Attack(TypedStep):
    """A player character attacks, step by step (``at``: start, target, when, answered,
    damage, after)."""

    seat: int
    by: int
    amount: int
    ranged: bool = False
    piercing: bool = False
    overkill: bool = False
    on_defeat: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    source: int = -1  # the card whose ability makes the attack (-1: a basic power)
    basic: bool = False
    target: int = -1
    targets: list[int] | None = None  # one attack against several enemies
    at: str = "start"
    aid: int = -1
    bonus: int = 0
    after: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    notes: list[str] = dataclasses.field(default_factory=list)
    would: list[int] = dataclasses.field(default_factory=list)
    prevent: bool = False
    defeated: bool = False
    printed_sch: int = 0
    prevented: int = 0


@dataclasses.dataclass
class Thwart(TypedStep):
    """A player character thwarts: confused check, target, "would" window, threat removed."""

    seat: int
    by: int
    amount: int
    basic: bool = False
    checked: bool = False
    target: int = -1
    occ: int = -1
