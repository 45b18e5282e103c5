"""The shared wording helpers: counts and name lists read as English."""

from __future__ import annotations

from engine.core.wording import count_of, names_list


def test_count_of_uses_the_singular_only_for_one() -> None:
    assert [count_of(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert count_of(2, "Board Member", "Board Members") == "2 Board Members"
    assert count_of(3, "enemy", "enemies") == "3 enemies"


def test_names_list_joins_with_and() -> None:
    assert [names_list(n) for n in ([], ["A"], ["A", "B"], ["A", "B", "C"])] == [
        "", "A", "A and B", "A, B and C"]
