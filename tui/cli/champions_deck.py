"""``helicarrier champions deck``: import MarvelCDB decks, list, show and remove stored ones.

The logic is in :mod:`trackers.decks` (reading the exports, the deck rules, the store);
this module turns it into commands. Every refusal is one line on stderr with exit status
2, and a refused import stores nothing. ``show`` renders each card's text with the
engine's card-text renderer, imported when it is needed (:func:`card_renderer`). No
command imports Textual.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from tui.cli.errors import fail, friendly_errors

if TYPE_CHECKING:
    from content.champions.schema import CardDef, Catalog
    from trackers.decks.store import DeckStore, StoredDeck

app = typer.Typer(help="Import MarvelCDB decks and manage your stored decks.",
                  no_args_is_help=True)

DeckDir = Annotated[Path | None, typer.Option(
    "--deck-dir", file_okay=False,
    help="Folder of stored decks. Default: $HELICARRIER_DECK_DIR, else decks in the user "
         "data folder (platformdirs).")]
NameArg = Annotated[str, typer.Argument(help="The deck's name (or its file name).")]


def _catalog() -> Catalog:
    from content.champions.schema import catalog

    return catalog()


def _store(folder: Path | None) -> DeckStore:
    from trackers.decks.store import DeckStore

    return DeckStore(folder)


def card_renderer() -> Callable[[CardDef], str]:
    """The engine's card-text renderer (the one the table and ``c ID`` use)."""
    from engine.champions.language.text import render_card

    return render_card


@app.command("import")
@friendly_errors
def import_deck(
    file: Annotated[Path, typer.Argument(help="A MarvelCDB deck: its JSON, or its text "
                                              "export.", dir_okay=False)],
    name: Annotated[str | None, typer.Option(
        "--name", help="Store it under this name (default: the deck's own name).")] = None,
    aspect: Annotated[str | None, typer.Option(
        "--aspect", help="The deck's aspect, when the export does not say it (the text "
                         "export does not).")] = None,
    allow_missing: Annotated[bool, typer.Option(
        "--allow-missing", help="Import the cards we have and leave out the others "
                                "(named in a warning).")] = False,
    replace: Annotated[bool, typer.Option(
        "--replace", help="Replace a stored deck of the same name.")] = False,
    deck_dir: DeckDir = None,
) -> None:
    """Check a MarvelCDB deck against the deck rules and our cards, and store it."""
    from trackers.decks.importing import store_listed
    from trackers.decks.marvelcdb import read_deck_file
    from trackers.decks.rules import DeckRefused, left_out_text

    catalog = _catalog()
    listed = read_deck_file(file, catalog)
    if name is not None and not name.strip():
        fail("--name: a deck's name cannot be blank")
    try:
        stored, path, checked = store_listed(
            listed, catalog, _store(deck_dir), f"{listed.source} from {file.name}",
            name=name.strip() if name is not None else None, aspect=aspect,
            allow_missing=allow_missing, replace=replace)
    except DeckRefused as exc:
        fail(f"{file}: {exc}")
    if checked.left_out:
        gone = "; ".join(left_out_text(c.count, c.code, c.said, c.pack)
                         for c in checked.left_out)
        short = (f", {checked.short} short of 40" if checked.short else "")
        print(f"helicarrier: warning: left out {sum(c.count for c in checked.left_out)} "
              f"card(s) not in our content: {gone}; the deck now has {checked.size} "
              f"cards{short}", file=sys.stderr)
    print(f'Imported deck "{stored.name}": {stored.hero}, {stored.aspect or "no aspect"}, '
          f"{stored.size} cards -> {path}")


@app.command("list")
@friendly_errors
def list_decks(
    deck_dir: DeckDir = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")] = False,
) -> None:
    """The stored decks: name, hero, aspect, size (and files that cannot be read)."""
    from trackers.decks.store import StoredDeck

    store = _store(deck_dir)
    entries = store.entries()
    if as_json:
        print(json.dumps({"folder": str(store.folder), "decks": [
            {"name": d.name, "hero": d.hero, "identity": d.identity, "aspect": d.aspect,
             "size": d.size, "left_out": sum(c.count for c in d.left_out), "file": str(p)}
            if isinstance(d, StoredDeck) else {"file": str(p), "error": str(d)}
            for p, d in entries]}))
        return
    if not entries:
        print(f"No stored decks in {store.folder} (import one with `helicarrier champions "
              "deck import FILE`).")
        return
    rows = [(d.name, d.hero, d.aspect or "no aspect", f"{d.size} cards"
             + (f" ({sum(c.count for c in d.left_out)} left out)" if d.left_out else ""))
            for _p, d in entries if isinstance(d, StoredDeck)]
    widths = [max((len(row[n]) for row in rows), default=0) for n in range(3)]
    for row in rows:
        print("  ".join(cell.ljust(widths[n]) for n, cell in enumerate(row[:3])) + "  "
              + row[3])
    for _path, error in entries:
        if not isinstance(error, StoredDeck):
            print(f"cannot be read: {error}")


TYPE_TITLES = {"ally": "Allies", "event": "Events", "resource": "Resources",
               "support": "Supports", "upgrade": "Upgrades"}
TYPE_ORDER = tuple(TYPE_TITLES)


@app.command("show")
@friendly_errors
def show_deck(name: NameArg, deck_dir: DeckDir = None) -> None:
    """A stored deck's cards, each with its text from our card data."""
    _path, deck = _store(deck_dir).find(name)
    print(render_deck(deck, _catalog()))


def render_deck(deck: StoredDeck, catalog: Catalog) -> str:
    """The deck as text: its identity, then the hero's cards and the others by type."""
    render = card_renderer()
    ident = catalog.cards.get(deck.identity)
    lines = [f"{deck.name}: {deck.hero} [{deck.identity}], "
             f"{deck.aspect or 'no aspect'}, {deck.size} cards ({deck.source})"]
    if ident is not None:
        lines += _indented(render(ident))
    sets = {ident.set} if ident is not None else set()
    groups: dict[str, list[tuple[str, int]]] = {}
    for card in deck.cards:
        cdef = catalog.cards.get(card.code)
        kind = ("hero" if cdef is not None and cdef.set in sets and cdef.faction == "hero"
                else card.type)
        groups.setdefault(kind, []).append((card.code, card.count))
    for kind in ("hero", *TYPE_ORDER, *sorted(set(groups) - {"hero", *TYPE_ORDER})):
        if kind not in groups:
            continue
        count = sum(n for _code, n in groups[kind])
        title = (f"{deck.hero}'s cards" if kind == "hero" else
                 TYPE_TITLES.get(kind, kind.replace("_", " ").capitalize()))
        lines.append(f"\n{title} ({count})")
        for code, n in groups[kind]:
            cdef = catalog.cards.get(code)
            if cdef is None:
                lines.append(f"  {n}x [{code}] (not in our content any more)")
                continue
            about = [cdef.type.replace("_", " "), cdef.faction]
            if "cost" in cdef.stats:
                about.append(f"cost {cdef.stats['cost']}")
            lines.append(f"  {n}x {cdef.title} [{code}] ({', '.join(about)})")
            lines += _indented(render(cdef), "       ")
    if deck.left_out:
        lines.append("\nLeft out (not in our content)")
        from trackers.decks.rules import left_out_text

        lines += [f"  {left_out_text(c.count, c.code, c.said, c.pack)}" for c in deck.left_out]
    return "\n".join(lines)


def _indented(text: str, prefix: str = "    ") -> list[str]:
    return [prefix + line for line in text.splitlines() if line.strip()]


@app.command("remove")
@friendly_errors
def remove_deck(name: NameArg, deck_dir: DeckDir = None) -> None:
    """Delete a stored deck (a file that cannot be read too, by its file name)."""
    path = _store(deck_dir).remove(name)
    print(f"Removed {path}.")
