"""``helicarrier champions fuzz``: play many seeded games at random and report what broke.

The games, the weighted random player and the checks live in
:mod:`engine.champions.fuzz` (pure); this module prints its report: a rich
progress bar on stderr (only when stderr is a terminal, never with ``--json``),
then failures with a command that plays the failing game again, and per group
how often each villain stage, main scheme stage and end was reached. The exit
status is 1 when any game crashed, got stuck or replayed differently.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import typer

from engine.champions import fuzz as fuzzer
from tui.cli.champions_setup import modular_option
from tui.cli.errors import fail, friendly_errors


def reproduce_command(failure: fuzzer.Failure) -> str:
    """The command that plays exactly this game again (with the traceback of a crash)."""
    sets = "" if failure.modular is None else f" --modular '{','.join(failure.modular)}'"
    return (f"helicarrier champions fuzz --table {failure.table}{sets} --seed {failure.seed} "
            "--games 1 --traceback")


@friendly_errors
def fuzz(
    games: int = typer.Option(100, min=1, help="Number of games."),
    seed: int = typer.Option(0, help="Seed of the first game (game n uses seed + n)."),
    players: int | None = typer.Option(None, "--players", min=1, max=4,
                                       help="Only tables with this many players (1 to 4; "
                                            "default: all)."),
    table: str = typer.Option("", "--table",
                              help="Play only this table, e.g. black-widow/expert/nick-fury."),
    modular: str | None = typer.Option(None, "--modular",
                                       help="Modular encounter sets every table plays instead "
                                            "of its scenario's recommended ones, e.g. "
                                            "a.i.m._science (an empty value: none)."),
    max_decisions: int = typer.Option(fuzzer.DEFAULT_MAX_DECISIONS, "--max-decisions", min=1,
                                      help="A game still open after this many is stuck."),
    as_json: bool = typer.Option(False, "--json", help="Print only the JSON report."),
    show_traceback: bool = typer.Option(False, "--traceback",
                                        help="Print the traceback of each crash."),
) -> None:
    """Play seeded games of every scenario with a weighted random player; report crashes,
    stuck games, replay differences and how often each stage and end was reached."""
    sets = modular_option(modular)
    chosen = tuple(sets) if sets is not None else None
    counts = (players,) if players else fuzzer.PLAYER_COUNTS
    if not table and not fuzzer.tables(counts):
        fail(f"--players {players}: the content has no table for that many players")
    if as_json or not sys.stderr.isatty():
        report = fuzzer.run(games, seed, counts, table, max_decisions, modular=chosen)
    else:
        from rich.console import Console
        from rich.progress import Progress

        with Progress(console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task("fuzzing", total=games)
            report = fuzzer.run(games, seed, counts, table, max_decisions,
                                progress=lambda _result: bar.advance(task), modular=chosen)
    if as_json:
        data = report.to_dict()
        for entry, failure in zip(data["failures"], report.failures, strict=True):
            entry["reproduce"] = reproduce_command(failure)
        typer.echo(json.dumps(data, indent=1))
    else:
        _print(report, show_traceback)
    if not report.ok:
        raise typer.Exit(1)


def _print(report: fuzzer.FuzzReport, show_traceback: bool) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    summary = (f"{report.games} game(s), {report.decisions} decisions: "
               f"{len(report.of_kind('crash'))} crash(es), {len(report.of_kind('stuck'))} "
               f"stuck, {len(report.of_kind('replay'))} replay difference(s)")
    console.print(summary, highlight=False)
    for failure in report.failures:
        where = (f"at command {failure.command_index}" if failure.kind == "crash"
                 else f"after {failure.command_index} commands")
        console.print(f"{failure.kind.upper()} {failure.table} seed {failure.seed} {where}: "
                      f"{failure.message}", highlight=False, markup=False)
        console.print(f"  reproduce: {reproduce_command(failure)}", highlight=False,
                      markup=False)
        if show_traceback and failure.detail:
            console.print(failure.detail, highlight=False, markup=False)
    for name, group in sorted(report.groups.items()):
        console.print(f"\n{name}: {group.games} game(s), mean "
                      f"{group.rounds / group.games:.1f} rounds and "
                      f"{group.decisions / group.games:.0f} decisions a game", highlight=False)
        table = Table()
        table.add_column("reached")
        table.add_column("games", justify="right")
        table.add_column("%", justify="right")
        rows: list[tuple[str, Any]] = [
            *((f"villain {k}", v) for k, v in sorted(group.villain_stages.items())),
            *((f"main scheme {k}", v) for k, v in sorted(group.main_stages.items())),
            *((f"end {k}", v) for k, v in group.ends.most_common()),
        ]
        for label, count in rows:
            table.add_row(label, str(count), f"{100 * count / group.games:.0f}")
        console.print(table)
