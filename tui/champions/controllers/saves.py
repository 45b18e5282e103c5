"""Champions save files: the ``[table]`` written beside the record, and the load list's line.

A Champions save is the kernel record as TOML plus ``[table]``: each seat's name and kind
(``human`` or ``bot``; the heroes are in the record's setup) and a summary for the load
list (when it was saved, the round, the moves, and once the game is over how it ended).
The app's table and ``champions play --save`` both write it, so either continues the
other's game with the same bot seats. A save without ``[table]`` (older line-by-line
saves) loads with every seat human, named after its hero; one without a summary is
replayed once to list it.

Kept apart from ``tui/plotcapture/controllers/saves.py`` (plot-capture saves); both kinds
live in the same save folder and the load screen labels each line with its game.
"""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.champions import KIND
from engine.core import HelicarrierError, SaveFileError
from engine.core.savefile import load_game
from engine.core.wording import count_of
from tui.champions.controllers.spec import SEAT_KINDS, ChampionsSeat

GAME_LABELS = {"plotcapture": "plot capture", KIND: "Marvel Champions"}


def save_kind(path: Path) -> str:
    """The record's game kind (``plotcapture``, ``champions``), or "" when unreadable."""
    try:
        return str(tomllib.loads(path.read_text(encoding="utf-8")).get("kind", ""))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return ""


# ---------------------------------------------------------------------- writing


def table_data(seats: Sequence[ChampionsSeat], view: dict[str, Any], moves: int,
               saved: datetime) -> dict[str, Any]:
    """The ``[table]`` of a save: the seats, and the load list's summary from a seat's view
    (public facts only: round, outcome and its cause)."""
    summary: dict[str, Any] = {"saved": saved, "round": int(view["round"]), "moves": moves,
                               "over": bool(view.get("outcome"))}
    if view.get("outcome"):
        summary["outcome"] = str(view["outcome"])
        summary["cause"] = str(view.get("cause", ""))
    return {"seats": [{"name": s.name, "kind": s.kind} for s in seats], "summary": summary}


# ---------------------------------------------------------------------- reading


def seat_rows(path: Path, heroes: list[str]) -> tuple[ChampionsSeat, ...]:
    """Seats from the save's ``[table]`` (every seat human, named after its hero, if absent);
    ``SaveFileError`` names the file when the table does not fit the game."""
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8")).get("table", {})
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SaveFileError(f"{path}: {exc}") from None
    rows = table.get("seats", []) if isinstance(table, dict) else []
    if not rows:
        return tuple(ChampionsSeat(hero, "human", hero) for hero in heroes)
    if not isinstance(rows, list) or len(rows) != len(heroes):
        raise SaveFileError(f"{path}: [table] seats do not match the game's {len(heroes)} heroes")
    seats = []
    for hero, row in zip(heroes, rows, strict=True):
        if not isinstance(row, dict) or str(row.get("kind", "human")) not in SEAT_KINDS:
            raise SaveFileError(f"{path}: [table] each seat needs a name and a kind "
                                f"({' or '.join(SEAT_KINDS)})")
        seats.append(ChampionsSeat(str(row.get("name", hero)), str(row.get("kind", "human")), hero))
    return tuple(seats)


@dataclasses.dataclass(frozen=True)
class ChampionsSaveSummary:
    """What the load list says of one Champions save (``problem`` when it cannot be loaded)."""

    path: Path
    seats: str = ""
    scenario: str = ""
    round: int = 0
    moves: int = 0
    outcome: str = ""
    cause: str = ""
    problem: str = ""

    @property
    def over(self) -> bool:
        return bool(self.outcome)

    def line(self) -> str:
        """``<file>  Ana (nick-fury), Bot 2 (maria-hill), black-widow  (round 2, 12 moves)``;
        a finished game says ``lost in round 4: The Widow's Web is completed`` instead."""
        if self.problem:
            return f"{self.path.name}  cannot be loaded: {self.problem}"
        head = f"{self.path.name}  {self.seats}, {self.scenario}  "
        if self.over:
            result = "won" if self.outcome == "win" else "lost"
            return head + f"{result} in round {self.round}" + (f": {self.cause}" if self.cause
                                                                else "")
        return head + f"(round {self.round}, {count_of(self.moves, 'move')})"


def champions_summary(path: Path) -> ChampionsSaveSummary:
    """Read a save for the load list: its ``[table]`` summary, else a replay of the record.

    Only reads the file; the load itself validates fully and says the same reason."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        heroes = [str(h) for h in data["setup"]["heroes"]]
        rows = data.get("table", {}).get("seats", [])
        names = [str(r.get("name", h)) for r, h in zip(rows, heroes, strict=True)] \
            if len(rows) == len(heroes) else heroes
        seats = ", ".join(f"{n} ({h})" if n != h else h for n, h in zip(names, heroes,
                                                                        strict=True))
        scenario = str(data["setup"].get("scenario", "?"))
        moves = len(data.get("commands", []))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, KeyError, TypeError,
            AttributeError, ValueError):
        return ChampionsSaveSummary(path, problem="not a readable Marvel Champions save")
    base = ChampionsSaveSummary(path, seats, scenario, moves=moves)
    summary = data.get("table", {}).get("summary")
    if isinstance(summary, dict):
        try:
            return dataclasses.replace(base, round=int(summary["round"]),
                                       outcome=str(summary.get("outcome", "")),
                                       cause=str(summary.get("cause", "")))
        except (KeyError, TypeError, ValueError):
            pass  # a hand-edited summary: fall back to the record itself
    try:
        _, game = load_game(path)
    except HelicarrierError as exc:
        return dataclasses.replace(base, problem=str(exc).removeprefix(f"{path}: "))
    view = game.view(0)
    return dataclasses.replace(base, round=int(view["round"]),
                               outcome=str(view.get("outcome") or ""),
                               cause=str(view.get("cause") or ""))

