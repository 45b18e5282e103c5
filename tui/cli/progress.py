"""The progress bar of the long-running ``simulate`` commands.

Seeded bot games can take many seconds (10 MCTS games took 19 s), so the
commands show a rich bar. It goes to stderr and only when stderr is a terminal:
a pipe, a file or a test runner gets nothing, and stdout (the table, or the
``--json`` document) never holds a byte of it. The bar is transient: it is
erased when the run ends, leaving only the result.
"""

from __future__ import annotations

import sys
from typing import TextIO

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


def is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def games_progress(stream: TextIO | None = None) -> Progress:
    """A transient "simulating [bar] n/N elapsed" bar on ``stream`` (default: stderr)."""
    out = sys.stderr if stream is None else stream
    return Progress(TextColumn("simulating"), BarColumn(), MofNCompleteColumn(),
                    TimeElapsedColumn(), console=Console(file=out), transient=True,
                    disable=not is_terminal(out))
