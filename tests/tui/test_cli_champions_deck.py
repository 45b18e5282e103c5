"""``helicarrier champions deck``: import, list, show, remove (typer's CliRunner).

The decks are the fixture decks of tests/trackers/decks/fixtures (written for the tests
in both MarvelCDB formats); the deck folder is a tmp folder given by --deck-dir or
$HELICARRIER_DECK_DIR.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from content.champions.schema import catalog
from engine.champions.language.text import render_card
from trackers.decks.store import DeckStore, read_deck
from tui.cli import app

FIXTURES = Path(__file__).parents[1] / "trackers" / "decks" / "fixtures"


def run(*args: str) -> Result:
    return CliRunner().invoke(app, ["champions", "deck", *args])


def one_line_error(result: Result, *fragments: str) -> str:
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("helicarrier: error: ")
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "decks"
    monkeypatch.setenv("HELICARRIER_DECK_DIR", str(folder))
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.glob("*"))} if folder.exists() else {}


def test_a_good_deck_imports_lists_shows_and_is_removed(decks: Path) -> None:
    result = run("import", str(FIXTURES / "fury-justice.json"))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith('Imported deck "Fury, by the book": Nick Fury, justice, '
                                    "40 cards -> ")
    stored = read_deck(decks / "fury-by-the-book.toml")
    assert stored.identity == "50034a" and stored.size == 40
    shipped = catalog()
    starter = shipped.decks["nick-fury"]
    assert dict(stored.card_list()) == dict(starter.cards) | {"50035a": 1}
    text = run("import", str(FIXTURES / "hill-leadership.txt"), "--name", "Hill")
    assert text.exit_code == 0, text.output
    listed = run("list")
    assert listed.exit_code == 0
    assert listed.stdout.splitlines() == [
        "Fury, by the book  Nick Fury   justice     40 cards",
        "Hill               Maria Hill  leadership  40 cards"]
    shown = run("show", "hill")
    assert shown.exit_code == 0, shown.output
    assert shown.stdout.startswith("Hill: Maria Hill [50001a], leadership, 40 cards "
                                   "(MarvelCDB text from hill-leadership.txt)")
    assert "\nMaria Hill's cards (15)\n" in shown.stdout
    assert "\nSupports (13)\n" in shown.stdout
    assert "  3x Front Organization [50028] (support, basic, cost 0)" in shown.stdout
    for line in render_card(shipped.cards["50028"]).splitlines():  # our words, not printed
        assert "       " + line in shown.stdout
    gone = run("remove", "Hill")
    assert gone.exit_code == 0 and gone.stdout.startswith("Removed ")
    assert [p.name for p in decks.glob("*.toml")] == ["fury-by-the-book.toml"]
    assert run("remove", "Fury, by the book").exit_code == 0
    empty = run("list")
    assert empty.stdout.startswith("No stored decks in ")


def test_list_json(decks: Path) -> None:
    assert run("import", str(FIXTURES / "fury-reprints.json")).exit_code == 0
    data = json.loads(run("list", "--json").stdout)
    assert data["folder"] == str(decks)
    assert [(d["name"], d["identity"], d["size"], d["left_out"]) for d in data["decks"]] == [
        ("Fury, reprinted", "50034a", 40, 0)]


@pytest.mark.parametrize("name, fragments", [
    ("fury-missing-cards.json", ["fury-missing-cards.json: not in our content: 1x card 29003 "
                                 "(Ironheart); 1x Stealth Strike (08013, Black Widow)"]),
    ("fury-39.txt", ["fury-39.txt: deck size: 39 cards"]),
    ("fury-fourth-copy.txt", ["copies: 4 copies of Informant (50050)"]),
    ("fury-two-aspects.json", ["aspect: the deck chooses justice and aggression"]),
    ("fury-and-nick-fury.json", ["unique: Nick Fury (01084) matches the identity"]),
    ("fury-copies-across-printings.json", ["copies: 4 copies of Global Logistics"]),
    ("not-a-deck.json", ["not-a-deck.json: not a MarvelCDB deck"]),
    ("not-a-deck.txt", ["not-a-deck.txt: not a MarvelCDB deck"]),
])
def test_each_refusal_is_one_line_and_stores_nothing(decks: Path, name: str,
                                                     fragments: list[str]) -> None:
    assert run("import", str(FIXTURES / "fury-justice.json"), "--name", "kept").exit_code == 0
    before = snapshot(decks)
    one_line_error(run("import", str(FIXTURES / name)), *fragments)
    assert snapshot(decks) == before


def test_allow_missing_warns_what_was_left_out(decks: Path) -> None:
    result = run("import", str(FIXTURES / "fury-missing-cards.json"), "--allow-missing")
    assert result.exit_code == 0, result.output
    assert result.stderr.strip() == (
        "helicarrier: warning: left out 2 card(s) not in our content: 1x card 29003 "
        "(Ironheart); 1x Stealth Strike (08013, Black Widow); the deck now has 38 cards, 2 short "
        "of 40")
    listed = run("list")
    assert "38 cards (2 left out)" in listed.stdout
    shown = run("show", "Fury, borrowed")
    assert shown.stdout.rstrip().endswith(
        "Left out (not in our content)\n  1x card 29003 (Ironheart)\n"
        "  1x Stealth Strike (08013, Black Widow)")


def test_a_stored_deck_is_replaced_only_when_asked(decks: Path) -> None:
    assert run("import", str(FIXTURES / "fury-justice.json")).exit_code == 0
    before = snapshot(decks)
    one_line_error(run("import", str(FIXTURES / "fury-reprints.json"), "--name",
                       "Fury, by the book"), 'a deck named "Fury, by the book" is stored',
                   "--replace")
    assert snapshot(decks) == before
    replaced = run("import", str(FIXTURES / "fury-reprints.json"), "--name",
                   "Fury, by the book", "--replace")
    assert replaced.exit_code == 0, replaced.output
    assert "MarvelCDB JSON from fury-reprints.json" in run("show", "fury-by-the-book").stdout


def test_an_unreadable_stored_deck_is_never_written_over(decks: Path) -> None:
    decks.mkdir()
    damaged = decks / "fury-by-the-book.toml"
    damaged.write_text('format = "helicarrier-deck"\nversion = 1\nname = \n', encoding="utf-8")
    one_line_error(run("import", str(FIXTURES / "fury-justice.json"), "--replace"),
                   "fury-by-the-book.toml: damaged deck file", "it is not replaced")
    assert damaged.read_text(encoding="utf-8").endswith("name = \n")
    listed = run("list")
    assert listed.exit_code == 0
    assert listed.stdout.startswith(f"cannot be read: {damaged}: damaged deck file")
    one_line_error(run("show", "fury-by-the-book"), "damaged deck file")
    assert run("remove", "fury-by-the-book").exit_code == 0
    assert not damaged.exists()


def test_deck_dir_option_and_unknown_names(tmp_path: Path, decks: Path) -> None:
    other = tmp_path / "elsewhere"
    assert run("import", str(FIXTURES / "fury-justice.json"), "--deck-dir",
               str(other)).exit_code == 0
    assert [p.name for p in other.glob("*.toml")] == ["fury-by-the-book.toml"]
    assert not decks.exists()
    one_line_error(run("show", "nobody", "--deck-dir", str(other)),
                   'no stored deck "nobody"', "(stored: Fury, by the book)")
    one_line_error(run("remove", "nobody", "--deck-dir", str(other)), 'no stored deck "nobody"')
    one_line_error(run("import", str(FIXTURES / "fury-justice.json"), "--name", " "),
                   "--name: a deck's name cannot be blank")
    one_line_error(run("import", str(tmp_path / "absent.json")), "absent.json: no such file")


def test_the_store_yields_the_engine_card_list(tmp_path: Path) -> None:
    """What a game's setup will take: (code, copies) in our shipped codes, reprints mapped
    (Agent Coulson listed as Black Widow's 08011 is our 50047)."""
    assert run("import", str(FIXTURES / "fury-reprints.json"), "--deck-dir",
               str(tmp_path)).exit_code == 0
    _path, deck = DeckStore(tmp_path).find("Fury, reprinted")
    cards = deck.card_list()
    assert ("50047", 1) in cards and all(code in catalog().cards for code, _n in cards)
    assert sum(n for _code, n in cards) == 41  # 40 and the permanent Assault suit


def test_deck_commands_do_not_load_textual(decks: Path) -> None:
    """Quick commands never import Textual (ARCHITECTURE section 1)."""
    from tests.tui.test_cli_root import _imported

    assert run("import", str(FIXTURES / "fury-justice.json")).exit_code == 0
    for argv in (["champions", "deck", "list"], ["champions", "deck", "show", "fury-by-the-book"]):
        assert not any(n == "textual" or n.startswith("textual.") for n in _imported(argv))


def test_core_hero_decks_in_both_formats_import_and_play(decks: Path) -> None:
    """Issue 24: a Core Set hero's MarvelCDB deck imports in either format and plays.
    Black Panther's set holds five Wakanda Forever! over four printings (01043a-d): the
    hero's own cards are as the set has them, never over the 3-copies limit (RRG Appendix
    I), and 01043b is a card of its own, not the back of 01043a."""
    assert run("import", str(FIXTURES / "panther-protection.json"), "--name", "panther"
               ).exit_code == 0
    assert run("import", str(FIXTURES / "marvel-leadership.txt"), "--name", "marvel"
               ).exit_code == 0
    listed = json.loads(run("list", "--json").output)
    assert [(d["name"], d["identity"], d["size"]) for d in listed["decks"]] == [
        ("marvel", "01010a", 42), ("panther", "01040a", 42)]
    store = DeckStore(decks)
    assert dict(store.find("panther")[1].card_list())["01043d"] == 2
    result = CliRunner().invoke(app, [
        "champions", "simulate", "--heroes", "black-panther,captain-marvel", "--deck",
        "1=panther", "--deck", "2=marvel", "--games", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["games"] == 1
