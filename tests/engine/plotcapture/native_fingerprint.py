"""A hash of seeded plot-capture play, to compare the compiled and the pure-Python engine.

Run as a script (``python native_fingerprint.py pure``) it first makes the process
import the engine from its ``.py`` sources (scripts/native.py), then prints the hash.
Engine imports happen inside :func:`fingerprint` so that switch can come first.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[3]


@cache
def native_tool() -> ModuleType:
    """scripts/native.py, loaded by path (scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location("helicarrier_native", ROOT / "scripts/native.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fingerprint() -> dict[str, object]:
    """Hash every legal list, chosen command, view and log of a few seeded games."""
    from engine.plotcapture import Setup, make_player, new_game

    digest = hashlib.sha256()
    tables = [(("a", "b"), "random", 12), (("a", "b", "c"), "random", 4),
              (("a", "b", "c", "d", "e"), "greedy", 2), (("a", "b"), "mcts", 1)]
    for seats, kind, games in tables:
        for seed in range(games):
            game = new_game(Setup(seats), seed)
            players = [make_player(kind, 10 * seed + s, iterations=30) if kind == "mcts"
                       else make_player(kind, 10 * seed + s) for s in range(len(seats))]
            while not game.is_over:
                seat = game.turn
                legal = game.legal(seat)
                view = game.view(seat)
                command = players[seat].choose(view, legal)
                digest.update(json.dumps([c.to_dict() for c in legal]).encode())
                digest.update(json.dumps(view, sort_keys=True).encode())
                game.apply(command)
            digest.update(json.dumps(game.log).encode())
    compiled = native_tool().loaded_compiled()
    return {"hash": digest.hexdigest(), "compiled": compiled}


if __name__ == "__main__":
    if sys.argv[1:] == ["pure"]:
        native_tool().prefer_sources()
    print(json.dumps(fingerprint()))
