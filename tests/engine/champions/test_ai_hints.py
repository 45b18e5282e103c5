"""The hero bot knows cards only through hint data (issue 13 item 3): engine/champions/ai
names no card code, card name or scenario key; content/champions/hints/*.toml is checked
on load; each hint word the content accepts is one the bot acts on."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

import engine.champions.ai as ai
from content.champions import hints as content_hints
from content.champions.schema import catalog
from content.check import check_all
from content.errors import ContentError
from engine.champions.ai import cards as ai_cards
from engine.champions.ai import prompts, reading
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import start, take

AI_DIR = Path(ai.__file__).parent


def card_mentions(source: str) -> list[str]:
    """Card codes, card names or titles, scenario keys and names written in the strings,
    docstrings and comments of ``source`` (whole words, case as printed)."""
    cards = catalog()
    codes = set(cards.cards)
    words = {c.name for c in cards.cards.values()} | {c.title for c in cards.cards.values()}
    words |= {s.name for s in cards.scenarios.values()} | set(cards.scenarios)
    pattern = re.compile(r"(?<![\w.-])(" + "|".join(
        re.escape(w) for w in sorted(words, key=len, reverse=True)) + r")(?![\w-])")
    found: list[str] = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type not in (tokenize.STRING, tokenize.COMMENT):
            continue
        found += [c for c in re.findall(r"\d{5}[ab]?", token.string) if c in codes]
        found += pattern.findall(token.string)
    return found


def test_the_scanner_finds_codes_names_and_scenario_keys() -> None:
    """The check below can fail: the old bot's way of writing card knowledge is caught."""
    source = ('MAD = "50085"  # Mad Science\n'
              'if prompt.startswith("The Iliad"):\n'
              '    x = f"{key}: black-widow"\n'
              'note = "an energy resource"\n')
    assert card_mentions(source) == ["50085", "Mad Science", "The Iliad", "black-widow"]


@pytest.mark.parametrize("path", sorted(AI_DIR.glob("*.py")), ids=lambda p: p.name)
def test_the_bot_names_no_card_and_no_scenario(path: Path) -> None:
    """Issue 13 item 3: the bot's per-card knowledge is content data (hints per card), so
    no module of engine/champions/ai names a card code, card name or scenario."""
    assert card_mentions(path.read_text(encoding="utf-8")) == []


def test_every_hint_word_is_one_the_bot_acts_on() -> None:
    """The content accepts exactly the choice answers the bot implements, and every
    ``play``/``act_when`` word is read by the bot (a word it ignores would be a silent
    no-op in data)."""
    assert set(prompts.CHOICES) == set(content_hints.CHOICES)
    source = (AI_DIR / "bot.py").read_text(encoding="utf-8")
    for word in content_hints.PLAY + content_hints.ACT_WHEN:
        assert f'"{word}"' in source, word


def test_the_shipped_hints_load_and_are_part_of_content_check() -> None:
    loaded = content_hints.load_hints()
    assert loaded["50009"].worth == 8.0 and loaded["50009"].choice == "scheme_hero_or_enemy"
    assert ("champions/hints", len(loaded)) in check_all()


@pytest.mark.parametrize(("body", "message"), [
    ('code = "99999"\n', 'hints/x.toml:2: card 99999: no such card in the catalog'),
    ('code = "50009"\nname = "The Odyssey"\n',
     'hints/x.toml:3: card 50009: name "The Odyssey" does not match the facts ("The Iliad")'),
    ('code = "50009"\nworth = "high"\n',
     'hints/x.toml:3: card 50009: field "worth" must be an integer or a number'),
    ('code = "50009"\nchoice = "guess"\n', 'hints/x.toml:3: card 50009: field "choice" is '
     "'guess'; expected one of done"),
    ('code = "50009"\nvalue = 3\n', 'hints/x.toml:3: card 50009: unknown field "value"'),
    ('code = "50009"\nact_when = "threat"\n',
     'hints/x.toml:3: card 50009: "act_when" needs "act"'),
    ('code = "50009"\ndamage = 2\n',
     'hints/x.toml:3: card 50009: "damage" is for an event with play = "attack"'),
    ('code = "50009"\n\n[[card]]\ncode = "50009"\n', 'hints/x.toml:5: card 50009: has hints '
     "twice"),
])
def test_a_bad_hint_is_one_line_naming_file_line_and_card(tmp_path: Path, body: str,
                                                          message: str) -> None:
    (tmp_path / "hints").mkdir()
    (tmp_path / "hints" / "x.toml").write_text("[[card]]\n" + body, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        content_hints.load_hints(tmp_path, catalog())
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_question_is_matched_to_the_card_whose_name_starts_it() -> None:
    """The longest card name wins ("Nick Fury, Sr." over "Nick Fury"); the name must
    start the prompt's first clause (before its colon, one sentence); a card without a
    choice hint matches nothing."""
    assert prompts.card_choice("Nick Fury, Sr.: choose one.") == "thwart_if_urgent"
    assert prompts.card_choice("Assault suit: remove up to 3 threat?") == "most"
    assert prompts.card_choice("Nick Fury attacks for 3: choose the enemy.") == ""
    assert prompts.card_choice("The Iliads: choose.") == ""
    assert prompts.card_choice("The Iliad entered play. These forced abilities trigger at "
                               "the same time: which resolves first?") == ""
    assert prompts.card_choice("Covert Surveillance:") == "charge_suit"


def test_free_resources_read_the_resource_abilities_of_the_card_data() -> None:
    """A resource ability paid with suit threat gives at most that threat; one paid with
    a uses counter needs one; one limited to some cards (a condition) is not counted."""
    watch = {"code": "50044", "exhausted": False}
    assert [ai_cards.free_resources(watch, threat) for threat in (0, 1, 5)] == [0, 1, 2]
    staff = {"code": "50008", "exhausted": False, "counters": {}}
    assert ai_cards.free_resources(staff, 0) == 0
    assert ai_cards.free_resources({**staff, "counters": {"staff": 1}}, 0) == 1
    assert ai_cards.free_resources({**staff, "exhausted": True, "counters": {"staff": 1}}, 0) == 0
    assert ai_cards.free_resources({"code": "50055", "exhausted": False}, 0) == 0


def test_a_side_scheme_granting_icons_makes_its_trait_minions_more_harmful() -> None:
    """A minion's harm counts each acceleration icon twice, those a side scheme's constant
    ability grants minions of its trait included (read from the card data)."""
    game = start(("nick-fury",), minion=None)
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    soldier = take(game, "50084", pzone(0, "engaged"))  # an A.I.M. minion, ATK 2 SCH 1
    game.refresh()
    card = next(m for m in game.view(0)["players"][0]["engaged"] if m["id"] == soldier)
    assert reading.harm(game.view(0), card) == 3
    take(game, "50085", "schemes")  # grants A.I.M. minions an acceleration icon
    game.refresh()
    assert reading.harm(game.view(0), card) == 5
