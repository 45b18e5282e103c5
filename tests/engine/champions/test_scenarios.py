"""Scenario scripts (issue 13 item 2): each declaration of scenarios.toml drives the game.

Sources: Agents of S.H.I.E.L.D. rulebook p. 9 (scenario 1 Black Widow: villain deck I, II,
expert II, III; main scheme deck The Widow's Web; encounter sets Black Widow, A.I.M.
Abduction, A.I.M. Science, Standard) and p. 17 (Citizen V: "1 per player modular sets,
plus one additional set": a count that varies); RRG v1.8 Appendix II (setup steps 4, 5,
10, 12), MAIN SCHEME (advancing), VILLAIN DEFEAT, WINNING THE GAME, MODULAR ENCOUNTER SET.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from content.champions.schema import (
    Ability,
    Catalog,
    MainSchemeStage,
    ModularCount,
    catalog,
    load_catalog,
)
from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core import effect_steps
from engine.champions.core.state import pzone
from engine.champions.language.text import render_card
from engine.champions.rules import primitives
from engine.core import HelicarrierError
from tests.engine.champions.helpers import answer, choose, start, take
from tests.engine.champions.test_content import copy_content, replace

SCENARIO = "black-widow"


def with_scenario(cards: Catalog | None = None, **changes: object) -> Catalog:
    """The shipped catalog (or ``cards``) with Black Widow's declaration changed."""
    base = cards or catalog()
    scenario = dataclasses.replace(base.scenarios[SCENARIO], **changes)  # type: ignore[arg-type]
    return dataclasses.replace(base, scenarios={**base.scenarios, SCENARIO: scenario})


def codes(game: ChampionsGame, zone: str) -> list[str]:
    return [game.c(c).code for c in game.ids(zone)]


def sets_in_deck(game: ChampionsGame) -> set[str]:
    return {game.d(c).set for c in game.ids("enc:deck")}


def test_black_widow_is_declared_as_the_rulebook_lists_it() -> None:
    """AoS rulebook p. 9: villain deck (I, II; expert II, III), main scheme deck The Widow's
    Web (1B: acceleration X, X = her stage), encounter sets, the two A.I.M. modular sets;
    RRG Appendix II steps 4, 5 (obligations and nemesis sets) and 12a (1A's setup)."""
    bw = catalog().scenarios[SCENARIO]
    assert (bw.villain_standard, bw.villain_expert) == (("50064", "50065"), ("50065", "50066"))
    assert bw.main_scheme == (MainSchemeStage("50067a"),)
    assert catalog().cards["50067b"].x == {"stage": "villain"}  # 1B: X is her stage number
    assert bw.encounter_sets == ("black_widow_villain",)
    assert bw.modular_for(1) == bw.modular_for(4) == ("a.i.m._abduction", "a.i.m._science")
    assert bw.set_aside == ()
    assert (bw.obligations, bw.nemesis) == ("encounter_deck", "set_aside")
    assert bw.setup == ()  # 1A's Setup is the main scheme's card data
    setup = [a for a in catalog().cards["50067a"].abilities if a.trigger == "setup"]
    assert len(setup) == 1
    assert bw.win == ("villain_defeated",)
    assert bw.lose == ("main_scheme_completed", "heroes_eliminated")
    assert bw.source == "Agents of S.H.I.E.L.D. rulebook p. 9"


# ------------------------------------------------------------------------------ setup
SETUP_QUESTION = ("The Widow's Web: Search the encounter deck for a minion and put it into "
                  "play: which card?")


def test_setup_steps_come_from_the_declaration() -> None:
    """RRG Appendix II step 12a: the main scheme's Setup (The Widow's Web 1A: each player
    finds a minion, AoS p. 9) runs because its card data says it; without it, no minion is
    searched and the first question is the mulligan."""
    game = ChampionsGame({"heroes": ["nick-fury", "maria-hill"]}, 4)
    assert game.decision is not None and game.decision.prompt == SETUP_QUESTION
    assert game.decision.seat == 0
    choose(game, "A.I.M. Abductor")
    assert game.decision is not None and game.decision.seat == 1
    assert game.decision.prompt == SETUP_QUESTION
    base = catalog()
    plain = dataclasses.replace(base.cards["50067a"], abilities=())
    bare = ChampionsGame({"heroes": ["nick-fury"]}, 4, dataclasses.replace(
        base, cards={**base.cards, "50067a": plain}))
    assert bare.decision is not None and bare.decision.prompt.startswith("Mulligan")
    assert bare.minions(0) == []


def test_a_setup_hook_the_engine_lacks_is_one_line() -> None:
    """A scenario whose data names a hook nobody wrote never starts; the error names the
    scenario, the field and the hook."""
    cards = with_scenario(setup=("find_the_helicarrier",))
    with pytest.raises(HelicarrierError, match="scenario black-widow: setup names hook "
                                               "'find_the_helicarrier'"):
        ChampionsGame({"heroes": ["nick-fury"]}, 1, cards)


def test_a_scenario_script_runs_its_setup_hook_and_registers_its_card_effect() -> None:
    """What scenario data cannot say is a typed hook in its script (RRG Appendix II step
    12a for setup steps): a registered setup step runs once the data names it, and a card
    effect hook joins the card hook registry with the sentence its card text shows."""
    from engine.champions.language.hooks import HOOKS
    from engine.champions.scenarios import SCRIPTS, script

    ran: list[int] = []
    bw = script(SCENARIO)

    @bw.setup_step("count_players")
    def count_players(game: ChampionsGame, step: object, answer: str | None) -> None:
        ran.append(len(game.seats()))

    @bw.card_effect("test_wink", "the villain winks")
    def wink(game: ChampionsGame, context: object) -> None:
        ran.append(-1)

    try:
        ChampionsGame({"heroes": ["nick-fury", "maria-hill"]}, 1,
                      with_scenario(setup=("count_players",)))
        assert ran == [2]
        assert HOOKS["test_wink"].text == "the villain winks"
    finally:
        SCRIPTS.pop(SCENARIO, None)
        HOOKS.pop("test_wink", None)


def test_set_aside_cards_wait_outside_the_encounter_deck() -> None:
    """RRG Appendix II step 10 and SET ASIDE: a scenario's set-aside cards are not shuffled
    into the encounter deck; Nabbed! then finds Abduct Superhumans there."""
    game = start(cards=with_scenario(set_aside=("50081",)))
    assert codes(game, "set_aside").count("50081") == 1
    assert "50081" not in codes(game, "enc:deck")
    assert "50081" in codes(start(), "enc:deck")
    seat_zone = pzone(0, "deck")
    ally = take(game, "50047", seat_zone)  # Mockingbird on top of the deck: Nabbed! takes her
    game.state.zone(seat_zone).remove(ally)
    game.state.zone(seat_zone).insert(0, ally)
    nabbed = game.catalog.cards["50082"].abilities[0].effects  # Nabbed!
    effect_steps.run_effects(game, 0, -1, nabbed)
    game.refresh()
    assert codes(game, "schemes") == ["50081"]


def test_obligations_and_nemesis_sets_enter_as_declared() -> None:
    """RRG Appendix II steps 4, 5 and 10: by default each obligation is shuffled into the
    encounter deck and each nemesis set waits set aside; a scenario may leave them out."""
    game = start(("nick-fury",))
    assert "50059" in codes(game, "enc:deck")  # Discovered, Nick Fury's obligation
    assert codes(game, pzone(0, "nemesis"))
    left_out = start(("nick-fury",), cards=with_scenario(obligations="none", nemesis="none"))
    assert "50059" not in [c.code for c in left_out.state.cards.values()]
    assert codes(left_out, pzone(0, "nemesis")) == []


# --------------------------------------------------------------------- modular sets
def test_modular_count_rule_varies_with_players() -> None:
    """AoS rulebook p. 17 (Citizen V): "1 per player modular sets, plus one": the count is
    base + per player; RRG MODULAR ENCOUNTER SET: the sets are used whole, first the
    recommended ones in order."""
    rule = ModularCount(1, 1)
    assert [rule.count(players) for players in (1, 2, 3, 4)] == [2, 3, 4, 5]
    one_per_player = with_scenario(modular_count=ModularCount(0, 1))
    solo = start(("nick-fury",), cards=one_per_player)
    assert {"a.i.m._abduction"} <= sets_in_deck(solo)
    assert "a.i.m._science" not in sets_in_deck(solo)
    pair = start(("nick-fury", "maria-hill"), cards=one_per_player)
    assert {"a.i.m._abduction", "a.i.m._science"} <= sets_in_deck(pair)
    with pytest.raises(HelicarrierError, match="needs 3 modular sets for 2 players; it "
                                               "recommends 2"):
        ChampionsGame({"heroes": ["nick-fury", "maria-hill"]}, 1,
                      with_scenario(modular_count=rule))


def test_modular_count_is_read_from_the_file(tmp_path: Path) -> None:
    """The count rule as written in scenarios.toml: a number, or base plus per player."""
    root = copy_content(tmp_path)
    replace(root / "scenarios.toml", "modular_count = 2",
            "modular_count = { base = 1, per_player = 1 }")
    assert load_catalog(root).scenarios[SCENARIO].modular_count == ModularCount(1, 1)
    root = copy_content(tmp_path / "too_many")
    replace(root / "scenarios.toml", "modular_count = 2", "modular_count = 3")
    with pytest.raises(ContentError, match=r"scenarios.toml:\d+: scenario black-widow: a solo "
                                           "game needs 3 modular sets"):
        load_catalog(root)


@pytest.mark.parametrize("old, new, message", [
    ('lose = ["main_scheme_completed", "heroes_eliminated"]', 'lose = ["main_scheme_completed"]',
     '"lose" must hold "heroes_eliminated"'),
    ('win = ["villain_defeated"]', 'win = ["villain_escapes"]', 'unknown win check'),
    ('code = "50067a"', 'code = "50064"', "50064 is not a main scheme card"),
    ('nemesis = "set_aside"', 'nemesis = "shuffled"', 'field "nemesis" is'),
    ('source = ', 'sauce = ', 'unknown field "sauce"'),
])
def test_bad_scenario_entry_names_file_line_and_scenario(tmp_path: Path, old: str, new: str,
                                                         message: str) -> None:
    root = copy_content(tmp_path)
    replace(root / "scenarios.toml", old, new)
    with pytest.raises(ContentError) as info:
        load_catalog(root)
    assert str(info.value).startswith(f"{root / 'scenarios.toml'}:")
    assert "scenario black-widow: " in str(info.value)
    assert message in str(info.value)


# ---------------------------------------------------------------------------- stages
def test_villain_deck_is_the_declared_one() -> None:
    """RRG VILLAIN DEFEAT: each defeated stage reveals the next of the declared deck; the last
    one defeated is the villain_defeated win check. Declared I, II, III, all three play."""
    game = start(cards=with_scenario(villain_standard=("50064", "50065", "50066")))
    for stage in ("I", "II", "III"):
        assert game.view(0)["villain"]["stage"] == stage
        assert game.view(0)["outcome"] == ""
        primitives.deal_damage(game, game.villain(), game.hp(game.villain()))
        game.refresh()
    assert (game.view(0)["outcome"], game.view(0)["cause"]) == ("win", "Black Widow is defeated")


def two_stage_scheme() -> Catalog:
    """Black Widow with a second main scheme stage (a test-only card pair T9101a/b: starting
    threat 1 per player, acceleration 1, target 3 per player)."""
    base = catalog()
    front = dataclasses.replace(base.cards["50067a"], code="T9101a", name="Test Scheme",
                                back="T9101b")
    back = dataclasses.replace(
        base.cards["50067b"], code="T9101b", name="Test Scheme",
        stats={**base.cards["50067b"].stats, "base_threat": 1, "acceleration": 1,
               "target_threat": 3, "stage": "2B"})
    cards = dataclasses.replace(base, cards={**base.cards, "T9101a": front, "T9101b": back})
    first = base.scenarios[SCENARIO].main_scheme[0]
    return with_scenario(cards, main_scheme=(first, MainSchemeStage("T9101a")))


def test_completing_a_main_scheme_stage_advances_the_deck() -> None:
    """RRG MAIN SCHEME, "when the main scheme deck advances": the completed stage leaves the
    game, its acceleration tokens stay, the next stage flips to its B side with its starting
    threat; completing the last stage is the main_scheme_completed loss (WINNING THE GAME)."""
    game = start(cards=two_stage_scheme())
    first = game.main_scheme()
    game.c(first).counters["acceleration"] = 1
    primitives.place_threat(game, first, game.scheme_target(first))
    game.refresh()
    second = game.main_scheme()
    assert game.c(first).zone == "removed" and game.c(first).code == "50067b"
    assert game.c(second).code == "T9101b"
    assert game.c(second).counters == {"threat": 1, "acceleration": 1}
    assert game.view(0)["outcome"] == ""
    assert game.main_acceleration() == 1  # printed, no X on this stage
    primitives.place_threat(game, second, 2)
    game.refresh()
    assert (game.view(0)["outcome"], game.view(0)["cause"]) == ("loss",
                                                                "Test Scheme is completed")


def test_end_checks_are_the_declared_ones() -> None:
    """RRG WINNING THE GAME: "some scenarios have alternate win or loss conditions": a check
    the scenario does not declare does not end the game (here: neither the last villain stage
    defeated nor the main scheme completed), the declared ones do (test_end_conditions.py)."""
    game = start(cards=with_scenario(villain_standard=("50064",), win=(),
                                     lose=("heroes_eliminated",)))
    primitives.deal_damage(game, game.villain(), game.hp(game.villain()))
    primitives.place_threat(game, game.main_scheme(), game.scheme_target(game.main_scheme()))
    game.refresh()
    assert game.view(0)["outcome"] == ""
    assert game.decision is not None


def test_acceleration_x_is_the_villain_stage_number() -> None:
    """The Widow's Web 1B (AoS p. 9): acceleration X per player, X being Black Widow's stage
    number: the card's data ``x = { stage = "villain" }``, an amount of the card language."""
    game = start(("nick-fury",))
    assert game.main_acceleration() == 1
    primitives.deal_damage(game, game.villain(), game.hp(game.villain()))  # stage I -> II
    game.refresh()
    assert game.main_acceleration() == 2
    assert start(("nick-fury",), expert=True).main_acceleration() == 2  # II first
    three = start(cards=with_scenario(villain_standard=("50066",)))
    assert three.main_acceleration() == 3


@pytest.mark.parametrize("new, message", [
    ("", 'card 50067b: its acceleration is X: say what X is with "x"'),
    ('x = { phase = "villain" }', 'card 50067b: "x" has unknown amount key "phase"'),
])
def test_a_printed_x_must_be_said(tmp_path: Path, new: str, message: str) -> None:
    """A card printing X (The Widow's Web 1B: acceleration X) says what X is, or loading
    fails with one line naming the file, line and card."""
    root = copy_content(tmp_path)
    replace(root / "aos.toml", 'x = { stage = "villain" }', new)
    with pytest.raises(ContentError, match=r"aos.toml:\d+: " + message):
        load_catalog(root)


# -------------------------------------------------------------- card data, not rules
def test_black_widows_interrupt_is_her_card_data() -> None:
    """Her forced interrupt is printed on each villain stage (AoS p. 9): card data (a window
    on the attack) in the card language, rendered from that data."""
    for code in ("50064", "50065", "50066"):
        card = catalog().cards[code]
        interrupt = next(a for a in card.abilities if a.trigger == "forced_interrupt")
        assert (interrupt.on, interrupt.of) == ("attack", "self")
        assert render_card(card).startswith(
            "Forced interrupt: when a character attacks this card, remove 1 threat "
            "from the main scheme, ignoring crisis icons; then if you do, discard the top card "
            "of the encounter deck; then resolve its Preparation abilities.")
        assert not card.rules


@pytest.mark.parametrize("old, new, message", [
    ('trigger = "constant"\ngrant = "preparation"\neffects = [{ damage = 1',
     'trigger = "when_revealed"\ngrant = "preparation"\neffects = [{ damage = 1',
     '"grant" is for constant abilities'),
    ('grant = "preparation"\neffects = [{ damage = 1', 'grant = "boost"\neffects = [{ damage = 1',
     'field "grant" is'),
    ('if = { form = "hero" }\nunless = "preparation"', 'unless = "preparation"\ntrigger2 = 1',
     'unknown field "trigger2"'),
    ('trigger = "preparation"\neffects = [{ attach = "self", target = "villain" }]',
     'trigger = "preparation"\nunless = "preparation"\n'
     'effects = [{ attach = "self", target = "villain" }]',
     '"unless" is for window triggers'),
])
def test_bad_grant_or_unless_names_file_line_and_card(tmp_path: Path, old: str, new: str,
                                                      message: str) -> None:
    """The vocabulary the Black Widow set added (``grant``, ``unless``) is checked on load."""
    root = copy_content(tmp_path)
    replace(root / "aos.toml", old, new)
    with pytest.raises(ContentError, match=r"aos.toml:\d+: card 500\d\d: "):
        load_catalog(root)
    with pytest.raises(ContentError, match=message):
        load_catalog(root)


def test_an_interrupt_can_cancel_a_player_attack() -> None:
    """RRG INTERRUPT, CANCEL: the attack's "would" window lets a card cancel the attack on it
    (a test-only minion: "when a character attacks this card, cancel it")."""
    base = catalog()
    shield = dataclasses.replace(
        base.cards["50080"], code="T9201", name="Test Shield Minion",
        abilities=(Ability("forced_interrupt", ({"cancel": True},), {}, on="attack", of="self"),))
    game = start(("maria-hill",), cards=dataclasses.replace(
        base, cards={**base.cards, "T9201": shield}))
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    target = take(game, "T9201", pzone(0, "engaged"))
    answer(game, "flip")
    answer(game, "attack")
    choose(game, f"t:{target}")
    assert game.c(target).count("damage") == 0
    assert "The attack is cancelled." in game.state.log


def test_rules_modules_name_no_scenario() -> None:
    """Issue 13 item 3: no rules module (engine/champions outside the card and scenario
    packages, the bot and the fuzzer) holds a scenario key as a string, docstrings aside."""
    engine = Path(__file__).resolve().parents[3] / "engine" / "champions"
    keys = set(catalog().scenarios)
    found = []
    for path in sorted(engine.glob("*.py")):
        if path.name.startswith(("bot", "fuzz")):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
                      and node.body and isinstance(node.body[0], ast.Expr)}
        found += [f"{path.name}:{node.lineno}" for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and node.value in keys
                  and id(node) not in docstrings]
    assert not found, found

