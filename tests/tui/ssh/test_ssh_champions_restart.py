"""A Champions server killed with SIGKILL in the villain phase resumes the same decision.

The table is stored (as the server stores it) at the first villain attack of the
seeded game, played there by the hero bots: ana answers her "Defend?" over SSH, then
the server is killed while the table waits for bob's. After a restart bob is asked
the very same question and ana sees that the table waits for him.
"""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from engine.core import Decision, Record, replay
from engine.core.game import game_kind
from tests.tui.ssh.champions_play import NAMES, SEED, SETUP, bot_commands, option_number
from tests.tui.ssh.client import make_key
from tests.tui.ssh.test_ssh_restart import connect, start_serve, stop, stored_commands
from tui.ssh.champions_tables import KIND
from tui.ssh.table_store import PLAYING, Seat, TableStore


def store_table_at_villain_attack(data: Path) -> int:
    """The seeded Black Widow table, both seats taken, up to ana's first "Defend?"."""
    commands = bot_commands("Defend?")
    store = TableStore(data / "tables.sqlite3")
    try:
        record = Record(KIND, game_kind(KIND).content_version, SETUP, SEED)
        seats = [Seat(player="ana"), Seat(player="bob")]
        table_id = store.create_table("ana's table", record, seats)
        store.save_seats(table_id, seats, PLAYING)
        for number, command in enumerate(commands, start=1):
            store.append_command(table_id, number, command)
    finally:
        store.close()
    game = replay(Record(KIND, record.content_version, SETUP, SEED, tuple(commands)))
    assert game.decision is not None and game.decision.seat == 0
    assert game.view(0)["phase"] == "villain"
    return len(commands)


def open_decision(data: Path) -> Decision:
    """The decision the stored table waits for, replayed from the database."""
    store = TableStore(data / "tables.sqlite3")
    try:
        (table,) = store.tables((PLAYING,))
    finally:
        store.close()
    decision = replay(table.record).decision
    assert decision is not None
    return decision


async def test_sigkill_in_the_villain_phase_then_restart_asks_the_same_question(
        tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    keys = {name: make_key(data, name) for name in ("ana", "bob")}
    stored = store_table_at_villain_attack(data)
    process, port = await start_serve(data)
    try:
        ana = await connect(port, "ana", keys["ana"])
        bob = await connect(port, "bob", keys["bob"])
        ana.send("\r")
        bob.send("\r")
        screen = await ana.wait_for("attacks you", "Defend?", "villain phase")
        await bob.wait_for(f"Waiting for {NAMES[0]}")
        number = option_number(screen, "No defence") or option_number(screen, "Don't defend")
        ana.send(number or "1")
        question = await bob.wait_for("attacks you", "Defend?")
        await ana.wait_for(f"Waiting for {NAMES[1]}")
        assert stored_commands(data) == stored + 1
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
        stop(process)
    for player in (ana, bob):
        await player.closed.wait()
        await player.close()

    process, port = await start_serve(data)
    try:
        bob = await connect(port, "bob", keys["bob"])
        await bob.wait_for("ana's table", "playing", "seat 2")
        bob.send("\r")
        decision = open_decision(data)  # what the stored record asks now
        assert decision.seat == 1 and "Defend?" in decision.prompt
        assert decision.prompt[:40] in question  # bob was asked it before the kill...
        labels = [option.label for option in decision.options]  # type: ignore[attr-defined]
        await bob.wait_for("villain phase", decision.prompt[:40], *labels)  # ...and again
        ana = await connect(port, "ana", keys["ana"])
        ana.send("\r")
        await ana.wait_for(f"Waiting for {NAMES[1]}", "villain phase")
        assert stored_commands(data) == stored + 1
        await ana.close()
        await bob.close()
    finally:
        process.send_signal(signal.SIGTERM)
        await asyncio.to_thread(process.wait, 20)
        stop(process)
