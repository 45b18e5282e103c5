"""The simple bot's choices (engine/champions/ai/), read from views and legal options."""

from __future__ import annotations

from typing import Any

from engine.champions.ai import SimpleBot
from engine.champions.core.state import pzone
from engine.champions.rules import player_phase
from tests.engine.champions.helpers import answer, clear_hand, set_threat, start, take


def bot_pick(game, bot: SimpleBot | None = None) -> str:
    seat = game.decision.seat
    return (bot or SimpleBot()).choose(game.view(seat), game.legal(seat)).key


def test_hurt_alter_ego_recovers_before_an_exhausting_ability() -> None:
    """Maria Hill's alter-ego search exhausts her: a hurt Maria Hill recovers first."""
    game = start(("maria-hill",))
    clear_hand(game)
    game.c(game.identity(0)).add("damage", 6)
    game.refresh()
    assert "ab:" + str(game.identity(0)) + ":0" in [o.key for o in game.decision.options]
    assert bot_pick(game) == "recover"


def test_ally_spared_while_abduct_superhumans_is_in_play() -> None:
    """Abduct Superhumans tucks a defeated ally (threat and an acceleration token): an ally
    whose consequential damage would defeat it does not use its basic power."""
    game = start(("maria-hill",), minion=None)
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    clear_hand(game)
    answer(game, "flip")
    ally = take(game, "50012", pzone(0, "play"), owner=0)  # Victoria Hand: 2 hit points
    game.c(ally).add("damage", 1)
    take(game, "50081", "schemes")
    game.c(game.identity(0)).exhausted = True  # Maria Hill has already used a basic power
    game.refresh()
    keys = [o.key for o in game.decision.options]
    assert f"ally_thwart:{ally}" in keys
    assert bot_pick(game) not in (f"ally_thwart:{ally}", f"ally_attack:{ally}")
    assert bot_pick(game, type("Careless", (SimpleBot,), {"SPARE_ALLIES": False})()) in (
        f"ally_thwart:{ally}", f"ally_attack:{ally}")


def test_dead_cards_are_cycled_at_the_end_of_the_player_phase() -> None:
    """A card the turn could not play is discarded at the end of the player phase (so the
    draw up to hand size brings a new one); a resource card is kept to pay with."""
    game = start(("maria-hill",))
    clear_hand(game)
    blocked = take(game, "50004", pzone(0, "hand"))  # On the Double: no S.H.I.E.L.D. support
    energy = take(game, "50025", pzone(0, "hand"))
    bot = SimpleBot()
    assert bot_pick(game, bot) != f"play:{blocked}"
    answer(game, "end")
    assert game.decision.prompt.startswith("End of the player phase")
    assert bot_pick(game, bot) == f"discard:{blocked}"
    game.state.move(blocked, pzone(0, "discard"))
    game.refresh()
    assert energy in game.ids(pzone(0, "hand"))
    assert bot_pick(game, bot) == "done"


def test_over_hand_size_the_bot_discards_its_least_valuable_card() -> None:
    """RRG END OF PLAYER PHASE: over the hand size there is no "done"; the bot discards the
    card it values least (Energy, a resource) and keeps the helicarriers."""
    game = start(("maria-hill",))
    clear_hand(game)
    for code in ("50009", "50018", "50019", "50017", "50020", "50009"):  # the helicarriers
        take(game, code, pzone(0, "hand"))
    energy = take(game, "50025", pzone(0, "hand"))
    assert len(game.ids(pzone(0, "hand"))) > player_phase.hand_size(game, 0)
    answer(game, "end")
    assert {bot_pick(game, SimpleBot(seed)) for seed in range(8)} == {f"discard:{energy}"}


def test_pays_with_the_least_valuable_cards_and_keeps_the_iliad() -> None:
    """Cards by value: a cheap card is paid for with a resource card, never with The
    Iliad (a card worth saving)."""
    game = start(("maria-hill",))
    clear_hand(game)
    staff = take(game, "50008", pzone(0, "hand"))  # Support Staff, cost 1
    iliad = take(game, "50009", pzone(0, "hand"))
    energy = take(game, "50025", pzone(0, "hand"))
    answer(game, f"play:{staff}")
    assert game.decision.prompt.startswith("Pay for")
    assert bot_pick(game) == f"res:{energy}"
    assert f"res:{iliad}" in [o.key for o in game.decision.options]


def test_thwarts_when_the_next_villain_phase_could_complete_the_scheme() -> None:
    """The bot projects the next villain phase (threat_per_round plus about one threat per
    encounter card) and thwarts instead of attacking when it could complete the scheme."""
    game = start(("nick-fury",), minion=None)
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    clear_hand(game)
    answer(game, "flip")
    target = game.scheme_target(game.main_scheme())
    set_threat(game, 2)
    assert bot_pick(game, type("Calm", (SimpleBot,), {"CHARGE_LOOP": False})()) == "attack"
    set_threat(game, target - 2)
    assert bot_pick(game) == "thwart"


def test_threat_per_round_counts_icons_and_tokens() -> None:
    """RRG VILLAIN PHASE step 1 / ACCELERATION ICON / ACCELERATION TOKEN: the main scheme's
    acceleration, plus each acceleration icon in play (Mad Science and, through it, each
    A.I.M. minion) and each acceleration token; the view shows that amount."""
    game = start(("nick-fury",), minion=None)
    for minion in game.minions(0):
        game.state.move(minion, "enc:discard")
    base = game.view(0)["main_scheme"]["threat_per_round"]
    assert base == game.main_acceleration()
    take(game, "50085", "schemes")  # Mad Science: 1 icon, each A.I.M. minion gains 1
    take(game, "50084", pzone(0, "engaged"))  # A.I.M. Soldier
    game.c(game.main_scheme()).add("acceleration", 1)
    game.refresh()
    assert game.view(0)["main_scheme"]["threat_per_round"] == base + 1 + 1 + 1


def test_a_hand_card_counts_all_its_printed_resources() -> None:
    """RRG RESOURCES: a card spent to pay generates each resource icon printed on it.
    Energy (two icons) pays alone for a 2-cost ally, so the bot plays Quake with it."""
    game = start(("maria-hill",))
    clear_hand(game)
    quake = take(game, "50048", pzone(0, "hand"))  # cost 2
    energy = take(game, "50025", pzone(0, "hand"))
    answer(game, "flip")  # hero form: cards come before the alter-ego's search
    assert bot_pick(game) == f"play:{quake}"
    answer(game, f"play:{quake}")
    assert bot_pick(game) == f"res:{energy}"


def _at_threat_window(threat_on_main: int) -> tuple[Any, int]:
    """Spider-Man in hero form with Great Responsibility in hand, at the interrupt window
    of the villain phase's threat (step 1) on the main scheme holding ``threat_on_main``."""
    from tests.engine.champions.helpers import as_identity, end_turn_until

    game = start(("spider-man",), minion=None)
    as_identity(game, "01001a")
    clear_hand(game)
    card = take(game, "01061", pzone(0, "hand"), owner=0)
    set_threat(game, threat_on_main)
    end_turn_until(game, "threat would be placed on The Widow's Web")
    return game, card


def test_threat_turned_into_damage_is_saved_for_threat_that_matters() -> None:
    """01061 Great Responsibility turns threat into damage to you: the bot keeps its hit
    points against a small placement while the scheme is far from its target (issue 28:
    it used the card on every placement), and pays them when the scheme is close."""
    game, card = _at_threat_window(0)
    assert f"w:{card}:0" in [o.key for o in game.decision.options]
    assert bot_pick(game) == "pass"
    game, card = _at_threat_window(game.scheme_target(game.main_scheme()) - 2)
    assert bot_pick(game) == f"w:{card}:0"
