"""Commands (what a seat asks for) and events (what happened), as plain dataclasses.

Each concrete class registers under a unique ``kind`` string; ``to_dict`` adds
that kind, and :func:`message_from_dict` finds the class again. Field values
must be JSON/TOML friendly (str, int, bool, lists and dicts of them; no None in
anything that is saved, because TOML has no null).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, TypeVar

from engine.core.errors import HelicarrierError

_REGISTRY: dict[str, type[Message]] = {}

M = TypeVar("M", bound="Message")


@dataclasses.dataclass(frozen=True)
class Message:
    """Base of commands and events; subclasses set ``kind`` and are frozen dataclasses."""

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        kind = cls.__dict__.get("kind")
        if kind:
            if kind in _REGISTRY and _REGISTRY[kind].__qualname__ != cls.__qualname__:
                raise TypeError(f"message kind {kind!r} is registered twice")
            _REGISTRY[kind] = cls

    def to_dict(self) -> dict[str, Any]:
        """A plain dict with ``kind`` first; tuples become lists."""
        out: dict[str, Any] = {"kind": self.kind}
        for field in dataclasses.fields(self):
            out[field.name] = _plain(getattr(self, field.name))
        return out

    @classmethod
    def from_dict(cls: type[M], data: dict[str, Any]) -> M:
        """Rebuild from :meth:`to_dict` output; unknown or missing fields are errors."""
        names = {f.name for f in dataclasses.fields(cls)}
        extra = set(data) - names - {"kind"}
        if extra:
            raise HelicarrierError(f"{cls.kind}: unknown field(s) {', '.join(sorted(extra))}")
        kwargs: dict[str, Any] = {}
        for field in dataclasses.fields(cls):
            if field.name in data:
                value = data[field.name]
                kwargs[field.name] = tuple(value) if isinstance(value, list) else value
        try:
            return cls(**kwargs)
        except TypeError as exc:
            raise HelicarrierError(f"{cls.kind}: {exc}") from None


@dataclasses.dataclass(frozen=True)
class Command(Message):
    """A request from one seat; ``seat`` says who asks."""

    seat: int


@dataclasses.dataclass(frozen=True)
class Event(Message):
    """Something that happened; ``text`` is a plain sentence for the game log."""

    text: str


def message_from_dict(data: dict[str, Any]) -> Message:
    """Find the registered class for ``data['kind']`` and rebuild the message."""
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _REGISTRY:
        raise HelicarrierError(f"unknown command or event kind {kind!r}")
    return _REGISTRY[kind].from_dict(data)


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value
