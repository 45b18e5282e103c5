"""Champions game-driving logic (no Textual): the controller, the new-game spec, saves, option keys.

May import the engine and ``tui.shared.controllers``; never a widget or a screen.
"""
