"""Indirect damage (RRG v1.8 INDIRECT DAMAGE): assigned by a player, then dealt at once.

- Indirect damage dealt to a player is divided as that player chooses among the
  characters they control (their identity and allies); dealt to a group (among players),
  among the group's friendly characters, and the group's choice is the first player's (RRG
  FIRST PLAYER: the first player decides when a group cannot agree).
- While assigning, no character is given more than would defeat it (its remaining hit
  points, "without accounting for interactions with other abilities"); a character with a
  tough status card may be given up to its remaining hit points, and its tough card then
  prevents all of it (the ordinary damage rule, primitives.deal_damage).
- A character that cannot take damage (``cannot = "take_damage"``) is left out; damage that
  no character can be given is ignored.
- All of it is assigned first, then dealt: one ``deal_damage`` per character, in the order
  the characters were first given some.
- An enemy's attack that deals indirect damage (keyword ``attacks_indirect``) deals it in
  its damage step (villain_phase), after the defence and the "would take damage" window
  have had their say; only the defender, or the attacked player's identity when nobody
  defended, is the attacked character (the attack's occurrences name it, whoever is given
  the damage).

The assignment is one decision per point of damage, its options naming the characters by id
(``t:<id>``: give it 1; ``all:<id>``: give it all it can still take of what is left), so a
bot or a player answers it like any other question; with one character left, nothing is
asked.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from engine.champions.core.base import Ask
from engine.champions.core.steps import TypedStep, handles
from engine.champions.rules import modifiers, primitives

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


@dataclasses.dataclass
class IndirectDamage(TypedStep):
    """``amount`` indirect damage for ``seats`` (one player, or a group) to divide; the
    ``chooser`` assigns it. ``assigned`` keeps the choice made so far (character id ->
    damage), in the order characters were first given some."""

    seats: list[int]
    amount: int
    chooser: int
    source: int = -1
    assigned: dict[int, int] = dataclasses.field(default_factory=dict)


def can_be_assigned(game: ChampionsGame, cid: int) -> bool:
    """A character indirect damage may be given to: in play, not one that cannot take
    damage (RRG v1.8 INDIRECT DAMAGE)."""
    return game.in_play(cid) and not modifiers.cannot(game, cid, "take_damage")


def room(game: ChampionsGame, step: IndirectDamage, cid: int) -> int:
    """How much more of it ``cid`` may be given: up to its remaining hit points."""
    return max(0, game.hp(cid) - step.assigned.get(cid, 0))


def candidates(game: ChampionsGame, step: IndirectDamage) -> list[int]:
    """The characters the damage may still go to, each player's identity then allies."""
    out = []
    for seat in step.seats:
        if game.state.players[seat].eliminated:
            continue
        out += [c for c in game.characters(seat) if can_be_assigned(game, c)
                and room(game, step, c) > 0]
    return out


@handles(IndirectDamage)
def s_indirect_damage(game: ChampionsGame, step: IndirectDamage, answer: str | None) -> Ask | None:
    while True:
        left = step.amount - sum(step.assigned.values())
        open_ = candidates(game, step)
        if left <= 0 or not open_:
            break
        if len(open_) == 1:  # nothing to choose: all it can take
            only = open_[0]
            step.assigned[only] = step.assigned.get(only, 0) + min(left, room(game, step, only))
            continue
        options: list[tuple[str, str]] = []
        for cid in open_:
            given = step.assigned.get(cid, 0)
            now = f", {given} given" if given else ""
            options.append((f"t:{cid}", f"1 to {game.name(cid)} ({game.hp(cid)} hit points "
                            f"left{now})"))
            rest = min(left, room(game, step, cid))
            if rest > 1:
                options.append((f"all:{cid}", f"{rest} to {game.name(cid)}"))
        if answer is None:
            source = f"{game.name(step.source)}: " if step.source >= 0 else ""
            return Ask(step.chooser, f"{source}assign indirect damage ({left} of "
                       f"{step.amount} left): to which character?", options)
        game.require(answer in dict(options), "that character cannot be given more of it")
        kind, _, picked = answer.partition(":")
        cid = int(picked)
        step.assigned[cid] = step.assigned.get(cid, 0) + (
            1 if kind == "t" else min(left, room(game, step, cid)))
        answer = None
    ignored = step.amount - sum(step.assigned.values())
    if ignored > 0:
        game.log(f"{ignored} indirect damage cannot be assigned and is ignored.")
    for cid, amount in step.assigned.items():  # assigned first, then dealt
        if amount and game.in_play(cid):
            primitives.deal_damage(game, cid, amount)
    return None


def deal_indirect(game: ChampionsGame, seats: list[int], amount: int, *, chooser: int = -1,
                  source: int = -1) -> None:
    """Queue ``amount`` indirect damage for ``seats`` to divide (``chooser``: who assigns;
    default the only player, or the first player of a group)."""
    if amount <= 0 or not seats:
        return
    who = chooser if chooser >= 0 else (
        seats[0] if len(seats) == 1 else game.first_player(game.area_of_seat(seats[0])))
    game.log(f"{amount} indirect damage is dealt to " + (
        f"player {seats[0] + 1}." if len(seats) == 1 else "the players."))
    game.push(IndirectDamage(list(seats), amount, who, source))
