"""The villain phase's typed steps (RRG: VILLAIN PHASE, SURGE, round end).

Plain data, so every rules layer can queue them (the primitives place main-scheme
threat, effects reveal cards); :mod:`engine.champions.rules.villain_phase` registers the handler
of each.
"""

from __future__ import annotations

import dataclasses

from engine.champions.core.steps import TypedStep


@dataclasses.dataclass
class VillainPhaseStart(TypedStep):
    """RRG VILLAIN PHASE: queue its steps (threat, activations, deal, reveal, round end)
    in one game area."""

    answered: bool = False  # its "would start" window has been offered
    area: int = 0


@dataclasses.dataclass
class MainThreat(TypedStep):
    """Place threat on the main scheme (its "would be placed" window first)."""

    amount: int
    occ: int = -1  # the "main_threat" occurrence, once its window is open
    area: int = 0  # the game area whose main scheme it is
    villain_step: bool = False  # step 1 of the villain phase: "after step 1" follows it


@dataclasses.dataclass
class Activate(TypedStep):
    """An enemy activates against a player: it attacks a hero, schemes against an alter-ego."""

    enemy: int
    seat: int
    occ: int = -1  # its "when it activates" occurrence, once that window is open
    step_two: bool = False  # during step two of the villain phase (not an effect's)


@dataclasses.dataclass
class MinionsActivate(TypedStep):
    """A player's minions activate one by one, in the order the player chooses."""

    seat: int
    done: list[int] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class DealEncounter(TypedStep):
    """Villain phase step 3: each player is dealt an encounter card, plus hazard icons."""

    area: int = 0


@dataclasses.dataclass
class RevealAll(TypedStep):
    """Villain phase step 4: each player in order reveals their dealt cards."""

    area: int = 0


@dataclasses.dataclass
class RevealDealt(TypedStep):
    """A player reveals their dealt encounter cards one at a time."""

    seat: int


@dataclasses.dataclass
class Surge(TypedStep):
    """SURGE: deal the player another card, revealed once the surging card is done."""

    seat: int


@dataclasses.dataclass
class RevealLastDealt(TypedStep):
    """Reveal the card a surge just dealt."""

    seat: int


@dataclasses.dataclass
class RevealTop(TypedStep):
    """Reveal the top card of the encounter deck."""

    seat: int


@dataclasses.dataclass
class EndRound(TypedStep):
    """End of the round: lasting effects end, "at the end of the round" abilities."""

    area: int = 0


@dataclasses.dataclass
class NextRound(TypedStep):
    """The first player token passes and the next round begins."""

    area: int = 0



@dataclasses.dataclass
class EnemyAttack(TypedStep):
    """RRG ATTACK (ENEMY ACTIVATION): an enemy attacks a player, step by step (``at``):
    the player's identity, or an ally ``target`` that player controls (RRG ATTACKS AGAINST
    ALLIES; AoS rulebook p. 4)."""

    enemy: int
    seat: int
    extra_boost: int = 0  # boost cards beyond the usual (an encounter card may add some)
    target: int = -1  # the attacked ally (-1: the player's identity is attacked)
    overkill: bool = False  # "this attack gains overkill" (besides the enemy's keyword)
    also: bool = False  # added to an attack under way ("also resolve his attack against")
    at: str = "start"
    occ: int = -1  # the attack's occurrence ("when an enemy attacks you")
    boosts: list[int] = dataclasses.field(default_factory=list)
    defender: int = -1
    basic_defense: bool = False  # a hero exhausted to defend: DEF reduces the damage
    target_seat: int = -1  # the player who defended for the attacked one (-1: nobody)
    flipped: list[int] = dataclasses.field(default_factory=list)  # its boost cards, flipped
    icons: int = 0
    hit: int = -1  # the "would take damage" occurrence


@dataclasses.dataclass
class EnemyScheme(TypedStep):
    """RRG SCHEME (ENEMY ACTIVATION): an enemy schemes against a player."""

    enemy: int
    seat: int
    instead_of_attack: bool = False  # "it schemes instead" turned an attack into this scheme
    at: str = "start"
    boosts: list[int] = dataclasses.field(default_factory=list)
    icons: int = 0
    amount: int = 0
    occ: int = -1
    reverse: bool = False  # a replacement: the activation removes threat instead
    extra_boost: int = 0  # boost cards beyond the usual ("an additional boost card")


@dataclasses.dataclass
class ForcedItem:
    """One of several forced abilities triggering together: its label and its steps."""

    label: str
    steps: list[TypedStep]


@dataclasses.dataclass
class OrderForced(TypedStep):
    """Forced abilities that trigger at the same time: the first player picks which
    resolves next, until one is left (RRG: SIMULTANEOUS RESOLUTION)."""

    seat: int
    items: list[ForcedItem]
