"""Plot-capture game-driving logic kept out of screens (no Textual): tables, specs, save summaries.

May import the engine and ``tui.shared.controllers``; never a widget or a screen.
"""
