"""The table actor: seats, own-seat views only, commands stored before they count, replay."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from engine.core import Command, IllegalCommand, replay
from engine.plotcapture.ai import make_player
from tui.shared.controllers.reveals import revealed
from tui.ssh.lobby import Lobby
from tui.ssh.table_actor import Mailbox, TableUpdate
from tui.ssh.table_store import FINISHED, OPEN, PLAYING, Seat, TableStore

SHORT_GAME = {"seats": ["Seat 1", "Seat 2"], "options": {"round_limit": 1}}


class InProcessBots:
    """Stands in for the process pool: the same engine players, chosen in-process."""

    def __init__(self) -> None:
        self.asked = 0

    async def choose(
        self, ai: str, seed: int, view: dict[str, Any], legal: list[Command]
    ) -> Command:
        self.asked += 1
        return make_player(ai, seed).choose(view, legal)


async def next_update(box: Mailbox) -> TableUpdate:
    update = await asyncio.wait_for(box.get(), 5)
    assert update is not None
    return update


def first_legal(update: TableUpdate) -> Command:
    assert update.legal, "this seat has nothing to do"
    return update.legal[0]


async def test_seats_views_and_commands(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "t.sqlite3")
    lobby = Lobby(store, None, seed_source=lambda: 7)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    assert actor.seat_of("ana") == 0 and actor.status == OPEN
    ana = actor.subscribe("ana")
    waiting = await next_update(ana)
    assert waiting.status == OPEN and waiting.legal == ()
    # Nobody may play before every seat is taken.
    with pytest.raises(IllegalCommand):
        await actor.submit("ana", actor.game.legal(0)[0])

    assert lobby.join("bob", actor.id).seat_of("bob") == 1
    assert actor.status == PLAYING
    bob = actor.subscribe("bob")
    ana_view = await next_update(ana)
    bob_view = await next_update(bob)
    assert ana_view.view["seat"] == 0 and bob_view.view["seat"] == 1
    assert ana_view.seats == ("ana", "bob")

    to_act = actor.game.decision.seat
    mover, other = (("ana", ana), ("bob", bob)) if to_act == 0 else (("bob", bob), ("ana", ana))
    command = first_legal(ana_view if to_act == 0 else bob_view)
    # The other seat may not send the mover's command.
    with pytest.raises(IllegalCommand, match="your own seat"):
        await actor.submit(other[0], command)
    await actor.submit(mover[0], command)
    assert actor.moves == 1
    assert store.load(actor.id).record.commands == (command.to_dict(),)
    assert (await next_update(other[1])).moves == 1  # every seat hears about it


async def test_a_stranger_cannot_subscribe_or_play(tmp_path: Path) -> None:
    lobby = Lobby(TableStore(tmp_path / "t.sqlite3"), None, seed_source=lambda: 7)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    lobby.join("bob", actor.id)
    with pytest.raises(Exception, match="no seat"):
        actor.subscribe("eve")
    with pytest.raises(IllegalCommand):
        await actor.submit("eve", actor.game.legal(actor.game.decision.seat)[0])
    with pytest.raises(Exception, match="no free seat"):
        lobby.join("eve", actor.id)


async def test_mailbox_keeps_only_the_newest_update() -> None:
    box = Mailbox(0)
    first = TableUpdate(1, "t", 0, {}, (), (), OPEN, 1)
    second = TableUpdate(1, "t", 0, {}, (), (), OPEN, 2)
    box.put(first)
    box.put(second)
    assert (await next_update(box)).moves == 2
    token = box.schedule()
    box.put(first)  # sent after ``second`` was delayed: the delayed one must not win
    box.put_if_latest(second, token)
    assert (await next_update(box)).moves == 1
    older, newer = box.schedule(), box.schedule()  # two quick moves by this seat
    box.put_if_latest(first, older)  # the older delayed update fires first: skipped
    box.put_if_latest(second, newer)
    assert (await next_update(box)).moves == 2
    box.close()
    assert await box.get() is None


async def test_ai_seat_plays_to_the_end_and_the_game_goes_to_history(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "t.sqlite3")
    bots = InProcessBots()
    lobby = Lobby(store, bots, seed_source=lambda: 11)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat(ai="random")])
    ana = actor.subscribe("ana")
    for _ in range(200):
        update = await next_update(ana)
        if update.status == FINISHED:
            break
        if update.legal:
            await actor.submit("ana", update.legal[-1])
    assert actor.status == FINISHED and bots.asked > 0
    assert actor.game.decision is None
    history = lobby.history()
    assert [row.id for row in history] == [actor.id]
    assert "ana" in history[0].result and "AI (random)" in history[0].result
    assert store.load(actor.id).status == FINISHED


async def test_restart_replays_every_table_where_it_was(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    lobby = Lobby(TableStore(path), None, seed_source=lambda: 5)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    lobby.join("bob", actor.id)
    for _ in range(3):
        seat = actor.game.decision.seat
        await actor.submit(["ana", "bob"][seat], actor.game.legal(seat)[0])
    before = [actor.game.view(0), actor.game.view(1)]
    await lobby.stop()

    again = Lobby(TableStore(path), None)
    await again.start()
    revived = again.actor(actor.id)
    assert revived.moves == 3 and revived.status == PLAYING
    assert [revived.game.view(0), revived.game.view(1)] == before
    assert revived.seat_of("bob") == 1  # the same seat comes back
    await again.stop()


async def test_leaving_frees_the_seat_and_pauses_the_game(tmp_path: Path) -> None:
    lobby = Lobby(TableStore(tmp_path / "t.sqlite3"), None, seed_source=lambda: 5)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    lobby.join("bob", actor.id)
    lobby.leave("bob", actor.id)
    assert actor.status == OPEN and actor.seat_of("bob") is None
    assert lobby.join("cy", actor.id).seat_of("cy") == 1
    assert actor.status == PLAYING


async def test_a_table_everyone_left_before_the_first_move_is_removed(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "t.sqlite3")
    lobby = Lobby(store, None, seed_source=lambda: 5)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat(ai="random")])
    lobby.leave("ana", actor.id)
    assert lobby.tables("ana") == [] and lobby.history() == []
    assert store.tables((OPEN, PLAYING, FINISHED)) == []


async def test_a_storage_failure_is_reported_and_the_table_carries_on(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "t.sqlite3")
    lobby = Lobby(store, None, seed_source=lambda: 5)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    lobby.join("bob", actor.id)
    seat = actor.game.decision.seat
    player = ["ana", "bob"][seat]
    command = actor.game.legal(seat)[0]
    store.append_command(actor.id, 1, {"kind": "squatter"})  # the next number is taken
    with pytest.raises(Exception, match="could not record that move"):
        await actor.submit(player, command)
    assert actor.moves == 0  # nothing took effect
    store.drop_command(actor.id, 1)
    await actor.submit(player, command)
    assert actor.moves == 1


async def test_a_table_that_no_longer_replays_does_not_stop_the_others(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    lobby = Lobby(TableStore(path), None, seed_source=lambda: 5)
    broken = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    fine = lobby.create_table("bob", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    await lobby.stop()
    store = TableStore(path)
    store.append_command(broken.id, 1, {"kind": "plotcapture.skip_action", "seat": 5})
    again = Lobby(store, None)
    await again.start()
    assert list(again.actors) == [fine.id]
    assert "cannot be replayed" in again.unresumable[broken.id]
    assert store.load(broken.id).record.commands  # left as it was
    await again.stop()


def revealing_command(actor: Any, seat: int) -> Command | None:
    """A legal command of ``seat`` that shows someone something hidden, keeping the turn."""
    seats = range(len(actor.seats))
    for command in actor.game.legal(seat):
        game = replay(actor.record)
        before = [game.view(s) for s in seats]
        game.apply(command)
        if revealed(before, [game.view(s) for s in seats]) and game.decision.seat == seat:
            return command
    return None


async def test_undo_of_your_own_move_while_it_revealed_nothing(tmp_path: Path) -> None:
    """ARCHITECTURE.md section 2: undo replays all but the last command; a seat may take
    back its own last command while it revealed nothing hidden (the single-seat case)."""
    path = tmp_path / "t.sqlite3"
    lobby = Lobby(TableStore(path), None, seed_source=lambda: 1)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    lobby.join("bob", actor.id)
    ana, bob = actor.subscribe("ana"), actor.subscribe("bob")
    seat = actor.game.decision.seat
    mover, other = ("ana", "bob") if seat == 0 else ("bob", "ana")
    start = [actor.game.view(0), actor.game.view(1)]
    assert not actor.can_undo(seat)  # nothing to undo yet
    skip = next(c for c in actor.game.legal(seat) if c.to_dict()["kind"].endswith("skip_action"))
    await actor.submit(mover, skip)
    assert actor.can_undo(seat) and not actor.can_undo(1 - seat)
    with pytest.raises(IllegalCommand, match="nothing you can undo"):
        await actor.submit_undo(other)
    await actor.submit_undo(mover)
    assert actor.moves == 0 and [actor.game.view(0), actor.game.view(1)] == start
    assert store_commands(path) == 0  # the undo is committed, not only in memory
    for box in (ana, bob):  # every seat sees the table as it was
        update = await next_update(box)
        assert update.moves == 0 and update.view == start[update.seat]
        assert update.can_undo is False

    # A move that shows someone hidden cards cannot be taken back alone: undo only asks
    # the others to agree (test_ssh_undo_agreement.py).
    shows = revealing_command(actor, seat)
    assert shows is not None, "seed 1 offers a benefit that looks at hidden cards"
    await actor.submit(mover, shows)
    assert not actor.can_undo(seat) and actor.can_ask_undo(seat)
    await actor.submit_undo(mover)
    assert actor.moves == 1 and actor.update_for(1 - seat).can_answer
    await lobby.stop()

    again = Lobby(TableStore(path), None)  # a restart judges the last move the same way
    await again.start()
    revived = again.actor(actor.id)
    assert revived.moves == 1 and not revived.can_undo(seat)
    await again.stop()


def store_commands(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return int(db.execute("SELECT COUNT(*) FROM commands").fetchone()[0])
