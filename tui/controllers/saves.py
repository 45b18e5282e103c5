"""Where saved games live, and how their file names are chosen.

The default folder is the user data folder from platformdirs
(``~/.local/share/helicarrier/saves`` on Linux). ``HELICARRIER_SAVE_DIR``
overrides it, so tests and shared machines can point elsewhere.
"""

from __future__ import annotations

import os
import re
import tomllib
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


def save_path_for(folder: Path, stem: str) -> Path:
    """A file path in ``folder`` for a save named ``stem`` (made safe for file names)."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "-", stem).strip("-.") or "game"
    return folder / f"{safe}{SAVE_SUFFIX}"


def describe_save(path: Path) -> str:
    """One line for the load list: ``name  Ana, Bot 2  (14 moves)``; damaged files say so.

    Only reads the file (the load itself validates it fully and reports why it fails).
    """
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        seats = data["setup"]["seats"]
        moves = len(data.get("commands", []))
        names = ", ".join(str(name) for name in seats)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, KeyError, TypeError):
        return f"{path.name}  (cannot be read)"
    return f"{path.name}  {names}  ({moves} move{'' if moves == 1 else 's'})"
