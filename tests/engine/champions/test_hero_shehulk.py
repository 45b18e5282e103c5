"""She-Hulk's hero cards (Core Set, set she_hulk) and the Core Set's Aggression aspect cards,
played from set-up states (issue 24, part). Card facts from
/work/shared/reference/marvelsdb/pack/core.json; the behaviour is
content/champions/core/she_hulk.toml and core/aggression.toml."""

from __future__ import annotations

from engine.champions import ChampionsGame
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import answer, clear_hand, keys, set_threat, start, take, threat
from tests.engine.champions.walk import settle, use

HERO = "01001a"  # a hero face in play as the identity (the cards name no identity)
ENERGY = "50025"  # a resource card paying 1 energy (AoS reprint of the Core Energy)
STRENGTH = "01090"  # Strength (basic): 2 physical resources
MINION = "50080"  # a minion of the Agents of S.H.I.E.L.D. encounter cards
HELLCAT, GROUND_STOMP, LAW_DIVISION = "01020", "01022", "01026"
RELENTLESS, UPPERCUT, POWER, TAC_TEAM, COMBAT_TRAINING = (
    "01053", "01054", "01055", "01056", "01057")


def as_hero(game: ChampionsGame, seat: int = 0, form: str = "hero") -> int:
    """Seat ``seat``'s identity in ``form``, with no minion engaged with anyone."""
    for s in game.seats():
        for minion in game.minions(s):
            game.state.move(minion, "enc:discard")
    ident = game.identity(seat)
    if form == "hero":
        game.c(ident).code = HERO
    game.state.players[seat].form = form
    game.refresh()
    return ident


def pay_with(game: ChampionsGame, n: int, code: str = ENERGY) -> None:
    """An empty hand but ``n`` copies of a 1-resource card."""
    clear_hand(game)
    for _ in range(n):
        take(game, code, pzone(0, "hand"), owner=0)


def test_uppercut_deals_5_damage_to_an_enemy() -> None:
    """01054 Uppercut, Hero Action (attack): deal 5 damage to an enemy."""
    game = start()
    as_hero(game)
    pay_with(game, 3)
    card = take(game, UPPERCUT, pzone(0, "hand"), owner=0)
    villain = game.villain()
    answer(game, f"play:{card}")
    settle(game, ("Spend Energy", "Spend Energy", "Spend Energy", "pay", "Black Widow"))
    assert game.c(villain).count("damage") == 5
    assert game.c(card).zone == pzone(0, "discard")


def test_relentless_assault_gains_overkill_when_paid_with_a_physical_resource() -> None:
    """01053 Relentless Assault, Hero Action (attack): 5 damage to a minion; paid for with a
    physical resource the attack gains overkill (RRG OVERKILL: the excess goes to the
    villain); paid with energy, it does not."""
    for code, n, excess in ((STRENGTH, 1, True), (ENERGY, 2, False)):
        game = start()
        as_hero(game)
        pay_with(game, n, code)
        card = take(game, RELENTLESS, pzone(0, "hand"), owner=0)
        minion = take(game, MINION, pzone(0, "engaged"))
        game.refresh()
        villain = game.villain()
        answer(game, f"play:{card}")
        settle(game, ("Spend", "Spend", "pay", "A.I.M. Abductor"))
        assert game.c(minion).zone != pzone(0, "engaged"), code  # the minion is defeated
        assert (game.c(villain).count("damage") > 0) is excess, code


def test_the_power_of_aggression_pays_double_for_an_aggression_card_only() -> None:
    """01055 The Power of Aggression: twice its resources (2 wild) while paying for an
    Aggression card: alone it pays for Combat Training (Aggression, cost 2), not for Ground
    Stomp (a hero card, cost 2)."""
    game = start()
    as_hero(game)
    clear_hand(game)
    training = take(game, COMBAT_TRAINING, pzone(0, "hand"), owner=0)
    power = take(game, POWER, pzone(0, "hand"), owner=0)
    answer(game, f"play:{training}")
    settle(game, ("Spend The Power of Aggression", "pay"))
    assert game.c(training).zone == pzone(0, "play")
    assert game.c(power).zone == pzone(0, "discard")
    clear_hand(game)
    stomp = take(game, GROUND_STOMP, pzone(0, "hand"), owner=0)
    take(game, POWER, pzone(0, "hand"), owner=0)
    assert f"play:{stomp}" not in keys(game)


def test_combat_training_gives_your_hero_1_atk() -> None:
    """01057 Combat Training: your hero gets +1 ATK."""
    game = start()
    ident = as_hero(game)
    atk = game.atk(ident)
    take(game, COMBAT_TRAINING, pzone(0, "play"), owner=0)
    game.refresh()
    assert game.atk(ident) == atk + 1


def test_tac_team_spends_an_attack_counter_for_2_damage() -> None:
    """01056 Tac Team, Action: exhaust it and remove an attack counter to deal 2 damage to an
    enemy (Uses: 3 attack counters)."""
    game = start()
    as_hero(game)
    team = take(game, TAC_TEAM, pzone(0, "play"), owner=0)
    game.c(team).counters["attack"] = 3
    game.refresh()
    villain = game.villain()
    use(game, team, 0, ("Black Widow",))
    assert game.c(villain).count("damage") == 2
    assert game.c(team).count("attack") == 2 and game.c(team).exhausted


def test_hellcat_returns_to_your_hand() -> None:
    """01020 Hellcat, Action: return Hellcat to your hand."""
    game = start()
    as_hero(game)
    cat = take(game, HELLCAT, pzone(0, "play"), owner=0)
    game.refresh()
    use(game, cat, 0)
    assert game.c(cat).zone == pzone(0, "hand")


def test_ground_stomp_deals_1_damage_to_each_enemy() -> None:
    """01022 Ground Stomp, Hero Action: deal 1 damage to each enemy (the villain and each
    minion)."""
    game = start()
    as_hero(game)
    pay_with(game, 2)
    card = take(game, GROUND_STOMP, pzone(0, "hand"), owner=0)
    minion = take(game, MINION, pzone(0, "engaged"))
    game.refresh()
    villain = game.villain()
    answer(game, f"play:{card}")
    settle(game, ("Spend Energy", "Spend Energy", "pay"))
    assert game.c(villain).count("damage") == 1
    assert game.c(minion).count("damage") == 1


def test_superhuman_law_division_spends_a_mental_resource_for_2_threat() -> None:
    """01026 Superhuman Law Division, Alter-Ego Action: exhaust it and spend a mental
    resource to remove 2 threat from a scheme; not offered in hero form."""
    game = start()
    as_hero(game, form="alter_ego")
    pay_with(game, 1, "50026")  # Genius (AoS reprint): a mental resource
    division = take(game, LAW_DIVISION, pzone(0, "play"), owner=0)
    set_threat(game, 6)
    game.refresh()
    use(game, division, 0, ("Spend", "pay", "The Widow"))
    assert threat(game) == 4 and game.c(division).exhausted
    game = start()
    as_hero(game)
    division = take(game, LAW_DIVISION, pzone(0, "play"), owner=0)
    game.refresh()
    assert f"ab:{division}:0" not in keys(game)
