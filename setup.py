"""Build hook: compile the engine's hot modules with mypyc, when it can.

Everything else about the distribution lives in pyproject.toml. The compiled modules
are the same Python files turned into C extensions by mypyc (from the mypy project),
so a game plays exactly the same either way, only faster (random games, the search
player, the SSH server). Compiling is optional:

- ``HELICARRIER_PURE_PYTHON=1`` skips it (the plain ``.py`` files are used);
- a machine without a C compiler (or a failed C compile) falls back to pure Python
  with a warning instead of failing the install. A type error that mypyc rejects
  does fail it: that is a mistake in the sources, and CI should stop on it.

An editable install (what ``scripts/play`` and ``scripts/test`` do) builds the
extensions next to their sources; ``scripts/_venv.sh`` rebuilds them when a compiled
source changes (``scripts/native.py`` holds the list and the staleness check), and
``tests/engine/plotcapture/test_native_build.py`` fails on a stale build.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_ext import build_ext


def _native() -> ModuleType:
    """scripts/native.py, loaded by path: the one list of compiled modules."""
    spec = importlib.util.spec_from_file_location(
        "helicarrier_native", Path(__file__).with_name("scripts") / "native.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class OptionalBuildExt(build_ext):
    """build_ext that warns and leaves the pure-Python modules in place when a compile fails."""

    def run(self) -> None:
        # Always recompile: mypyc rewrites its C only when it changes, so an edit that
        # leaves the C alone (a comment) would otherwise leave the build looking stale.
        self.force = True
        try:
            super().run()
        except Exception as error:  # no compiler, missing headers, ...: stay pure Python
            _warn(f"compiling failed ({error}); using pure Python")

    def build_extension(self, ext: object) -> None:
        try:
            super().build_extension(ext)  # type: ignore[arg-type]
        except Exception as error:
            _warn(f"compiling {getattr(ext, 'name', ext)} failed ({error}); using pure Python")


def _warn(message: str) -> None:
    print(f"helicarrier: {message}", file=sys.stderr)


def native_extensions() -> list[object]:
    if os.environ.get("HELICARRIER_PURE_PYTHON"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not available; using pure Python")
        return []
    native = _native()
    return list(mypycify(list(native.NATIVE_SOURCES), opt_level="3",
                         group_name=native.NATIVE_GROUP))


setup(ext_modules=native_extensions(), cmdclass={"build_ext": OptionalBuildExt})
