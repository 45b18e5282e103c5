"""Selectors and amounts of the card language: which cards or players an effect means.

A card effect names its target either by a word (``"you"``, ``"self"``, ``"villain"``,
``"that"``...) or by a selector table read here, e.g. ``{ type = "support", trait =
"S.H.I.E.L.D.", controller = "you", exhausted = true }``. Amounts are a number or a
table (``{ per_player = 1 }``, ``{ count = {selector} }``, ``{ stat = "cost", of =
"it" }``...). Both read the state only, through the rules' own queries (traits and stats
include modifiers), so a card never needs Python to say "each exhausted S.H.I.E.L.D.
support you control". The vocabulary is listed in ``content.champions.schema``
(``SELECTOR_KEYS``, ``TARGET_WORDS``, ``AMOUNT_KEYS``) and in content/champions/README.md.

Game areas (:mod:`engine.champions.core.base`): an ability resolves in the area of the
player it resolves for (:func:`scope_area`), so "the villain", "the main scheme", the
encounter deck, "each player" and a selector's cards in play are that area's. Two ways
reach further: a selector naming a card by title (``name``) also finds the cards in play
in title-only areas (God of Lies' Loki and Worlds Collide: "only abilities that refer to
them by title"), and ``zone = "other_area"`` finds the cards in play in every other area.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.champions.core.base import GROUPS
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.effect_steps import Scope
from engine.champions.core.state import pzone
from engine.champions.rules import primitives

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


SHARED_ZONE_WORDS = {"encounter_deck": "enc:deck", "encounter_discard": "enc:discard",
                     "set_aside": "set_aside", "victory": "victory", "tucked": "tucked"}
PLAYER_ZONE_WORDS = ("hand", "deck", "discard", "nemesis")


def scope_area(game: ChampionsGame, scope: Scope) -> int:
    """The area an ability resolves in: that of the player it resolves for (of the card
    it is on when it resolves for no player)."""
    if scope.seat >= 0:
        return game.area_of_seat(scope.seat)
    return game.area_of(scope.source) if scope.source >= 0 else game.here()


def word_target(game: ChampionsGame, scope: Scope, word: str) -> list[int]:
    """A named target: ``you`` (your identity), ``self``, ``villain``, ``main_scheme``
    (the resolving area's), ``that`` (the card the answered occurrence is about),
    ``attacker``, ``host`` (what this card is attached to), ``defeater`` (the identity of
    the player who defeated this card), or a name an earlier sentence bound (``it``,
    ``chosen``...)."""
    if word in ("you", "your_identity"):
        return [game.identity(scope.seat)]
    if word == "self":
        return [scope.source] if scope.source >= 0 else []
    if word == "villain":
        villain = game.villain(scope_area(game, scope))
        return [villain] if villain >= 0 else []
    if word in ("main_scheme", "main"):
        main = game.main_scheme(scope_area(game, scope))
        return [main] if main >= 0 else []
    if word == "that":
        occ = game.state.occurrences.get(scope.occ)
        return [occ.card] if occ is not None and occ.card >= 0 else []
    if word == "that_source":  # issue 24: Counter-Punch's "that enemy" (the attacker)
        occ = game.state.occurrences.get(scope.occ)
        return [occ.source] if occ is not None and occ.source >= 0 and game.in_play(
            occ.source) else []
    if word == "attacker":  # the attacking character, while it is still one (in play)
        return [scope.attacker] if scope.attacker >= 0 and game.in_play(scope.attacker) else []
    if word == "host":
        host = game.c(scope.source).attached_to if scope.source >= 0 else -1
        return [host] if host >= 0 else []
    if word == "damaged":  # a boost card's: what its activation's attack damaged
        hit = int(game.c(scope.source).extra.get("damaged", -1)) if scope.source >= 0 else -1
        return [hit] if hit >= 0 and game.in_play(hit) else []
    if word == "defeater":  # the identity of the player who defeated this card
        seat = scope.vars.get(word, -1)
        return [game.identity(seat)] if seat >= 0 else []
    if word in scope.vars:
        return [scope.vars[word]] if scope.vars[word] >= 0 else []
    return []


def player_seat(game: ChampionsGame, scope: Scope, who: str) -> int:
    """``you``, ``player`` (the player an earlier sentence chose), ``first_player``, or the
    controller of a bound card (``controller_of_it``)."""
    if who == "you":
        return scope.seat
    if who == "first_player":
        return game.first_player(scope_area(game, scope))
    if who.startswith("controller_of_"):
        cards = word_target(game, scope, who[len("controller_of_"):])
        return game.c(cards[0]).controller if cards else scope.seat
    return int(scope.vars.get(who, scope.seat))


def in_play_cards(game: ChampionsGame, area: int) -> list[int]:
    """Cards in play in an area: the villain first, then schemes, then each of its
    players' cards in seat order (identity, cards in play, engaged minions), then
    environments and attachments."""
    villain = game.villain(area)
    out = [villain] if villain >= 0 else []
    out += game.schemes(area)
    for seat in game.seats(area):
        out += [game.identity(seat), *game.ids(pzone(seat, "play")),
                *game.ids(pzone(seat, "engaged"))]
    out += game.ids(game.az("environment", area)) + game.ids(game.az("attached", area))
    return [c for c in out if c >= 0]


DISCARD_PILES = ("discard", "encounter_discard")
"""Zones whose top card is the last one put there (a discard pile grows on top)."""


def _zone_cards(game: ChampionsGame, scope: Scope, zones: list[str],
                owners: list[int], top: int | None = None, top_first: bool = False
                ) -> list[int]:
    """The cards of each zone in order; ``top``: only the first ``top`` of each (a deck's
    top cards; a discard pile's last ones, the top of the pile, issue 24: Pepper Potts).
    ``top_first`` (with ``top`` or ``topmost``): a discard pile's cards from its top."""
    out: list[int] = []
    area = scope_area(game, scope)
    for zone in zones:
        if top_first and zone in DISCARD_PILES:
            for seat in (owners if zone == "discard" else [-1]):
                pile = game.ids(game.az("enc:discard", area) if zone != "discard"
                                else pzone(seat, "discard"))
                out += pile[::-1][:top]
            continue
        if zone == "play":
            out += in_play_cards(game, area)[:top]
        elif zone == "set_aside":  # each player's nemesis set is set aside too (RRG FIND,
            out += game.ids(game.az("set_aside", area))[:top]  # Appendix II; FFG: "find
            for seat in game.seats(area):  # your set-aside nemesis minion")
                out += game.ids(pzone(seat, "nemesis"))[:top]
        elif zone in SHARED_ZONE_WORDS:
            out += game.ids(game.az(SHARED_ZONE_WORDS[zone], area))[:top]
        elif zone == "other_area":  # in play in every other game area, title-only ones too
            for other in game.state.areas:
                if other.id != area:
                    out += in_play_cards(game, other.id)
        else:
            for seat in owners:
                out += game.ids(pzone(seat, zone))[:top]
    return out


def _seats(game: ChampionsGame, scope: Scope, who: str) -> list[int]:
    if who == "any":
        return game.seats(scope_area(game, scope))
    if who == "other":
        return [s for s in game.seats(scope_area(game, scope)) if s != scope.seat]
    return [player_seat(game, scope, who)]


def select(game: ChampionsGame, scope: Scope, spec: dict[str, Any]) -> list[int]:
    """Every card the selector table matches, in table order (no duplicates)."""
    zones = spec.get("zone", "play")
    zones = [zones] if isinstance(zones, str) else list(zones)
    controller = spec.get("controller", "any")
    owners = _seats(game, scope, controller)
    top = int(spec["top"]) if "top" in spec else None  # "the top card of your deck"
    cards = _zone_cards(game, scope, zones, owners, top,
                        top_first="top" in spec or bool(spec.get("topmost")))
    if "name" in spec and "play" in zones and len(game.state.areas) > 1:
        cards += game.title_only_in_play()  # reached by their title only
    cards = list(dict.fromkeys(cards))
    types = spec.get("type")
    if types is not None:
        wanted: set[str] = set()
        for t in [types] if isinstance(types, str) else types:
            wanted.update(GROUPS.get(t, (t,)))
        cards = [c for c in cards if (game.d(c).type if not game.c(c).facedown
                                      else "minion") in wanted]
    if "trait" in spec:
        cards = [c for c in cards if game.has_trait(c, spec["trait"])]
    if "name" in spec:
        cards = [c for c in cards if game.d(c).name == spec["name"]]
    if "play" in zones and controller != "any":
        cards = [c for c in cards if _controls(game, c, owners)]
    if "engaged_with" in spec:
        seats = _seats(game, scope, spec["engaged_with"])
        cards = [c for c in cards if game.d(c).type == "villain"
                 or game.c(c).zone in {pzone(s, "engaged") for s in seats}]
    if "exhausted" in spec:
        cards = [c for c in cards if game.c(c).exhausted == bool(spec["exhausted"])]
    if "facedown" in spec:
        cards = [c for c in cards if game.c(c).facedown == bool(spec["facedown"])]
    if "form" in spec:
        cards = [c for c in cards if game.state.players[game.c(c).controller].form
                 == spec["form"]]
    if "status" in spec:
        cards = [c for c in cards if primitives.is_status(game, c, spec["status"])]
    if "without_status" in spec:
        cards = [c for c in cards if not primitives.is_status(game, c, spec["without_status"])]
    if "has" in spec:
        cards = [c for c in cards if counters(game, c, spec["has"]) > 0]
    if "resource" in spec:
        kind = spec["resource"]
        cards = [c for c in cards if game.d(c).resources.get(kind)
                 or game.d(c).resources.get("wild")]
    if "keyword" in spec:
        cards = [c for c in cards if game.kw(c, spec["keyword"])]
    if "attached_to" in spec:  # attached to the card a word names ("self", "it")
        hosts = set(word_target(game, scope, spec["attached_to"]))
        cards = [c for c in cards if game.c(c).attached_to in hosts]
    if "without_attachment" in spec:  # "without another Biomechanical Upgrades attached"
        named = {c for c in _attachments(game) if c != scope.source
                 and game.d(c).name == spec["without_attachment"]}
        hosts = {game.c(c).attached_to for c in named}
        cards = [c for c in cards if c not in hosts]
    if "permanent" in spec:
        cards = [c for c in cards if game.d(c).permanent == bool(spec["permanent"])]
    if "shares_trait" in spec:  # shares a trait with the card a word names ("you")
        theirs = {t for c in word_target(game, scope, spec["shares_trait"])
                  for t in game.traits(c)}
        cards = [c for c in cards if theirs & set(game.traits(c))]
    if "unique" in spec:  # "your nemesis minion": the unique one of the set
        cards = [c for c in cards if game.d(c).unique == bool(spec["unique"])]
    if spec.get("not_self"):
        cards = [c for c in cards if c != scope.source]
    if "printed_resource" in spec:  # the icon itself: wild is not mental (Black Cat)
        cards = [c for c in cards if game.d(c).resources.get(spec["printed_resource"])]
    if "is" in spec:  # only the cards those words name ("each card discarded this way")
        words = [spec["is"]] if isinstance(spec["is"], str) else spec["is"]
        named = {c for w in words for c in word_target(game, scope, w)}
        cards = [c for c in cards if c in named]
    if "not" in spec:
        words = [spec["not"]] if isinstance(spec["not"], str) else spec["not"]
        excluded = {c for w in words for c in word_target(game, scope, w)}
        cards = [c for c in cards if c not in excluded]
    if "owner" in spec:  # whose card it is (a card another player controls stays yours)
        owners_wanted = set(_seats(game, scope, spec["owner"]))
        cards = [c for c in cards if game.c(c).owner in owners_wanted]
    if "most" in spec or "fewest" in spec:
        what = spec.get("most") or spec["fewest"]
        values = {c: measure(game, c, what) for c in cards}
        if values:
            best = (max if "most" in spec else min)(values.values())
            cards = [c for c in cards if values[c] == best]
    if spec.get("one_each") and cards:  # one per player: "from each player's hand"
        per_seat: dict[int, list[int]] = {}
        for c in cards:
            zone = game.c(c).zone
            seat = int(zone[1:zone.index(":")]) if zone.startswith("P") else \
                game.c(c).controller
            per_seat.setdefault(seat, []).append(c)
        return [game.state.rng.choice(group) if spec.get("random") else group[0]
                for _seat, group in sorted(per_seat.items())]
    if spec.get("topmost") and cards:  # "the topmost Tech upgrade in their discard pile":
        first: dict[str, int] = {}  # the matching card nearest the top of each zone
        for c in cards:
            first.setdefault(game.c(c).zone, c)
        cards = list(first.values())
    if spec.get("random") and cards:  # one picked by the game's RNG (ties of most/fewest too)
        cards = [game.state.rng.choice(cards)]
    return cards


def _attachments(game: ChampionsGame) -> list[int]:
    """Every card attached to another, in any area."""
    return [c.id for c in game.state.cards.values() if c.attached_to >= 0 and game.in_play(c.id)]


def _controls(game: ChampionsGame, cid: int, seats: list[int]) -> bool:
    """Player cards are controlled by a player; encounter cards (engaged minions too)
    by none (RRG: CONTROL)."""
    return game.c(cid).controller in seats


def counters(game: ChampionsGame, cid: int, kind: str) -> int:
    """Counters of one kind on a card; ``counters`` means every kind other than damage and
    threat (all-purpose counters take a uses card's type, AoS p. 4)."""
    card = game.c(cid)
    if kind == "counters":
        return sum(v for k, v in card.counters.items() if k not in ("damage", "threat"))
    return card.count(kind)


MEASURE: dict[str, Callable[[ChampionsGame, int], int]] = {
    "hit_points": lambda g, c: g.hp(c),
    "threat": lambda g, c: counters(g, c, "threat"),
    "damage": lambda g, c: counters(g, c, "damage"),
    "counters": lambda g, c: counters(g, c, "counters"),
    "acceleration": lambda g, c: counters(g, c, "acceleration"),
    "cost": lambda g, c: g.d(c).stat("cost"),
    "attack": lambda g, c: g.atk(c),
    "thwart": lambda g, c: g.thw(c),
    "scheme": lambda g, c: g.sch(c),
    "defense": lambda g, c: g.defense(c),
    "printed_hit_points": lambda g, c: g.d(c).stat("health"),
}
"""The measures of the card language (content.champions.vocabulary.MEASURES, the same names:
a test holds them equal): remaining hit points, counters, the printed cost, current stats."""


def measure(game: ChampionsGame, cid: int, what: str) -> int:
    """A number about a card (:data:`MEASURE`)."""
    return MEASURE[what](game, cid)


ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5}


def stage_number(game: ChampionsGame, cid: int) -> int:
    """A card's printed stage as a number: a villain's I, II, III or a scheme's 1A, 2B."""
    stage = str(game.d(cid).stats.get("stage", "1"))
    digits = "".join(ch for ch in stage if ch.isdigit())
    return ROMAN.get(stage, int(digits) if digits else 1)


FINAL_STEP = "final_step"
"""The scope name ``resolve_in_sequence`` sets (1) for the ability resolving as its sequence's
last step."""


def targets(game: ChampionsGame, scope: Scope, spec: Any) -> list[int]:
    """A target given as a word or as a selector table."""
    if isinstance(spec, str):
        return word_target(game, scope, spec)
    return select(game, scope, spec)


def amount(game: ChampionsGame, scope: Scope, spec: Any) -> int:
    """An amount: a number, or ``{ per_player = n }``, ``{ count = selector }``,
    ``{ counters = kind, on = target }``, ``{ stat = name, of = target, printed = true }``,
    ``{ var = name }`` (a number an earlier sentence set: ``removed``, ``x``), ``{ stage =
    target }`` (its stage number), ``{ that = "amount" }`` (the amount of the occurrence a
    window ability answers), each with an optional ``plus`` and ``times``."""
    if isinstance(spec, int):
        return spec
    value = 0
    if "per_player" in spec:
        value = int(spec["per_player"]) * game.players_at_start(scope_area(game, scope))
    elif "per_group" in spec:  # an epic event's groups (setup "groups", which comes with
        # epic play: content/champions/setup.py; 1 until then)
        value = int(spec["per_group"]) * int(game.setup.get("groups", 1))
    elif "count" in spec:
        value = len(targets(game, scope, spec["count"]))
    elif "counters" in spec:
        value = sum(counters(game, c, spec["counters"])
                    for c in targets(game, scope, spec.get("on", "self")))
    elif "stat" in spec:
        cards = targets(game, scope, spec.get("of", "self"))
        if cards:
            value = (game.d(cards[0]).stat(spec["stat"]) if spec.get("printed")
                     else measure(game, cards[0], spec["stat"]))
    elif "var" in spec:
        value = int(scope.vars.get(spec["var"], 0))
    elif "sequence" in spec:  # issue 24: "(N instead if this is the final step of this
        # sequence)": Wakanda Forever!'s last step (resolve_in_sequence) reads final_step
        value = amount(game, scope, spec["final_step"] if scope.vars.get(FINAL_STEP)
                       else spec["sequence"])
    elif "stage" in spec:  # "X is the villain's stage number"
        cards = targets(game, scope, spec["stage"])
        value = stage_number(game, cards[0]) if cards else 0
    elif "that" in spec:  # { that = "amount" }: what the answered occurrence is about
        occ = game.state.occurrences.get(scope.occ)
        # a replacement reads what it replaced: the amount a cancel took over ("you take
        # it as damage instead", Great Responsibility), less what was prevented before
        value = 0 if occ is None else occ.remaining() if not occ.cancelled or \
            occ.prevent_all else max(0, occ.amount - occ.prevented)
    value = value * int(spec.get("times", 1)) + int(spec.get("plus", 0))
    # "(to a maximum of N)": this ability's amount only (RRG MAX, MAXIMUM; ruling of 30
    # March 2026: local unless the card says otherwise)
    return min(value, int(spec["max"])) if "max" in spec else value




LANGUAGE.amount = amount
LANGUAGE.targets = targets
