"""Generate ``content/champions/facts/<pack>.toml`` from the MarvelCDB reference JSON.

Only FACTS are copied (codes, names, types, stats, traits, icons, quantities,
sets, and the keywords a card has); the printed ``text`` and ``flavor`` fields
are never written. Keywords are recognised from the card's keyword line, which
is itself a fact ("has guard"), and written as structured data.

Usage: ``.venv/bin/python scripts/gen_champions_facts.py [REFERENCE_PACK_DIR]``
(defaults to /work/shared/reference/marvelsdb/pack). Rewrites the facts files;
the hand-written ability files in ``content/champions/<pack>.toml`` are untouched.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import tomli_w

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "content" / "champions" / "facts"

# Every encounter set and hero set the shipped decks and scenarios use.
SETS = {
    "black_widow_villain", "a.i.m._abduction", "a.i.m._science", "standard", "expert",
    "nick_fury", "nick_fury_nemesis", "maria_hill", "maria_hill_nemesis",
}
# Player cards outside the hero sets that the two AoS starter decks use.
EXTRA_CODES = {f"500{n:02d}" for n in range(12, 29)} | {f"500{n:02d}" for n in range(47, 59)}

STAT_FIELDS = {
    "cost": "cost", "attack": "attack", "thwart": "thwart", "defense": "defense",
    "recover": "recover", "health": "health", "hand_size": "hand_size", "scheme": "scheme",
    "attack_cost": "attack_consequential", "thwart_cost": "thwart_consequential",
    "boost": "boost", "base_threat": "base_threat", "escalation_threat": "acceleration",
    "threat": "target_threat", "stage": "stage",
}
FLAG_FIELDS = {
    "health_per_hero": "health_per_player", "is_unique": "unique", "boost_star": "boost_star",
    "permanent": "permanent",
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
    ]
]
USES = re.compile(r"Uses \((\d+) ([a-z-]+) counters?\)", re.I)
MAX_PER = re.compile(r"Max 1 per (player|deck|scheme)\.", re.I)
TEAM_UP = re.compile(r"Team-Up \(([^)]+) and ([^)]+)\)")


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


def keywords_of(text: str) -> dict[str, object]:
    found: dict[str, object] = {}
    plain = re.sub(r"<[^>]+>", "", text or "")
    for name, pattern in KEYWORD_PATTERNS:
        match = pattern.search(plain)
        if not match:
            continue
        if match.group("n"):
            value: object = int(match.group("n"))
            if match.group("pp"):
                value = f"{value} per player"
            found[name] = value
        else:
            found[name] = True
    if (uses := USES.search(plain)):
        found["uses"] = {"counter": uses.group(2).lower(), "count": int(uses.group(1))}
    if (limit := MAX_PER.search(plain)):
        found[f"max_per_{limit.group(1).lower()}"] = 1
    if (team := TEAM_UP.search(plain)):
        found["team_up"] = [team.group(1), team.group(2)]
    return found


def facts_of(card: dict, source: dict) -> dict[str, object]:
    merged = {**source, **card}
    out: dict[str, object] = {
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
    if merged.get("duplicate_of"):
        out["duplicate_of"] = merged["duplicate_of"]
    kws = keywords_of(merged.get("text") or "")
    kws.pop("permanent", None) if out.get("permanent") else None
    if kws:
        out["keywords"] = kws
    return out


def main(argv: list[str]) -> int:
    src = Path(argv[0]) if argv else Path("/work/shared/reference/marvelsdb/pack")
    every: dict[str, dict] = {}
    for path in sorted(src.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")):
            every[card["code"]] = card
    by_pack: dict[str, list[dict]] = {}
    for name in ("aos.json", "aos_encounter.json", "core_encounter.json"):
        for card in json.loads((src / name).read_text(encoding="utf-8")):
            if card.get("set_code") not in SETS and card["code"] not in EXTRA_CODES:
                continue
            source = every.get(card.get("duplicate_of", ""), {})
            pack = card["pack_code"]
            by_pack.setdefault(pack, []).append(facts_of(card, source))
    OUT.mkdir(parents=True, exist_ok=True)
    for pack, cards in by_pack.items():
        header = (f"# Card FACTS for pack {pack!r}, generated by scripts/gen_champions_facts.py\n"
                  "# from the MarvelCDB reference data. Do not edit: abilities live in\n"
                  f"# content/champions/{pack}.toml.\n\n")
        (OUT / f"{pack}.toml").write_text(header + tomli_w.dumps({"card": cards}), encoding="utf-8")
        print(f"{pack}: {len(cards)} cards")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
