"""The encounter side of the table: villain, main scheme, side schemes (and, when wide, more).

Narrow (80x24): the villain (name, stage, hit points, ATK/SCH, status), then on one
line (when they fit) the main scheme (threat of target, threat per round as the view computes it;
during setup, that it is still on its setup side) and the number of side schemes with
their total threat, then the threat forecast of the next villain phase (acceleration,
the villain's and each engaged minion's SCH against players in alter-ego form, ``+?``
for the boost: ``card_format.villain_phase_forecast``). Wide: each side scheme with its icons, the
environment, the encounter deck and discard counts and the victory display.
"""

from __future__ import annotations

from typing import Any

from tui.champions.widgets.card_format import (
    STATUSES,
    card_line,
    main_scheme_threat,
    scheme_line,
    villain_phase_forecast,
)
from tui.shared.widgets.plain_static import PlainStatic
from tui.shared.widgets.redraw import update_static

NARROW_WIDTH = 76
"""The panel's text width at 80 columns (border and padding aside)."""


def villain_text(view: dict[str, Any], wide: bool, width: int = NARROW_WIDTH,
                 names: list[str] | None = None) -> str:
    lines = []
    villain = view.get("villain")
    if villain:
        status = ", ".join(s for s in STATUSES if villain.get(s))
        lines.append(f"{villain['name']} (stage {villain.get('stage', '?')})  "
                     f"{villain['hp']}/{villain['max_hp']} HP  ATK {villain['atk']}  "
                     f"SCH {villain['sch']}" + (f"  [{status}]" if status else "")
                     + ("  EXHAUSTED" if villain.get("exhausted") else ""))
        for attached in villain.get("attachments", []):
            lines.append(f"  + {card_line(attached)}")
    main = view.get("main_scheme")
    sides = view.get("side_schemes", [])
    total = sum(s.get("counters", {}).get("threat", 0) for s in sides)
    side_line = f"Side schemes: {len(sides)} ({total} threat)"
    main_line = f"Main: {main['name']}  {main_scheme_threat(main)}" if main else ""
    both = f"{main_line}    {side_line}" if main_line else side_line
    if not wide and len(both) <= width:  # one line for both: at 80x24 every row counts
        lines.append(both)
    else:
        lines += [line for line in (main_line, side_line) if line]
    forecast = villain_phase_forecast(view, names, detailed=wide)
    if forecast:  # one line at 80 columns while it can
        lines.append(forecast.removeprefix("Next ") if len(forecast) > width and not wide
                     else forecast)
    if wide:
        lines += [f"  {scheme_line(scheme)}" for scheme in sides]
        for card in view.get("environment", []):
            lines.append(f"Environment: {card_line(card)}")
        victory = ", ".join(c["name"] for c in view.get("victory_display", [])) or "none"
        lines.append(f"Encounter deck {view['encounter_deck_count']}  discard "
                     f"{len(view.get('encounter_discard', []))}  victory: {victory}")
    if "peril" in view:
        lines.append(f"PERIL: player {view['peril'] + 1} resolves a card alone; no table talk.")
    return "\n".join(lines)


class VillainPanel(PlainStatic):
    """Attributes down: :meth:`show` (the view, and whether the screen is wide)."""

    DEFAULT_CSS = """
    VillainPanel { height: auto; border: round $error; padding: 0 1; }
    """

    def on_mount(self) -> None:
        self.border_title = "Villain"

    def show(self, view: dict[str, Any], wide: bool, names: list[str] | None = None) -> None:
        width = self.content_size.width or NARROW_WIDTH  # 0 before the first layout
        update_static(self, villain_text(view, wide, width, names))
