"""Ids that hide what they should (issue 21 part 5), and the hidden-information harness.

Card ids are random and a card that goes facedown gets a fresh one, so no view, option key
or ``c ID`` tells a seat which card a hidden card is; the seat that looked at a facedown
card (RRG LOOK) or chose the card it dealt recognises it. The harness
(:mod:`tests.engine.champions.hidden`) watches whole fuzzed games; its own tests below show
it catches each kind of leak.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.champions import ChampionsGame, new_game
from engine.champions.core import effect_steps
from engine.champions.core.card_ids import CardIds
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import CardInst, State, pzone
from engine.champions.rules import primitives
from engine.core import Record, replay
from tests.engine.champions import hidden
from tests.engine.champions.helpers import answer, start, take, top_encounter
from tests.engine.champions.test_fixture_cards import COMING

TABLES = (["nick-fury", "maria-hill"], ["maria-hill", "nick-fury", "nick-fury"],
          ["nick-fury", "maria-hill", "nick-fury", "maria-hill"])


def setup_of(n: int) -> dict[str, Any]:
    return {"scenario": "black-widow", "heroes": TABLES[n % 3], "expert": n % 2 == 1,
            "allow_duplicate_heroes": True}


def seen(game: ChampionsGame, seat: int, card: CardInst) -> dict[str, Any]:
    """The card as ``seat``'s view shows it (by its current id)."""
    return next(c for c in hidden.card_dicts(game.view(seat)) if c["id"] == card.id)


def dealt_facedown(game: ChampionsGame, code: str, seat: int = 0) -> CardInst:
    """Deal the top encounter card (a copy of ``code`` put there) to ``seat``: the card."""
    card = game.c(top_encounter(game, code))
    primitives.deal_encounter(game, seat, offer=False)
    return card


# ------------------------------------------------------------------------ the ids
def test_ids_are_random_per_game_and_the_same_on_replay() -> None:
    """The same id is not the same card from game to game (ids were once handed out in set
    order), and a record replays to the same ids (its commands name cards by id)."""
    villains = {new_game(setup_of(0), seed).villain() for seed in range(12)}
    assert len(villains) >= 10
    game = new_game(setup_of(0), 5)
    assert list(new_game(setup_of(0), 5).state.cards) == list(game.state.cards)
    assert all(100 <= cid <= 999 for cid in game.state.cards)
    record = Record("champions", "x", setup_of(0), 5)
    for _ in range(40):
        option = game.decision.options[0]  # type: ignore[union-attr]
        game.apply(option)
        record = record.with_command(option.to_dict())
    again = replay(record)
    assert isinstance(again, ChampionsGame) and list(again.state.cards) == list(game.state.cards)


def test_the_id_stream_leaves_the_game_rng_alone() -> None:
    """Ids come from their own stream: the game's shuffles are those of its seed alone
    (a game's draws did not change when ids became random)."""
    game = new_game(setup_of(0), 7)
    cards = list(game.state.cards.values())
    order = [cards.index(game.c(cid)) for cid in game.ids(pzone(0, "deck"))]
    again = new_game(setup_of(0), 7)
    assert order == [list(again.state.cards.values()).index(again.c(cid))
                     for cid in again.ids(pzone(0, "deck"))]
    ids = CardIds(7)
    drawn = [ids.issue() for _ in range(2_000)]
    assert len(set(drawn)) == 2_000 and min(drawn) >= 100  # never reused, never small


def test_a_card_dealt_facedown_gets_a_fresh_id() -> None:
    """RRG ENCOUNTER CARDS (dealt facedown): a card every seat saw face up, shuffled back
    and dealt, is not named by the id they saw it under; its view is its id and damage."""
    game = start(("nick-fury", "maria-hill"))
    card = game.c(take(game, "01191", "enc:discard"))  # Exhaustion, face up to everyone
    old = card.id
    assert seen(game, 1, card)["code"] == "01191"
    game.state.move(old, "enc:deck", top=True)
    primitives.deal_encounter(game, 0, offer=False)
    assert card.zone == pzone(0, "dealt") and card.facedown and card.id != old
    assert old not in game.state.cards
    for seat in (0, 1):
        assert seen(game, seat, card) == {"id": card.id, "facedown": True, "damage": 0}
    assert game.view(0)["players"][0]["dealt_count"] == 1


def test_a_facedown_minion_from_your_deck_hides_which_card_it_was() -> None:
    """RRG FACEDOWN CARDS: Diabolical Discs (aos 50033) puts the top card of your deck into
    play facedown as a Controlled minion: a fresh id, no face; attacking it names that id."""
    game = start(("nick-fury",))
    take(game, "50032", "environment")  # Controlled Innocents
    top = game.c(game.ids(pzone(0, "deck"))[0])
    old = top.id
    effect_steps.run_effects(game, 0, -1, game.catalog.cards["50033"].abilities[0].effects)
    game.refresh()
    assert top.facedown and top.zone == pzone(0, "engaged") and top.id != old
    assert set(seen(game, 0, top)) == {"id", "facedown", "damage"}


def test_shuffling_a_deck_forgets_what_was_known_of_its_cards() -> None:
    """RRG LOOK: looked-at cards stay where they are in a deck; a shuffle loses them."""
    game = start(("nick-fury",))
    card = game.c(top_encounter(game, "01191"))
    card.known_to = [0]
    game.state.shuffle("enc:deck")
    assert card.known_to == []


# --------------------------------------------------------------- who may know
def intelligence(game: ChampionsGame, seat: int = 0) -> None:
    """Resolve Intelligence (aos 50051): look at every dealt card and the top encounter
    card; swap any of them."""
    cid = take(game, "50051", pzone(seat, "play"))
    effect_steps.run_effects(game, seat, cid, game.catalog.cards["50051"].abilities[0].effects)
    game.refresh()


def test_the_seat_that_looked_recognises_the_cards_it_swapped() -> None:
    """RRG LOOK: only the player resolving Intelligence looks at the dealt cards and the
    top of the encounter deck. Afterwards that seat's views show the facedown cards it
    looked at, under the same ids while they stay facedown; the other seat's do not. A card
    moved from the deck into the dealt cards gets a fresh id."""
    game = start(("nick-fury", "maria-hill"))
    mine = dealt_facedown(game, "01191", seat=1)  # Exhaustion, dealt to player 2
    top = game.c(top_encounter(game, "01186"))  # Advance, on top of the encounter deck
    before = top.id
    intelligence(game, seat=0)
    assert seen(game, 0, mine)["code"] == "01191" and seen(game, 0, mine)["known"]
    swap = next(o.key for o in game.decision.options  # type: ignore[union-attr]
                if "dealt to player 2" in o.label and "top of the encounter deck" in o.label)
    assert swap in (f"swap:{mine.id}:{top.id}", f"swap:{top.id}:{mine.id}")
    answer(game, swap)
    answer(game, "done")
    assert top.zone == pzone(1, "dealt") and top.facedown and top.id != before
    assert mine.zone == "enc:deck" and not mine.facedown
    assert seen(game, 0, top)["code"] == "01186"  # player 1 looked at it
    assert "code" not in seen(game, 1, top)  # player 2 did not
    kept = top.id
    game.refresh()
    assert top.id == kept and seen(game, 0, top)["name"] == "Advance"
    # the card player 1 put on top of the deck: dealt next, player 1 still knows it
    primitives.deal_encounter(game, 1, offer=False)
    assert mine.facedown and seen(game, 0, mine)["code"] == "01191"
    assert "code" not in seen(game, 1, mine)


def test_the_seat_that_chose_recognises_the_card_it_dealt() -> None:
    """Choosing Sides (56128a, cw_encounter.json: "search the top 5 cards ... and deal one
    to each player", Civil War rulebook p. 6): the first player chooses which card goes to
    whom, so the first player's views show each card it dealt; player 2's show no face."""
    game = start(("nick-fury", "maria-hill"), cards=COMING)
    sides = take(game, "56128a", "schemes")
    effect_steps.run_effects(game, 0, sides,
                             [{"deal_from_top": 5}])
    game.refresh()
    picked = []
    for _ in range(2):
        key = game.decision.options[0].key  # type: ignore[union-attr]
        picked.append(game.c(int(key[2:])))
        answer(game, key)
    for card, seat in zip(picked, (0, 1), strict=True):
        assert card.zone == pzone(seat, "dealt") and card.facedown
        assert seen(game, 0, card)["code"] == card.code
        assert "code" not in seen(game, 1, card)


# -------------------------------------------------------------- the harness
@pytest.mark.parametrize("n", range(9))
def test_whole_fuzzed_games_hide_what_they_should(n: int) -> None:
    """The harness over whole games (2-4 players, standard and expert): no view, option,
    card text or log line lets a seat tell a hidden card."""
    watch = hidden.play_watched(setup_of(n), 31_000 + n)
    assert watch.problems == []


def same_code_rates(games: list[list[tuple[int, str]]]) -> tuple[float, float, int]:
    """Over pairs of hidden cards seen in two different games: how often two under the same
    id have the same code, how often any two have, and how many same-id pairs there are."""
    same_id = same_both = pairs = same_code = 0
    by_id: dict[int, list[str]] = {}
    codes: Counter[str] = Counter()
    for game in games:
        mine = Counter(code for _, code in game)
        # pairs with the cards of the games before this one
        pairs += len(game) * sum(codes.values())
        same_code += sum(n * codes[code] for code, n in mine.items())
        for cid, code in game:
            seen_before = by_id.setdefault(cid, [])
            same_id += len(seen_before)
            same_both += seen_before.count(code)
        for cid, code in game:
            by_id[cid].append(code)
        codes.update(mine)
    return same_both / max(1, same_id), same_code / max(1, pairs), same_id


def dealt_everywhere(seed: int) -> list[tuple[int, str]]:
    """A new game; 3 encounter cards dealt facedown to each player: what views name hidden."""
    game = new_game(setup_of(seed), seed)
    for _ in range(3):
        for seat in range(len(game.state.players)):
            primitives.deal_encounter(game, seat, offer=False)
    return hidden.hidden_in_view(game)


def test_hidden_ids_carry_no_information_about_their_codes(monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """Over 300 seeds: two hidden cards seen under the same id in different games share a
    code no more often than any two hidden cards do. The same measure fails for the ids of
    before (handed out in set order, kept by a card going facedown): the same id was the
    same card whenever the table was the same."""
    games = [dealt_everywhere(seed) for seed in range(300)]
    rate, base, pairs = same_code_rates(games)
    assert pairs >= 500
    assert rate <= base + 0.05, (rate, base, pairs)

    monkeypatch.setattr(CardIds, "issue", _in_set_order)
    monkeypatch.setattr(State, "hide", _keep_id)
    before = [dealt_everywhere(seed) for seed in range(30)]
    rate, base, _ = same_code_rates(before)
    assert rate > base + 0.5


def _in_set_order(self: CardIds) -> int:
    """``CardIds.issue`` as it was before: the next number, cards created in set order."""
    cid = 100 + len(self.issued)
    self.issued.add(cid)
    return cid


def _keep_id(self: State, card_id: int, known_to: Any = ()) -> int:
    """``State.hide`` as it was before: the card turns facedown under the id it had."""
    self.cards[card_id].facedown = True
    return card_id


class _Leaky:
    """Break the engine one way at a time, to show the harness finds each leak."""

    @staticmethod
    def face(game: ChampionsGame) -> None:
        original = game.card_view

        def card_view(cid: int, seat: int = -1) -> dict[str, Any]:
            out = original(cid, seat)
            if game.c(cid).facedown:
                out["code"] = game.c(cid).code
            return out

        game.card_view = card_view  # type: ignore[method-assign]


def watching(game: ChampionsGame) -> hidden.Watch:
    """A watch on ``game`` that has looked once (what every seat is shown now)."""
    watch = hidden.Watch(game)
    watch.check()
    return watch


def test_the_harness_finds_a_face_shown() -> None:
    """A view that shows a facedown card's code to a seat that may not know it."""
    game = start(("nick-fury", "maria-hill"))
    _Leaky.face(game)
    watch = watching(game)
    dealt_facedown(game, "01191", seat=1)
    watch.check()
    assert any("is hidden from it, yet its view shows" in p for p in watch.problems)


def test_the_harness_finds_an_id_that_followed_its_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card dealt facedown under the id every seat saw it under face up."""
    monkeypatch.setattr(State, "hide", _keep_id)
    game = start(("nick-fury", "maria-hill"))
    card = game.c(take(game, "01191", "enc:discard"))
    watch = watching(game)
    game.state.move(card.id, "enc:deck", top=True)
    primitives.deal_encounter(game, 0, offer=False)
    watch.check()
    assert any("saw that id on 01191 before" in p for p in watch.problems)


def test_the_harness_finds_a_log_line_and_a_knower_who_never_looked() -> None:
    """A log line naming a card just dealt facedown; an engine that lets a seat know a card
    it was never shown; a seat that may know a card its view does not show."""
    game = start(("nick-fury", "maria-hill"))
    watch = watching(game)
    card = dealt_facedown(game, "01191", seat=1)
    game.log("Player 2 is dealt Exhaustion.")
    card.known_to = [1]
    watch.check()
    assert any("log line" in p and "names facedown card" in p for p in watch.problems)
    assert any("whose face it was never shown" in p for p in watch.problems)
    rules = hidden.Rules(may_know=(lambda g, seat, cid: True,))
    watch = hidden.Watch(game, rules)
    watch.check()
    assert any("its view does not show it" in p for p in watch.problems)


def test_the_harness_finds_a_label_that_names_a_hidden_card() -> None:
    """An option whose key gives a facedown card's id and whose label says what it is."""
    game = start(("nick-fury", "maria-hill"))
    card = dealt_facedown(game, "01191", seat=0)
    watch = hidden.Watch(game)
    watch.check_option(0, f"t:{card.id}", "Exhaustion", set())
    assert any("names card" in p for p in watch.problems)


def test_a_card_being_revealed_is_face_up_in_its_when_you_reveal_window() -> None:
    """RRG REVEAL: "when you reveal" interrupts answer a card already revealed: while the
    window is open (Agents of S.H.I.E.L.D., aos 50015, may cancel it), every view shows
    the card's face, as the question that names it does."""
    game = start(("nick-fury", "maria-hill"))
    take(game, "50015", pzone(0, "play"))
    card = dealt_facedown(game, "01191", seat=0)  # Exhaustion
    game.push(Reveal(card.id, 0))
    game.refresh()
    assert "reveals Exhaustion" in game.decision.prompt  # type: ignore[union-attr]
    for seat in (0, 1):
        assert seen(game, seat, card)["code"] == "01191"
