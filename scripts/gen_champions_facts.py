"""Generate ``content/champions/facts/<pack>.toml`` and ``packs.toml`` from MarvelCDB JSON.

Every pack file of the reference folder is read once and every card of it is written,
one facts file per pack. Only FACTS are copied (codes, names, types, stats, traits,
icons, quantities, sets, which card a reprint reprints, the keywords a card has, the
counters it caps and the deckbuilding options an identity opens); the printed ``text``
and ``flavor`` fields are never written. Keywords are recognised from the card's keyword
line, which is itself a fact ("has guard"), and written as structured data.

A card whose pack has no behaviour entry for it (``content/champions/<pack>.toml``) is a
fact only: the loader keeps it for deck import (titles, reprints, aspects) but it is not a
shipped face and no game uses it (content/champions/schema.py).

``sets.toml`` lists every encounter and card set of ``sets.json`` (code, name, kind:
villain, modular, nemesis, standard...): a modular set we ship is one any scenario may
use (content/champions/setup.py).

``packs.toml`` lists every pack of ``packs.json`` (code, name, number): a MarvelCDB card
code is the pack's number and the card's position (``01003`` is Core Set card 3), so a
deck import can say which pack a card we do not have comes from.

Usage: ``.venv/bin/python scripts/gen_champions_facts.py [REFERENCE_DIR]`` (defaults to
/work/shared/reference/marvelsdb, which holds ``packs.json`` and ``pack/*.json``).
Rewrites the facts files; the hand-written ability files are untouched.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import tomli_w

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "content" / "champions"
REFERENCE = Path("/work/shared/reference/marvelsdb")

STAT_FIELDS = {
    "cost": "cost", "attack": "attack", "thwart": "thwart", "defense": "defense",
    "recover": "recover", "health": "health", "hand_size": "hand_size", "scheme": "scheme",
    "attack_cost": "attack_consequential", "thwart_cost": "thwart_consequential",
    "boost": "boost", "base_threat": "base_threat", "escalation_threat": "acceleration",
    "threat": "target_threat", "stage": "stage",
}
# MarvelCDB's icon flags: a per-player icon ([per_hero]) or, in epic play, a per-group one
# beside a printed number, and "fixed" (no per-player icon where one is usual).
FLAG_FIELDS = {
    "health_per_hero": "health_per_player", "is_unique": "unique", "boost_star": "boost_star",
    "permanent": "permanent", "health_per_group": "health_per_group",
    "threat_per_group": "target_threat_per_group",
    "base_threat_per_group": "base_threat_per_group",
}
KEYWORD_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (name, re.compile(rf"(^|\.\s|\n){label}(\s(?P<n>-?\d+)(?P<pp>\[per_hero\])?)?\.", re.I))
    for name, label in [
        ("guard", "Guard"), ("surge", "Surge"), ("quickstrike", "Quickstrike"),
        ("toughness", "Toughness"), ("patrol", "Patrol"), ("vulnerable", "Vulnerable"),
        ("permanent", "Permanent"), ("retaliate", "Retaliate"), ("hinder", "Hinder"),
        ("incite", "Incite"), ("steady", "Steady"), ("stalwart", "Stalwart"),
        ("victory", "Victory"), ("villainous", "Villainous"), ("overkill", "Overkill"),
        ("piercing", "Piercing"), ("ranged", "Ranged"), ("form", "Suit form"),
        # RRG SETUP (KEYWORD): the card begins the game in play. "Setup:" (a colon) is a
        # triggered ability instead, which the pattern's closing period leaves out.
        ("setup", "Setup"),
    ]
]
PER_PLAYER = r"(?P<pp>\s?\[per_hero\])?"
USES = re.compile(rf"Uses \((?P<n>\d+){PER_PLAYER} (?P<counter>[a-z-]+) counters?\)", re.I)
# "Max 3 skill counters here.": a cap on one kind of counter on this card
COUNTER_MAX = re.compile(rf"Max (?P<n>\d+){PER_PLAYER} (?P<counter>[a-z-]+) counters? here\.",
                         re.I)
MAX_PER = re.compile(r"Max (\d+) per (player|deck|scheme)\.", re.I)
TEAM_UP = re.compile(r"Team-Up \(([^)]+) and ([^)]+)\)")
LINKED = re.compile(r"(^|\.\s|\n)Linked \((?P<named>[^)]+)\)\.")
OUTSIDE_ALLY_LIMIT = re.compile(r"Does not count against your ally limit\.", re.I)
ALLY_LIMIT_BONUS = re.compile(r"Increase your ally limit by (\d+)\.", re.I)
TYPE_WORDS = ("minion", "ally", "villain", "treachery", "attachment", "environment",
              "side scheme", "main scheme", "upgrade", "support", "event", "obligation")
# MarvelCDB ``deck_options`` keys we translate (an identity's deckbuilding allowance); any
# other key stops the generator, so a new kind of allowance is read before it is written.
DECK_OPTION_KEYS = {"name_limit", "trait", "type", "faction", "use_deck_limit"}

ACRONYMS = ("S.H.I.E.L.D.", "A.I.M.")


def split_traits(text: str) -> list[str]:
    """"S.H.I.E.L.D. Spy." -> ["S.H.I.E.L.D.", "Spy"] (acronyms keep their dots)."""
    for n, acronym in enumerate(ACRONYMS):
        text = text.replace(acronym, f"@{n}@.")
    out = []
    for part in text.split("."):
        part = part.strip()
        for n, acronym in enumerate(ACRONYMS):
            part = part.replace(f"@{n}@", acronym)
        if part:
            out.append(part)
    return out


def _count(match: re.Match[str]) -> int | str:
    """A printed number, "N per player" when a per-player icon follows it."""
    value = int(match.group("n"))
    return f"{value} per player" if match.group("pp") else value


def keywords_of(text: str) -> dict[str, Any]:
    found: dict[str, Any] = {}
    plain = re.sub(r"<[^>]+>", "", text or "")
    for name, pattern in KEYWORD_PATTERNS:
        match = pattern.search(plain)
        if not match:
            continue
        found[name] = _count(match) if match.group("n") else True
    if (uses := USES.search(plain)):
        found["uses"] = {"counter": uses.group("counter").lower(), "count": _count(uses)}
    if (cap := COUNTER_MAX.search(plain)):
        found["counter_max"] = {"counter": cap.group("counter").lower(), "count": _count(cap)}
    if (limit := MAX_PER.search(plain)):
        found[f"max_per_{limit.group(2).lower()}"] = int(limit.group(1))
    if (team := TEAM_UP.search(plain)):
        found["team_up"] = [team.group(1), team.group(2)]
    if (linked := LINKED.search(plain)):
        found["linked"] = linked.group("named")  # a title, resolved to a code by link_codes
    if OUTSIDE_ALLY_LIMIT.search(plain):
        found["outside_ally_limit"] = True
    if (bonus := ALLY_LIMIT_BONUS.search(plain)):
        found["ally_limit_bonus"] = int(bonus.group(1))
    return found


def deck_options_of(options: list[dict[str, Any]], code: str) -> list[dict[str, Any]]:
    """MarvelCDB's deckbuilding allowance of an identity, in our field names: ``titles``
    (how many different titles), ``trait``/``type``/``aspect`` (what the card must be)."""
    out = []
    for option in options:
        unknown = set(option) - DECK_OPTION_KEYS
        if unknown:
            raise SystemExit(f"card {code}: deck_options key(s) {sorted(unknown)} are not "
                             "translated yet (scripts/gen_champions_facts.py)")
        ours: dict[str, Any] = {}
        if "name_limit" in option:
            ours["titles"] = option["name_limit"]
        for key, name in (("trait", "trait"), ("type", "type"), ("faction", "aspect")):
            if option.get(key):
                ours[name] = list(option[key])
        out.append(ours)
    return out


def facts_of(card: dict[str, Any], source: dict[str, Any]) -> dict[str, Any]:
    """The facts of one MarvelCDB record; ``source`` is the card a reprint reprints."""
    merged = {**source, **card}
    out: dict[str, Any] = {
        "code": merged["code"], "name": merged.get("name", source.get("name", "")),
        "type": merged["type_code"], "pack": card["pack_code"],
        "set": merged.get("set_code", ""), "faction": merged.get("faction_code", ""),
        "quantity": card.get("quantity", 1),
    }
    if merged.get("subname"):
        out["subname"] = merged["subname"]
    for key, name in STAT_FIELDS.items():
        value = merged.get(key)
        if value is not None:
            out[name] = value
    for key, name in FLAG_FIELDS.items():
        if merged.get(key):
            out[name] = True
    if merged.get("base_threat_fixed"):
        out["base_threat_fixed"] = True
    resources = {k: merged[f"resource_{k}"] for k in ("energy", "mental", "physical", "wild")
                 if merged.get(f"resource_{k}")}
    if resources:
        out["resources"] = resources
    icons = {k: merged[f"scheme_{k}"] for k in ("acceleration", "amplify", "crisis", "hazard")
             if merged.get(f"scheme_{k}")}
    if icons:
        out["icons"] = icons
    if merged.get("traits"):
        out["traits"] = split_traits(merged["traits"])
    if merged.get("back_link"):
        out["back"] = merged["back_link"]
    if card.get("duplicate_of"):
        out["duplicate_of"] = card["duplicate_of"]
    kws = keywords_of(merged.get("text") or "")
    kws.pop("permanent", None) if out.get("permanent") else None
    if kws:
        out["keywords"] = kws
    if merged.get("deck_options"):
        out["deck_options"] = deck_options_of(merged["deck_options"], merged["code"])
    return out


def link_codes(cards: list[dict[str, Any]]) -> None:
    """``linked = "Absorbing Man minion"`` -> the code of that card in the same pack (the
    card that brings the linked card into play, RRG LINKED), as the loader reads it."""
    for card in cards:
        named = card.get("keywords", {}).get("linked")
        if named is None:
            continue
        title, kind = named, ""
        for word in TYPE_WORDS:
            if named.lower().endswith(" " + word):
                title, kind = named[:-len(word) - 1], word.replace(" ", "_")
        found = [c["code"] for c in cards if c["pack"] == card["pack"] and c["name"] == title
                 and (not kind or c["type"] == kind) and c["code"] != card["code"]]
        if len(found) != 1:
            raise SystemExit(f"card {card['code']}: linked names {named!r}, which matches "
                             f"{len(found)} cards of pack {card['pack']}")
        card["keywords"]["linked"] = found[0]


def packs_of(reference: Path) -> list[dict[str, Any]]:
    packs = json.loads((reference / "packs.json").read_text(encoding="utf-8"))
    return [{"code": p["code"], "name": p["name"], **({"number": p["cgdb_id"]}
                                                       if p.get("cgdb_id") else {})}
            for p in sorted(packs, key=lambda p: (p.get("cgdb_id") or 999, p["code"]))]


def sets_of(reference: Path) -> list[dict[str, Any]]:
    path = reference / "sets.json"
    if not path.exists():
        return []
    sets = json.loads(path.read_text(encoding="utf-8"))
    return [{"code": s["code"], "name": s["name"], "kind": s["card_set_type_code"]}
            for s in sorted(sets, key=lambda s: s["code"])]


def generate(reference: Path) -> dict[str, str]:
    """File name (relative to content/champions) -> text, for every file this writes."""
    records: list[dict[str, Any]] = []
    for path in sorted((reference / "pack").glob("*.json")):
        records += json.loads(path.read_text(encoding="utf-8"))
    every = {card["code"]: card for card in records}
    facts = []
    for card in records:
        source = every.get(card.get("duplicate_of", ""), {})
        if card.get("duplicate_of") and not source:
            continue  # a reprint of a card no pack file holds: no title, so no facts
        facts.append(facts_of(card, source))
    link_codes(facts)
    by_pack: dict[str, list[dict[str, Any]]] = {}
    for card in facts:
        by_pack.setdefault(card["pack"], []).append(card)
    out = {}
    for pack, cards in sorted(by_pack.items()):
        header = (f"# Card FACTS for pack {pack!r}, generated by scripts/gen_champions_facts.py\n"
                  "# from the MarvelCDB reference data. Do not edit: abilities live in\n"
                  f"# content/champions/{pack}.toml (a card without an entry there is a fact\n"
                  "# only: known to deck import, not playable yet).\n\n")
        out[f"facts/{pack}.toml"] = header + tomli_w.dumps({"card": cards})
    out["packs.toml"] = ("# Every MarvelCDB pack (code, name, number), generated by\n"
                         "# scripts/gen_champions_facts.py from packs.json. A card code is the\n"
                         "# pack number and the card's position: 01003 is Core Set card 3.\n\n"
                         + tomli_w.dumps({"pack": packs_of(reference)}))
    out["sets.toml"] = ("# Every MarvelCDB card set (code, name, kind), generated by\n"
                        "# scripts/gen_champions_facts.py from sets.json. A card's `set` is one\n"
                        "# of these codes; a modular set we ship may join any scenario.\n\n"
                        + tomli_w.dumps({"set": sets_of(reference)}))
    return out


def main(argv: list[str]) -> int:
    reference = Path(argv[0]) if argv else REFERENCE
    for name, text in generate(reference).items():
        path = OUT / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote content/champions/{name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
