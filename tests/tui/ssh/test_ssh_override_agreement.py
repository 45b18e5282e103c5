"""Manual overrides at a shared Champions table: asked, agreed to by every seat, committed.

ARCHITECTURE.md section 3: a manual override is a logged, replayable command. At a
shared table it changes what every seat sees, so (like an undo past a reveal, section 2)
it is applied only once every other human seat agrees; AI seats agree at once.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.champions.core.commands import Choose, ManualCounter, ManualMove
from engine.core import IllegalCommand
from engine.core.messages import message_from_dict
from tests.tui.ssh.champions_play import SEED, SETUP, bot_commands
from tests.tui.ssh.test_ssh_table_actor import SHORT_GAME, next_update, store_commands
from tui.ssh.champions_tables import HERO_BOT
from tui.ssh.lobby import Lobby
from tui.ssh.table_actor import AGREE, REFUSE, UNDO, WITHDRAW, TableActor
from tui.ssh.table_store import Seat, TableStore

DOES = "Black Widow now has 3 damage"
"""How the log words the override below (``By hand: Black Widow now has 3 damage.``)."""


def villain_damage(actor: TableActor, seat: int = 0) -> int:
    return int(actor.game.view(seat)["villain"]["counters"].get("damage", 0))


def three_damage(actor: TableActor, seat: int = 0) -> ManualCounter:
    """Three damage on the villain, by hand, asked by ``seat``."""
    return ManualCounter(seat, actor.game.view(seat)["villain"]["id"], "damage", 3)


def champions_table(path: Path, seats: list[Seat]) -> tuple[Lobby, TableActor]:
    """The seeded Black Widow table; ana in seat 1, bob in seat 2 if it is human."""
    lobby = Lobby(TableStore(path), None)
    actor = lobby.create_table("ana", "champions", SETUP, seats, seed=SEED)
    if not seats[1].is_ai:
        lobby.join("bob", actor.id)
    return lobby, actor


async def test_an_override_waits_for_the_other_player_then_survives_a_restart(
        tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    lobby, actor = champions_table(path, [Seat(), Seat()])
    ana, bob = actor.subscribe("ana"), actor.subscribe("bob")
    await next_update(ana), await next_update(bob)
    await actor.submit_override("ana", three_damage(actor))
    assert actor.moves == 0 and store_commands(path) == 0 and villain_damage(actor) == 0

    asked = await next_update(bob)
    assert asked.can_answer and not asked.can_withdraw
    assert asked.undo_line == f"ana asks to override: {DOES} \u2014 agree?"
    mine = await next_update(ana)
    assert mine.can_withdraw and not mine.can_answer
    assert mine.undo_line == f"Override asked ({DOES}): waiting for bob to agree."
    with pytest.raises(IllegalCommand, match="no override request for you"):
        await actor.submit_undo("ana", AGREE)  # the asker does not answer
    with pytest.raises(IllegalCommand, match="your override request is still open"):
        await actor.submit_override("ana", three_damage(actor))
    with pytest.raises(IllegalCommand, match="ana's override request is still open"):
        await actor.submit_override("bob", three_damage(actor, 1))  # one request at a time

    await actor.submit_undo("bob", AGREE)
    assert actor.moves == 1 and store_commands(path) == 1 and villain_damage(actor) == 3
    for box in (ana, bob):  # every seat sees the override and why it was applied
        update = await next_update(box)
        assert update.moves == 1 and update.undo_line == "" and not update.can_answer
        assert int(update.view["villain"]["counters"]["damage"]) == 3
        assert update.view["log_all"][-1] == f"By hand: {DOES}."
        assert update.notice == "Everyone agreed: ana's override was applied."
    # it was agreed to, so taking it back needs agreement too
    assert not actor.can_undo(0) and actor.can_ask_undo(0)
    await lobby.stop()

    again = Lobby(TableStore(path), None)  # as after a restart (or kill -9)
    await again.start()
    revived = again.actor(actor.id)
    assert revived.moves == 1 and villain_damage(revived) == 3 and villain_damage(revived, 1) == 3
    assert revived.game.view(1)["log_all"][-1] == f"By hand: {DOES}."
    assert not revived.can_undo(0) and revived.can_ask_undo(0)
    await again.stop()


async def test_a_refusal_or_a_withdrawal_drops_the_request(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    lobby, actor = champions_table(path, [Seat(), Seat()])
    await actor.submit_override("ana", three_damage(actor))
    await actor.submit_undo("bob", REFUSE)
    update = actor.update_for(0)
    assert update.notice == (
        "Override request dropped (bob refused): ana's override was not applied.")
    assert update.undo_line == "" and not update.can_withdraw
    with pytest.raises(IllegalCommand, match="no undo request for you"):
        await actor.submit_undo("bob", AGREE)  # too late: nothing is open

    await actor.submit_override("bob", three_damage(actor, 1))  # bob asks, then withdraws
    assert actor.update_for(0).can_answer
    await actor.submit_undo("bob", WITHDRAW)
    assert actor.update_for(1).notice == (
        "Override request dropped (bob withdrew it): bob's override was not applied.")
    assert not actor.update_for(0).can_answer
    assert actor.moves == 0 and store_commands(path) == 0 and villain_damage(actor) == 0
    await lobby.stop()


async def test_one_request_at_a_time_and_a_new_move_drops_it(tmp_path: Path) -> None:
    """Like an undo request, an override request is dropped by any move at the table, and
    only one request (undo or override) is open at a time."""
    path = tmp_path / "t.sqlite3"
    lobby, actor = champions_table(path, [Seat(), Seat()])
    await actor.submit("ana", actor.game.legal(0)[0])  # it showed a card: bob's turn now
    await actor.submit_undo("ana", UNDO)  # ana asks to take it back
    with pytest.raises(IllegalCommand, match="ana's undo request is still open"):
        await actor.submit_override("bob", three_damage(actor, 1))
    await actor.submit_undo("ana", WITHDRAW)

    await actor.submit_override("ana", three_damage(actor))
    with pytest.raises(IllegalCommand, match="ana's override request is still open"):
        await actor.submit_undo("bob", UNDO)
    decision = actor.game.decision
    assert decision is not None and decision.seat == 1
    await actor.submit("bob", actor.game.legal(1)[0])  # bob plays on instead of answering
    update = actor.update_for(0)
    assert update.notice == ("Override request dropped (bob played on): ana's override was "
                             "not applied.")
    assert update.undo_line == "" and not actor.update_for(1).can_answer
    with pytest.raises(IllegalCommand, match="no undo request for you"):
        await actor.submit_undo("bob", AGREE)
    assert actor.moves == 2 and store_commands(path) == 2 and villain_damage(actor) == 0
    await lobby.stop()


async def test_a_move_taken_back_alone_drops_the_request(tmp_path: Path) -> None:
    """The override was asked of the table as it was; an undo changes that table."""
    path = tmp_path / "t.sqlite3"
    lobby, actor = champions_table(path, [Seat(), Seat()])
    for command in bot_commands("Pay for"):
        await actor.submit(("ana", "bob")[command["seat"]], message_from_dict(command))
    spend = next(c for c in actor.game.legal(0) if "Spend " in c.label)  # type: ignore[attr-defined]
    await actor.submit("ana", spend)
    assert actor.can_undo(0)  # a resource picked while paying shows nobody anything
    await actor.submit_override("bob", three_damage(actor, 1))
    await actor.submit_undo("ana", UNDO)
    assert actor.update_for(1).notice == (
        "Override request dropped (ana took a move back): bob's override was not applied.")
    assert not actor.update_for(0).can_answer and villain_damage(actor) == 0
    await lobby.stop()


async def test_a_lone_human_with_an_ai_seat_overrides_at_once(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    lobby, actor = champions_table(path, [Seat(), Seat(ai=HERO_BOT)])
    await actor.submit_override("ana", three_damage(actor))
    assert actor.moves == 1 and store_commands(path) == 1 and villain_damage(actor) == 3
    assert actor.update_for(0).undo_line == ""
    await actor.submit_undo("ana", UNDO)  # the AI seat agrees to take it back at once
    assert actor.moves == 0 and villain_damage(actor) == 0
    await lobby.stop()


async def test_an_override_the_engine_refuses_opens_no_request(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    lobby, actor = champions_table(path, [Seat(), Seat()])
    villain = actor.game.view(0)["villain"]["id"]
    with pytest.raises(IllegalCommand, match="villains, main schemes and identities stay"):
        await actor.submit_override("ana", ManualMove(0, villain, "enc:discard"))
    with pytest.raises(IllegalCommand, match="only ask overrides for your own seat"):
        await actor.submit_override("ana", three_damage(actor, 1))
    with pytest.raises(IllegalCommand, match="takes no manual overrides"):
        await actor.submit_override("ana", Choose(0, "x"))
    with pytest.raises(IllegalCommand, match="not a legal move"):
        await actor.submit("ana", three_damage(actor))  # never without the request
    assert actor.update_for(1).undo_line == "" and actor.moves == 0
    await lobby.stop()


async def test_a_plot_capture_table_takes_no_override(tmp_path: Path) -> None:
    lobby = Lobby(TableStore(tmp_path / "t.sqlite3"), None, seed_source=lambda: 1)
    actor = lobby.create_table("ana", "plotcapture", SHORT_GAME, [Seat(), Seat()])
    lobby.join("bob", actor.id)
    with pytest.raises(IllegalCommand, match="takes no manual overrides"):
        await actor.submit_override("ana", ManualCounter(0, 1, "damage", 3))
    await lobby.stop()
