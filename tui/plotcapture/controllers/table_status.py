"""What a table's driver allows right now: the data the table screen's footer and status bar show.

Both drivers build it, the local one (``tui/plotcapture/screens/local_table.py``) and the
served one (``tui/ssh/controllers/remote_table.py``), and hand it to
``PlotCaptureTableScreen.show_view``. It lives here, not beside the screen, so a
controller can build one without importing a screen.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class TableStatus:
    """What the driver allows right now, shown in the footer and the status bar."""

    can_undo: bool = False
    can_save: bool = False
    speed: str = ""  # AI speed label; empty hides the speed keys
    note: str = ""   # e.g. "Bot 2 is thinking..." shown as the prompt while waiting
    agreement: str = ""  # an open undo request in one line; empty hides the line
    can_answer: bool = False  # y / n agree to or refuse that request
    can_withdraw: bool = False  # n withdraws it (it is this player's)
