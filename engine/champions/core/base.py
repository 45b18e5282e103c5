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

Game areas (issue 21 part 4, :class:`~engine.champions.core.state.Area`). "The villain",
"the main scheme", the side schemes, the encounter deck and discard pile, the first
player and "each player" are those of one area. Every query below takes the area
(``area``), and without one means the area of what is resolving:

- a rules step that belongs to an area says so (the phase steps carry it; an enemy
  activation, a reveal, a surge belong to the area of the player they are against);
- a state change to a card happens in the card's area (:meth:`GameBase.area_of`: the zone
  it is in, a player's zones are their area's, an attachment is where its host is);
- a card ability resolves in the area of the player it resolves for (its scope's seat:
  who played it, controls it, revealed it, or is the one the occurrence concerns),
  whatever area the card is in, so a card in a title-only area is never "the villain"
  of anyone and its own abilities mean the resolving player's villain;
- when nothing says otherwise, the area of the active player (:meth:`GameBase.here`).

A one-area game (every game today) asks area 0 everywhere, under today's zone names.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from content.champions.schema import Ability, CardDef, Catalog, ScenarioDef
from content.champions.vocabulary import TYPE_GROUPS
from engine.champions.core.card_ids import FIRST_LOW
from engine.champions.core.state import Area, CardInst, State, azone, pzone, zone_kind
from engine.champions.core.steps import TypedStep
from engine.core import IllegalCommand

Step = dict[str, Any]
S = TypeVar("S", bound=TypedStep)

GROUPS: dict[str, tuple[str, ...]] = TYPE_GROUPS
"""Type words that stand for several card types (RRG: ENEMY, CHARACTER, IDENTITY, SCHEME)."""

IN_PLAY = frozenset(("villain", "main", "schemes", "environment", "attached"))
"""Area 0's zones whose cards are in play."""
IN_PLAY_SUFFIXES = (":play", ":engaged", ":identity", ":villain", ":main", ":schemes",
                    ":environment", ":attached")
"""Zones in play by their ending: a player's, and another area's (``A1:villain``)."""


@dataclasses.dataclass
class Ask:
    """A question for one seat: a prompt and (key, label) options, never empty; or one
    outside the seats (seat ``OUTSIDE``, :mod:`engine.champions.core.asking`): no options, a
    ``topic`` and plain ``data``.

    ``about``: the cards the prompt is about that no option key names (the card being
    revealed when a window asks "Use an interrupt?", the card looked at, the card whose
    optional ability asks yes or no). The cards an option is about are named by its key
    (``t:412``, ``swap:412:530``; :func:`key_cards`). The seat's view gives both, with the
    faces the seat may see (issue 29: every card a question names is readable)."""

    seat: int
    prompt: str
    options: list[tuple[str, str]]
    topic: str = ""
    data: dict[str, Any] = dataclasses.field(default_factory=dict)
    about: list[int] = dataclasses.field(default_factory=list)


def key_cards(key: str, cards: Any) -> list[int]:
    """The cards an option key names: each ``:``-separated number that is a card id
    (``play:412`` -> [412], ``swap:412:530`` -> both, ``ab:412:0`` -> [412]). Card ids are
    never below 100 (:mod:`engine.champions.core.card_ids`), so the small indices and seat
    numbers keys also carry (``ab:412:0``, ``p:1``, ``f:0``, ``n:2``) are never read as
    cards."""
    found: list[int] = []
    for part in key.split(":"):
        if part.isdigit() and int(part) >= FIRST_LOW and int(part) in cards \
                and int(part) not in found:
            found.append(int(part))
    return found


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

    def seats(self, area: int | None = None) -> list[int]:
        """Seats still in the game in an area, in player order starting with its first
        player."""
        state = self.state
        a = self.here() if area is None else area
        players = state.players
        first = state.areas[a].first_player
        return [s for s in (*range(first, len(players)), *range(first))
                if not players[s].eliminated and players[s].area == a]

    # ----------------------------------------------------------------- areas
    def here(self) -> int:
        """The area of what is resolving when nothing else says: the active player's."""
        players = self.state.players
        return players[self.state.active].area if players else 0

    def area(self, area: int | None = None) -> Area:
        return self.state.areas[self.here() if area is None else area]

    def area_of_seat(self, seat: int) -> int:
        """The area a player plays in (area 0 for no player)."""
        if len(self.state.areas) == 1:
            return 0
        players = self.state.players
        return players[seat].area if 0 <= seat < len(players) else 0

    def area_of(self, cid: int) -> int:
        """The area a card is in: its zone's (an attachment and a tucked card lie in their
        host's area), a player's zones are their area's; a card out of the game is its
        owner's area (encounter cards: area 0)."""
        if len(self.state.areas) == 1:
            return 0
        card = self.state.cards[cid]
        zone = card.zone
        if zone[:1] == "A":
            return int(zone[1:zone.index(":")])
        if zone[:1] == "P":
            return self.state.players[int(zone[1:zone.index(":")])].area
        return self.area_of_seat(card.owner) if zone == "removed" else 0

    def az(self, name: str, area: int | None = None) -> str:
        """The zone ``name`` of an area (``"enc:deck"``, ``"villain"``...)."""
        if len(self.state.areas) == 1:  # hot: a one-area game's zones are their names
            return name
        return azone(self.here() if area is None else area, name)

    def zone_kind(self, cid: int) -> str:
        """The zone a card is in, without its area (``"villain"``, ``"P0:play"``)."""
        return zone_kind(self.state.cards[cid].zone)

    def first_player(self, area: int | None = None) -> int:
        """An area's first player; a title-only area (no players) answers for the first
        area that has players."""
        state = self.state
        a = self.here() if area is None else area
        if state.areas[a].title_only:
            a = next((x.id for x in state.areas if not x.title_only), 0)
        return state.areas[a].first_player

    def area_label(self, area: int) -> str:
        """`` (Scenario name)`` after a log line about one area, in a game with several
        (nothing in a one-area game)."""
        if len(self.state.areas) == 1:
            return ""
        return f" ({self.scenario(area).name})"

    def playing_areas(self) -> list[int]:
        """The areas that have players and phases (not title-only), in order."""
        return [a.id for a in self.state.areas if not a.title_only]

    def title_only_in_play(self) -> list[int]:
        """The cards in play in title-only areas (reached only by their title)."""
        return [c for a in self.state.areas if a.title_only
                for z in ("villain", "main", "schemes", "environment", "attached")
                for c in self.state.zones.get(a.zone(z), ())]

    def identity(self, seat: int) -> int:
        return self.state.players[seat].identity

    def is_hero(self, seat: int) -> bool:
        return self.state.players[seat].form == "hero"

    def scenario(self, area: int | None = None) -> ScenarioDef:
        """The scenario an area plays, as its data declares it (content scenarios.toml)."""
        return self.catalog.scenarios[self.area(area).scenario]

    def villain(self, area: int | None = None) -> int:
        villains = self.state.zones.get(self.az("villain", area))
        return villains[0] if villains else -1

    def main_scheme(self, area: int | None = None) -> int:
        mains = self.state.zones.get(self.az("main", area))
        return mains[0] if mains else -1

    def side_schemes(self, area: int | None = None) -> list[int]:
        return self.ids(self.az("schemes", area))

    def schemes(self, area: int | None = None) -> list[int]:
        main = self.main_scheme(area)
        return ([main] if main >= 0 else []) + self.side_schemes(area)

    def minions(self, seat: int | None = None, area: int | None = None) -> list[int]:
        """Minions engaged with ``seat``, or with any player of the area."""
        players = self.state.players
        if seat is not None:
            seats: Any = [seat]
        else:
            a = self.here() if area is None else area
            seats = [p.seat for p in players if p.area == a]
        out: list[int] = []
        for s in seats:
            out += self.ids(pzone(s, "engaged"))
        return out

    def enemies(self, area: int | None = None) -> list[int]:
        villain = self.villain(area)
        return ([villain] if villain >= 0 else []) + self.minions(area=area)

    def allies(self, seat: int) -> list[int]:
        return [i for i in self.ids(pzone(seat, "play")) if self.d(i).type == "ally"]

    def characters(self, seat: int) -> list[int]:
        return [self.identity(seat), *self.allies(seat)]

    def play_cards(self, seat: int, kind: str | None = None) -> list[int]:
        return [i for i in self.ids(pzone(seat, "play"))
                if kind is None or self.d(i).type == kind]

    def attachments(self, cid: int) -> list[int]:
        # Hot (every stat and every card of every view asks): read the zone in place.
        state = self.state
        cards = state.cards
        zone = "attached" if len(state.areas) == 1 else azone(self.area_of(cid), "attached")
        return [i for i in state.zones.get(zone, ()) if cards[i].attached_to == cid]

    def attached_player_cards(self, seat: int) -> list[int]:
        """The player cards ``seat`` controls attached to cards outside its play area (an
        upgrade attached to an enemy; Under Surveillance on the main scheme)."""
        state = self.state
        zone = "attached" if len(state.areas) == 1 else azone(
            self.area_of_seat(seat), "attached")
        return [i for i in state.zones.get(zone, ()) if state.cards[i].owner >= 0
                and state.cards[i].controller == seat]

    def tucked(self, cid: int) -> list[int]:
        """The cards tucked under ``cid``."""
        state = self.state
        cards = state.cards
        zone = "tucked" if len(state.areas) == 1 else azone(self.area_of(cid), "tucked")
        return [i for i in state.zones.get(zone, ()) if cards[i].attached_to == cid]

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
        return zone in IN_PLAY or zone.endswith(IN_PLAY_SUFFIXES)

    def players_at_start(self, area: int | None = None) -> int:
        """The players a "per player" value counts (RRG PER PLAYER): those who began the
        game in the area (a title-only area, which has none, counts every player)."""
        players = self.state.players
        if len(self.state.areas) == 1:
            return len(players)
        a = self.here() if area is None else area
        return sum(1 for p in players if p.area == a) or len(players)

    # ------------------------------------------------------------- utilities
    def require(self, ok: bool, message: str) -> None:
        if not ok:
            raise IllegalCommand(message)

    def ask_one(self, seat: int, answer: str | None, prompt: str,
                options: list[tuple[str, str]], refusal: str,
                about: list[int] | None = None) -> tuple[Ask | None, str]:
        """The one-question pattern: a single option is taken without asking; otherwise
        ask (``(Ask, "")``) or check the answer against the options (``(None, key)``)."""
        if len(options) == 1:
            return None, options[0][0]
        if answer is None:
            return Ask(seat, prompt, options, about=list(about or ())), ""
        self.require(answer in dict(options), refusal)
        return None, answer

    def modes(self) -> tuple[str, ...]:
        """The modes this game is played in, for a card's ``mode`` condition: ``standard``
        or ``expert`` (the setup's ``expert``), plus ``campaign`` and ``competitive`` when
        the setup says so (``"campaign": true``, ``"competitive": true``: what a campaign
        or a competitive table will pass when it starts the game; those keys join the setup
        schema, content/champions/setup.py, with their modes, so only tests set them now)."""
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
