"""Champions in the app: a whole seeded game by key presses, the menu, help, saves, dialogs."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.champions import ChampionsGame
from engine.champions.core.commands import ManualCounter
from engine.core import replay_prefix
from tests.engine.champions.helpers import SETUP_SEARCH
from tests.tui.champions_keys import advance, make_app, play_by_keys, play_headless, spec
from tui.champions.controllers.controller import ChampionsController
from tui.champions.screens.manual_dialog import ManualDialog
from tui.champions.screens.new_game import ChampionsNewGameScreen
from tui.champions.screens.table import ChampionsTableScreen, open_champions_table
from tui.menu.main_menu import MainMenuScreen


async def test_black_widow_with_one_human_and_one_bot_by_keys(tmp_path: Path) -> None:
    """Seed 1: every human decision is a key press; the result equals the headless game
    (each seat sends the same commands; a bot answers a question asked of every player at
    once while the person plays, so the two seats' commands may interleave otherwise)."""
    table = spec(seed=1)
    expected = play_headless(table, tmp_path / "headless")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        controller = ChampionsController.new(table, app.save_dir)  # type: ignore[attr-defined]
        open_champions_table(app, controller)
        over = await play_by_keys(pilot, app)
        for seat in (0, 1):
            assert [c for c in controller.record.commands if c["seat"] == seat] == \
                [c for c in expected.record.commands if c["seat"] == seat]
        final = controller.view(0)
        assert {**final, "log_all": [], "log": []} == \
            {**expected.view(0), "log_all": [], "log": []}
        assert final["outcome"] in ("win", "loss")
        assert final["cause"] in over.query_one("#champ-outcome").render().plain  # type: ignore[attr-defined]
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MainMenuScreen)


async def test_menu_form_starts_a_game_with_the_chosen_seed(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ChampionsNewGameScreen)
        app.screen.query_one("#seed").value = "42"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        assert screen.controller.spec.seed == 42
        assert [s.kind for s in screen.controller.spec.seats] == ["human", "bot"]
        assert SETUP_SEARCH in screen.view["decision"]["prompt"]


async def test_the_form_refuses_one_hero_twice(tmp_path: Path) -> None:
    from textual.widgets import Select, Static

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        app.screen.query_one("#champ-seat-1 .seat-hero", Select).value = "nick-fury"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ChampionsNewGameScreen)
        error = str(app.screen.query_one("#form-error", Static).render())
        assert "nick-fury is chosen twice" in error


async def test_the_form_offers_stored_decks_and_the_game_plays_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A deck stored with ``champions deck import`` is offered beside the starter decks; chosen
    for a seat, its card list is the setup's ``decks`` entry for that seat (issue 24,
    "Wherever a hero is chosen, a deck can be chosen too")."""
    from textual.widgets import Select
    from typer.testing import CliRunner

    from tui.cli import app as cli

    folder = tmp_path / "decks"
    monkeypatch.setenv("HELICARRIER_DECK_DIR", str(folder))
    fixture = Path(__file__).parents[1] / "trackers" / "decks" / "fixtures" / "fury-reprints.json"
    assert CliRunner().invoke(cli, ["champions", "deck", "import", str(fixture)]).exit_code == 0
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        select = app.screen.query_one("#champ-seat-0 .seat-hero", Select)
        labels = [str(label) for label, _value in select._options]
        assert "Nick Fury: Fury, reprinted (justice, 40)" in labels
        select.value = "nick-fury/Fury, reprinted"
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        setup = screen.controller.record.setup
        assert setup["heroes"] == ["nick-fury", "maria-hill"]
        assert setup["decks"][1] == [] and len(setup["decks"][0]) > 10


async def test_manual_dialog_sends_a_counter_and_undo_takes_it_back(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "your turn")
        moves = len(controller.record.commands)
        open_champions_table(app, controller)
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ManualDialog)
        villain = controller.view(0)["villain"]["id"]
        from textual.widgets import Input, Select

        dialog.query_one("#manual-card", Select).value = villain
        dialog.query_one("#manual-value", Input).value = "5"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert controller.record.commands[-1] == ManualCounter(0, villain, "damage", 5).to_dict()
        assert controller.view(0)["villain"]["hp"] == controller.view(0)["villain"]["max_hp"] - 5
        await pilot.press("u")
        await pilot.pause()
        assert len(controller.record.commands) == moves


async def test_save_then_load_from_the_load_list(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = ChampionsController.new(spec(seed=3), app.save_dir)  # type: ignore[attr-defined]
        open_champions_table(app, controller)
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        await pilot.press("escape", "y")  # leaving saves the unfinished game
        await pilot.pause()
        saved = list(app.save_dir.glob("champions-*-seed3.toml"))  # type: ignore[attr-defined]
        assert len(saved) == 1
        await pilot.press("l")
        await pilot.pause()
        from textual.widgets import OptionList

        listing = app.screen.query_one("#load-list", OptionList)
        assert str(listing.get_option_at_index(0).prompt) == "Marvel Champions: in progress"
        line = str(listing.get_option_at_index(1).prompt)
        assert line.startswith(f"[Marvel Champions] {saved[0].name}  Ana (nick-fury)")
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChampionsTableScreen)
        assert screen.controller.record.commands == controller.record.commands


async def test_help_is_the_champions_help(tmp_path: Path) -> None:
    from textual.widgets import Markdown

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        open_champions_table(app, ChampionsController.new(spec(seed=1), app.save_dir))  # type: ignore[attr-defined]
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        text = app.screen.query_one(Markdown).source
        assert "Marvel Champions: the rules in brief" in text
        assert "Seat 0 is the first player" in text  # a reading from the engine's list




async def test_hot_seat_passes_the_terminal_and_shows_only_your_hand(tmp_path: Path) -> None:
    """Ana ends her turn: Ben's turn needs a hand-over; then Ben's view has no Ana hand."""
    from tui.shared.screens.pass_device import PassDeviceScreen

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1, second="human"), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "your turn")
        open_champions_table(app, controller)
        await pilot.pause()
        table = app.screen
        assert isinstance(table, ChampionsTableScreen)
        assert "hand" not in table.view["players"][1]
        end = table.query_one("#decision").numbers.numbers["end"]  # type: ignore[attr-defined]
        await pilot.press(str(end))
        await pilot.pause()
        while controller.to_act == 0:  # end-of-phase questions of Ana's, if any
            await pilot.press("1")
            await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen)
        assert app.screen.player_name == "Ben"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is table
        assert table.viewer == 1
        assert "hand" in table.view["players"][1]
        assert "hand" not in table.view["players"][0]


async def test_bot_speed_keys_and_palette_lists_only_table_commands(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        open_champions_table(app, ChampionsController.new(spec(seed=1), app.save_dir))  # type: ignore[attr-defined]
        await pilot.pause()
        app.bot_delay = 0.6
        await pilot.press("minus")
        assert app.bot_delay == 1.2
        await pilot.press("plus", "plus")
        assert app.bot_delay == 0.25
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert "Manual" in titles and "Card text" in titles
        assert not any("theme" in title.casefold() for title in titles)
        assert "Copy selected text" not in titles  # the focused option list's own keys


async def test_paying_by_numbers_keeps_each_option_on_its_number(tmp_path: Path) -> None:
    """Pick a resource, take it back, pick two and pay: every press hits the option it named."""
    from tui.champions.widgets.decision_panel import DecisionPanel

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "your turn")
        open_champions_table(app, controller)
        await pilot.pause()
        panel = app.screen.query_one(DecisionPanel)
        play = next(o["key"] for o in controller.view(0)["decision"]["options"]
                    if o["label"].endswith("(cost 2)"))
        await pilot.press(str(panel.numbers.numbers[play]))
        await pilot.pause()
        before = dict(panel.numbers.numbers)
        first, second = [k for k in before if k.startswith("res:")][:2]
        await pilot.press(str(before[first]))
        await pilot.pause()
        assert "1 of 2 resources picked" in controller.view(0)["decision"]["prompt"]
        assert all(panel.numbers.numbers[k] == n for k, n in before.items()
                   if k in panel.numbers.numbers)
        await pilot.press(str(before[first]))  # the same number takes the pick back
        await pilot.pause()
        assert "0 of 2 resources picked" in controller.view(0)["decision"]["prompt"]
        await pilot.press(str(before[first]), str(before[second]))
        await pilot.pause()
        assert "2 of 2 resources picked" in controller.view(0)["decision"]["prompt"]
        numbers = panel.numbers.numbers
        assert [numbers[k] for k in (first, second, "cancel")] == \
            [before[k] for k in (first, second, "cancel")]
        pay = numbers["pay"]  # a free number: the unpicked resources left the screen
        assert list(numbers.values()).count(pay) == 1
        await pilot.press(str(pay))
        await pilot.pause()
        assert controller.record.commands[-1]["key"] == "pay"
        assert not controller.view(0)["decision"]["prompt"].startswith("Pay for")


async def test_game_over_offers_new_game_and_the_final_table(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        open_champions_table(app, play_headless(spec(seed=1), app.save_dir))  # type: ignore[attr-defined]
        await pilot.pause()
        from tui.champions.screens.game_over import ChampionsGameOverScreen

        assert isinstance(app.screen, ChampionsGameOverScreen)
        await pilot.press("t")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, ChampionsTableScreen)
        assert table.view["outcome"] == "loss"
        await pilot.press("escape", "y")
        await pilot.pause()
        assert isinstance(app.screen, MainMenuScreen)

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        open_champions_table(app, play_headless(spec(seed=1), app.save_dir))  # type: ignore[attr-defined]
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, ChampionsNewGameScreen)


async def test_manual_dialog_builds_each_override(tmp_path: Path) -> None:
    """Every override the dialog offers becomes the matching engine command (or a reason)."""
    from textual.widgets import Input, Select, Static

    from engine.champions.core.commands import ManualDone, ManualExhaust, ManualMove, ManualStatus

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "your turn")
        open_champions_table(app, controller)
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ManualDialog)
        hand = controller.view(0)["players"][0]["hand"][0]["id"]
        dialog.query_one("#manual-card", Select).value = hand
        action = dialog.query_one("#manual-action", Select)
        action.value = "move"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "choose the zone" in str(dialog.query_one("#manual-error", Static).render())
        dialog.query_one("#manual-zone", Select).value = "P0:discard"
        assert dialog.command() == ManualMove(0, hand, "P0:discard")
        action.value = "status"
        dialog.query_one("#manual-status", Select).value = "tough"
        dialog.query_one("#manual-value", Input).value = "1"
        assert dialog.command() == ManualStatus(0, hand, "tough", 1)
        action.value = "ready"
        assert dialog.command() == ManualExhaust(0, hand, False)
        action.value = "done"
        await pilot.pause()
        assert not dialog.query_one("#row-card").display
        assert dialog.command() == ManualDone(0)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ChampionsTableScreen)


async def test_a_villain_phase_question_for_the_other_human_passes_the_terminal(
        tmp_path: Path) -> None:
    """Ben is attacked in the villain phase while Ana is at the keyboard: hand-over first."""
    from tui.shared.screens.pass_device import PassDeviceScreen

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1, second="human"), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "Defend?", seat=1)
        assert controller.view(1)["phase"] == "villain"
        open_champions_table(app, controller)  # Ana (seat 0) is the first human
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen)
        assert app.screen.player_name == "Ben"
        await pilot.press("space")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, ChampionsTableScreen)
        assert table.viewer == 1
        assert "Defend?" in table.view["decision"]["prompt"]


async def test_a_game_that_ends_unsaved_is_saved_and_listed_as_finished(tmp_path: Path) -> None:
    """Issue 29: a game that ended before any save left no file. The end is saved, the
    load list puts it under the finished games with its result, and it opens on the
    final table and the game-over screen."""
    from textual.widgets import OptionList

    from tui.champions.screens.game_over import ChampionsGameOverScreen

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        controller = play_headless(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        open_champions_table(app, controller)
        await pilot.pause()
        assert isinstance(app.screen, ChampionsGameOverScreen)
        saved = list(app.save_dir.glob("champions-*-seed1.toml"))  # type: ignore[attr-defined]
        assert saved == [controller.save_path]
        assert ChampionsController.from_save(saved[0]).record == controller.record
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        listing = app.screen.query_one("#load-list", OptionList)
        lines = [str(listing.get_option_at_index(i).prompt)
                 for i in range(listing.option_count)]
        assert lines[0] == "Marvel Champions: finished (opens the final table)"
        assert lines[1] == (f"[Marvel Champions] {saved[0].name}  Ana (nick-fury), Bot 2 "
                            "(maria-hill), black-widow  lost in round 4: The Widow's Web is "
                            "completed")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ChampionsGameOverScreen)


async def test_a_game_saved_early_is_rewritten_at_its_end(tmp_path: Path) -> None:
    """Issue 29: the load list showed a lost game in progress and reopened it at round 2:
    its file is written again when the game ends."""
    from tui.champions.controllers.saves import champions_summary

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        finished = play_headless(spec(seed=1), tmp_path)
        last = len(finished.record.commands) - 1
        game = replay_prefix(finished.record, last)
        assert isinstance(game, ChampionsGame)
        controller = ChampionsController(spec(seed=1), finished.record.truncated(last), game,
                                         save_dir=app.save_dir)  # type: ignore[attr-defined]
        early = controller.save()
        assert not champions_summary(early).over
        open_champions_table(app, controller)
        await pilot.pause()
        for _ in range(20):  # the last move is the bot's (it does not defend)
            if controller.is_over:
                break
            await pilot.pause(0.01)
        assert controller.is_over
        assert champions_summary(early).over
        assert ChampionsController.from_save(early).record == finished.record


async def test_hand_rows_name_the_card_first_and_enter_plays_it(tmp_path: Path) -> None:
    """Issue 29: "3 [E] Sky-Destroyer" sat beside option 3, another card: the hand's cost
    read as an option key. A hand row starts with the card's name; ``enter`` on a card
    that can be played plays it (the option that plays it), and on one no option uses,
    says so and sends nothing. In the mulligan, the one option about the card is it."""
    from tui.champions.widgets.hand_panel import ChampionsHandPanel

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "your turn")
        open_champions_table(app, controller)
        await pilot.pause()
        hand = app.screen.query_one(ChampionsHandPanel)
        rows = [str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count)]
        cards = controller.view(0)["players"][0]["hand"]
        width = max(len(card["name"]) for card in cards)
        assert rows[0] == f"{cards[0]['name']:<{width}}  {cards[0]['cost']} [E]"
        assert not any(row[0].isdigit() for row in rows)
        keys = [o["key"] for o in controller.view(0)["decision"]["options"]]
        playable = next(n for n, c in enumerate(cards) if f"play:{c['id']}" in keys)
        unplayable = next(n for n, c in enumerate(cards) if f"play:{c['id']}" not in keys)
        moves = len(controller.record.commands)
        await pilot.press("h", "home", *["down"] * unplayable, "enter")
        await pilot.pause()
        assert len(controller.record.commands) == moves
        await pilot.press("home", *["down"] * playable, "enter")
        await pilot.pause()
        assert controller.record.commands[-1]["key"] == f"play:{cards[playable]['id']}"

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "Mulligan")
        open_champions_table(app, controller)
        await pilot.pause()
        second = controller.view(0)["players"][0]["hand"][1]["id"]
        await pilot.press("h", "home", "down", "enter")
        await pilot.pause()
        assert controller.record.commands[-1]["key"] == f"mark:{second}"


async def test_at_80x24_your_minions_and_allies_have_a_line_and_the_identity_one(
        tmp_path: Path) -> None:
    """Issue 29: at 80x24 engaged minions and allies were only behind ``a``, and the
    identity line wrapped onto three lines. Under the villain panel, full width: the
    identity on one line, then a one-line summary of your engaged minions and allies."""
    from tests.tui.screen_rows import screen_rows

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "your turn")
        me = controller.view(0)["players"][0]
        assert [c["name"] for c in me["engaged"]] == ["A.I.M. Scientist"]
        open_champions_table(app, controller)
        await pilot.pause()
        rows = screen_rows(app)
        at = next(n for n, row in enumerate(rows) if row.startswith(" Nick Fury (alter-ego)"))
        assert rows[at].strip() == "Nick Fury (alter-ego) 10/10 HP"
        assert rows[at + 1].strip() == "Engaged: A.I.M. Scientist 2/2 HP  Allies: none"
        assert rows[at + 2].startswith("╭─ Your hand")

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:  # hero form: stats, and an ally
        controller = ChampionsController.new(spec(seed=2), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "Defend?")
        open_champions_table(app, controller)
        await pilot.pause()
        rows = screen_rows(app)
        at = next(n for n, row in enumerate(rows) if row.startswith(" Nick Fury (hero)"))
        assert rows[at].strip() == "Nick Fury (hero) 9/10 HP  ATK 2  THW 2"
        assert rows[at + 1].strip() == "Engaged: none  Allies: none"
        controller = ChampionsController.new(spec(seed=3), app.save_dir)  # type: ignore[attr-defined]
        _play_until_an_ally_and_a_minion(controller)
        open_champions_table(app, controller)
        await pilot.pause()
        rows = screen_rows(app)
        at = next(n for n, row in enumerate(rows) if row.startswith(" Nick Fury ("))
        assert rows[at + 1].strip() == (
            "Engaged: A.I.M. Commando 1/3 HP  Allies: Quake (Daisy Johnson) 2/2 HP")

    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:  # the players' areas show it all
        controller = ChampionsController.new(spec(seed=1), app.save_dir)  # type: ignore[attr-defined]
        advance(controller, "your turn")
        open_champions_table(app, controller)
        await pilot.pause()
        assert not any("Allies:" in row for row in screen_rows(app))


def _play_until_an_ally_and_a_minion(controller: ChampionsController) -> None:
    """Seed 3: Ana's turn in round 3, Quake in play and A.I.M. Commando engaged with her."""
    advance(controller, "your turn", limit=3000, when=lambda view: bool(
        view["players"][0]["engaged"]) and any(card.get("type") == "ally"
                                               for card in view["players"][0]["play"]))
