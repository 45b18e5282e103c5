"""Players' areas: identity, counts, engaged minions, allies, upgrades, supports, facedown cards.

Shown for every player on a wide table, and one player at a time in the area
switcher (:mod:`tui.champions.screens.area_screen`) on a small one.
"""

from __future__ import annotations

from typing import Any

from tui.champions.widgets.card_format import card_line
from tui.champions.widgets.hand_panel import identity_title
from tui.shared.widgets.plain_static import PlainStatic
from tui.shared.widgets.redraw import update_static


def area_text(player: dict[str, Any], name: str) -> str:
    """One player's area as lines of text."""
    out = [f"{name}: {identity_title(player)}" + ("  ELIMINATED" if player["eliminated"]
                                                    else "")]
    out.append(f"  deck {player['deck_count']}  hand {player['hand_count']}  discard "
               f"{len(player['discard'])}  dealt facedown {player['dealt_count']}")
    for attached in player["identity"].get("attachments", []):
        out.append(f"  on identity: {card_line(attached)}")
    for card in player["engaged"]:
        out.append(f"  engaged: {card_line(card)}")
    for card in player.get("dealt", []):
        if card.get("known"):  # dealt facedown, and this seat looked at it
            out.append(f"  dealt: {card_line(card)}")
    by_type: dict[str, list[dict[str, Any]]] = {}
    for card in player["play"]:
        by_type.setdefault(card.get("type", "card"), []).append(card)
    for kind in sorted(by_type):
        for card in by_type[kind]:
            out.append(f"  {kind}: {card_line(card)}")
    return "\n".join(out)


class AreasPanel(PlainStatic):
    """Attributes down: :meth:`show` (the view and each seat's display name)."""

    DEFAULT_CSS = """
    AreasPanel { height: auto; border: round $secondary; padding: 0 1; }
    """

    def on_mount(self) -> None:
        self.border_title = "Players' areas"

    def show(self, view: dict[str, Any], names: list[str]) -> None:
        update_static(self, "\n".join(area_text(p, names[p["seat"]]) for p in view["players"]))
