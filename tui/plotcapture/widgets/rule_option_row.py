"""One rule option of the new-game form, built from a ``RuleOption`` of rules.toml.

A choice option (or true/false) is a compact Select, an integer range an
integer Input; :meth:`value` returns a value of the option's own type, or
raises ``ValueError`` with a sentence naming the option.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label, Select

from content.plotcapture.schema import RuleOption


def option_label(name: str) -> str:
    """``combat_discard_refills`` -> ``Combat discard refills``."""
    return name.replace("_", " ").capitalize()


def is_adjustable(option: RuleOption) -> bool:
    """Options with one allowed value record a ruling; only the others go in the form."""
    return len(option.choices) > 1 or not option.choices


class RuleOptionRow(Horizontal):
    """Label plus editor for one option; the rationale is its tooltip."""

    DEFAULT_CSS = """
    RuleOptionRow { height: 1; }
    RuleOptionRow > Label { width: 26; }
    RuleOptionRow > Select { width: 20; }
    RuleOptionRow > Input { width: 10; }
    """

    def __init__(self, option: RuleOption) -> None:
        super().__init__(id=f"rule-{option.name}")
        self.option = option
        self.tooltip = option.rationale

    def compose(self) -> ComposeResult:
        option = self.option
        yield Label(option_label(option.name))
        if option.choices:
            choices = [(_shown(c), c) for c in option.choices]
            yield Select(choices, value=option.default, allow_blank=False, compact=True)
        else:
            yield Input(
                str(option.default), type="integer", compact=True,
                placeholder=f"{option.minimum}-{option.maximum}",
            )

    def value(self) -> Any:
        option = self.option
        if option.choices:
            return self.query_one(Select).value
        text = self.query_one(Input).value.strip()
        try:
            number = int(text)
        except ValueError:
            raise ValueError(f"{option_label(option.name)} must be a whole number") from None
        if not option.minimum <= number <= option.maximum:
            raise ValueError(
                f"{option_label(option.name)} must be between {option.minimum} and "
                f"{option.maximum}"
            )
        return number


def _shown(value: bool | int | str) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace("_", " ")
