"""The deck rules a MarvelCDB deck keeps before it is stored (RRG v1.8 Appendix I).

Read against the content catalog: the card facts of every pack (``catalog.facts``:
titles, aspects, uniqueness, keywords, reprints) for the rules, and the shipped faces
(``catalog.cards``, what a game can deal) for what we have. Nothing here names a hero or
a card: the identity's set, its ``deck_options`` and each card's keywords say it.

The rules come first, read from the facts, so a deck that breaks one is told so even when
it names cards we do not ship. In this order, each refusing in one line that names the
rule and the card: linked cards (RRG LINKED; FFG ruling of 3 August 2026, ruling 4
question 3), player cards only and the hero's own cards only, the hero's cards exactly as
its set has them, one aspect (or what the identity's ``deck_options`` allow) and basic
cards, at most 3 copies of a title (fewer where "Max N per deck", RRG MAX), no two unique
cards that "match", the identity included (RRG UNIQUE ICON: the Core Set Nick Fury ally
cannot go in a Nick Fury deck), team-up cards only for a hero they name (RRG TEAM-UP),
and 40 to 50 cards with the identity and permanent cards not counted (RRG Appendix I; the
Learn to Play's "Player Deck Customization Rules" leave out only the identity, the RRG
the permanent cards too).

Then what we have. A code maps through ``duplicate_of`` to the card it reprints and to
the printing of it we ship, so a reprint is never missing (Black Widow's Agent Coulson
08011 is our AoS 50047; a printing we ship stays as listed: Core Set Energy 01088 and AoS
Energy 50025 both ship), and copies are counted by title across codes. A card with no printing
we ship is missing: all of them are named in one line with code and pack, or, with
``allow_missing``, left out (the deck may then be short of 40; the identity cannot be
left out).

The text export names no aspect: the aspect most of the deck's aspect cards have is taken
(``aspect`` chooses one instead).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from content.champions.schema import CardFacts, Catalog
from engine.champions.rules.uniqueness import Names
from engine.core.errors import HelicarrierError
from trackers.decks.marvelcdb import (
    ASPECTS,
    IDENTITY_TYPES,
    Listed,
    ListedDeck,
    hero_face,
    pack_name,
)

MIN_SIZE, MAX_SIZE = 40, 50
MAX_COPIES = 3
APPENDIX = "RRG Appendix I"


class DeckRefused(HelicarrierError):
    """The deck breaks a deck rule or names cards we do not have; one line says which."""


@dataclass(frozen=True)
class LeftOut:
    """A card the deck lists that is not in our content (left out by ``allow_missing``)."""

    code: str
    count: int
    said: str
    pack: str


@dataclass(frozen=True)
class CheckedDeck:
    """A deck that keeps the rules, in codes of our shipped faces."""

    name: str
    identity: str  # the hero side's code
    aspect: str  # "" when the deck holds no aspect card and the export chose none
    cards: tuple[tuple[str, int], ...]  # (code, copies), by code
    size: int  # counted as RRG Appendix I counts (no identity, no permanent cards)
    left_out: tuple[LeftOut, ...]
    source: str

    @property
    def short(self) -> int:
        """How many cards the deck lacks of the minimum (after cards were left out)."""
        return max(0, MIN_SIZE - self.size)


def check_deck(listed: ListedDeck, catalog: Catalog, *, allow_missing: bool = False,
               aspect: str | None = None) -> CheckedDeck:
    """The stored form of ``listed``, or :class:`DeckRefused` naming the first rule it
    breaks. The rules are read from the card facts, so a deck that breaks one is told so
    even when it names cards we do not ship; then every card with no printing we ship is
    named at once (or left out with ``allow_missing``)."""
    facts = catalog.facts
    identity = hero_face(listed.identity, catalog)
    ident = facts.get(identity)
    if ident is None or ident.type != "hero":
        where = ", ".join(p for p in (identity, pack_name(identity, catalog)) if p)
        raise DeckRefused(f"not in our content: hero {listed.hero_said} ({where}); no deck "
                          "rule can be checked without it")
    lines = [(card, _known(card.code, catalog)) for card in listed.cards
             if not (card.code in facts and hero_face(card.code, catalog) == identity)]
    known: Counter[str] = Counter()
    for card, code in lines:
        if code:
            known[code] += card.count
    chosen = _aspect(listed, known, catalog, aspect)
    for code in sorted(known):
        _check_linked(facts[code])
        _check_player_card(facts[code], ident, catalog)
    _check_hero_cards(known, ident, catalog)
    _check_aspects(known, ident, chosen, catalog, inferred=not (aspect or listed.aspects))
    _check_copies(known, catalog)
    _check_unique(known, identity, catalog)
    _check_team_up(known, identity, catalog)
    listed_size = sum(card.count for card, code in lines
                      if not (code and facts[code].permanent))
    if not MIN_SIZE <= listed_size <= MAX_SIZE:
        raise DeckRefused(f"deck size: {listed_size} cards; a deck holds {MIN_SIZE} to "
                          f"{MAX_SIZE}, the identity and permanent cards not counted "
                          f"({APPENDIX})")
    copies, missing = _shipped(lines, catalog)
    if identity not in catalog.cards:
        missing.insert(0, LeftOut(identity, 1, f"hero {ident.name}", pack_name(identity,
                                                                               catalog)))
    if missing and (not allow_missing or identity not in catalog.cards):
        said = "; ".join(_missing_text(m) for m in missing)
        tail = (" (the hero cannot be left out)" if allow_missing else
                " (--allow-missing imports the rest)")
        raise DeckRefused(f"not in our content: {said}{tail}")
    size = sum(n for code, n in copies.items() if not facts[code].permanent)
    return CheckedDeck(listed.name, identity, chosen, tuple(sorted(copies.items())), size,
                       tuple(missing), listed.source)


def card_text(card: CardFacts) -> str:
    """"Informant (50050)", "Quake (Daisy Johnson, 50048)"."""
    return f"{card.name} ({card.subname + ', ' if card.subname else ''}{card.code})"


def left_out_text(count: int, code: str, said: str, pack: str) -> str:
    """A card we do not have, as messages name it: "2x Black Cat (01002, Core Set)"."""
    name = said if said and said != code else f"card {code}"
    where = ", ".join(part for part in (code, pack) if part and part not in name)
    return f"{count}x {name}" + (f" ({where})" if where else "")


def _missing_text(card: LeftOut) -> str:
    return left_out_text(card.count, card.code, card.said, card.pack)


def _root(code: str, catalog: Catalog) -> str:
    """The card a reprint reprints (following ``duplicate_of`` to its first printing)."""
    seen = {code}
    while (parent := catalog.facts[code].duplicate_of) and parent not in seen:
        seen.add(parent)
        code = parent
    return code


def _front(code: str, catalog: Catalog) -> str:
    """A listed back face counts as its card (a deck holds cards, not faces)."""
    return next((c.code for c in catalog.facts.values() if c.back == code), code)


def _known(code: str, catalog: Catalog) -> str:
    """The card a listed code is in our card facts (a back face counts as its card), or
    "" for a code of a pack we have no facts for."""
    return _front(code, catalog) if code in catalog.facts else ""


def _shipped(lines: list[tuple[Listed, str]],
             catalog: Catalog) -> tuple[Counter[str], list[LeftOut]]:
    """Copies per shipped code (a reprint becomes the printing we ship), and the cards no
    printing we ship matches, in the order the deck lists them."""
    printings: dict[str, list[str]] = defaultdict(list)
    for code in sorted(catalog.cards):
        if code in catalog.facts:
            printings[_root(code, catalog)].append(code)
    copies: Counter[str] = Counter()
    missing = []
    for card, code in lines:
        if code in catalog.cards:
            copies[code] += card.count
        elif code and printings.get(_root(code, catalog)):
            copies[printings[_root(code, catalog)][0]] += card.count
        else:
            said = catalog.facts[code].title if code else card.said
            missing.append(LeftOut(card.code, card.count, said, card.pack))
    return copies, missing


def _check_linked(card: CardFacts) -> None:
    if "linked" in card.keywords:
        raise DeckRefused(f"linked card: {card_text(card)} is set aside by the card it "
                          "names and cannot be in a deck (RRG LINKED; FFG ruling, "
                          "3 August 2026)")


def _aspect(listed: ListedDeck, copies: Counter[str], catalog: Catalog,
            aspect: str | None) -> str:
    if aspect is not None:
        if aspect.lower() not in ASPECTS:
            raise DeckRefused(f"--aspect {aspect}: expected one of {', '.join(ASPECTS)}")
        return aspect.lower()
    if len(listed.aspects) > 1:
        raise DeckRefused(f"aspect: the deck chooses {' and '.join(listed.aspects)}; a deck "
                          f"chooses one aspect ({APPENDIX})")
    if listed.aspects:
        return listed.aspects[0]
    counts = Counter({name: 0 for name in ASPECTS})
    for code, count in copies.items():
        if catalog.facts[code].faction in ASPECTS:
            counts[catalog.facts[code].faction] += count
    best = max(counts.values())
    return "" if not best else sorted(a for a, n in counts.items() if n == best)[0]


def _hero_of(set_code: str, catalog: Catalog) -> str:
    return next((c.name for c in catalog.facts.values()
                 if c.set == set_code and c.type == "hero"), set_code)


def _check_player_card(card: CardFacts, ident: CardFacts, catalog: Catalog) -> None:
    if card.type in IDENTITY_TYPES or card.faction not in ("hero", "basic", *ASPECTS):
        raise DeckRefused(f"not a player card: {card_text(card)} is a "
                          f"{card.type.replace('_', ' ')} ({card.faction or 'no aspect'}); a "
                          f"deck holds its hero's cards, aspect cards and basic cards "
                          f"({APPENDIX})")
    if card.faction == "hero" and card.set != ident.set:
        raise DeckRefused(f"another hero's card: {card_text(card)} is one of "
                          f"{_hero_of(card.set, catalog)}'s cards; a deck holds its own "
                          f"hero's cards only ({APPENDIX})")


def _check_hero_cards(copies: Counter[str], ident: CardFacts, catalog: Catalog) -> None:
    """Compared by first printing, so a reprint of a hero card counts as that card."""
    backs = {c.back for c in catalog.facts.values() if c.back}
    wanted = {_root(c.code, catalog): c.quantity for c in catalog.facts.values()
              if c.set == ident.set and c.faction == "hero" and c.type not in IDENTITY_TYPES
              and c.code not in backs}
    held: Counter[str] = Counter()
    for code, count in copies.items():
        if catalog.facts[code].faction == "hero":
            held[_root(code, catalog)] += count
    for code in sorted(set(wanted) | set(held)):
        if held[code] != wanted.get(code, 0):
            raise DeckRefused(f"hero cards: {ident.name}'s set has {wanted.get(code, 0)} "
                              f"{card_text(catalog.facts[code])} and the deck holds "
                              f"{held[code]}; a deck holds its hero's cards exactly as the "
                              f"set has them ({APPENDIX})")


def _allows(option: dict[str, object], card: CardFacts) -> bool:
    """Whether an identity's deck option covers this card (every field it gives)."""
    def among(field: str, values: Iterable[str]) -> bool:
        wanted = option.get(field)
        return not isinstance(wanted, list) or bool(set(wanted) & set(values))
    return among("type", [card.type]) and among("trait", card.traits) \
        and among("aspect", [card.faction])


def _check_aspects(copies: Counter[str], ident: CardFacts, aspect: str, catalog: Catalog,
                   *, inferred: bool) -> None:
    options = list(ident.deck_options)
    titles: list[set[str]] = [set() for _ in options]
    for code in sorted(copies):
        card = catalog.facts[code]
        if card.faction not in ASPECTS or card.faction == aspect:
            continue
        fits = [n for n, option in enumerate(options) if _allows(option, card)]
        for n in fits:
            limit = options[n].get("titles")
            if not isinstance(limit, int) or len(titles[n] | {card.name}) <= limit:
                titles[n].add(card.name)
                break
        else:
            if fits:
                limit = options[fits[0]].get("titles")
                raise DeckRefused(f"deckbuilding: {ident.name} allows {limit} titles from "
                                  f"aspects other than {aspect}, and {card_text(card)} is one "
                                  f"more ({APPENDIX}: the identity's deckbuilding)")
            hint = " (the text export names no aspect: pass --aspect)" if inferred else ""
            raise DeckRefused(f"aspect: {card_text(card)} is {card.faction}, and the deck's "
                              f"aspect is {aspect}; a deck holds one aspect's cards and basic "
                              f"cards ({APPENDIX}){hint}")


def _check_copies(copies: Counter[str], catalog: Catalog) -> None:
    """At most 3 of a title (fewer by RRG MAX) among the aspect and basic cards; the hero's
    own cards are as its set has them (``_check_hero_cards``), so Black Panther's five
    Wakanda Forever! (four printings) are not over any limit."""
    by_title: dict[str, list[str]] = defaultdict(list)
    for code in sorted(copies):
        if catalog.facts[code].faction == "hero":
            continue
        by_title[catalog.facts[code].name.casefold()].append(code)
    for codes in by_title.values():
        total = sum(copies[c] for c in codes)
        caps = [catalog.facts[c].keywords.get("max_per_deck") for c in codes]
        limit = min([MAX_COPIES, *(cap for cap in caps if isinstance(cap, int))])
        if total > limit:
            card = catalog.facts[codes[0]]
            codes_said = ", ".join(codes)
            why = (f"it is max {limit} per deck (RRG MAX)" if limit < MAX_COPIES else
                   f"a deck holds at most {MAX_COPIES} copies of a title ({APPENDIX})")
            raise DeckRefused(f"copies: {total} copies of {card.name} ({codes_said}); {why}")


def _named(card: CardFacts) -> Names:
    return Names(card.name, card.subname)


def identity_names(identity: str, catalog: Catalog) -> Names:
    """The identity's names for RRG UNIQUE ICON: its hero face's title and subtitle, its
    alter-ego face's title (the engine's ``Names``: one copy of the matching rule)."""
    hero = catalog.facts[identity]
    alter = catalog.facts.get(hero.back)
    return Names(hero.name, hero.subname, alter.name if alter else "")


def _check_unique(copies: Counter[str], identity: str, catalog: Catalog) -> None:
    ident = identity_names(identity, catalog)
    unique = [code for code in sorted(copies) if catalog.facts[code].unique]
    for code in unique:
        card = catalog.facts[code]
        if _named(card).matches(ident):
            raise DeckRefused(f"unique: {card_text(card)} matches the identity "
                              f"{catalog.facts[identity].name}; a deck holds no unique card "
                              "that matches its identity (RRG UNIQUE ICON)")
        if copies[code] > 1:
            raise DeckRefused(f"unique: {copies[code]} copies of {card_text(card)}; a deck "
                              "holds one of a unique card (RRG UNIQUE ICON)")
    for n, code in enumerate(unique):
        for other in unique[n + 1:]:
            if _named(catalog.facts[code]).matches(_named(catalog.facts[other])):
                raise DeckRefused(f"unique: {card_text(catalog.facts[code])} and "
                                  f"{card_text(catalog.facts[other])} match; a deck holds one "
                                  "of matching unique cards (RRG UNIQUE ICON)")


def _check_team_up(copies: Counter[str], identity: str, catalog: Catalog) -> None:
    names = identity_names(identity, catalog).all_names
    for code in sorted(copies):
        pair = catalog.facts[code].keywords.get("team_up")
        if isinstance(pair, list) and not {n.casefold() for n in pair} & names:
            raise DeckRefused(f"team-up: {card_text(catalog.facts[code])} names "
                              f"{' and '.join(pair)}, and the identity is neither "
                              "(RRG TEAM-UP)")
