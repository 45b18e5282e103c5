"""The golden corpus: seeded Black Widow games frozen as records with view digests.

Issue 21 rebuilds how the Champions engine is laid out and grows it (game areas,
several seats at once, hidden ids) without changing what Black Widow plays. The
corpus holds that promise: each entry is a record (setup, seed, commands) played by
the fuzz's :class:`~engine.champions.fuzz.WeightedPlayer`, with a short digest of the
open decision and every seat's view at every decision, and of the final views.
``test_corpus.py`` replays every record and compares digest by digest, so a change
shows the first decision where any seat would see something else.

A change an issue asks for (a new view key, a question now asked of several seats at
once) may change the digests. Then regenerate the corpus in its own commit that says
why::

    .venv/bin/python -m tests.engine.champions.corpus

The file is gzip'd JSON lines (one game a line): about 300 games of 1-4 players,
standard and expert. 3-4 player games use the duplicate-hero test switch, since two
hero decks are all the content has.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from engine.champions import KIND, new_game
from engine.champions.fuzz import WeightedPlayer
from engine.core import Record, game_kind, message_from_dict

CORPUS = Path(__file__).parent / "golden" / "black_widow_corpus.jsonl.gz"
GAMES_PER_GROUP = 40  # 2 difficulties x 4 player counts x 40 = 320 games
MAX_DECISIONS = 3_000
DECKS = ("nick-fury", "maria-hill")


def setups() -> Iterator[tuple[dict[str, Any], int]]:
    """Every corpus game's setup and seed, in file order."""
    seed = 210_000
    for expert in (False, True):
        for players in (1, 2, 3, 4):
            for n in range(GAMES_PER_GROUP):
                heroes = [DECKS[(n + i) % 2] for i in range(players)]
                setup: dict[str, Any] = {"scenario": "black-widow", "heroes": heroes,
                                         "expert": expert}
                if players > 2:
                    setup["allow_duplicate_heroes"] = True
                yield setup, seed
                seed += 1


def digest(data: Any) -> str:
    """A short stable digest of JSON-able data (key order does not matter)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def moment(game: Any, seats: int) -> str:
    """The digest of one decision: the open decision and every seat's view."""
    decision = game.decision
    return digest([decision.to_dict() if decision is not None else None,
                   [game.view(seat) for seat in range(seats)]])


def play(setup: dict[str, Any], seed: int) -> dict[str, Any]:
    """Play one corpus game with the weighted player; its record and digests."""
    game = new_game(setup, seed)
    seats = len(setup["heroes"])
    player = WeightedPlayer(seed)
    commands: list[dict[str, Any]] = []
    digests: list[str] = []
    while (decision := game.decision) is not None and len(commands) < MAX_DECISIONS:
        digests.append(moment(game, seats))
        command = player.choose(game.view(decision.seat), game.legal(decision.seat))
        game.apply(command)
        commands.append(command.to_dict())
    digests.append(moment(game, seats))
    return {"setup": setup, "seed": seed, "commands": commands, "digests": digests}


def check(entry: dict[str, Any]) -> str:
    """Replay one entry; "" when every digest matches, else where it first differs."""
    setup, seed = entry["setup"], entry["seed"]
    seats = len(setup["heroes"])
    game = new_game(setup, seed)
    for index, (command, want) in enumerate(zip(entry["commands"], entry["digests"],
                                                strict=False)):
        got = moment(game, seats)
        if got != want:
            return (f"seed {seed} {setup}: decision {index + 1} differs "
                    f"(open: {game.decision.prompt if game.decision else 'game over'})")
        game.apply(message_from_dict(command))
    if moment(game, seats) != entry["digests"][-1]:
        return f"seed {seed} {setup}: the final views differ"
    return ""


def record(entry: dict[str, Any]) -> Record:
    return Record(KIND, game_kind(KIND).content_version, entry["setup"], entry["seed"],
                  tuple(entry["commands"]))


def load() -> list[dict[str, Any]]:
    with gzip.open(CORPUS, "rt", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def write() -> int:
    entries = [play(setup, seed) for setup, seed in setups()]
    lines = "".join(json.dumps(e, sort_keys=True, separators=(",", ":")) + "\n"
                    for e in entries)
    # mtime=0: the same games give the same bytes, so an unchanged corpus is no diff
    with open(CORPUS, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as handle:
        handle.write(lines.encode())
    return len(entries)


if __name__ == "__main__":
    count = write()
    print(f"wrote {count} games to {CORPUS}", file=sys.stderr)
