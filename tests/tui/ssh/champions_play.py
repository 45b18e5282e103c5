"""Helpers for the served Champions tests: pick options by their on-screen number.

The test decides what to play with the engine's hero bot (from the seat's own view,
as any player would), then presses the number the table screen shows for that
option, exactly as a person at the terminal does.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

from engine.champions.ai import SimpleBot
from engine.core import Record, replay
from engine.core.messages import message_from_dict
from tests.tui.ssh.client import SSHPlayer
from tui.champions.widgets.table_words import with_names

SETUP = {"scenario": "black-widow", "heroes": ["maria-hill", "nick-fury"], "expert": False}
SEED = 7
NAMES = ("ana (Maria Hill)", "bob (Nick Fury)")
_NUMBERED = re.compile(r"[┃│]([0-9a-z]) (.+?)\s*[┃│]")  # 1-9, then letters; e, f (issue 29)
SAID = ["ana", "bob"]
"""The seats' names as the served table's prompts and options say them."""


def option_number(screen: str, label: str) -> str | None:
    """The key the decision panel shows for the option ``label`` (None if it has none).

    While paying, "Spend X" shows as "[ ] X" and "Take back X" as "[x] X"."""
    label = with_names(label, SAID)
    if label.startswith("Spend "):
        label = "[ ] " + label.removeprefix("Spend ")
    elif label.startswith("Take back "):
        label = "[x] " + label.removeprefix("Take back ")
    for line in screen.splitlines():
        for number, shown in _NUMBERED.findall(line):
            shown = shown.rstrip("…").strip()[:40]  # cut to the panel, or with a note
            if shown and (label.startswith(shown) or shown.startswith(label)):  # (alike: ...)
                return number
    return None


async def choose(player: SSHPlayer, game: Any, bot: SimpleBot) -> str:
    """Wait for ``player``'s question (the first open one), press the number of the bot's
    pick (or of the first option when the pick has no number); returns the prompt
    answered."""
    decision = game.decision
    view = game.view(decision.seat)
    prompt = with_names(decision.prompt, SAID)[:45]  # "3 of 3" too
    pick = bot.choose(view, game.legal(decision.seat))
    labels = {option["key"]: option["label"] for option in view["decision"]["options"]}
    # The same prompt follows itself (one turn menu after another), so the screen may
    # still show the last menu: wait until it shows the pick. Keys stay put and a freed
    # key is not reused at once, so a guessed key may well answer nothing.
    number = None
    for _ in range(100):
        number = option_number(await player.wait_for(prompt), labels[pick.key])
        if number is not None:
            break
        await asyncio.sleep(0.02)
    player.send(number or "1")  # an option past the keys: the first one
    return str(decision.prompt)


def bot_commands(until: str, seed: int = SEED) -> list[dict[str, Any]]:
    """The hero bots' commands for both seats from the start until the first question
    whose prompt contains ``until`` (that question is left open)."""
    from engine.champions import new_game

    game = new_game(SETUP, seed)
    bots = [SimpleBot(1), SimpleBot(2)]
    commands: list[dict[str, Any]] = []
    while game.decision is not None and until not in game.decision.prompt:
        seat = game.decision.seat
        command = bots[seat].choose(game.view(seat), game.legal(seat))
        game.apply(command)
        commands.append(command.to_dict())
    assert game.decision is not None, f"the game ended before {until!r}"
    return commands


def private_names(record: Record) -> tuple[set[str], set[str]]:
    """Per seat: card names that were in its hand but never in the other seat's view."""
    game = replay(record.truncated(0))
    seen = ["", ""]
    hands: list[set[str]] = [set(), set()]
    for index in range(len(record.commands) + 1):
        for seat in (0, 1):
            view = game.view(seat)
            mine = next(p for p in view["players"] if p["seat"] == seat)
            hands[seat] |= {card["name"] for card in mine.get("hand", [])}
            seen[seat] += json.dumps(view)
        if index < len(record.commands):
            game.apply(message_from_dict(record.commands[index]))  # type: ignore[arg-type]
    return (
        {name for name in hands[0] if name not in seen[1]},
        {name for name in hands[1] if name not in seen[0]},
    )
