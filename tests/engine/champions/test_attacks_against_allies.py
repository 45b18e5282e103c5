"""Attacks against allies (Agents of S.H.I.E.L.D. rulebook p. 4, "Attacks Against Allies";
RRG v1.8 ATTACKS AGAINST ALLIES): an enemy attacks an ally directly, "you" in its boost is
the ally's controller, "when ... attacks you" abilities do not trigger, players may
defend, and overkill that defeats an ally goes to its controller's identity.

Leaping Kick (50096), Extract Captives 3B (50089b) and Rescued Captive (50091) are the
shipped cards of the Batroc scenario (content/champions/aos.toml); A.I.M. Jailer (50120)
and Radioactive Man (01129) are test-only fixtures of the same shape as the printed ones
(tests/engine/champions/fixtures/against_allies.toml); card facts from
/work/shared/reference/marvelsdb/pack."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from content.champions.schema import load_catalog
from content.errors import ContentError
from engine.champions import ChampionsGame
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import Activate
from engine.champions.language.text import render_card
from tests.engine.champions.helpers import answer, keys, log_has, start, take, top_encounter

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SHIPPED_FACTS = Path(__file__).resolve().parents[3] / "content" / "champions" / "facts"
BAD_KICK = "59096"  # a test-only code for a refused Leaping Kick
CARDS = load_catalog(extra_packs=[FIXTURES])
LEAPING_KICK, EXTRACT_CAPTIVES, JAILER, CAPTIVE, RADIOACTIVE_MAN = (
    "50096", "50089b", "50120", "50091", "01129")
NO_BOOST = "01186"  # Advance: a boost card without boost icons
TWO_BOOST = "50096"  # Leaping Kick as a boost card: 2 boost icons, no boost ability
COLD_STORAGE = "50063"  # boost ability: deal 1 damage to you
LIFE_MODEL_DECOY = "50010"  # interrupt: when an enemy attacks you, prevent all its damage
FLYING_INHUMAN = "50105b"  # a Rescued ally (coming.toml)
HOLDING_CELL = "50105a"


def table(*heroes: str) -> ChampionsGame:
    """Every player in hero form at the first player's turn, no minion engaged."""
    game = start(heroes or ("nick-fury",), cards=CARDS)
    for seat in game.seats():
        for minion in game.minions(seat):
            game.state.move(minion, "enc:discard")
        game.state.players[seat].form = "hero"
        game.c(game.identity(seat)).code = game.catalog.decks[
            game.state.players[seat].deck_key].identity
    game.refresh()
    return game


def ally(game: ChampionsGame, code: str, seat: int, damage: int = 0) -> int:
    cid = take(game, code, pzone(seat, "play"), owner=seat)
    if damage:
        game.c(cid).counters["damage"] = damage
    return cid


def reveal(game: ChampionsGame, code: str, seat: int = 0) -> int:
    """Reveal an encounter card the way the villain phase does (RRG REVEAL)."""
    cid = top_encounter(game, code)
    game.push(Reveal(cid, seat))
    game.refresh()
    return cid


def damage(game: ChampionsGame, cid: int) -> int:
    return game.c(cid).count("damage")


def test_the_cards_say_what_they_do() -> None:
    """The cards' text is rendered from their data (the card language's enemy_attacks
    and redirect_attack)."""
    assert render_card(CARDS.cards[LEAPING_KICK]) == (
        "When revealed (alter-ego): The villain schemes.\n"
        "When revealed (hero): If there is an ally, the villain attacks an ally with the "
        "most hit points; this attack gains overkill; otherwise, the villain attacks you.")
    assert render_card(CARDS.cards[JAILER]).endswith(
        "When revealed: If there is a Rescued ally, this card attacks a Rescued ally with "
        "the fewest hit points; otherwise, place 1 lock counter(s) on Holding Cell.")
    assert render_card(CARDS.cards[EXTRACT_CAPTIVES]).splitlines()[1] == (
        "Forced interrupt: when an enemy attacks a player, resolve this attack against "
        "Rescued Captive instead.")


def test_leaping_kick_attacks_the_ally_with_the_most_hit_points() -> None:
    """AoS rulebook p. 4: "any undefended damage from that attack is placed on the ally
    that was attacked"; Leaping Kick (50096) picks the ally with the most remaining hit
    points, and "attacks you" abilities (Life Model Decoy) do not trigger."""
    game = table()
    weak = ally(game, CAPTIVE, 0, damage=3)  # 2 hit points left
    strong = ally(game, CAPTIVE, 0)  # 5
    decoy = take(game, LIFE_MODEL_DECOY, pzone(0, "play"), owner=0)
    top_encounter(game, NO_BOOST)
    reveal(game, LEAPING_KICK)
    assert game.decision is not None and game.decision.seat == 0
    assert game.decision.prompt.startswith(f"{game.name(game.villain())} attacks Rescued "
                                           "Captive (ATK")
    assert "hero" in keys(game) and f"ally:{weak}" in keys(game)
    assert f"ally:{strong}" not in keys(game)  # the attacked ally is not its own defender
    assert not any(k.startswith(f"w:{decoy}") for k in keys(game))
    answer(game, "none")
    assert damage(game, strong) == game.atk(game.villain())
    assert damage(game, weak) == 3 and damage(game, game.identity(0)) == 0
    assert game.c(decoy).zone == pzone(0, "play")


def test_leaping_kick_without_an_ally_attacks_you() -> None:
    """Leaping Kick (50096): "if there were no allies in play", the villain attacks you;
    Life Model Decoy answers that attack (RRG ATTACK (ENEMY ACTIVATION))."""
    game = table()
    decoy = take(game, LIFE_MODEL_DECOY, pzone(0, "play"), owner=0)
    top_encounter(game, NO_BOOST)
    reveal(game, LEAPING_KICK)
    assert f"w:{decoy}:0" in keys(game)
    answer(game, "pass")
    assert game.decision is not None and "attacks you (ATK" in game.decision.prompt
    answer(game, "none")
    assert damage(game, game.identity(0)) == game.atk(game.villain())


def test_overkill_through_the_attacked_ally_goes_to_its_controller() -> None:
    """AoS rulebook p. 4: "If the attack has overkill and defeats an ally ... any excess
    damage from that attack is dealt to the identity of the player who controlled the
    defeated ally"; Leaping Kick's attack gains overkill."""
    game = table("nick-fury", "maria-hill")
    theirs = ally(game, CAPTIVE, 1, damage=4)  # the only ally: 1 hit point left
    top_encounter(game, TWO_BOOST)
    reveal(game, LEAPING_KICK, seat=0)
    assert game.decision is not None and game.decision.seat == 1  # the attacked player
    answer(game, "none")
    excess = game.atk(game.villain()) + 2 - 1
    assert excess > 0
    assert game.c(theirs).zone != pzone(1, "play")
    assert damage(game, game.identity(1)) == excess
    assert damage(game, game.identity(0)) == 0


def test_a_defending_ally_defeated_by_overkill_sends_the_excess_to_its_controller() -> None:
    """AoS rulebook p. 4: players may defend an attack against an ally "as normal", and
    overkill that defeats the defending ally goes to the identity of the player who
    controlled it (RRG DEFEND: the defender becomes the target)."""
    game = table("nick-fury", "maria-hill")
    attacked = ally(game, CAPTIVE, 1)  # 5 hit points: the most
    defender = ally(game, CAPTIVE, 0, damage=4)  # 1 hit point
    top_encounter(game, TWO_BOOST)
    reveal(game, LEAPING_KICK, seat=0)
    assert game.decision.seat == 1
    answer(game, f"other:{defender}")
    excess = game.atk(game.villain()) + 2 - 1
    assert damage(game, attacked) == 0
    assert game.c(defender).zone != pzone(0, "play")
    assert damage(game, game.identity(0)) == excess
    assert damage(game, game.identity(1)) == 0


def test_the_hero_of_the_attacked_player_may_defend_the_ally() -> None:
    """AoS rulebook p. 4: "Players may defend these attacks as normal by declaring a hero
    or an ally as the defender"; a hero's basic defense reduces the damage by its DEF."""
    game = table()
    attacked = ally(game, CAPTIVE, 0)
    top_encounter(game, TWO_BOOST)
    reveal(game, LEAPING_KICK)
    answer(game, "hero")
    hero = game.identity(0)
    assert game.c(hero).exhausted and damage(game, attacked) == 0
    assert damage(game, hero) == max(0, game.atk(game.villain()) + 2 - game.defense(hero))


def test_you_in_its_boost_is_the_attacked_allys_controller() -> None:
    """AoS rulebook p. 4: "Any boost abilities that refer to 'you' refer to the player who
    controls the attacked ally": Cold Storage's boost (deal 1 damage to you) hits the ally's
    controller, not the player who revealed the card."""
    game = table("nick-fury", "maria-hill")
    ally(game, CAPTIVE, 1)
    top_encounter(game, COLD_STORAGE)
    reveal(game, LEAPING_KICK, seat=0)
    answer(game, "none")
    assert damage(game, game.identity(1)) == 1
    assert damage(game, game.identity(0)) == 0


def test_after_it_attacks_you_resolves_for_the_allys_controller() -> None:
    """RRG v1.8 ATTACKS AGAINST ALLIES: "the player who controls the ally is considered the
    attacked player", and abilities that resolve after the enemy "attacks you" resolve
    against that player (FFG ruling, 17 December 2025): Radioactive Man's forced response
    discards from the hand of the player whose ally he attacked."""
    game = table("nick-fury", "maria-hill")
    man = take(game, RADIOACTIVE_MAN, pzone(0, "engaged"))
    ally(game, CAPTIVE, 1)
    hands = [len(game.ids(pzone(seat, "hand"))) for seat in (0, 1)]
    top_encounter(game, NO_BOOST)
    run_effects(game, 0, man, [{"enemy_attacks": "self", "target": {"type": "ally"}}])
    game.refresh()
    assert game.decision.seat == 1
    answer(game, "none")
    assert [len(game.ids(pzone(seat, "hand"))) for seat in (0, 1)] == [hands[0], hands[1] - 1]


def test_stealth_does_not_answer_an_attack_on_an_ally() -> None:
    """FFG ruling, 17 December 2025: Nick Fury's Stealth ("when an enemy would attack you,
    it schemes instead") answers attacks on Nick Fury only; AoS rulebook p. 4: "attacks
    you" abilities do not trigger for an attack against an ally."""
    game = table()
    game.c(game.suit(0)).code = "50035b"  # the suit shows Stealth
    attacked = ally(game, CAPTIVE, 0)
    top_encounter(game, NO_BOOST)
    reveal(game, LEAPING_KICK)
    answer(game, "none")
    assert damage(game, attacked) == game.atk(game.villain())
    assert not log_has(game, "schemes instead")


def test_extract_captives_turns_an_attack_into_one_on_a_rescued_captive() -> None:
    """Extract Captives 3B (50089b): "when an enemy attacks, it attacks a Rescued Captive
    instead": the attack is then against that ally (AoS rulebook p. 4), its controller is
    the attacked player, and "attacks you" abilities stay silent."""
    for captive_seat in (0, 1):
        game = table("nick-fury", "maria-hill")
        game.c(game.main_scheme()).code = EXTRACT_CAPTIVES
        captive = ally(game, CAPTIVE, captive_seat)
        decoy = take(game, LIFE_MODEL_DECOY, pzone(0, "play"), owner=0)
        top_encounter(game, NO_BOOST)
        game.push(Activate(game.villain(), 0))
        game.refresh()
        assert log_has(game, "attacks Rescued Captive instead")
        assert game.decision.seat == captive_seat
        assert "attacks Rescued Captive" in game.decision.prompt
        assert not any(k.startswith(f"w:{decoy}") for k in keys(game))
        answer(game, "none")
        assert damage(game, captive) == game.atk(game.villain())
        assert damage(game, game.identity(0)) == 0


def test_aim_jailer_attacks_the_rescued_ally_with_the_fewest_hit_points() -> None:
    """A.I.M. Jailer (50120): when revealed it attacks the Rescued ally with the fewest
    remaining hit points, whoever controls it (AoS rulebook p. 4: that player is attacked);
    a minion without villainous gets no boost card (RRG ATTACK (ENEMY ACTIVATION) step 1)."""
    game = table("nick-fury", "maria-hill")
    healthy = ally(game, FLYING_INHUMAN, 0)
    hurt = ally(game, FLYING_INHUMAN, 1, damage=2)
    ally(game, CAPTIVE, 1, damage=4)  # not Rescued: a Civilian
    deck = len(game.ids("enc:deck"))
    jailer = reveal(game, JAILER, seat=0)
    assert game.c(jailer).zone == pzone(0, "engaged")
    assert game.decision.seat == 1 and game.decision.prompt.startswith(
        "A.I.M. Jailer attacks Flying Inhuman (ATK 2 plus 0 boost card(s))")
    answer(game, "none")
    assert damage(game, hurt) == 2 + 2 and damage(game, healthy) == 0
    assert len(game.ids("enc:deck")) == deck  # the Jailer came and went: no boost card


def test_aim_jailer_without_a_rescued_ally_locks_a_holding_cell() -> None:
    """A.I.M. Jailer (50120): "Otherwise, place 1 lock counter on a Holding Cell"."""
    game = table()
    cell = take(game, HOLDING_CELL, "environment")
    before = game.c(cell).count("lock")
    reveal(game, JAILER)
    assert game.c(cell).count("lock") == before + 1


@pytest.mark.parametrize("effect, message", [
    ('{ enemy_attacks = "villain", extra_boost = -1 }', 'effect "enemy_attacks"\'s '
                                                        "extra_boost must be a whole number"),
    ('{ enemy_attacks = "villain", overkill = "yes" }', 'effect "enemy_attacks"\'s '
                                                       "overkill must be true or false"),
    ('{ enemy_attacks = { kind = "villain" } }', 'effect "enemy_attacks" has unknown selector '
                                                 'key "kind"'),
    ('{ enemy_attacks = "villain", gains = "overkill" }', 'effect "enemy_attacks" has unknown '
                                                          'option "gains"'),
])
def test_a_bad_enemy_attack_is_refused_in_one_line(tmp_path: Path, effect: str,
                                                   message: str) -> None:
    """Accepted means it runs: what the enemy_attacks verb would not act on is refused."""
    (tmp_path / "facts").mkdir()
    facts = (SHIPPED_FACTS / "aos.toml").read_text(encoding="utf-8")
    kick = next(c for c in tomllib.loads(facts)["card"] if c["code"] == LEAPING_KICK)
    kick["code"] = BAD_KICK  # Leaping Kick's facts under a code no pack describes
    (tmp_path / "facts" / "bad.toml").write_text(
        "[[card]]\n" + "".join(f"{k} = {v!r}\n".replace("'", '"') for k, v in kick.items()),
        encoding="utf-8")
    (tmp_path / "bad.toml").write_text(
        f'[[card]]\ncode = "{BAD_KICK}"\nautomation = "full"\n[[card.ability]]\n'
        f'trigger = "when_revealed"\neffects = [{effect}]\n', encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        load_catalog(extra_packs=[tmp_path])
    said = str(raised.value)
    assert message in said and f"card {BAD_KICK}" in said and "\n" not in said
