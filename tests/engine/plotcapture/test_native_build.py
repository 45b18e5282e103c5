"""The mypyc-compiled engine modules (setup.py, scripts/native.py) are current and play
exactly the games the pure-Python sources play."""

from __future__ import annotations

import json
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
