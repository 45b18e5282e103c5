"""Every seat: hand size, plots and levels, ``>`` for whose turn; then, as room allows, what
each other seat did on its latest turn and which plots each seat holds.

A line per seat always shows, so every seat and score is on screen with six seats at
80x24. The lines under a seat come after, within the ``room`` the screen gives (the
lines the right column has left): first the latest turns, the most recent first (at
80x24 the game log shows only a few lines, see ``tui/plotcapture/widgets/turn_summary.py``),
then the captured plots. Each is one line, cut short with ".." when too long.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from tui.plotcapture.widgets.turn_summary import last_turns
from tui.shared.widgets.redraw import update_static


class PlayersPanel(Static):
    """Attributes down: :meth:`show` with the view and the room (lines) it may use."""

    DEFAULT_CSS = """
    PlayersPanel { height: auto; border: round $secondary; padding: 0 1; }
    """

    _view: dict[str, Any] | None = None
    _room: int | None = None
    _read: tuple[int, int, str] = (-1, 0, "")  # (seat, log length, last line) summarized
    _summaries: dict[int, str] = {}  # noqa: RUF012 (replaced, never changed in place)

    def on_mount(self) -> None:
        self.border_title = "Players  hand plots lvl"

    def on_resize(self) -> None:
        if self._view:
            self.update(self._text(self._view, self._room))
            # Textual drops a layout asked for while resizing: ask again once it is done,
            # or the panel keeps the height of its first (narrower) text.
            self.call_after_refresh(self.refresh, layout=True)

    def show(self, view: dict[str, Any], room: int | None = None) -> None:
        """Draw ``view``'s seats in at most ``room`` lines (None: no limit); a line per
        seat is drawn even when ``room`` is smaller."""
        self._view = view
        self._room = room
        update_static(self, self._text(view, room))

    def _text(self, view: dict[str, Any], room: int | None) -> Text:
        inner = self.content_size.width or 28
        width = max(6, min(20, inner - 12))
        seats = view["seats"]
        log = view["log"]
        read = (view["seat"], len(log), log[-1] if log else "")
        if read != self._read:  # read the log again only when it (or the seat) changed
            self._read, self._summaries = read, last_turns(view)
        extra = _extra_lines(view, self._summaries, None if room is None else room - len(seats))
        text = Text(no_wrap=True, overflow="crop")
        for index, seat in enumerate(seats):
            if index:
                text.append("\n")
            turn = seat["seat"] == view["turn"] and not view.get("game_over")
            name = seat["name"] + (" (you)" if seat["you"] else "")
            text.append(">" if turn else " ", style="bold")
            text.append(f"{name[:width]:<{width}}", style="bold" if turn else "")
            text.append(f" {seat['hand_size']:>2} {seat['plots']:>2}p {seat['levels']:>3}")
            for line, style in extra.get(seat["seat"], []):
                text.append("\n")
                text.append(_fit("  " + line, inner), style=style)
        return text


def _extra_lines(view: dict[str, Any], summaries: dict[int, str],
                 room: int | None) -> dict[int, list[tuple[str, str]]]:
    """Seat -> the (line, style) pairs under it that fit in ``room`` lines (None: all):
    the ``summaries`` of other seats' latest turns, newest first, then captured plots."""
    seats = view["seats"]
    count = len(seats)
    recent = [(view["turn"] - back) % count for back in range(count)]  # newest turn first
    wanted: list[tuple[int, str, str]] = []
    for seat in recent:
        if seat != view["seat"] and seat in summaries:
            wanted.append((seat, summaries[seat], "italic"))
    for seat in recent:
        captured = seats[seat]["captured"]
        if captured:
            plots = ", ".join(f"{plot['title']} {plot['level']}" for plot in captured)
            wanted.append((seat, plots, "dim"))
    if room is not None:
        wanted = wanted[:max(0, room)]
    lines: dict[int, list[tuple[str, str]]] = {}
    for seat, line, style in sorted(wanted, key=lambda item: item[2] == "dim"):
        lines.setdefault(seat, []).append((line, style))
    return lines


def _fit(line: str, width: int) -> str:
    """``line`` cut to ``width`` cells, ending in ".." when it was longer (ASCII only)."""
    return line if len(line) <= width else line[:max(0, width - 2)] + ".."
