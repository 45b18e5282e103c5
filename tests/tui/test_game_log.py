"""The table's game log: wraps to the panel, follows the newest line, keeps older ones."""

from __future__ import annotations

from textual.app import App, ComposeResult

from tui.shared.widgets.game_log import GameLog


class LogApp(App[None]):
    CSS = "GameLog { height: 6; width: 24; }"

    def compose(self) -> ComposeResult:
        yield GameLog()


def visible(log: GameLog) -> list[str]:
    return [log.render_line(y).text.rstrip() for y in range(log.scrollable_content_region.height)]


async def test_log_follows_the_newest_line_and_keeps_the_older_ones() -> None:
    app = LogApp()
    async with app.run_test() as pilot:
        log = app.query_one(GameLog)
        lines = [f"move {n}" for n in range(1, 9)]
        log.show(lines[:2])
        await pilot.pause()
        assert visible(log) == ["move 1", "move 2", "", ""]
        log.show(lines)
        await pilot.pause()
        assert visible(log) == ["move 5", "move 6", "move 7", "move 8"]
        log.scroll_home(animate=False, immediate=True)
        await pilot.pause()
        assert visible(log)[0] == "move 1"
        log.show([*lines, "a sentence long enough to wrap in the panel"])
        await pilot.pause()
        assert visible(log)[-2:] == ["a sentence long enough", "to wrap in the panel"]


async def test_a_different_history_replaces_the_log() -> None:
    """An undo or a reloaded game shows a log that is not an extension of the old one."""
    app = LogApp()
    async with app.run_test() as pilot:
        log = app.query_one(GameLog)
        log.show(["one", "two", "three"])
        await pilot.pause()
        log.show(["one", "deux"])
        await pilot.pause()
        assert visible(log) == ["one", "deux", "", ""]
