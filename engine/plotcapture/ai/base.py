"""The player interface and helpers shared by the AI players."""

from __future__ import annotations

from typing import Any, Protocol

from engine.core.messages import Command


class Player(Protocol):
    """Chooses one of ``legal`` using only the seat's view dict."""

    kind: str

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command: ...
