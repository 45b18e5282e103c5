"""Who may log in: listed keys under their own name, guests only when allowed."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncssh
import pytest

from tests.tui.ssh.client import SSHPlayer
from tests.tui.ssh.conftest import Served, serve
from tui.ssh.table_store import Seat

SHORT_GAME = {"seats": ["Seat 1", "Seat 2"], "options": {"round_limit": 1}}


async def test_a_listed_key_reaches_the_lobby_under_its_user_name(served: Served) -> None:
    ana = await served.player("ana")
    await ana.wait_for("signed in as ana", "No open tables yet")


async def test_an_unknown_key_is_refused(served: Served) -> None:
    stranger = asyncssh.generate_private_key("ssh-ed25519")
    with pytest.raises(asyncssh.PermissionDenied):
        await SSHPlayer().connect(served.port, "mallory", stranger)


async def test_a_guest_is_refused_without_allow_guests(served: Served) -> None:
    with pytest.raises(asyncssh.PermissionDenied):
        await SSHPlayer().connect(served.port, "guest", None)


async def test_a_name_belongs_to_the_first_key_that_used_it(served: Served) -> None:
    await served.player("ana")
    with pytest.raises(asyncssh.PermissionDenied):
        await SSHPlayer().connect(served.port, "ana", served.keys["bob"])


async def test_guest_names_are_reserved_for_guests(served: Served) -> None:
    with pytest.raises(asyncssh.PermissionDenied):
        await SSHPlayer().connect(served.port, "guest-0001", served.keys["ana"])


async def test_guests_get_their_own_name_and_cannot_open_tables(
    served_with_guests: Served,
) -> None:
    guest = await served_with_guests.player("guest")
    screen = await guest.wait_for("signed in as guest-", "(guest)")
    first = screen.split("signed in as ")[1].split()[0]
    other = await served_with_guests.player("guest")
    second = (await other.wait_for("signed in as guest-")).split("signed in as ")[1].split()[0]
    assert first != second
    guest.send("n")
    await guest.wait_for("Guests can join free seats but not open tables.")


async def test_resize_redraws_at_the_new_size(served: Served) -> None:
    ana = await served.player("ana", size=(80, 24))
    await ana.wait_for("signed in as ana", "Quit")
    assert "Quit" in ana.screen.line(23)  # the footer is on the last row
    ana.resize(120, 40)
    for _ in range(100):
        if "Quit" in ana.screen.line(39):
            break
        await asyncio.sleep(0.05)
    assert "Quit" in ana.screen.line(39)  # the footer moved to the new last row
    assert "Finished games" in ana.text()


async def test_quit_closes_the_channel(served: Served) -> None:
    ana = await served.player("ana")
    await ana.wait_for("signed in as ana")
    ana.send("q")
    await asyncio.wait_for(ana.closed.wait(), 10)


async def test_an_idle_session_is_closed(tmp_path: Path) -> None:
    running = await serve(tmp_path, idle_minutes=0.01)  # 0.6 s without a key press
    try:
        ana = await running.player("ana")
        await ana.wait_for("signed in as ana")
        await asyncio.wait_for(ana.closed.wait(), 10)
        assert not running.server.hall.sessions
    finally:
        await running.server.stop()


async def test_a_guest_who_disconnects_frees_the_seat(served_with_guests: Served) -> None:
    lobby = served_with_guests.server.hall.lobby
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    guest = await served_with_guests.player("guest")
    await guest.wait_for("ana's table", "waiting for 1 player")
    guest.send("\r")
    await guest.wait_for("(you)", "Waiting for ana")
    assert actor.free_seats() == 0
    await guest.close()
    for _ in range(100):
        if actor.free_seats() == 1:
            break
        await asyncio.sleep(0.05)
    assert actor.free_seats() == 1 and actor.seat_of("ana") == 0


async def test_a_session_without_a_terminal_is_told_to_use_one(served: Served) -> None:
    async with asyncssh.connect(
        "127.0.0.1", served.port, username="ana", client_keys=[served.keys["ana"]],
        known_hosts=None, agent_path=None,
    ) as conn:
        result = await asyncio.wait_for(conn.run(term_type=None, encoding="utf-8"), 10)
        with pytest.raises(asyncssh.ChannelOpenError):
            await conn.run("ls /", encoding="utf-8")  # no commands, only the game
    assert result.exit_status == 1
    assert "needs a terminal" in str(result.stdout)
