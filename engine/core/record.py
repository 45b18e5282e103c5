"""A game record: (kind, content version, setup, seed, commands), saved as TOML.

Records are the save format, the bug-report format and the golden-test format:
:func:`engine.core.replaying.replay` rebuilds the exact state from one.
"""

from __future__ import annotations

import dataclasses
import tomllib
from typing import Any

import tomli_w

from engine.core.errors import HelicarrierError

FORMAT = "helicarrier-record"
FORMAT_VERSION = 1


@dataclasses.dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a game by replay."""

    kind: str
    content_version: str
    setup: dict[str, Any]
    seed: int
    commands: tuple[dict[str, Any], ...] = ()

    def with_command(self, command: dict[str, Any]) -> Record:
        return dataclasses.replace(self, commands=(*self.commands, command))

    def truncated(self, keep: int) -> Record:
        """The record with only its first ``keep`` commands (undo = replay a prefix)."""
        return dataclasses.replace(self, commands=self.commands[: max(0, keep)])

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "kind": self.kind,
            "content_version": self.content_version,
            "seed": self.seed,
            "setup": self.setup,
            "commands": list(self.commands),
        }

    def to_toml(self) -> str:
        return tomli_w.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Record:
        """Validate a loaded dict; raises HelicarrierError saying what is wrong."""
        if data.get("format") != FORMAT:
            raise HelicarrierError(f'not a helicarrier game record (no format = "{FORMAT}")')
        version = data.get("format_version")
        if not isinstance(version, int):
            raise HelicarrierError("format_version must be an integer")
        if version > FORMAT_VERSION:
            raise HelicarrierError(
                f"record format {version} is newer than this helicarrier understands "
                f"({FORMAT_VERSION}); upgrade helicarrier"
            )
        for key, typ in (("kind", str), ("content_version", str), ("seed", int), ("setup", dict)):
            if not isinstance(data.get(key), typ):
                raise HelicarrierError(f"field {key!r} is missing or not a {typ.__name__}")
        commands = data.get("commands", [])
        if not isinstance(commands, list) or not all(isinstance(c, dict) for c in commands):
            raise HelicarrierError("field 'commands' must be a list of tables")
        return cls(
            kind=data["kind"],
            content_version=data["content_version"],
            setup=data["setup"],
            seed=data["seed"],
            commands=tuple(commands),
        )

    @classmethod
    def from_toml(cls, text: str) -> Record:
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise HelicarrierError(f"not valid TOML ({exc})") from None
        return cls.from_dict(data)
