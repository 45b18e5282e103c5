"""A server killed with SIGKILL mid-game comes back with every table where it was."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import asyncssh

from tests.tui.ssh.client import SSHPlayer, make_key, open_table_together

STARTUP_SECONDS = 30.0


async def start_serve(data: Path) -> tuple[subprocess.Popen[bytes], int]:
    """``helicarrier serve --port 0`` in a child process; returns it and its port."""
    process = subprocess.Popen(
        [sys.executable, "-c", "from tui.cli import main; main()", "serve", "--port", "0",
         "--data", str(data)],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        cwd=Path(__file__).resolve().parents[3],
    )
    assert process.stdout is not None
    line = await asyncio.wait_for(asyncio.to_thread(process.stdout.readline), STARTUP_SECONDS)
    text = line.decode()
    assert "serving on 127.0.0.1 port" in text, text
    return process, int(text.split(" port ")[1].split()[0])


def stop(process: subprocess.Popen[bytes]) -> None:
    """Close our end of the server's output pipe once it has exited."""
    if process.stdout is not None:
        process.stdout.close()


def stored_commands(data: Path) -> int:
    with sqlite3.connect(data / "tables.sqlite3") as db:
        return int(db.execute("SELECT COUNT(*) FROM commands").fetchone()[0])


async def connect(port: int, name: str, key: asyncssh.SSHKey) -> SSHPlayer:
    player = SSHPlayer(120, 40)
    await player.connect(port, name, key)
    await player.wait_for(f"signed in as {name}")
    return player


async def test_sigkill_mid_game_then_restart_resumes_the_table(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    keys = {name: make_key(data, name) for name in ("ana", "bob")}
    process, port = await start_serve(data)
    try:
        ana = await connect(port, "ana", keys["ana"])
        bob = await connect(port, "bob", keys["bob"])
        await open_table_together(ana, bob)
        ana.send("s")
        await ana.wait_for("Investigation: mark cards")
        ana.send("e")
        await ana.wait_for("discarding 0 marked cards")
        assert stored_commands(data) == 2
        plots = ana.text().splitlines()[2:7]  # the five revealed plots, drawn by the server
        host_key = ana.conn.get_server_host_key()  # type: ignore[union-attr]
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
        stop(process)
    await ana.closed.wait()
    await bob.closed.wait()
    await ana.close()
    await bob.close()

    process, port = await start_serve(data)
    try:
        ana = await connect(port, "ana", keys["ana"])
        await ana.wait_for("ana's table", "playing", "seat 1")
        ana.send("\r")
        assert all(row.strip("│ ") for row in plots)
        await ana.wait_for("discarding 0 marked cards", "ana (you)", *plots)
        assert ana.conn.get_server_host_key() == host_key  # type: ignore[union-attr]
        ana.send("e")  # the game goes on from where it was
        bob = await connect(port, "bob", keys["bob"])
        bob.send("\r")
        await bob.wait_for("bob (you)", "Action: reveal a card for a benefit")
        assert stored_commands(data) == 3
        await ana.close()
        await bob.close()
    finally:
        process.send_signal(signal.SIGTERM)
        await asyncio.to_thread(process.wait, 20)
        stop(process)
        assert process.returncode in (0, -signal.SIGTERM)


async def test_a_served_table_with_an_ai_seat_made_from_the_form(tmp_path: Path) -> None:
    """The real server process: the form's seat list, then the AI seat's worker process."""
    data = tmp_path / "data"
    data.mkdir()
    key = make_key(data, "ana")
    process, port = await start_serve(data)
    try:
        ana = await connect(port, "ana", key)
        ana.send("n")
        await ana.wait_for("Open a plot-capture table")
        ana.send("\t\t")  # table name -> seat count -> seat 2 (seat 1 is ana's)
        await asyncio.sleep(0.2)
        ana.send("\r")  # open seat 2's list
        await ana.wait_for("AI: random")
        ana.send("\x1b[B\r")  # down to "AI: random", choose it
        await asyncio.sleep(0.2)
        ana.send("\x13")
        await ana.wait_for("Action: reveal a card for a benefit")
        ana.send("s")
        await ana.wait_for("Investigation: mark cards")
        ana.send("e")
        await ana.wait_for("discarding 0 marked cards")
        ana.send("e")  # now the AI seat plays, in the server's worker process
        await ana.wait_for("Action: reveal a card for a benefit", "Round 2", timeout=60)
        assert stored_commands(data) >= 6
        await ana.close()
    finally:
        process.send_signal(signal.SIGTERM)
        await asyncio.to_thread(process.wait, 20)
        stop(process)


async def test_ctrl_c_stops_the_server_with_a_word_and_exit_status_0(tmp_path: Path) -> None:
    """Issue 29: ``helicarrier serve`` stopped with Ctrl+C exited 130 and said nothing.
    Ctrl+C reaches the whole process group (the server and its AI worker processes): the
    server says it stopped, the workers print no traceback, and the status is 0."""
    data = tmp_path / "data"
    data.mkdir()
    make_key(data, "ana")
    process = subprocess.Popen(
        [sys.executable, "-c", "from tui.cli import main; main()", "serve", "--port", "0",
         "--data", str(data)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        cwd=Path(__file__).resolve().parents[3], start_new_session=True,
    )
    try:
        assert process.stdout is not None
        line = await asyncio.wait_for(asyncio.to_thread(process.stdout.readline),
                                      STARTUP_SECONDS)
        assert "serving on" in line.decode()
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl+C in the terminal does
        out, err = await asyncio.to_thread(process.communicate, timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0
    assert out.decode().strip().splitlines()[-1].startswith("helicarrier: stopped")
    assert "Traceback" not in err.decode()
