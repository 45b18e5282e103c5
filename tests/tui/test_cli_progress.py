"""The ``simulate`` commands show a progress bar on a terminal's stderr, never on stdout."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from tui.cli import app

SIMULATIONS = [
    ("plotcapture", "simulate", "--games", "2", "--seats", "greedy,random"),
    ("champions", "simulate", "--games", "2"),
]


def run_with_terminal_stderr(args: tuple[str, ...]) -> tuple[str, str, int]:
    """Run the console script with stderr on a pseudo-terminal and stdout on a pipe."""
    master, slave = pty.openpty()
    code = "import sys; sys.argv[0] = 'helicarrier'; from tui.cli import main; main()"
    proc = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE,
                            stderr=slave, stdin=subprocess.DEVNULL)
    os.close(slave)
    chunks: list[bytes] = []
    while True:  # keep draining the terminal so the bar never blocks the command
        ready, _, _ = select.select([master], [], [], 60)
        if not ready:
            proc.kill()
            raise AssertionError("no output from the command for 60 s")
        try:
            data = os.read(master, 4096)
        except OSError:  # EIO: the command closed the terminal (it exited)
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    assert proc.stdout is not None
    stdout = proc.stdout.read().decode()
    return stdout, b"".join(chunks).decode(errors="replace"), proc.wait()


@pytest.mark.parametrize("args", SIMULATIONS, ids=lambda a: a[0])
def test_a_terminal_sees_the_bar_and_json_stays_clean(args: tuple[str, ...]) -> None:
    stdout, terminal, status = run_with_terminal_stderr((*args, "--json"))
    assert status == 0, terminal
    assert "simulating" in terminal and "/2" in terminal
    assert json.loads(stdout)["games"] == 2


@pytest.mark.parametrize("args", SIMULATIONS, ids=lambda a: a[0])
def test_no_bar_when_stderr_is_not_a_terminal(args: tuple[str, ...]) -> None:
    result = CliRunner().invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""
    json.loads(result.stdout)
