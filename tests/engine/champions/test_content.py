"""The content loader: facts + behaviour files, and errors as path:line: card CODE: what."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from content import content_path
from content.champions.schema import check_champions, coverage, load_catalog
from content.errors import ContentError
from engine.champions.language.text import render_card


def copy_content(tmp_path: Path) -> Path:
    root = tmp_path / "champions"
    shutil.copytree(content_path("champions"), root, ignore=shutil.ignore_patterns("*.py"))
    return root


def test_shipped_content_loads() -> None:
    assert check_champions() > 90
    counts = coverage()
    assert counts["sets"]["standard"]["faces"] == 5


def test_a_hook_nothing_provides_stops_the_game_from_starting() -> None:
    """Cards name hooks by string (nested effects too): content naming one that nothing
    registered is refused when a game starts, in one line naming the card and the hook."""
    import dataclasses

    from engine.champions import ChampionsGame
    from engine.core import HelicarrierError

    shipped = load_catalog()
    like = shipped.cards["01186"]
    ability = dataclasses.replace(like.abilities[0], effects=(
        {"if": {"did": True}, "then": [{"hook": "no_such_hook"}]},))
    bad = dataclasses.replace(like, abilities=(ability,))
    cards = dataclasses.replace(shipped, cards={**shipped.cards, "01186": bad})
    setup = {"scenario": "black-widow", "heroes": ["nick-fury"]}
    ChampionsGame(setup, 1, shipped)  # the shipped content names none it lacks
    with pytest.raises(HelicarrierError, match="card 01186: hook 'no_such_hook'"):
        ChampionsGame(setup, 1, cards)


def test_text_is_rendered_not_copied() -> None:
    """Card text comes from the ability data (our words)."""
    text = render_card(load_catalog().cards["01187"])
    assert text == ("When revealed (alter-ego): This card gains surge.\n"
                    "When revealed (hero): The villain attacks you.")


@pytest.mark.parametrize(("code", "said"), [
    # Spray Fire: the choice's effects, and the attack's ranged tag, are said
    ("50039", "Choose a player: attack: deal 3 damage to each enemy engaged with that "
              "player (ranged)."),
    # Fury's Flying Car readies Nick Fury (the identity), not "it"
    ("50040", "-> Ready your identity; then your identity gains the Aerial trait"),
    # Prism Dust confuses the minion that entered play, not you
    ("50052", "-> Give that card a confused status card; then deal 2 damage to that enemy."),
])
def test_card_text_says_what_the_engine_does(code: str, said: str) -> None:
    """The text is rendered from the same data the engine runs, so it must name the same
    targets: these said "Choose a player." (dropping what follows), "Ready it" and "You
    are confused" while the engine hit every enemy, readied the identity and confused the
    minion (card facts: MarvelCDB aos 50039, 50040, 50052)."""
    assert said in render_card(load_catalog().cards[code])


def replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("old, new, message", [
    ('automation = "full"\n[[card.ability]]\ntrigger = "when_revealed"\neffects = '
     '[{ villain_schemes = true }]', 'automation = "sometimes"', 'card 01186: field '
     '"automation" is \'sometimes\''),
    ('effects = [{ villain_schemes = true }]', 'effects = [{ explode = true }]',
     "card 01186: effect"),
    ('trigger = "when_revealed"\neffects = [{ villain_schemes = true }]',
     'trigger = "whenever"\neffects = [{ villain_schemes = true }]', 'field "trigger"'),
])
def test_bad_behaviour_file_names_file_line_and_card(tmp_path: Path, old: str, new: str,
                                                     message: str) -> None:
    root = copy_content(tmp_path)
    replace(root / "core.toml", old, new)
    with pytest.raises(ContentError) as info:
        load_catalog(root)
    assert str(info.value).startswith(f"{root / 'core.toml'}:")
    assert message in str(info.value)


@pytest.mark.parametrize("file, new, old, code, message", [
    ("core.toml", '{ exhaust = true, target = "your_identity" }', '{ exhaust = "your_identity" }',
     "01191", 'effect "exhaust" is exhaust = true with a target'),
    ("aos.toml", '{ cancel = true }, { discard = true, target = "self" }',
     "{ cancel = true }, { discard = true }", "50028",
     'effect "discard" is discard = true with a target'),
    ("aos.toml", '{ damage = 2, target = { type = "enemy" } }', '{ damage = 2, target = "enemy" }',
     "50057", 'effect "damage": target "enemy" is not a target word; write '
              'target = { type = "enemy" }'),
    ("aos.toml", 'per_player = true, target = "main_scheme"', 'per_player = true, on = "main"',
     "50065", 'effect "place_threat" says where with target'),
    ("aos.toml", '{ place_threat = 1, target = { type = "scheme" }, each = true }',
     '{ place_threat = 1, target = "each_scheme" }', "50077",
     'target "each_scheme" is not a target word; write target = { type = "scheme" }, each = true'),
    ("aos.toml", 'target = { type = "support", controller = "you" }, each = true',
     'target = "each_support_you_control"', "50029",
     'target "each_support_you_control" is not a target word'),
    ("aos.toml", "{ effects = [{ remove_threat = 4 }] }",  # nested in "choose one"
     '{ effects = [{ remove_threat = 4, target = "scheme" }] }', "50009",
     'target "scheme" is not a target word; write target = { type = "scheme" }'),
], ids=["exhaust-word", "discard-without-target", "enemy", "on-main", "each-scheme",
        "each-support", "nested-scheme"])
def test_the_first_vocabulary_spellings_are_refused(tmp_path: Path, file: str, new: str,
                                                    old: str, code: str, message: str) -> None:
    """Targets have one spelling (content/champions/README.md, Targets): an old word, ``on``
    for place_threat or exhaust/discard without a target is refused in one line naming the
    file, the line and the card, with what to write instead."""
    root = copy_content(tmp_path)
    replace(root / file, new, old)
    with pytest.raises(ContentError) as info:
        load_catalog(root)
    said = str(info.value)
    assert re.fullmatch(rf"{re.escape(str(root / file))}:\d+: card {code}: .+", said), said
    assert message in said


def test_card_without_behaviour_is_an_error(tmp_path: Path) -> None:
    root = copy_content(tmp_path)
    text = (root / "core.toml").read_text(encoding="utf-8")
    cut = text.index('[[card]]\ncode = "01193"')
    (root / "core.toml").write_text(text[:cut], encoding="utf-8")
    with pytest.raises(ContentError, match=r"facts/core.toml:\d+: card 01193: has facts but "):
        load_catalog(root)


def test_a_pack_may_keep_its_behaviour_in_one_file_per_set(tmp_path: Path) -> None:
    """``<pack>/*.toml`` files add to ``<pack>.toml``: a card moved there loads the same, a
    card in both is described twice, and a missing one names every file it could be in."""
    root = copy_content(tmp_path)
    text = (root / "core.toml").read_text(encoding="utf-8")
    cut = text.index('[[card]]\ncode = "01193"')
    (root / "core").mkdir(exist_ok=True)  # (the Core Set's player cards live there too)
    (root / "core" / "standard.toml").write_text(text[cut:], encoding="utf-8")
    (root / "core.toml").write_text(text[:cut], encoding="utf-8")
    assert load_catalog(root).cards["01193"] == load_catalog().cards["01193"]
    (root / "core.toml").write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match=r"core/standard.toml:\d+: card 01193: is described "
                                           "twice"):
        load_catalog(root)
    (root / "core" / "standard.toml").write_text("", encoding="utf-8")
    (root / "core.toml").write_text(text[:cut], encoding="utf-8")
    with pytest.raises(ContentError, match=r"card 01193: has facts but no entry in core.toml "
                                           r"or (core/\w+.toml or )*core/standard.toml"):
        load_catalog(root)


def test_facts_without_behaviour_are_known_but_not_shipped() -> None:
    """Every pack's facts load (deck import reads titles and reprints from them), but a
    card without behaviour is no face: no game deals it and coverage does not count it.
    Thor (06001a, the Thor hero pack) is a fact only: no behaviour file writes that pack
    (the Core Set heroes, issue 24, are shipped now; the Green Goblin pack has no facts)."""
    loaded = load_catalog()
    thor = loaded.facts["06001a"]
    assert (thor.name, thor.type, thor.pack, thor.set) == ("Thor", "hero", "thor", "thor")
    assert "06001a" not in loaded.cards
    assert loaded.facts["50025"].duplicate_of == "01088"  # the AoS Energy reprints Core's
    assert "50025" in loaded.cards and "01088" in loaded.cards  # both printings ship
    pack = [c for c in loaded.facts.values() if c.pack == "thor"]  # a pack nobody ships
    assert pack and not any(c.code in loaded.cards for c in pack)
    assert set(loaded.cards) < set(loaded.facts)
    assert coverage(loaded)["faces"] == len(loaded.cards)
    assert loaded.packs["aos"].number == 50


def test_a_reprint_of_an_unknown_card_is_an_error(tmp_path: Path) -> None:
    root = copy_content(tmp_path)
    replace(root / "facts/aos.toml", 'duplicate_of = "01088"', 'duplicate_of = "01999"')
    with pytest.raises(ContentError, match="card 50025: duplicate_of names unknown card code"):
        load_catalog(root)


def test_a_type_the_engine_cannot_play_is_a_fact_only(tmp_path: Path) -> None:
    """A Civil War leader may be a fact, but giving one behaviour is refused in one line."""
    root = copy_content(tmp_path)
    leader = next(c for c in load_catalog().facts.values() if c.type == "leader")
    (root / f"{leader.pack}.toml").write_text(
        f'[[card]]\ncode = "{leader.code}"\nautomation = "manual"\nmanual = "By hand."\n',
        encoding="utf-8")
    with pytest.raises(ContentError, match=rf"card {leader.code}: a \"leader\" card cannot "):
        load_catalog(root)


def test_manual_card_needs_a_description(tmp_path: Path) -> None:
    slingshot = 'code = "50013"\nname = "Slingshot"\nautomation = "full"'
    partial = 'code = "50013"\nname = "Slingshot"\nautomation = "partial"'
    root = copy_content(tmp_path)
    replace(root / "aos.toml", slingshot, partial + '\nxnote = "by hand"')
    with pytest.raises(ContentError, match='card 50013: unknown field "xnote"'):
        load_catalog(root)
    root = copy_content(tmp_path / "again")
    replace(root / "aos.toml", slingshot, partial)
    with pytest.raises(ContentError, match='card 50013: a "partial" card needs "manual"'):
        load_catalog(root)
    root = copy_content(tmp_path / "described")
    replace(root / "aos.toml", slingshot, partial + '\nmanual = "Resolve it by hand."')
    assert load_catalog(root).cards["50013"].manual == "Resolve it by hand."


def test_bad_deck_entry(tmp_path: Path) -> None:
    root = copy_content(tmp_path)
    replace(root / "decks.toml", '"50037" = 2', '"59999" = 2')
    with pytest.raises(ContentError, match=r"decks.toml:\d+: deck nick-fury: unknown card"):
        load_catalog(root)


def test_every_card_renders_some_text() -> None:
    """Every card face says what the engine does with it (keywords, rules, abilities)."""
    for card in load_catalog().cards.values():
        assert render_card(card), card.code


def test_no_card_text_shows_raw_data() -> None:
    """An effect without a sentence fell back to its data: Masterplan read "then if you
    do, {'reveal': 'it'}". Every face's text is words only."""
    for card in load_catalog().cards.values():
        text = render_card(card)
        assert "{" not in text and "(unknown hook" not in text, (card.code, text)


def test_coverage_json_counts_every_face_once() -> None:
    """Issue 13, coverage in one vocabulary: data + hook + partial + manual = faces,
    overall and per set, and the sets add up to the whole."""
    counts = coverage()
    levels = ("data", "hook", "partial", "manual")
    assert sum(counts[k] for k in levels) == counts["faces"] == len(load_catalog().cards)
    for row in counts["sets"].values():
        assert sum(row[k] for k in levels) == row["faces"]
    for key in ("faces", *levels):
        assert sum(row[key] for row in counts["sets"].values()) == counts[key]


def test_a_face_the_rules_modules_name_is_not_counted_as_data() -> None:
    """Coverage cannot claim "data" for a face that a rules module handles by its card
    code: every code written in engine/champions outside the card package, the bot and the
    fuzzer belongs to a face counted as "hook" (its ``rules`` text says what the engine
    does)."""
    import re

    from content.champions.schema import face_level

    engine = Path(__file__).resolve().parents[3] / "engine" / "champions"
    rules = [p for p in engine.glob("*.py") if not p.name.startswith(("bot", "fuzz"))]
    cards = load_catalog().cards
    named: set[str] = set()
    for path in rules:
        named |= set(re.findall(r"[\"'](\d{5}[ab]?)[\"']", path.read_text(encoding="utf-8")))
    wrong = sorted(code for prefix in named for code, card in cards.items()
                   if (code == prefix or (len(prefix) == 5 and code[:5] == prefix))
                   and face_level(card) == "data")
    assert not wrong, f"faces handled in rules modules but counted as data: {wrong}"


def rules_modules() -> list[Path]:
    """Everything under engine/champions but the card and scenario packages, the bot and
    the fuzzer (issue 13: "rules modules name no card and no scenario")."""
    engine = Path(__file__).resolve().parents[3] / "engine" / "champions"
    return [p for p in sorted(engine.glob("*.py")) if not p.name.startswith("fuzz")]


def test_rules_modules_name_no_card_and_no_scenario() -> None:
    """Issue 13 item 3: no card code, card name or scenario key or name in a rules module
    (strings, docstrings and comments included)."""
    from tests.engine.champions.test_ai_hints import card_mentions

    found = [f"{path.name}: {m}" for path in rules_modules()
             for m in card_mentions(path.read_text(encoding="utf-8"))]
    assert found == []
