"""What the load list shows of a plot-capture save: when, who, how far, and the scores.

The ``[table]`` of a save carries a summary for the load list (when it was saved,
round, plots and levels per seat, whether the game is over and who won), so
listing saves needs no replay. Saves written before the summary existed are
replayed once to list them. Where saves live and how each game's file is named
is shared by every game: ``tui/shared/controllers/save_files.py``.
"""

from __future__ import annotations

import dataclasses
import tomllib
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.core import HelicarrierError
from engine.core.savefile import load_game
from engine.core.wording import count_of, names_list
from tui.plotcapture.controllers.table_spec import SeatSpec

DATE_FORMAT = "%Y-%m-%d %H:%M"


@dataclasses.dataclass(frozen=True)
class SeatScore:
    """One seat as the load list shows it."""

    name: str
    kind: str
    plots: int
    levels: int


@dataclasses.dataclass(frozen=True)
class SaveSummary:
    """What a player needs to pick a save: when, who, how far, the scores, and if it is over."""

    path: Path
    saved: datetime | None
    seats: tuple[SeatScore, ...] = ()
    round: int = 0
    moves: int = 0
    over: bool = False
    winners: tuple[str, ...] = ()
    problem: str = ""  # why the file cannot be loaded; "" when it can

    @property
    def when(self) -> str:
        """``2026-12-01 14:06`` (the time of the save's own clock)."""
        return self.saved.strftime(DATE_FORMAT) if self.saved else "date unknown"

    def status(self, sep: str = "  ") -> str:
        """``3 seats  round 4, 12 moves`` (``sep`` after the seats); a finished game: who won."""
        if self.problem:
            return f"cannot be loaded: {self.problem}"
        seats = f"{count_of(len(self.seats), 'seat')}{sep}"
        if self.over:
            verb = "won" if len(self.winners) == 1 else "shared the win"
            return f"{seats}finished in round {self.round}: {names_list(self.winners)} {verb}"
        return f"{seats}round {self.round}, {count_of(self.moves, 'move')}"

    def headline(self) -> str:
        """``2026-12-01 14:06  3 seats  round 4, 12 moves``."""
        return f"{self.when}  {self.status()}"

    def scores(self) -> str:
        """``Ana 2 plots (21), Greedy (AI) 1 plot (10)``: plots captured and their levels."""
        parts = []
        for seat in self.seats:
            who = seat.name if seat.kind == "human" else f"{seat.name} (AI)"
            parts.append(f"{who} {count_of(seat.plots, 'plot')} ({seat.levels})")
        return ", ".join(parts)


def summarize(path: Path) -> SaveSummary:
    """Read a save for the load list: its ``[table]`` summary, else a replay of the record.

    Only reads the file. A file that cannot be loaded gets ``problem`` (the load
    itself validates fully and reports the same reason on the screen).
    """
    saved = _mtime(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return _unloadable(path, saved, "not a readable TOML file")
    table = data.get("table")
    if isinstance(table, dict) and "summary" in table:
        try:
            return _from_table(path, data, table)
        except (KeyError, TypeError, ValueError):
            pass  # a hand-edited summary: fall back to the record itself
    try:
        _, game = load_game(path)
    except HelicarrierError as exc:
        return _unloadable(path, saved, str(exc).removeprefix(f"{path}: "))
    view = game.view(0)
    kinds = _seat_kinds(table, len(view["seats"]))
    seats = tuple(SeatScore(s["name"], kind, s["plots"], s["levels"])
                  for s, kind in zip(view["seats"], kinds, strict=True))
    return SaveSummary(path, saved, seats, view["round"], len(data.get("commands", [])),
                       view["game_over"], tuple(view["seats"][w]["name"] for w in view["winners"]))


def _unloadable(path: Path, saved: datetime | None, problem: str) -> SaveSummary:
    """The summary of a save that cannot be loaded (it says why)."""
    return SaveSummary(path, saved, problem=problem)


def table_summary(view: dict[str, Any], moves: int, saved: datetime) -> dict[str, Any]:
    """The ``[table] summary`` written with a save, from seat 0's view (public facts only)."""
    return {
        "saved": saved,
        "round": view["round"],
        "moves": moves,
        "plots": [seat["plots"] for seat in view["seats"]],
        "levels": [seat["levels"] for seat in view["seats"]],
        "over": bool(view["game_over"]),
        "winners": [view["seats"][w]["name"] for w in view["winners"]],
    }


def _from_table(path: Path, data: dict[str, Any], table: dict[str, Any]) -> SaveSummary:
    summary = table["summary"]
    names = [str(name) for name in data["setup"]["seats"]]
    kinds = _seat_kinds(table, len(names))
    plots, levels = summary["plots"], summary["levels"]
    if not len(plots) == len(levels) == len(names):
        raise ValueError("summary does not match the seats")
    saved = summary["saved"]
    seats = tuple(SeatScore(name, kind, int(p), int(lv))
                  for name, kind, p, lv in zip(names, kinds, plots, levels, strict=True))
    return SaveSummary(path, saved if isinstance(saved, datetime) else _mtime(path), seats,
                       int(summary["round"]), int(summary["moves"]), bool(summary["over"]),
                       tuple(str(w) for w in summary["winners"]))


def _seat_kinds(table: object, count: int) -> list[str]:
    rows = table.get("seats", []) if isinstance(table, dict) else []
    if isinstance(rows, list) and len(rows) == count and all(isinstance(r, dict) for r in rows):
        return [str(row.get("kind", "human")) for row in rows]
    return [SeatSpec("").kind] * count


def _mtime(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    except OSError:
        return None
