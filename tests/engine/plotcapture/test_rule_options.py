"""Each named rule option in content/plotcapture/rules.toml, at its default and alternatives."""

from __future__ import annotations

import dataclasses

import pytest

from content.plotcapture.schema import load_rules
from engine.core.errors import HelicarrierError
from engine.plotcapture import (
    Capture,
    Discard,
    DiscardPlot,
    EndInvestigation,
    PickCard,
    RecoveryDiscard,
    Rules,
    Setup,
    SkipAction,
    StealCard,
    StealFrom,
    UseBenefit,
)
from engine.plotcapture.cards import tables
from engine.plotcapture.game import INVESTIGATION, STEAL_CARD, STEAL_FROM
from tests.engine.plotcapture.helpers import (
    game_for,
    give,
    ids_of,
    plot_id,
    set_hand,
    set_revealed,
    take,
)


def finish_turn(game, seat: int) -> None:
    if game.step not in (INVESTIGATION, 8):
        game.apply(SkipAction(seat))
    if game.step == INVESTIGATION:
        game.apply(EndInvestigation(seat))
    game.apply(RecoveryDiscard(seat, ()))


def test_every_option_has_a_field_and_a_rationale() -> None:
    """rules.toml and the engine's Rules agree on the option names; each says why."""
    options = load_rules()
    assert [f.name for f in dataclasses.fields(Rules)] == list(options)
    assert all(len(o.rationale) > 20 for o in options.values())


def test_setup_rejects_unknown_options_and_bad_values() -> None:
    with pytest.raises(HelicarrierError, match="unknown rule option 'hand_sise'"):
        Setup(("a", "b"), {"hand_sise": 7})
    with pytest.raises(HelicarrierError, match="hand_size must be between 1 and 12"):
        Setup(("a", "b"), {"hand_size": 40})
    with pytest.raises(HelicarrierError, match="spy_target is sneaky; allowed: choose, next"):
        Setup(("a", "b"), {"spy_target": "sneaky"})
    with pytest.raises(HelicarrierError, match="must be true or false"):
        Setup(("a", "b"), {"combat_discard_refills": 1})
    setup = Setup(("a", "b"), {"hand_size": 5})
    assert Setup.from_dict(setup.to_dict()) == setup


def test_first_player_first_seat_and_random() -> None:
    """first_player: "first_seat" (default) or "random"."""
    assert {game_for(seed=s).turn for s in range(10)} == {0}
    firsts = {game_for(seats=3, seed=s, first_player="random").turn for s in range(30)}
    assert firsts == {0, 1, 2}
    game = next(g for s in range(30) if (g := game_for(seed=s, first_player="random")).turn == 1)
    finish_turn(game, 1)
    assert game.round == 1  # a round runs from the first player round the table
    finish_turn(game, 0)
    assert game.round == 2 and game.turn == 1


def test_hand_size() -> None:
    """hand_size: Recruit fills to this size (default 7)."""
    assert len(game_for(hand_size=5).hands[0]) == 5


def test_revealed_plots() -> None:
    """revealed_plots: how many plots are face up (default 5)."""
    assert len(game_for(revealed_plots=3).revealed) == 3


@pytest.mark.parametrize("refills", [True, False])
def test_combat_discard_refills(refills: bool) -> None:
    """combat_discard_refills: true -> the row is back to 5 at once; false -> 4 until a capture."""
    game = game_for(combat_discard_refills=refills)
    (triplett,) = give(game, 0, "Triplett")
    game.apply(UseBenefit(0, triplett, "Combat"))
    game.apply(DiscardPlot(0, tables().plot_titles[game.revealed[0]]))
    assert len(game.revealed) == (5 if refills else 4)


def test_spy_target_choose_lets_the_active_player_pick() -> None:
    """spy_target = "choose": with several opponents the active player picks one."""
    game = game_for(seats=3)
    give(game, 1, "Hack")
    give(game, 2, "Quinjet", "Piloting")
    (informer,) = set_hand(game, 0, "Informer")
    game.apply(UseBenefit(0, informer, "Espionage"))
    assert game.step == STEAL_FROM
    assert game.legal(0) == [StealFrom(0, 1), StealFrom(0, 2)]
    game.apply(StealFrom(0, 2))
    assert game.step == STEAL_CARD
    assert {c.card for c in game.legal(0)} == set(game.hands[2])
    game.apply(StealCard(0, game.hands[2][0]))
    assert len(game.hands[2]) == 1


def test_spy_target_next_takes_the_next_seat_with_cards() -> None:
    """spy_target = "next": the next seat in turn order that holds cards."""
    game = game_for(seats=3, spy_target="next")
    give(game, 2, "Quinjet")
    (informer,) = set_hand(game, 0, "Informer")
    game.apply(UseBenefit(0, informer, "Espionage"))  # seat 1 holds nothing yet
    assert game.step == STEAL_CARD and game.steal_target == 2


@pytest.mark.parametrize("where", ["top", "bottom"])
def test_leader_rest(where: str) -> None:
    """leader_rest: the four cards not kept go back on top (default) or underneath, in order."""
    game = game_for(leader_rest=where)
    (victoria,) = give(game, 0, "Victoria Hand")
    five = game.shield_deck[-1:-6:-1]
    game.apply(UseBenefit(0, victoria, "Leadership"))
    game.apply(PickCard(0, five[0]))
    if where == "top":
        assert game.shield_deck[-1:-5:-1] == five[1:]
    else:
        assert game.shield_deck[:4] == five[1:][::-1]


def test_computer_peek_keeps_order() -> None:
    """computer_peek_order = "keep": looking does not change the PLOT deck."""
    game = game_for()
    (skye,) = give(game, 0, "Skye")
    before = list(game.plot_deck)
    game.apply(UseBenefit(0, skye, "Computers"))
    assert game.plot_deck == before


@pytest.mark.parametrize("allowed", [True, False])
def test_action_card_in_capture(allowed: bool) -> None:
    """action_card_in_capture: the revealed card stays in hand and may (default) join a capture."""
    game = game_for(action_card_in_capture=allowed)
    set_hand(game, 0, "Victoria Hand", "Coulson", "May")
    set_revealed(game, "Smear Campaign", "Gravitonium", "Raina", "Obelisk", "Garrett")
    victoria = ids_of(game, 0, "Victoria Hand")[0]
    give(game, 1, "Hack")
    game.apply(UseBenefit(0, victoria, "Leadership"))
    game.apply(PickCard(0, game.look[0]))
    cards = ids_of(game, 0, "Victoria Hand", "Coulson", "May")
    listed = any(isinstance(c, Capture) and victoria in c.cards for c in game.legal(0))
    assert listed is allowed
    if allowed:
        game.apply(Capture(0, "Smear Campaign", cards))
        assert game.captured[0] == [plot_id("Smear Campaign")]
    else:
        with pytest.raises(Exception, match="revealed for this turn's benefit"):
            game.apply(Capture(0, "Smear Campaign", cards))


@pytest.mark.parametrize("limit", [0, 2, 3])
def test_recovery_discards(limit: int) -> None:
    """recovery_discards: up to this many cards (default 2)."""
    game = game_for(recovery_discards=limit)
    game.apply(SkipAction(0))
    game.apply(EndInvestigation(0))
    sizes = {len(c.cards) for c in game.legal(0)}
    assert sizes == set(range(limit + 1))


def test_round_limit_ends_a_stalled_game() -> None:
    """round_limit: after that many rounds the game ends and the standings decide."""
    game = game_for(round_limit=2)
    for seat in (0, 1, 0):
        finish_turn(game, seat)
    game.captured[1].append(game.plot_deck.pop())
    finish_turn(game, 1)
    assert game.is_over and game.winners() == [1]
    assert game.view(0)["end_reason"] == "The round limit of 2 is reached."


def test_tie_shared() -> None:
    """tie = "shared": equal plots and levels share the win."""
    game = game_for(round_limit=1)
    finish_turn(game, 0)
    finish_turn(game, 1)
    assert game.is_over and game.winners() == [0, 1]


def test_empty_shield_draws_fewer() -> None:
    """empty_shield = "draw_fewer": with no deck and no discard, Recruit draws what there is."""
    game = game_for()
    game.hands[0].extend(game.shield_deck[2:])
    del game.shield_deck[2:]
    finish_turn(game, 0)
    assert len(game.hands[1]) == 2 and game.shield_deck == []


def test_shield_look_reshuffles() -> None:
    """shield_look_reshuffles: Leadership with fewer than 5 cards left shuffles the discard in."""
    game = game_for()
    (victoria,) = give(game, 0, "Victoria Hand")
    game.shield_discard.extend(game.shield_deck[2:])
    del game.shield_deck[2:]
    game.apply(UseBenefit(0, victoria, "Leadership"))
    assert len(game.look) == 5


def test_traitor_only_on_reveal() -> None:
    """traitor = "remove_on_reveal": seeing Traitor with Computers does nothing."""
    game = game_for()
    traitor = plot_id("Traitor")
    if traitor in game.revealed:
        set_revealed(game, "Smear Campaign", "Gravitonium", "Raina", "Obelisk", "Garrett")
    game.plot_deck.remove(traitor)
    game.plot_deck.append(traitor)
    (skye,) = give(game, 0, "Skye")
    game.apply(UseBenefit(0, skye, "Computers"))
    assert game.removed == []


def test_empty_benefits_are_not_offered() -> None:
    """empty_benefits = "not_offered": no Espionage on empty hands, no Biochem without Agents."""
    game = game_for()
    set_hand(game, 0, "Simmons", "Informer")
    traits = {c.trait for c in game.legal(0) if isinstance(c, UseBenefit)}
    assert traits == set()  # Bob holds nothing yet; the discard is empty
    game.shield_discard.append(take(game, "Skye"))
    give(game, 1, "Hack")
    game._legal = None
    traits = {c.trait for c in game.legal(0) if isinstance(c, UseBenefit)}
    assert traits == {"Biochem", "Espionage"}


def test_support_small_hand_discards_all() -> None:
    """support_small_hand = "discard_all": fewer than 2 cards to discard -> discard those."""
    game = game_for()
    set_hand(game, 0, "Quinjet")
    game.shield_discard.extend(game.shield_deck)
    game.shield_deck.clear()
    game.hands[1].extend(game.shield_discard)
    game.shield_discard.clear()
    game.apply(UseBenefit(0, game.hands[0][0], "Support"))
    assert game.to_discard == 1
    game.apply(Discard(0, game.hands[0][0]))
    assert game.hands[0] == [] and game.step == INVESTIGATION


def test_single_choice_rulings_are_recorded() -> None:
    """Options with one allowed value are rulings; they still reject anything else."""
    rules = load_rules()
    for name in ("computer_peek_order", "tie", "empty_shield", "traitor", "empty_benefits",
                 "biochem_takes", "engineering_bonus", "support_small_hand", "overpay",
                 "shield_look_reshuffles"):
        assert rules[name].choices == (rules[name].default,)
        assert rules[name].check("something else") is not None
