"""Typed steps of revealing encounter cards and of their card abilities.

Plain data, so every layer (and the card hooks) can queue them;
:mod:`engine.champions.rules.villain_phase` and :mod:`engine.champions.language.abilities` register
their handlers.
"""

from __future__ import annotations

import dataclasses

from engine.champions.core.steps import TypedStep


@dataclasses.dataclass
class Reveal(TypedStep):
    """A player reveals an encounter card (its "when you reveal" window first)."""

    card: int
    seat: int
    occ: int = -1  # the reveal's occurrence, once its window is open


@dataclasses.dataclass
class AfterReveal(TypedStep):
    """A revealed card has resolved: it leaves the reveal area; surge and "after" follow."""

    card: int
    seat: int
    occ: int = -1
    surge: bool = False


@dataclasses.dataclass
class EnteredEngaged(TypedStep):
    """A minion entered play engaged with a player: toughness, quickstrike, "after" window."""

    card: int
    seat: int


@dataclasses.dataclass
class WhenRevealed(TypedStep):
    """A card's When Revealed abilities."""

    card: int
    seat: int


@dataclasses.dataclass
class WhenDefeated(TypedStep):
    """A card's When Defeated abilities (``seat`` -1: resolved by the first player);
    ``by``: the player who defeated it ("the player who defeated this card"; -1: the active
    player); ``engaged``: the player a minion was engaged with ("the engaged player"; -1:
    none, the first player)."""

    card: int
    seat: int = -1
    by: int = -1
    engaged: int = -1


@dataclasses.dataclass
class ByHand(TypedStep):
    """A player resolves a card's text by hand, then says so."""

    seat: int
    card: int


@dataclasses.dataclass
class EncounterDiscard(TypedStep):
    """An encounter card's effect discards a card a player controls ("would" window first)."""

    card: int
    occ: int = -1
