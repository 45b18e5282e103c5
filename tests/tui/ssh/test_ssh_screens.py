"""Snapshots of the served screens: the lobby and the new-table form.

The app is the real per-channel app (``ServedApp``) on a lobby with seeded tables;
snapshots run headless, so no SSH is involved here (the end-to-end tests cover it).
A player's seat is the shared table screen, whose snapshots live with it.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from textual.widgets import Input

from engine.core import Command
from engine.plotcapture.ai import make_player
from tui.ssh.app import ServedApp
from tui.ssh.keys import AuthorizedKeys
from tui.ssh.lobby import Lobby
from tui.ssh.screens.lobby import REDRAW_PAUSE
from tui.ssh.server import Hall, ServeConfig
from tui.ssh.table_store import FINISHED, Seat, TableStore

SIZE = (110, 34)
SHORT_GAME = {"seats": ["Seat 1", "Seat 2"], "options": {"round_limit": 1}}


class SeededBots:
    async def choose(
        self, ai: str, seed: int, view: dict[str, Any], legal: list[Command]
    ) -> Command:
        return make_player(ai, seed).choose(view, legal)


class Terminal:
    term_type = "xterm-256color"


def served_app(tmp_path: Path) -> ServedApp:
    config = ServeConfig(data_dir=tmp_path, authorized_keys=tmp_path / "authorized_keys")
    lobby = Lobby(TableStore(tmp_path / "tables.sqlite3"), SeededBots())
    hall = Hall(config, lobby, AuthorizedKeys(config.authorized_keys))
    return ServedApp("ana", hall, Terminal())  # type: ignore[arg-type]


async def seed_tables(app: ServedApp) -> None:
    """A finished game, a table ana plays at with bob, and one waiting for a player."""
    lobby = app.hall.lobby
    done = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat(ai="greedy")],
                              name="Friday rematch", seed=4)
    while done.status != FINISHED:
        seat = done.game.decision.seat if done.game.decision else None
        if seat == 0:
            await done.submit("ana", done.game.legal(0)[-1])
        else:
            await asyncio.sleep(0.01)  # the AI seat answers from the (in-process) bots
    playing = lobby.create_table("ana", "plotcapture", {"seats": ["a", "b"], "options": {}},
                                 [Seat(), Seat()], name="Bus crew", seed=9)
    lobby.join("bob", playing.id)
    lobby.create_table("cy", "plotcapture", {"seats": ["a", "b", "c"], "options": {}},
                       [Seat(), Seat(), Seat(ai="mcts:hard")], name="Playground", seed=1)
    app.screen.refresh_lists()  # type: ignore[attr-defined]


def test_lobby_snapshot(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    async def before(pilot) -> None:  # type: ignore[no-untyped-def]
        await seed_tables(pilot.app)
        # The lobby's own redraw (after its pause) was scheduled before this sleep ends.
        await asyncio.sleep(REDRAW_PAUSE + 0.1)
        await pilot.pause()

    assert snap_compare(served_app(tmp_path), terminal_size=SIZE, run_before=before)


def open_form(key: str):  # type: ignore[no-untyped-def]
    """Press ``key`` in the lobby and wait until the form it opens is the screen, focused
    and drawn (a loaded machine drew the lobby's footer under the form otherwise)."""
    from tui.ssh.screens.new_served_table import NewServedTableForm

    async def before(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.press(key)
        for _ in range(100):
            await pilot.pause()
            screen = pilot.app.screen
            if isinstance(screen, NewServedTableForm) and screen.focused is not None:
                break
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False  # a steady cursor: a slow machine caught it blinked off
        await pilot.pause()

    return before


def test_new_table_form_snapshot(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(served_app(tmp_path), terminal_size=SIZE, run_before=open_form("n"))


def test_new_champions_table_form_snapshot(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The Champions form shares the served forms' styles (its rows were unstyled: the
    stylesheet named only the plot-capture form's class)."""
    assert snap_compare(served_app(tmp_path), terminal_size=SIZE, run_before=open_form("c"))


async def test_champions_seats_are_not_cut_short_in_the_lobby(tmp_path: Path) -> None:
    """Issue 29: at 80x24 the Seats column read "Maria Hill: ana, Nick Fury: (f". A table's
    seats wrap onto as many lines of the column as they need, a seat never split."""
    from tests.tui.screen_rows import screen_rows
    from tests.tui.ssh.champions_play import SEED, SETUP

    app = served_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = app.hall.lobby
        lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED,
                           name="Widow night")
        app.screen.refresh_lists()  # type: ignore[attr-defined]
        await asyncio.sleep(REDRAW_PAUSE + 0.1)
        await pilot.pause()
        rows = screen_rows(app)
        first = next(n for n, row in enumerate(rows) if "Widow night" in row)
        assert "Maria Hill: ana," in rows[first]
        assert "Nick Fury: (free)" in rows[first + 1]
