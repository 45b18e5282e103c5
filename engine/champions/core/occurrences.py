"""Occurrences: the triggering conditions that open timing windows (RRG: INTERRUPT, RESPONSE).

An :class:`Occurrence` is one thing that is about to happen or has just
happened ("an enemy attacks player 2", "a hero would take 4 damage from an
attack", "a treachery is revealed"). The rules create one where the thing
starts, open a "would" window before it (forced interrupts, then interrupts)
and an "after" window once it has resolved (forced responses, then responses),
and read back what the interrupts did to it:

- ``cancelled``: a cancel or a replacement ("instead") took it over; it does not
  resolve, and nothing can respond to it (RRG: CANCEL, REPLACEMENT EFFECT);
- ``prevented`` / ``prevent_all``: damage the target does not take (RRG: PREVENT);
- ``defender``: a defense-labeled ability made the player's identity the
  defender of an enemy attack (RRG: DEFEND, defense-labeled abilities);
- ``replaced``: a named replacement the rules carry out instead (a card's
  "this activation removes threat instead of placing it": ``"reverse"``);
- ``notes``: what resolved while it happened (an attack during which a Preparation
  ability resolved: ``"preparation"``; a basic power: ``"basic"``; a scheme that
  replaced an attack: ``"instead_of_attack"``), for abilities whose ``unless`` or
  ``noted`` names a note;
- ``diverted``: replacements that move part of its amount elsewhere ("place up to 3 of
  that threat on your suit instead", "the threat she removes goes on your suit"): the
  rules read them back with :meth:`Occurrence.split` when the amount lands;
- ``part``: the n-th target of one attack against several (RRG ATTACK: still one
  attack), so an ability about the attacker answers the attack once (part 0).

Occurrences live in ``State.occurrences`` while they resolve, so a window and
the effects used in it (which run as ordinary steps) find the same one by id.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass
class Occurrence:
    """One triggering condition being resolved."""

    id: int
    kind: str  # one of content.champions.schema.OCCURRENCES
    seat: int  # the player it concerns (the attacked player, the revealing player...)
    card: int = -1  # the card it happens to (the damaged character, the revealed card)
    source: int = -1  # the card that makes it happen (the attacking enemy, the attacker)
    amount: int = 0  # damage about to be taken, threat removed...
    cancelled: bool = False
    prevented: int = 0
    prevent_all: bool = False
    defender: int = -1
    replaced: str = ""  # a replacement the rules apply instead ("reverse": remove threat)
    # what resolved while it happened, noted by the rules or a scenario hook ("preparation":
    # a Preparation ability resolved during this attack); abilities with ``unless`` read it
    notes: list[str] = dataclasses.field(default_factory=list)
    diverted: list[list[int]] = dataclasses.field(default_factory=list)  # [card, n or -1: all]
    part: int = 0
    # last known information of a card that left play as it happened (RRG: a defeated
    # facedown minion is faceup in a discard pile by the time its "after" window opens)
    known_type: str = ""
    known_traits: tuple[str, ...] = ()

    def remaining(self) -> int:
        """What is left of ``amount`` after prevention (0 when cancelled)."""
        if self.cancelled or self.prevent_all:
            return 0
        return max(0, self.amount - self.prevented)

    def split(self, total: int) -> tuple[int, list[tuple[int, int]]]:
        """What of ``total`` stays where the occurrence puts it, and what each diverting
        card takes instead (in the order they diverted; ``-1`` takes all that is left)."""
        moved: list[tuple[int, int]] = []
        left = total
        for card, wanted in self.diverted:
            n = left if wanted < 0 else min(wanted, left)
            if n > 0:
                moved.append((card, n))
                left -= n
        return left, moved
