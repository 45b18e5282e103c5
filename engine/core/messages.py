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

OUTSIDE = -1
"""The seat of what no player decides: an evidence card drawn from a sealed envelope,
another group's report, a clock running out (issue 21). A decision owned by this seat
is answered by an :class:`OutsideAnswer`, which its host gets from a provider
(:mod:`engine.core.outside`)."""

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


@dataclasses.dataclass(frozen=True)
class OutsideAnswer(Command):
    """The answer to an outside decision: its ``topic`` and plain ``data`` (JSON and TOML
    friendly: str, int, float, bool, lists and tables of them). The game validates the
    data as it validates any command; the record keeps it, so a replay needs no provider.
    """

    kind = "outside"
    seat: int = OUTSIDE
    topic: str = ""
    data: dict[str, Any] = dataclasses.field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        if self.seat != OUTSIDE:
            raise HelicarrierError(f"outside: an outside answer has seat {OUTSIDE}, "
                                   f"not {self.seat}")
        if not isinstance(self.topic, str) or not self.topic:
            raise HelicarrierError("outside: an outside answer needs a topic")
        if not isinstance(self.data, dict):
            raise HelicarrierError(f"outside {self.topic}: data must be a table")
        check_plain(self.data, f"outside {self.topic}: data")


def check_plain(value: Any, where: str) -> None:
    """Raise HelicarrierError unless ``value`` is plain data a record can hold (no None:
    TOML has no null); ``where`` names it in the error."""
    if isinstance(value, bool | int | float | str):
        return
    if isinstance(value, list | tuple):
        for index, item in enumerate(value):
            check_plain(item, f"{where}[{index}]")
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise HelicarrierError(f"{where}: key {key!r} is not a string")
            check_plain(item, f"{where}.{key}")
        return
    raise HelicarrierError(f"{where}: {type(value).__name__} is not plain data")


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
