"""The Champions table controller (no Textual): stable option numbers, undo, saves."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.champions.core.commands import Choose
from engine.core import HelicarrierError, SaveFileError
from tests.engine.champions.helpers import SETUP_SEARCH
from tui.champions.controllers.controller import ChampionsController
from tui.champions.controllers.option_numbers import ORDER, OptionNumbers
from tui.champions.controllers.spec import ChampionsSeat, ChampionsSpec
from tui.shared.controllers.reveals import known_cards, revealed


def _spec(seed: int = 1, bot: bool = True) -> ChampionsSpec:
    return ChampionsSpec("black-widow", (ChampionsSeat("Ana", "human", "nick-fury"),
                                         ChampionsSeat("Bot", "bot" if bot else "human",
                                                       "maria-hill")), seed)


def _choose(controller: ChampionsController, key: str) -> None:
    seat = controller.to_act
    assert seat is not None
    controller.apply(Choose(seat, key))


TURN = "Player 1: your turn. What do you do?"


def test_keys_stay_with_their_option_and_a_freed_key_is_not_given_at_once() -> None:
    """Issue 29, keys that stay put: end and flip have their own keys; a card played frees
    its key, which no new option of the turn takes; a payment between two turn menus
    does not renumber the turn."""
    numbers = OptionNumbers()
    turn = (0, 1)
    assert numbers.assign(["play:300", "play:400", "flip", "end"], turn, TURN) == {
        "play:300": "1", "play:400": "2", "flip": "f", "end": "e"}
    assert numbers.assign(["res:400", "cancel"], turn, "Pay for X: 0 of 1 picked.") == {
        "res:400": "1", "cancel": "2"}
    # play:300 was played, Maria Hill changed form: "attack" is new and takes a new key
    assert numbers.assign(["play:400", "attack", "ally_attack:500", "end"], turn, TURN) == {
        "play:400": "2", "attack": "3", "ally_attack:500": "4", "end": "e"}
    assert numbers.key_for("2") == "play:400" and numbers.key_for("1") is None
    # an option that comes back gets its key back
    assert numbers.assign(["play:300", "play:400", "end"], turn, TURN)["play:300"] == "1"
    # the next round starts again
    assert numbers.assign(["play:600", "end"], (0, 2), TURN) == {"play:600": "1", "end": "e"}


def test_pay_never_takes_the_key_of_a_resource_just_gone() -> None:
    numbers = OptionNumbers()
    asked = (0, 1)
    assert numbers.assign(["res:300", "res:400", "cancel"], asked, "Pay for X: 0 of 1") == {
        "res:300": "1", "res:400": "2", "cancel": "3"}
    # res:300 picked covers the cost: res:400 goes, pay comes
    assert numbers.assign(["res:300", "cancel", "pay"], asked, "Pay for X: 1 of 1") == {
        "res:300": "1", "cancel": "3", "pay": "4"}


def test_every_option_of_a_long_question_has_a_key() -> None:
    """More than 9 options: the letters follow 1-9; 22 keys besides e and f."""
    numbers = OptionNumbers()
    keys = [f"play:{100 + n}" for n in range(22)] + ["flip", "end"]
    given = numbers.assign(keys, (0, 1), TURN)
    assert len(set(given.values())) == len(keys) == 24
    assert given["play:109"] == "b" and given["end"] == "e" and given["flip"] == "f"
    assert set(given.values()) == set(ORDER)


def test_a_hero_may_be_chosen_once() -> None:
    with pytest.raises(ValueError, match="chosen twice"):
        ChampionsSpec("black-widow", (ChampionsSeat("A", "human", "nick-fury"),
                                      ChampionsSeat("B", "human", "nick-fury")), 1)


def test_a_search_of_the_encounter_deck_reveals_and_cannot_be_undone() -> None:
    """Widow's Web setup lists the encounter deck's minions (a look at a deck): no undo.
    Keeping the opening hand after a mulligan draws: no undo either; keeping it
    without a mulligan reveals nothing and can be taken back."""
    controller = ChampionsController.new(_spec(bot=False), Path("/nonexistent"))
    view = controller.view(0)
    assert SETUP_SEARCH in view["decision"]["prompt"]
    minion = view["decision"]["options"][0]["key"]
    assert int(minion[2:]) in known_cards(view)
    _choose(controller, minion)
    assert controller.history[-1].revealed
    while True:
        decision = controller.view(controller.to_act or 0)["decision"]
        if decision["prompt"].startswith("Mulligan"):
            break
        _choose(controller, decision["options"][0]["key"])
    assert controller.deciding == [0, 1]  # both mulligans are open at once
    _choose(controller, "done")  # keep: only seat 1's mulligan is left
    assert not controller.history[-1].revealed
    assert not controller.can_undo(0)  # seat 0 has no question open any more
    assert controller.deciding == [1]


def test_undo_replays_without_the_move_and_the_reveal_rule_blocks_draws() -> None:
    controller = ChampionsController.new(_spec(), Path("/nonexistent"))
    while "your turn" not in controller.game.decision.prompt:  # type: ignore[union-attr]
        seat = controller.to_act
        assert seat is not None
        if controller.is_human(seat):
            _choose(controller, controller.view(seat)["decision"]["options"][0]["key"])
        else:
            controller.apply(controller.bot_choice())
    assert controller.to_act == 0
    keys = [o["key"] for o in controller.view(0)["decision"]["options"]]
    play = next(k for k in keys if k.startswith("play:"))
    before = controller.view(0)
    moves = len(controller.record.commands)
    _choose(controller, play)  # opens the payment question: nothing revealed
    assert controller.view(0)["decision"]["prompt"].startswith("Pay for")
    assert controller.can_undo(0)
    controller.undo(0)
    assert controller.view(0) == before
    assert len(controller.record.commands) == moves
    _choose(controller, "end")  # ends the turn: the bot (seat 2) decides next
    assert controller.to_act == 1
    assert not controller.can_undo(0)
    with pytest.raises(HelicarrierError, match=r"Your last move \(End your turn\) stands"):
        controller.undo(0)


def test_revealed_for_champions_views_is_a_new_face_up_card() -> None:
    old = {"kind": "champions", "players": [{"hand": [{"id": 3, "code": "x"}]}],
           "decision": None}
    moved = {"kind": "champions", "players": [{"play": [{"id": 3, "code": "x"}]}],
             "decision": None}
    drawn = {"kind": "champions", "players": [{"hand": [{"id": 3, "code": "x"},
                                                         {"id": 9, "code": "y"}]}],
             "decision": None}
    facedown = {"kind": "champions", "players": [{"hand": [{"id": 3, "code": "x"}]}],
                "dealt": [{"id": 12, "facedown": True}], "decision": None}
    assert not revealed([old], [moved])
    assert revealed([old], [drawn])
    assert not revealed([old], [facedown])


def test_save_and_load_keep_seats_and_moves(tmp_path: Path) -> None:
    controller = ChampionsController.new(_spec(seed=4), tmp_path)
    _choose(controller, controller.view(0)["decision"]["options"][0]["key"])
    path = controller.save()
    assert path.name.startswith("champions-") and path.name.endswith("-seed4.toml")
    loaded = ChampionsController.from_save(path)
    assert loaded.spec == controller.spec
    assert loaded.view(0) == controller.view(0)
    assert not loaded.unsaved


def test_a_plotcapture_save_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('kind = "plotcapture"\n', encoding="utf-8")
    with pytest.raises(SaveFileError, match=r"bad\.toml"):
        ChampionsController.from_save(path)


def test_load_list_lines_say_which_game_each_save_is(tmp_path: Path) -> None:
    from tui.champions.controllers.saves import champions_summary, save_kind

    controller = ChampionsController.new(_spec(seed=5), tmp_path)
    path = controller.save()
    assert save_kind(path) == "champions"
    assert path.name.startswith("champions-") and path.name.endswith("-seed5.toml")
    assert champions_summary(path).line() == \
        f"{path.name}  Ana (nick-fury), Bot (maria-hill), black-widow  (round 1, 0 moves)"
    other = tmp_path / "plotcapture-1.toml"
    other.write_text('kind = "plotcapture"\n', encoding="utf-8")
    assert save_kind(other) == "plotcapture"
    broken = tmp_path / "broken.toml"
    broken.write_text("not toml [", encoding="utf-8")
    assert save_kind(broken) == ""


def test_a_finished_game_is_listed_as_finished_with_its_result(tmp_path: Path) -> None:
    """Issue 29: a lost game was listed as in progress. A save written at the end says
    the game is over, how it ended and in which round."""
    from tests.tui.champions_keys import play_headless, spec
    from tui.champions.controllers.saves import champions_summary

    controller = play_headless(spec(seed=1), tmp_path)
    path = controller.save()
    summary = champions_summary(path)
    assert summary.over and not summary.problem
    assert summary.line() == (f"{path.name}  Ana (nick-fury), Bot 2 (maria-hill), black-widow  "
                              "lost in round 4: The Widow's Web is completed")


def test_a_save_without_a_summary_is_replayed_to_list_it(tmp_path: Path) -> None:
    """Saves written before the summary existed are listed from a replay of the record."""
    import tomllib

    import tomli_w

    from tests.tui.champions_keys import play_headless, spec
    from tui.champions.controllers.saves import champions_summary

    path = play_headless(spec(seed=1), tmp_path).save()
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    del data["table"]["summary"]
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    summary = champions_summary(path)
    assert summary.over
    assert summary.line().endswith("lost in round 4: The Widow's Web is completed")
    fresh = ChampionsController.new(_spec(seed=5), tmp_path)
    _choose(fresh, fresh.view(0)["decision"]["options"][0]["key"])
    assert champions_summary(fresh.save()).line().endswith("(round 1, 1 move)")
