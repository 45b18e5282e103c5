"""Quick-command start-up: each organizer command against ``python -c "import typer"``.

Organizer commands run many times in a row at an event, so their cost is
almost all start-up. Each command runs in a fresh interpreter (the real
``.venv/bin/helicarrier`` console script), interleaved with the baseline so a
busy machine hurts all alike; the figure is the median of several runs of the
child's CPU time (user + system, from ``os.wait4``), which a machine shared by
other jobs disturbs less than wall time. Median wall time is printed beside it.
The event and campaign files the commands read are made once in a temporary
folder before timing. Output goes to ``/dev/null`` (a pipe or a file, as in a
script), except for the rows marked "on a terminal", whose stdout is a
pseudo-terminal of 120x40: ``campaign show`` and ``mole`` style their text there and
lay it out to the terminal's width, and an organizer at the event reads them there.
``PYTHONDONTWRITEBYTECODE`` is dropped from the environment so the warm-up run
leaves ``.pyc`` files, as an installed copy has: otherwise every run would compile
the project's modules from source again.
"""

from __future__ import annotations

import fcntl
import os
import pty
import statistics
import struct
import subprocess
import tempfile
import termios
import threading
import time
from pathlib import Path

TITLE = "CLI: quick-command start-up against `python -c 'import typer'`"

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"
HELICARRIER = ROOT / ".venv" / "bin" / "helicarrier"
RUNS = 11
TARGET = 1.5


def _drain(fd: int) -> None:
    """Read a pseudo-terminal until its other side closes (so the child never blocks)."""
    try:
        while os.read(fd, 65536):
            pass
    except OSError:  # EIO: the child closed the terminal
        pass


def _time(argv: list[str], env: dict[str, str], terminal: bool = False) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one run of ``argv``; it must exit 0."""
    reader: threading.Thread | None = None
    stdout: int = subprocess.DEVNULL
    if terminal:
        main_fd, stdout = pty.openpty()
        fcntl.ioctl(stdout, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        reader = threading.Thread(target=_drain, args=(main_fd,), daemon=True)
        reader.start()
    started = time.perf_counter()
    process = subprocess.Popen(argv, stdout=stdout, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL, env=env, cwd=ROOT)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    if reader is not None:
        os.close(stdout)
        reader.join()
        os.close(main_fd)
    process.returncode = os.waitstatus_to_exitcode(status)
    assert process.stderr is not None
    error = process.stderr.read().decode(errors="replace").strip()
    process.stderr.close()
    if process.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} exited with status {process.returncode}: {error}")
    return usage.ru_utime + usage.ru_stime, wall


def _prepare(folder: Path, env: dict[str, str]) -> tuple[Path, Path]:
    """An event file and a campaign file for ``loki status`` and ``campaign show``."""
    event, campaign = folder / "event.sqlite3", folder / "campaign.toml"
    for argv in (
        ["loki", "new", "--groups", "4,4,3", "--event", str(event)],
        ["campaign", "new", "--identities", "Nick Fury,Maria Hill", "--seed", "1",
         "--file", str(campaign)],
    ):
        subprocess.run([str(HELICARRIER), *argv], env=env, check=True, capture_output=True)
    return event, campaign


def run() -> list[tuple[str, str]]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory() as tmp:
        event, campaign = _prepare(Path(tmp), env)
        show = ["campaign", "show", "--file", str(campaign)]
        commands = {  # name -> (arguments, stdout is a terminal)
            "--version": (["--version"], False),
            "mole --evidence Wiretap --json": (["mole", "--evidence", "Wiretap", "--json"],
                                               False),
            "loki status --json": (["loki", "status", "--json", "--event", str(event)], False),
            "campaign show": (show, False),
            "campaign show (on a terminal)": (show, True),
            "mole --evidence Wiretap (on a terminal)": (["mole", "--evidence", "Wiretap"], True),
        }
        baseline_argv = [str(PYTHON), "-c", "import typer"]
        _time(baseline_argv, env)  # warm the file cache (and .pyc files) before timing
        for args, terminal in commands.values():
            _time([str(HELICARRIER), *args], env, terminal)
        base: list[tuple[float, float]] = []
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for _ in range(RUNS):
            base.append(_time(baseline_argv, env))
            for name, (args, terminal) in commands.items():
                times[name].append(_time([str(HELICARRIER), *args], env, terminal))
    base_cpu = statistics.median(t[0] for t in base)
    base_wall = statistics.median(t[1] for t in base)
    rows = [(f"python -c 'import typer' (median of {RUNS})",
             f"{base_cpu * 1000:.0f} ms CPU, {base_wall * 1000:.0f} ms wall")]
    for name, samples in times.items():
        cpu = statistics.median(t[0] for t in samples)
        wall = statistics.median(t[1] for t in samples)
        rows.append((f"helicarrier {name}",
                     f"{cpu / base_cpu:.2f}x CPU ({cpu * 1000:.0f} ms), "
                     f"{wall / base_wall:.2f}x wall ({wall * 1000:.0f} ms) "
                     f"(target <= {TARGET}x)"))
    return rows


if __name__ == "__main__":
    for figure, value in run():
        print(f"{figure:<58} {value}")
