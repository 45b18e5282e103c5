"""The ``helicarrier`` console script: a bare call opens the full-screen app.

:func:`main` looks at the arguments before building anything: no
arguments start the Textual app straight away (no sub-app is imported, so the
first frame comes as fast as a minimal Textual app); otherwise
:func:`tui.cli.root.app_for` mounts only what the words can reach (one sub-app,
often one command of it; ``--version`` none; ``--help`` or a typo everything).
Shell completion always gets the full app. ``tui.cli.app`` is the full app,
built on first access, for tests and tools. Nothing here imports Textual at
import time.

While typer and the command's modules load, Python's cyclic garbage collector is
paused, and what was loaded is then frozen (``gc.freeze``) before it runs again:
modules, classes and functions live as long as the process, so the thirty-odd
passes it would make while they load free next to nothing (a few hundred small
objects), and every later pass would walk all of them again to find nothing
either. The collector took 4-14 ms of an organizer command's start-up (typer's
own import included), and takes under 1 ms now. It runs as usual for everything
the command itself makes, so a long game or server collects its garbage.
"""

from __future__ import annotations

import gc
import os
import sys
from typing import Any

COMPLETE_VAR = "_HELICARRIER_COMPLETE"  # set by the shell completion typer installs


def main() -> None:
    """Console-script entry point."""
    args = sys.argv[1:]
    if not args and COMPLETE_VAR not in os.environ:  # a shell's Tab asks with no arguments
        from tui.app import run_app

        run_app()
        return
    gc.disable()  # while the command loads (see the module docstring)
    try:
        from tui.cli.root import app_for, build_app

        app = build_app() if COMPLETE_VAR in os.environ else app_for(args)
        gc.freeze()
    finally:
        gc.enable()
    app()


def __getattr__(name: str) -> Any:
    if name == "app":
        from tui.cli.root import build_app

        app = build_app()
        globals()["app"] = app
        return app
    if name == "__version__":
        from tui.cli.root import package_version

        return package_version()
    raise AttributeError(f"module 'tui.cli' has no attribute {name!r}")
