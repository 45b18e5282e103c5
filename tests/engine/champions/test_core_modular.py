"""The Core Set modular encounter sets (issue 24): Bomb Scare, Masters of Evil, Under Attack,
Legions of Hydra and The Doomsday Chair, shipped in content/champions/core.toml and usable
by any scenario through the setup's ``modular`` (Core Set Learn to Play, "Modular Encounter
Sets": sets may be swapped in). Each test reveals or resolves the card from a set-up table;
the card facts are /work/shared/reference/marvelsdb/pack/core_encounter.json.

Shared with other tests: Radioactive Man's forced response and Boost
(test_attacks_against_allies.py), M.O.D.O.K.'s uniqueness (test_uniqueness.py)."""

from __future__ import annotations

from typing import Any

from engine.champions import ChampionsGame, new_game
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import answer, keys, start, take, top_encounter
from tests.engine.champions.walk import settle

BOMB_SCARE, HYDRA_BOMBER, EXPLOSION, FALSE_ALARM = "01109", "01110", "01111", "01112"
MASTERS_OF_EVIL, RADIOACTIVE_MAN, WHIRLWIND, TIGER_SHARK, MELTER, MAYHEM = (
    "01128", "01129", "01130", "01131", "01132", "01133")
UNDER_ATTACK, VIBRANIUM_ARMOR, CONCUSSION_BLASTERS, CONCUSSIVE_BLAST = (
    "01151", "01152", "01153", "01154")
ADVANCE = "01186"  # a treachery of the Standard set
AGENT = "50047"  # Agent Coulson: an ally
STRENGTH = "50027"  # a resource card: 2 physical


def table(*heroes: str, form: str = "hero") -> ChampionsGame:
    """The first player's turn, no minion engaged, every identity in ``form``."""
    game = start(heroes or ("nick-fury",))
    for seat in game.seats():
        for minion in game.minions(seat):
            game.state.move(minion, "enc:discard")
        set_form(game, seat, form)
    return game


def set_form(game: ChampionsGame, seat: int, form: str) -> None:
    """The player's identity shows that face (its hero face is the deck's ``identity``)."""
    hero = game.catalog.decks[game.state.players[seat].deck_key].identity
    game.state.players[seat].form = form
    game.c(game.identity(seat)).code = hero if form == "hero" else hero[:-1] + "b"
    game.refresh()


def reveal(game: ChampionsGame, code: str, seat: int = 0, picks: tuple[str, ...] = ()) -> int:
    cid = top_encounter(game, code)
    game.push(Reveal(cid, seat))
    game.refresh()
    if picks is not None:
        settle(game, picks)
    return cid


def ability(game: ChampionsGame, code: str, trigger: str) -> Any:
    return next(a for a in game.catalog.cards[code].abilities if a.trigger == trigger).effects


def surged(game: ChampionsGame) -> bool:
    return any("surge" in line.lower() for line in game.state.log[-12:])


def damage(game: ChampionsGame, cid: int) -> int:
    return game.c(cid).count("damage")


def test_each_set_joins_any_scenario_through_the_setup() -> None:
    """Learn to Play, "Modular Encounter Sets": a set replaces the recommended ones and comes
    whole (RRG v1.8 MODULAR ENCOUNTER SET): every card of it is in the encounter deck, in
    its printed quantity."""
    sets = {"bomb_scare": 6, "masters_of_evil": 7, "under_attack": 5}
    for name, count in sets.items():
        game = new_game({"scenario": "black-widow", "heroes": ["nick-fury"],
                         "modular": [name]}, 3)
        codes = [c.code for c in game.state.cards.values()
                 if game.catalog.cards[c.code].set == name]
        assert len(codes) == count, name


# ------------------------------------------------------------------ Bomb Scare
def test_bomb_scare_gets_one_more_threat_per_player() -> None:
    """Bomb Scare (01109): base threat 2 (fixed), When Revealed 1 more per player; its
    acceleration icon is a card fact."""
    game = table("nick-fury", "maria-hill")
    scheme = reveal(game, BOMB_SCARE)
    assert game.c(scheme).zone == "schemes" or game.in_play(scheme)
    assert game.c(scheme).count("threat") == 2 + 2
    assert game.catalog.cards[BOMB_SCARE].icons.get("acceleration") == 1


def test_hydra_bomber_takes_two_damage_or_places_one_threat() -> None:
    """Hydra Bomber (01110): the revealing player chooses 2 damage to them or 1 threat on the
    main scheme."""
    game = table()
    before = game.c(game.main_scheme()).count("threat")
    reveal(game, HYDRA_BOMBER, picks=("take 2 damage",))
    assert damage(game, game.identity(0)) == 2
    assert game.c(game.main_scheme()).count("threat") == before
    game = table()
    reveal(game, HYDRA_BOMBER, picks=("place 1 threat",))
    assert damage(game, game.identity(0)) == 0
    assert game.c(game.main_scheme()).count("threat") == before + 1


def test_explosion_assigns_the_threat_on_bomb_scare_among_the_players() -> None:
    """Explosion (01111): X, the threat on Bomb Scare, is assigned among heroes and allies:
    indirect damage among players, divided among their friendly characters (RRG v1.8
    INDIRECT DAMAGE)."""
    game = table("nick-fury", "maria-hill")
    scheme = take(game, BOMB_SCARE, "schemes")
    game.c(scheme).counters["threat"] = 3
    game.refresh()
    reveal(game, EXPLOSION, picks=None)  # type: ignore[arg-type]
    given = 0
    while game.decision is not None and "your turn" not in game.decision.prompt:
        pick = next((k for k in keys(game) if k == f"t:{game.identity(1)}"), None)
        answer(game, pick or keys(game)[0])
        given += pick is not None
    assert damage(game, game.identity(0)) + damage(game, game.identity(1)) == 3
    assert damage(game, game.identity(1)) == given > 0  # the first player divides it
    assert not surged(game)


def test_explosion_without_bomb_scare_surges() -> None:
    """Explosion (01111): "If Bomb Scare is not in play, this card gains surge"."""
    game = table()
    reveal(game, EXPLOSION)
    assert surged(game)
    assert damage(game, game.identity(0)) == 0


def test_false_alarm_confuses_you_and_surges_if_you_already_were() -> None:
    """False Alarm (01112): you are confused; already confused, the card gains surge."""
    game = table()
    reveal(game, FALSE_ALARM)
    assert game.c(game.identity(0)).confused and not surged(game)
    reveal(game, FALSE_ALARM)
    assert surged(game)


# ------------------------------------------------------------------ Masters of Evil
def test_the_masters_of_evil_discards_to_a_masters_minion_engaged_with_the_first_player(
        ) -> None:
    """The Masters of Evil (01128): discard from the encounter deck until a Masters of Evil
    minion is discarded, then put it into play engaged with the first player, whoever
    revealed the scheme."""
    game = table("nick-fury", "maria-hill")
    shark = top_encounter(game, TIGER_SHARK)
    advance = top_encounter(game, ADVANCE)
    reveal(game, MASTERS_OF_EVIL, seat=1)
    assert game.c(advance).zone == "enc:discard"
    assert game.c(shark).zone == pzone(0, "engaged")


def test_tiger_shark_gets_tough_after_attacking_and_his_boost_toughens_the_villain() -> None:
    """Tiger Shark (01131): a forced response after he attacks gives him a tough status
    card; his Boost gives the villain one."""
    game = table()
    shark = take(game, TIGER_SHARK, pzone(0, "engaged"))
    run_effects(game, 0, -1, [{"enemy_attacks": {"name": "Tiger Shark"}}])
    game.refresh()
    settle(game)
    assert game.c(shark).tough
    run_effects(game, 0, shark, ability(game, TIGER_SHARK, "boost"))
    game.refresh()
    assert game.c(game.villain()).tough


def test_whirlwind_also_attacks_each_other_hero_once() -> None:
    """Whirlwind (01130): when he attacks you, his attack is also resolved against each
    other hero (not an alter-ego); the attacks he adds are noted "also" and do not answer
    his interrupt again (unless = "also"), so each hero is attacked once."""
    game = table("nick-fury", "maria-hill")
    take(game, WHIRLWIND, pzone(0, "engaged"))
    run_effects(game, 0, -1, [{"enemy_attacks": {"name": "Whirlwind"}}])
    game.refresh()
    settle(game, ("none", "none"))
    attacks = [line for line in game.state.log if line == "Whirlwind's attack is resolved."]
    assert len(attacks) == 2
    assert damage(game, game.identity(0)) == 2 and damage(game, game.identity(1)) == 2
    game = table("nick-fury", "maria-hill")
    set_form(game, 1, "alter_ego")
    take(game, WHIRLWIND, pzone(0, "engaged"))
    run_effects(game, 0, -1, [{"enemy_attacks": {"name": "Whirlwind"}}])
    game.refresh()
    settle(game, ("none",))
    assert (damage(game, game.identity(0)), damage(game, game.identity(1))) == (2, 0)


def test_whirlwind_boost_damages_each_hero_and_melter_boost_exhausts_your_allies() -> None:
    """Whirlwind (01130) Boost: 1 damage to each hero (not an alter-ego); Melter (01132)
    Boost: exhaust each ally you control (not another player's)."""
    game = table("nick-fury", "maria-hill")
    set_form(game, 1, "alter_ego")
    run_effects(game, 0, -1, ability(game, WHIRLWIND, "boost"))
    game.refresh()
    assert (damage(game, game.identity(0)), damage(game, game.identity(1))) == (1, 0)
    mine, theirs = take(game, AGENT, pzone(0, "play"), owner=0), take(
        game, AGENT, pzone(1, "play"), owner=1)
    run_effects(game, 0, -1, ability(game, MELTER, "boost"))
    game.refresh()
    assert game.c(mine).exhausted and not game.c(theirs).exhausted


def test_melter_must_be_defended_by_an_ally_of_the_engaged_player_if_able() -> None:
    """Melter (01132): the engaged player must defend against his attacks with an ally they
    control, if able (keyword defended_by_ally): the hero, another player and "do not
    defend" are not offered while such an ally can defend; with none, the usual choices."""
    game = table("nick-fury", "maria-hill")
    take(game, MELTER, pzone(0, "engaged"))
    run_effects(game, 0, -1, [{"enemy_attacks": {"name": "Melter"}}])
    game.refresh()
    assert game.decision is not None and "Defend?" in game.decision.prompt
    assert "hero" in keys(game) and "none" in keys(game)  # no ally: as usual
    game = table("nick-fury", "maria-hill")
    take(game, MELTER, pzone(0, "engaged"))
    agent = take(game, AGENT, pzone(0, "play"), owner=0)
    dugan = take(game, "50021", pzone(1, "play"), owner=1)  # another player's ally
    run_effects(game, 0, -1, [{"enemy_attacks": {"name": "Melter"}}])
    game.refresh()  # the one choice left is taken without asking
    settle(game)
    assert f"{game.name(agent)} defends." in game.state.log
    assert not game.c(dugan).exhausted  # (Agent Coulson took the 3 damage and is defeated)
    assert damage(game, game.identity(0)) == 0


def test_masters_of_mayhem_makes_each_masters_minion_attack_its_engaged_hero() -> None:
    """Masters of Mayhem (01133): each Masters of Evil minion attacks the hero it is engaged
    with; attacks were made, so no minion is searched for."""
    game = table("nick-fury", "maria-hill")
    shark = take(game, TIGER_SHARK, pzone(1, "engaged"))
    melter = take(game, MELTER, "enc:discard")
    reveal(game, MAYHEM)
    assert damage(game, game.identity(1)) > 0 and damage(game, game.identity(0)) == 0
    assert game.c(shark).tough  # his own response: he attacked
    assert game.c(melter).zone == "enc:discard"


def test_masters_of_mayhem_without_attacks_brings_a_masters_minion() -> None:
    """Masters of Mayhem (01133): with no attack made, a Masters of Evil minion is searched
    for in the encounter deck and discard pile and engages you (RRG v1.8 SEARCH)."""
    game = table()
    melter = take(game, MELTER, "enc:discard")
    reveal(game, MAYHEM)
    assert game.c(melter).zone == pzone(0, "engaged")


# ------------------------------------------------------------------ Under Attack
def test_under_attack_each_player_chooses_threat_or_damage() -> None:
    """Under Attack (01151): each player chooses to place 2 threat on it or deal 3 damage
    to their hero; it starts with its fixed 3 threat."""
    game = table("nick-fury", "maria-hill")
    scheme = reveal(game, UNDER_ATTACK, picks=("place 2 threat", "deal 3 damage"))
    assert game.c(scheme).count("threat") == 3 + 2
    assert (damage(game, game.identity(0)), damage(game, game.identity(1))) == (0, 3)


def test_vibranium_armor_toughens_the_villain_after_damage_and_a_hero_can_discard_it() -> None:
    """Vibranium Armor (01152): attached to the villain; after the villain takes damage it
    gets a tough status card; a hero action (exhaust your hero, spend 2 physical)
    discards it (RRG v1.8 ATTACHMENT: any player may use an action on the villain's)."""
    game = table()
    armor = reveal(game, VIBRANIUM_ARMOR)
    villain = game.villain()
    assert game.c(armor).attached_to == villain
    run_effects(game, 0, -1, [{"damage": 1, "target": "villain"}])
    game.refresh()
    settle(game)
    assert game.c(villain).tough
    strength = take(game, STRENGTH, pzone(0, "hand"), owner=0)
    assert f"ab:{armor}:1" in keys(game)
    answer(game, f"ab:{armor}:1")
    settle(game, (f"{game.name(strength)}", "pay"))
    assert game.c(armor).zone == "enc:discard"
    assert game.c(game.identity(0)).exhausted and game.c(strength).zone == pzone(0, "discard")


def test_concussion_blasters_give_the_villain_retaliate() -> None:
    """Concussion Blasters (01153): the villain gains retaliate 1 while attached."""
    game = table()
    villain = game.villain()
    before = game.kw(villain, "retaliate")
    blasters = reveal(game, CONCUSSION_BLASTERS)
    assert game.kw(villain, "retaliate") == before + 1
    game.state.move(blasters, "enc:discard")
    game.refresh()
    assert game.kw(villain, "retaliate") == before


def test_concussive_blast_damages_each_friendly_character() -> None:
    """Concussive Blast (01154): 1 damage to each friendly character (identities, allies),
    no enemy; its Boost: each character you control."""
    game = table("nick-fury", "maria-hill", form="alter_ego")
    agent = take(game, AGENT, pzone(1, "play"), owner=1)
    reveal(game, CONCUSSIVE_BLAST)
    assert [damage(game, c) for c in (game.identity(0), game.identity(1), agent)] == [1, 1, 1]
    assert damage(game, game.villain()) == 0
    run_effects(game, 1, -1, ability(game, CONCUSSIVE_BLAST, "boost"))
    game.refresh()
    assert [damage(game, c) for c in (game.identity(0), game.identity(1), agent)] == [1, 2, 2]


# ------------------------------------------------------------------ Legions of Hydra
LEGIONS, MADAME_HYDRA, HYDRA_SOLDIER = "01180", "01181", "01182"


def test_legions_of_hydra_brings_madame_hydra_and_counts_the_hydra_enemies() -> None:
    """Legions of Hydra (01180): with Madame Hydra not in play, she is searched for in the
    encounter deck and discard pile and engages you, then 2 threat per Hydra enemy in play
    is placed on it (its fixed 3 to start)."""
    game = table()
    madame = take(game, MADAME_HYDRA, "enc:discard")
    take(game, HYDRA_SOLDIER, pzone(0, "engaged"))
    scheme = reveal(game, LEGIONS)
    assert game.c(madame).zone == pzone(0, "engaged")
    assert game.c(scheme).count("threat") == 3 + 2 * 2


def test_legions_of_hydra_with_madame_hydra_in_play_searches_nothing() -> None:
    """Legions of Hydra (01180): Madame Hydra in play (engaged with another player) stays
    where she is; she still counts."""
    game = table("nick-fury", "maria-hill")
    madame = take(game, MADAME_HYDRA, pzone(1, "engaged"))
    scheme = reveal(game, LEGIONS)
    assert game.c(madame).zone == pzone(1, "engaged")
    assert game.c(scheme).count("threat") == 3 + 2


def test_madame_hydra_takes_no_damage_while_legions_of_hydra_is_in_play() -> None:
    """Madame Hydra (01181): she cannot take damage while the Legions of Hydra side scheme
    is in play; once it is gone she does."""
    game = table()
    madame = take(game, MADAME_HYDRA, pzone(0, "engaged"))
    legions = take(game, LEGIONS, "schemes")
    game.c(legions).counters["threat"] = 3
    game.refresh()
    run_effects(game, 0, -1, [{"damage": 2, "target": {"name": "Madame Hydra"}}])
    game.refresh()
    settle(game)
    assert damage(game, madame) == 0
    game.state.move(legions, "enc:discard")
    game.refresh()
    run_effects(game, 0, -1, [{"damage": 2, "target": {"name": "Madame Hydra"}}])
    game.refresh()
    settle(game)
    assert damage(game, madame) == 2


def test_madame_hydra_places_threat_on_legions_after_she_schemes_or_attacks() -> None:
    """Madame Hydra (01181): a forced response after she schemes (against an alter-ego) and
    after she attacks (a hero) places 2 threat on Legions of Hydra (RRG v1.8 ACTIVATION)."""
    game = table(form="alter_ego")
    take(game, MADAME_HYDRA, pzone(0, "engaged"))
    legions = take(game, LEGIONS, "schemes")
    game.refresh()
    run_effects(game, 0, -1, [{"activates": True, "target": {"name": "Madame Hydra"}}])
    game.refresh()
    settle(game)
    assert game.c(legions).count("threat") == 2
    set_form(game, 0, "hero")
    run_effects(game, 0, -1, [{"activates": True, "target": {"name": "Madame Hydra"}}])
    game.refresh()
    settle(game)
    assert game.c(legions).count("threat") == 4


def test_a_defeated_hydra_soldier_deals_its_engaged_player_an_encounter_card() -> None:
    """Hydra Soldier (01182): guard (a card fact); When Defeated, the engaged player, not the
    first player nor the one who defeated it, is dealt an encounter card (player word
    engaged_player)."""
    game = table("nick-fury", "maria-hill")
    soldier = take(game, HYDRA_SOLDIER, pzone(1, "engaged"))
    assert game.kw(soldier, "guard")
    dealt = [len(game.ids(pzone(s, "dealt"))) for s in (0, 1)]
    run_effects(game, 0, -1, [{"damage": 9, "target": {"name": "Hydra Soldier"}}])
    game.refresh()
    settle(game)
    assert game.c(soldier).zone == "enc:discard"
    assert [len(game.ids(pzone(s, "dealt"))) for s in (0, 1)] == [dealt[0], dealt[1] + 1]


# ------------------------------------------------------------------ The Doomsday Chair
DOOMSDAY_CHAIR, MODOK, UPGRADES = "01183", "01184", "01185"


def test_the_doomsday_chair_brings_modok_unless_he_is_in_play() -> None:
    """The Doomsday Chair (01183): its fixed 8 threat; with M.O.D.O.K. not in play he is
    searched for in the encounter deck and discard pile and engages you; in play, he stays
    where he is. M.O.D.O.K. (01184) has retaliate 2 (a card fact)."""
    game = table("nick-fury", "maria-hill")
    modok = take(game, MODOK, "enc:discard")
    scheme = reveal(game, DOOMSDAY_CHAIR)
    assert game.c(scheme).count("threat") == 8
    assert game.c(modok).zone == pzone(0, "engaged") and game.kw(modok, "retaliate") == 2
    game.state.move(modok, pzone(1, "engaged"))
    game.refresh()
    reveal(game, DOOMSDAY_CHAIR)
    assert game.c(modok).zone == pzone(1, "engaged")


def test_biomechanical_upgrades_attach_to_the_highest_printed_hit_points_once_each() -> None:
    """Biomechanical Upgrades (01185): attached to the minion with the highest printed hit
    points and without another Biomechanical Upgrades attached (damage does not count:
    printed); the second copy goes to the next minion; each surges."""
    game = table()
    modok = take(game, MODOK, pzone(0, "engaged"))
    soldier = take(game, HYDRA_SOLDIER, pzone(0, "engaged"))
    game.c(modok).counters["damage"] = 6  # 2 hit points left, 8 printed
    game.refresh()
    first = reveal(game, UPGRADES)
    assert game.c(first).attached_to == modok and surged(game)
    second = reveal(game, UPGRADES)
    assert game.c(second).attached_to == soldier


def test_biomechanical_upgrades_without_a_minion_is_discarded() -> None:
    """RRG v1.8 ATTACH TO: a card that cannot be attached and cannot stay where it was is
    discarded; it still surges (a keyword of the card)."""
    game = table()
    upgrades = reveal(game, UPGRADES)
    assert game.c(upgrades).zone == "enc:discard" and surged(game)


def test_biomechanical_upgrades_heal_the_minion_instead_of_its_defeat() -> None:
    """Biomechanical Upgrades (01185): when the attached minion would be defeated, all its
    damage is healed instead, then the upgrades are discarded; the next defeat stands."""
    game = table()
    soldier = take(game, HYDRA_SOLDIER, pzone(0, "engaged"))
    upgrades = reveal(game, UPGRADES)
    assert game.c(upgrades).attached_to == soldier
    run_effects(game, 0, -1, [{"damage": 5, "target": {"name": "Hydra Soldier"}}])
    game.refresh()
    settle(game)
    assert game.c(soldier).zone == pzone(0, "engaged") and damage(game, soldier) == 0
    assert game.c(upgrades).zone == "enc:discard"
    run_effects(game, 0, -1, [{"damage": 5, "target": {"name": "Hydra Soldier"}}])
    game.refresh()
    settle(game)
    assert game.c(soldier).zone == "enc:discard"
