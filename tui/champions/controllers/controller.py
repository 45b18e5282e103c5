"""Drives one Marvel Champions game on this terminal: human seats (hot-seat) and bot seats.

Plain Python (no Textual), so it is tested headless; the table screen asks it for
views and hands it commands. It records every command in a
:class:`~engine.core.Record` (the save format), lets bot seats choose from their own
seat's view (``SimpleBot``), and implements undo and save.

Undo (ARCHITECTURE.md 2): a human may take back their own last command while it
revealed nothing to anyone (a draw, a reveal, a look at a deck; the rule is in
``tui/shared/controllers/reveals.py``) and while the decision is still theirs. Undo
replays the record without that command. A refusal says why (``why_no_undo``): whose
move is last and what it was, or which cards the player's own last move revealed.

Saves are the kernel record as TOML plus ``[table]`` with each seat's name and
kind (human or bot) and the load list's summary (``tui/champions/controllers/saves.py``);
the heroes are in the record's setup. A save without ``[table]`` loads with every seat
human, named after its hero.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime
from pathlib import Path
from typing import Any

import tomli_w

from content.champions import CONTENT_VERSION
from engine.champions import KIND, ChampionsGame, new_game
from engine.champions.ai import SearchBot, SimpleBot, make_bot
from engine.core import (
    Command,
    HelicarrierError,
    Record,
    SaveFileError,
    atomic_write_text,
)
from engine.core.savefile import load_game
from tui.champions.controllers.saves import seat_rows, table_data
from tui.champions.controllers.spec import ChampionsSpec, bot_strength
from tui.shared.controllers.recorded_table import RecordedTable
from tui.shared.controllers.reveals import revealed, revealed_cards
from tui.shared.controllers.save_files import default_save_dir, new_save_path
from tui.shared.controllers.waiting import and_list


@dataclasses.dataclass(frozen=True)
class Applied:
    """One command applied, who sent it, and whether it revealed anything (undo)."""

    seat: int
    command: Command
    revealed: bool
    label: str = ""
    """What the move was, as the player saw it ("Play Informant (cost 1)")."""
    shown: tuple[str, ...] = ()
    """The cards it revealed, by name (see ``reveals.revealed_cards``)."""


def move_label(before: list[dict[str, Any]], command: Command) -> str:
    """A command as its player saw it: the chosen option's label, else its kind."""
    key = getattr(command, "key", None)
    if key is not None and 0 <= command.seat < len(before):
        options = (before[command.seat].get("decision") or {}).get("options", [])
        label = next((o["label"] for o in options if o["key"] == key), "")
        if label:
            return str(label)
    return command.kind.replace("_", " ")


BOT_SECONDS = 1.5
"""A searching bot seat thinks at most about this long a question: it thinks where the table
is drawn, so the screen holds still meanwhile (the search stops trying options then)."""


class ChampionsController(RecordedTable):
    """Owns the game, its record and the bots of one local Champions table."""

    spec: ChampionsSpec
    game: ChampionsGame

    def __init__(self, spec: ChampionsSpec, record: Record, game: ChampionsGame,
                 save_path: Path | None = None, save_dir: Path | None = None) -> None:
        self.spec = spec
        self.record = record
        self.game = game
        folder = save_dir if save_dir is not None else default_save_dir()
        # one file per game, as for plot capture: start time and seed, -2... when taken
        self.save_path = save_path or new_save_path(
            folder, spec.seed, datetime.now().astimezone(), game="champions")
        self.saved_commands = len(record.commands) if save_path else -1
        self.history: list[Applied] = []
        self.bots: dict[int, SimpleBot | SearchBot] = {
            seat: make_bot(spec.seed * 31 + seat + 1, bot_strength(seat_spec.kind),
                           time_limit=BOT_SECONDS)
            for seat, seat_spec in enumerate(spec.seats) if not seat_spec.is_human
        }

    @classmethod
    def new(cls, spec: ChampionsSpec, save_dir: Path | None = None) -> ChampionsController:
        """A fresh game; ``ValueError`` if the engine refuses the setup.

        Its save file is ``champions-<start time>-seed<seed>.toml`` in ``save_dir``."""
        setup = spec.setup()
        try:
            game = new_game(setup, spec.seed)
        except HelicarrierError as exc:
            raise ValueError(str(exc)) from None
        return cls(spec, Record(KIND, CONTENT_VERSION, setup, spec.seed), game,
                   save_dir=save_dir)

    @classmethod
    def from_save(cls, path: Path) -> ChampionsController:
        """Load and replay a Champions save; ``SaveFileError`` names the file and the problem."""
        record, game = load_game(path)
        if not isinstance(game, ChampionsGame):
            raise SaveFileError(f"{path}: not a Marvel Champions game (kind {record.kind!r})")
        heroes = [str(h) for h in record.setup.get("heroes", [])]
        seats = seat_rows(path, heroes)
        try:
            spec = ChampionsSpec(str(record.setup.get("scenario", "")), seats, record.seed,
                                 bool(record.setup.get("expert", False)))
        except ValueError as exc:
            raise SaveFileError(f"{path}: [table] {exc}") from None
        return cls(spec, record, game, save_path=path)

    # ------------------------------------------------------------------ reading

    def name(self, seat: int) -> str:
        return self.spec.seats[seat].name

    # ------------------------------------------------------------------ playing

    def apply(self, command: Command) -> None:
        """Apply a command (``IllegalCommand`` says why not) and record it."""
        before = self.views()
        self.game.apply(command)
        after = self.views()
        self.record = self.record.with_command(command.to_dict())
        self.history.append(Applied(command.seat, command, revealed(before, after),
                                    move_label(before, command),
                                    tuple(revealed_cards(before, after))))

    def bot_choice(self) -> Command:
        """The first bot seat with an open decision chooses from its own view and legal
        commands (the command's seat says which bot it was)."""
        seats = [s for s in self.bots_deciding if s in self.bots]
        if not seats:
            raise HelicarrierError("no bot seat has a decision open")
        seat = seats[0]
        return self.bots[seat].choose_in(self.game, seat)

    # ------------------------------------------------------------------ undo

    def can_undo(self, seat: int) -> bool:
        """``seat`` may take back the last command: its own, revealing nothing, the table's
        latest (no bot acted on the state since), and a decision of its own is still open."""
        if not self.history or self.is_over or not self.has_decision(seat):
            return False
        last = self.history[-1]
        return last.seat == seat and self.is_human(seat) and not last.revealed

    def why_no_undo(self, seat: int) -> str:
        """Why ``seat`` cannot undo now, naming the move and what it revealed ("" when
        it can)."""
        if self.can_undo(seat):
            return ""
        if self.is_over:
            return "The game is over: its moves stand."
        if not self.history:
            return "Nothing to undo: no move has been made at this table since it opened."
        last = self.history[-1]
        if last.seat != seat:
            return (f"The last move is {self.name(last.seat)}'s ({last.label}), not yours: "
                    "only your own last move can be taken back.")
        if last.revealed:
            what = and_list(list(last.shown)) or "hidden cards"
            return (f"Your last move ({last.label}) revealed {what}: it stands, since "
                    "you have seen what it showed.")
        return (f"Your last move ({last.label}) stands: the decision is no longer yours "
                "(undo works while it is).")

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise HelicarrierError(self.why_no_undo(seat))
        game = self.replay_without_last()
        assert isinstance(game, ChampionsGame)
        self.game = game
        self.history.pop()

    # ------------------------------------------------------------------ saving

    def save(self, path: Path | None = None) -> Path:
        """Write the record plus the seats atomically; returns the path written."""
        target = path or self.save_path
        data = self.record.to_dict()
        data["table"] = table_data(self.spec.seats, self.game.view(0), len(self.record.commands),
                                   datetime.now().astimezone())
        atomic_write_text(target, tomli_w.dumps(data))
        self.save_path = target
        self.saved_commands = len(self.record.commands)
        return target

