"""The game state: card instances in zones, players, game areas, and the step queue.

Every physical card is a :class:`CardInst` with an id and exactly one zone; a
zone is a list of ids (order matters for decks: index 0 is the top). Zone names:

- per player ``P<seat>:<zone>`` with zone in ``identity, deck, hand, discard,
  play, engaged, dealt, nemesis``;
- per game area (:data:`AREA_ZONES`): ``enc:deck``, ``enc:discard``, ``villain``,
  ``villain_deck``, ``main``, ``schemes`` (side schemes), ``environment``, ``attached``,
  ``tucked``, ``boost``, ``revealed``, ``set_aside``, ``victory``; area 0's zones have
  these names, another area's are prefixed with it (``A1:villain``, ``A1:enc:deck``:
  :func:`azone`);
- ``removed`` (out of the game: no area).

A game area (:class:`Area`, issue 21 part 4) is one villain or leader with its main
scheme deck, encounter deck and discard pile, side schemes and the rest of the zones
above, plus its own first player, round and phase. Each player plays in one area
(``PlayerState.area``). A Black Widow game has one area, area 0, so its zones keep
their names. A "title-only" area (God of Lies' Loki, God of Lies and Worlds Collide)
has no players and no phases: its cards are nobody's "the villain" or "the main
scheme", and only abilities naming them by title reach them. What "the villain" means
for an ability, and which area a card is in, is :class:`~engine.champions.core.base.
GameBase`'s (``here``, ``area_of``).

The state is plain data (ints, strings, lists, dicts) plus the :class:`GameRng` and the
id stream (:class:`~engine.champions.core.card_ids.CardIds`), so ``copy.deepcopy`` is a
correct snapshot and the whole thing is easy to audit.

Card ids are random and a card that goes hidden gets a fresh one (:meth:`State.hide`), so
no id tells a seat which card it names (:mod:`engine.champions.core.card_ids`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.champions.core.card_ids import CardIds
from engine.champions.core.occurrences import Occurrence
from engine.champions.core.steps import TypedStep
from engine.core import GameRng

PLAYER_ZONES = ("identity", "deck", "hand", "discard", "play", "engaged", "dealt", "nemesis")
SHARED_ZONES = ("enc:deck", "enc:discard", "villain", "villain_deck", "main", "schemes",
                "environment", "attached", "tucked", "boost", "revealed", "set_aside", "victory",
                "removed")
AREA_ZONES = tuple(z for z in SHARED_ZONES if z != "removed")
"""The zones every game area has (area 0's under these names, others' prefixed)."""
HIDDEN_ZONES = ("deck", "hand", "dealt", "nemesis")


def pzone(seat: int, zone: str) -> str:
    return f"P{seat}:{zone}"


def azone(area: int, zone: str) -> str:
    """The name of an area's zone: ``villain`` in area 0, ``A1:villain`` in area 1."""
    return zone if area == 0 else f"A{area}:{zone}"


def split_zone(zone: str) -> tuple[int, str]:
    """An area zone's area and plain name (``"A1:enc:deck"`` -> ``(1, "enc:deck")``); any
    other zone is area 0's, under its own name (a player's zones say their seat)."""
    if zone[:1] == "A":
        head, _, rest = zone.partition(":")
        return int(head[1:]), rest
    return 0, zone


def zone_kind(zone: str) -> str:
    """A zone's name without its area (``"A1:villain"`` -> ``"villain"``)."""
    return zone.partition(":")[2] if zone[:1] == "A" else zone


@dataclasses.dataclass
class Area:
    """One game area: the scenario whose villain, main scheme deck and encounter deck it
    holds, its first player, round and phase. ``title_only``: only abilities naming its
    cards by title reach them (it has no players, no phases, no encounter deck)."""

    id: int
    scenario: str
    title_only: bool = False
    first_player: int = 0
    round: int = 1
    phase: str = "setup"

    def zone(self, name: str) -> str:
        """The name of this area's zone ``name`` (:func:`azone`)."""
        return azone(self.id, name)


@dataclasses.dataclass
class CardInst:
    """One physical card on the table."""

    id: int
    code: str
    owner: int  # a seat, or -1 for encounter cards
    controller: int
    zone: str
    exhausted: bool = False
    counters: dict[str, int] = dataclasses.field(default_factory=dict)
    stunned: int = 0
    confused: int = 0
    tough: int = 0
    attached_to: int = -1
    facedown: bool = False
    extra: dict[str, Any] = dataclasses.field(default_factory=dict)
    # the seats that may know a facedown card's face (they looked at it, or chose it):
    # their views show it; set when the card goes hidden (State.hide) or is looked at
    known_to: list[int] = dataclasses.field(default_factory=list)

    def count(self, name: str) -> int:
        return self.counters.get(name, 0)

    def add(self, name: str, amount: int) -> int:
        """Add (or remove, if negative) counters; never below zero. Returns the change."""
        before = self.counters.get(name, 0)
        after = max(0, before + amount)
        if after:
            self.counters[name] = after
        else:
            self.counters.pop(name, None)
        return after - before


@dataclasses.dataclass
class PlayerState:
    seat: int
    deck_key: str
    identity: int  # card id
    area: int = 0  # the game area this player plays in
    form: str = "alter_ego"  # "hero" or "alter_ego"
    changed_form: bool = False
    eliminated: bool = False
    used_limits: list[str] = dataclasses.field(default_factory=list)
    # Game-over figures. Damage to enemies and threat removed are credited to the active
    # player (whose turn it is, or who is being activated against): the engine does not
    # track which card dealt them, and in co-op that is the player who acted.
    damage_dealt: int = 0
    threat_removed: int = 0
    cards_played: int = 0


@dataclasses.dataclass
class State:
    scenario: str
    expert: bool
    rng: GameRng
    card_ids: CardIds
    cards: dict[int, CardInst] = dataclasses.field(default_factory=dict)
    zones: dict[str, list[int]] = dataclasses.field(default_factory=dict)
    players: list[PlayerState] = dataclasses.field(default_factory=list)
    areas: list[Area] = dataclasses.field(default_factory=list)  # area 0 first
    active: int = 0  # the player whose turn it is (or last was), in the area being played
    queue: list[TypedStep] = dataclasses.field(default_factory=list)  # every step is typed
    outcome: str = ""  # "", "win" or "loss"
    cause: str = ""
    log: list[str] = dataclasses.field(default_factory=list)
    next_attack_id: int = 1  # attacks are numbered too (an ability "this attack" names one)
    manual_used: int = 0
    lasting: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    peril: int = -1  # the seat resolving a card with peril (RRG: PERIL), or -1
    occurrences: dict[int, Occurrence] = dataclasses.field(default_factory=dict)
    next_occurrence: int = 1

    def zone(self, name: str) -> list[int]:
        return self.zones.setdefault(name, [])

    def move(self, card_id: int, zone: str, *, top: bool = False) -> None:
        """Move a card to a zone (bottom/end, or top when ``top``), keeping one zone per card."""
        card = self.cards[card_id]
        self.zones[card.zone].remove(card_id)
        target = self.zone(zone)
        if top:
            target.insert(0, card_id)
        else:
            target.append(card_id)
        card.zone = zone

    def shuffle(self, zone: str) -> None:
        """Shuffle a deck: whatever a seat knew of where a card lies in it is gone, so no
        seat may know its cards any more (a card looked at and left on top is still known
        until then, and its knower recognises it once it is dealt: ``hide``)."""
        cards = self.zone(zone)
        for cid in cards:
            self.cards[cid].known_to = []
        self.rng.shuffle(cards)

    def new_card(self, code: str, owner: int, zone: str) -> CardInst:
        card = CardInst(self.card_ids.issue(), code, owner, owner, zone)
        self.cards[card.id] = card
        self.zone(zone).append(card.id)
        return card

    def hide(self, card_id: int, known_to: list[int] | tuple[int, ...] = ()) -> int:
        """Turn a card facedown under a fresh id (its new id is returned): what any seat saw
        of it under its old id cannot follow it. ``known_to``: the seats that may still
        know it (they chose it, or looked at it). A card goes hidden as it leaves a deck or
        a hand, so only its zone, the cards attached to it and the caller hold its id; a
        caller holding the old id elsewhere (a step's chosen cards) takes the new one. Seats
        that knew the card already (they looked at it in a deck) still know it."""
        card = self.cards[card_id]
        new = self.card_ids.issue()
        card.id, card.facedown = new, True
        card.known_to = sorted({*card.known_to, *known_to})
        # the same order of cards (creation order), the card under its new key
        keys = list(self.cards)
        keys[keys.index(card_id)] = new
        self.cards = dict(zip(keys, self.cards.values(), strict=True))
        zone = self.zones[card.zone]
        zone[zone.index(card_id)] = new
        for zone_name in ("attached", "tucked"):  # where cards that name a host lie
            for other in self.zones.get(zone_name, ()):
                if self.cards[other].attached_to == card_id:
                    self.cards[other].attached_to = new
        return new
