"""AI seats think in worker processes, so one slow bot never stalls the server.

A bot reads only its seat's view and legal commands (as every player does), which
are plain data and travel to a worker process as dicts. The worker builds the
engine's AI player and answers with a command dict. The search player thinks for a
fixed number of iterations (its strength), but stops searching after
``SEARCH_SHARE`` of the server's time budget (``serve --bot-seconds``) and plays
the best command it has found so far, so a loaded server still gets a considered
move in time. If a worker still has not answered within the whole budget (it never
started, or the pool is busy with another table's bot), the seat plays its first
legal command instead and the server logs it, so a table can never hang on a bot.
A Champions seat's hero bot (``hero-bot``) thinks in the same pool with the same
budget. The same goes for an AI that fails or a worker process that dies (a new worker is
started).

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
import signal
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from engine.core import Command, message_from_dict
from tui.plotcapture.controllers.table_spec import MCTS_STRENGTHS

log = logging.getLogger(__name__)

SEARCH_SHARE = 0.75
"""Part of the time budget a search may use; the rest covers starting and answering."""


def bot_budget(ai: str, seconds: float = 0.0) -> tuple[str, dict[str, Any]]:
    """The engine player kind and budget for a seat's AI name (``mcts:hard`` etc.).

    ``seconds`` (the server's time budget; 0 = none) caps a search's thinking time.
    """
    kind, _, strength = ai.partition(":")
    if kind == "mcts":
        budget: dict[str, Any] = {"iterations": MCTS_STRENGTHS[strength or "normal"]}
        if seconds > 0:
            budget["time_limit"] = seconds * SEARCH_SHARE
        return kind, budget
    return kind, {}


def think(ai: str, seed: int, view: dict[str, Any], legal: list[dict[str, Any]],
          seconds: float = 0.0, record: dict[str, Any] | None = None) -> dict[str, Any]:
    """Worker-process entry point: one decision for one AI seat within ``seconds``.

    A Champions view (kind ``champions``) is answered by the engine's hero bot: the
    heuristic one (``hero-bot``) reads the view and options only; a searching one
    (``hero-bot:normal``, ``hero-bot:hard``) gets the table's ``record`` too, replays it
    here and looks ahead only in copies consistent with its seat's view and memory
    (``ChampionsGame.determinize``). Plot-capture views go to the named AI player.
    """
    # A spawned worker runs only what its main module imported (for ``helicarrier serve``,
    # not the games), and a command kind is known once its game is imported: import the
    # game before reading its commands.
    if view.get("kind") == "champions":
        from engine.champions.ai import SearchBot, SimpleBot

        strength = ai.partition(":")[2] or "easy"
        if strength != "easy" and record is not None:
            from engine.core import Record, replay

            game = replay(Record.from_dict(record))
            bot = SearchBot(seed, strength, time_limit=seconds * SEARCH_SHARE)
            return bot.choose_in(game, int(view["seat"])).to_dict()  # type: ignore[attr-defined]
        commands = [message_from_dict(data) for data in legal]
        return SimpleBot(seed).choose(view, commands).to_dict()  # type: ignore[arg-type]
    from engine.plotcapture.ai import make_player

    commands = [message_from_dict(data) for data in legal]
    kind, budget = bot_budget(ai, seconds)
    player = make_player(kind, seed, **budget)
    return player.choose(view, commands).to_dict()  # type: ignore[arg-type]


def _ignore_ctrl_c() -> None:
    """Worker start: Ctrl+C in the host's terminal reaches every process of the group;
    the server stops its workers itself (a worker left to die printed a traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


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
                max_workers=self._workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=_ignore_ctrl_c,
            )
        return self._pool

    async def choose(
        self, ai: str, seed: int, view: dict[str, Any], legal: list[Command],
        record: dict[str, Any] | None = None,
    ) -> Command:
        """``record``: the table's game record, for a Champions bot that looks ahead."""
        if not legal:
            raise ValueError("an AI seat was asked to choose with nothing legal")
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(
            self._executor(), think, ai, seed, view, [c.to_dict() for c in legal], self.budget,
            record,
        )
        try:
            # asyncio.timeout, not wait_for: in Python 3.11 wait_for may swallow a
            # cancellation that arrives as the worker answers, and then the table's bot task
            # went on to its next question while the server was stopping it (a teardown
            # that waited for ever)
            async with asyncio.timeout(self.budget):
                data = await future
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
