"""Two players at their own terminals play a seeded plot-capture game to the end over SSH.

The game is short (rule option ``round_limit = 1``: each player takes one full turn)
but real: the engine deals, both players act through key presses, the game ends by
its round limit with standings, and it lands in the lobby's history.
"""

from __future__ import annotations

import asyncio
import json

from engine.core import Record, replay
from engine.plotcapture import command_from_dict
from tests.tui.ssh.client import SSHPlayer
from tests.tui.ssh.conftest import Served
from tests.tui.ssh.vt import plain_text
from tui.ssh.table_store import Seat

SEED = 7
SHORT_GAME = {"seats": ["Seat 1", "Seat 2"], "options": {"round_limit": 1}}


async def test_a_table_opened_from_the_form_shows_in_the_other_lobby(served: Served) -> None:
    ana = await served.player("ana", size=(120, 40))
    bob = await served.player("bob", size=(120, 40))
    await bob.wait_for("No open tables yet")
    ana.send("n")
    await ana.wait_for("Open a plot-capture table", "round limit")
    ana.send("\x13")  # ctrl+s: create with the form as it stands
    await ana.wait_for("Waiting for 1 more player to join")
    await bob.wait_for("ana's table", "waiting for 1 player")  # bob's lobby redrew by itself


async def pass_turn(player: SSHPlayer) -> None:
    """Take no benefit, capture nothing, end the turn discarding nothing."""
    await player.wait_for("Action: reveal a card for a benefit")
    player.send("s")
    await player.wait_for("Investigation: mark cards")
    player.send("e")
    await player.wait_for("discarding 0 marked cards")
    player.send("e")


def hidden_titles(record: Record) -> tuple[set[str], set[str]]:
    """Per seat: titles that were in its hand but never in the other seat's view."""
    game = replay(record.truncated(0))
    seen = ["", ""]
    hands: list[set[str]] = [set(), set()]
    for index in range(len(record.commands) + 1):
        for seat in (0, 1):
            view = game.view(seat)
            hands[seat] |= {card["title"] for card in view["hand"]}
            seen[seat] += json.dumps(view)
        if index < len(record.commands):
            game.apply(command_from_dict(record.commands[index]))
    return (
        {title for title in hands[0] if title not in seen[1]},
        {title for title in hands[1] if title not in seen[0]},
    )


async def test_two_players_play_a_seeded_game_to_the_end(served: Served) -> None:
    lobby = served.server.hall.lobby
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()], seed=SEED)
    ana = await served.player("ana", size=(120, 40))
    bob = await served.player("bob", size=(120, 40))
    await ana.wait_for("ana's table", "seat 1")
    ana.send("\r")  # back to her seat
    await ana.wait_for("Waiting for 1 more player to join")
    await bob.wait_for("ana's table", "waiting for 1 player")
    bob.send("\r")  # join the free seat
    await bob.wait_for("bob (you)", "Waiting for ana")

    await pass_turn(ana)
    await bob.wait_for("Action: reveal a card for a benefit")
    await pass_turn(bob)
    await ana.wait_for("Game over")
    await bob.wait_for("Game over")
    assert actor.game.decision is None and actor.moves == 6

    # What each client was sent never names a title that only the other seat held.
    ana_secrets, bob_secrets = hidden_titles(actor.record)
    assert ana_secrets and bob_secrets, "the seed must leave some titles private"
    assert all(title in plain_text(ana.received) for title in ana_secrets)  # the check can see
    assert not [title for title in bob_secrets if title in plain_text(ana.received)]
    assert not [title for title in ana_secrets if title in plain_text(bob.received)]

    ana.send("\x1b")  # back to the lobby: the finished game is in the history
    await ana.wait_for("Finished games", "ana and bob shared the win; ana 0, bob 0 plots")


async def test_an_ai_seat_plays_its_turn_from_the_process_pool(served: Served) -> None:
    lobby = served.server.hall.lobby
    actor = lobby.create_table(
        "ana", "plotcapture", SHORT_GAME, [Seat(), Seat(ai="random")], seed=SEED
    )
    assert actor.status == "playing"  # the only human seat is taken by its creator
    ana = await served.player("ana", size=(120, 40))
    await ana.wait_for("ana's table", "seat 1")
    ana.send("\r")
    await pass_turn(ana)
    await ana.wait_for("Game over", timeout=60)
    assert actor.moves >= 6 and actor.game.decision is None


async def test_a_mouse_click_on_a_table_joins_it(served: Served) -> None:
    served.server.hall.lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    bob = await served.player("bob", size=(120, 40))
    screen = await bob.wait_for("ana's table")
    row = next(i for i, line in enumerate(screen.split("\n")) if "ana's table" in line)
    column = screen.split("\n")[row].index("ana's table")
    for _ in range(2):  # the first click moves the cursor there, the second selects
        bob.send(f"\x1b[<0;{column + 1};{row + 1}M\x1b[<0;{column + 1};{row + 1}m")
    await bob.wait_for("bob (you)", "Waiting for ana")


async def test_a_client_that_stops_reading_never_holds_up_the_table(served: Served) -> None:
    """Drop-and-rerender: its frames are dropped, then one repaint shows the present."""
    lobby = served.server.hall.lobby
    lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()], seed=SEED)
    ana = await served.player("ana", size=(120, 40))
    bob = await served.player("bob", size=(120, 40), window=16 * 1024)
    await bob.wait_for("ana's table")
    bob.send("\r")
    ana.send("\r")
    await bob.wait_for("bob (you)", "Waiting for ana")
    await ana.wait_for("Action: reveal a card for a benefit")
    (session,) = [s for s in served.server.hall.sessions if s.player == "bob"]
    assert session.driver is not None

    assert bob.chan is not None
    bob.chan.pause_reading()  # bob's terminal stops reading; the server keeps drawing
    for step in range(200):
        bob.resize(120 + step % 2, 40)  # every size change is a full redraw
        await asyncio.sleep(0.01)
        if session.driver.frames_dropped:
            break
    assert session.driver.frames_dropped > 0
    assert session.app is not None
    last_size = (bob.screen.width, bob.screen.height)
    for _ in range(200):  # let the server finish redrawing for the size changes
        if session.app.size == last_size:
            break
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.3)
    dropped = session.driver.frames_dropped
    ana.send("s")  # ana plays on, unhindered
    await ana.wait_for("Investigation: mark cards")
    for _ in range(200):  # bob's picture of that move is dropped too
        if session.driver.frames_dropped > dropped:
            break
        await asyncio.sleep(0.01)
    assert session.driver.frames_dropped > dropped
    await asyncio.sleep(0.3)  # every frame of that move is drawn (and dropped)

    bob.chan.resume_reading()
    await bob.wait_for("ana: Investigation")  # the repaint shows the present state
