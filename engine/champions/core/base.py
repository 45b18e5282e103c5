"""Shared machinery of the engine: the step queue, questions, card queries and stats.

Resolution is a queue of typed steps (:mod:`engine.champions.core.steps`) stored in the
state. The loop pops the first step and calls the handler registered for its kind. A
handler either finishes (and may push new steps to the front, so they run next, in the
order given) or returns an :class:`Ask`; then the step is put back and the game waits.
The open decision is therefore always derived from (state, first step) by the handler
itself, and the same code that checks a choice applies it: legality is never a second
copy of the rules. Handlers that need several answers keep their progress in the step's
own fields, which makes every step resumable.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, TypeVar, cast

from content.champions.schema import Ability, CardDef, Catalog, ScenarioDef
from engine.champions.core.state import CardInst, State, pzone
from engine.champions.core.steps import TypedStep
from engine.champions.language import selectors, text
from engine.champions.rules import basic_events, modifiers
from engine.core import HelicarrierError, IllegalCommand

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

Step = dict[str, Any]
S = TypeVar("S", bound=TypedStep)


@dataclasses.dataclass
class Ask:
    """A question for one seat: a prompt and (key, label) options, never empty."""

    seat: int
    prompt: str
    options: list[tuple[str, str]]


class GameBase:
    """State access and the rules helpers every phase uses."""

    state: State
    catalog: Catalog
    setup: dict[str, Any]  # the setup the game was started with
    answerable: frozenset[tuple[str, str]]  # (occurrence, moment) the catalog answers
    constants: dict[str, tuple[Ability, ...]]  # card code -> constant abilities (modifiers)
    modifier_memo: list[modifiers.Modifier] | None = None  # only inside modifiers.reading()


    # ----------------------------------------------------------------- queue
    def push(self, *steps: TypedStep) -> None:
        """Run these steps next, in this order, before anything already queued."""
        self.state.queue[0:0] = list(steps)

    def queued(self, kind: type[S]) -> S | None:
        """The first queued step of a typed kind (the pending one), or None."""
        return next((s for s in self.state.queue if isinstance(s, kind)), None)

    def log(self, text: str) -> None:
        """Append a sentence; a name that ends in a period ("..., Sr.") ends it once."""
        if text.endswith("..") and not text.endswith("..."):
            text = text[:-1]
        self.state.log.append(text)

    # ----------------------------------------------------------------- cards
    def c(self, cid: int) -> CardInst:
        return self.state.cards[cid]

    def d(self, cid: int) -> CardDef:
        return self.catalog.cards[self.state.cards[cid].code]

    def name(self, cid: int) -> str:
        card = self.c(cid)
        if card.facedown:
            return "facedown card"
        return self.d(cid).title

    def name_faceup(self, cid: int) -> str:
        """A card's title even while it is facedown (for the player allowed to look)."""
        return self.d(cid).title

    def ids(self, zone: str) -> list[int]:
        return list(self.state.zones.get(zone, []))

    def seats(self) -> list[int]:
        """Seats still in the game, in player order starting with the first player."""
        n = len(self.state.players)
        order = [(self.state.first_player + i) % n for i in range(n)]
        return [s for s in order if not self.state.players[s].eliminated]

    def identity(self, seat: int) -> int:
        return self.state.players[seat].identity

    def is_hero(self, seat: int) -> bool:
        return self.state.players[seat].form == "hero"

    def scenario(self) -> ScenarioDef:
        """The scenario being played, as its data declares it (content scenarios.toml)."""
        return self.catalog.scenarios[self.state.scenario]

    def villain(self) -> int:
        villains = self.ids("villain")
        return villains[0] if villains else -1

    def main_scheme(self) -> int:
        mains = self.ids("main")
        return mains[0] if mains else -1

    def side_schemes(self) -> list[int]:
        return self.ids("schemes")

    def schemes(self) -> list[int]:
        return [s for s in [self.main_scheme()] if s >= 0] + self.side_schemes()

    def minions(self, seat: int | None = None) -> list[int]:
        seats = [seat] if seat is not None else range(len(self.state.players))
        out: list[int] = []
        for s in seats:
            out += self.ids(pzone(s, "engaged"))
        return out

    def enemies(self) -> list[int]:
        return ([self.villain()] if self.villain() >= 0 else []) + self.minions()

    def allies(self, seat: int) -> list[int]:
        return [i for i in self.ids(pzone(seat, "play")) if self.d(i).type == "ally"]

    def characters(self, seat: int) -> list[int]:
        return [self.identity(seat), *self.allies(seat)]

    def play_cards(self, seat: int, kind: str | None = None) -> list[int]:
        return [i for i in self.ids(pzone(seat, "play"))
                if kind is None or self.d(i).type == kind]

    def attachments(self, cid: int) -> list[int]:
        # Hot (every stat and every card of every view asks): read the zone in place.
        cards = self.state.cards
        return [i for i in self.state.zones.get("attached", ()) if cards[i].attached_to == cid]

    def controller_of_host(self, cid: int) -> int:
        """The seat whose play area the card ``cid`` is attached in (its host's seat), or -1
        (attached to the villain, a scheme or nothing)."""
        host = self.c(cid).attached_to
        return self.seat_of_engaged(host) if host >= 0 else -1  # the seat of the host's zone

    def seat_of_engaged(self, cid: int) -> int:
        zone = self.c(cid).zone
        return int(zone[1:zone.index(":")]) if zone.startswith("P") else -1

    def traits(self, cid: int) -> tuple[str, ...]:
        card = self.c(cid)
        if card.facedown:
            return tuple(card.extra.get("traits", ()))
        printed = self.d(cid).traits
        # constant abilities and lasting effects (modifiers.py)
        return printed + tuple(t for t in modifiers.gained_traits(self, cid)
                               if t not in printed)

    def has_trait(self, cid: int, trait: str) -> bool:
        return trait in self.traits(cid)

    def find_cards(self, code_prefix: str) -> list[int]:
        """Every card whose code starts with ``code_prefix`` (for "find" and lookups)."""
        return [cid for cid, card in self.state.cards.items() if card.code.startswith(code_prefix)]

    def in_play(self, cid: int) -> bool:
        zone = self.c(cid).zone
        return zone in ("villain", "main", "schemes", "environment", "attached") or zone.endswith(
            (":play", ":engaged", ":identity"))

    # ------------------------------------------------------------- keywords
    def kw(self, cid: int, name: str) -> int:
        """A keyword's value on a card in play (0 when absent; True counts as 1)."""
        card = self.c(cid)
        if card.facedown:
            return 0
        value = self.d(cid).keywords.get(name, 0)
        if isinstance(value, str):
            value = int(value.split()[0]) * (len(self.state.players)
                                             if "per player" in value else 1)
        total = int(value)
        return total + modifiers.total(self, cid, "keyword", name)

    def icons(self, name: str) -> int:
        """Icons of one kind (acceleration, amplify, crisis, hazard) on cards in play."""
        total = 0
        for cid in self.schemes() + self.ids("environment") + self.ids("attached") + self.minions():
            if not self.c(cid).facedown:
                total += self.d(cid).icons.get(name, 0)
        return total + modifiers.icon_total(self, name)

    # ----------------------------------------------------------------- stats
    def players_at_start(self) -> int:
        return len(self.state.players)

    def _stat(self, cid: int, name: str) -> int:
        card = self.c(cid)
        if card.facedown:  # what it entered play as, plus constants for facedown minions
            return max(0, int(card.extra.get(name, 0)) + modifiers.total(self, cid, "stat", name))
        value = self.d(cid).stat(name)
        for att in self.attachments(cid):
            value += self.d(att).stat(name)
        value += modifiers.total(self, cid, "stat", name)
        return max(0, value)

    def atk(self, cid: int) -> int:
        return self._stat(cid, "attack")

    def thw(self, cid: int) -> int:
        return self._stat(cid, "thwart")

    def sch(self, cid: int) -> int:
        return self._stat(cid, "scheme")

    def defense(self, cid: int) -> int:
        return self._stat(cid, "defense")

    def recover(self, cid: int) -> int:
        return self._stat(cid, "recover")

    def max_hp(self, cid: int) -> int:
        card = self.c(cid)
        if card.facedown:
            return int(card.extra.get("health", 0)) + modifiers.total(self, cid, "stat", "health")
        cdef = self.d(cid)
        health = cdef.stat("health")
        if cdef.stats.get("health_per_player"):
            health *= self.players_at_start()
        return health + modifiers.total(self, cid, "stat", "health")

    def hp(self, cid: int) -> int:
        return self.max_hp(cid) - self.c(cid).count("damage")

    def scheme_target(self, cid: int) -> int:
        cdef = self.d(cid)
        base = cdef.stat("target_threat")
        if cdef.type == "main_scheme":
            base *= self.players_at_start()
            base += modifiers.total(self, cid, "stat", "target_threat")
        return base

    def villain_stage_number(self) -> int:
        villain = self.villain()
        stage = self.d(villain).stats.get("stage", "I") if villain >= 0 else "I"
        return {"I": 1, "II": 2, "III": 3}.get(str(stage), 1)

    def main_acceleration(self) -> int:
        main = self.main_scheme()
        if main < 0:
            return 0
        per = self.d(main).stat("acceleration")
        if per < 0:  # a printed X: its card data says what X is (a main scheme's X)
            per = self.printed_x(main)
        return per * self.players_at_start()

    def printed_x(self, cid: int) -> int:
        """The value of the X printed on a card: the amount its data ``x`` names, read for
        the first player (content checks that a card printing X says what X is)."""
        spec = self.d(cid).x
        if spec is None:
            raise HelicarrierError(f"{self.name(cid)} prints X but its card data does not "
                                   'say what X is ("x")')
        return selectors.amount(cast("ChampionsGame", self),
                                selectors.Scope(self.state.first_player), spec)

    def threat_per_round(self) -> int:
        """Villain phase step 1: the main scheme's acceleration plus acceleration icons and
        acceleration tokens in play (RRG VILLAIN PHASE, ACCELERATION ICON/TOKEN)."""
        tokens = sum(self.c(s).count("acceleration") for s in self.schemes())
        return self.main_acceleration() + self.icons("acceleration") + tokens

    # ------------------------------------------------------------------ text
    def ability_text(self, cid: int, ability: Ability) -> str:
        return text.ability_text(ability)

    def effects_text(self, effects: Any) -> str:
        return text.effects_text(effects)

    # ------------------------------------------------------------- utilities
    def require(self, ok: bool, message: str) -> None:
        if not ok:
            raise IllegalCommand(message)

    def ask_one(self, seat: int, answer: str | None, prompt: str,
                options: list[tuple[str, str]], refusal: str) -> tuple[Ask | None, str]:
        """The one-question pattern: a single option is taken without asking; otherwise
        ask (``(Ask, "")``) or check the answer against the options (``(None, key)``)."""
        if len(options) == 1:
            return None, options[0][0]
        if answer is None:
            return Ask(seat, prompt, options), ""
        self.require(answer in dict(options), refusal)
        return None, answer

    def modes(self) -> tuple[str, ...]:
        """The modes this game is played in, for a card's ``mode`` condition: ``standard``
        or ``expert`` (the setup's ``expert``), plus ``campaign`` and ``competitive`` when
        the setup says so (``"campaign": true``, ``"competitive": true``: what a campaign
        or a competitive table passes when it starts the game)."""
        modes = ["expert" if self.state.expert else "standard"]
        modes += [m for m in ("campaign", "competitive") if self.setup.get(m)]
        return tuple(modes)

    def suit(self, seat: int) -> int:
        """The form upgrade (keyword ``form``: a double-sided upgrade whose face is a form,
        like a hero's suit) that ``seat`` controls, or -1."""
        for cid in self.ids(pzone(seat, "play")):
            if self.d(cid).keywords.get("form"):
                return cid
        return -1

    def form_of_suit(self, seat: int) -> str:
        """The form the form upgrade shows: its face's name ("assault", "stealth")."""
        suit = self.suit(seat)
        return self.d(suit).name.lower() if suit >= 0 else ""

    def turn_to_face(self, cid: int, name: str, *, window: bool = True) -> bool:
        """Turn a double-sided card to its face called ``name``; False when it already
        shows it or has no such face (or the flip waits for its "would" window)."""
        card, cdef = self.c(cid), self.d(cid)
        if cdef.name.lower() == name.lower():
            return False
        other = cdef.back or card.code[:-1] + ("b" if card.code.endswith("a") else "a")
        face = self.catalog.cards.get(other)
        if face is None or face.name.lower() != name.lower():
            return False
        if window and basic_events.would(self, "flipped", card.controller, [1, cid],
                                         card=cid):
            return False
        card.code = other
        basic_events.happened(self, "flipped", card.controller, card=cid)
        if cdef.keywords.get("form") and card.controller >= 0:
            who = self.name(self.identity(card.controller))
            self.log(f"{who} changes to {face.name} {text.KEYWORD_TEXT['form'].lower()}.")
        else:
            self.log(f"{cdef.name} turns to its {face.name} side.")
        return True
