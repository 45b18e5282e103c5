"""Champions screens and dialogs (styles in ``champions.tcss`` and ``dialogs.tcss`` here).

May import ``tui.champions.widgets``/``controllers`` and ``tui.shared``; nothing imports a
screen from below.
"""
