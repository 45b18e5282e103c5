"""``helicarrier content``: validate the content files and report automation coverage."""

from __future__ import annotations

import typer

from content.champions.schema import coverage as champions_coverage
from content.check import check_all
from tui.cli.errors import friendly_errors

app = typer.Typer(
    help="Check the TOML content files; report Marvel Champions automation coverage.",
    no_args_is_help=True,
)


@app.command("check")
@friendly_errors
def check() -> None:
    """Validate every content file; the first problem is printed as path:line: entry: what."""
    summary = check_all()
    for name, count in summary:
        typer.echo(f"ok  {name}: {count} entries")


@app.command("coverage")
@friendly_errors
def coverage() -> None:
    """Print how many Marvel Champions cards are automated fully, partly or by hand."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title="Marvel Champions automation coverage (card faces)")
    for column in ("pack", "set", "full", "partial", "manual"):
        table.add_column(column, justify="right" if column in ("full", "partial", "manual")
                         else "left")
    totals = [0, 0, 0]
    for pack, set_code, *counts in champions_coverage():
        table.add_row(pack, set_code, *map(str, counts))
        totals = [a + b for a, b in zip(totals, counts, strict=True)]
    table.add_row("all", "", *map(str, totals), style="bold")
    Console().print(table)
