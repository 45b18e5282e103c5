"""Builds the root ``helicarrier`` typer app from the sub-apps it is asked to mount.

Sub-apps are named here by import path and imported only when mounted, so a
quick command pays only for its own imports (``helicarrier loki damage`` never
loads the campaign or champions code) and a bare ``helicarrier`` opens the app
without importing any of them (see :func:`tui.cli.main`).

:func:`app_for` goes one step further for the console script: when the words
name a command of a sub-app (``loki status``), that sub-app is mounted with that
command alone. Typer turns every command's signature into click parameters
before anything is parsed (about 10 ms for ``loki``'s seventeen commands), and the
others are never used in that run. The one command's help, its usage errors and
its exit status are click's and typer's, so they stay exactly what the full app
gives; anything else (``loki --help``, a misspelt ``loki stauts`` that click
answers with suggestions, shell completion) gets the whole sub-app. The word after
a sub-app's name is always a command or an option, because no sub-app's own
callback takes a positional argument (tests/tui/test_cli_lazy_build.py checks it).
"""

from __future__ import annotations

import copy
import importlib
from collections.abc import Iterable, Sequence
from typing import Any

import typer
from typer.models import CommandInfo

from tui.cli.errors import HELP_OPTION_NAMES, HelicarrierGroup

# name -> "module:attribute" of a typer sub-app
SUBAPPS: dict[str, str] = {
    "content": "tui.cli.content:app",
    "plotcapture": "tui.cli.plotcapture:app",
    "champions": "tui.cli.champions:app",
    "campaign": "trackers.campaign.cli_campaign:app",
    "envelope": "trackers.campaign.cli_envelope:app",
    "mole": "trackers.campaign.cli_mole:app",
    "loki": "tui.cli.loki:app",
}
# name -> "module:function" of a plain command
COMMANDS: dict[str, str] = {
    "serve": "tui.cli.serve:serve",
}


def package_version() -> str:
    """The installed distribution's version (pyproject.toml is the one source)."""
    from importlib.metadata import PackageNotFoundError, version  # ~25 ms: only --version

    try:
        return version("helicarrier")
    except PackageNotFoundError:  # running from a tree that was never installed
        return "0+unknown"


def _load(target: str) -> Any:
    module_name, attribute = target.split(":")
    return getattr(importlib.import_module(module_name), attribute)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"helicarrier {package_version()}")
        raise typer.Exit()


def _command_name(info: CommandInfo) -> str | None:
    """The name a typer command is called by (typer's own rule: the function's name)."""
    if info.name:
        return info.name
    return typer.main.get_command_name(info.callback.__name__) if info.callback else None


def _with_only(sub_app: typer.Typer, word: str) -> typer.Typer:
    """``sub_app`` holding only its command (or sub-typer) called ``word``, if it has one."""
    commands = [c for c in sub_app.registered_commands if _command_name(c) == word]
    groups = [g for g in sub_app.registered_groups if g.name == word]  # named by add_typer
    if not commands and not groups:
        return sub_app  # an option or a typo: click answers it from the whole sub-app
    trimmed = copy.copy(sub_app)  # the module's own app stays whole (tests, tui.cli.app)
    trimmed.registered_commands = commands
    trimmed.registered_groups = groups
    return trimmed


def app_for(args: Sequence[str]) -> typer.Typer:
    """The root app for the console script's arguments: only what ``args`` can reach.

    A known subcommand mounts only that sub-app (and, when the next word names one of
    its commands, only that command); ``--version`` mounts none (it is answered before
    any subcommand is looked up); anything else (``--help``, a typo, shell completion
    with no arguments) gets the full app so typer can answer it.
    """
    first = args[0] if args else ""
    if first == "--version":
        return build_app(set())
    if first in COMMANDS:
        return build_app({first})
    if first in SUBAPPS:
        word = args[1] if len(args) > 1 else ""
        return build_app({first}, trim={first: word} if word else None)
    return build_app()


def build_app(only: Iterable[str] | None = None,
              trim: dict[str, str] | None = None) -> typer.Typer:
    """The root app with every sub-app mounted, or only those named in ``only``.

    ``trim`` maps a sub-app to the one command of it to mount (see :func:`app_for`).
    """
    wanted = set(SUBAPPS) | set(COMMANDS) if only is None else set(only)
    app = typer.Typer(
        name="helicarrier",
        help="Play Marvel Champions and the fan Agents of SHIELD game from a terminal, "
        "and run events. With no command, opens the full-screen app: Marvel Champions and "
        "the plot-capture game, and saved games of both.",
        invoke_without_command=True,
        no_args_is_help=False,
        cls=HelicarrierGroup,  # one-line usage errors and plain help for every subcommand
        context_settings={"help_option_names": HELP_OPTION_NAMES},
        add_completion=True,
        pretty_exceptions_enable=False,
    )

    @app.callback()
    def root(
        ctx: typer.Context,
        show_version: bool = typer.Option(
            False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
        ),
    ) -> None:
        """With no subcommand, open the full-screen app."""
        if ctx.invoked_subcommand is None:
            from tui.app import run_app

            run_app()

    for name, target in COMMANDS.items():
        if name in wanted:
            app.command(name)(_load(target))
    for name, target in SUBAPPS.items():
        if name in wanted:
            sub_app = _load(target)
            if trim and name in trim:
                sub_app = _with_only(sub_app, trim[name])
            app.add_typer(sub_app, name=name)
    return app
