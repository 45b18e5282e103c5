"""Cards of the coming packs as test-only fixtures (issue 13 item 5): proof that the card
language carries them. Each loads from tests/engine/champions/fixtures/ (never shipped),
renders its text from its data, and behaves as printed in a game state set up for it.
Card facts: /work/shared/reference/marvelsdb/pack (aos_encounter, cw_encounter,
tt_encounter); the rules each test follows are named in its docstring."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from content.champions.schema import catalog, coverage, load_catalog
from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core import effect_steps
from engine.champions.core.combat_steps import Attack, Thwart
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EndRound, EnemyAttack, MainThreat
from engine.champions.language.text import render_card
from engine.champions.rules import combat, primitives
from tests.engine.champions.helpers import (
    answer,
    choose,
    clear_hand,
    end_turn_until,
    keys,
    set_threat,
    start,
    take,
    threat,
    top_encounter,
)

FIXTURES = Path(__file__).resolve().parent / "fixtures"
COMING = load_catalog(extra_packs=[FIXTURES])
WITH_AREAS = load_catalog(extra_packs=[FIXTURES, FIXTURES / "areas"])  # + test scenarios


def game_with(*heroes: str) -> ChampionsGame:
    return start(heroes or ("nick-fury",), cards=COMING)


def reveal(game: ChampionsGame, code: str, seat: int = 0) -> int:
    """Reveal an encounter card the way the villain phase does (RRG REVEAL)."""
    cid = top_encounter(game, code)
    game.push(Reveal(cid, seat))
    game.refresh()
    return cid


def to_hero(game: ChampionsGame) -> None:
    if game.state.players[0].form != "hero":
        answer(game, "flip")


def test_fixture_cards_stay_out_of_the_shipped_content() -> None:
    """The fixtures join only a catalog loaded with them: the shipped one, and so real
    games and `content coverage`, never see them."""
    fixtures = {"50105a", "50131b", "56128a", "55033b", "55007a"}
    assert fixtures <= set(COMING.cards)
    assert not fixtures & set(catalog().cards)
    assert coverage()["faces"] == len(catalog().cards)


def test_an_extra_pack_cannot_redescribe_a_shipped_card(tmp_path: Path) -> None:
    """A code described twice across packs is one clear error, not a silent override."""
    (tmp_path / "facts").mkdir()
    (tmp_path / "facts" / "dup.toml").write_text(
        '[[card]]\ncode = "50042"\nname = "EM Shield"\ntype = "upgrade"\npack = "aos"\n'
        'quantity = 1\n', encoding="utf-8")
    (tmp_path / "dup.toml").write_text(
        '[[card]]\ncode = "50042"\nname = "EM Shield"\nautomation = "manual"\n'
        'manual = "By hand."\n', encoding="utf-8")
    with pytest.raises(ContentError, match=r"card 50042: .*described twice"):
        load_catalog(extra_packs=[tmp_path])


def test_batroc_would_be_defeated_resets_his_hit_points() -> None:
    """Batroc (50086a, aos_encounter.json): a forced interrupt on "would be defeated"
    replaces the defeat (RRG "WOULD", REPLACEMENT EFFECT): his hit points reset to 8 and 6
    threat leaves the main scheme; after he attacks, 1 threat goes on Alert Level."""
    assert render_card(COMING.cards["50086a"]) == (
        "Forced response: after this card attacks you, place 1 threat on Alert Level.\n"
        "Forced interrupt: when this card would be defeated, cancel it; then reset the hit "
        "points of this card to 8; then remove 6 threat from the main scheme.")
    game = game_with()
    villain = game.villain()
    game.c(villain).code = "50086a"  # Batroc is the villain of this test table
    alert = take(game, "50090a", "environment")
    game.c(villain).counters["damage"] = 7  # 1 hit point left
    set_threat(game, 7)
    to_hero(game)
    answer(game, "attack")  # a basic attack for 2 (ATK 2) against his last hit point
    answer(game, f"t:{villain}")
    assert game.villain() == villain and game.name(villain) == "Batroc"
    assert game.hp(villain) == 8 and threat(game) == 1
    assert game.state.outcome == ""
    # his forced response after he attacks
    game.push(EnemyAttack(villain, 0))
    game.refresh()
    end_turn_until(game, "your turn")
    assert game.c(alert).count("threat") == 1


def test_holding_cell_locks_pays_typed_resources_and_flips_into_an_ally() -> None:
    """Holding Cell (50105a/b, aos_encounter.json): enters play with 2 per player lock
    counters; its Hero Action costs 2 energy resources or 3 of any type (RRG RESOURCES: a
    cost names the resource types that pay it); when the last lock counter is gone it flips
    into Flying Inhuman, an ally put into play under the control of a player chosen."""
    assert render_card(COMING.cards["50105a"]) == (
        "After this card enters play: Place 2 per player lock counter(s) on this card.\n"
        "Forced response: after the last lock counter is removed from this card, flip this "
        "card to its other side (its new side goes to a player you choose).\n"
        "Hero action: spend 2 energy resources or 3 resources of any type -> Remove 1 lock "
        "counter(s) from this card.")
    game = game_with("nick-fury", "maria-hill")
    cell = reveal(game, "50105a")
    assert game.c(cell).zone == "environment" and game.c(cell).count("lock") == 4
    game.c(cell).counters["lock"] = 2  # two of them already removed
    to_hero(game)
    clear_hand(game)
    take(game, "50003", pzone(0, "hand"))  # 1 energy each
    take(game, "50004", pzone(0, "hand"))
    answer(game, f"ab:{cell}:2")
    choose(game, "Spend All-Points Bulletin")
    assert "pay" not in keys(game)  # 1 energy is not enough
    choose(game, "Spend On the Double")
    answer(game, "pay")
    assert game.c(cell).count("lock") == 1
    take(game, "50006", pzone(0, "hand"))  # mental
    take(game, "50005", pzone(0, "hand"))  # physical
    take(game, "50008", pzone(0, "hand"))  # mental
    answer(game, f"ab:{cell}:2")
    choose(game, "Spend The Hard Call")
    choose(game, "Spend Reinforcements")
    assert "pay" not in keys(game)  # 2 resources that are not energy: neither cost
    choose(game, "Spend Support Staff")
    answer(game, "pay")
    assert "under whose control" in game.decision.prompt  # type: ignore[union-attr]
    choose(game, "Player 2 controls")
    assert game.name(cell) == "Flying Inhuman" and game.c(cell).zone == pzone(1, "play")
    assert game.c(cell).controller == 1 and cell in game.allies(1)


def test_thunderbolt_backup_attaches_the_most_damaged_minion_each_round() -> None:
    """Thunderbolt Backup (50131b, aos_encounter.json): when the round ends, the Thunderbolt
    minion with the most damage is attached here (swapping with the one attached), then
    healed 1 per player; a minion attached here is in play and can be attacked."""
    assert render_card(COMING.cards["50131b"]) == (
        "Forced interrupt: when the round ends, attach a Thunderbolt minion with the most "
        "damage to this card, swapping it with the one attached there; then heal 1 per player "
        "damage from each minion attached to this card; then in expert mode, heal 1 per "
        "player damage from each minion attached to this card; then give each minion "
        "attached to this card a tough status card.")
    game = game_with()
    backup = take(game, "50131b", "environment")
    jolt = take(game, "50133", pzone(0, "engaged"))
    bullseye = take(game, "56088", pzone(0, "engaged"))
    game.c(jolt).counters["damage"] = 3
    game.c(bullseye).counters["damage"] = 1
    game.state.queue.insert(0, EndRound())
    game.refresh()
    assert game.c(jolt).zone == "attached" and game.c(jolt).attached_to == backup
    assert game.c(jolt).count("damage") == 2 and not game.c(jolt).tough  # standard mode
    assert jolt in combat.attackable(game, 0, game.identity(0))
    game.c(bullseye).counters["damage"] = 4
    end_turn_until(game, "your turn")
    game.state.queue.insert(0, EndRound())
    game.refresh()
    assert game.c(bullseye).attached_to == backup and game.c(bullseye).count("damage") == 3
    assert game.c(jolt).zone == pzone(0, "engaged") and game.c(jolt).attached_to == -1


def test_choosing_sides_caps_damage_per_attack_and_flips_at_its_last_threat() -> None:
    """Choosing Sides (56128a/b, cw_encounter.json; co-op reading, Civil War rulebook p. 6:
    the enemy leader is the villain, the enemy team the players): the villain takes at most
    2 damage from each attack; it is permanent (RRG PERMANENT: it cannot be defeated), so
    it stays when its last threat is removed, then deals each player one of the top 5
    encounter cards and flips into Now It's Personal, given to the first player."""
    assert render_card(COMING.cards["56128a"]) == (
        "Permanent.\nThe villain cannot take more than 2 damage from each attack.\n"
        "Forced response: after the last threat is removed from this card, search the top 5 "
        "cards of the encounter deck and deal one of them facedown to each player, then "
        "shuffle the encounter deck; then flip this card to its other side (its new side "
        "goes to the first player).")
    game = game_with()
    sides = reveal(game, "56128a")
    assert game.c(sides).zone == "schemes" and game.c(sides).count("threat") == 4
    you, villain = game.identity(0), game.villain()
    before = game.c(villain).count("damage")
    game.push(Attack(0, you, 5, target=villain))
    game.refresh()
    assert game.c(villain).count("damage") == before + 2
    top = game.ids("enc:deck")[:5]
    game.push(Thwart(0, you, 4, target=sides))
    game.refresh()
    assert "deal which encounter card to player 1" in game.decision.prompt  # type: ignore[union-attr]
    assert {k for k in keys(game)} == {f"t:{c}" for c in top}
    chosen = game.c(top[2])  # the card: dealt facedown, it gets a fresh id
    answer(game, f"t:{top[2]}")
    assert game.ids(pzone(0, "dealt")) == [chosen.id] != [top[2]] and chosen.facedown
    assert chosen.known_to == [0]  # the first player chose it: their views show it
    assert game.name(sides) == "Now It's Personal"
    assert game.c(sides).zone == pzone(0, "play")
    assert f"ab:{sides}:0" in keys(game)  # its action, usable by the player given it


def test_mischief_and_mayhem_completion_becomes_threat_in_another_area() -> None:
    """Mischief and Mayhem (55033b, tt_encounter.json; Trickster Takeover rulebook, God of
    Lies): when it would be completed, its threat is removed and 1 threat goes on Worlds
    Collide, the scheme in its own (title-only) game area, instead; an identity that would
    be defeated changes to alter-ego at 1 hit point, and 1 threat goes on Worlds Collide,
    instead."""
    assert render_card(COMING.cards["55033b"]) == (
        "Forced interrupt: when this scheme would be completed, cancel it; then remove X (the "
        "threat on this card) threat from this card, ignoring crisis icons; then place 1 "
        "threat on Worlds Collide in another game area.\n"
        "Forced interrupt: when an identity would be defeated, cancel it; then change to "
        "alter-ego form; then reset the hit points of that card to 1; then place 1 threat on "
        "Worlds Collide in another game area.")
    game = start(("nick-fury",), cards=WITH_AREAS,
                 areas=[{"scenario": "overlord", "title_only": True}])
    main = game.main_scheme()
    game.c(main).code = "55033b"  # this table's main scheme stage
    set_threat(game, 0)
    worlds = game.main_scheme(1)  # the title-only area's scheme becomes Worlds Collide
    game.c(worlds).code = "55028b"
    game.push(MainThreat(8))
    game.refresh()
    assert game.main_scheme() == main and threat(game) == 0
    assert game.c(worlds).count("threat") == 1 and game.state.outcome == ""
    to_hero(game)
    you = game.identity(0)
    primitives.deal_damage(game, you, 99)
    game.refresh()
    assert not game.state.players[0].eliminated
    assert game.state.players[0].form == "alter_ego" and game.hp(game.identity(0)) == 1
    assert game.c(worlds).count("threat") == 2


def test_hypnotic_gaze_flips_to_its_hidden_back_at_five_charm_counters() -> None:
    """Hypnotic Gaze (55007a/b, tt_encounter.json; Trickster Takeover rulebook p. 7,
    Enchantment attachments): your identity gains Defiant; with 5 or more charm counters
    here they are all removed and the card flips to its hidden Trance side, whose When
    Revealed ability resolves as normal."""
    assert render_card(COMING.cards["55007a"]) == (
        "Attach to your identity. Permanent.\nThe attached card gains the Defiant trait.\n"
        "Forced response: when there are 5 or more charm counters on this card, remove X "
        "(the charm on this card) charm counter(s) from this card; then flip this card to "
        "its other side and resolve its When Revealed ability.")
    game = game_with()
    gaze = reveal(game, "55007a")
    you = game.identity(0)
    assert game.c(gaze).attached_to == you and game.has_trait(you, "Defiant")
    effect_steps.run_effects(game, 0, gaze,
                          [{"place_counter": 4, "counter": "charm", "target": "self"}])
    game.refresh()
    assert game.c(gaze).count("charm") == 4 and game.name(gaze) == "Hypnotic Gaze"
    suit = game.suit(0)
    deck, discard = len(game.ids(pzone(0, "deck"))), len(game.ids(pzone(0, "discard")))
    effect_steps.run_effects(game, 0, gaze,
                          [{"place_counter": 1, "counter": "charm", "target": "self"}])
    game.refresh()
    assert game.name(gaze) == "Trance of Envy" and not game.c(gaze).count("charm")
    assert game.has_trait(you, "Enthralled") and not game.has_trait(you, "Defiant")
    # its When Revealed: discard a card you control; the permanent suit cannot be
    # discarded (RRG PERMANENT), so the top 8 cards of the deck are discarded instead
    assert game.c(suit).zone == pzone(0, "play")
    assert len(game.ids(pzone(0, "deck"))) == deck - 8
    assert len(game.ids(pzone(0, "discard"))) == discard + 8
    choose(game, "Done")  # its forced action is resolved by hand (a partial face)
    assert game.decision is not None and "your turn" in game.decision.prompt


def test_fixture_cards_render_every_face() -> None:
    """Every fixture face renders from its data (no raw effect dicts in the text)."""
    for code, card in COMING.cards.items():
        if code in catalog().cards:
            continue
        said = render_card(card)
        assert "{" not in said and "(unknown" not in said, (code, said)


def test_resource_cost_table_errors_name_the_card(tmp_path: Path) -> None:
    """A malformed resource cost is one line naming the file, line and card."""
    shutil.copytree(FIXTURES, tmp_path / "pack")
    behaviour = tmp_path / "pack" / "coming.toml"
    behaviour.write_text(behaviour.read_text(encoding="utf-8").replace(
        "cost = [{ spend = { energy = 2 }, or_any = 3 }]",
        "cost = [{ spend = { plasma = 2 } }]"), encoding="utf-8")
    with pytest.raises(ContentError, match=r"coming.toml:\d+: card 50105a: .*resource types"):
        load_catalog(extra_packs=[tmp_path / "pack"])


def test_a_hero_action_on_an_engaged_minion_is_offered_to_the_player() -> None:
    """Jolt (50133, aos_encounter.json), a Thunderbolt minion the backup tests use: her Hero
    Action (exhaust your hero: a parley counter here; at 3 she is removed from the game,
    not defeated) is an action on an encounter card in play, which a player may use."""
    game = game_with()
    jolt = take(game, "50133", pzone(0, "engaged"))
    game.c(jolt).counters["parley"] = 2
    before = threat(game)
    to_hero(game)
    answer(game, f"ab:{jolt}:1")
    assert game.c(jolt).zone == "removed" and game.c(game.identity(0)).exhausted
    assert threat(game) == before  # removed, not defeated: her When Defeated does not resolve


def test_flip_over_puts_a_minion_face_engaged_and_a_scheme_face_among_the_schemes() -> None:
    """`flip_over` (any card type): a card whose other face is a minion enters play engaged
    with you (RRG ENGAGED: a minion in play is engaged with a player); one whose other face
    is a side scheme joins the schemes with its starting threat (RRG SIDE SCHEME)."""
    cell = COMING.cards["50105a"]
    cards = {**COMING.cards, "50105a": dataclasses.replace(cell, back="50133")}  # test-only
    game = start(("nick-fury",), cards=dataclasses.replace(COMING, cards=cards))
    door = take(game, "50105a", "environment")
    effect_steps.run_effects(game, 0, door, [{"flip_over": True}])
    game.refresh()
    assert game.name(door) == "Jolt" and game.c(door).zone == pzone(0, "engaged")
    note = take(game, "56128b", pzone(0, "play"))
    effect_steps.run_effects(game, 0, note, [{"flip_over": True}])
    game.refresh()
    assert game.name(note) == "Choosing Sides" and game.c(note).zone == "schemes"
    assert game.c(note).count("threat") == 4
