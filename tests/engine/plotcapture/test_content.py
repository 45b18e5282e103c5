"""content/plotcapture/*.toml: the card lists exactly as the rule sheet prints them, and
loader errors that name file, line and entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.check import LOADERS
from content.errors import ContentError
from content.plotcapture.schema import check, load_cards, parse_cards, parse_rules
from engine.plotcapture.cards import tables


def test_shield_deck_has_30_titles_and_52_cards() -> None:
    """SHIELD DECK CARD LIST: 30 names, copies adding up to 52 cards."""
    cards = load_cards()
    assert len(cards.shield) == 30
    assert sum(s.copies for s in cards.shield) == 52
    coulson = cards.shield[0]
    assert (coulson.title, coulson.copies, coulson.type, coulson.level, coulson.traits) == (
        "Coulson", 5, "Agent", 3, ("Ldr", "Cbt", "Sup", "Spy"))
    fury = cards.shield[-1]
    assert (fury.title, fury.type, fury.level, fury.traits) == (
        "Nick Fury Visit", "Act", 3, ("Ldr", "Spy", "Sup"))


def test_plot_deck_has_21_plots_with_multiplicity() -> None:
    """PLOT DECK CARD LIST: 21 plots; "Cbt x2" is two Combat requirements."""
    cards = load_cards()
    assert len(cards.plots) == 21
    garrett = cards.plots[0]
    assert (garrett.title, garrett.level, garrett.traits) == (
        "Garrett", 12, ("Cbt", "Cbt", "Spy", "Bio"))
    assert tables().need_text(tables().plot_by_name["escape hydra"]) == "Combat x2, Support x2"


def test_traitor_removes_grant_as_data() -> None:
    """SPECIAL CARDS: Traitor's "Remove Grant" is data (on_reveal.remove_title)."""
    traitor = next(p for p in load_cards().plots if p.title == "Traitor")
    assert traitor.remove_title == "Grant"
    assert [p.title for p in load_cards().plots if p.remove_title] == ["Traitor"]


def test_loader_is_registered_for_content_check() -> None:
    assert ("plotcapture", "content.plotcapture.schema:check") in LOADERS
    assert check() == 30 + 21 + 19


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cards.toml"
    path.write_text(text)
    return path


GOOD_PLOT = '[[plot]]\ntitle = "P"\nlevel = 9\ntraits = ["Ldr"]\n'


@pytest.mark.parametrize(("body", "message"), [
    ('[[shield]]\ntitle = "Coulson"\ncopies = 5\ntype = "Agent"\nlevel = "3"\ntraits = []\n',
     ':5: shield Coulson: field "level" must be an integer'),
    ('[[shield]]\ntitle = "May"\ncopies = 1\ntype = "Agent"\nlevel = 3\ntraits = ["Kung"]\n',
     ':6: shield May: trait "Kung" is unknown'),
    ('[[shield]]\ntitle = "May"\ncopies = 1\ntype = "Hero"\nlevel = 3\ntraits = []\n',
     ':4: shield May: field "type" is \'Hero\'; expected one of Agent, Skill, Item, Act'),
    ('[[shield]]\ntitle = "May"\ncopies = 0\ntype = "Agent"\nlevel = 3\ntraits = []\n',
     ':3: shield May: field "copies" must be at least 1'),
    ('[[shield]]\ntitle = "May"\ncopies = 1\ntype = "Agent"\nlevel = 3\ntraits = []\nlevl = 2\n',
     ':7: shield May: unknown field "levl"'),
    ('[[shield]]\ntitle = "May"\ncopies = 1\ntype = "Agent"\nlevel = 3\ntraits = []\n'
     '[[shield]]\ntitle = "May"\ncopies = 1\ntype = "Agent"\nlevel = 3\ntraits = []\n',
     ':8: shield May: title appears twice'),
])
def test_card_errors_name_file_line_and_entry(tmp_path: Path, body: str, message: str) -> None:
    path = _write(tmp_path, body + GOOD_PLOT)
    with pytest.raises(ContentError) as info:
        parse_cards(path)
    assert str(info.value).startswith(str(path)) and message in str(info.value)


def test_plot_on_reveal_must_name_a_shield_title(tmp_path: Path) -> None:
    path = _write(tmp_path, '[[shield]]\ntitle = "May"\ncopies = 1\ntype = "Agent"\nlevel = 3\n'
                  'traits = []\n[[plot]]\ntitle = "Traitor"\nlevel = 12\ntraits = ["Cbt"]\n'
                  'on_reveal = { remove_title = "Grunt" }\n')
    with pytest.raises(ContentError, match=r':11: plot Traitor: on_reveal removes "Grunt"'):
        parse_cards(path)


def test_rule_option_errors(tmp_path: Path) -> None:
    path = tmp_path / "rules.toml"
    path.write_text('[[option]]\nname = "x"\ndefault = "a"\nchoices = ["b"]\nrationale = "r"\n')
    with pytest.raises(ContentError, match=r':3: option x: field "default" is not one of'):
        parse_rules(path)
    path.write_text('[[option]]\nname = "n"\ndefault = 3\nmin = 4\nmax = 5\nrationale = "r"\n')
    with pytest.raises(ContentError, match=r':3: option n: field "default" is outside min..max'):
        parse_rules(path)
    path.write_text('[[option]]\nname = "n"\ndefault = 3\nmin = 1\nmax = 5\n')
    with pytest.raises(ContentError, match=r':2: option n: field "rationale" is missing'):
        parse_rules(path)


def test_all_traits_constant_covers_every_trait_bit() -> None:
    """game.ALL_TRAITS is written out (a compile-time constant); it must be every trait."""
    from engine.plotcapture.cards import BIT_NAME
    from engine.plotcapture.game import ALL_TRAITS

    assert sum(BIT_NAME) == ALL_TRAITS
