"""The plot-capture game in the full-screen app: new-game form, table, card reference, game over.

``screens/`` (one module per screen) over ``widgets/`` (one module per widget, and the
plain-text card lines they share) over ``controllers/`` (no Textual: the local table's
driver, the new-game spec, what the load list shows of a save). Imports run that way
only, and never into ``tui.champions`` or ``tui.organizer``: what the games share lives
in ``tui.shared``. The served (SSH) table reuses ``screens/table.py`` from ``tui.ssh``.
"""
