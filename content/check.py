"""Validate every content file at once (``helicarrier content check``).

Each domain registers a loader here: a function that reads and validates its
files and returns how many entries it holds. A loader raises ContentError on
the first problem.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

# (name shown to the user, "module:function" of a loader returning an entry count)
LOADERS: list[tuple[str, str]] = [
    ("plotcapture", "content.plotcapture.schema:check"),
    ("campaigns/agents_of_shield", "content.campaigns.agents_of_shield:check"),
    ("epic/god_of_lies", "content.epic.god_of_lies:check"),
    ("champions", "content.champions.schema:check_champions"),
    ("champions/hints", "content.champions.hints:check_hints"),
]


def check_all() -> list[tuple[str, int]]:
    """Run every registered loader; returns (name, entry count) pairs."""
    results: list[tuple[str, int]] = []
    for name, target in LOADERS:
        module_name, func_name = target.split(":")
        loader: Callable[[], int] = getattr(importlib.import_module(module_name), func_name)
        results.append((name, loader()))
    return results
