"""Where saved games live and how each game gets a file of its own (every game's saves).

The default folder is the user data folder from platformdirs
(``~/.local/share/helicarrier/saves`` on Linux). ``HELICARRIER_SAVE_DIR``
overrides it, so tests and shared machines can point elsewhere.

One game, one file: a game's file is named when it is first saved, from the
game's name, the time the game started and its seed
(``plotcapture-20261201-1406-seed42.toml``), with ``-2``, ``-3``... when that
name is taken, so two games never share a file (naming by seed alone let a
2-seat game with seed 42 replace a 4-seat one). The ``[table]`` of a save
carries the game's id; a file whose id is not this game's belongs to another
game, and the table asks before replacing it.

What the load list shows of a plot-capture save is in
``tui/plotcapture/controllers/saves.py``; of a Champions save, in
``tui/champions/controllers/saves.py``.
"""

from __future__ import annotations

import os
import re
import tomllib
from datetime import datetime
from pathlib import Path

import platformdirs

SAVE_DIR_ENV = "HELICARRIER_SAVE_DIR"
SAVE_SUFFIX = ".toml"


def default_save_dir() -> Path:
    """The folder saves go to unless the player types another path."""
    override = os.environ.get(SAVE_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return platformdirs.user_data_path("helicarrier", appauthor=False) / "saves"


def list_saves(folder: Path) -> list[Path]:
    """Save files in ``folder``, newest first; a missing folder has none."""
    if not folder.is_dir():
        return []
    files = [p for p in folder.iterdir() if p.is_file() and p.suffix == SAVE_SUFFIX]
    return sorted(files, key=lambda p: (-p.stat().st_mtime, p.name))


def new_save_path(folder: Path, seed: int, started: datetime,
                  game: str = "plotcapture") -> Path:
    """A file name no existing file uses: ``<game>-<start date-time>-seed<seed>.toml``."""
    stem = f"{game}-{started:%Y%m%d-%H%M}-seed{seed}"
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", stem)
    path = folder / f"{stem}{SAVE_SUFFIX}"
    number = 2
    while path.exists():
        path = folder / f"{stem}-{number}{SAVE_SUFFIX}"
        number += 1
    return path


def game_id_of(path: Path) -> str | None:
    """The game id in a save's ``[table]``; "" for a save without one; None if unreadable."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    table = data.get("table")
    game = table.get("game", "") if isinstance(table, dict) else ""
    return game if isinstance(game, str) else ""
