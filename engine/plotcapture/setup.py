"""Game setup (seat names + rule option overrides) and the resolved rule options.

The options and their defaults live in ``content/plotcapture/rules.toml`` (each
with a rationale); a ``Setup`` only stores the overrides, so a saved record stays
small and a changed default is visible as a content-version change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from content.plotcapture.schema import load_rules
from engine.core.errors import HelicarrierError

MIN_SEATS = 2
MAX_SEATS = 6


@dataclass(frozen=True)
class Setup:
    """Seat names in turn order (2..6) and rule option overrides by name."""

    seats: tuple[str, ...]
    options: dict[str, bool | int | str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise HelicarrierError(
                f"the game needs {MIN_SEATS} to {MAX_SEATS} seats, not {len(self.seats)}"
            )
        for name in self.seats:
            if not isinstance(name, str) or not name.strip():
                raise HelicarrierError("every seat needs a non-empty name")
        if not isinstance(self.options, dict):
            raise HelicarrierError("setup options must be a table of rule options")
        rules = load_rules()
        for name, value in self.options.items():
            if name not in rules:
                raise HelicarrierError(
                    f"unknown rule option {name!r} (known: {', '.join(rules)})"
                )
            problem = rules[name].check(value)
            if problem:
                raise HelicarrierError(problem)

    def to_dict(self) -> dict[str, Any]:
        return {"seats": list(self.seats), "options": dict(self.options)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Setup:
        if not isinstance(data, dict):
            raise HelicarrierError("setup must be a table")
        extra = set(data) - {"seats", "options"}
        if extra:
            raise HelicarrierError(f"setup has unknown field(s) {', '.join(sorted(extra))}")
        seats = data.get("seats")
        if not isinstance(seats, list | tuple):
            raise HelicarrierError("setup field 'seats' must be a list of names")
        return cls(tuple(seats), dict(data.get("options", {})))

    def rules(self) -> Rules:
        return Rules.resolve(self.options)


@dataclass(frozen=True)
class Rules:
    """Every rule option's value for one game (defaults from rules.toml plus overrides)."""

    first_player: str
    hand_size: int
    revealed_plots: int
    combat_discard_refills: bool
    spy_target: str
    leader_rest: str
    computer_peek_order: str
    action_card_in_capture: bool
    recovery_discards: int
    round_limit: int
    tie: str
    empty_shield: str
    shield_look_reshuffles: bool
    traitor: str
    empty_benefits: str
    biochem_takes: str
    engineering_bonus: str
    support_small_hand: str
    overpay: str

    @classmethod
    def resolve(cls, overrides: dict[str, bool | int | str]) -> Rules:
        values = {name: option.default for name, option in load_rules().items()}
        values.update(overrides)
        return cls(**values)  # type: ignore[arg-type]
