"""Parse each stylesheet once for the whole server, not once per session.

Textual parses an app's CSS (its files and every widget class's default CSS) into
rule sets per app, and again into a fresh stylesheet on every reparse (a screen with
its own CSS being shown, a theme change). A served session is one app, so every
player held their own copy of the same parsed rules: about 0.5 MB of every session
(of 3.5 MB counted by tracemalloc). The rule sets are read-only once parsed
(Textual's own parse cache hands the same ones to every reparse of one app), so
:func:`install` lets every stylesheet in the process share them: the parse of a
piece of CSS is kept under its text, where it was read from, its scope and the
stylesheet's CSS variables (the theme), so a player with another theme gets rules
parsed with their variables.
"""

from __future__ import annotations

from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

KEEP = 512
"""Parses kept (first in, first out): every widget's CSS for a few themes."""

_textual_parse_rules = Stylesheet._parse_rules
_parsed: dict[tuple[Any, ...], list[RuleSet]] = {}
_themes: dict[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]] = {}


def _theme(variables: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """The variables as one shared key (one tuple per distinct theme)."""
    key = tuple(sorted(variables.items()))
    return _themes.setdefault(key, key)


def _parse_rules(self: Stylesheet, css: str, read_from: Any, is_default_rules: bool = False,
                 tie_breaker: int = 0, scope: str = "") -> list[RuleSet]:
    """Textual's ``_parse_rules``, shared by every stylesheet with the same variables."""
    key = (css, read_from, is_default_rules, tie_breaker, scope, _theme(self._variables))
    rules = _parsed.get(key)
    if rules is None:
        rules = _textual_parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
        if len(_parsed) >= KEEP:
            del _parsed[next(iter(_parsed))]
        _parsed[key] = rules
    return rules


def install() -> None:
    """Share parsed CSS between every app in this process from now on."""
    Stylesheet._parse_rules = _parse_rules  # type: ignore[method-assign]
