"""Helpers that build rules situations for the champions tests.

Tests start a real game, answer setup questions, then arrange the table by
moving card instances (the same thing the manual override commands do) and
drive the rest through ``apply``.
"""

from __future__ import annotations

from typing import Any

from content.champions.schema import Catalog, DeckDef, catalog
from engine.champions import ChampionsGame, new_game
from engine.champions.core.commands import Choose
from engine.champions.core.state import pzone

SETUP_SEARCH = "Search the encounter deck for a minion"  # The Widow's Web 1A's Setup question

def start(heroes: tuple[str, ...] = ("nick-fury",), seed: int = 1, expert: bool = False,
          minion: str | None = "A.I.M. Abductor", cards: Catalog | None = None,
          allow_duplicate_heroes: bool = False,
          areas: list[dict[str, Any]] | None = None,
          decks: list[Any] | None = None, scenario: str = "black-widow") -> ChampionsGame:
    """A game of ``scenario`` advanced to the first player's first turn (keep hands, first
    minion offered);
    ``cards`` replaces the shipped catalog (tests add test-only cards to it);
    ``allow_duplicate_heroes`` seats a hero twice (the test-only setup switch); ``areas``:
    the setup's other game areas (test-only scenarios, fixtures/areas); ``decks``: the
    setup's chosen decks."""
    setup: dict[str, Any] = {"scenario": scenario, "heroes": list(heroes),
                             "expert": expert, "allow_duplicate_heroes": allow_duplicate_heroes}
    if areas is not None:
        setup["areas"] = areas
    if decks is not None:
        setup["decks"] = decks
    game = new_game(setup, seed) if cards is None else ChampionsGame(setup, seed, cards)
    while game.decision is not None and "your turn" not in game.decision.prompt:
        options = game.decision.options
        pick = options[0]  # (a mulligan's first option keeps the hand)
        if minion and SETUP_SEARCH in game.decision.prompt:
            pick = next((o for o in options if minion in o.label), options[0])
        game.apply(pick)
    return game


def keys(game: ChampionsGame) -> list[str]:
    assert game.decision is not None
    return [o.key for o in game.decision.options]  # type: ignore[attr-defined]


def choose(game: ChampionsGame, key_or_label: str) -> None:
    """Answer the open decision by exact key, or by the first label containing the text."""
    assert game.decision is not None, "the game is over"
    for option in game.decision.options:
        if option.key == key_or_label:  # type: ignore[attr-defined]
            game.apply(option)
            return
    for option in game.decision.options:
        if key_or_label in option.label:  # type: ignore[attr-defined]
            game.apply(option)
            return
    raise AssertionError(f"no option {key_or_label!r} in {game.decision}")


def answer(game: ChampionsGame, key: str) -> None:
    assert game.decision is not None
    game.apply(Choose(game.decision.seat, key))


def take(game: ChampionsGame, code: str, zone: str, *, owner: int | None = None) -> int:
    """Move a copy of ``code`` into ``zone`` (creating one when none is spare); its id."""
    state = game.state
    spare = [c for c in state.cards.values() if c.code == code and not game.in_play(c.id)
             and c.zone != zone and (owner is None or c.owner == owner)]
    if spare:
        cid = spare[0].id
        state.move(cid, zone)
    else:
        card = state.new_card(code, owner if owner is not None else -1, zone)
        cid = card.id
    card = state.cards[cid]
    card.facedown = False
    if zone.startswith("P") and zone.endswith((":play", ":hand")):
        card.controller = int(zone[1:zone.index(":")])
    game.refresh()
    return cid


def hand(game: ChampionsGame, seat: int = 0) -> list[int]:
    return game.ids(pzone(seat, "hand"))


def clear_hand(game: ChampionsGame, seat: int = 0) -> None:
    for cid in hand(game, seat):
        game.state.move(cid, pzone(seat, "discard"))
    game.refresh()


def threat(game: ChampionsGame, cid: int | None = None) -> int:
    return game.c(game.main_scheme() if cid is None else cid).count("threat")


def set_threat(game: ChampionsGame, amount: int, cid: int | None = None) -> None:
    card = game.c(game.main_scheme() if cid is None else cid)
    card.counters["threat"] = amount
    game.refresh()


def top_encounter(game: ChampionsGame, code: str) -> int:
    """Put a copy of ``code`` on top of the encounter deck."""
    cid = take(game, code, "enc:deck")
    deck = game.state.zone("enc:deck")
    deck.remove(cid)
    deck.insert(0, cid)
    return cid


def end_turn_until(game: ChampionsGame, text: str, limit: int = 200) -> None:
    """Answer decisions with "end"/"done"/"none"/first until a prompt contains ``text``."""
    for _ in range(limit):
        assert game.decision is not None, "the game ended"
        if text in game.decision.prompt:
            return
        options = {o.key: o for o in game.decision.options}  # type: ignore[attr-defined]
        for preferred in ("end", "done", "none", "no", "keep"):
            if preferred in options:
                game.apply(options[preferred])
                break
        else:
            game.apply(game.decision.options[0])
    raise AssertionError(f"never reached a prompt with {text!r}")


def keep_hand(game: ChampionsGame) -> None:
    """Answer one end-of-player-phase discard question: keep the hand ("done"), or discard
    the first card while over the hand size (RRG END OF PLAYER PHASE step 1)."""
    options = keys(game)
    answer(game, "done" if "done" in options else options[0])


def log_has(game: ChampionsGame, text: str) -> bool:
    return any(text in line for line in game.state.log)


def summary(game: ChampionsGame) -> dict[str, Any]:
    state = game.state
    return {"zones": {k: list(v) for k, v in state.zones.items()}, "round": state.areas[0].round,
            "outcome": state.outcome, "queue": state.queue,
            "cards": {i: (c.code, c.zone, dict(c.counters), c.exhausted, c.stunned, c.confused,
                          c.tough) for i, c in state.cards.items()}}


def pay_with(game: ChampionsGame, *names: str) -> None:
    """Answer a payment: pick the resources whose labels contain ``names``, then pay."""
    assert game.decision is not None and game.decision.prompt.startswith("Pay for")
    for name in names:
        choose(game, f"Spend {name}")
    answer(game, "pay")


def gain_keyword(game: ChampionsGame, cid: int, name: str, amount: int = 1) -> None:
    """Give a card a keyword as a lasting effect (the modifiers layer reads it)."""
    game.state.lasting.append({"target": cid, "kind": "keyword", "name": name,
                               "amount": amount})
    game.refresh()


def as_identity(game: ChampionsGame, code: str, seat: int = 0, form: str = "hero") -> int:
    """Seat ``seat``'s identity in ``form`` (its face ``code`` in hero form), with no minion
    engaged with anyone: the set-up state the hero card tests start from."""
    for s in game.seats():
        for minion in game.minions(s):
            game.state.move(minion, "enc:discard")
    ident = game.identity(seat)
    if form == "hero":
        game.c(ident).code = code
    game.state.players[seat].form = form
    game.refresh()
    return ident


def deck_parts(key: str) -> tuple[DeckDef, dict[str, int], dict[str, int]]:
    """A shipped starter deck, its card counts, and how many cards come from the hero's own
    set (by set name), its aspect and the basic cards (by faction): what Learn to Play's
    STARTER DECKS lists."""
    cards = catalog()
    deck = cards.decks[key]
    counts = dict(deck.cards)
    own = cards.cards[deck.identity].set
    parts: dict[str, int] = {}
    for code, n in counts.items():
        card = cards.cards[code]
        part = card.set if card.set == own else card.faction
        parts[part] = parts.get(part, 0) + n
    return deck, counts, parts


def in_hand(game: ChampionsGame, *codes: str, seat: int = 0) -> list[int]:
    """An empty hand but these cards (their ids, in order), the open question asked again."""
    clear_hand(game, seat)
    out = [take(game, code, pzone(seat, "hand"), owner=seat) for code in codes]
    game.refresh()
    return out
