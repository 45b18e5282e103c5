"""One-line errors and exit status 2 for every CLI command (shared with the trackers).

:class:`HelicarrierGroup` is the root command's click group. It gives every
subcommand, through the one place they all run from, the same behaviour:

- a usage mistake typer/click finds while parsing (unknown option, a value that is
  not a number, a folder given as ``--file``, a missing option) is one line
  ``helicarrier: error: <command>: <what>`` on stderr and exit status 2, like the
  project's own errors (:func:`trackers.cli_errors.fail`), instead of click's
  usage block inside a box;
- help is click's plain layout (flags show no ``<bool>``, option names are never
  cut off), ``-h`` works like ``--help``, and when stdout is not a terminal the
  help is not wrapped at all (it is read by ``grep`` or a pager, not a window).

A sub-app keeps its own group class (for example ``loki``'s own one-line errors);
what it raises while parsing still passes through the root, so nothing is caught
per command.
"""

from __future__ import annotations

import sys
from typing import Any

from typer.core import TyperGroup

from trackers.cli_errors import EXIT_USAGE, fail, friendly_errors, usage_message

try:  # typer >= 0.25 ships its own copy of click
    from typer._click import exceptions as click_exceptions
    from typer._click.core import Command, Context
except ImportError:  # pragma: no cover - older typer uses click itself
    from click import exceptions as click_exceptions
    from click.core import Command, Context

__all__ = ["EXIT_USAGE", "HELP_OPTION_NAMES", "HelicarrierGroup", "fail", "friendly_errors"]

HELP_OPTION_NAMES = ["-h", "--help"]
TERMINAL_MAX_WIDTH = 120  # help on a terminal uses its width, up to this many columns
UNWRAPPED_WIDTH = 100_000  # help sent to a pipe or a file: one line per paragraph


def _plain_help(command: Command) -> None:
    """Use click's plain help layout for ``command`` and every command under it.

    Typer's rich layout prints ``<bool>`` after flags and cuts long option names
    to fit its table; click's layout does neither. A command's one-line summary in
    its group's list is its whole first paragraph (wrapped, never cut off with "...").
    """
    if hasattr(command, "rich_markup_mode"):
        command.rich_markup_mode = None  # type: ignore[attr-defined]
    if command.short_help is None and command.help:
        command.short_help = " ".join(command.help.strip().split("\n\n")[0].split())
    for sub in getattr(command, "commands", {}).values():
        _plain_help(sub)


def _usage_line(exc: click_exceptions.UsageError, ctx: Context) -> str:
    """``helicarrier campaign record: No such option: --wonn`` (the root names no command)."""
    where = exc.ctx.command_path if exc.ctx is not None else ctx.command_path
    if " " not in where:
        return usage_message(exc)
    return f"{where}: {usage_message(exc)}"


class HelicarrierGroup(TyperGroup):
    """The root group: one-line usage errors (exit 2) and plain, unclipped help."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _plain_help(self)

    def make_context(self, info_name: str | None, args: list[str],
                     parent: Context | None = None, **extra: Any) -> Context:
        """Parse the root's own options; a mistake there is one line too."""
        if "terminal_width" not in extra and not _is_terminal(sys.stdout):
            extra["terminal_width"] = UNWRAPPED_WIDTH
        extra.setdefault("max_content_width", TERMINAL_MAX_WIDTH)
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click_exceptions.UsageError as exc:
            if isinstance(exc, click_exceptions.NoArgsIsHelpError):
                raise
            fail(exc.format_message())

    def invoke(self, ctx: Context) -> Any:
        """Run the subcommand; a parse mistake in any subcommand below is one line."""
        try:
            return super().invoke(ctx)
        except click_exceptions.UsageError as exc:
            if isinstance(exc, click_exceptions.NoArgsIsHelpError):
                raise
            fail(_usage_line(exc, ctx))


def _is_terminal(stream: Any) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())

