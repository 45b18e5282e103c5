"""``helicarrier content``: validate the content files and report automation coverage."""

from __future__ import annotations

import typer

from content.check import check_all
from tui.cli.errors import friendly_errors

app = typer.Typer(help="Check the TOML content files.", no_args_is_help=True)


@app.command("check")
@friendly_errors
def check() -> None:
    """Validate every content file; the first problem is printed as path:line: entry: what."""
    summary = check_all()
    for name, count in summary:
        typer.echo(f"ok  {name}: {count} entries")
