"""Your stored decks on this host, and a form to import one by pasting MarvelCDB's export.

Over SSH a player cannot hand the host a file, so the deck comes as text: MarvelCDB's
text export (a hero line, then lines like ``2x Backflip (core, 3)``) or the deck's JSON,
pasted into the box. It goes through the same reading, deck rules and store as
``helicarrier champions deck import`` (:mod:`trackers.decks`): a refusal is one line
below the form and stores nothing. A name already stored is refused unless "replace" is
ticked (and an unreadable stored file is never written over); a stored deck is removed by
choosing it and pressing Remove twice. Each signed-in player has their own folder on the
host (:meth:`Hall.deck_folder`); seat 1 of a Champions table they open may play any of these
decks.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static, TextArea

from content.champions.schema import catalog
from engine.core import HelicarrierError

ASPECTS = [("as the deck says", ""), ("Aggression", "aggression"), ("Justice", "justice"),
           ("Leadership", "leadership"), ("Protection", "protection")]
NO_DECKS = "No stored decks yet: paste one below."


def stored_lines(folder: Path) -> list[str]:
    """One line per stored deck (name, hero, aspect, size), then files that cannot be read."""
    from trackers.decks.store import DeckStore, StoredDeck

    lines: list[str] = []
    for path, deck in DeckStore(folder).entries():
        if isinstance(deck, StoredDeck):
            lines.append(f"{deck.name}: {deck.hero}, {deck.aspect or 'no aspect'}, "
                         f"{deck.size} cards")
        else:
            lines.append(f"{path.name}: cannot be read ({deck})")
    return lines


def stored_names(folder: Path) -> list[str]:
    """The stored decks' names (the unreadable files' names too: they can be removed)."""
    from trackers.decks.store import DeckStore, StoredDeck

    return [deck.name if isinstance(deck, StoredDeck) else path.stem
            for path, deck in DeckStore(folder).entries()]


def remove_stored(name: str, folder: Path) -> str:
    """Delete one stored deck; what to say. ``HelicarrierError`` when there is none."""
    from trackers.decks.store import DeckStore

    DeckStore(folder).remove(name)
    return f'Removed "{name}".'


def import_pasted(text: str, name: str, aspect: str, folder: Path,
                  replace: bool = False) -> str:
    """Check and store a pasted deck (over a stored one of that name only with
    ``replace``); what to say when it is stored. ``HelicarrierError`` (one line) when it
    cannot be: nothing is stored then."""
    from trackers.decks.importing import store_listed
    from trackers.decks.marvelcdb import read_deck_text
    from trackers.decks.store import DeckStore

    if not text.strip():
        raise HelicarrierError("paste MarvelCDB's text export (or the deck's JSON) first")
    cards = catalog()
    listed = read_deck_text(text, Path("pasted deck"), cards)
    stored, _path, _checked = store_listed(listed, cards, DeckStore(folder),
                                           f"{listed.source}, pasted over SSH",
                                           name=name.strip() or None, aspect=aspect or None,
                                           replace=replace, how_to_replace=(
                                               'tick "replace" to replace it, or give '
                                               "another name"))
    return (f'Stored "{stored.name}": {stored.hero}, {stored.aspect or "no aspect"}, '
            f"{stored.size} cards (play it at a new table: c).")


class DecksScreen(Screen[None]):
    """The list, the paste form and the remove row (see the module docstring); ctrl+s
    imports, escape goes back. Styles in ``tui/ssh/served.tcss``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "import_deck", "Import"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.removing = ""  # the deck a first press of Remove asked about

    def compose(self) -> ComposeResult:
        yield Static("Your decks (stored on this host)", id="decks-title")
        with Vertical(id="decks-body"):
            yield Static("", id="decks-list")
            yield Static("Paste MarvelCDB's text export (or the deck's JSON):",
                         classes="lobby-heading")
            yield TextArea("", id="deck-paste")
            with Horizontal(classes="form-row"):
                yield Label("Name")
                yield Input("", placeholder="the deck's own name", id="deck-name",
                            max_length=40, compact=True)
                yield Label("Aspect")
                yield Select(ASPECTS, value="", allow_blank=False, compact=True,
                             id="deck-aspect")
            with Horizontal(classes="form-row"):
                yield Button("Import", id="import", variant="primary")
                yield Button("Back", id="back")
                yield Checkbox("replace a stored deck of that name", id="deck-replace",
                               compact=True)
            with Horizontal(classes="form-row"):
                yield Label("Remove a stored deck")
                yield Select([], prompt="choose one", compact=True, id="deck-chosen")
                yield Button("Remove", id="remove", variant="error")
        yield Static("", id="decks-status")
        yield Footer()

    def on_mount(self) -> None:
        self.show_decks()
        self.query_one("#deck-paste", TextArea).focus()

    def show_decks(self) -> None:
        lines = stored_lines(self.folder)
        self.query_one("#decks-list", Static).update("\n".join(lines) or NO_DECKS)
        self.query_one("#deck-chosen", Select).set_options(
            (name, name) for name in stored_names(self.folder))
        self.removing = ""

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "import":
            self.action_import_deck()
        elif event.button.id == "back":
            self.action_back()
        elif event.button.id == "remove":
            self.remove_chosen()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "deck-chosen":
            self.removing = ""  # a new choice asks again

    def remove_chosen(self) -> None:
        """The first press names the deck and asks again; the second removes it."""
        status = self.query_one("#decks-status", Static)
        chosen = self.query_one("#deck-chosen", Select).value
        if not isinstance(chosen, str):
            status.update("Choose a stored deck to remove first.")
            return
        if self.removing != chosen:
            self.removing = chosen
            status.update(f'Press Remove again to delete "{chosen}" from this host.')
            return
        try:
            said = remove_stored(chosen, self.folder)
        except HelicarrierError as exc:
            status.update(str(exc))
            return
        self.show_decks()
        status.update(said)

    def action_import_deck(self) -> None:
        status = self.query_one("#decks-status", Static)
        try:
            said = import_pasted(self.query_one("#deck-paste", TextArea).text,
                                 self.query_one("#deck-name", Input).value,
                                 str(self.query_one("#deck-aspect", Select).value),
                                 self.folder,
                                 replace=self.query_one("#deck-replace", Checkbox).value)
        except HelicarrierError as exc:
            status.update(str(exc))
            return
        status.update(said)
        self.query_one("#deck-paste", TextArea).text = ""
        self.query_one("#deck-name", Input).value = ""
        self.show_decks()

    def action_back(self) -> None:
        self.dismiss(None)
