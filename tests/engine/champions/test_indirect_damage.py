"""Indirect damage (RRG v1.8 INDIRECT DAMAGE): the player divides it among their identity and
allies, a group's among the group's characters, no character given more than would defeat
it, tough absorbing what it is given, characters that cannot take damage left out, and an
enemy attack's indirect damage dealt in its damage step with only the defender (or the
undefended identity) counting as attacked.

Cards: test-only fixtures of the printed faces (tests/engine/champions/fixtures/indirect.toml):
Rapido (50099), Psionic Blast (50124), Power of the Atom (50155); card facts from
/work/shared/reference/marvelsdb/pack/aos_encounter.json."""

from __future__ import annotations

from engine.champions import ChampionsGame
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EnemyAttack
from engine.champions.language.text import render_card
from tests.engine.champions.helpers import answer, keys, start, take, top_encounter
from tests.engine.champions.walk import Spec, catalog_with

RAPIDO, PSIONIC_BLAST, POWER_OF_THE_ATOM = "50099", "50124", "50155"
DUGAN, QUAKE = "50021", "50048"  # allies with 5 and 2 hit points
NO_BOOST = "01186"  # Advance as a boost card: no boost icons

SHIELD = Spec("support", '[[ability]]\ntrigger = "constant"\n'
              'effects = [{ cannot = "take_damage", to = "allies_you_control" }]')
"""A test-only support: "allies you control cannot take damage"."""
WATCH = Spec("support", '[[ability]]\ntrigger = "forced_interrupt"\non = "attack_damage"\n'
             'of = "your_identity"\neffects = [{ place_counter = 1, counter = "watched", '
             'target = "self" }]')
"""A test-only support that notes each attack's damage about to hit your identity."""
CARDS, CODES = catalog_with({"shield": SHIELD, "watch": WATCH})


def fresh(*heroes: str) -> ChampionsGame:
    """Every player in hero form at the first player's turn, no minion engaged, with the
    test-only supports in the catalog."""
    game = start(heroes or ("nick-fury",), cards=CARDS)
    for seat in game.seats():
        for minion in game.minions(seat):
            game.state.move(minion, "enc:discard")
        game.state.players[seat].form = "hero"
        game.c(game.identity(seat)).code = game.catalog.decks[
            game.state.players[seat].deck_key].identity
    game.refresh()
    return game


def ally(game: ChampionsGame, code: str, seat: int = 0, damage: int = 0) -> int:
    cid = take(game, code, pzone(seat, "play"), owner=seat)
    game.c(cid).counters["damage"] = damage
    return cid


def damage(game: ChampionsGame, cid: int) -> int:
    return game.c(cid).count("damage")


def boost(game: ChampionsGame, code: str, seat: int = 0) -> None:
    """Resolve a card's boost ability for ``seat``."""
    cid = take(game, code, "enc:discard")
    ability = next(a for a in game.d(cid).abilities if a.trigger == "boost")
    run_effects(game, seat, cid, ability.effects)
    game.refresh()


def assign(game: ChampionsGame, *picks: str) -> None:
    for pick in picks:
        assert game.decision is not None and "assign indirect damage" in game.decision.prompt
        answer(game, pick)


def test_the_cards_say_what_they_do() -> None:
    """The fixtures' text is rendered from their data."""
    assert "Boost: Take 2 indirect damage." in render_card(CARDS.cards[POWER_OF_THE_ATOM])
    assert render_card(CARDS.cards[RAPIDO]).startswith("Its attacks deal indirect damage.")
    assert "When revealed (hero): Take X (the scheme of the villain) indirect damage." in \
        render_card(CARDS.cards[PSIONIC_BLAST])


def test_you_divide_it_among_your_identity_and_allies() -> None:
    """RRG v1.8 INDIRECT DAMAGE: "Indirect damage dealt to a player can be divided as that
    player chooses among characters under their control" (Power of the Atom's boost: take 2
    indirect damage); each point is a decision whose options name the characters by id."""
    game = fresh()
    you, dugan = game.identity(0), ally(game, DUGAN)
    boost(game, POWER_OF_THE_ATOM)
    assert game.decision.seat == 0 and "(2 of 2 left)" in game.decision.prompt
    assert {f"t:{you}", f"t:{dugan}", f"all:{you}", f"all:{dugan}"} <= set(keys(game))
    assign(game, f"t:{dugan}", f"t:{you}")
    assert damage(game, dugan) == 1 and damage(game, you) == 1
    assert "your turn" in game.decision.prompt


def test_x_is_worked_out_as_it_is_dealt() -> None:
    """Psionic Blast (50124), hero form: take X indirect damage, X the villain's SCH; with
    no ally, all of it goes to your identity unasked."""
    game = fresh()
    reveal = top_encounter(game, PSIONIC_BLAST)
    game.push(Reveal(reveal, 0))
    game.refresh()
    assert damage(game, game.identity(0)) == game.sch(game.villain())
    assert "indirect damage is dealt to player 1" in "\n".join(game.state.log)


def test_no_character_is_given_more_than_would_defeat_it() -> None:
    """RRG v1.8 INDIRECT DAMAGE: "a character cannot be assigned more indirect damage than
    would cause it to be defeated" (the example: 4 to an ally with 4 hit points left, the
    rest to the identity)."""
    game = fresh()
    you, quake = game.identity(0), ally(game, QUAKE)  # 2 hit points
    run_effects(game, 0, -1, [{"indirect_damage": 3}])
    game.refresh()
    assign(game, f"all:{quake}")
    assert game.c(quake).zone != pzone(0, "play")  # 2 assigned: defeated
    assert damage(game, you) == 1  # the last one had only the identity left


def test_tough_absorbs_what_it_is_given() -> None:
    """RRG v1.8 INDIRECT DAMAGE: a character with a tough status card "can be assigned
    indirect damage up to its remaining hit points, and all damage assigned to it is
    prevented by its tough status card"."""
    game = fresh()
    you, dugan = game.identity(0), ally(game, DUGAN)
    game.c(dugan).tough = 1
    run_effects(game, 0, -1, [{"indirect_damage": 6}])
    game.refresh()
    assert f"all:{dugan}" in keys(game)
    assert "5 to Dum Dum Dugan" in next(o.label for o in game.decision.options
                                        if o.key == f"all:{dugan}")
    assign(game, f"all:{dugan}")
    assert damage(game, dugan) == 0 and not game.c(dugan).tough
    assert damage(game, you) == 1


def test_characters_that_cannot_take_damage_are_left_out() -> None:
    """RRG v1.8 INDIRECT DAMAGE: "Characters that cannot take damage cannot be assigned
    indirect damage"; with only the identity left, nothing is asked."""
    game = fresh()
    you, dugan = game.identity(0), ally(game, DUGAN)
    take(game, CODES["shield"], pzone(0, "play"), owner=0)
    run_effects(game, 0, -1, [{"indirect_damage": 2}])
    game.refresh()
    assert damage(game, dugan) == 0 and damage(game, you) == 2


def test_what_no_character_can_take_is_ignored() -> None:
    """RRG v1.8 INDIRECT DAMAGE: "If indirect damage dealt to a player cannot be assigned to
    any character that player controls, that damage is ignored" (the ally cannot take
    damage, the identity takes no more than its remaining hit points)."""
    game = fresh()
    you, dugan = game.identity(0), ally(game, DUGAN)
    take(game, CODES["shield"], pzone(0, "play"), owner=0)
    game.c(you).counters["damage"] = game.hp(you) - 1 + damage(game, you)
    run_effects(game, 0, -1, [{"indirect_damage": 3}])
    game.refresh()
    assert damage(game, dugan) == 0
    assert "2 indirect damage cannot be assigned and is ignored." in game.state.log


def test_a_group_divides_it_among_all_its_characters() -> None:
    """RRG v1.8 INDIRECT DAMAGE: "Indirect damage dealt to a group of players ... can be
    divided as the group chooses among friendly characters in play"; the first player
    makes the group's choice (RRG FIRST PLAYER)."""
    game = fresh("nick-fury", "maria-hill")
    theirs = ally(game, DUGAN, seat=1)
    run_effects(game, 1, -1, [{"indirect_damage": 2, "group": True}])
    game.refresh()
    assert game.decision.seat == game.first_player() == 0
    assert {f"t:{game.identity(0)}", f"t:{game.identity(1)}", f"t:{theirs}"} <= set(keys(game))
    assign(game, f"t:{theirs}", f"t:{game.identity(0)}")
    assert damage(game, theirs) == 1 and damage(game, game.identity(0)) == 1
    assert damage(game, game.identity(1)) == 0


def _rapido_attacks(game: ChampionsGame) -> int:
    rapido = take(game, RAPIDO, pzone(0, "engaged"))
    top_encounter(game, NO_BOOST)
    game.push(EnemyAttack(rapido, 0))
    game.refresh()
    return rapido


def test_an_attacks_indirect_damage_is_divided_in_its_damage_step() -> None:
    """RRG v1.8 INDIRECT DAMAGE: "If an enemy's attack deals indirect damage, the indirect
    damage is dealt during step four of the enemy activation (after players have the
    opportunity to defend)": Rapido attacks, nobody defends, the player divides its 3."""
    game = fresh()
    you, dugan = game.identity(0), ally(game, DUGAN)
    watch = take(game, CODES["watch"], pzone(0, "play"), owner=0)
    _rapido_attacks(game)
    assert "Defend?" in game.decision.prompt
    answer(game, "none")
    assign(game, f"t:{dugan}", f"t:{dugan}", f"t:{you}")
    assert damage(game, dugan) == 2 and damage(game, you) == 1
    assert game.c(watch).count("watched") == 1  # the undefended identity was attacked


def test_only_the_defender_counts_as_attacked() -> None:
    """RRG v1.8 INDIRECT DAMAGE: "Only the defending character, or the attacked player's
    identity if the attack was undefended, is considered to have been attacked, even if
    other characters were assigned some or all of the indirect damage": an ally defends,
    the identity is given damage, and "when your identity would take an attack's damage"
    does not answer."""
    game = fresh()
    you, dugan = game.identity(0), ally(game, DUGAN)
    watch = take(game, CODES["watch"], pzone(0, "play"), owner=0)
    _rapido_attacks(game)
    answer(game, f"ally:{dugan}")
    assign(game, f"all:{you}")
    assert damage(game, you) == 3 and damage(game, dugan) == 0
    assert game.c(watch).count("watched") == 0


def test_the_hero_bot_answers_the_assignment() -> None:
    """The assignment is a decision a bot answers from its view: the hero bot gives a tough
    ally all it may take (its tough card prevents it: RRG v1.8 INDIRECT DAMAGE), then the
    rest goes to the identity."""
    from engine.champions.ai.bot import SimpleBot

    game = fresh()
    you, dugan = game.identity(0), ally(game, DUGAN)
    game.c(dugan).tough = 1
    run_effects(game, 0, -1, [{"indirect_damage": 7}])
    game.refresh()
    bot = SimpleBot(1)
    while game.decision is not None and "assign indirect damage" in game.decision.prompt:
        game.apply(bot.choose(game.view(0), game.decision.options))
    assert damage(game, dugan) == 0 and not game.c(dugan).tough
    assert damage(game, you) == 2
