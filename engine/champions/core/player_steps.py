"""The typed steps of setup and the player phase (RRG Appendix II, PLAYER PHASE).

Plain data; :mod:`engine.champions.rules.player_phase` registers the player phase's handlers
and :mod:`engine.champions.rules.setup` the setup's.
"""

from __future__ import annotations

import dataclasses

from engine.champions.core.steps import TypedStep


@dataclasses.dataclass
class ScenarioSetup(TypedStep):
    """One of the scenario's setup steps (RRG Appendix II step 12a): the scenario hook
    ``hook`` (engine/champions/scenarios), resumable per player (``seat``)."""

    hook: str
    seat: int = 0
    area: int = 0  # the game area whose scenario it is


@dataclasses.dataclass
class SetupCards(TypedStep):
    """Encounter cards with the setup keyword, searched out of an area's encounter deck and
    set-aside cards, enter play (RRG Appendix II step 11, SETUP (KEYWORD))."""

    area: int = 0


@dataclasses.dataclass
class EncounterSetup(TypedStep):
    """The Setup abilities of the villain and of the other encounter cards in play, once
    the main scheme has flipped (RRG Appendix II step 12c, SETUP (TRIGGERED ABILITY))."""

    area: int = 0


@dataclasses.dataclass
class MainSetup(TypedStep):
    """The main scheme's Setup abilities (card data ``trigger = "setup"``), resolved by the
    first player before it flips (RRG Appendix II step 12a)."""

    area: int = 0


@dataclasses.dataclass
class FlipMain(TypedStep):
    """The main scheme flips to its B side with its starting threat, then its When Revealed
    abilities resolve (RRG Appendix II step 12b; MAIN SCHEME, advancing: step 3)."""

    area: int = 0


@dataclasses.dataclass
class OpeningHands(TypedStep):
    """Each player draws up to their hand size."""


@dataclasses.dataclass
class Mulligan(TypedStep):
    """A player marks opening cards to discard (``marked``, in the order marked), then
    confirms: they are discarded and as many drawn."""

    seat: int
    marked: list[int] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class PlayerSetup(TypedStep):
    """Set-aside player cards (setup abilities) enter play."""


@dataclasses.dataclass
class PlayerPhaseStart(TypedStep):
    """RRG PLAYER PHASE: each player's turn in order, then the end of the phase (of the
    players of one game area)."""

    answered: bool = False  # its "would start" window has been offered
    area: int = 0


@dataclasses.dataclass
class Turn(TypedStep):
    """One player's turn: actions until they end it."""

    seat: int
    started: bool = False


@dataclasses.dataclass
class EndPlayerPhase(TypedStep):
    """The end of the player phase: discards, draws, readying."""

    area: int = 0


@dataclasses.dataclass
class EndDiscard(TypedStep):
    """A player discards at the end of the player phase (down to their hand size)."""

    seat: int


@dataclasses.dataclass
class Refresh(TypedStep):
    """Draw up to hand size, ready, then "after the player phase ends"."""

    area: int = 0


@dataclasses.dataclass
class AllyLimit(TypedStep):
    """RRG ALLY LIMIT: over 3 allies, the player discards one."""

    seat: int


@dataclasses.dataclass
class EnteredAttached(TypedStep):
    """An upgrade with ``attach`` has attached as it entered play (Spider-Tracer on a
    minion): its "after this card enters play" abilities follow; one left with nothing to
    attach to is discarded (RRG v1.8 ATTACH TO)."""

    seat: int
    card: int


@dataclasses.dataclass
class GiveControl(TypedStep):
    """"Play under any player's control": the player who played it chooses."""

    seat: int
    card: int


@dataclasses.dataclass
class ExhaustCharacter(TypedStep):
    """An action's cost "exhaust a character you control": the player picks which."""

    seat: int
    card: int
    index: int  # the ability being paid for


@dataclasses.dataclass
class Pay(TypedStep):
    """Paying a cost, one decision (issue 12): for a card being played (``ability`` -1;
    ``window`` = [occurrence, ability] for an event played in a timing window), or for
    an ability's typed-resource cost (``resource``: only that type or wild counts; the
    ability ``ability`` of ``card`` resolves once paid). ``picks`` are the option keys
    picked so far (``res:`` hand cards, ``rab:`` resource abilities, ``org:`` cards a spent
    card's interrupt exhausts to generate their printed resources)."""

    seat: int
    card: int
    need: int
    window: list[int] | None = None
    resource: str = ""
    ability: int = -1
    picks: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class BasicPower(TypedStep):
    """A basic power (thwart or attack) after its "would" window: its amount is the
    character's stat plus what interrupts added to the occurrence (``occ``)."""

    seat: int
    by: int
    power: str  # "attack" or "thwart"
    occ: int


@dataclasses.dataclass
class Optional(TypedStep):
    """An optional ability: yes (pay its cost, resolve its effects) or no."""

    seat: int
    card: int
    prompt: str
    cost: list[str]
    effects: list[dict[str, object]]
