"""Builds the root ``helicarrier`` typer app from the sub-apps it is asked to mount.

Sub-apps are named here by import path and imported only when mounted, so a
quick command pays only for its own imports (``helicarrier loki damage`` never
loads the campaign or champions code) and a bare ``helicarrier`` opens the app
without importing any of them (see :func:`tui.cli.main`).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable

import typer

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


def _load(target: str) -> object:
    module_name, attribute = target.split(":")
    return getattr(importlib.import_module(module_name), attribute)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"helicarrier {package_version()}")
        raise typer.Exit()


def build_app(only: Iterable[str] | None = None) -> typer.Typer:
    """The root app with every sub-app mounted, or only those named in ``only``."""
    wanted = set(SUBAPPS) | set(COMMANDS) if only is None else set(only)
    app = typer.Typer(
        name="helicarrier",
        help="Play Marvel Champions and the fan Agents of SHIELD game from a terminal, "
        "and run events. With no command, opens the full-screen plot-capture app.",
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
            app.add_typer(_load(target), name=name)
    return app
