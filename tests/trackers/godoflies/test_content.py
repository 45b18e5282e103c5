"""content/epic/god_of_lies.toml: the card numbers, and errors that name file, line and entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.check import check_all
from content.epic.god_of_lies import DEFAULT_PATH, load_god_of_lies
from content.errors import ContentError


def test_card_numbers_match_the_cards(content) -> None:
    """Card facts from MarvelCDB: Loki 20 per player (55027a, flips at 10 per player),
    Worlds Collide 2 per group (55028b), The Mangog 10 per group (55041), Door Between
    Worlds 7 per group (55046); Time Limit: default 180 minutes."""
    assert content.loki_hp_per_player == 20
    assert content.loki_flip_per_player == 10
    assert content.worlds_collide_target_per_group == 2
    assert content.mangog_hp_per_group == 10
    assert content.door_threat_per_group == 7
    assert content.default_time_limit_minutes == 180
    assert [m.name for m in content.milestones] == ["half", "one quarter"]


def test_registered_with_content_check() -> None:
    assert ("epic/god_of_lies", 8) in check_all()


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "god_of_lies.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def _line_of(path: Path, needle: str) -> int:
    return next(n for n, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


def test_wrong_type_names_file_line_and_section(tmp_path: Path) -> None:
    path = _broken(tmp_path, "hit_points_per_player = 20", 'hit_points_per_player = "20"')
    with pytest.raises(ContentError) as caught:
        load_god_of_lies(path)
    line = _line_of(path, "hit_points_per_player")
    assert str(caught.value) == (
        f'{path}:{line}: [loki]: field "hit_points_per_player" must be an integer')


def test_unknown_field_and_bad_milestone(tmp_path: Path) -> None:
    path = _broken(tmp_path, "flip_at_per_player = 10", "flip_at_per_playr = 10")
    with pytest.raises(ContentError, match=r':\d+: \[loki\]: unknown field "flip_at_per_playr"'):
        load_god_of_lies(path)
    path = _broken(tmp_path, "numerator = 1\ndenominator = 4", "numerator = 5\ndenominator = 4")
    with pytest.raises(ContentError, match=r"milestone one quarter: .*below"):
        load_god_of_lies(path)


def test_flip_point_must_be_below_hit_points(tmp_path: Path) -> None:
    path = _broken(tmp_path, "flip_at_per_player = 10", "flip_at_per_player = 20")
    with pytest.raises(ContentError, match="must be below"):
        load_god_of_lies(path)
