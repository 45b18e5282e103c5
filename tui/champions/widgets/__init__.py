"""Champions widgets, and the plain-text pieces of a view (card lines, card text) they share.

May import ``tui.champions.controllers`` and ``tui.shared.widgets``/``controllers``; never a screen.
"""
