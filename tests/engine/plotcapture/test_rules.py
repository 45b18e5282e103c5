"""One test per rule of the fan plot-capture game (shared/seeds/fan-plot-capture-game-rules.txt).

Each docstring quotes the rule heading it checks.
"""

from __future__ import annotations

import pytest

from engine.core.errors import HelicarrierError, IllegalCommand
from engine.plotcapture import (
    Capture,
    Discard,
    DiscardPlot,
    EndInvestigation,
    PickCard,
    RecoveryDiscard,
    Setup,
    SkipAction,
    StealCard,
    TakeAgent,
    UseBenefit,
    new_game,
)
from engine.plotcapture.cards import tables
from engine.plotcapture.game import INVESTIGATION, RECOVERY
from tests.engine.plotcapture.helpers import (
    game_for,
    give,
    ids_of,
    plot_id,
    set_hand,
    set_revealed,
    take,
)


def to_investigation(game, seat: int = 0) -> None:
    game.apply(SkipAction(seat))


def end_turn(game, seat: int) -> None:
    if game.step != INVESTIGATION and game.step != RECOVERY:
        game.apply(SkipAction(seat))
    if game.step == INVESTIGATION:
        game.apply(EndInvestigation(seat))
    game.apply(RecoveryDiscard(seat, ()))


# ----------------------------------------------------------------------------- setup


def test_setup_reveals_five_plots_and_shuffles() -> None:
    """SETUP: "Shuffle both Decks. Flip over the top 5 cards of the PLOT Deck." """
    game = game_for(seed=1)
    assert len(game.revealed) == 5
    assert len(game.plot_deck) == 16
    other = game_for(seed=2)
    assert (game.revealed, game.shield_deck) != (other.revealed, other.shield_deck)
    again = game_for(seed=1)
    assert (game.revealed, game.plot_deck, game.shield_deck) == (
        again.revealed, again.plot_deck, again.shield_deck)


def test_two_to_six_players() -> None:
    """INTRODUCTION: "Card game for 2-4+ players" (helicarrier seats 2 to 6)."""
    for seats in range(2, 7):
        game = game_for(seats=seats)
        assert game.players == seats
    for names in (("Ada",), ("A", "B", "C", "D", "E", "F", "G")):
        with pytest.raises(HelicarrierError, match="2 to 6 seats"):
            Setup(names)


def test_turns_pass_in_seat_order() -> None:
    """TURN SEQUENCE: "Players take turns." """
    game = game_for(seats=3)
    for expected in (0, 1, 2, 0):
        assert game.turn == expected
        end_turn(game, expected)
    assert game.round == 2


# ----------------------------------------------------------------------------- recruit


def test_recruit_fills_hand_to_seven() -> None:
    """RECRUIT PHASE: "Fill your hand to 7 Cards from the SHIELD Deck." """
    game = game_for()
    assert len(game.hands[0]) == 7 and len(game.hands[1]) == 0
    end_turn(game, 0)
    assert len(game.hands[1]) == 7
    set_hand(game, 1, "Coulson", "May")
    end_turn(game, 1)
    end_turn(game, 0)
    assert len(game.hands[1]) == 7


def test_recruit_keeps_a_hand_above_seven() -> None:
    """RECRUIT PHASE: a hand already holding 7 or more draws nothing (rule option hand_size)."""
    game = game_for()
    end_turn(game, 0)
    end_turn(game, 1)
    give(game, 0, "Coulson", "May")  # 9 cards
    hand = list(game.hands[0])
    end_turn(game, 0)
    end_turn(game, 1)
    assert sorted(game.hands[0]) == sorted(hand)


def test_recruit_reshuffles_discard_when_deck_runs_out() -> None:
    """RECRUIT PHASE: "If the deck ever runs out, shuffle the discard and draw from it." """
    game = game_for()
    game.shield_discard.extend(game.shield_deck[2:])
    del game.shield_deck[2:]
    assert len(game.shield_deck) == 2
    end_turn(game, 0)
    assert len(game.hands[1]) == 7
    assert len(game.shield_discard) == 0
    assert "The SHIELD discard is shuffled into a new deck." in game.view(1)["log"]


# ----------------------------------------------------------------------------- action


def test_action_reveals_one_card_that_stays_in_hand() -> None:
    """ACTION PHASE: "You may reveal one card from your hand (do not discard it)." """
    game = game_for()
    (fitz,) = give(game, 0, "Fitz")
    game.apply(UseBenefit(0, fitz, "Engineering"))
    assert fitz in game.hands[0]
    assert game.view(0)["action"]["card"]["title"] == "Fitz"
    with pytest.raises(IllegalCommand, match="Now is not the time"):
        game.apply(UseBenefit(0, fitz, "Engineering"))


def test_multi_trait_card_offers_each_trait_but_one_benefit() -> None:
    """ACTION PHASE: "get One special Benefit" - a multi-trait card picks one of its traits."""
    game = game_for()
    (coulson,) = give(game, 0, "Coulson")
    give(game, 1, "Hack")  # Bob has not recruited yet; Espionage needs a hand to look at
    offered = {c.trait for c in game.legal(0) if isinstance(c, UseBenefit) and c.card == coulson}
    assert offered == {"Leadership", "Combat", "Support", "Espionage"}
    with pytest.raises(IllegalCommand, match="Coulson has no Biochem trait"):
        game.apply(UseBenefit(0, coulson, "Biochem"))


def test_leadership_looks_at_five_and_keeps_one() -> None:
    """ACTION PHASE 1: Leader card - "look at the next 5 cards in The SHIELD deck and put one
    of them in your hand." """
    game = game_for()
    (victoria,) = give(game, 0, "Victoria Hand")
    top_five = game.shield_deck[-1:-6:-1]
    game.apply(UseBenefit(0, victoria, "Leadership"))
    assert [c.card for c in game.legal(0)] == top_five
    assert [c["id"] for c in game.view(0)["seen"][0]["cards"]] == top_five
    assert "seen" in game.view(1) and game.view(1)["seen"] == []
    game.apply(PickCard(0, top_five[2]))
    assert top_five[2] in game.hands[0]
    rest = [c for c in top_five if c != top_five[2]]
    assert game.shield_deck[-1:-5:-1] == rest  # back on top, same order
    assert game.step == INVESTIGATION


def test_combat_sends_a_plot_to_the_bottom() -> None:
    """ACTION PHASE 2: Combat - "cause one target Plot card to be discarded. The discarded card
    goes to the bottom of the PLOT deck." """
    game = game_for()
    (triplett,) = give(game, 0, "Triplett")
    target = game.revealed[1]
    name = tables().plot_titles[target]
    game.apply(UseBenefit(0, triplett, "Combat"))
    assert {c.plot for c in game.legal(0)} == {tables().plot_titles[p] for p in game.revealed}
    game.apply(DiscardPlot(0, name))
    assert game.plot_deck[0] == target
    assert target not in game.revealed and len(game.revealed) == 5


def test_support_draws_two_then_discards_two() -> None:
    """ACTION PHASE 3: Support - "draw 2 cards from the SHIELD deck and then discard Any 2
    cards from your Hand." """
    game = game_for()
    (quinjet,) = give(game, 0, "Quinjet")
    assert len(game.hands[0]) == 8
    coming = game.shield_deck[-2:]
    game.apply(UseBenefit(0, quinjet, "Support"))
    assert set(coming) <= set(game.hands[0]) and len(game.hands[0]) == 10
    game.apply(Discard(0, coming[0]))  # a just-drawn card may be discarded too
    game.apply(Discard(0, quinjet))    # and so may the revealed card
    assert len(game.hands[0]) == 8
    assert game.shield_discard[-2:] == [coming[0], quinjet]
    assert game.step == INVESTIGATION


def test_espionage_looks_at_a_hand_and_steals_one() -> None:
    """ACTION PHASE 4: Spy - "look at your opponents hand and steal any 1 card." """
    game = game_for()
    end_turn(game, 0)
    (informer,) = set_hand(game, 1, "Informer")
    ada_hand = sorted(game.hands[0])
    game.apply(UseBenefit(1, informer, "Espionage"))
    seen = game.view(1)["seen"]
    assert seen[0]["what"] == "Ada's hand"
    assert [c["id"] for c in seen[0]["cards"]] == ada_hand
    assert [c.card for c in game.legal(1)] == ada_hand
    game.apply(StealCard(1, ada_hand[0]))
    assert ada_hand[0] in game.hands[1] and ada_hand[0] not in game.hands[0]
    ada_log = game.view(0)["log"]
    name = tables().card_name(ada_hand[0])
    assert f"Bob steals your {name}." in ada_log


def test_computers_look_at_five_plots_then_draw() -> None:
    """ACTION PHASE 5: Computer - "look at the next 5 cards in the PLOT Deck and then Draw 1
    SHIELD card." """
    game = game_for()
    (skye,) = give(game, 0, "Skye")
    plots = [tables().plot_titles[p] for p in game.plot_deck[-1:-6:-1]]
    top = game.shield_deck[-1]
    game.apply(UseBenefit(0, skye, "Computers"))
    assert game.view(0)["seen"] == [{"what": "the next PLOT cards", "plots": plots}]
    assert top in game.hands[0]
    assert game.view(1)["seen"] == []
    assert game.step == INVESTIGATION


def test_biochem_takes_an_agent_from_the_discard() -> None:
    """ACTION PHASE 6: Biochem - "take any 1 Agent from the Discard and put it in Your Hand." """
    game = game_for()
    (simmons,) = give(game, 0, "Simmons")
    may = take(game, "May")
    hack = take(game, "Hack")
    game.shield_discard.extend([may, hack])
    game.apply(UseBenefit(0, simmons, "Biochem"))
    assert [c.card for c in game.legal(0)] == [may]
    with pytest.raises(IllegalCommand, match="not an Agent"):
        game.apply(TakeAgent(0, hack))
    game.apply(TakeAgent(0, may))
    assert may in game.hands[0] and game.shield_discard == [hack]


def test_engineering_gives_agents_plus_one_this_turn_only() -> None:
    """ACTION PHASE 7: Engineering - "all your Agents get +1 Level this turn." """
    game = game_for()
    set_hand(game, 0, "Fitz", "May", "Coulson", "Blueprints")
    set_revealed(game, "Darkforce", "Garrett", "Raina", "Obelisk", "Traitor")
    cards = ids_of(game, 0, "Fitz", "May", "Coulson")  # level 8 (11 with +1 each); needs 10
    fitz = cards[0]
    before = game.clone(quiet=False)
    before.apply(SkipAction(0))
    assert not [c for c in before.legal(0) if isinstance(c, Capture)]
    game.apply(UseBenefit(0, fitz, "Engineering"))
    assert game.view(0)["engineering_bonus"] is True
    assert Capture(0, "Darkforce", tuple(sorted(cards))) in game.legal(0)
    game.apply(Capture(0, "Darkforce", cards))
    assert plot_id("Darkforce") in game.captured[0]
    end_turn(game, 0)
    assert game.bonus is False


def test_skip_action() -> None:
    """ACTION PHASE: "You may reveal one card" - revealing is optional."""
    game = game_for()
    game.apply(SkipAction(0))
    assert game.step == INVESTIGATION and game.action_card == -1


# ----------------------------------------------------------------------------- investigation


def test_capture_takes_plot_discards_cards_and_refills() -> None:
    """INVESTIGATION PHASE: "Play (Discard) SHIELD cards ... the Plot card is captured and put
    into your Victory Pile ... immediately flip over Another one" """
    game = game_for()
    set_hand(game, 0, "Victoria Hand", "Coulson", "May")
    set_revealed(game, "Smear Campaign", "Garrett", "Raina", "Obelisk", "Traitor")
    next_plot = game.plot_deck[-1]
    to_investigation(game)
    cards = ids_of(game, 0, "Victoria Hand", "Coulson", "May")
    game.apply(Capture(0, "Smear Campaign", cards))
    assert game.captured[0] == [plot_id("Smear Campaign")]
    assert game.hands[0] == [] and game.shield_discard[-3:] == list(cards)
    assert len(game.revealed) == 5 and game.revealed[-1] == next_plot
    view = game.view(1)
    assert view["seats"][0]["captured"] == [{"title": "Smear Campaign", "level": 9}]


def test_several_captures_in_one_turn() -> None:
    """INVESTIGATION PHASE: "you may capture multiple revealed Plot cards in a single turn." """
    game = game_for()
    set_hand(game, 0, "Victoria Hand", "Coulson", "May", "Fitz", "Mack", "Globemaster Bus",
             "Hack")
    set_revealed(game, "Smear Campaign", "Weather Device", "Raina", "Obelisk", "Garrett")
    to_investigation(game)
    game.apply(Capture(0, "Smear Campaign", ids_of(game, 0, "Victoria Hand", "Coulson", "May")))
    game.apply(Capture(0, "Weather Device",
                       ids_of(game, 0, "Fitz", "Mack", "Globemaster Bus", "Hack")))
    assert len(game.captured[0]) == 2


def test_capture_needs_level_and_traits() -> None:
    """INVESTIGATION PHASE: total Level "matching or exceeding" and Traits that "at minimum
    match" the plot's."""
    game = game_for()
    set_hand(game, 0, "Victoria Hand", "Coulson", "Lance", "Fitz")
    set_revealed(game, "Smear Campaign", "Gravitonium", "Raina", "Obelisk", "Garrett")
    to_investigation(game)
    with pytest.raises(IllegalCommand, match="Total level 8 is below Smear Campaign's 9"):
        game.apply(Capture(0, "Smear Campaign", ids_of(game, 0, "Victoria Hand", "Coulson",
                                                          "Lance")))
    with pytest.raises(IllegalCommand, match="Needs Engineering; no chosen card has Engineering"):
        game.apply(Capture(0, "Gravitonium", ids_of(game, 0, "Coulson", "Lance",
                                                      "Victoria Hand")))
    assert game.captured[0] == []


def test_capture_uses_one_copy_of_a_title() -> None:
    """CARD CAPTURE LIMIT: "you cannot use 2 Coulson cards." """
    game = game_for()
    set_hand(game, 0, "Coulson", "Coulson", "Victoria Hand", "Lance")
    set_revealed(game, "Smear Campaign", "Gravitonium", "Raina", "Obelisk", "Garrett")
    to_investigation(game)
    with pytest.raises(IllegalCommand, match="Coulson is already used for this capture"):
        game.apply(Capture(0, "Smear Campaign", tuple(game.hands[0])))
    with pytest.raises(IllegalCommand, match="is already used"):
        card = game.hands[0][0]
        game.apply(Capture(0, "Smear Campaign", (card, card)))


def test_capture_cards_must_be_in_hand_and_plot_revealed() -> None:
    """INVESTIGATION PHASE: cards come "from your hand", plots are "target Revealed Plot" cards."""
    game = game_for()
    set_revealed(game, "Smear Campaign", "Gravitonium", "Raina", "Obelisk", "Garrett")
    to_investigation(game)
    outside = game.shield_deck[0]
    with pytest.raises(IllegalCommand, match="is not in your hand"):
        game.apply(Capture(0, "Smear Campaign", (outside,)))
    with pytest.raises(IllegalCommand, match="Traitor is not among the revealed plots"):
        game.apply(Capture(0, "Traitor", tuple(game.hands[0][:3])))


def test_overpaying_is_allowed_but_only_minimal_captures_are_listed() -> None:
    """INVESTIGATION PHASE: "matching or exceeding" - extra cards are allowed (option overpay)."""
    game = game_for()
    set_hand(game, 0, "Victoria Hand", "Coulson", "May", "Bobbi")
    set_revealed(game, "Smear Campaign", "Gravitonium", "Raina", "Obelisk", "Garrett")
    to_investigation(game)
    listed = [c for c in game.legal(0) if isinstance(c, Capture) and c.plot == "Smear Campaign"]
    assert all(len(c.cards) == 3 for c in listed) and listed
    game.apply(Capture(0, "Smear Campaign", tuple(game.hands[0])))
    assert game.captured[0] == [plot_id("Smear Campaign")]


# ----------------------------------------------------------------------------- recovery


def test_recovery_discards_up_to_two_and_ends_turn() -> None:
    """RECOVERY PHASE: "You may discard up to 2 SHIELD cards from your hand." """
    game = game_for()
    to_investigation(game)
    game.apply(EndInvestigation(0))
    hand = sorted(game.hands[0])
    assert len(game.legal(0)) == 1 + 7 + 21
    with pytest.raises(IllegalCommand, match="at most 2 cards"):
        game.apply(RecoveryDiscard(0, tuple(hand[:3])))
    game.apply(RecoveryDiscard(0, tuple(hand[:2])))
    assert game.shield_discard[-2:] == hand[:2] and len(game.hands[0]) == 5
    assert game.turn == 1


# ----------------------------------------------------------------------------- special cards


def test_traitor_removes_every_grant() -> None:
    """SPECIAL CARDS: "When the Traitor PLOT card comes into play, all the Grant SHIELD cards are
    Removed from play." - from hands, the deck and the discard alike."""
    game = game_for()
    set_hand(game, 0, "Grant", "Victoria Hand", "Coulson", "May")
    give(game, 1, "Grant")
    game.shield_discard.append(take(game, "Grant"))
    set_revealed(game, "Smear Campaign", "Gravitonium", "Raina", "Obelisk", "Garrett")
    game.plot_deck.remove(plot_id("Traitor"))
    game.plot_deck.append(plot_id("Traitor"))
    to_investigation(game)
    game.apply(Capture(0, "Smear Campaign", ids_of(game, 0, "Victoria Hand", "Coulson", "May")))
    assert plot_id("Traitor") in game.revealed
    grants = tables().title_cards[tables().title_by_name["grant"]]
    assert sorted(game.removed) == list(grants)
    everywhere = game.shield_deck + game.shield_discard + game.hands[0] + game.hands[1]
    assert not set(grants) & set(everywhere)
    assert [c["title"] for c in game.view(1)["removed"]] == ["Grant"] * 4
    assert "Every Grant card is removed from the game." in game.view(1)["log"]


def test_traitor_revealed_at_setup_removes_grants_before_recruiting() -> None:
    """SPECIAL CARDS: Traitor "comes into play" at SETUP too (rule option traitor)."""
    traitor = plot_id("Traitor")
    seed = next(s for s in range(200) if traitor in game_for(seed=s).revealed)
    game = game_for(seed=seed)
    assert len(game.removed) == 4
    assert all(tables().card_name(c) != "Grant" for c in game.hands[0] + game.shield_deck)


# ----------------------------------------------------------------------------- end and victory


def test_game_ends_when_all_plots_are_captured() -> None:
    """GAME END: "The game ends when all Plot cards have been captured." """
    game = game_for()
    set_hand(game, 0, "Victoria Hand", "Coulson", "May")
    set_revealed(game, "Smear Campaign")
    game.captured[1].extend(game.plot_deck)
    game.plot_deck.clear()
    to_investigation(game)
    assert not game.is_over
    game.apply(Capture(0, "Smear Campaign", ids_of(game, 0, "Victoria Hand", "Coulson", "May")))
    assert game.is_over and game.decision is None and game.legal(0) == []
    assert game.view(0)["game_over"] is True
    with pytest.raises(IllegalCommand, match="The game is over"):
        game.apply(EndInvestigation(0))


def _finish_with(game, ada: list[str], bob: list[str]) -> None:
    game.captured[0] = [plot_id(p) for p in ada]
    game.captured[1] = [plot_id(p) for p in bob]
    game._finish("test")


def test_victory_most_plots() -> None:
    """VICTORY: "Have the most Plot cards in your Victory Pile when the game ends." """
    game = game_for()
    _finish_with(game, ["Smear Campaign", "Ian Quinn"], ["Garrett"])
    assert game.winners() == [0]
    assert [s["name"] for s in game.standings()] == ["Ada", "Bob"]
    assert game.standings()[0]["winner"] is True


def test_victory_tie_broken_by_levels() -> None:
    """VICTORY: "If tied the player with the most Levels worth of Plot cards wins." """
    game = game_for()
    _finish_with(game, ["Smear Campaign", "Ian Quinn"], ["Garrett", "Raina"])
    assert game.winners() == [1]
    assert game.view(0)["winners"] == [1]


def test_victory_full_tie_is_shared() -> None:
    """VICTORY: still tied on plots and levels -> a shared win (rule option tie)."""
    game = game_for()
    _finish_with(game, ["Smear Campaign"], ["Ian Quinn"])
    assert game.winners() == [0, 1]
    assert [s["rank"] for s in game.standings()] == [1, 1]
    assert "Ada and Bob share the win." in game.view(0)["log"]


# ----------------------------------------------------------------------------- errors


def test_illegal_commands_are_readable_sentences() -> None:
    """Engine contract: an illegal command says why in game terms."""
    game = game_for()
    with pytest.raises(IllegalCommand, match=r"It is Ada's turn, not Bob's\."):
        game.apply(SkipAction(1))
    with pytest.raises(IllegalCommand, match="Now is not the time for that"):
        game.apply(EndInvestigation(0))
    with pytest.raises(IllegalCommand, match="not a trait"):
        game.apply(UseBenefit(0, game.hands[0][0], "Cooking"))
    with pytest.raises(IllegalCommand, match="There is no SHIELD card with id 99"):
        game.apply(UseBenefit(0, 99, "Combat"))


def test_a_command_listed_earlier_is_checked_again() -> None:
    """Engine contract: only the current legal() list skips apply()'s checks; a command object
    listed at an earlier decision (legal lists share objects) is refused once it is stale."""
    game = game_for()
    skip = next(c for c in game.legal(0) if isinstance(c, SkipAction))
    game.apply(skip)
    end = game.legal(0)[-1]
    assert isinstance(end, EndInvestigation)
    with pytest.raises(IllegalCommand, match="Now is not the time for that"):
        game.apply(skip)
    game.apply(end)
    with pytest.raises(IllegalCommand, match="Now is not the time for that"):
        game.apply(end)


def test_record_replays_to_the_same_game() -> None:
    """Engine contract: replay(record) rebuilds the exact state (views of every seat)."""
    from engine.core import Record, replay
    from engine.plotcapture import record_of

    game = game_for(seats=3, seed=9)
    from engine.plotcapture import make_player

    bots = [make_player("greedy", s) for s in range(3)]
    for _ in range(60):
        seat = game.turn
        game.apply(bots[seat].choose(game.view(seat), game.legal(seat)))
    record = Record.from_toml(record_of(game).to_toml())
    again = replay(record)
    assert all(again.view(s) == game.view(s) for s in range(3))
    assert new_game(Setup.from_dict(record.setup), record.seed).view(0)["round"] == 1
