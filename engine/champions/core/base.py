"""The game object's core: the step queue, questions, and card lookups in the state.

Resolution is a queue of typed steps (:mod:`engine.champions.core.steps`) stored in the
state. The loop pops the first step and calls the handler registered for its kind. A
handler either finishes (and may push new steps to the front, so they run next, in the
order given) or returns an :class:`Ask`; then the step is put back and the game waits.
The open decision is therefore always derived from (state, first step) by the handler
itself, and the same code that checks a choice applies it: legality is never a second
copy of the rules. Handlers that need several answers keep their progress in the step's
own fields, which makes every step resumable. A first step that asks several seats at
once (:class:`~engine.champions.core.asking.AtOnce`) gives one open decision per seat,
each derived the same way from its own lane's first step.

:class:`GameBase` holds only what reads the state and the catalog as they are; what the
rules make of a card (traits, keywords and stats with modifiers) is
:class:`engine.champions.rules.queries.GameQueries`, and the game object
(:class:`engine.champions.game.ChampionsGame`) is built on that.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from content.champions.schema import Ability, CardDef, Catalog, ScenarioDef
from engine.champions.core.state import CardInst, State, pzone
from engine.champions.core.steps import TypedStep
from engine.core import IllegalCommand

Step = dict[str, Any]
S = TypeVar("S", bound=TypedStep)

GROUPS: dict[str, tuple[str, ...]] = {
    "enemy": ("villain", "minion"),
    "character": ("hero", "alter_ego", "ally"),
    "identity": ("hero", "alter_ego"),
    "scheme": ("main_scheme", "side_scheme"),
}
"""Type words that stand for several card types (RRG: ENEMY, CHARACTER, IDENTITY, SCHEME)."""


@dataclasses.dataclass
class Ask:
    """A question for one seat: a prompt and (key, label) options, never empty; or one
    outside the seats (seat ``OUTSIDE``, :mod:`engine.champions.core.asking`): no options, a
    ``topic`` and plain ``data``."""

    seat: int
    prompt: str
    options: list[tuple[str, str]]
    topic: str = ""
    data: dict[str, Any] = dataclasses.field(default_factory=dict)


class GameBase:
    """State access, the step queue and questions: what every layer of the engine uses."""

    state: State
    catalog: Catalog
    setup: dict[str, Any]  # the setup the game was started with
    answerable: frozenset[tuple[str, str]]  # (occurrence, moment) the catalog answers
    constants: dict[str, tuple[Ability, ...]]  # card code -> constant abilities (modifiers)


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

    def find_cards(self, code_prefix: str) -> list[int]:
        """Every card whose code starts with ``code_prefix`` (for "find" and lookups)."""
        return [cid for cid, card in self.state.cards.items() if card.code.startswith(code_prefix)]

    def in_play(self, cid: int) -> bool:
        zone = self.c(cid).zone
        return zone in ("villain", "main", "schemes", "environment", "attached") or zone.endswith(
            (":play", ":engaged", ":identity"))

    def players_at_start(self) -> int:
        return len(self.state.players)

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
