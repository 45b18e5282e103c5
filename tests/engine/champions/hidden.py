"""The hidden-information harness: could a seat tell a card it may not know?

Issue 21 part 5. A :class:`Watch` follows one game and, at every decision, looks at what
each seat is shown: its view (every card in it, attachments and tucked cards included),
the log lines, the option keys and labels of its decisions, and the card text it can read
(``c ID`` reads the text of a card whose code its view gives). It reports every way a
seat could tell which card a hidden card is:

- **face**: a card the seat may not know shows a code, or a value that tells it (its
  code or its title, :data:`Rules.tells`);
- **id**: an id the seat once saw on a face now names a card it may not know (the id
  followed the card into hiding);
- **label**: an option's label names a card the option's key gives the id of, while the
  seat may not know it (a look into a deck, a search, is allowed: RRG SEARCH and LOOK);
- **log**: a new log line, or the prompt of its decision, names the title of a card that
  went facedown since the last look and the seat may not know, while no card of that
  title the seat may know is in view;
- **known**: a card the seat may know lies facedown in its view without its face (it
  would not recognise the card it looked at or chose);
- **looked**: the engine lets a seat know a facedown card (``known_to``) it was never
  shown the face of.

"May know" is a list of rules ``(game, seat, card id) -> True | False | None``; the
first that answers decides. :data:`DEFAULT_RULES`: a facedown card is known to the
seats the engine says looked at it or chose it (``CardInst.known_to``, checked against
what the harness saw those seats be shown: **looked**); a card in a deck or set aside is
known to nobody; a hand card to its owner; anything else in view to everyone. A later
issue puts its own rules in front (Trickster Takeover's Trance backs, sealed evidence
cards, hands a competitive team shares) and, where a card's face is public but its other
side is not, its own ``tells``::

    rules = Rules(may_know=(trance_backs, *DEFAULT_RULES), tells=trance_tells)
    assert play_watched(setup, seed, rules).problems == []

:func:`hidden_in_view` gives the id and code of every card a seat's view names while the
seat may not know it: the test over many seeds checks that those ids carry no information
about the codes (and :attr:`Watch.sightings` gathers them over a whole game).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from engine.champions import ChampionsGame, new_game
from engine.champions.core.state import CardInst
from engine.champions.fuzz import WeightedPlayer

MayKnow = Callable[[ChampionsGame, int, int], "bool | None"]
Tells = Callable[[ChampionsGame, int], "set[str]"]

HIDDEN_ZONES = ("deck", "villain_deck", "set_aside", "nemesis", "boost", "removed")
"""Zones (or a player's zones ending so) whose cards no seat may know."""
PUBLIC_KEYS = frozenset({"id", "facedown", "damage"})
"""What the view of a card a seat may not know may hold."""
_INT = re.compile(r"\d+")


def facedown_rule(game: ChampionsGame, seat: int, cid: int) -> bool | None:
    """A facedown card: the seats that looked at it or chose it (the engine's record)."""
    card = game.c(cid)
    return seat in card.known_to if card.facedown else None


def zone_rule(game: ChampionsGame, seat: int, cid: int) -> bool | None:
    """Decks and set-aside cards: nobody; a hand: its owner; the rest in view: everyone."""
    zone = game.c(cid).zone
    if zone.endswith(":hand"):
        return zone == f"P{seat}:hand"
    return zone.split(":")[-1] not in HIDDEN_ZONES  # ("enc:deck", "P0:deck", "set_aside")


DEFAULT_RULES: tuple[MayKnow, ...] = (facedown_rule, zone_rule)


def card_tells(game: ChampionsGame, cid: int) -> set[str]:
    """What would tell a card: its code and its title (a facedown card has neither)."""
    card = game.c(cid)
    return {card.code, game.catalog.cards[card.code].title}


@dataclasses.dataclass(frozen=True)
class Rules:
    """Who may know what: the rules in order (the first answer decides), and what tells a
    card (values its view may not show to a seat that may not know it)."""

    may_know: tuple[MayKnow, ...] = DEFAULT_RULES
    tells: Tells = card_tells

    def knows(self, game: ChampionsGame, seat: int, cid: int) -> bool:
        for rule in self.may_know:
            verdict = rule(game, seat, cid)
            if verdict is not None:
                return verdict
        return True


def card_dicts(value: Any) -> Iterator[dict[str, Any]]:
    """Every card of a view (a dict with an ``id``), nested ones (attachments) included."""
    if isinstance(value, dict):
        if isinstance(value.get("id"), int):
            yield value
        for item in value.values():
            yield from card_dicts(item)
    elif isinstance(value, list):
        for item in value:
            yield from card_dicts(item)


def own_values(card: dict[str, Any]) -> Iterator[Any]:
    """A card dict's values, without the nested cards (each is checked on its own)."""
    for key, value in card.items():
        if key not in ("attachments", "tucked"):
            yield value


def readable(view: dict[str, Any]) -> dict[int, str]:
    """The cards whose text ``c ID`` reads for this view: id -> code (a card with a face)."""
    return {c["id"]: c["code"] for c in card_dicts({k: v for k, v in view.items()
                                                    if k != "decision"}) if "code" in c}


def key_ids(game: ChampionsGame, key: str) -> list[int]:
    """The card ids an option key names. Ids are three digits or more and no index or seat
    in a key reaches 100 (engine.champions.core.card_ids), so any such number is an id."""
    return [int(n) for n in _INT.findall(key) if int(n) >= 100 and int(n) in game.state.cards]


class Watch:
    """What each seat was shown over one game, and every problem found (see the module)."""

    def __init__(self, game: ChampionsGame, rules: Rules = Rules()) -> None:
        self.game = game
        self.rules = rules
        seats = range(len(game.state.players))
        self.faces: list[dict[int, str]] = [{} for _ in seats]  # ids seen on a face: code
        self.shown: list[set[int]] = [set() for _ in seats]  # cards (objects) shown a face
        self.titles: list[set[str]] = [set() for _ in seats]  # titles it may know, last look
        self.hidden: list[set[int]] = [set() for _ in seats]  # cards hidden from it, last look
        self.log_seen = len(game.state.log)
        self.problems: list[str] = []
        self.sightings: list[tuple[int, str]] = []  # (id, code), a hidden card's first
        self._sighted: set[int] = set()
        self._hidden_now: list[CardInst] = []

    def fail(self, seat: int, what: str) -> None:
        self.problems.append(f"round {self.game.state.areas[0].round}, seat {seat}: {what}")

    def check(self) -> None:
        """Look at what every seat is shown now; call at every decision and at the end."""
        game = self.game
        views = [game.view(seat) for seat in range(len(game.state.players))]
        new_lines = game.state.log[self.log_seen:]
        self._hidden_now = []
        for seat, view in enumerate(views):
            self._check_seat(seat, view, new_lines)
        for card in self._hidden_now:  # every seat's looks of this moment are counted now
            for knower in card.known_to:
                if id(card) not in self.shown[knower]:
                    self.fail(knower, f"the engine lets it know facedown card {card.id} "
                              f"({card.code}), whose face it was never shown")
        self.log_seen = len(game.state.log)

    def _check_seat(self, seat: int, view: dict[str, Any], new_lines: Sequence[str]) -> None:
        game, rules = self.game, self.rules
        titles: set[str] = set()
        hidden_here: list[CardInst] = []
        for shown in card_dicts({k: v for k, v in view.items() if k != "decision"}):
            cid = shown["id"]
            if cid not in game.state.cards:
                self.fail(seat, f"the view names card {cid}, which does not exist")
                continue
            card = game.c(cid)
            if rules.knows(game, seat, cid):
                if "code" not in shown:
                    self.fail(seat, f"card {cid} ({card.code}) is one it may know, but its "
                              "view does not show it")
                    continue
                if shown["code"] != card.code:
                    self.fail(seat, f"card {cid} shows code {shown['code']}, not {card.code}")
                if not card.facedown:  # (a facedown one is shown because the engine says so)
                    self._saw_face(seat, card)
                titles.add(game.catalog.cards[card.code].title)
                continue
            hidden_here.append(card)
            self._hidden_sighting(seat, card, "its view")
            tells = rules.tells(game, cid)
            told = [v for v in own_values(shown) if isinstance(v, str) and v in tells]
            if "code" in shown or told:
                self.fail(seat, f"card {cid} ({card.code}) is hidden from it, yet its view "
                          f"shows {told or shown['code']}")
            extra = set(shown) - PUBLIC_KEYS - {"attachments", "tucked"}
            if extra and card.facedown:
                self.fail(seat, f"facedown card {cid} shows {sorted(extra)}")
        decision = view.get("decision") or {}
        for option in decision.get("options", []):
            self.check_option(seat, option["key"], option["label"], titles)
        self.check_question_cards(seat, decision, titles)
        # what was said since the last look, about the cards that went facedown meanwhile
        fresh = [c for c in hidden_here if c.facedown and id(c) not in self.hidden[seat]]
        for line in [*new_lines, *([decision["prompt"]] if "prompt" in decision else [])]:
            for card in fresh:
                title = game.catalog.cards[card.code].title
                if title in line and title not in titles | self.titles[seat]:
                    self.fail(seat, f"log line {line!r} names facedown card {card.id}")
        self.titles[seat] = titles
        self.hidden[seat] = {id(c) for c in hidden_here}

    def check_option(self, seat: int, key: str, label: str, titles: set[str]) -> None:
        """One option of ``seat``'s decision: the cards its key names, and its label."""
        game = self.game
        for cid in key_ids(game, key):
            card = game.c(cid)
            title = game.catalog.cards[card.code].title
            named = title in label
            if self.rules.knows(game, seat, cid):
                if named:
                    self._saw_face(seat, card)
                continue
            deck = card.zone.endswith("deck")
            if named and deck:  # a look into a deck (a search): RRG SEARCH, LOOK
                self._saw_face(seat, card)
                titles.add(title)
                continue
            if named and title not in titles:
                self.fail(seat, f"option {key!r} ({label!r}) names card {cid}, hidden from it")
            self._hidden_sighting(seat, card, f"option {key!r}")

    def check_question_cards(self, seat: int, decision: dict[str, Any],
                             titles: set[str]) -> None:
        """The faces a decision gives of the cards it names (issue 29): a card the seat
        may know, or one the question names by title (a search, a look, the card being
        revealed); a facedown card it may not know shows no face."""
        game = self.game
        words = " ".join([str(decision.get("prompt", "")),
                          *(str(o["label"]) for o in decision.get("options", []))])
        for shown in decision.get("cards", []):
            cid = shown["id"]
            card = game.c(cid)
            title = game.catalog.cards[card.code].title
            if self.rules.knows(game, seat, cid):
                if "code" in shown and shown["code"] != card.code:
                    self.fail(seat, f"card {cid} shows code {shown['code']}, not {card.code}")
                continue
            if "code" not in shown:
                self._hidden_sighting(seat, card, "its question")
                continue
            if card.facedown or title not in words:
                self.fail(seat, f"its question shows card {cid} ({card.code}), hidden "
                          "from it and not named")
                continue
            self._saw_face(seat, card)
            titles.add(title)

    def _saw_face(self, seat: int, card: CardInst) -> None:
        self.faces[seat][card.id] = card.code
        self.shown[seat].add(id(card))

    def _hidden_sighting(self, seat: int, card: CardInst, where: str) -> None:
        if card.id in self.faces[seat]:
            self.fail(seat, f"card {card.id} ({card.code}) is hidden from it, but it saw "
                      f"that id on {self.faces[seat][card.id]} before ({where})")
        self._hidden_now.append(card)
        if card.id not in self._sighted:
            self._sighted.add(card.id)
            self.sightings.append((card.id, card.code))


def play_watched(setup: dict[str, Any], seed: int, rules: Rules = Rules(),
                 max_decisions: int = 3_000) -> Watch:
    """A whole game played by the fuzz's weighted player, every seat watched at every
    decision and at the end."""
    game = new_game(setup, seed)
    watch = Watch(game, rules)
    player = WeightedPlayer(seed)
    decisions = 0
    while (decision := game.decision) is not None and decisions < max_decisions:
        watch.check()
        game.apply(player.choose(game.view(decision.seat), game.legal(decision.seat)))
        decisions += 1
    watch.check()
    return watch


def hidden_in_view(game: ChampionsGame, rules: Rules = Rules()) -> list[tuple[int, str]]:
    """Every (id, code) of a card some seat's view names while that seat may not know it."""
    out: dict[int, str] = {}
    for seat in range(len(game.state.players)):
        for shown in card_dicts(game.view(seat)):
            cid = shown["id"]
            if cid in game.state.cards and not rules.knows(game, seat, cid):
                out[cid] = game.c(cid).code
    return sorted(out.items())
