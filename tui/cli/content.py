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
def coverage(
    as_json: bool = typer.Option(False, "--json", help="Print the counts as JSON."),
) -> None:
    """Print how many Marvel Champions card faces are data, use a hook, or are resolved
    partly or wholly by hand, per set."""
    counts = champions_coverage()
    if as_json:
        import json

        typer.echo(json.dumps(counts))
        return
    from rich.console import Console
    from rich.table import Table

    table = Table(title="Marvel Champions automation coverage (card faces)")
    columns = ("faces", "data", "hook", "partial", "manual")
    table.add_column("set")
    for column in columns:
        table.add_column(column, justify="right")
    for set_code, row in counts["sets"].items():
        table.add_row(set_code, *(str(row[c]) for c in columns))
    table.add_row("all", *(str(counts[c]) for c in columns), style="bold")
    Console().print(table)
    typer.echo("data: card data only; hook: Python does part of it (a hook, or a rule "
               "the engine implements); partial/manual: resolved partly/wholly by hand.")
