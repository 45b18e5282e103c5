"""The ``helicarrier`` console script: a bare call opens the full-screen app.

:func:`main` looks at the first argument before building anything: no
arguments start the Textual app straight away (no sub-app is imported, so the
first frame comes as fast as a minimal Textual app); a known subcommand mounts
only that sub-app; ``--version`` mounts none (it is answered before any
subcommand is looked up); anything else (``--help``, a typo) gets the full app
so typer can answer it. ``tui.cli.app`` is the full app, built on
first access, for tests and tools. Nothing here imports Textual at import time.
"""

from __future__ import annotations

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
    from tui.cli.root import COMMANDS, SUBAPPS, build_app

    first = args[0] if args else ""
    only: set[str] | None = None
    if first in SUBAPPS or first in COMMANDS:
        only = {first}
    elif first == "--version":
        only = set()
    build_app(only)()


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
