"""``ChampionsGame.determinize``: the copy a search bot looks ahead in depends on what its
seat knows (view and memory) and the seed only, never on where hidden cards really are
(issue 28, "A search bot for the heroes")."""

from __future__ import annotations

from collections import Counter

from engine.champions import ChampionsGame, new_game
from engine.champions.ai import SimpleBot, play_out
from engine.champions.core.determinize import unknown_to
from engine.champions.core.state import pzone

SETUP = {"scenario": "black-widow", "heroes": ["nick-fury", "maria-hill"]}


def _played(seed: int, decisions: int = 40) -> ChampionsGame:
    game = new_game(SETUP, seed)
    bot = SimpleBot(seed)
    for _ in range(decisions):
        decision = game.decision
        assert decision is not None
        game.apply(bot.choose(game.view(decision.seat), game.legal(decision.seat)))
    return game


def _codes(game: ChampionsGame) -> dict[str, list[str]]:
    return {zone: [game.state.cards[c].code for c in ids] for zone, ids in game.state.zones.items()}


def _shuffle_hidden(game: ChampionsGame, seat: int) -> None:
    """Move the cards ``seat`` cannot know around in their zones and between the other
    player's hand and deck (a game the seat cannot tell apart from the first)."""
    state = game.state
    for zone in ("enc:deck", pzone(seat, "deck")):
        cards = [c for c in state.zones[zone] if unknown_to(state.cards[c], seat)]
        codes = [state.cards[c].code for c in cards]
        for cid, code in zip(cards, reversed(codes), strict=True):
            state.cards[cid].code = code
    other = 1 - seat
    hand, deck = state.zones[pzone(other, "hand")], state.zones[pzone(other, "deck")]
    a, b = state.cards[hand[0]], state.cards[deck[-1]]
    a.code, b.code = b.code, a.code


def test_two_games_a_seat_cannot_tell_apart_give_the_same_copy() -> None:
    """The bot's input is the same whatever the hidden cards are (issue 28)."""
    game = _played(3)
    twin = game.clone()
    _shuffle_hidden(twin, 0)
    assert _codes(twin) != _codes(game)  # the hidden cards really differ
    assert twin.view(0) == game.view(0)  # and seat 0 sees no difference
    one, two = game.determinize(0, 99), twin.determinize(0, 99)
    assert _codes(one) == _codes(two)
    assert [one.view(s) for s in (0, 1)] == [two.view(s) for s in (0, 1)]
    # their futures are the same too: the copies' RNG streams come from the seed
    bot_one, bot_two = SimpleBot(5), SimpleBot(5)
    for _ in range(80):
        if one.decision is None:
            break
        seat = one.decision.seat
        command = bot_one.choose(one.view(seat), one.legal(seat))
        assert bot_two.choose(two.view(seat), two.legal(seat)) == command
        one.apply(command)
        two.apply(command)
    assert _codes(one) == _codes(two)


def test_what_the_seat_knows_stays_and_the_rest_is_dealt_within_its_pool() -> None:
    """Own hand, cards in play, discard piles and a card the seat looked at keep their
    place; each deck keeps its cards (the encounter deck its encounter cards), in a new
    order."""
    game = _played(4)
    state = game.state
    looked = state.zones[pzone(0, "deck")][0]
    state.cards[looked].known_to = [0]
    copy = game.determinize(0, 1)
    before, after = _codes(game), _codes(copy)
    for zone in before:
        if zone in ("enc:deck", pzone(0, "deck")) or zone.startswith("P1:"):
            continue
        assert after[zone] == before[zone], zone
    for zone in ("P1:discard", "P1:play", "P1:identity"):
        assert after[zone] == before[zone]
    assert copy.state.cards[looked].code == state.cards[looked].code
    assert Counter(after["enc:deck"]) == Counter(before["enc:deck"])
    assert Counter(after["P1:deck"] + after["P1:hand"]) == \
        Counter(before["P1:deck"] + before["P1:hand"])
    assert Counter(after[pzone(0, "deck")]) == Counter(before[pzone(0, "deck")])
    deals = {tuple(_codes(game.determinize(0, seed))["enc:deck"]) for seed in range(6)}
    assert len(deals) > 1  # the seed deals them


def test_a_copy_plays_to_its_end_and_leaves_the_game_alone() -> None:
    """A determinized copy is a game the engine plays on (check_state holds throughout)."""
    game = _played(5)
    before = _codes(game)
    for seed in range(3):
        copy = game.determinize(1, seed)
        result = play_out(copy, SimpleBot(seed))
        assert result["outcome"] in ("win", "loss")
        copy.check_state()
    assert _codes(game) == before
