"""Champions saves in the load list: which game a save is, and one line describing it.

Kept apart from ``tui/plotcapture/controllers/saves.py`` (plot-capture saves); both kinds live in
the same save folder and the load screen labels each line with its game.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from engine.champions import KIND

GAME_LABELS = {"plotcapture": "plot capture", KIND: "Marvel Champions"}


def save_kind(path: Path) -> str:
    """The record's game kind (``plotcapture``, ``champions``), or "" when unreadable."""
    try:
        return str(tomllib.loads(path.read_text(encoding="utf-8")).get("kind", ""))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return ""


def describe_champions_save(path: Path) -> str:
    """``<file name>  Ana (nick-fury), Bot 2 (maria-hill), black-widow  (3 moves)``."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        heroes = [str(h) for h in data["setup"]["heroes"]]
        rows = data.get("table", {}).get("seats", [])
        names = [str(r.get("name", h)) for r, h in zip(rows, heroes, strict=True)] \
            if len(rows) == len(heroes) else heroes
        seats = ", ".join(f"{n} ({h})" if n != h else h for n, h in zip(names, heroes,
                                                                        strict=True))
        scenario = str(data["setup"].get("scenario", "?"))
        moves = len(data.get("commands", []))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, KeyError, TypeError,
            AttributeError):
        return f"{path.name}  (cannot be read)"
    return f"{path.name}  {seats}, {scenario}  ({moves} move{'' if moves == 1 else 's'})"
