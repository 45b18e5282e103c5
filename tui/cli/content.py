"""``helicarrier content``: validate the content files and report automation coverage."""

from __future__ import annotations

import typer

from content.champions.schema import coverage as champions_coverage
from content.check import check_all
from tui.cli.errors import friendly_errors

app = typer.Typer(
    help="Check the TOML content files; show a Marvel Champions card; report automation "
         "coverage.",
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


STAT_ORDER = ("cost", "attack", "thwart", "defense", "recover", "scheme", "health",
              "hand_size", "stage", "threat", "base_threat", "escalation_threat")


def card_sheet(code: str) -> str:
    """One card face as the players read it: name, type, set, automation, stats, traits and
    the text rendered from its abilities (the same renderer as the app's card panel)."""
    from content.champions.schema import catalog
    from engine.champions.language.text import render_card
    from tui.cli.errors import fail

    cards = catalog()
    card = cards.cards.get(code)
    if card is None:
        known = cards.facts.get(code)
        if known is not None:
            fail(f"card {code} ({known.name}, pack {known.pack}): known from MarvelCDB but "
                 "not playable yet (no behaviour in content/champions)")
        fail(f"card {code}: no such card (codes look like 01001a, 50034a)")
    belongs = f"set {card.set}" if card.set else card.faction  # an aspect or basic card
    head = f"{card.code}  {card.title}  ({card.type.replace('_', ' ')}, {belongs}, " \
           f"pack {card.pack}; {card.automation})"
    stats = [f"{name.replace('_', ' ')} "
             f"{'X' if card.stats[name] == -1 and card.x is not None else card.stats[name]}"
             for name in STAT_ORDER if name in card.stats and card.stats[name] is not None]
    lines = [head]
    if stats:
        lines.append(", ".join(stats))
    if card.traits:
        lines.append("Traits: " + ", ".join(card.traits))
    if card.resources:
        lines.append("Resources: " + ", ".join(f"{n} {kind}" for kind, n in
                                               card.resources.items()))
    text = render_card(card)
    if text:
        lines += ["", text]
    if card.back:
        lines.append(f"(other face: {card.back})")
    return "\n".join(lines)


@app.command("show")
@friendly_errors
def show(codes: list[str] = typer.Argument(..., metavar="CODE...",
                                           help="Card codes, e.g. 01085 50034a.")) -> None:
    """Show Marvel Champions cards in our words: facts and the text rendered from their
    abilities (the text the app shows)."""
    typer.echo("\n\n".join(card_sheet(code) for code in codes))
