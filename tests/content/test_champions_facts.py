"""scripts/gen_champions_facts.py: every pack's card facts, never the printed text."""

from __future__ import annotations

import importlib.util
import json
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def generator() -> ModuleType:
    """The script, loaded by path (scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location("gen_champions_facts",
                                                  ROOT / "scripts/gen_champions_facts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TEXT = "A sentence of printed rules text that must never reach a facts file."
FLAVOR = "A line of flavor text that must never reach a facts file either."


def reference(tmp_path: Path, packs: dict[str, list[dict[str, Any]]]) -> Path:
    """A MarvelCDB-shaped folder: packs.json and pack/<name>.json."""
    (tmp_path / "pack").mkdir()
    (tmp_path / "packs.json").write_text(json.dumps([
        {"code": "core", "name": "Core Set", "cgdb_id": 1},
        {"code": "aos", "name": "Agents of S.H.I.E.L.D.", "cgdb_id": 50},
        {"code": "ron", "name": "Ronan Modular Set", "cgdb_id": None}]))
    for name, cards in packs.items():
        (tmp_path / "pack" / f"{name}.json").write_text(json.dumps(cards))
    return tmp_path


def card(code: str, pack: str, name: str, text: str = TEXT, **more: Any) -> dict[str, Any]:
    return {"code": code, "pack_code": pack, "name": name, "type_code": "resource",
            "faction_code": "basic", "quantity": 1, "position": int(code[2:5]),
            "text": text, "flavor": FLAVOR, "illustrator": "someone", **more}


def written(out: dict[str, str]) -> dict[str, dict[str, Any]]:
    cards = {}
    for name, text in out.items():
        if name.startswith("facts/"):
            cards.update({c["code"]: c for c in tomllib.loads(text)["card"]})
    return cards


def test_a_reprint_keeps_duplicate_of_and_no_text_or_flavor_is_written(tmp_path: Path) -> None:
    """A reprint record holds only its code, pack and quantity: its facts come from the card
    it reprints, and ``duplicate_of`` names that card so a deck counts both as one title.
    The printed text and flavor of neither reach any file."""
    src = reference(tmp_path, {
        "core": [card("01088", "core", "Energy", "Max 1 per deck. " + TEXT,
                      resource_energy=2)],
        "aos": [{"code": "50025", "duplicate_of": "01088", "pack_code": "aos",
                 "position": 25, "quantity": 1},
                {"code": "50099", "duplicate_of": "15030", "pack_code": "aos",
                 "position": 99, "quantity": 1}]})
    out = generator().generate(src)
    cards = written(out)
    assert cards["50025"]["duplicate_of"] == "01088"
    assert cards["50025"]["name"] == "Energy" and cards["50025"]["pack"] == "aos"
    assert cards["50025"]["resources"] == {"energy": 2}
    assert cards["50025"]["keywords"] == {"max_per_deck": 1}
    assert "duplicate_of" not in cards["01088"]
    assert "50099" not in cards  # reprints a card no pack file holds: no title to give it
    for text in out.values():
        assert TEXT not in text and FLAVOR not in text and "someone" not in text
    for facts in cards.values():
        assert not {"text", "flavor", "illustrator", "position"} & set(facts)


def test_setup_linked_ally_limit_and_counter_caps_are_facts(tmp_path: Path) -> None:
    """RRG SETUP (KEYWORD) is the keyword "Setup." (a "Setup:" ability is not); RRG LINKED
    names the card that brings it in, written as that card's code; the ally limit and the
    counter caps keep their per-player icons as "N per player"."""
    src = reference(tmp_path, {"aos": [
        card("50201", "aos", "Gadget", "Setup. Max 3 skill counters here."),
        card("50202", "aos", "Scheme", "Setup: search the deck for a thing.",
             type_code="main_scheme", faction_code="encounter"),
        card("50203", "aos", "Pal", "Linked (Brute minion). Does not count against your "
             "ally limit.", type_code="ally"),
        card("50204", "aos", "Brute", "Guard.", type_code="minion", faction_code="encounter"),
        card("50205", "aos", "Base", "Increase your ally limit by 1. Max 2 per deck.",
             type_code="support"),
        card("50206", "aos", "Crowd", "Uses (2[per_hero] noise counters). Max 1[per_hero] "
             "synergy counters here.", type_code="environment", faction_code="encounter",
             health_per_group=True, base_threat_per_group=True, threat_per_group=True),
        card("50207", "aos", "Chief", "", type_code="hero", faction_code="hero",
             deck_options=[{"name_limit": 3, "trait": ["Spy"], "type": ["support"],
                            "use_deck_limit": True}]),
    ]})
    cards = written(generator().generate(src))
    assert cards["50201"]["keywords"] == {"setup": True,
                                          "counter_max": {"counter": "skill", "count": 3}}
    assert "keywords" not in cards["50202"]
    assert cards["50203"]["keywords"] == {"linked": "50204", "outside_ally_limit": True}
    assert cards["50205"]["keywords"] == {"ally_limit_bonus": 1, "max_per_deck": 2}
    assert cards["50206"]["keywords"] == {
        "uses": {"counter": "noise", "count": "2 per player"},
        "counter_max": {"counter": "synergy", "count": "1 per player"}}
    assert cards["50206"]["health_per_group"] and cards["50206"]["base_threat_per_group"]
    assert cards["50206"]["target_threat_per_group"]
    assert cards["50207"]["deck_options"] == [{"titles": 3, "trait": ["Spy"],
                                               "type": ["support"]}]


def test_an_allowance_the_generator_cannot_translate_stops_it(tmp_path: Path) -> None:
    src = reference(tmp_path, {"aos": [card("50207", "aos", "Chief", "", type_code="hero",
                                            deck_options=[{"level": {"min": 0}}])]})
    with pytest.raises(SystemExit, match="card 50207: deck_options key"):
        generator().generate(src)


def test_packs_give_their_number() -> None:
    """A card code is the pack number and the card's position (01003: Core Set card 3)."""
    packs = tomllib.loads((ROOT / "content/champions/packs.toml").read_text())["pack"]
    by_code = {p["code"]: p for p in packs}
    assert by_code["core"] == {"code": "core", "name": "Core Set", "number": 1}
    assert by_code["aos"]["number"] == 50


REFERENCE = Path("/work/shared/reference/marvelsdb")


@pytest.mark.skipif(not REFERENCE.exists(), reason="the MarvelCDB reference copy is absent")
def test_the_committed_facts_are_what_the_generator_writes() -> None:
    """Every pack of the reference is written (rerun the script after changing it), and no
    card's printed text or flavor is in any file."""
    out = generator().generate(REFERENCE)
    committed = {f"facts/{p.name}": p.read_text(encoding="utf-8")
                 for p in sorted((ROOT / "content/champions/facts").glob("*.toml"))}
    for name in ("packs.toml", "sets.toml"):
        committed[name] = (ROOT / "content/champions" / name).read_text(encoding="utf-8")
    assert committed == out
    assert {"facts/core.toml", "facts/aos.toml", "facts/tt.toml", "facts/synthezoid.toml",
            "facts/cw.toml"} <= set(out)
    everything = "\n".join(out.values())
    for path in sorted((REFERENCE / "pack").glob("*.json")):
        for record in json.loads(path.read_text(encoding="utf-8")):
            for field in ("text", "flavor"):
                for line in (record.get(field) or "").splitlines():
                    if len(line) > 40:  # a keyword line is a fact; a sentence of text is not
                        assert line not in everything, (record["code"], field)
