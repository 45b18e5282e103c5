"""``helicarrier plotcapture``: the capture calculator and seeded bot simulations.

Quick commands: they import the engine and rich only (never Textual).
"""

from __future__ import annotations

import difflib
import json

import typer
from rich.console import Console
from rich.table import Table

from engine.plotcapture.ai import PLAYER_KINDS
from engine.plotcapture.cards import tables
from engine.plotcapture.setup import MAX_SEATS, MIN_SEATS
from engine.plotcapture.simulate import simulate as run_simulation
from engine.plotcapture.solver import capture_level, explain_titles, minimal_title_sets
from tui.cli.errors import fail, friendly_errors
from tui.cli.progress import games_progress

app = typer.Typer(
    help="The fan Agents of SHIELD plot-capture game: capture calculator and bot simulations.",
    no_args_is_help=True,
)


def _resolve(name: str, titles: dict[str, int], what: str, canonical: tuple[str, ...]) -> int:
    """Index of ``name`` (case-insensitive, spaces trimmed); unknown names exit 2."""
    key = name.strip().lower()
    if key in titles:
        return titles[key]
    close = difflib.get_close_matches(name.strip(), canonical, n=3, cutoff=0.0)
    fail(f'unknown {what} "{name.strip()}"; closest: {", ".join(close)}')


@app.command("capture")
@friendly_errors
def capture(
    plot: str = typer.Option(..., "--plot", help="The plot to capture, e.g. Garrett."),
    hand: str = typer.Option(..., "--hand", help='SHIELD cards in hand, e.g. "Coulson,May,Fitz".'),
    engineering: bool = typer.Option(
        False, "--engineering", help="The Engineering benefit is active (+1 level per Agent)."
    ),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of a table."),
) -> None:
    """List every minimal way to capture a plot with a hand (one copy of a title per capture)."""
    t = tables()
    plot_index = _resolve(plot, t.plot_by_name, "plot", t.plot_titles)
    names = [part for part in hand.split(",") if part.strip()]
    if not names:
        fail("--hand names no cards")
    hand_titles = [_resolve(part, t.title_by_name, "SHIELD card", t.titles) for part in names]
    mask = 0
    for title in hand_titles:
        mask |= 1 << title
    options = sorted(sorted(t.titles[i] for i in option)
                     for option in minimal_title_sets(plot_index, mask, engineering))
    plot_title = t.plot_titles[plot_index]
    if as_json:
        typer.echo(json.dumps({"plot": plot_title, "capturable": bool(options),
                               "options": options}))
        return
    console = Console()
    console.print(f"[bold]{plot_title}[/bold]: level {t.plot_level[plot_index]}, "
                  f"needs {t.need_text(plot_index)}"
                  + (" (Engineering: Agents +1)" if engineering else ""))
    if not options:
        distinct = sorted(set(hand_titles))
        reason = explain_titles(plot_index, distinct, engineering) or "no capture found"
        console.print(f"Not capturable with this hand: {reason}")
        return
    table = Table("#", "cards", "level", title=f"{len(options)} minimal capture"
                  + ("" if len(options) == 1 else "s"))
    for number, option in enumerate(options, start=1):
        level = capture_level([t.title_by_name[n.lower()] for n in option], engineering)
        table.add_row(str(number), ", ".join(option), str(level))
    console.print(table)


@app.command("simulate")
@friendly_errors
def simulate(
    players: int = typer.Option(2, "--players", help=f"Seats per game ({MIN_SEATS}-{MAX_SEATS})."),
    seats: str = typer.Option(
        "greedy,random", "--seats", help=f"Player type per seat: {', '.join(PLAYER_KINDS)}."
    ),
    games: int = typer.Option(100, "--games", help="How many games to play."),
    seed: int = typer.Option(1, "--seed", help="Seed for the whole run (same seed, same result)."),
    iterations: int = typer.Option(
        0, "--iterations", help="MCTS iterations per decision (0: the player's default)."
    ),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of a table."),
) -> None:
    """Play seeded bot games (seats rotate each game) and report win rates per player type."""
    kinds = [part.strip().lower() for part in seats.split(",") if part.strip()]
    if not MIN_SEATS <= players <= MAX_SEATS:
        fail(f"--players must be between {MIN_SEATS} and {MAX_SEATS}, not {players}")
    if len(kinds) != players:
        fail(f"--seats lists {len(kinds)} player type(s) but --players is {players}")
    for kind in kinds:
        if kind not in PLAYER_KINDS:
            fail(f'--seats: unknown player type "{kind}" (known: {", ".join(PLAYER_KINDS)})')
    if games < 1:
        fail(f"--games must be at least 1, not {games}")
    if iterations < 0:
        fail(f"--iterations must not be negative, not {iterations}")
    budget = {"iterations": iterations} if iterations else {}
    with games_progress() as progress:
        task = progress.add_task("games", total=games)
        result = run_simulation(kinds, games, seed, budget,
                                on_game=lambda _: progress.advance(task))
    if as_json:
        typer.echo(json.dumps(result.to_dict()))
        return
    table = Table("player type", "seats", "wins", "win rate", "95% interval",
                  title=f"{games} games, seed {seed}")
    for kind in result.wins:
        rate, low, high = result.win_rate(kind)
        table.add_row(kind, str(result.seats_of[kind]), str(result.wins[kind]), f"{rate:.1%}",
                      f"{low:.1%} - {high:.1%}")
    console = Console()
    console.print(table)
    console.print(f"draws (shared wins): {result.draws}   mean rounds: {result.mean_rounds:.2f}")
