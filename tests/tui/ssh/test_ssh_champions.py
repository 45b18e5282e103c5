"""Marvel Champions over SSH: two players at their own terminals, a bot seat, reconnects.

Each player's terminal is an asyncssh client with a virtual screen; the server runs in
this process, so the tests can read the table actor to decide what to press (with the
engine's hero bot, from the deciding seat's own view) and to check the outcome.
"""

from __future__ import annotations

import asyncio
import gc
import weakref

import pytest
from textual.screen import Screen

from engine.champions.ai import SimpleBot
from engine.core import decision_of
from engine.core.messages import message_from_dict
from tests.engine.champions.helpers import SETUP_SEARCH
from tests.tui.ssh.champions_play import (
    NAMES,
    SAID,
    SEED,
    SETUP,
    bot_commands,
    choose,
    option_number,
    private_names,
)
from tests.tui.ssh.conftest import Served
from tests.tui.ssh.vt import plain_text
from tui.champions.widgets.table_words import with_names
from tui.ssh.champions_tables import HERO_BOT
from tui.ssh.screens.lobby import LobbyScreen
from tui.ssh.screens.served_champions import ServedChampionsScreen
from tui.ssh.table_store import Seat
from tui.ssh.widgets.lobby_tables import LobbyTables

BELL = "\x07"


async def test_a_champions_table_opened_from_the_form_shows_in_the_other_lobby(
        served: Served) -> None:
    ana = await served.player("ana", size=(120, 40))
    bob = await served.player("bob", size=(120, 40))
    await bob.wait_for("No open tables yet")
    ana.send("c")
    await ana.wait_for("Open a Marvel Champions table", "Scenario", "Black Widow", "Maria Hill")
    ana.send("\x13")  # ctrl+s: create with the form as it stands (two seats, both human)
    await ana.wait_for("The game starts when every seat is taken", "Waiting for 1 more player")
    screen = await bob.wait_for("ana's table", "Champions", "waiting for 1 player")
    assert "Nick Fury: ana" in screen  # the heroes and who plays them
    bob.send("\x1b[A")  # move the cursor onto the row: the whole line is said below
    await bob.wait_for("Champions: Black Widow, standard", "Maria Hill: (free)")
    (actor,) = served.server.hall.lobby.actors.values()
    assert actor.record.kind == "champions"
    assert actor.record.setup == {**SETUP, "heroes": ["nick-fury", "maria-hill"]}


async def test_the_same_hero_twice_is_refused_by_the_form(served: Served) -> None:
    ana = await served.player("ana", size=(120, 40))
    ana.send("c")
    await ana.wait_for("Open a Marvel Champions table")
    screen = served.server.hall.sessions.copy().pop().app.screen  # type: ignore[union-attr]
    screen.query_one("#hero-1").value = "nick-fury"  # type: ignore[attr-defined]
    ana.send("\x13")
    await ana.wait_for("Nick Fury is chosen twice")
    assert not served.server.hall.lobby.actors


async def test_two_players_play_a_seeded_black_widow_table(served: Served) -> None:
    """Moves reach the other screen, the window question of the villain phase goes to the
    seat it asks (with a bell), and no byte sent to one player names a card only the
    other held."""
    lobby = served.server.hall.lobby
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    ana = await served.player("ana", size=(120, 40))
    bob = await served.player("bob", size=(120, 40))
    await bob.wait_for("ana's table")
    bob.send("\r")
    ana.send("\r")
    await ana.wait_for(SETUP_SEARCH)
    await bob.wait_for(f"Waiting for {NAMES[0]}")
    players = (ana, bob)
    bots = (SimpleBot(1), SimpleBot(2))
    asked: list[tuple[int, str]] = []
    def defenders() -> set[int]:
        return {seat for seat, prompt in asked if "Defend?" in prompt}

    while defenders() != {0, 1} and actor.moves < 90:
        decision = actor.game.decision
        assert decision is not None
        seat, moves = decision.seat, actor.moves
        other = players[1 - seat]
        if decision_of(actor.game, 1 - seat) is None:  # (both answer a mulligan at once)
            await other.wait_for(f"Waiting for {NAMES[seat]}")  # everyone sees whose answer
        asked.append((seat, await choose(players[seat], actor.game, bots[seat])))
        for _ in range(200):
            if actor.moves > moves:
                break
            await asyncio.sleep(0.02)
        assert actor.moves == moves + 1
        last_line = with_names(actor.game.view(0)["log"][-1], SAID)[:40]
        await other.wait_for(last_line)  # the move reached the other screen
    assert defenders() == {0, 1}  # the villain phase's questions went round the table
    assert BELL in plain_text(bob.received)  # bob's terminal rang when it was his to answer

    ana_private, bob_private = private_names(actor.record)
    assert ana_private and bob_private, "the seed must leave some cards private"
    assert all(name in plain_text(ana.received) for name in ana_private)  # the check can see
    assert not [name for name in bob_private if name in plain_text(ana.received)]
    assert not [name for name in ana_private if name in plain_text(bob.received)]


async def test_a_hero_bot_seat_plays_from_the_process_pool(served: Served) -> None:
    lobby = served.server.hall.lobby
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat(ai=HERO_BOT)],
                               seed=SEED)
    assert actor.status == "playing"  # the only human seat is taken by its creator
    ana = await served.player("ana", size=(120, 40))
    await ana.wait_for("ana's table", "seat 1", "Nick Fury: AI (hero-bot)")
    ana.send("\r")
    await choose(ana, actor.game, SimpleBot(1))  # setup: ana's minion
    await ana.wait_for("Mulligan", timeout=60)  # the bot chose its minion meanwhile
    seats = [command["seat"] for command in actor.record.commands]
    # ana's setup minion, the bot's; both mulligans are open at once, so the bot may have
    # begun its own while ana's screen drew hers
    assert seats[:2] == [0, 1] and set(seats[2:]) <= {1}, seats


async def test_a_player_who_reconnects_gets_the_same_seat(served: Served) -> None:
    lobby = served.server.hall.lobby
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    bob = await served.player("bob", size=(120, 40))
    await bob.wait_for("ana's table")
    bob.send("\r")
    await bob.wait_for(NAMES[1], f"Waiting for {NAMES[0]}")
    await bob.close()
    await asyncio.sleep(0.1)
    assert actor.seat_of("bob") == 1
    bob = await served.player("bob", size=(120, 40))
    await bob.wait_for("ana's table", "seat 2")
    bob.send("\r")
    await bob.wait_for(f"{NAMES[1]} | round 1")
    assert actor.seat_of("bob") == 1 and actor.free_seats() == 0


async def test_undo_alone_or_by_agreement_follows_the_champions_reveal_rule(
        served: Served) -> None:
    """ARCHITECTURE.md section 2 and ``tui/controllers/reveals.py``: a move that showed
    nobody a new card (picking a resource while paying) is taken back alone; one that put
    a card face up (a mulligan discard) only when the other player agrees."""
    lobby = served.server.hall.lobby
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    lobby.join("bob", actor.id)
    for command in bot_commands("Pay for"):
        await actor.submit(("ana", "bob")[command["seat"]], message_from_dict(command))
    ana = await served.player("ana", size=(120, 40))
    bob = await served.player("bob", size=(120, 40))
    for player in (ana, bob):
        await player.wait_for("ana's table")
        player.send("\r")
    screen = await ana.wait_for("0 of 6 resources picked")
    await bob.wait_for(f"Waiting for {NAMES[0]}")
    spend = next(o["label"] for o in actor.game.view(0)["decision"]["options"]
                 if o["label"].startswith("Spend "))
    ana.send(option_number(screen, spend) or "")
    await ana.wait_for("1 of 6 resources picked")
    moves = actor.moves
    ana.send("u")  # nothing was shown: ana takes it back alone
    await ana.wait_for("0 of 6 resources picked")
    assert actor.moves == moves - 1

    cancel = next(o["label"] for o in actor.game.view(0)["decision"]["options"]
                  if o["key"] == "cancel")
    screen = await ana.wait_for("0 of 6 resources picked")
    ana.send(option_number(screen, cancel) or "")
    await ana.wait_for("ana: your turn")
    bot = SimpleBot(1)
    for _ in range(20):  # ana plays on (with the hero bot's picks) until a card is shown
        moves = actor.moves
        await choose(ana, actor.game, bot)
        for _ in range(200):
            if actor.moves > moves:
                break
            await asyncio.sleep(0.02)
        assert actor.moves == moves + 1 and actor.game.decision.seat == 0
        if not actor.can_undo(0):
            break
    assert actor.can_ask_undo(0), "the seeded turn shows a card within 20 moves"
    before = actor.moves
    ana.send("u")  # it showed a card: bob must agree
    await bob.wait_for("asks to undo their last move: Player 1 plays")  # which move (issue 29)
    await bob.wait_for("\u2014 agree? (y / n)")
    await ana.wait_for("Undo asked (Player 1 plays", "waiting for bob to agree")
    bob.send("y")
    await ana.wait_for("last move was taken back")
    assert actor.moves == before - 1


async def test_a_seated_player_keeps_no_lobby_and_escape_brings_a_fresh_one(
        served: Served) -> None:
    """The lobby is not shown at a table, so it is not kept (memory per seated player)."""
    lobby = served.server.hall.lobby
    lobby.create_table("bob", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    ana = await served.player("ana", size=(120, 40))
    await ana.wait_for("ana's table", "bob's table")
    (session,) = served.server.hall.sessions
    assert session.app is not None
    first_lobby = weakref.ref(session.app.screen)
    tables = session.app.screen.query_one("#tables", LobbyTables)
    for _ in range(3):  # her two tables come first, then bob's
        if tables.selected_id() == actor.id:
            break
        before = tables.selected_id()
        ana.send("\x1b[B")
        for _wait in range(100):  # a loaded machine may take a while to move the cursor
            if tables.selected_id() != before:
                break
            await asyncio.sleep(0.05)
    assert tables.selected_id() == actor.id
    ana.send("\r")
    await ana.wait_for(NAMES[0], "Waiting for 1 more player")
    base, table = session.app.screen_stack  # an empty screen under the table, no lobby
    assert type(base) is Screen and isinstance(table, ServedChampionsScreen)
    for _ in range(100):  # its removal finishes after the table is shown
        gc.unfreeze()
        gc.collect()
        if first_lobby() is None:
            break
        await asyncio.sleep(0.05)
    assert first_lobby() is None  # nothing holds the lobby she left
    ana.send("\x1b")
    await ana.wait_for("signed in as ana", "ana's table", "bob's table")
    assert session.app.screen_stack[0] is base
    back = session.app.screen
    assert isinstance(back, LobbyScreen) and len(session.app.screen_stack) == 2
    assert back.query_one("#tables", LobbyTables).selected_id() == actor.id  # the one left
    assert actor.seat_of("ana") == 0  # the seat is still hers


async def test_a_guest_joins_a_free_champions_seat_but_cannot_open_a_table(
        served_with_guests: Served) -> None:
    lobby = served_with_guests.server.hall.lobby
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    guest = await served_with_guests.player("guest", size=(120, 40))
    await guest.wait_for("ana's table", "(guest)")
    guest.send("c")
    await guest.wait_for("Guests can join free seats but not open tables.")
    guest.send("\r")
    await guest.wait_for("(Nick Fury) | round 1", f"Waiting for {NAMES[0]}")
    assert actor.seats[1].player.startswith("guest-") and actor.status == "playing"


async def test_a_manual_override_is_asked_with_m_and_applied_when_the_other_agrees(
        served: Served) -> None:
    """ARCHITECTURE.md section 3 (manual override is a logged command) at a shared table:
    ana builds the override in the same dialog as at a local table; bob is asked in the
    log's own words, agrees with ``y``, and both screens show the override."""
    lobby = served.server.hall.lobby
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    lobby.join("bob", actor.id)
    ana = await served.player("ana", size=(120, 40))
    bob = await served.player("bob", size=(120, 40))
    for player in (ana, bob):
        await player.wait_for("ana's table")
        player.send("\r")
    await ana.wait_for(SETUP_SEARCH)
    await bob.wait_for(f"Waiting for {NAMES[0]}")
    ana.send("m")
    await ana.wait_for("Manual override (the other players must agree)", "Black Widow")
    ana.send("\t\t\t")  # to the value field (set a counter on the first card: the villain)
    await ana.wait_for("Value    1")
    ana.send("\x7f")
    await ana.wait_for("Value     ")
    ana.send("3")  # 3 in place of 1
    await ana.wait_for("Value    3")
    ana.send("\x13")  # ctrl+s: apply, which at a shared table asks the others
    await bob.wait_for("ana asks to override: Black Widow now has 3 damage \u2014 agree? (y / n)")
    await ana.wait_for("waiting for bob to agree. (n withdraws)")
    assert actor.moves == 0  # only asked
    bob.send("y")
    for player in (ana, bob):
        await player.wait_for("By hand: Black Widow now has 3 damage.", "23/26",
                              "Everyone agreed: ana's override was applied.")
    assert actor.moves == 1 and actor.record.commands[-1]["kind"] == "champions.manual_counter"


async def test_a_guest_may_not_ask_for_a_manual_override(served_with_guests: Served) -> None:
    lobby = served_with_guests.server.hall.lobby
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    guest = await served_with_guests.player("guest", size=(120, 40))
    await guest.wait_for("ana's table")
    guest.send("\r")
    await guest.wait_for(f"Waiting for {NAMES[0]}")
    guest.send("m")
    await guest.wait_for("Guests cannot ask for manual")
    assert "Manual override" not in guest.text()
    assert actor.update_for(0).undo_line == "" and actor.moves == 0


@pytest.mark.parametrize("first", [0, 1])
async def test_both_players_answer_their_mulligans_at_once_in_either_order(
        served: Served, first: int) -> None:
    """Issue 21 part 3, issue 29 findings 5 and 6: both mulligans are open at once (RRG
    v1.8 Appendix II step 15, "each player may discard"), neither player waits for the
    other; a card is marked, then the mulligan confirmed; the record keeps the order the
    answers came in."""
    lobby = served.server.hall.lobby
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    lobby.join("bob", actor.id)
    for command in bot_commands("Mulligan"):
        await actor.submit(("ana", "bob")[command["seat"]], message_from_dict(command))
    before = actor.moves
    players = (await served.player("ana", size=(120, 40)),
               await served.player("bob", size=(120, 40)))
    for player in players:
        await player.wait_for("ana's table")
        player.send("\r")
    screens = [await player.wait_for("Mulligan: mark the cards") for player in players]
    assert not any("Waiting for" in screen for screen in screens)  # each has its own
    second = 1 - first
    mover, other = players[first], players[second]
    card = actor.game.view(first)["players"][first]["hand"][0]["name"]
    mover.send(option_number(screens[first], f"Mark {card} to mulligan") or "")
    screen = await mover.wait_for(f"Unmark {card}", "Mulligan the marked card and draw 1")
    mover.send(option_number(screen, "Mulligan the marked card and draw 1") or "")
    await mover.wait_for(f"Waiting for {NAMES[second]}")  # the other still decides
    screen = await other.wait_for("Mulligan: mark the cards", "Keep this hand")
    other.send(option_number(screen, "Keep this hand") or "")
    await players[0].wait_for("ana: your turn")
    assert [c["seat"] for c in actor.record.commands[before:]] == [first, first, second]
    assert actor.game.view(first)["players"][first]["discard"][0]["name"] == card


async def test_a_request_has_a_line_of_its_own_and_the_seed_stays_on_top(
        served: Served) -> None:
    """Issue 29: at 80 columns a pending request, put first on the top line, pushed the
    seed off it. The request shows on its own line under the top line."""
    from engine.champions.core.commands import ManualCounter

    lobby = served.server.hall.lobby
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    bob = await served.player("bob", size=(80, 24))
    await bob.wait_for("ana's table")
    lobby.join("ana", actor.id)
    bob.send("\r")
    await bob.wait_for(f"Waiting for {NAMES[0]}")
    villain = actor.game.view(0)["villain"]["id"]
    await actor.submit_override("ana", ManualCounter(0, villain, "damage", 3))
    await bob.wait_for("ana asks to override: Black Widow now has 3 damage")
    assert f"seed {SEED}" in bob.screen.line(0)
    assert "asks to override" not in bob.screen.line(0)
    assert "ana asks to override: Black Widow now has 3 damage \u2014 agree? (y / n)" in \
        bob.screen.line(1)
