"""Parsed CSS is shared by every served session (``tui/ssh/shared_css.py``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from textual.css.stylesheet import Stylesheet

from tui.ssh import shared_css

CSS = "Static { color: $accent; padding: 1 2; }"


@pytest.fixture
def shared() -> Iterator[None]:
    saved = Stylesheet._parse_rules
    shared_css.install()
    yield
    Stylesheet._parse_rules = saved  # type: ignore[method-assign]


def rules(variables: dict[str, str]) -> list[object]:
    """One app's stylesheet with ``CSS``, parsed as a reparse does (a fresh stylesheet)."""
    stylesheet = Stylesheet(variables=variables)
    stylesheet.add_source(CSS, read_from=("app.tcss", ""))
    stylesheet.parse()
    return list(stylesheet.rules)


def test_two_sessions_with_one_theme_hold_the_same_parsed_rules(shared: None) -> None:
    first, second = rules({"accent": "red"}), rules({"accent": "red"})
    assert first and all(a is b for a, b in zip(first, second, strict=True))


def test_another_theme_gets_rules_parsed_with_its_own_variables(shared: None) -> None:
    red, blue = rules({"accent": "red"}), rules({"accent": "blue"})
    assert red[0] is not blue[0]
    assert red[0].styles.color != blue[0].styles.color  # type: ignore[attr-defined]


def test_textual_alone_parses_once_per_stylesheet() -> None:
    """What sharing is for: each session held its own copy."""
    saved = Stylesheet._parse_rules
    Stylesheet._parse_rules = shared_css._textual_parse_rules  # type: ignore[method-assign]
    try:
        first, second = rules({"accent": "red"}), rules({"accent": "red"})
    finally:
        Stylesheet._parse_rules = saved  # type: ignore[method-assign]
    assert first[0] is not second[0]
