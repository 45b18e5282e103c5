"""Stored decks over SSH: each signed-in player pastes MarvelCDB's export into the lobby's
deck form, and seat 1 of a Champions table they open may play it (issue 24, "Over SSH").

Headless, on the real per-channel app (no SSH involved: the end-to-end tests cover it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Checkbox, Select, Static, TextArea

from tests.tui.ssh.test_ssh_screens import SeededBots, Terminal
from trackers.decks.store import DeckStore
from tui.ssh.app import ServedApp
from tui.ssh.keys import AuthorizedKeys
from tui.ssh.lobby import Lobby
from tui.ssh.screens.lobby import LobbyScreen
from tui.ssh.screens.lobby_decks import DecksScreen
from tui.ssh.screens.lobby_new_champions import NewChampionsTableScreen
from tui.ssh.server import Hall, ServeConfig
from tui.ssh.table_store import TableStore

FIXTURES = Path(__file__).parents[2] / "trackers" / "decks" / "fixtures"
SIZE = (110, 34)


def served(tmp_path: Path, player: str = "ana", guests: bool = False) -> ServedApp:
    config = ServeConfig(data_dir=tmp_path, authorized_keys=tmp_path / "authorized_keys",
                         allow_guests=guests)
    lobby = Lobby(TableStore(tmp_path / "tables.sqlite3"), SeededBots())
    return ServedApp(player, Hall(config, lobby, AuthorizedKeys(config.authorized_keys)),
                     Terminal())  # type: ignore[arg-type]


async def paste(pilot, app: ServedApp, text: str, name: str = "",  # type: ignore[no-untyped-def]
                aspect: str = "") -> str:
    await pilot.press("d")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, DecksScreen)
    screen.query_one("#deck-paste", TextArea).text = text
    screen.query_one("#deck-name").value = name  # type: ignore[attr-defined]
    screen.query_one("#deck-aspect", Select).value = aspect
    await pilot.press("ctrl+s")
    await pilot.pause()
    return str(screen.query_one("#decks-status", Static).render())


async def test_a_pasted_text_export_is_stored_in_the_players_own_folder(tmp_path: Path) -> None:
    """The text export names no aspect: the form's aspect says it. The deck is stored under
    data/decks/ana, listed on the screen, and another player's folder stays empty."""
    app = served(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        said = await paste(pilot, app, (FIXTURES / "hill-leadership.txt").read_text(),
                           name="Hill", aspect="leadership")
        assert said.startswith('Stored "Hill": Maria Hill, leadership')
        assert "Hill: Maria Hill, leadership" in str(
            app.screen.query_one("#decks-list", Static).render())
    _path, deck = DeckStore(tmp_path / "decks" / "ana").find("Hill")
    assert deck.aspect == "leadership" and deck.size >= 40
    assert DeckStore(tmp_path / "decks" / "bob").entries() == []


@pytest.mark.parametrize("fixture, said", [
    ("fury-39.txt", "40"),
    ("fury-fourth-copy.txt", "copies"),
    ("not-a-deck.txt", "not a MarvelCDB deck"),
])
async def test_a_pasted_deck_that_breaks_a_rule_is_one_line_and_stores_nothing(
        tmp_path: Path, fixture: str, said: str) -> None:
    """The paste goes through the deck rules of ``deck import`` (RRG v1.8 Appendix I): a
    refusal is one line under the form, and nothing is stored."""
    app = served(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        status = await paste(pilot, app, (FIXTURES / fixture).read_text(), aspect="justice")
        assert said in status and "\n" not in status.strip()
        assert isinstance(app.screen, DecksScreen)
    assert DeckStore(tmp_path / "decks" / "ana").entries() == []


def status(app: ServedApp) -> str:
    return str(app.screen.query_one("#decks-status", Static).render())


async def test_a_name_already_stored_is_refused_unless_replace_is_ticked(tmp_path: Path) -> None:
    """The same name again is refused in the form's words (not the CLI's --replace) and
    stores nothing new; ticked "replace", the paste replaces the stored deck."""
    app = served(tmp_path)
    text = (FIXTURES / "hill-leadership.txt").read_text()
    async with app.run_test(size=SIZE) as pilot:
        await paste(pilot, app, text, name="Hill", aspect="leadership")
        screen = app.screen
        screen.query_one("#deck-paste", TextArea).text = text
        screen.query_one("#deck-name").value = "Hill"  # type: ignore[attr-defined]
        screen.query_one("#deck-aspect", Select).value = "leadership"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert 'a deck named "Hill" is stored already' in status(app)
        assert 'tick "replace"' in status(app) and "--replace" not in status(app)
        screen.query_one("#deck-replace", Checkbox).value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert status(app).startswith('Stored "Hill"')
    assert len(DeckStore(tmp_path / "decks" / "ana").entries()) == 1


async def test_a_stored_deck_is_removed_on_the_second_press(tmp_path: Path) -> None:
    """Remove asks once ("press again"), then deletes the chosen deck: the list and the
    player's folder no longer hold it."""
    app = served(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await paste(pilot, app, (FIXTURES / "hill-leadership.txt").read_text(), name="Hill",
                    aspect="leadership")
        screen = app.screen
        screen.query_one("#remove").press()
        await pilot.pause()
        assert status(app) == "Choose a stored deck to remove first."
        screen.query_one("#deck-chosen", Select).value = "Hill"
        screen.query_one("#remove").press()
        await pilot.pause()
        assert status(app) == 'Press Remove again to delete "Hill" from this host.'
        assert len(DeckStore(tmp_path / "decks" / "ana").entries()) == 1
        screen.query_one("#remove").press()
        await pilot.pause()
        assert status(app) == 'Removed "Hill".'
        assert "No stored decks yet" in str(screen.query_one("#decks-list", Static).render())
    assert DeckStore(tmp_path / "decks" / "ana").entries() == []


async def test_seat_one_plays_a_stored_deck_at_a_new_champions_table(tmp_path: Path) -> None:
    """Seat 1 (the creator's) offers the creator's stored decks; the table's setup holds the
    chosen deck's card list. Other seats offer starter decks (who sits there is unknown)."""
    app = served(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await paste(pilot, app, (FIXTURES / "hill-leadership.txt").read_text(), name="Hill",
                    aspect="leadership")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("c")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewChampionsTableScreen)
        mine = [str(label) for label, _v in form.query_one("#hero-0", Select)._options]
        theirs = [str(label) for label, _v in form.query_one("#hero-1", Select)._options]
        assert "Maria Hill: Hill (leadership, 40)" in mine
        assert not any("Hill (leadership, 40)" in label for label in theirs)
        form.query_one("#hero-0", Select).value = "maria-hill/Hill"
        form.query_one("#hero-1", Select).value = "nick-fury"
        await pilot.press("ctrl+s")
        await pilot.pause()
    setup = next(iter(app.hall.lobby.actors.values())).record.setup
    _path, deck = DeckStore(tmp_path / "decks" / "ana").find("Hill")
    assert setup["heroes"] == ["maria-hill", "nick-fury"]
    assert [tuple(e) for e in setup["decks"][0]] == deck.card_list()
    assert setup["decks"][1] == []


async def test_a_guest_keeps_no_decks(tmp_path: Path) -> None:
    app = served(tmp_path, player="guest-1", guests=True)
    app.hall.guests.add("guest-1")  # as the gate does when a guest signs in
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        assert "Guests keep no decks" in str(app.screen.query_one("#lobby-status",
                                                                   Static).render())
