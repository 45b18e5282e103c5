"""Which engine modules are compiled with mypyc, and whether a process runs them compiled.

setup.py compiles :data:`NATIVE_SOURCES` into C extensions next to the sources (an
editable install). The extension wins over the ``.py`` on import, so an edited
source would be shadowed by an old build: :func:`stale_sources` finds that case
(``scripts/_venv.sh`` runs this file as a script and rebuilds, and a test fails on
it). :func:`prefer_sources` makes a process import the plain sources instead, which
is how the tests check that both play the very same games.

It lives in scripts/ (a build tool, not game rules: it looks at files) and imports
nothing of the project, so setup.py, the shell scripts, the bench and the tests all
load it by path: ``python scripts/native.py stale`` prints stale sources (exit 1 if
any), ``python scripts/native.py clean`` deletes the compiled files.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]  # the project (the folder holding engine/)

NATIVE_SOURCES: tuple[str, ...] = (
    "engine/core/rng.py",
    "engine/plotcapture/ai/random_player.py",
    "engine/plotcapture/cards.py",
    "engine/plotcapture/game.py",
    "engine/plotcapture/solver.py",
)
# mypyc's shared runtime module for the group. It sits in ``engine`` (whose __init__
# imports nothing), not in a game package: importing it imports its parent package
# first, and engine.core.rng (compiled) is loaded by every organizer command.
NATIVE_GROUP = "engine.native_lib"
NATIVE_MODULES: tuple[str, ...] = tuple(
    source.removesuffix(".py").replace("/", ".") for source in NATIVE_SOURCES)


def compiled_files(root: Path = ROOT) -> list[Path]:
    """The extension files of the compiled modules (and their shared library) that exist."""
    stems = [root / s.removesuffix(".py") for s in NATIVE_SOURCES]
    stems.append(root / (NATIVE_GROUP.replace(".", "/") + "__mypyc"))
    found: list[Path] = []
    for stem in stems:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = stem.with_name(stem.name + suffix)
            if path.exists():
                found.append(path)
    return found


def stale_sources(root: Path = ROOT) -> list[str]:
    """Sources newer than their build, or missing from it (empty when nothing is compiled)."""
    built = {p.name.split(".")[0]: p for p in compiled_files(root)}
    if not built:
        return []
    stale: list[str] = []
    for source in NATIVE_SOURCES:
        extension = built.get(Path(source).stem)
        if extension is None or (root / source).stat().st_mtime > extension.stat().st_mtime:
            stale.append(source)
    return stale


def loaded_compiled(modules: Sequence[str] = NATIVE_MODULES) -> list[str]:
    """Which of ``modules`` this process imported from an extension (compiled) file."""
    out: list[str] = []
    for name in modules:
        module: ModuleType | None = sys.modules.get(name)
        origin = getattr(module, "__file__", None) or ""
        if origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
            out.append(name)
    return out


class _SourcesFirst:
    """A meta-path finder that loads the native modules from their ``.py`` files."""

    def find_spec(self, name: str, path: object = None, target: object = None
                  ) -> importlib.machinery.ModuleSpec | None:
        if name not in NATIVE_MODULES:
            return None
        source = ROOT / (name.replace(".", "/") + ".py")
        return importlib.util.spec_from_file_location(name, source)


def prefer_sources() -> None:
    """From now on, import the native modules as plain Python (call before importing them)."""
    if not any(isinstance(f, _SourcesFirst) for f in sys.meta_path):
        sys.meta_path.insert(0, _SourcesFirst())


def _main(argv: list[str]) -> int:
    if argv == ["stale"]:
        stale = stale_sources()
        for source in stale:
            print(source)
        return 1 if stale else 0
    if argv == ["clean"]:
        for path in compiled_files():
            path.unlink()
        return 0
    print("usage: native.py stale | clean", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
