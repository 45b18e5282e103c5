"""Drives one plot-capture game on this terminal: humans (hot-seat) and AI seats.

Plain Python (no Textual), so it is tested headless and the screen stays a thin
renderer. The screen asks it for views and hands it commands; it records every
command in a :class:`~engine.core.Record` (the save format), lets AI seats
choose from their own seat's view, and implements undo and save.

Undo policy (ARCHITECTURE.md 2): a human may take back their own last command
as long as it revealed nothing hidden to anyone (judged from the views, see
``tui/shared/controllers/reveals.py``). Undo replays the record without that command
(``replay_prefix``).

Saves are the kernel record as TOML plus one extra table, ``[table]``, saying
which seats are human and which AI (the engine's Setup only knows seat names),
the game's id and start time, and a summary for the load list
(``tui/plotcapture/controllers/saves.py``). A save without it loads with every seat human.
Each game gets a file of its own on its first save; :meth:`save` refuses
(:class:`SaveConflict`) to replace a file that belongs to another game unless
told to, so the screen can ask first.
"""

from __future__ import annotations

import dataclasses
import tomllib
import uuid
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import tomli_w

from content import CONTENT_VERSION
from engine.core import (
    Command,
    HelicarrierError,
    Record,
    SaveFileError,
    atomic_write_text,
)
from engine.core.savefile import load_game
from engine.plotcapture import (
    KIND,
    Capture,
    Discard,
    DiscardPlot,
    PickCard,
    PlotCaptureGame,
    RecoveryDiscard,
    Setup,
    StealCard,
    StealFrom,
    TakeAgent,
    UseBenefit,
    make_player,
    new_game,
)
from engine.plotcapture.ai import Player
from tui.plotcapture.controllers.saves import table_summary
from tui.plotcapture.controllers.table_spec import MCTS_STRENGTHS, SeatSpec, TableSpec
from tui.shared.controllers.recorded_table import RecordedTable
from tui.shared.controllers.reveals import revelation
from tui.shared.controllers.save_files import default_save_dir, game_id_of, new_save_path


def local_now() -> datetime:
    """The time saves are stamped with: local, with its offset, to the second."""
    return datetime.now().astimezone().replace(microsecond=0)


class SaveConflict(HelicarrierError):
    """The save file holds another game (or cannot be read); nothing was written."""

    def __init__(self, path: Path, readable: bool) -> None:
        what = "another game" if readable else "something that cannot be read as a save"
        super().__init__(f"{path.name} holds {what}")
        self.path = path
        self.readable = readable


@dataclasses.dataclass(frozen=True)
class Applied:
    """One command the controller applied, who sent it, and what it revealed ("" when
    nothing: then undo may remove it)."""

    seat: int
    command: Command
    revealed: str


class LocalTableController(RecordedTable):
    """Owns the game, its record and the AI players of one local table."""

    spec: TableSpec
    game: PlotCaptureGame

    def __init__(self, spec: TableSpec, record: Record, game: PlotCaptureGame,
                 save_path: Path | None = None, save_dir: Path | None = None, *,
                 game_id: str = "", started: datetime | None = None,
                 now: Callable[[], datetime] = local_now) -> None:
        self.spec = spec
        self.record = record
        self.game = game
        self.now = now
        self.game_id = game_id or uuid.uuid4().hex
        self.started = started or now()
        self.save_dir = save_dir if save_dir is not None else default_save_dir()
        self.save_path: Path | None = save_path  # chosen on the first save
        self.loaded_from = save_path
        self.saved_commands = len(record.commands) if save_path else -1
        self.history: list[Applied] = []
        self.players: dict[int, Player] = {
            seat: _make_bot(seat_spec, spec.seed, seat)
            for seat, seat_spec in enumerate(spec.seats)
            if not seat_spec.is_human
        }

    # ------------------------------------------------------------------ building

    @classmethod
    def new(cls, spec: TableSpec, save_dir: Path | None = None,
            now: Callable[[], datetime] = local_now) -> LocalTableController:
        """A fresh game from the new-game form; ``ValueError`` if the engine refuses it.

        Its save file is named on the first save (see ``tui/shared/controllers/save_files.py``).
        """
        setup = Setup(tuple(seat.name for seat in spec.seats), dict(spec.options))
        try:
            game = new_game(setup, spec.seed)
        except HelicarrierError as exc:
            raise ValueError(str(exc)) from None
        record = Record(KIND, CONTENT_VERSION, setup.to_dict(), spec.seed)
        return cls(spec, record, game, save_dir=save_dir, now=now)

    @classmethod
    def from_save(cls, path: Path) -> LocalTableController:
        """Load and replay a save; ``SaveFileError`` names the file and the problem.

        The file is only read: a damaged save is left exactly as it was.
        """
        record, game = load_game(path)
        if record.kind != KIND or not isinstance(game, PlotCaptureGame):
            raise SaveFileError(f"{path}: a {record.kind} game, not a plot-capture game")
        seats, game_id, started = _table_of(path, game.names)
        spec = TableSpec(seats=seats, seed=record.seed, options=dict(game.setup.options))
        return cls(spec, record, game, save_path=path, save_dir=path.parent, game_id=game_id,
                   started=started)

    # ------------------------------------------------------------------ reading

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    # ------------------------------------------------------------------ playing

    def apply(self, command: Command) -> None:
        """Apply a command (raises ``IllegalCommand`` with a readable reason) and record it."""
        before = self.views()
        self.game.apply(command)
        after = self.views()
        self.record = self.record.with_command(command.to_dict())
        shown = revelation(before, after, you=command.seat)
        self.history.append(Applied(command.seat, command, shown))

    def bot_choice(self) -> Command:
        """The command the AI seat to act chooses from its own view and legal commands."""
        seat = self.to_act
        if seat is None or seat not in self.players:
            raise HelicarrierError("it is not an AI seat's turn")
        return self.players[seat].choose(self.game.view(seat), self.game.legal(seat))

    def first_legal(self) -> Command:
        """The first legal command of the seat to act (the fallback for a confused AI)."""
        seat = self.to_act
        if seat is None:
            raise HelicarrierError("the game is over")
        return self.game.legal(seat)[0]

    # ------------------------------------------------------------------ undo

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back the last command: its own, revealing nothing,
        and while the decision is still its own (so no AI is thinking on that state)."""
        return self.undo_refusal(seat) is None

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not undo now, as a sentence for the player; None when it may."""
        names = self.spec.seats
        if self.is_over:
            return "The game is over."
        if not self.is_human(seat):
            return "AI seats do not undo."
        if self.to_act != seat:
            return f"It is {names[self.to_act].name}'s turn." if self.to_act is not None \
                else "The game is over."
        if not self.history:
            if self.record.commands:
                return "Moves made before the game was loaded cannot be undone."
            return "There is nothing to undo yet."
        last = self.history[-1]
        if last.seat != seat:
            return f"{names[last.seat].name} has played since your last move."
        if last.revealed:
            words = _move_words(last.command)
            return f"{words[0].upper()}{words[1:]} revealed {last.revealed}."
        return None

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last command by replaying the record without it."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise HelicarrierError(refusal)
        game = self.replay_without_last()
        assert isinstance(game, PlotCaptureGame)
        self.game = game
        self.history.pop()

    # ------------------------------------------------------------------ saving

    def owns(self, path: Path) -> bool:
        """Whether writing ``path`` replaces nothing but this game's own save.

        A file with this game's id is ours; an older save without an id is ours
        only if this game was loaded from it; an unreadable file never is.
        """
        if not path.exists():
            return True
        found = game_id_of(path)
        if found is None:
            return False
        return found == self.game_id or (found == "" and path == self.loaded_from)

    def save(self, path: Path | None = None, *, replace: bool = False) -> Path:
        """Write the record, seat kinds and summary atomically; returns the path written.

        The first save picks a new file name. ``SaveConflict`` (nothing written)
        when the file belongs to another game, unless ``replace``.
        """
        target = path or self.save_path or new_save_path(self.save_dir, self.spec.seed,
                                                         self.started)
        if not replace and not self.owns(target):
            raise SaveConflict(target, game_id_of(target) is not None)
        data = self.record.to_dict()
        data["table"] = {
            "game": self.game_id,
            "started": self.started,
            "seats": [dataclasses.asdict(seat) for seat in self.spec.seats],
            "summary": table_summary(self.game.view(0), len(self.record.commands), self.now()),
        }
        atomic_write_text(target, tomli_w.dumps(data))
        self.save_path = target
        self.saved_commands = len(self.record.commands)
        return target

    def save_as_new(self) -> Path:
        """Save under a new file name, leaving the file at the old one as it is."""
        return self.save(new_save_path(self.save_dir, self.spec.seed, self.started))


def _move_words(command: Command) -> str:
    """A command named as a player would say it: "that capture", "the Support benefit"."""
    if isinstance(command, UseBenefit):
        return f"the {command.trait} benefit"
    return _MOVE_WORDS.get(type(command), "your last move")


_MOVE_WORDS: dict[type[Command], str] = {
    Capture: "that capture",
    Discard: "that discard",
    DiscardPlot: "sending that plot away",
    PickCard: "keeping that card",
    RecoveryDiscard: "ending your turn",
    StealCard: "that steal",
    StealFrom: "choosing whose hand to see",
    TakeAgent: "taking that Agent",
}


def _make_bot(seat: SeatSpec, seed: int, index: int) -> Player:
    """An AI player seeded from the game seed and its seat, so a game can be repeated."""
    bot_seed = seed * 31 + index + 1
    if seat.kind == "mcts":
        return make_player("mcts", bot_seed, iterations=MCTS_STRENGTHS[seat.strength])
    return make_player(seat.kind, bot_seed)


def _table_of(path: Path, names: tuple[str, ...]
              ) -> tuple[tuple[SeatSpec, ...], str, datetime | None]:
    """Seat kinds, game id and start time from the save's ``[table]`` (older saves lack some)."""
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8")).get("table", {})
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SaveFileError(f"{path}: {exc}") from None
    if not isinstance(table, dict):
        table = {}
    game_id = table.get("game", "")
    started = table.get("started")
    return (_seat_specs(path, names, table), game_id if isinstance(game_id, str) else "",
            started if isinstance(started, datetime) else None)


def _seat_specs(path: Path, names: tuple[str, ...], table: dict[str, Any]
                ) -> tuple[SeatSpec, ...]:
    """Seat kinds from the save's ``[table]`` (every seat human when it is absent)."""
    rows = table.get("seats", [])
    if not rows:
        return tuple(SeatSpec(name) for name in names)
    if not isinstance(rows, list) or len(rows) != len(names):
        raise SaveFileError(f"{path}: [table] seats do not match the game's {len(names)} seats")
    seats = []
    for name, row in zip(names, rows, strict=True):
        if not isinstance(row, dict):
            raise SaveFileError(f"{path}: [table] seats must be tables")
        try:
            seats.append(SeatSpec(name, str(row.get("kind", "human")),
                                  str(row.get("strength", "normal"))))
        except TypeError as exc:
            raise SaveFileError(f"{path}: [table] {exc}") from None
    try:
        TableSpec(seats=tuple(seats), seed=0)
    except ValueError as exc:
        raise SaveFileError(f"{path}: [table] {exc}") from None
    return tuple(seats)
