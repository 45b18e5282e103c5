"""The one error contract of every ``helicarrier`` command: one line on stderr, exit 2.

It lives in ``trackers`` (the lowest layer allowed to import typer) so that the
trackers' sub-apps and the root CLI in ``tui`` share a single copy.
"""

from __future__ import annotations

import functools
import re
import sys
from collections.abc import Callable
from typing import Any, NoReturn, ParamSpec, TypeVar

import typer

from engine.core.errors import ContentError, HelicarrierError
from trackers.spelling import meant

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


_NO_SUCH_COMMAND = re.compile(r"^No such command '(?P<name>[^']*)'\.$")


def usage_message(exc: Any) -> str:
    """A click usage error's message; an unknown command also gets the commands meant.

    Typer suggests names spelt alike ("stats": "status", "start"). A person may also
    type what a command is rather than its name ("dashboard" for ``loki watch``, whose
    help begins "Full-screen dashboard for a projector"): the commands whose help says
    they are that word are suggested too."""
    message = str(exc.format_message())
    found = _NO_SUCH_COMMAND.match(message)
    group = getattr(getattr(exc, "ctx", None), "command", None)
    if found is None or group is None:
        return message
    word = found.group("name").casefold()
    commands = getattr(group, "commands", {})
    by_help = [name for name, command in commands.items()
               if not getattr(command, "hidden", False) and word in _what_it_is(command)]
    names = meant(found.group("name"), commands) + by_help
    unique = list(dict.fromkeys(names))
    if not unique:
        return message
    return f"{message.rstrip('.')}. Did you mean {', '.join(repr(n) for n in unique)}?"


_HEAD_ENDS = re.compile(r"[,:;(.]| (?:for|so|to|of|from|with|in|on|by|and|or|that)\b")


def _what_it_is(command: Any) -> set[str]:
    """The words of a command's help before its first preposition or comma: what the
    command is ("Full-screen dashboard for a projector": full-screen, dashboard)."""
    head = _HEAD_ENDS.split(str(command.get_short_help_str(10_000)), maxsplit=1)[0]
    return set(re.findall(r"[\w-]+", head.casefold()))
