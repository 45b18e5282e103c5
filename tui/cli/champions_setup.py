"""Setup options the ``helicarrier champions`` commands share (``play``, ``simulate``, ``fuzz``).

``--modular SET,SET`` becomes the setup's ``modular`` list, checked by the setup schema
(:mod:`content.champions.setup`) before any game starts, so a set we do not have is one
line naming the sets we have (exit 2), never a crash in every game.
"""

from __future__ import annotations

from content.champions.schema import catalog
from content.champions.setup import SETUP_KEYS, SetupError
from tui.cli.errors import fail

MODULAR_HELP = ("Modular encounter sets replacing the scenario's recommended ones, e.g. "
                "a.i.m._science or a.i.m._abduction,a.i.m._science (an empty value: none).")


def modular_option(text: str | None) -> list[str] | None:
    """``--modular SET,SET`` as the setup's ``modular`` list (None: not given)."""
    if text is None:
        return None
    names = [name.strip() for name in text.split(",") if name.strip()]
    try:
        SETUP_KEYS["modular"].read(names, catalog())
    except SetupError as exc:
        fail(f"--modular: {exc}")
    return names
