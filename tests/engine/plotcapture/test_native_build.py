"""The mypyc-compiled engine modules (setup.py, scripts/native.py) are current and play
exactly the games the pure-Python sources play."""

from __future__ import annotations

import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.plotcapture.native_fingerprint import fingerprint, native_tool

HERE = Path(__file__).resolve().parent


def test_compiled_modules_are_not_older_than_their_sources() -> None:
    """An edited source must not be shadowed by an old build (scripts/test rebuilds it)."""
    stale = native_tool().stale_sources()
    assert stale == [], f"stale compiled engine for {stale}: run scripts/test (it rebuilds)"


def test_compiled_and_pure_python_engines_play_the_same_games() -> None:
    """Same seeds and players: same legal lists, views, choices and logs, byte for byte."""
    here = fingerprint()
    if not here["compiled"]:
        pytest.skip("the engine is not compiled in this install (pure Python only)")
    script = HERE / "native_fingerprint.py"
    out = subprocess.run([sys.executable, str(script), "pure"], capture_output=True, text=True,
                         check=True, cwd=HERE.parents[2])
    pure = json.loads(out.stdout)
    assert pure["compiled"] == []  # the subprocess really ran the .py sources
    assert pure["hash"] == here["hash"]


def test_an_edited_source_makes_its_build_stale(tmp_path: Path) -> None:
    """scripts/native.py: a source newer than its extension is stale; no build, nothing stale."""
    native = native_tool()
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    for source in native.NATIVE_SOURCES:
        path = tmp_path / source
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("# source\n")
    assert native.stale_sources(tmp_path) == []  # nothing compiled: pure Python, not stale
    for source in native.NATIVE_SOURCES:
        built = tmp_path / (source.removesuffix(".py") + suffix)
        built.write_bytes(b"")
        os.utime(built, (2_000_000_000, 2_000_000_000))
    assert native.stale_sources(tmp_path) == []
    edited = tmp_path / native.NATIVE_SOURCES[0]
    os.utime(edited, (2_000_000_100, 2_000_000_100))
    assert native.stale_sources(tmp_path) == [native.NATIVE_SOURCES[0]]
    assert len(native.compiled_files(tmp_path)) == len(native.NATIVE_SOURCES)
