"""Which of our keys a screen offers now: the list the help screen and the command palette show.

Kept out of ``tui/app.py`` so a game's own help screen (Champions) can list its keys
without importing the app.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.screen import Screen


def _own_bindings(node: object) -> set[tuple[str, str]]:
    """(key, action) of the bindings declared by helicarrier's classes of ``node``."""
    own: set[tuple[str, str]] = set()
    for cls in type(node).__mro__:
        if not cls.__module__.startswith("tui."):
            continue
        for binding in cls.__dict__.get("BINDINGS", []):
            if isinstance(binding, Binding):
                own.update((key.strip(), binding.action) for key in binding.key.split(","))
    return own


def screen_actions(screen: Screen) -> list[tuple[str, str, str]]:
    """(key shown, description, action) for every binding of ours the screen offers now.

    Only bindings declared by helicarrier's own screens, widgets and app count
    (Textual's focus, copy and palette keys are not our commands). Bindings hidden
    by ``check_action`` (False) are absent; greyed ones (None) are listed, so the
    palette and help name every action of the screen.
    """
    seen: set[str] = set()
    out: list[tuple[str, str, str]] = []
    owners: dict[int, set[tuple[str, str]]] = {}
    for key, active in screen.active_bindings.items():
        binding = active.binding
        if not binding.description or binding.action in seen:
            continue
        own = owners.setdefault(id(active.node), _own_bindings(active.node))
        if (key, binding.action) not in own:
            continue
        seen.add(binding.action)
        shown = binding.key_display or screen.app.get_key_display(binding)
        out.append((shown or key, binding.description, binding.action))
    return out


def screen_keys(screen: Screen) -> list[tuple[str, str]]:
    """(key, what it does) for the help screen."""
    return [(key, description) for key, description, _ in screen_actions(screen)]
