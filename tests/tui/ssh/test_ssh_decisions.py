"""The table actor with several open decisions and outside ones (issue 21 parts 2, 3).

Played with the kernel's test game (tests/engine/core/together_game.py): every seat picks
at once, then a die is rolled outside the table.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from engine.core import OUTSIDE, Command, IllegalCommand, OutsideAnswer, Providers, replay
from tests.engine.core.together_game import KIND, ROLL, Pick, TogetherGame
from tests.tui.ssh.test_ssh_table_actor import next_update
from tui.ssh.lobby import Lobby
from tui.ssh.table_actor import Mailbox, TableActor, TableUpdate
from tui.ssh.table_store import FINISHED, Seat, TableStore


class FirstPick:
    """An AI that picks the highest number, and counts what it was asked."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    async def choose(self, ai: str, seed: int, view: dict[str, Any],
                     legal: list[Command]) -> Command:
        self.asked.append(int(view["seat"]))
        return legal[-1]


async def _table(tmp_path: Path, seats: list[Seat], outside: bool = True,
                 bots: FirstPick | None = None,
                 providers: Providers | None = None) -> tuple[TableActor, TableStore]:
    store = TableStore(tmp_path / "t.sqlite3")
    lobby = Lobby(store, bots, seed_source=lambda: 3,
                  providers_for=(lambda stored: providers) if providers else None)
    actor = lobby.create_table("ana", KIND, {"players": len(seats), "outside": outside}, seats)
    return actor, store


async def _latest(box: Mailbox, moves: int) -> TableUpdate:
    """The first update that has seen ``moves`` commands."""
    while True:
        update = await next_update(box)
        if update.moves >= moves:
            return update


@pytest.mark.parametrize("first", ["ana", "bob"])
async def test_each_seat_answers_its_own_question_in_either_order(tmp_path: Path,
                                                                  first: str) -> None:
    actor, store = await _table(tmp_path, [Seat(), Seat()], outside=False)
    actor.join("bob")
    boxes = {name: actor.subscribe(name) for name in ("ana", "bob")}
    for box in boxes.values():
        update = await next_update(box)
        assert update.waiting == (0, 1)  # both are asked at once
        assert update.legal  # and each has its own options now
    second = "bob" if first == "ana" else "ana"
    seat = {"ana": 0, "bob": 1}
    await actor.submit(first, Pick(seat[first], 2))
    after_first = await _latest(boxes[second], 1)
    assert after_first.waiting == (seat[second],) and after_first.legal
    with pytest.raises(IllegalCommand):  # the one who answered has nothing more to answer
        await actor.submit(first, Pick(seat[first], 3))
    await actor.submit(second, Pick(seat[second], 1))
    assert actor.status == FINISHED
    commands = store.load(actor.id).record.commands
    assert [c["seat"] for c in commands] == [seat[first], seat[second]]  # in answer order
    again = replay(store.load(actor.id).record)
    assert isinstance(again, TogetherGame) and again.order == [seat[first], seat[second]]


async def test_every_ai_seat_thinks_at_once_and_a_person_waits_for_nobody(
        tmp_path: Path) -> None:
    bots = FirstPick()
    actor, store = await _table(tmp_path, [Seat(), Seat(ai="hero-bot"), Seat(ai="hero-bot")],
                                outside=False, bots=bots)
    box = actor.subscribe("ana")
    update = await _latest(box, 2)
    assert sorted(bots.asked) == [1, 2]  # both AI seats answered without ana
    assert update.waiting == (0,) and update.legal
    await actor.submit("ana", Pick(0, 1))
    assert actor.status == FINISHED
    assert [c["seat"] for c in store.load(actor.id).record.commands][-1] == 0


async def test_the_waiting_line_names_the_outside_question_until_it_is_answered(
        tmp_path: Path) -> None:
    actor, store = await _table(tmp_path, [Seat()])
    box = actor.subscribe("ana")
    await next_update(box)
    await actor.submit("ana", Pick(0, 3))
    update = await _latest(box, 1)
    assert update.waiting == () and update.legal == ()
    assert update.outside == ("Waiting for the test (test.roll): Roll the die.",)
    with pytest.raises(IllegalCommand, match="1 to 6"):
        await actor.submit_outside(OutsideAnswer(OUTSIDE, ROLL, {"value": 0}))
    await actor.submit_outside(OutsideAnswer(OUTSIDE, ROLL, {"value": 6}))
    assert actor.status == FINISHED
    last = store.load(actor.id).record.commands[-1]
    assert last == {"kind": "outside", "seat": OUTSIDE, "topic": ROLL, "data": {"value": 6}}
    assert not actor.can_undo(0)  # nobody takes back what came from outside


async def test_a_registered_provider_answers_the_outside_question(tmp_path: Path) -> None:
    asked: list[dict[str, Any]] = []

    def roll(decision: Any) -> dict[str, Any]:
        asked.append(dict(decision.data))
        return {"value": 2}

    actor, store = await _table(tmp_path, [Seat()], providers=Providers({ROLL: roll}))
    box = actor.subscribe("ana")
    await next_update(box)
    await actor.submit("ana", Pick(0, 1))
    for _ in range(50):
        if actor.status == FINISHED:
            break
        await asyncio.sleep(0.01)
    assert actor.status == FINISHED
    assert asked == [{"sides": 6}]  # asked once, with the decision's data
    assert store.load(actor.id).record.commands[-1]["data"] == {"value": 2}


async def test_a_provider_without_an_answer_yet_is_asked_again(tmp_path: Path) -> None:
    ready: list[int] = []
    actor, _ = await _table(tmp_path, [Seat()], providers=Providers(
        {ROLL: lambda d: {"value": ready[0]} if ready else None}))
    box = actor.subscribe("ana")
    await next_update(box)
    await actor.submit("ana", Pick(0, 1))
    assert (await _latest(box, 1)).outside  # the table says what it waits for
    ready.append(5)
    actor.poll_outside()  # what the table does every OUTSIDE_POLL seconds
    await _latest(box, 2)
    assert actor.status == FINISHED


async def test_a_pick_sent_with_the_label_its_player_saw_is_recorded_as_worded_now(
        tmp_path: Path) -> None:
    """A mulligan's confirmation changes its label as cards are marked; a player who
    presses it before their screen shows the new label still confirms (the label is for
    people only), and the record says what the game says now."""
    from engine.champions.core.commands import Choose
    from engine.core.messages import message_from_dict
    from tests.tui.ssh.champions_play import SEED, SETUP, bot_commands

    store = TableStore(tmp_path / "t.sqlite3")
    lobby = Lobby(store, None)
    actor = lobby.create_table("ana", "champions", SETUP, [Seat(), Seat()], seed=SEED)
    lobby.join("bob", actor.id)
    for command in bot_commands("Mulligan"):
        await actor.submit(("ana", "bob")[command["seat"]], message_from_dict(command))
    card = actor.game.view(0)["players"][0]["hand"][0]["id"]
    await actor.submit("ana", Choose(0, f"mark:{card}", "Mark it"))
    await actor.submit("ana", Choose(0, "done", "Keep this hand"))  # the label ana saw
    last = store.load(actor.id).record.commands[-1]
    assert (last["key"], last["label"]) == ("done", "Mulligan the marked card and draw 1")
