"""The card language's game-level verbs and selectors (issue 13's verb list): stage
advances, the outcome, set-aside cards, swapping a villain, dealing encounter cards, and
the ``owner`` and ``random`` selector keys. Each is run as card data on a real game."""

from __future__ import annotations

from pathlib import Path

import pytest

from content import content_path
from content.champions.schema import load_catalog
from content.errors import ContentError
from engine.champions.core import effect_steps
from engine.champions.core.state import pzone
from tests.engine.champions.helpers import clear_hand, hand, start, take


def run(game, *effects) -> None:  # type: ignore[no-untyped-def]
    effect_steps.run_effects(game, 0, -1, list(effects))
    game.refresh()


def test_advance_villain_reveals_the_next_stage() -> None:
    """RRG VILLAIN: "advance" reveals the villain's next stage as a defeat of the stage
    does (standard Black Widow: I then II)."""
    game = start()
    assert game.d(game.villain()).stats.get("stage") == "I"
    run(game, {"advance": "villain"})
    assert game.d(game.villain()).stats.get("stage") == "II"


def test_advancing_past_the_last_main_scheme_stage_loses() -> None:
    """RRG MAIN SCHEME / WINNING THE GAME: advancing the main scheme deck past its last
    stage is the scenario's main-scheme loss."""
    game = start()
    run(game, {"advance": "main_scheme"})
    assert game.state.outcome == "loss"
    assert "completed" in game.state.cause


def test_end_game_wins_with_its_cause() -> None:
    """RRG WINNING THE GAME: a card may end the game outright."""
    game = start()
    run(game, {"end_game": "win", "cause": "the villain is captured"})
    assert (game.state.outcome, game.state.cause) == ("win", "the villain is captured")


def test_set_aside_takes_a_card_out_of_play() -> None:
    """RRG SET ASIDE: a set-aside card is out of play until an effect brings it back."""
    game = start(("maria-hill",))
    team = take(game, "50016", pzone(0, "play"))
    run(game, {"set_aside": True, "target": {"name": "Command Team"}})
    assert game.c(team).zone == "set_aside"


def test_swap_villain_keeps_the_damage_and_status() -> None:
    """RRG VILLAIN: the villain is the same character from card to card; the new card
    keeps the damage and status cards and its When Revealed resolves."""
    game = start()
    old = game.villain()
    game.c(old).add("damage", 4)
    game.c(old).stunned = 1
    third = take(game, "50066", "set_aside")
    run(game, {"swap_villain": True, "target": {"type": "villain", "zone": "set_aside"}})
    assert game.villain() == third
    assert game.c(third).count("damage") == 4 and game.c(third).stunned == 1
    assert game.c(old).zone == "set_aside" and not game.c(old).counters


def test_deal_encounter_deals_facedown_cards() -> None:
    """RRG ENCOUNTER DECK: dealt cards are dealt facedown to the player."""
    game = start()
    before = len(game.ids(pzone(0, "dealt")))
    run(game, {"deal_encounter": 2})
    dealt = game.ids(pzone(0, "dealt"))
    assert len(dealt) == before + 2 and all(game.c(c).facedown for c in dealt)


def test_random_target_is_picked_by_the_game_and_replays() -> None:
    """A random choice is the game's (its seeded RNG), never a question, and the same seed
    picks the same card (ARCHITECTURE: all randomness through the game's RNG)."""
    picks = []
    for _ in range(2):
        game = start(("maria-hill",), seed=5)
        cards = hand(game)
        run(game, {"discard": True, "target": {"zone": "hand", "controller": "you",
                                               "random": True}})
        assert game.decision is not None and "your turn" in game.decision.prompt
        gone = [c for c in cards if game.c(c).zone == pzone(0, "discard")]
        assert len(gone) == 1
        picks.append(gone[0])
    assert picks[0] == picks[1]


def test_owner_selects_by_whose_card_it_is() -> None:
    """RRG OWNERSHIP AND CONTROL: a card's owner stays its owner whoever controls it."""
    game = start(("maria-hill", "nick-fury"))
    clear_hand(game, 1)
    lent = take(game, "50016", pzone(0, "play"), owner=1)  # player 2's card, player 1 controls
    run(game, {"set_aside": True, "target": {"type": "support", "owner": "other"}})
    assert game.c(lent).zone == "set_aside"


@pytest.mark.parametrize("effect, message", [
    ('{ advance = "boss" }', 'effect "advance" is "boss"; expected one of villain, main_scheme'),
    ('{ end_game = "draw" }', 'effect "end_game" is "draw"; expected one of win, lose'),
    ('{ set_aside = true, target = { colour = "red" } }', 'unknown selector key "colour"'),
])
def test_bad_game_verbs_name_file_line_and_card(tmp_path: Path, effect: str,
                                                message: str) -> None:
    root = tmp_path / "champions"
    source = content_path("champions")
    for path in source.rglob("*.toml"):
        target = root / path.relative_to(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    core = root / "core.toml"
    text = core.read_text(encoding="utf-8")
    old = "effects = [{ villain_schemes = true }]"
    assert old in text
    core.write_text(text.replace(old, f"effects = [{effect}]", 1), encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        load_catalog(root)
    said = str(raised.value)
    assert "core.toml:" in said and "card 01186" in said and message in said


def test_mode_condition_reads_the_setup() -> None:
    """Issue 13, conditions on the mode: a ``mode`` test holds in standard or expert play
    as the setup says, and in a campaign game only when the setup says it is one (the
    campaign key comes with the campaign: a test sets it on the game here)."""
    effects = [{"if": {"mode": "campaign"}, "then": [{"draw": 1}]},
               {"if": {"mode": "expert"}, "then": [{"draw": 2}]}]
    drawn = []
    for extra in ({}, {"campaign": True}, {"expert": True}):
        game = start()
        game.setup.update(extra)
        game.state.expert = bool(extra.get("expert"))
        before = len(hand(game))
        run(game, *effects)
        drawn.append(len(hand(game)) - before)
    assert drawn == [0, 1, 2]


def test_per_group_amount_counts_the_epic_groups() -> None:
    """Issue 13, amounts per group: an epic event's group count comes with the setup
    (``groups``, 1 when the game is not part of one)."""
    for groups, expected in ((None, 2), (3, 6)):
        game = start()
        if groups:
            game.setup["groups"] = groups
        before = len(hand(game))
        run(game, {"draw": {"per_group": 2}})
        assert len(hand(game)) - before == expected


def test_side_condition_reads_the_face_a_card_shows() -> None:
    """Issue 13, conditions on the side: a double-sided card shows its A or B face (the
    main scheme of The Widow's Web is on its B side once the game has started)."""
    game = start()
    assert game.c(game.main_scheme()).code.endswith("b")
    before = len(hand(game))
    run(game, {"if": {"side": "b", "of": "main_scheme"}, "then": [{"draw": 1}]})
    assert len(hand(game)) == before + 1
    run(game, {"if": {"side": "a", "of": "main_scheme"}, "then": [{"draw": 1}]})
    assert len(hand(game)) == before + 1
