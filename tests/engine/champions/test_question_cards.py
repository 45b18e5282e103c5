"""Every card a question names is readable from the asked seat's view (issue 29, "Reading
the cards a question is about"): each option carries the ids its key names (``cards``),
the prompt's own cards are ``about``, and the decision's ``cards`` gives each of them as
the seat may see it: the searched, looked-at, swapped and revealed cards included, a
facedown card's face only for a seat that knows it.

The cards named are the ones of the issue: The Widow's Web's setup search (50069), Global
Logistics' look at the top 4 (50049), Agents of S.H.I.E.L.D.'s "cancel it" of a revealed
card (50015), Intelligence's swap list (50051)."""

from __future__ import annotations

from typing import Any

from engine.champions import ChampionsGame, new_game
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import (
    SETUP_SEARCH,
    answer,
    choose,
    clear_hand,
    start,
    take,
)


def decision(game: ChampionsGame, seat: int = 0) -> dict[str, Any]:
    found = game.view(seat)["decision"]
    assert found and "options" in found
    return dict(found)


def faces(found: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {card["id"]: card for card in found.get("cards", [])}


def test_the_setup_search_gives_each_minion_offered_with_its_face() -> None:
    """The Widow's Web's Setup search of the encounter deck: every minion offered is
    readable (its code and stats), though the deck is hidden; the deck's other cards are
    not in the question."""
    game = new_game({"scenario": "black-widow", "heroes": ["nick-fury"]}, 1)
    found = decision(game)
    assert SETUP_SEARCH in found["prompt"]
    shown = faces(found)
    for option in found["options"]:
        (cid,) = option["cards"]
        assert shown[cid]["code"] == game.c(cid).code
        assert shown[cid]["name"] in option["label"] and "hp" in shown[cid]
    assert set(shown) == {o["cards"][0] for o in found["options"]}
    assert set(shown) < set(game.ids("enc:deck"))


def test_global_logistics_look_names_the_card_looked_at() -> None:
    """Global Logistics (50049): "card 1 of 4 is ..." answers discard, top or bottom: keys
    that name no card, so the card looked at is the question's ``about``, with its face."""
    game = start(("nick-fury",))
    clear_hand(game)
    logistics = take(game, "50049", pzone(0, "hand"))
    first = game.ids("enc:deck")[:4]
    answer(game, f"play:{logistics}")
    choose(game, "of the encounter deck")
    for cid in first:
        found = decision(game)
        assert found["about"] == [cid]
        assert faces(found)[cid]["code"] == game.c(cid).code
        answer(game, "bottom")


def test_a_revealed_card_is_readable_when_an_interrupt_may_cancel_it() -> None:
    """Agents of S.H.I.E.L.D. (50015) asks whether to cancel the card being revealed: the
    revealed card (a zone no view shows) is the question's ``about``, and the option to
    use Agents of S.H.I.E.L.D. names that card."""
    game = start(("maria-hill",))
    agents = take(game, "50015", pzone(0, "play"))
    masterplan = take(game, "01192", "enc:discard")
    game.push(Reveal(masterplan, 0))
    game.refresh()
    found = decision(game)
    assert found["about"] == [masterplan]
    assert faces(found)[masterplan]["code"] == "01192"
    use = next(o for o in found["options"] if o["key"] == f"w:{agents}:0")
    assert use["cards"] == [agents] and faces(found)[agents]["code"] == "50015"
    assert "cards" not in next(o for o in found["options"] if o["key"] == "pass")


def test_intelligence_swap_options_carry_both_cards_the_facedown_one_known() -> None:
    """Intelligence (50051): each swap names two cards; the card dealt facedown shows its
    face to the seat that looked (it knows it), never to the other seat."""
    game = start(("nick-fury", "maria-hill"))
    for m in game.minions(0):
        game.state.move(m, "enc:discard")
    intelligence = take(game, "50051", pzone(0, "play"))
    for cid in game.ids("enc:deck"):
        game.state.move(cid, "removed")
    for code in ("01186", "01191", "50078", "01186", "01186", "01186", "01186"):
        take(game, code, "enc:deck")
    for _ in range(40):
        if "Encounter cards were dealt" in (game.decision.prompt if game.decision else ""):
            break
        keys = [o.key for o in game.decision.options]  # type: ignore[union-attr, attr-defined]
        answer(game, next((k for k in ("end", "done", "none", "pass") if k in keys), keys[0]))
    asked = game.decision.seat  # type: ignore[union-attr]
    answer(game, f"w:{intelligence}:0")
    found = decision(game, asked)
    swaps = [o for o in found["options"] if o["key"].startswith("swap:")]
    assert swaps and all(len(o["cards"]) == 2 for o in swaps)
    shown = faces(found)
    dealt = [c for seat in (0, 1) for c in game.ids(pzone(seat, "dealt"))]
    assert dealt and all(shown[c].get("known") and shown[c]["code"] == game.c(c).code
                         for c in dealt)
    other = game.view(1 - asked)
    assert not (other["decision"] or {}).get("cards")


def test_a_turn_option_names_its_hand_card() -> None:
    """The turn menu: ``play:ID`` names the hand card, ``end`` names none."""
    game = start(("nick-fury",))
    found = decision(game)
    plays = [o for o in found["options"] if o["key"].startswith("play:")]
    assert plays and all(o["cards"] == [int(o["key"][5:])] for o in plays)
    assert "cards" not in next(o for o in found["options"] if o["key"] == "end")
