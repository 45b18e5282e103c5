"""Table keys as a new player types them (issue 14): bursts of keys, undo refusals,
plot keys that stay put, and the Support discard marked like the Recovery one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import events
from textual.pilot import Pilot

from engine.plotcapture import UseBenefit
from tests.tui.plotcapture_keys import make_app, table_spec
from tui.app import HelicarrierApp
from tui.plotcapture.controllers.local_table import LocalTableController
from tui.plotcapture.screens.local_table import LocalTableScreen, open_table
from tui.plotcapture.widgets.plots_panel import PlotsPanel, keep_slots
from tui.shared.widgets.choices_panel import ChoicesPanel

THREE_SEATS = [("Ana", "human"), ("Greedy", "greedy"), ("Rando", "random")]


async def _open(pilot: Pilot[None], app: HelicarrierApp, seats: list[tuple[str, str]],
                seed: int, **options: Any) -> tuple[LocalTableScreen, LocalTableController]:
    controller = LocalTableController.new(table_spec(seats, seed, **options), app.save_dir)
    open_table(app, controller)
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, LocalTableScreen)
    return screen, controller


async def _burst(pilot: Pilot[None], *keys: str) -> None:
    """Keys arriving together, as from a fast typist: all queued before any is handled."""
    driver = pilot.app._driver
    assert driver is not None
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(pilot.app)
        driver.send_message(event)
    await pilot.pause()
    await pilot.pause()


async def test_a_key_right_after_a_panel_key_goes_to_the_new_panel(tmp_path: Path) -> None:
    """``o`` then enter in one burst picks the highlighted answer, not a hand card."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        screen, controller = await _open(pilot, app, THREE_SEATS, seed=1)
        await pilot.press("s", "h")  # investigating, the hand has the focus
        first = screen.options[0]["command"]
        assert first["kind"] == "plotcapture.capture"
        await _burst(pilot, "o", "enter")
        assert app.focused is screen.query_one("#choices")
        assert screen.target == first["plot"]
        assert screen.marked == set(first["cards"])  # the answer's cards, not the first card
        await _burst(pilot, "h", "space")
        assert app.focused is screen.query_one("#hand")
        assert screen.marked == set(first["cards"]) ^ {controller.view(0)["hand"][0]["id"]}
        await pilot.press("x")
        await _burst(pilot, "tab", "enter")  # tab from the hand reaches the answers
        assert app.focused is screen.query_one("#choices")
        assert screen.marked == set(first["cards"])


def _notices(app: HelicarrierApp) -> list[str]:
    return [notification.message for notification in app._notifications]


async def test_undo_says_why_it_is_refused(tmp_path: Path) -> None:
    """``u`` while undo is greyed out tells the reason instead of doing nothing."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        _screen, controller = await _open(pilot, app, THREE_SEATS, seed=1)
        await pilot.press("u")
        assert _notices(app)[-1] == "There is nothing to undo yet."
        await pilot.press("s", "o", "home", "enter", "c")  # the first capture on offer
        await pilot.pause()
        assert controller.history[-1].command.kind == "plotcapture.capture"
        await pilot.press("u")
        await pilot.pause()
        assert _notices(app)[-1] == "That capture revealed a new plot."
        assert controller.history[-1].command.kind == "plotcapture.capture"  # still played
        await pilot.press("e", "e")  # end the turn; both AI seats play theirs
        await pilot.pause()
        assert controller.to_act == 0
        await pilot.press("u")
        assert _notices(app)[-1] == "Rando has played since your last move."


def test_undo_refusal_names_what_a_benefit_showed(tmp_path: Path) -> None:
    """The Leadership benefit shows the next SHIELD cards; Support shows the drawn cards."""
    controller = LocalTableController.new(table_spec(THREE_SEATS, seed=1), tmp_path)
    view = controller.view(0)
    coulson = next(card["id"] for card in view["hand"] if card["title"] == "Coulson")
    controller.apply(UseBenefit(0, coulson, "Leadership"))
    assert controller.undo_refusal(0) == \
        "The Leadership benefit revealed the next SHIELD cards."
    assert controller.undo_refusal(1) == "AI seats do not undo."
    support = LocalTableController.new(table_spec(THREE_SEATS, seed=1), tmp_path)
    support.apply(UseBenefit(0, coulson, "Support"))
    assert support.undo_refusal(0) == "The Support benefit revealed the cards you drew."


def test_plots_keep_their_slot_and_a_new_plot_takes_the_freed_one() -> None:
    assert keep_slots([], ["A", "B", "C"]) == ["A", "B", "C"]
    assert keep_slots(["A", "B", "C", "D", "E"], ["A", "C", "D", "E", "F"]) == \
        ["A", "F", "C", "D", "E"]
    assert keep_slots(["A", "B", "C", "D", "E"], ["C", "D", "E", "F", "G"]) == \
        ["F", "G", "C", "D", "E"]
    assert keep_slots(["A", "B", "C"], ["A", "C"]) == ["A", None, "C"]  # the deck ran out
    assert keep_slots(["A", "B", "C"], ["A", "B"]) == ["A", "B"]
    assert keep_slots(["A", None, "C"], ["A", "C", "D", "E"]) == ["A", "D", "C", "E"]


async def test_plot_keys_stay_put_after_a_capture(tmp_path: Path) -> None:
    """Capturing Whitehall (plot 1) puts the new plot at 1; 2-5 still target the same plots,
    and Combat's answers carry the plots' own numbers."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        screen, controller = await _open(pilot, app, THREE_SEATS, seed=1)
        panel = screen.query_one(PlotsPanel)
        before = list(panel.slots)
        await pilot.press("s", "o", "home", "enter", "c")  # capture the first answer
        await pilot.pause()
        captured = controller.view(0)["seats"][0]["captured"][0]["title"]
        assert captured == before[0] == "Whitehall"
        titles = [plot["title"] for plot in controller.view(0)["revealed_plots"]]
        assert titles[-1] not in before  # the engine lists the new plot last...
        assert panel.slots == [titles[-1], *before[1:]]  # ...the table shows it at 1
        await pilot.press("3")
        assert screen.target == before[2]
        rows = [str(panel.get_option_at_index(i).prompt) for i in range(5)]
        assert rows[2].startswith(">3 " + before[2])
        await pilot.press("e", "e")  # end the turn; the AI seats play theirs
        await pilot.pause()
        shown = [plot["title"] for plot in controller.view(0)["revealed_plots"]]
        assert panel.slots == ["Ian Quinn", "Colonel Talbot", "Alien Carvings", "Obelisk",
                               "Darkforce"]
        assert shown != panel.slots  # the engine's order differs: the keys follow the table
        choices = screen.query_one(ChoicesPanel)
        await pilot.press(str(choices.keys.index("card:3") + 1))  # Coulson...
        combat = next(i for i, option in enumerate(screen.options)
                      if option["command"].get("trait") == "Combat")
        await pilot.press(str(choices.keys.index(f"opt:{combat}") + 1))  # ...for Combat
        await pilot.pause()
        assert controller.view(0)["step"] == "Combat"
        assert str(choices.get_option_at_index(0).prompt).startswith("1 Send Ian Quinn")
        await pilot.press("1")
        await pilot.pause()
        assert controller.history[-1].command.plot == "Ian Quinn"


async def test_support_discard_is_marked_like_recovery_and_keys_stay_put(tmp_path: Path) -> None:
    """Coulson for Support draws 2; the 4th and 8th hand cards are marked, nothing moves
    until ``e``, and exactly those two are discarded (not whatever took their places)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        screen, controller = await _open(pilot, app, THREE_SEATS, seed=1)
        choices = screen.query_one(ChoicesPanel)
        coulson = next(c["id"] for c in controller.view(0)["hand"] if c["title"] == "Coulson")
        await pilot.press(str(choices.keys.index(f"card:{coulson}") + 1))  # Coulson...
        support = next(i for i, option in enumerate(screen.options)
                       if option["command"].get("trait") == "Support")
        await pilot.press(str(choices.keys.index(f"opt:{support}") + 1))  # ...for Support
        await pilot.pause()
        view = controller.view(0)
        assert view["step"] == "Support" and view["action"]["discards_left"] == 2
        hand = [card["id"] for card in view["hand"]]
        played = len(controller.record.commands)
        await pilot.press("h", "home", *["down"] * 3, "space")
        await pilot.press("e")  # one of two marked: refused, with the reason
        assert _notices(app)[-1] == "Mark 2 cards to discard (1 marked)."
        await pilot.press(*["down"] * 4, "space")
        assert screen.marked == {hand[3], hand[7]}
        assert len(controller.record.commands) == played  # nothing sent while marking
        assert "Discard the marked cards (2 of 2)" in str(choices.get_option_at_index(0).prompt)
        footer = app.screen._compositor.render_strips()[-1].text
        assert " e Discard " in footer and " e End " not in footer
        await pilot.press("down", "space")  # a third mark is refused
        assert _notices(app)[-1] == "You may discard only 2 cards; unmark one first."
        await pilot.press("e")
        await pilot.pause()
        view = controller.view(0)
        assert view["phase"] == "Investigation"
        assert [card["id"] for card in view["shield_discard"]] == [hand[3], hand[7]]
        assert [card["id"] for card in view["hand"]] == \
            [card for card in hand if card not in (hand[3], hand[7])]
