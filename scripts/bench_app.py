"""App figures: cold start to the first frame, and redrawing the table after a move.

Cold start: ``helicarrier`` (the real console script: typer, every CLI sub-app,
then the app) and ``tui.app`` alone each run in a fresh interpreter on an 80x24
pseudo-terminal with ``HELICARRIER_EXIT_AFTER_FIRST_FRAME=1``, so they exit as
soon as the first frame is drawn; the same is done for a minimal Textual app
(one Static). All are timed from spawn to exit, median of several runs,
interleaved in the same session.

Table redraw: inside one running app (``App.run_test``), the time from applying
a command to the table having re-rendered (``show_view`` plus the compositor
refresh forced by ``Pilot.pause``), median over the moves of a seeded game.

Champions table redraw: the same at 120x40 for a seeded Black Widow game with two
human seats whose moves the simple bot picks (its thinking is not timed): from
applying the command to the table (``draw``) having re-rendered.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import pty
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

TITLE = "App (Textual): cold start and table redraw"

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"
HELICARRIER = ROOT / ".venv" / "bin" / "helicarrier"
RUNS = 5
SAVE_DIR = os.path.join(tempfile.gettempdir(), "helicarrier-bench-saves")  # never written here

MINIMAL_APP = """
from textual.app import App
from textual.widgets import Static

class Minimal(App):
    def compose(self):
        yield Static("hello")

    def on_mount(self):
        self.call_after_refresh(self.exit)

Minimal().run()
"""


def _time_on_pty(argv: list[str], env: dict[str, str]) -> float:
    """Seconds from spawn to exit of ``argv`` running on an 80x24 pseudo-terminal."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    started = time.perf_counter()
    process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                               cwd=ROOT, close_fds=True)
    os.close(slave)
    try:
        while process.poll() is None:
            ready, _, _ = select.select([master], [], [], 0.05)
            if ready:
                try:
                    os.read(master, 65536)
                except OSError:
                    break
        process.wait(timeout=60)
    finally:
        os.close(master)
    elapsed = time.perf_counter() - started
    if process.returncode != 0:
        raise RuntimeError(f"{argv[0]} exited with status {process.returncode}")
    return elapsed


APP_ONLY = "from tui.app import run_app; run_app()"


def cold_starts() -> tuple[float, float, float]:
    """Medians for the console script, the app module alone, and a minimal Textual app."""
    env = {**os.environ, "TERM": "xterm-256color", "HELICARRIER_EXIT_AFTER_FIRST_FRAME": "1",
           "HELICARRIER_SAVE_DIR": SAVE_DIR}
    script, app_only, minimal = [], [], []
    for _ in range(RUNS):  # interleaved so a busy machine hurts all alike
        script.append(_time_on_pty([str(HELICARRIER)], env))
        app_only.append(_time_on_pty([str(PYTHON), "-c", APP_ONLY], env))
        minimal.append(_time_on_pty([str(PYTHON), "-c", MINIMAL_APP], env))
    return statistics.median(script), statistics.median(app_only), statistics.median(minimal)


async def _table_redraws() -> list[float]:
    sys.path.insert(0, str(ROOT))
    from engine.core import message_from_dict
    from tui.app import HelicarrierApp
    from tui.plotcapture.controllers.local_table import LocalTableController
    from tui.plotcapture.controllers.table_spec import SeatSpec, TableSpec
    from tui.plotcapture.screens.local_table import LocalTableScreen, open_table

    spec = TableSpec((SeatSpec("Ana"), SeatSpec("Ben")), seed=7, options={"round_limit": 3})
    app = HelicarrierApp(save_dir=Path(SAVE_DIR), bot_delay=0.0)
    times: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        controller = LocalTableController.new(spec, app.save_dir)
        open_table(app, controller)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LocalTableScreen)
        while not controller.is_over:
            seat = controller.to_act
            assert seat is not None
            screen.viewer = seat
            command = message_from_dict(controller.view(seat)["decision"]["options"][0]["command"])
            started = time.perf_counter()
            controller.apply(command)  # type: ignore[arg-type]
            screen.update_table()
            await pilot.pause()
            times.append(time.perf_counter() - started)
    return times


CHAMPIONS_MOVES = 400  # a cap; seed 7 ends before it


async def _champions_redraws() -> list[float]:
    sys.path.insert(0, str(ROOT))
    from engine.champions.ai import SimpleBot
    from tui.app import HelicarrierApp
    from tui.champions.controllers.controller import ChampionsController
    from tui.champions.controllers.spec import ChampionsSeat, ChampionsSpec
    from tui.champions.screens.table import ChampionsTableScreen, open_champions_table

    spec = ChampionsSpec("black-widow", (ChampionsSeat("Ana", "human", "nick-fury"),
                                         ChampionsSeat("Ben", "human", "maria-hill")), 7)
    app = HelicarrierApp(save_dir=Path(SAVE_DIR), bot_delay=0.0)
    bot = SimpleBot(7)
    times: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        controller = ChampionsController.new(spec, app.save_dir)
        open_champions_table(app, controller)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        while not controller.is_over and len(times) < CHAMPIONS_MOVES:
            seat = controller.to_act
            assert seat is not None
            screen.viewer = seat
            command = bot.choose(controller.view(seat), controller.game.legal(seat))
            started = time.perf_counter()
            controller.apply(command)
            screen.draw()
            await pilot.pause()
            times.append(time.perf_counter() - started)
    return times


def run() -> list[tuple[str, str]]:
    script, app_only, minimal = cold_starts()
    redraws = asyncio.run(_table_redraws())
    champions = sorted(asyncio.run(_champions_redraws()))
    return [
        ("cold start to first frame, `helicarrier` (median of 5)", f"{script * 1000:.0f} ms"),
        ("cold start to first frame, tui.app alone (median of 5)", f"{app_only * 1000:.0f} ms"),
        ("cold start to first frame, minimal Textual app (median of 5)",
         f"{minimal * 1000:.0f} ms"),
        ("ratio `helicarrier` / minimal", f"{script / minimal:.2f}x (target <= 1.5x)"),
        ("ratio tui.app alone / minimal", f"{app_only / minimal:.2f}x (target <= 1.5x)"),
        (f"table redraw after a move (median of {len(redraws)})",
         f"{statistics.median(redraws) * 1000:.1f} ms"),
        ("table redraw after a move (95th percentile)",
         f"{sorted(redraws)[int(len(redraws) * 0.95)] * 1000:.1f} ms"),
        (f"Champions table redraw after a move, 120x40 (median of {len(champions)})",
         f"{statistics.median(champions) * 1000:.1f} ms"),
        ("Champions table redraw after a move, 120x40 (95th percentile)",
         f"{champions[int(len(champions) * 0.95)] * 1000:.1f} ms (target <= 100 ms)"),
    ]


if __name__ == "__main__":
    for figure, value in run():
        print(f"{figure:<60} {value}")
