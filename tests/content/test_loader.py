"""Content loader errors say path:line: entry: what is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.errors import ContentError
from content.loader import EntryChecker, load_toml


def test_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_text('[[card]]\ncode = "1"\nname = \n')
    with pytest.raises(ContentError, match=rf"^{path}:3: invalid TOML"):
        load_toml(path)


def test_field_error_names_line_and_entry(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_text('[[card]]\ncode = "01"\nhealth = 3\n\n[[card]]\ncode = "50064"\nhealth = "x"\n')
    data, source = load_toml(path)
    table = data["card"][1]
    checker = EntryChecker(source, table, "card 50064", source.line_of("code", "50064"))
    with pytest.raises(ContentError) as info:
        checker.get("health", int)
    assert str(info.value) == f'{path}:7: card 50064: field "health" must be an integer'


def test_bool_is_not_an_integer_and_unknown_fields_fail(tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    path.write_text('[[card]]\ncode = "a"\nlevel = true\nheath = 2\n')
    data, source = load_toml(path)
    checker = EntryChecker(source, data["card"][0], "card a", source.line_of("code", "a"))
    with pytest.raises(ContentError, match="must be an integer"):
        checker.get("level", int)
    with pytest.raises(ContentError, match=r':4: card a: unknown field "heath"'):
        checker.reject_unknown({"code", "level"})
