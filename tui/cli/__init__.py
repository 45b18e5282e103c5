"""The root ``helicarrier`` command: a bare call opens the full-screen app.

Sub-apps are mounted here (the one place that knows them all). Each sub-app
module imports only what its quick commands need; anything Textual is imported
inside the command that opens a screen.
"""

from __future__ import annotations

import typer

from trackers.campaign.cli_campaign import app as campaign_app
from trackers.campaign.cli_envelope import app as envelope_app
from trackers.campaign.cli_mole import app as mole_app
from tui.cli.champions import app as champions_app
from tui.cli.content import app as content_app
from tui.cli.loki import app as loki_app
from tui.cli.plotcapture import app as plotcapture_app
from tui.cli.serve import serve

__version__ = "0.1.0"

app = typer.Typer(
    name="helicarrier",
    help="Play Marvel Champions and the fan Agents of SHIELD game from a terminal, and run events.",
    invoke_without_command=True,
    no_args_is_help=False,
    add_completion=False,
    pretty_exceptions_enable=False,
)
app.add_typer(content_app, name="content")
app.add_typer(champions_app, name="champions")
app.add_typer(plotcapture_app, name="plotcapture")
app.command("serve")(serve)
app.add_typer(loki_app, name="loki")
app.add_typer(campaign_app, name="campaign")
app.add_typer(envelope_app, name="envelope")
app.add_typer(mole_app, name="mole")


def _version(value: bool) -> None:
    if value:
        typer.echo(f"helicarrier {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    ctx: typer.Context,
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """With no subcommand, open the full-screen app."""
    if ctx.invoked_subcommand is None:
        from tui.app import run_app

        run_app()


def main() -> None:
    """Console-script entry point."""
    app()
