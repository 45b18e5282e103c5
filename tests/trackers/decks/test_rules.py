"""MarvelCDB decks against the deck rules (RRG v1.8 Appendix I) and our content.

The fixture decks in ``fixtures/`` were written for these tests in both MarvelCDB export
formats (the JSON of a deck, the text export); their card lists are our starter decks
(content/champions/decks.toml, AoS rulebook p. 7) with one change each.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from content.champions.schema import Catalog, catalog
from trackers.decks.marvelcdb import DeckFileError, Listed, ListedDeck, read_deck_file
from trackers.decks.rules import CheckedDeck, DeckRefused, check_deck

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return catalog()


def check(name: str, cat: Catalog, **options: object) -> CheckedDeck:
    return check_deck(read_deck_file(FIXTURES / name, cat), cat, **options)  # type: ignore[arg-type]


def refused(name: str, cat: Catalog, **options: object) -> str:
    with pytest.raises(DeckRefused) as info:
        check(name, cat, **options)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_the_starter_decks_keep_the_rules(cat: Catalog) -> None:
    """Our two starter decks, exported as MarvelCDB JSON, import as they are: the rules
    read generally from the facts agree with the rulebook's deck lists (AoS p. 7; Maria
    Hill's three S.H.I.E.L.D. supports of other aspects are her deckbuilding allowance)."""
    fury = check("fury-justice.json", cat)
    assert (fury.name, fury.identity, fury.aspect, fury.size) == (
        "Fury, by the book", "50034a", "justice", 40)
    starter = dict(cat.decks["nick-fury"].cards) | {code: 1 for code in
                                                     cat.decks["nick-fury"].setup_cards}
    assert dict(fury.cards) == starter
    hill = check("hill-leadership.txt", cat)
    assert (hill.identity, hill.aspect, hill.size) == ("50001a", "leadership", 40)
    # the export lists the Core Set printings of Energy, Genius and Strength, which ship too
    aos = {"01088": "50025", "01089": "50026", "01090": "50027"}
    assert {aos.get(c, c): n for c, n in hill.cards} == dict(cat.decks["maria-hill"].cards)
    assert hill.left_out == ()


def test_reprint_codes_are_our_printings_and_never_missing(cat: Catalog) -> None:
    """Codes of other packs' printings (Black Widow's Agent Coulson 08011, ...) map through
    duplicate_of to the AoS printings we ship; a printing we ship stays as listed (Core Set
    Energy 01088 and its AoS reprint 50025 both ship: a Core deck lists Core codes)."""
    fury = dict(check("fury-reprints.json", cat).cards)
    assert fury == dict(check("fury-justice.json", cat).cards)
    assert {"08011", "08012", "06031", "27055", "27043"}.isdisjoint(fury)
    assert fury["50049"] == 3  # 1 of ours and 2 of Sinister Motives' Global Logistics
    hill = dict(check("hill-leadership.txt", cat).cards)
    assert hill["01088"] == hill["01089"] == hill["01090"] == 1  # listed as 01088-01090
    assert {"50025", "50026", "50027"}.isdisjoint(hill)


def test_copies_are_counted_by_title_across_printings(cat: Catalog) -> None:
    """RRG Appendix I: at most three copies by title; two printings are one title."""
    said = refused("fury-copies-across-printings.json", cat)
    assert said == ("copies: 4 copies of Global Logistics (27043, 50049); a deck holds at "
                    "most 3 copies of a title (RRG Appendix I)")


def test_a_fourth_copy_is_refused(cat: Catalog) -> None:
    """RRG Appendix I: "No more than three copies (by title) of each non-unique card"."""
    assert refused("fury-fourth-copy.txt", cat).startswith(
        "copies: 4 copies of Informant (50050); a deck holds at most 3")


def test_max_per_deck_caps_copies(cat: Catalog) -> None:
    """RRG MAX: "Max X per deck" caps the copies in a deck (Core Set Energy: max 1)."""
    listed = read_deck_file(FIXTURES / "hill-leadership.txt", cat)
    extra = dataclasses.replace(listed, cards=(*listed.cards, Listed("50025", 1, "50025", "")))
    with pytest.raises(DeckRefused, match=r"^copies: 2 copies of Energy \(01088, 50025\); it "
                                          r"is max 1 per deck \(RRG MAX\)$"):
        check_deck(extra, cat)


def test_a_39_card_deck_is_refused(cat: Catalog) -> None:
    """RRG Appendix I: 40 to 50 cards; the identity and permanent cards (Nick Fury's
    Assault suit) are not counted, so this text export of 40 cards holds 39."""
    assert refused("fury-39.txt", cat) == (
        "deck size: 39 cards; a deck holds 40 to 50, the identity and permanent cards not "
        "counted (RRG Appendix I)")


def test_a_second_aspect_is_refused(cat: Catalog) -> None:
    """RRG Appendix I: a player chooses exactly one aspect (MarvelCDB's meta aspect2)."""
    assert refused("fury-two-aspects.json", cat) == (
        "aspect: the deck chooses justice and aggression; a deck chooses one aspect "
        "(RRG Appendix I)")


def test_a_card_of_another_aspect_is_refused(cat: Catalog) -> None:
    """The text export names no aspect: the deck's aspect cards choose it (Justice), and
    a Protection support is refused. Maria Hill may hold S.H.I.E.L.D. supports of other
    aspects (her deck_options), Nick Fury may not."""
    said = refused("fury-protection-card.txt", cat)
    assert said.startswith("aspect: The Pericles (50020) is protection, and the deck's "
                           "aspect is justice;")
    assert said.endswith("(the text export names no aspect: pass --aspect)")
    assert refused("fury-protection-card.txt", cat, aspect="protection").startswith(
        "aspect: Agent Coulson (50047) is justice, and the deck's aspect is protection")


def test_maria_hill_allowance_is_supports_only(cat: Catalog) -> None:
    """Her allowance covers S.H.I.E.L.D. supports; a Justice upgrade is another aspect."""
    listed = read_deck_file(FIXTURES / "hill-leadership.txt", cat)
    cards = (*(c for c in listed.cards if c.code != "50028"),
             Listed("50052", 3, "Prism Dust (aos, 52)", "Agents of S.H.I.E.L.D."))
    with pytest.raises(DeckRefused, match=r"^aspect: Prism Dust \(50052\) is justice, and "
                                          r"the deck's aspect is leadership"):
        check_deck(dataclasses.replace(listed, cards=cards), cat)


def test_a_unique_card_matching_the_identity_is_refused(cat: Catalog) -> None:
    """RRG UNIQUE ICON: matching is by title, subtitle or alter-ego title, the identity
    included: the Core Set Nick Fury ally cannot go in a Nick Fury deck (refused by that
    rule, from its facts)."""
    assert refused("fury-and-nick-fury.json", cat) == (
        "unique: Nick Fury (01084) matches the identity Nick Fury; a deck holds no unique "
        "card that matches its identity (RRG UNIQUE ICON)")


def test_cards_we_do_not_have_are_named_in_one_line(cat: Catalog) -> None:
    """Every missing card with its code and pack: one of a pack we have no facts for,
    one we know but do not ship."""
    assert refused("fury-missing-cards.json", cat) == (
        "not in our content: 1x card 29003 (Ironheart); 1x Stealth Strike (08013, Black Widow) "
        "(--allow-missing imports the rest)")


def test_allow_missing_imports_the_rest(cat: Catalog) -> None:
    deck = check("fury-missing-cards.json", cat, allow_missing=True)
    assert deck.size == 38 and deck.short == 2
    assert [(c.code, c.count) for c in deck.left_out] == [("29003", 1), ("08013", 1)]
    assert "29003" not in dict(deck.cards) and dict(deck.cards)["50058"] == 1


def test_linked_cards_cannot_be_in_a_deck(cat: Catalog) -> None:
    """RRG LINKED and the FFG ruling of 3 August 2026 (ruling 4, question 3): "Linked
    cards cannot be included in decks" (Trickster Takeover's Absorbing Man ally)."""
    listed = read_deck_file(FIXTURES / "fury-justice.json", cat)
    linked = dataclasses.replace(listed, cards=(*listed.cards, Listed("55063", 1, "55063",
                                                                      "")))
    with pytest.raises(DeckRefused, match=r"^linked card: Absorbing Man \(Carl Creel, 55063\) "
                                          r"is set aside by the card it names"):
        check_deck(linked, cat)


def test_another_heros_cards_and_the_heros_own_cards(cat: Catalog) -> None:
    """RRG Appendix I: the identity's own cards, exactly as its set has them, and no
    other hero's cards."""
    listed = read_deck_file(FIXTURES / "fury-justice.json", cat)
    other = dataclasses.replace(listed, cards=(*listed.cards, Listed("50002", 1, "50002", "")))
    with pytest.raises(DeckRefused, match=r"^another hero's card: Nick Fury \(50002\) is one "
                                          r"of Maria Hill's cards"):
        check_deck(other, cat)
    without = dataclasses.replace(listed, cards=tuple(c for c in listed.cards
                                                      if c.code != "50035a"))
    with pytest.raises(DeckRefused, match=r"^hero cards: Nick Fury's set has 1 Assault "
                                          r"\(50035a\) and the deck holds 0"):
        check_deck(without, cat)


def test_a_team_up_card_needs_a_hero_it_names(cat: Catalog) -> None:
    """RRG TEAM-UP: a deck may hold it only when the identity matches a named character.
    A Core Set Spider-Man deck with Super Spies is refused by that rule."""
    own = [c for c in cat.facts.values() if c.set == "spider_man" and c.faction == "hero"
           and c.type not in ("hero", "alter_ego")]
    cards = [Listed(c.code, c.quantity, c.code, "") for c in own]
    basics = [c for c in cat.facts.values() if c.pack == "core" and c.faction == "basic"
              and not c.unique and not c.keywords]
    cards += [Listed(c.code, 3, c.code, "") for c in basics]
    cards.append(Listed("50024", 1, "50024", ""))
    listed = ListedDeck("Spidey", "01001a", "Spider-Man", (), tuple(cards), "test")
    with pytest.raises(DeckRefused, match=r"^team-up: Super Spies \(50024\) names Maria Hill "
                                          r"and Nick Fury, and the identity is neither"):
        check_deck(listed, cat)


def test_a_hero_we_do_not_ship_cannot_be_left_out(cat: Catalog) -> None:
    listed = ListedDeck("Nobody", "29001a", "Ironheart", (), (), "test")
    with pytest.raises(DeckRefused, match=r"^not in our content: hero Ironheart "
                                          r"\(29001a, Ironheart\)"):
        check_deck(listed, cat, allow_missing=True)


@pytest.mark.parametrize("name, said", [
    ("not-a-deck.json", 'not a MarvelCDB deck (a deck\'s JSON has "investigator_code" and '
                        '"slots")'),
    ("not-a-deck.txt", "not a MarvelCDB deck (no hero line and no card lines"),
])
def test_a_file_that_is_not_a_deck(name: str, said: str, cat: Catalog, tmp_path: Path) -> None:
    with pytest.raises(DeckFileError) as info:
        read_deck_file(FIXTURES / name, cat)
    assert str(info.value).startswith(f"{FIXTURES / name}: {said}")
    binary = tmp_path / "deck.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(DeckFileError, match=r"deck.json: not a MarvelCDB deck \(not text\)"):
        read_deck_file(binary, cat)


def test_a_text_line_must_name_the_card_at_that_position(cat: Catalog, tmp_path: Path) -> None:
    """``2x Backflip (core, 3)``: the pack and position make the code; a title that is not
    that card's is a mistake in the file, said with its line."""
    path = tmp_path / "deck.txt"
    path.write_text("Nick Fury\n\n3x Informant (aos, 51)\n", encoding="utf-8")
    with pytest.raises(DeckFileError, match=r"deck.txt:3: \"Informant \(aos, 51\)\" is "
                                            r"Intelligence \(50051\) in our card data"):
        read_deck_file(path, cat)
