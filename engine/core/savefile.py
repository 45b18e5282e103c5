"""Save files: the kernel's one I/O boundary, kept tiny so the rules stay pure.

Writes are atomic (a temp file in the same folder, fsync, rename), so a crash
never leaves half a save. A file that cannot be read raises
:class:`SaveFileError` starting with its path, and is never touched.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from engine.core.errors import HelicarrierError, SaveFileError
from engine.core.game import Game
from engine.core.record import Record
from engine.core.replaying import replay


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (temp file + fsync + rename)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def save_record(path: Path, record: Record) -> None:
    """Save a game record as TOML."""
    atomic_write_text(Path(path), record.to_toml())


def load_record(path: Path) -> Record:
    """Load and validate a record; the error names the file and what is wrong."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveFileError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise SaveFileError(f"{path}: not a text file") from None
    except OSError as exc:
        raise SaveFileError(f"{path}: {exc.strerror}") from None
    try:
        return Record.from_toml(text)
    except HelicarrierError as exc:
        raise SaveFileError(f"{path}: {exc}") from None


def load_game(path: Path) -> tuple[Record, Game]:
    """Load a record and replay it; replay problems are reported against the file."""

    record = load_record(path)
    try:
        return record, replay(record)
    except HelicarrierError as exc:
        raise SaveFileError(f"{path}: {exc}") from None
