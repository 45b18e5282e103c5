"""What the hero bot reads off a seat's view: threat to come, harm to come, the cards in
play by id and their hints. Pure functions of the view (the bot never sees the state)."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from content.champions.schema import catalog
from engine.champions.ai.cards import hints_of


def me(view: dict[str, Any]) -> dict[str, Any]:
    """The deciding seat's entry of ``view["players"]``."""
    return next(p for p in view["players"] if p["seat"] == view["seat"])


def hidden(player: dict[str, Any]) -> bool:
    """The player controls a card that makes enemies scheme instead of attacking it."""
    return any(hints_of(c).hides for c in player.get("play", []))


def projected_threat(view: dict[str, Any], resting: int = -1) -> int:
    """Threat the next villain phase is likely to add to the main scheme: acceleration,
    about one per encounter card, and the villain (with a boost card) and minions
    scheming against each alter-ego or hidden hero (``resting``: this seat will be an
    alter-ego)."""
    main = view.get("main_scheme") or {}
    villain = view.get("villain") or {}
    total = int(main.get("threat_per_round", main.get("acceleration", 0)))
    for player in view["players"]:
        if player.get("eliminated"):
            continue
        total += 1  # an encounter card, on average
        if player["form"] != "hero" or hidden(player) or player["seat"] == resting:
            if not villain.get("confused"):
                total += int(villain.get("sch", 0)) + 1  # + a boost card
            total += sum(int(m.get("sch", 0)) for m in player.get("engaged", [])
                         if not m.get("confused"))
    return total


def danger(view: dict[str, Any]) -> tuple[int, int, int]:
    """(threat on the main scheme, its target, projected threat next villain phase)."""
    main = view.get("main_scheme") or {}
    threat = int(main.get("counters", {}).get("threat", 0))
    return threat, max(1, int(main.get("target", 1))), projected_threat(view)


def crisis(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Side schemes with a crisis icon (threat cannot be removed from the main scheme)."""
    return [s for s in view.get("side_schemes", []) if s.get("icons", {}).get("crisis")]


def takes_allies(view: dict[str, Any]) -> bool:
    """A scheme is in play that an ally leaving play is lost to (hint ``takes_allies``)."""
    return any(hints_of(s).takes_allies for s in view.get("side_schemes", []))


@functools.cache
def _icons_granted(code: str) -> tuple[tuple[str, int], ...]:
    """(trait, acceleration icons) that a card's constant abilities give to minions."""
    cdef = catalog().cards.get(code)
    if cdef is None:
        return ()
    return tuple((str(e.get("with_trait", "")), int(e.get("amount", 1)))
                 for a in cdef.abilities if a.trigger == "constant" for e in a.effects
                 if e.get("icon") == "acceleration" and e.get("to") == "minions")


def _traits(code: str) -> tuple[str, ...]:
    cdef = catalog().cards.get(code)
    return cdef.traits if cdef else ()


def harm(view: dict[str, Any], minion: dict[str, Any]) -> int:
    """What a minion costs each round: its ATK and SCH and its acceleration icons (two
    each, with those a side scheme in play grants minions of its trait)."""
    if minion.get("facedown"):
        return 3
    total = int(minion.get("atk", 0)) + int(minion.get("sch", 0))
    total += 2 * int(minion.get("icons", {}).get("acceleration", 0))
    traits = _traits(str(minion.get("code", "")))
    for scheme in view.get("side_schemes", []):
        for trait, amount in _icons_granted(str(scheme.get("code", ""))):
            if not trait or trait in traits:
                total += 2 * amount
    return total


def incoming(view: dict[str, Any], player: dict[str, Any]) -> int:
    """Damage the next villain phase is likely to deal this hero: the villain's attack
    with a boost card and each engaged minion's (none while it is hidden)."""
    if hidden(player):
        return 0
    villain = view.get("villain") or {}
    total = 0 if villain.get("stunned") else int(villain.get("atk", 0)) + 1
    total += sum(int(m.get("atk", 0)) for m in player.get("engaged", []) if not m.get("stunned"))
    return total


def suit(player: dict[str, Any]) -> dict[str, Any] | None:
    """The card in play whose stored threat charges the hero's attack (hint ``charge``)."""
    return next((c for c in player.get("play", []) if hints_of(c).charge), None)


def suit_threat(player: dict[str, Any]) -> int:
    return int((suit(player) or {}).get("counters", {}).get("threat", 0))


def _walk(cards: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for card in cards:
        yield card
        yield from _walk(card.get("attachments", []))


def cards_by_id(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Every face-up card of the view with an id (attachments included), by id as text."""
    groups: list[list[dict[str, Any]]] = [
        [c for c in (view.get("villain"), view.get("main_scheme")) if c],
        view.get("side_schemes", []), view.get("environment", [])]
    for player in view["players"]:
        groups += [[player["identity"]], player.get("play", []), player.get("engaged", []),
                   player.get("hand", [])]
    out: dict[str, dict[str, Any]] = {}
    for group in groups:
        for card in _walk(group):
            if "id" in card:
                out.setdefault(str(card["id"]), card)
    return out
