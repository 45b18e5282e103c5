"""Undo by agreement at a shared table: the table actor asks, collects answers, drops.

ARCHITECTURE.md section 2: undo = replay all but the last command; in multiplayer an
undo past a reveal of hidden information needs every seat's agreement. The same
request is offered when the turn has passed (the move is still the table's latest).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import IllegalCommand, replay_prefix
from tests.tui.ssh.test_ssh_table_actor import (
    SHORT_GAME,
    next_update,
    revealing_command,
    store_commands,
)
from tui.ssh.lobby import Lobby
from tui.ssh.table_actor import AGREE, REFUSE, WITHDRAW, TableActor
from tui.ssh.table_store import Seat, TableStore

NAMES = ("ana", "bob", "cy")
MOVE = "ana reveals Coulson for Leadership: look at the next 5 SHIELD cards and keep one"
"""The move ana asks to undo, as the log says it (its next line, what ana saw, is hers)."""


def views(actor: TableActor) -> list[dict[str, object]]:
    return [actor.game.view(seat) for seat in range(len(actor.seats))]


async def revealing_table(path: Path, seats: list[Seat]) -> tuple[Lobby, TableActor]:
    """ana (seat 0, first to move with seed 1) has just played a move that showed cards."""
    lobby = Lobby(TableStore(path), None, seed_source=lambda: 1)
    options = {**SHORT_GAME, "seats": [f"Seat {n + 1}" for n in range(len(seats))]}
    actor = lobby.create_table("ana", "plotcapture", options, seats)
    for index, seat in enumerate(seats[1:], start=1):
        if not seat.is_ai:
            lobby.join(NAMES[index], actor.id)
    assert actor.game.decision.seat == 0
    shows = revealing_command(actor, 0)
    assert shows is not None, "seed 1 offers a benefit that looks at hidden cards"
    await actor.submit("ana", shows)
    assert not actor.can_undo(0) and actor.can_ask_undo(0)
    return lobby, actor


async def test_everyone_agrees_and_the_move_is_taken_back_even_after_a_restart(
    tmp_path: Path,
) -> None:
    """Undo past a reveal happens once every other seat agrees; it is committed."""
    path = tmp_path / "t.sqlite3"
    lobby, actor = await revealing_table(path, [Seat(), Seat()])
    start = [replay_prefix(actor.record, 0).view(seat) for seat in (0, 1)]
    ana, bob = actor.subscribe("ana"), actor.subscribe("bob")
    await next_update(ana), await next_update(bob)
    with pytest.raises(IllegalCommand, match="nothing you can undo"):
        await actor.submit_undo("bob")  # not bob's move
    await actor.submit_undo("ana")
    assert actor.moves == 1  # only asked
    asked = await next_update(bob)
    assert asked.can_answer and not asked.can_withdraw
    # the request says which move (issue 29), in the words of each seat's own log
    assert asked.undo_line == f"ana asks to undo their last move: {MOVE} \u2014 agree?"
    mine = await next_update(ana)
    assert mine.can_withdraw and not mine.can_answer and not mine.can_ask_undo
    assert mine.undo_line == f"Undo asked ({MOVE}): waiting for bob to agree."
    with pytest.raises(IllegalCommand, match="already asked"):
        await actor.submit_undo("ana")
    with pytest.raises(IllegalCommand, match="no undo request for you"):
        await actor.submit_undo("ana", AGREE)  # the asker does not answer

    await actor.submit_undo("bob", AGREE)
    assert actor.moves == 0 and store_commands(path) == 0 and views(actor) == start
    for box in (ana, bob):  # every seat sees the table as it was, and why
        update = await next_update(box)
        assert update.moves == 0 and update.undo_line == "" and not update.can_answer
        assert update.notice == "Everyone agreed: ana's last move was taken back."
    await lobby.stop()

    again = Lobby(TableStore(path), None)
    await again.start()
    revived = again.actor(actor.id)
    assert revived.moves == 0 and views(revived) == start
    await again.stop()


async def test_a_refusal_or_withdrawing_drops_the_request_and_the_move_stands(
    tmp_path: Path,
) -> None:
    lobby, actor = await revealing_table(tmp_path / "t.sqlite3", [Seat(), Seat()])
    before = views(actor)
    ana = actor.subscribe("ana")
    await actor.submit_undo("ana")
    await actor.submit_undo("bob", REFUSE)
    assert actor.moves == 1 and views(actor) == before
    update = await next_update(ana)
    assert update.notice == "Undo request dropped (bob refused): ana's move stands."
    assert update.undo_line == "" and not update.can_withdraw
    with pytest.raises(IllegalCommand, match="no undo request for you"):
        await actor.submit_undo("bob", AGREE)  # too late

    await actor.submit_undo("ana")  # ana asks again, then thinks better of it
    await actor.submit_undo("ana", WITHDRAW)
    update = await next_update(ana)
    assert update.notice == "Undo request dropped (ana withdrew it): ana's move stands."
    assert not actor.update_for(1).can_answer and actor.moves == 1
    with pytest.raises(IllegalCommand, match="no undo request to withdraw"):
        await actor.submit_undo("ana", WITHDRAW)
    await lobby.stop()


async def test_a_new_command_drops_the_request(tmp_path: Path) -> None:
    lobby, actor = await revealing_table(tmp_path / "t.sqlite3", [Seat(), Seat()])
    bob = actor.subscribe("bob")
    await actor.submit_undo("ana")
    await actor.submit("ana", actor.game.legal(0)[0])  # ana plays on instead
    update = await next_update(bob)
    assert update.notice == "Undo request dropped (ana played on): ana's move stands."
    assert not update.can_answer and actor.moves == 2
    with pytest.raises(IllegalCommand, match="no undo request for you"):
        await actor.submit_undo("bob", AGREE)
    await lobby.stop()


async def test_ai_seats_agree_and_only_humans_are_asked(tmp_path: Path) -> None:
    """AI seats agree automatically: alone with AIs, the undo happens at once."""
    lobby, actor = await revealing_table(tmp_path / "a.sqlite3", [Seat(), Seat(ai="random")])
    ana = actor.subscribe("ana")
    await actor.submit_undo("ana")
    assert actor.moves == 0
    assert (await next_update(ana)).notice == "The AI seats agreed: your last move was taken back."
    await lobby.stop()

    lobby, actor = await revealing_table(
        tmp_path / "b.sqlite3", [Seat(), Seat(), Seat(ai="random")]
    )
    await actor.submit_undo("ana")
    assert "waiting for bob to agree" in actor.update_for(0).undo_line
    assert actor.update_for(2).undo_line == (  # an AI seat's view: it is not asked
        f"ana asks to undo their last move: {MOVE}; waiting for bob to agree.")
    assert actor.update_for(1).can_answer and not actor.update_for(2).can_answer
    await actor.submit_undo("bob", AGREE)
    assert actor.moves == 0
    await lobby.stop()


async def test_a_move_that_passed_the_turn_is_taken_back_by_agreement(tmp_path: Path) -> None:
    """The turn passed to bob: ana may not undo alone, but may ask while it is the table's
    latest move; after the undo the decision is ana's again."""
    lobby = Lobby(TableStore(tmp_path / "t.sqlite3"), None, seed_source=lambda: 1)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    lobby.join("bob", actor.id)
    ends = ("skip_action", "end_investigation", "recovery_discard")
    while actor.game.decision.seat == 0:
        command = next(c for c in actor.game.legal(0) if c.to_dict()["kind"].endswith(ends))
        await actor.submit("ana", command)
    moves = actor.moves
    assert not actor.can_undo(0) and actor.can_ask_undo(0) and not actor.can_ask_undo(1)
    await actor.submit_undo("ana")
    await actor.submit_undo("bob", AGREE)
    assert actor.moves == moves - 1 and actor.game.decision.seat == 0
    await lobby.stop()


async def test_a_pending_request_is_not_kept_over_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    lobby, actor = await revealing_table(path, [Seat(), Seat()])
    await actor.submit_undo("ana")
    assert actor.update_for(1).can_answer
    await lobby.stop()
    again = Lobby(TableStore(path), None)
    await again.start()
    revived = again.actor(actor.id)
    update = revived.update_for(1)
    assert revived.moves == 1 and update.undo_line == "" and not update.can_answer
    assert revived.can_ask_undo(0)  # ana may ask again
    await again.stop()


async def test_leaving_drops_the_request(tmp_path: Path) -> None:
    lobby, actor = await revealing_table(tmp_path / "t.sqlite3", [Seat(), Seat()])
    await actor.submit_undo("ana")
    lobby.leave("bob", actor.id)
    assert actor.update_for(0).notice == (
        "Undo request dropped (bob left the table): ana's move stands."
    )
    assert actor.update_for(0).undo_line == "" and actor.moves == 1
    await lobby.stop()
