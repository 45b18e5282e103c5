"""Read a MarvelCDB deck export: the JSON of a deck, or its text export.

JSON (the deck API and "Download JSON"): ``investigator_code`` (the identity),
``investigator_name``, ``name``, ``slots`` (card code -> copies) and ``meta``, a
JSON-encoded string holding the chosen aspect (``"{\\"aspect\\":\\"leadership\\"}"``; a
second aspect is ``aspect2``).

Text: a hero line, then one line per card, ``2x Backflip (core, 3)``: copies, title, and
the pack with the card's position in it. A MarvelCDB code is the pack's number and the
position (Core Set card 3 is ``01003``; ``packs.toml``), so each line gives a code. Other
lines (the deck name before the hero line, "Packs: ...", headings such as "Allies") are
skipped; a line that is only an aspect's name ("Aspect: Justice" too) chooses it.

The result names codes and copies only. Whether we have those cards, and whether the deck
keeps the rules, is :mod:`trackers.decks.rules`' question.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from content.champions.schema import CardFacts, Catalog
from engine.core.errors import HelicarrierError

# RRG Appendix I: the four aspects a deck chooses from.
ASPECTS = ("aggression", "justice", "leadership", "protection")
IDENTITY_TYPES = ("hero", "alter_ego")
CARD_LINE = re.compile(r"^\s*(?P<count>\d+)\s*x\s+(?P<name>.+?)\s*"
                       r"\((?P<pack>[^(),]+),\s*(?P<position>\d+)\)\s*$", re.I)
ASPECT_LINE = re.compile(rf"^\s*(aspect\s*:\s*)?(?P<aspect>{'|'.join(ASPECTS)})\s*$", re.I)
PACK_SUFFIX = re.compile(r"\s*\((?P<pack>[^(),]+)(,\s*(?P<position>\d+))?\)\s*$")
# Lines of a text export that are neither the deck's name nor the hero: section headings
# ("Allies", "Event (3)") and the packs the deck uses ("Packs: From Core Set to ...").
HEADING = re.compile(r"^(hero(es)?|ally|allies|events?|supports?|upgrades?|resources?|"
                     r"player side schemes?|obligations?|cards?|deck)\s*(\(\d+\))?\s*:?\s*$"
                     r"|^packs?\s*:|^from .+ to ", re.I)


class DeckFileError(HelicarrierError):
    """A file that is not a MarvelCDB deck; the message starts with its path."""


@dataclass(frozen=True)
class Listed:
    """One card the export lists: its code (what the line's pack and position make) and
    how the file names it, for messages."""

    code: str
    count: int
    said: str  # "Backflip (core, 3)", or the code for JSON
    pack: str  # the pack's name ("" when its number is none we know)


@dataclass(frozen=True)
class ListedDeck:
    """What a deck file says, before any rule: the identity's code, the aspects it
    chooses (none when the export does not say) and the cards with their copies."""

    name: str
    identity: str
    hero_said: str
    aspects: tuple[str, ...]
    cards: tuple[Listed, ...]
    source: str  # "MarvelCDB JSON" or "MarvelCDB text"


def read_deck_file(path: Path, catalog: Catalog) -> ListedDeck:
    """Read either export; anything else raises :class:`DeckFileError` naming the file."""
    path = Path(path)
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except FileNotFoundError:
        raise DeckFileError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise DeckFileError(f"{path}: a folder, not a deck file") from None
    except UnicodeDecodeError:
        raise DeckFileError(f"{path}: not a MarvelCDB deck (not text)") from None
    except OSError as exc:
        raise DeckFileError(f"{path}: cannot read ({exc.strerror})") from None
    return read_deck_text(text, path, catalog)


def read_deck_text(text: str, where: Path, catalog: Catalog) -> ListedDeck:
    """Either export as text (a file's, or one pasted into the SSH lobby); ``where`` names
    it in errors (and is the deck's name when the export gives none)."""
    if text.lstrip().startswith(("{", "[")):
        return _from_json(where, text, catalog)
    return _from_text(where, text, catalog)


def pack_name(code: str, catalog: Catalog) -> str:
    """The pack a MarvelCDB code comes from (its first two digits are the pack's number)."""
    if code in catalog.facts:
        pack = catalog.packs.get(catalog.facts[code].pack)
        return pack.name if pack else catalog.facts[code].pack
    number = int(code[:2]) if code[:2].isdigit() else None
    return next((p.name for p in catalog.packs.values() if p.number == number), "")


def _from_json(path: Path, text: str, catalog: Catalog) -> ListedDeck:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DeckFileError(f"{path}: not a MarvelCDB deck (invalid JSON, line {exc.lineno}: "
                            f"{exc.msg})") from None
    if not isinstance(data, dict) or "investigator_code" not in data or "slots" not in data:
        raise DeckFileError(f'{path}: not a MarvelCDB deck (a deck\'s JSON has '
                            '"investigator_code" and "slots")')
    identity = data["investigator_code"]
    slots = data["slots"]
    if not isinstance(identity, str) or not identity:
        raise DeckFileError(f'{path}: "investigator_code" must be a card code')
    if not isinstance(slots, dict):
        raise DeckFileError(f'{path}: "slots" must map card codes to copies')
    cards = []
    for code, count in slots.items():
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise DeckFileError(f'{path}: "slots": card {code} has {count!r} copies; '
                                "expected a whole number")
        if count:
            cards.append(Listed(code, count, code, pack_name(code, catalog)))
    name = data.get("name")
    return ListedDeck(name if isinstance(name, str) and name.strip() else path.stem,
                      identity, str(data.get("investigator_name") or identity),
                      _meta_aspects(path, data.get("meta")), tuple(cards), "MarvelCDB JSON")


def _meta_aspects(path: Path, meta: Any) -> tuple[str, ...]:
    """``meta``: a JSON-encoded string (or, from some tools, the table itself)."""
    if meta in (None, ""):
        return ()
    if isinstance(meta, str):
        try:
            meta = json.loads(meta)
        except json.JSONDecodeError:
            raise DeckFileError(f'{path}: "meta" is not JSON ({meta!r})') from None
    if not isinstance(meta, dict):
        raise DeckFileError(f'{path}: "meta" must hold a table such as {{"aspect": "justice"}}')
    aspects = []
    for key in ("aspect", "aspect2"):
        value = meta.get(key)
        if value in (None, ""):
            continue
        if not isinstance(value, str) or value.lower() not in ASPECTS:
            raise DeckFileError(f'{path}: "meta" names aspect {value!r}; expected one of '
                                f'{", ".join(ASPECTS)}')
        aspects.append(value.lower())
    return tuple(dict.fromkeys(aspects))


def _from_text(path: Path, text: str, catalog: Catalog) -> ListedDeck:
    cards: list[Listed] = []
    plain: list[tuple[int, str]] = []  # (line number, text) of the lines that are no card
    aspects: list[str] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        if (card := CARD_LINE.match(line)):
            cards.append(_text_card(path, number, card, catalog))
        elif (aspect := ASPECT_LINE.match(line)):
            aspects.append(aspect.group("aspect").lower())
        else:
            plain.append((number, line.strip()))
    identity, hero_said, name = _hero_line(path, plain, cards, catalog)
    if not cards and not identity:
        raise DeckFileError(f"{path}: not a MarvelCDB deck (no hero line and no card lines "
                            'such as "2x Backflip (core, 3)")')
    if not identity:
        raise DeckFileError(f"{path}: no line names a hero we know (the hero line comes "
                            'before the cards, e.g. "Nick Fury")')
    deck_cards = [c for c in cards if c.code != identity]  # a card line naming the identity
    return ListedDeck(name or path.stem, identity, hero_said, tuple(dict.fromkeys(aspects)),
                      tuple(deck_cards), "MarvelCDB text")


def _text_card(path: Path, number: int, match: re.Match[str], catalog: Catalog) -> Listed:
    said = f"{match.group('name')} ({match.group('pack').strip()}, {match.group('position')})"
    count = int(match.group("count"))
    code, pack = _code_at(match.group("pack"), int(match.group("position")), catalog)
    if code in catalog.facts:
        facts = catalog.facts[code]
        title = match.group("name").split(":")[0].strip()  # "Name:Subname" in some exports
        if title.casefold() not in (facts.name.casefold(), facts.title.casefold()):
            raise DeckFileError(f'{path}:{number}: "{said}" is {facts.name} ({code}) in our '
                                f"card data, not {title}")
    return Listed(code, count, said, pack)


def _code_at(pack_said: str, position: int, catalog: Catalog) -> tuple[str, str]:
    """The code of card ``position`` of a pack named by its code or name ("" if unknown)."""
    wanted = pack_said.strip().casefold()
    pack = next((p for p in catalog.packs.values()
                 if wanted in (p.code.casefold(), p.name.casefold())), None)
    if pack is None or pack.number is None:
        return "", pack.name if pack else pack_said.strip()
    code = f"{pack.number:02d}{position:03d}"
    return (code if code in catalog.facts or code + "a" not in catalog.facts
            else code + "a"), pack.name


def _hero_line(path: Path, plain: list[tuple[int, str]], cards: list[Listed],
               catalog: Catalog) -> tuple[str, str, str]:
    """(identity code, the line's words, the deck's name): the first line that names an
    identity; the line before it, if any, is the deck's name. A card line may name the
    identity instead (``1x Nick Fury (aos, 34)``)."""
    lines = [(number, line) for number, line in plain if not HEADING.match(line)]
    for code in (c.code for c in cards):
        if code in catalog.facts and catalog.facts[code].type in IDENTITY_TYPES:
            return hero_face(code, catalog), catalog.facts[code].name, \
                lines[0][1] if lines else ""
    for index, (number, line) in enumerate(lines):
        words = re.sub(r"^hero\s*:\s*", "", line, flags=re.I)
        code = _identity_named(path, number, words, cards, catalog)
        if code:
            return code, words, lines[0][1] if index else ""
    return "", "", ""


def _identity_named(path: Path, number: int, words: str, cards: list[Listed],
                    catalog: Catalog) -> str:
    """The identity a hero line names ("Nick Fury", "Nick Fury (aos, 34)"), or ""."""
    suffix = PACK_SUFFIX.search(words)
    if suffix and suffix.group("position"):
        code, _pack = _code_at(suffix.group("pack"), int(suffix.group("position")), catalog)
        if code in catalog.facts and catalog.facts[code].type in IDENTITY_TYPES:
            return hero_face(code, catalog)
    title = PACK_SUFFIX.sub("", words).strip().casefold()
    found = sorted({hero_face(c.code, catalog) for c in catalog.facts.values()
                    if c.type in IDENTITY_TYPES and title in (c.name.casefold(),
                                                              c.title.casefold())})
    if len(found) > 1:  # two heroes share a title: the one whose own cards are listed
        sets = Counter(catalog.facts[c.code].set for c in cards if c.code in catalog.facts)
        best = max(sets[catalog.facts[code].set] for code in found)
        found = [code for code in found if sets[catalog.facts[code].set] == best]
        if len(found) > 1:
            raise DeckFileError(f'{path}:{number}: "{words}" names more than one hero '
                                f'({", ".join(found)}); add its pack, e.g. '
                                f'"{words} (core, 1)"')
    return found[0] if found else ""


def hero_face(code: str, catalog: Catalog) -> str:
    """An identity's hero side (the A side MarvelCDB names the deck by), given either side
    or a code without its side letter."""
    facts = catalog.facts
    if code not in facts and code + "a" in facts:
        code += "a"
    card: CardFacts | None = facts.get(code)
    if card is not None and card.type == "alter_ego":
        front = next((c.code for c in facts.values() if c.back == code), None)
        if front is not None:
            return front
    return code
