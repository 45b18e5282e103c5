"""What every game's screens share: help, pass-the-terminal, the palette, the log, saves, reveals.

``screens/`` over ``widgets/`` over ``controllers/``, like each game folder. The bottom
of ``tui``: it imports no game folder (``tui.plotcapture``, ``tui.champions``), no
``tui.organizer``, ``tui.menu``, ``tui.ssh`` or ``tui.app``, so every one of them may import it.
"""
