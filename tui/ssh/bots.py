"""AI seats think in worker processes, so one slow bot never stalls the server.

A bot reads only its seat's view and legal commands (as every player does), which
are plain data and travel to a worker process as dicts. The worker builds the
engine's AI player and answers with a command dict. The search player thinks for a
fixed number of iterations (its strength); if a worker still has not answered within
the server's time budget (``serve --bot-seconds``), the seat plays its first legal
command instead and the server logs it, so a table can never hang on a bot. The same
goes for an AI that fails or a worker process that dies (a new worker is started).

Workers are started with ``spawn`` (no fork of a process running an event loop and
SSH connections) and import only the engine. The pool (and multiprocessing's resource
tracker) is made when the server starts, before any app runs: a running Textual app
replaces ``sys.stderr`` with an object that has no real file descriptor, and starting
the tracker then fails.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from engine.core import Command, message_from_dict
from tui.controllers.table_spec import MCTS_STRENGTHS

log = logging.getLogger(__name__)

def bot_budget(ai: str) -> tuple[str, dict[str, Any]]:
    """The engine player kind and budget for a seat's AI name (``mcts:hard`` etc.)."""
    kind, _, strength = ai.partition(":")
    if kind == "mcts":
        return kind, {"iterations": MCTS_STRENGTHS[strength or "normal"]}
    return kind, {}


def think(ai: str, seed: int, view: dict[str, Any], legal: list[dict[str, Any]]
          ) -> dict[str, Any]:
    """Worker-process entry point: one decision for one AI seat."""
    from engine.plotcapture.ai import make_player

    commands = [message_from_dict(data) for data in legal]
    kind, budget = bot_budget(ai)
    player = make_player(kind, seed, **budget)
    return player.choose(view, commands).to_dict()  # type: ignore[arg-type]


class ProcessBots:
    """A small process pool that answers for AI seats (see the module docstring)."""

    def __init__(self, budget: float = 10.0, workers: int = 1) -> None:
        self.budget = budget
        self._workers = max(1, workers)
        self._pool: ProcessPoolExecutor | None = None
        self._executor()

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self._workers, mp_context=multiprocessing.get_context("spawn")
            )
        return self._pool

    async def choose(
        self, ai: str, seed: int, view: dict[str, Any], legal: list[Command]
    ) -> Command:
        if not legal:
            raise ValueError("an AI seat was asked to choose with nothing legal")
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(
            self._executor(), think, ai, seed, view, [c.to_dict() for c in legal]
        )
        try:
            data = await asyncio.wait_for(future, self.budget)
        except TimeoutError:
            log.warning("AI %s took longer than %.1fs; playing its first legal move", ai,
                        self.budget)
            return legal[0]
        except BrokenProcessPool:
            log.error("the AI worker process died; starting a new one")
            self.close()
            self._executor()
            return legal[0]
        except Exception:
            log.exception("AI %s failed; playing its first legal move", ai)
            return legal[0]
        command = message_from_dict(data)
        assert isinstance(command, Command)
        return command

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
