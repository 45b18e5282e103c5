"""Read TOML content files and report problems as ``path:line: entry: what is wrong``.

``tomllib`` keeps no line numbers, so :class:`SourceLines` recovers them from
the raw text: the line where an entry's identifying ``key = "value"`` appears,
and from there the first line of a field inside that entry. That is enough to
point a person at the right spot, which is all an error message needs.
"""

from __future__ import annotations

import difflib
import functools
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from content.errors import ContentError


@dataclass(frozen=True)
class SourceLines:
    """The raw lines of a TOML file, for finding where an entry or field is written."""

    path: Path
    lines: tuple[str, ...]

    @functools.cached_property
    def _lines_by_key(self) -> dict[str, list[int]]:
        """``key`` -> the 1-based lines that start with ``key =`` (one pass over the file:
        a loader asks for thousands of anchors, and error messages are rare)."""
        index: dict[str, list[int]] = {}
        for number, line in enumerate(self.lines, start=1):
            head, equals, _ = line.partition("=")
            if equals:
                index.setdefault(head.strip(), []).append(number)
        return index

    def line_of(self, key: str, value: object, after: int = 0) -> int | None:
        """1-based line of ``key = value`` (value as TOML would write it), at or after ``after``."""
        literal = f'"{value}"' if isinstance(value, str) else str(value).lower()
        for number in self._lines_by_key.get(key, ()):
            if number < after:
                continue
            rest = self.lines[number - 1].partition("=")[2].strip()
            if rest == literal or (rest.startswith(literal)
                                   and rest[len(literal):].lstrip().startswith("#")):
                return number
        return None

    def field_line(self, field: str, after: int) -> int | None:
        """1-based line of the first ``field =`` at or after line ``after``."""
        return next((n for n in self._lines_by_key.get(field, ()) if n >= after), None)

    def table_line(self, header: str, after: int, index: int) -> int | None:
        """1-based line of the ``index``-th (0-based) ``header`` line (``[[card.ability]]``)
        after line ``after`` and before the next entry of the same or an outer table."""
        outer = header.rsplit(".", 1)[0] + "]]" if "." in header else header
        seen = 0
        for number in range(after + 1, len(self.lines) + 1):
            line = self.lines[number - 1].strip()
            if line.startswith(header):
                if seen == index:
                    return number
                seen += 1
            elif line.startswith(outer) or (line.startswith("[[") and "." not in header):
                return None
        return None

    def text_line(self, text: str, after: int) -> int | None:
        """1-based line of the first line at or after ``after`` that holds ``text``, within
        the table that starts there (up to the next ``[[`` header)."""
        for number in range(after, len(self.lines) + 1):
            line = self.lines[number - 1]
            if number > after and line.lstrip().startswith("[["):
                return None
            if text in line:
                return number
        return None


def load_toml(path: Path) -> tuple[dict[str, Any], SourceLines]:
    """Parse a TOML file; a syntax error becomes ``path:line: ...``."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ContentError(f"{path}: cannot read ({exc.strerror})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = re.search(r"line (\d+)", str(exc))
        where = f"{path}:{match.group(1)}" if match else str(path)
        raise ContentError(f"{where}: invalid TOML ({exc})") from None
    return data, SourceLines(path, tuple(text.splitlines()))


class EntryChecker:
    """Validates the fields of one table in a content file, naming file, line and entry.

    ``label`` names the entry as a person would ("card 50064", "plot Garrett");
    ``anchor`` is the line where the entry starts (found with :meth:`SourceLines.line_of`).
    """

    def __init__(self, source: SourceLines, table: dict[str, Any], label: str, anchor: int | None):
        self.source = source
        self.table = table
        self.label = label
        self.anchor = anchor

    def fail(self, message: str, field: str | None = None, near: str | None = None
             ) -> ContentError:
        """The error, at the line of ``field`` in this entry (``near``: the first line of
        the entry holding that text, when it has one: the effect that is wrong)."""
        line = self.anchor
        if field is not None and self.anchor is not None:
            line = self.source.field_line(field, self.anchor) or self.anchor
        if near and self.anchor is not None:
            line = self.source.text_line(near, self.anchor) or line
        where = f"{self.source.path}:{line}" if line else str(self.source.path)
        return ContentError(f"{where}: {self.label}: {message}")

    def nested(self, table: dict[str, Any], header: str, index: int) -> EntryChecker:
        """A checker for the ``index``-th ``header`` sub-table of this entry (an ability),
        anchored at its own line so its errors point there."""
        line = self.source.table_line(header, self.anchor, index) if self.anchor else None
        return EntryChecker(self.source, table, self.label, line or self.anchor)

    def get(self, field: str, kind: type | tuple[type, ...], default: Any = ..., *,
            choices: Iterable[Any] | None = None) -> Any:
        """The field's value, checked for type (bool is not an int) and allowed values."""
        if field not in self.table:
            if default is ...:
                raise self.fail(f'field "{field}" is missing')
            return default
        value = self.table[field]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
            names = " or ".join(_type_name(k) for k in kinds)
            raise self.fail(f'field "{field}" must be {names}', field)
        if choices is not None:
            allowed = [c for c in choices if c != ""]
            if value not in allowed and not (value == "" and "" in choices):
                raise self.fail(f'field "{field}" is {value!r}; {expected(value, allowed)}',
                                field)
        return value

    def get_list(self, field: str, item: type, default: Any = ...) -> list[Any]:
        """A list field whose items all have type ``item``."""
        value = self.get(field, list, default)
        for entry in value:
            if not isinstance(entry, item) or (isinstance(entry, bool) and item is not bool):
                raise self.fail(f'field "{field}" must be a list of {_type_name(item)}', field)
        return value

    def reject_unknown(self, allowed: Iterable[str]) -> None:
        """Fail on a field the schema does not know (catches typos like ``heath``)."""
        unknown = sorted(set(self.table) - set(allowed))
        if unknown:
            raise self.fail(f'unknown field "{unknown[0]}"', unknown[0])


def expected(value: Any, allowed: Iterable[Any], many: int = 8) -> str:
    """What a wrong value could have been: every choice when there are few, else the
    nearest names (difflib) and how many there are."""
    choices = [str(c) for c in allowed]
    if len(choices) <= many:
        return f"expected one of {', '.join(choices)}"
    near = difflib.get_close_matches(str(value), choices, n=3, cutoff=0.5)
    if near:
        return f"did you mean {' or '.join(near)}? ({len(choices)} names are allowed)"
    return f"expected one of {len(choices)} names, e.g. {', '.join(choices[:3])}"


def _type_name(kind: type) -> str:
    return {int: "an integer", str: "a string", bool: "true or false", list: "a list",
            dict: "a table", float: "a number"}.get(kind, kind.__name__)
