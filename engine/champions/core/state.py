"""The game state: card instances in zones, players, villain, schemes, and the step queue.

Every physical card is a :class:`CardInst` with an id and exactly one zone; a
zone is a list of ids (order matters for decks: index 0 is the top). Zone names:

- per player ``P<seat>:<zone>`` with zone in ``identity, deck, hand, discard,
  play, engaged, dealt, nemesis``;
- shared: ``enc:deck``, ``enc:discard``, ``villain``, ``villain_deck``,
  ``main``, ``schemes`` (side schemes), ``environment``, ``attached``,
  ``tucked``, ``boost``, ``set_aside``, ``victory``, ``removed``.

The state is plain data (ints, strings, lists, dicts) plus the :class:`GameRng`,
so ``copy.deepcopy`` is a correct snapshot and the whole thing is easy to audit.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.champions.core.occurrences import Occurrence
from engine.champions.core.steps import TypedStep
from engine.core import GameRng

PLAYER_ZONES = ("identity", "deck", "hand", "discard", "play", "engaged", "dealt", "nemesis")
SHARED_ZONES = ("enc:deck", "enc:discard", "villain", "villain_deck", "main", "schemes",
                "environment", "attached", "tucked", "boost", "revealed", "set_aside", "victory",
                "removed")
HIDDEN_ZONES = ("deck", "hand", "dealt", "nemesis")


def pzone(seat: int, zone: str) -> str:
    return f"P{seat}:{zone}"


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
    cards: dict[int, CardInst] = dataclasses.field(default_factory=dict)
    zones: dict[str, list[int]] = dataclasses.field(default_factory=dict)
    players: list[PlayerState] = dataclasses.field(default_factory=list)
    first_player: int = 0
    active: int = 0
    round: int = 1
    phase: str = "setup"
    queue: list[TypedStep] = dataclasses.field(default_factory=list)  # every step is typed
    outcome: str = ""  # "", "win" or "loss"
    cause: str = ""
    log: list[str] = dataclasses.field(default_factory=list)
    next_id: int = 1
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

    def new_card(self, code: str, owner: int, zone: str) -> CardInst:
        card = CardInst(self.next_id, code, owner, owner, zone)
        self.cards[card.id] = card
        self.zone(zone).append(card.id)
        self.next_id += 1
        return card
