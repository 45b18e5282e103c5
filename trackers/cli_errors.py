"""The one error contract of every ``helicarrier`` command: one line on stderr, exit 2.

It lives in ``trackers`` (the lowest layer allowed to import typer) so that the
trackers' sub-apps and the root CLI in ``tui`` share a single copy.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import NoReturn, ParamSpec, TypeVar

import typer

from engine.core.errors import ContentError, HelicarrierError

P = ParamSpec("P")
R = TypeVar("R")

EXIT_USAGE = 2


def fail(message: str) -> NoReturn:
    """Print ``helicarrier: error: message`` on stderr and exit with status 2."""
    print(f"helicarrier: error: {message}", file=sys.stderr)
    raise typer.Exit(EXIT_USAGE)


def friendly_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Turn the project's own errors into one-line messages instead of tracebacks."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return func(*args, **kwargs)
        except (HelicarrierError, ContentError) as exc:
            fail(str(exc))

    return wrapper
