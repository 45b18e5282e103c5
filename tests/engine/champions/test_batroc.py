"""The Batroc scenario (Agents of S.H.I.E.L.D. rulebook p. 11, its FAQ p. 22 and card data
from aos_encounter.json): its setup, its three main scheme stages with stage 2's choice,
Alert Level, the Rescued Captives, Batroc's non-scaling hit points (p. 4) and the cards of
the Batroc and Batroc's Brigade sets, each from a set-up state of the shipped content.
Stage 3B's attacks against a Rescued Captive, Leaping Kick and overkill are in
test_attacks_against_allies.py; Rapido's indirect damage in test_indirect_damage.py."""

from __future__ import annotations

from engine.champions import ChampionsGame
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.state import pzone
from engine.champions.language.text import render_card
from engine.champions.rules import primitives
from tests.engine.champions.helpers import (
    answer,
    choose,
    keys,
    log_has,
    set_threat,
    start,
    take,
    threat,
)

INFILTRATE, LOCATE, EXTRACT = "Infiltrate A.I.M. Island Embassy", "Locate Missing Person", \
    "Extract Captives"
ALERT_LOW, ALERT_HIGH, CAPTIVE, REFLEXES = "50090a", "50090b", "50091", "50092"
EMBASSY_GUARD, SECURITY_CAMERAS, COMMANDEER = "50093", "50097", "50095"


def table(*heroes: str, expert: bool = False, duplicates: bool = False) -> ChampionsGame:
    return start(heroes or ("nick-fury",), scenario="batroc", expert=expert,
                 allow_duplicate_heroes=duplicates)


def alert(game: ChampionsGame) -> int:
    found = [c.id for c in game.state.cards.values()
             if c.code in (ALERT_LOW, ALERT_HIGH) and game.in_play(c.id)]
    assert len(found) == 1
    return found[0]


def captives(game: ChampionsGame, zone: str = "play") -> list[int]:
    return [c.id for c in game.state.cards.values() if c.code == CAPTIVE
            and (game.in_play(c.id) if zone == "play" else c.zone == zone)]


def clear_last_threat(game: ChampionsGame) -> None:
    """Remove the main scheme's last threat the way a thwart does (RRG THWART)."""
    set_threat(game, 1)
    primitives.remove_threat(game, game.main_scheme(), 1)
    game.refresh()


def to_stage(game: ChampionsGame, name: str) -> None:
    while game.name(game.main_scheme()) != name:
        clear_last_threat(game)
        if game.decision is not None and "under whose control" in game.decision.prompt:
            answer(game, "p:0")
        if game.decision is not None and "advance to stage 3A" in [
                o.label for o in game.decision.options]:
            choose(game, "advance to stage 3A")
    game.refresh()


def test_setup_puts_alert_level_into_play_and_sets_the_captives_aside() -> None:
    """Rulebook p. 11 and Infiltrate A.I.M. Island Embassy 1A's Setup: Batroc (A) is the
    villain, each Rescued Captive is set aside, Alert Level enters play Low side faceup;
    in expert mode Batroc (B) and 2 per player threat on Alert Level."""
    game = table()
    assert game.c(game.villain()).code == "50086a" and game.hp(game.villain()) == 8
    assert game.name(game.main_scheme()) == INFILTRATE
    assert game.c(alert(game)).code == ALERT_LOW and game.c(alert(game)).count("threat") == 0
    assert len(captives(game, "set_aside")) == 4 and not captives(game)
    expert = table("nick-fury", "maria-hill", expert=True)
    assert expert.c(expert.villain()).code == "50086b" and expert.hp(expert.villain()) == 12
    assert expert.c(alert(expert)).count("threat") == 4  # 2 per player, 2 players


def test_batroc_at_zero_hit_points_resets_and_is_not_defeated() -> None:
    """FAQ p. 22 (Batroc / M.O.D.O.K. / Baron Zemo): reducing his hit points to 0 does not
    defeat him, his forced interrupt replaces the defeat; rulebook p. 4 (non-scaling
    villain hit points): they reset to his starting 8, and 6 threat leaves the main
    scheme. The game goes on, with the same villain stage."""
    game = table()
    villain = game.villain()
    set_threat(game, 7)
    game.c(villain).counters["damage"] = 7
    primitives.deal_damage(game, villain, 3, by=0)
    game.refresh()
    assert game.villain() == villain and game.c(villain).code == "50086a"
    assert game.hp(villain) == 8 and threat(game) == 1
    assert game.state.outcome == "" and not log_has(game, "is defeated")


def test_stage_one_advances_when_its_last_threat_is_removed() -> None:
    """Rulebook p. 11: the players advance by reducing each stage's threat to 0; 1B's
    forced interrupt advances to stage 2 (read as a forced response to the last threat
    removed), whose B side comes in with 3 per player threat."""
    game = table("nick-fury", "maria-hill", duplicates=False)
    clear_last_threat(game)
    assert game.name(game.main_scheme()) == LOCATE
    assert threat(game) == 6  # 3 per player
    assert game.state.outcome == ""


def test_stage_two_frees_a_captive_then_the_players_reset_or_advance() -> None:
    """Rulebook p. 11, Locate Missing Person 2B: each time its threat reaches 0 the players
    gain a set-aside Rescued Captive (exhausted, under any player's control), then choose:
    reset the threat to 3 per player to free another, or advance to stage 3."""
    game = table("nick-fury", "maria-hill")
    to_stage(game, LOCATE)
    clear_last_threat(game)
    assert game.decision is not None and "control" in game.decision.prompt.lower()
    answer(game, "p:1")  # the second player takes the captive
    freed = captives(game)
    assert len(freed) == 1 and game.c(freed[0]).controller == 1 and game.c(freed[0]).exhausted
    labels = [o.label for o in game.decision.options]
    assert "advance to stage 3A" in labels and "stay to free another captive" in labels
    choose(game, "stay to free another captive")
    assert game.name(game.main_scheme()) == LOCATE and threat(game) == 6
    clear_last_threat(game)
    answer(game, "p:0")
    assert len(captives(game)) == 2
    choose(game, "advance to stage 3A")
    assert game.name(game.main_scheme()) == EXTRACT


def test_stage_three_a_flips_a_low_alert_level_and_clears_it() -> None:
    """Extract Captives 3A's When Revealed: Alert Level on its Low side loses all its threat
    and flips to High."""
    game = table()
    game.c(alert(game)).counters["threat"] = 2
    to_stage(game, EXTRACT)
    assert game.c(alert(game)).code == ALERT_HIGH and game.c(alert(game)).count("threat") == 0


def test_stage_three_a_with_a_high_alert_level_deals_each_player_a_card() -> None:
    """Extract Captives 3A: with Alert Level already High, each player is dealt 1 facedown
    encounter card; in expert mode 2 per player threat goes on Alert Level either way."""
    game = table("nick-fury", "maria-hill", expert=True)
    level = alert(game)
    game.c(level).counters["threat"] = 0
    run_effects(game, 0, level, [{"flip_over": True}])
    game.refresh()
    level = alert(game)
    assert game.c(level).code == ALERT_HIGH
    to_stage(game, EXTRACT)
    assert all(len(game.ids(pzone(s, "dealt"))) == 1 for s in (0, 1))
    assert game.c(alert(game)).count("threat") == 4


def test_stage_three_won_by_clearing_it() -> None:
    """Extract Captives 3B: "if there is no threat here, the players win"."""
    game = table()
    to_stage(game, EXTRACT)
    assert captives(game)
    clear_last_threat(game)
    assert game.state.outcome == "win"


def test_stage_three_lost_when_no_rescued_captive_is_left() -> None:
    """Extract Captives 3B: the players lose when no Rescued Captive ally is in play."""
    game = table()
    to_stage(game, EXTRACT)
    (captive,) = captives(game)
    primitives.deal_damage(game, captive, 5)
    game.refresh()
    assert game.state.outcome == "loss"


def test_completing_any_stage_loses() -> None:
    """Each stage: "If this stage is completed, the players lose the game" (it does not
    advance to the next stage)."""
    game = table()
    set_threat(game, 11)
    primitives.place_threat(game, game.main_scheme(), 1)
    game.refresh()
    assert game.state.outcome == "loss" and game.name(game.main_scheme()) == INFILTRATE


def test_alert_level_flips_at_four_per_player_then_loses_at_four_per_player() -> None:
    """Alert Level 50090a: with at least 4 per player threat on it, all of it is removed
    and it flips to High; 50090b: at 4 per player there, the players lose; High gives
    Batroc +1 ATK and +1 SCH."""
    game = table("nick-fury", "maria-hill")
    level = alert(game)
    atk, sch = game.atk(game.villain()), game.sch(game.villain())
    primitives.place_threat(game, level, 7)
    game.refresh()
    assert game.c(alert(game)).code == ALERT_LOW
    primitives.place_threat(game, level, 1)
    game.refresh()
    level = alert(game)
    assert game.c(level).code == ALERT_HIGH and game.c(level).count("threat") == 0
    assert (game.atk(game.villain()), game.sch(game.villain())) == (atk + 1, sch + 1)
    primitives.place_threat(game, level, 8)
    game.refresh()
    assert game.state.outcome == "loss"


def test_alert_level_rises_as_a_minion_is_defeated_and_falls_by_a_hero_action() -> None:
    """Alert Level: after a character is defeated (a minion), 1 threat goes on it; Embassy
    Guard's When Defeated adds 1 more; its Hero Action spends 1 resource of any type to
    remove 1 threat."""
    game = table()
    level = alert(game)
    guard = take(game, EMBASSY_GUARD, pzone(0, "engaged"))
    game.refresh()
    primitives.deal_damage(game, guard, 3, by=0)
    game.refresh()
    while game.decision is not None and "your turn" not in game.decision.prompt:
        answer(game, keys(game)[0])
    assert game.c(level).count("threat") == 2
    if game.state.players[0].form != "hero":
        answer(game, "flip")
    action = next(k for k in keys(game) if k.startswith(f"ab:{level}:"))
    answer(game, action)
    while game.decision is not None and game.decision.prompt.startswith("Pay for"):
        answer(game, next(k for k in keys(game) if k != "pay" and not k.startswith("cancel")))
        if "pay" in keys(game):
            answer(game, "pay")
    assert game.c(level).count("threat") == 1


def settle(game: ChampionsGame) -> None:
    game.refresh()
    while game.decision is not None and "your turn" not in game.decision.prompt:
        answer(game, keys(game)[0])


def test_alert_level_rises_as_an_ally_or_an_identity_is_defeated() -> None:
    """Alert Level 50090a: "after a character is defeated except by consequential damage":
    an ally defeated by damage adds 1 threat, an ally defeated by its own consequential
    damage (RRG CONSEQUENTIAL DAMAGE) adds none, and an identity's defeat adds 1 (its
    player is eliminated, the game goes on)."""
    game = table("nick-fury", "maria-hill")
    level = alert(game)
    coulson = take(game, "50047", pzone(0, "play"))  # Agent Coulson, 3 hit points
    primitives.deal_damage(game, coulson, 3)
    settle(game)
    assert game.c(coulson).zone == pzone(0, "discard")
    assert game.c(level).count("threat") == 1
    quake = take(game, "50048", pzone(1, "play"), owner=1)
    game.c(quake).add("damage", game.hp(quake) - 1)  # 1 hit point left
    primitives.deal_damage(game, quake, 1, consequential=True)
    settle(game)
    assert game.c(quake).zone == pzone(1, "discard")
    assert game.c(level).count("threat") == 1
    primitives.deal_damage(game, game.identity(1), 99)
    settle(game)
    assert game.state.players[1].eliminated and not game.state.outcome
    assert game.c(level).count("threat") == 2


def test_an_allys_consequential_damage_is_noted_on_its_defeat() -> None:
    """The thwart's consequential damage (RRG CONSEQUENTIAL DAMAGE) reaches the defeat
    through the ally's basic power, so Alert Level stays as it was."""
    game = table()
    level = alert(game)
    coulson = take(game, "50047", pzone(0, "play"))
    game.c(coulson).add("damage", game.hp(coulson) - 1)
    game.refresh()
    answer(game, f"ally_thwart:{coulson}")
    settle(game)
    assert game.c(coulson).zone == pzone(0, "discard")
    assert game.c(level).count("threat") == 0


def test_embassy_guard_gains_surge_while_the_alert_level_is_high() -> None:
    """Embassy Guard 50093: "if Alert Level is on its High side, this card gains surge"
    (a constant read while it is revealed)."""
    game = table()
    guard = take(game, EMBASSY_GUARD, pzone(0, "engaged"))
    game.refresh()
    assert not game.kw(guard, "surge")
    run_effects(game, 0, alert(game), [{"flip_over": True}])
    game.refresh()
    assert game.kw(guard, "surge")


def test_heightened_reflexes_attaches_with_four_leap_counters_and_prevents_two() -> None:
    """Heightened Reflexes 50092: attached to Batroc with 4 leap counters (Uses); when he
    would take damage, 2 of it is prevented and a leap counter is removed."""
    game = table()
    villain = game.villain()
    reflexes = take(game, REFLEXES, "enc:discard")
    run_effects(game, 0, reflexes, [{"attach": "self", "target": "villain"}])
    game.refresh()
    assert game.c(reflexes).attached_to == villain
    assert game.c(reflexes).count("leap") == 4
    primitives.deal_damage(game, villain, 3, by=0)
    game.refresh()
    assert game.c(villain).count("damage") == 1 and game.c(reflexes).count("leap") == 3


def test_rescued_captive_hero_action_and_outside_the_ally_limit() -> None:
    """Rescued Captive 50091: victory -1, does not count against the ally limit; Hero
    Action: exhaust it to remove 1 per player threat from the main scheme."""
    game = table()
    card = game.catalog.cards[CAPTIVE]
    assert card.keywords["victory"] == -1 and card.keywords["outside_ally_limit"]
    captive = take(game, CAPTIVE, pzone(0, "play"), owner=0)
    game.c(captive).controller = 0
    game.refresh()
    before = threat(game)
    if game.state.players[0].form != "hero":
        answer(game, "flip")
    answer(game, next(k for k in keys(game) if k.startswith(f"ab:{captive}:")))
    assert threat(game) == before - 1 and game.c(captive).exhausted


def test_four_players_scale_the_stages_per_player() -> None:
    """Rulebook p. 11 at 4 players (the duplicate-hero test switch): stage 1B comes in
    with 6 per player threat, stage 2B with 3 per player, Alert Level flips at 16."""
    game = table("nick-fury", "maria-hill", "nick-fury", "maria-hill", duplicates=True)
    assert threat(game) == 24
    to_stage(game, LOCATE)
    assert threat(game) == 12
    level = alert(game)
    primitives.place_threat(game, level, 15)
    game.refresh()
    assert game.c(alert(game)).code == ALERT_LOW
    primitives.place_threat(game, level, 1)
    game.refresh()
    assert game.c(alert(game)).code == ALERT_HIGH


def test_the_cards_say_what_they_do() -> None:
    """The text is rendered from the data: stage 2B's choice, Alert Level's thresholds."""
    game = table()
    text = render_card(game.catalog.cards["50088b"])
    assert "choose one: advance to stage 3A or stay to free another captive" in text
    assert "4 per player threat or more" in render_card(game.catalog.cards[ALERT_HIGH])
    assert render_card(game.catalog.cards[EMBASSY_GUARD]).splitlines()[1] == (
        "This card gains surge while Alert Level shows its B side.")
    assert render_card(game.catalog.cards["50089b"]).startswith(
        "In expert mode, each minion gains quickstrike.")
