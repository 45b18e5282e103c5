"""Nick Fury's suit forms and nemesis as card data (issue 13): the windows, replacements
and verbs they need (AoS rulebook p. 3-4, the cards' printed abilities, RRG timing)."""

from __future__ import annotations

from pathlib import Path

import pytest

from content.champions.schema import face_level, load_catalog
from content.errors import ContentError
from engine.champions.ai import SimpleBot
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import MainThreat
from engine.champions.rules import primitives
from tests.engine.champions.helpers import answer, choose, set_threat, start, take, threat
from tests.engine.champions.test_content import copy_content, replace
from tests.engine.champions.test_heroes import nick, to_villain_phase

FACES = ("50034a", "50034b", "50035a", "50035b", "50036", "50043", "50060", "50061")


def test_nick_furys_suit_and_nemesis_faces_are_card_data() -> None:
    """Issue 13: these faces need no Python and no rules text; content coverage says data."""
    cards = load_catalog().cards
    assert [face_level(cards[code]) for code in FACES] == ["data"] * len(FACES)


def test_setup_ability_puts_the_suit_into_play_assault_side_up() -> None:
    """Nick Fury (alter-ego, 50034b), Suit Up: "Setup: put your suit form upgrade into play,
    Assault side faceup" (RRG Appendix II: setup abilities resolve at setup). The deck's
    setup_cards only set it aside; the identity's Setup ability brings it in."""
    game = start(("nick-fury",))
    suit = game.suit(0)
    assert suit >= 0 and game.c(suit).zone == pzone(0, "play")
    assert game.form_of_suit(0) == "assault"
    assert not [c for c in game.ids("set_aside") if game.c(c).owner == 0]
    assert "Assault enters play under player 1's control." in game.state.log


def test_assault_is_not_offered_without_threat_on_it() -> None:
    """Assault (50035a): "remove up to 3 threat from here": with none there the interrupt
    cannot change the game state, so the attack is not held up by a question (RRG GAME
    STATE)."""
    game = nick()
    set_threat(game, 0)
    answer(game, "attack")
    if game.decision.prompt.endswith("choose the enemy."):
        choose(game, "Black Widow")
    assert "your turn" in game.decision.prompt
    assert game.c(game.villain()).count("damage") == 2


def test_stealth_turns_a_minions_attack_into_a_scheme_whose_threat_it_keeps() -> None:
    """Stealth (50035b): the forced interrupt replaces the attack of any enemy (a minion
    too) by a scheme, and 1 threat of each such scheme goes on the suit (AoS FAQ: it never
    touches the main scheme)."""
    game = nick(stealth=True)
    take(game, "50084", pzone(0, "engaged"))  # A.I.M. Soldier
    set_threat(game, 0)
    to_villain_phase(game)
    log = game.state.log
    assert "Black Widow schemes instead of attacking." in log
    turned = log.index("A.I.M. Soldier schemes instead of attacking.")
    assert log[turned + 1:turned + 4] == [
        "A.I.M. Soldier schemes against player 1: SCH 1 = 1 threat.",  # issue 29, finding 3
        "Stealth: 1 of that threat goes on this card instead.", "1 threat is placed on Stealth."]
    assert game.c(game.identity(0)).count("damage") == 0


def test_orion_takes_a_tough_card_after_any_damage_and_keeps_several() -> None:
    """Orion (50060): "can have any number of tough status cards"; "after Orion takes any
    amount of damage" (not only an attack's), he gets a tough status card."""
    game = nick()
    orion = take(game, "50060", pzone(0, "engaged"))
    primitives.deal_damage(game, orion, 2)  # damage from no attack
    game.refresh()
    assert game.c(orion).count("damage") == 2
    assert game.c(orion).tough == 1
    assert primitives.give_status(game, orion, "tough")
    assert game.c(orion).tough == 2
    villain = game.villain()
    primitives.give_status(game, villain, "tough")
    assert not primitives.give_status(game, villain, "tough")  # anyone else: one tough card at most


def test_acquire_infinity_formula_finds_orion_then_toughens_him() -> None:
    """Acquire Infinity Formula (50061): after Nick Fury takes any amount of damage, Orion
    gets a tough status card; when he is not in play he is found and put into play
    engaged with the Nick Fury player. Maria Hill taking damage does nothing."""
    game = start(("maria-hill", "nick-fury"))
    formula = take(game, "50061", "schemes")
    orion = next(c for c in game.ids(pzone(1, "nemesis")) if game.c(c).code == "50060")
    primitives.deal_damage(game, game.identity(0), 1)  # Maria Hill
    game.refresh()
    assert game.c(orion).zone == pzone(1, "nemesis")
    primitives.deal_damage(game, game.identity(1), 1)  # Nick Fury
    game.refresh()
    assert game.c(orion).zone == pzone(1, "engaged")
    assert game.c(orion).tough == 1  # toughness as he enters play
    primitives.deal_damage(game, game.identity(1), 1)
    game.refresh()
    assert game.c(orion).tough == 2
    assert game.in_play(formula)


def test_noted_must_name_a_known_note(tmp_path: Path) -> None:
    """A window trigger's ``noted`` names a note the rules or a scenario set; a typo is
    one clear line naming the file, the card and the field."""
    root = copy_content(tmp_path)
    replace(root / "aos.toml", 'noted = "basic"', 'noted = "basik"')
    with pytest.raises(ContentError) as info:
        load_catalog(root)
    assert str(info.value).startswith(f"{root / 'aos.toml'}:")
    assert "card 50034a" in str(info.value) and '"noted"' in str(info.value)


def test_eyepatch_camera_in_alter_ego_form_is_not_offered() -> None:
    """Eyepatch Camera (50043) is a Hero Interrupt: in alter-ego form threat reaches the
    main scheme without a question."""
    game = start(("nick-fury",))
    camera = take(game, "50043", pzone(0, "play"))
    set_threat(game, 0)
    to_villain_phase(game)
    assert game.c(camera).zone == pzone(0, "play")
    assert "would be placed on the main scheme" not in (game.decision.prompt or "")
    assert threat(game) >= 1


def test_the_bot_answers_the_suit_questions_with_the_most() -> None:
    """The hero bot reads Eyepatch Camera's and Assault's number questions by their hint
    (choice = "most", hints/aos.toml): it takes 3 of 5 threat onto the suit, then spends
    all 3 on one attack."""
    game = start(("nick-fury",))
    answer(game, "flip")
    take(game, "50043", pzone(0, "play"))
    set_threat(game, 0)
    game.push(MainThreat(5))
    game.refresh()
    bot = SimpleBot(7)
    while "your turn" not in game.decision.prompt:
        game.apply(bot.choose(game.view(0), list(game.decision.options)))
    assert game.c(game.suit(0)).count("threat") == 3
    assert threat(game) == 2
    answer(game, "attack")
    while "your turn" not in game.decision.prompt:
        game.apply(bot.choose(game.view(0), list(game.decision.options)))
    assert game.c(game.suit(0)).count("threat") == 0
