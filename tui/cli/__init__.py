"""The ``helicarrier`` console script: a bare call opens the full-screen app.

:func:`main` looks at the arguments before building anything: no
arguments start the Textual app straight away (no sub-app is imported, so the
first frame comes as fast as a minimal Textual app); otherwise
:func:`tui.cli.root.app_for` mounts only what the words can reach (one sub-app,
often one command of it; ``--version`` none; ``--help`` or a typo everything).
Shell completion always gets the full app. ``tui.cli.app`` is the full app,
built on first access, for tests and tools. Nothing here imports Textual at
import time.
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
    from tui.cli.root import app_for, build_app

    (build_app() if COMPLETE_VAR in os.environ else app_for(args))()


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
