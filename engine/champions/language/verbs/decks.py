"""Card language verbs for encounter cards that move cards between decks, sets and schemes.

Added with the nemesis sets and the abduction modular set (issue 13), generically, for
every card that says the same thing:

- ``shuffle_into = "encounter_deck"`` (or ``"your_deck"``): move the targets into that
  deck, then shuffle it ("shuffle the rest of your nemesis set into the encounter deck").
- ``tuck = <target>``: tuck the target card under the card named there ("tuck it under"
  a side scheme); an ally tucked from play leaves play, so a host with the
  ``tucks_allies`` keyword applies its own forced interrupt (its cost in threat and an
  acceleration token); a card tucked from elsewhere is only tucked.
- ``swap = [selectors]``: look at the cards they name and swap any number of pairs
  ("look at each encounter card dealt to each player and the top card of the encounter
  deck; you may swap any number of those cards"); the zone word ``dealt`` names a player's
  dealt encounter cards.
- ``put_into_play`` with ``facedown = true`` and ``as_minion = { attack, scheme, health,
  trait }``: the card enters play facedown, engaged with you, as a minion with those base
  stats and that trait (RRG FACEDOWN CARDS: a facedown card has no printed text; the
  effect that put it into play says what it is). With the selector key ``top = 1`` on
  your deck ("the top card of your deck"), an empty deck is reshuffled first (RRG PLAYER
  DECK).

Card text for these verbs is registered here (``text.LANGUAGE_TEXT``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import Do, Scope
from engine.champions.core.state import pzone, zone_kind
from engine.champions.language import text
from engine.champions.language.selectors import player_seat, scope_area, targets
from engine.champions.language.verbs.registry import (
    DEFAULTS,
    USABLE,
    VERBS,
    _did,
    head,
    num,
    pick,
    question,
    rekey,
    targeted,
    verb,
)
from engine.champions.rules import primitives

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

DECK_WORDS = {"encounter_deck": "the encounter deck", "your_deck": "your deck"}


def deck_zone(game: ChampionsGame, scope: Scope, word: str) -> str:
    """The zone a deck word names: ``encounter_deck`` (the resolving area's) or
    ``your_deck``."""
    return game.az("enc:deck", scope_area(game, scope)) if word == "encounter_deck" \
        else pzone(scope.seat, "deck")


# ------------------------------------------------------------------ shuffle_into
def _shuffle_into(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    zone = deck_zone(game, step.scope, step.e["shuffle_into"])
    for cid in cards:
        if game.in_play(cid):
            primitives.reset(game, cid)
        game.state.move(cid, zone)
    game.state.shuffle(zone)
    if cards:
        game.log(f"{len(cards)} card(s) are shuffled into "
                 f"{DECK_WORDS.get(step.e['shuffle_into'], 'a deck')}.")
    return len(cards)


def _shufflable(game: ChampionsGame, e: dict[str, Any], cid: int) -> bool:
    zone = game.zone_kind(cid)
    return zone not in ("removed", "victory", "tucked") and zone != (
        "enc:deck" if e["shuffle_into"] == "encounter_deck" else pzone(game.c(cid).owner, "deck"))


targeted("shuffle_into", "self", _shufflable)(_shuffle_into)


# -------------------------------------------------------------------------- tuck
def _host(game: ChampionsGame, step: Do) -> int:
    hosts = targets(game, step.scope, step.e["tuck"])
    return hosts[0] if hosts else -1


def _tuck(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    host = _host(game, step)
    if host < 0:
        return 0
    for cid in cards:
        if game.in_play(cid) and game.d(cid).type == "ally" and game.kw(host, "tucks_allies"):
            # it leaves play: the host's forced interrupt applies
            primitives.tuck_ally(game, cid, host)
            continue
        for att in game.attachments(cid):
            primitives.discard(game, att)
        primitives.reset(game, cid)
        game.state.move(cid, game.az("tucked", game.area_of(host)))
        game.c(cid).attached_to = host
        if step.e.get("facedown"):  # known to its owner alone (a card from their hand)
            owner = game.c(cid).owner
            game.log(f"A card of player {owner + 1} is tucked facedown under "
                     f"{game.name(host)}.")
            game.state.hide(cid, [owner] if owner >= 0 else [])
            continue
        game.log(f"{game.name(cid)} is tucked under {game.name(host)}.")
    return len(cards)


def _tuckable(game: ChampionsGame, e: dict[str, Any], cid: int) -> bool:
    hosts = targets(game, Scope(-1), e["tuck"]) if not isinstance(e["tuck"], str) else [0]
    return bool(hosts) and game.zone_kind(cid) not in ("tucked", "removed")


targeted("tuck", {"type": "ally", "controller": "you"}, _tuckable)(_tuck)


# -------------------------------------------------------------------------- swap
def _where_card_is(game: ChampionsGame, zone: str, index: int) -> str:
    """Where a card being swapped lies, in words: "dealt to player 1", "top of the
    encounter deck"."""
    if zone_kind(zone) == "enc:deck":
        return "top of the encounter deck" if index == 0 else f"encounter deck, card {index + 1}"
    if zone.startswith("P"):
        seat, _, kind = zone[1:].partition(":")
        return f"dealt to player {int(seat) + 1}" if kind == "dealt" else \
            f"player {int(seat) + 1}'s {kind}"
    return zone


def _swap(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """``swap = [selectors]``: you look at the cards they name (facedown ones included) and
    swap the places of any two of them, as many times as you like, then say "done"
    (``swap:<id>:<id>``). A card moved into a player's dealt cards lies facedown there, one
    moved into a deck faceup (RRG: encounter cards dealt to a player are facedown).

    You looked at them (RRG LOOK: only the player resolving the ability looks), so you
    may know each of them while it stays where you saw it: your views go on showing the
    facedown ones, and a card you left on top of the encounter deck, once dealt. A card
    going from the deck into the dealt cards goes hidden (a fresh id) for everyone else."""
    specs = step.e["swap"]
    cards = [c for spec in ([specs] if isinstance(specs, dict) else specs)
             for c in targets(game, step.scope, spec)]
    looker = step.scope.seat
    for cid in cards:
        card = game.c(cid)
        if looker not in card.known_to:
            card.known_to = sorted([*card.known_to, looker])
    spots = {c: (game.c(c).zone, game.state.zone(game.c(c).zone).index(c)) for c in cards}
    options = [(f"swap:{a}:{b}", f"Swap {game.name_faceup(a)} ({_where_card_is(game, *spots[a])})"
                f" with {game.name_faceup(b)} ({_where_card_is(game, *spots[b])})")
               for n, a in enumerate(cards) for b in cards[n + 1:]]
    if not options:
        step.scope.vars["did"] = 0
        return None
    options.append(("done", "Done"))
    if answer is None:
        return Ask(step.scope.seat, f"{head(game, step.scope)}swap any of these cards.",
                   options)
    game.require(answer in dict(options), "choose a swap or done")
    if answer == "done":
        return None
    _, a, b = answer.split(":")
    one, two = int(a), int(b)
    (zone_a, at_a), (zone_b, at_b) = spots[one], spots[two]
    game.state.zone(zone_a)[at_a], game.state.zone(zone_b)[at_b] = two, one
    game.c(two).zone, game.c(one).zone = zone_a, zone_b
    for cid in (one, two):
        card = game.c(cid)
        if not card.zone.endswith(":dealt"):
            card.facedown = False
        elif not card.facedown:
            game.state.hide(cid)
    game.log(f"{head(game, step.scope)}two cards are swapped.")
    step.scope.vars["did"] = 1
    game.push(step)
    return None


verb("swap")(_swap)


# --------------------------------------------------------- put into play facedown
_PUT_INTO_PLAY = VERBS["put_into_play"]
_PUT_USABLE = USABLE["put_into_play"]


def _facedown_usable(game: ChampionsGame, e: dict[str, Any], cid: int) -> bool:
    """A card entering play facedown has no title, so no unique conflict (RRG UNIQUE)."""
    if e.get("facedown"):
        return not game.in_play(cid) and game.zone_kind(cid) not in ("removed", "victory")
    return _PUT_USABLE(game, e, cid)


def _top_of_empty_deck(game: ChampionsGame, step: Do) -> None:
    """"The top card of your deck" with your deck empty: reshuffle it first (RRG PLAYER
    DECK: the discard pile becomes the deck and an encounter card is dealt)."""
    spec = step.e.get("target")
    if not isinstance(spec, dict) or "top" not in spec or spec.get("zone") != "deck":
        return
    seat = step.scope.seat
    if spec.get("controller", "you") == "you" and not game.ids(pzone(seat, "deck")):
        primitives.reshuffle_player_deck(game, seat)


def _put_into_play_facedown(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """``put_into_play`` with ``facedown``: enters engaged with you as the ``as_minion``
    minion; otherwise the language's ordinary ``put_into_play``."""
    e = step.e
    if not e.get("facedown"):
        return _PUT_INTO_PLAY(game, step, answer)
    if step.chosen is None and answer is None:
        _top_of_empty_deck(game, step)
    ask, cards = pick(game, step, answer, DEFAULTS["put_into_play"], _facedown_usable,
                      lambda: question(game, step, DEFAULTS["put_into_play"]))
    if ask is not None:
        return ask
    seat = step.scope.seat
    shape = dict(e.get("as_minion", {}))
    trait = shape.pop("trait", None)
    for cid in cards:
        game.state.move(cid, pzone(seat, "engaged"))
        hidden = game.state.hide(cid)  # nobody looks at it (RRG FACEDOWN CARDS)
        rekey(step, cid, hidden)
        card = game.c(hidden)
        card.extra = {**{k: int(v) for k, v in shape.items()},
                      "traits": [trait] if trait else []}
        game.log(f"A card enters play facedown, engaged with player {seat + 1}"
                 + (f", as a {trait} minion." if trait else "."))
    step.scope.vars["did"] = int(bool(cards))
    step.scope.vars["done"] = len(cards)
    return None


VERBS["put_into_play"] = _put_into_play_facedown
USABLE["put_into_play"] = _facedown_usable


# -------------------------------------------------------------------- card text
def _where(e: dict[str, Any]) -> str:
    spec = e.get("target")
    if isinstance(spec, dict) and spec.get("zone") == "deck" and spec.get("top") == 1:
        whose = "your" if spec.get("controller", "you") == "you" else "a player's"
        return f"the top card of {whose} deck"
    if e.get("up_to"):  # issue 24: "up to 3 different cards" (Ancestral Knowledge)
        return text._target(e, "self")
    return text.selector_text(spec if spec is not None else "self",
                              each=bool(e.get("each")))


def _put_text(e: dict[str, Any]) -> str:
    spec = e.get("target")
    if e.get("first") and isinstance(spec, dict) and "name" in spec:  # "find X"
        return f"find {spec['name']} and put it into play"
    if not e.get("facedown"):
        return str(_ORDINARY_PUT(e))
    shape = e.get("as_minion", {})
    trait = shape.get("trait")
    stats = ", ".join(f"{text.STAT_SHORT.get(k, k)} {v}" if k != "health" else
                      f"{v} hit point{'s' if v != 1 else ''}"
                      for k, v in shape.items() if k != "trait")
    return (f"put {_where(e)} into play facedown, engaged with you, as a "
            f"{trait + ' ' if trait else ''}minion" + (f" ({stats})" if stats else ""))


def _swap_part(spec: dict[str, Any]) -> str:
    if spec.get("zone") == "dealt":
        return "each encounter card dealt to each player"
    if spec.get("zone") == "encounter_deck" and spec.get("top") == 1:
        return "the top card of the encounter deck"
    return text.selector_text(spec, each=True)


_ORDINARY_PUT = text.LANGUAGE_TEXT["put_into_play"]
text.LANGUAGE_TEXT.update({
    "shuffle_into": lambda e: f"shuffle {_where(e)} into "
                              f"{DECK_WORDS.get(e['shuffle_into'], 'a deck')}",
    "tuck": lambda e: f"tuck {_where(e)} {'facedown ' if e.get('facedown') else ''}under "
                      f"{text.selector_text(e['tuck'])}",
    "put_into_play": _put_text,
    "swap": lambda e: "look at " + " and ".join(_swap_part(s) for s in (
        [e["swap"]] if isinstance(e["swap"], dict) else e["swap"])) + "; you may swap any "
                      "number of those cards",
    "discard_until": lambda e: "discard cards from the top of "
                               f"{DECK_WORDS.get(e.get('deck', 'encounter_deck'), 'a deck')} until "
                               f"{text.selector_text(e['discard_until'])} is discarded",
})


# -------------------------------------------------------------- deal from top
def _deal_from_top(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Search the top N encounter cards; the chooser (``by``, default the first player)
    deals one facedown to each player in player order; the deck is shuffled (RRG SEARCH)
    and the "after a player is dealt an encounter card" window opens."""
    dealt = step.chosen = list(step.chosen or [])
    area = scope_area(game, step.scope)
    seats = game.seats(area)
    deck = game.az("enc:deck", area)
    top = [c for c in game.ids(deck)[:num(game, step, "deal_from_top")] if c not in dealt]
    if len(dealt) < len(seats) and top:
        seat = seats[len(dealt)]
        options = [(f"t:{c}", game.name_faceup(c)) for c in top]
        who = player_seat(game, step.scope, step.e.get("by", "first_player"))
        ask, chosen = game.ask_one(who, answer, f"{head(game, step.scope)}deal which "
                                   f"encounter card to player {seat + 1}?", options,
                                   "that is not one of the top cards")
        if ask:
            return ask
        cid = int(chosen[2:])
        game.state.move(cid, pzone(seat, "dealt"))
        # whoever chose it knows which card it is; for everyone else it goes hidden
        dealt.append(game.state.hide(cid, known_to=[who]))
        game.log(f"Player {seat + 1} is dealt an encounter card facedown.")
        game.push(step)
        return None
    game.state.shuffle(deck)
    if dealt:
        primitives.open_dealt_window(game, area)
    _did(step, len(dealt))
    return None


verb("deal_from_top")(_deal_from_top)


text.LANGUAGE_TEXT.update({
    "deal_from_top": lambda e: f"search the top {text.amount_text(e['deal_from_top'])} "
                               "cards of the encounter deck and deal one of them facedown to "
                               "each player, then shuffle the encounter deck",
})
