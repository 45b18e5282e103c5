"""Marvel Champions in the full-screen app: new-game form, table, dialogs, game over.

Screens and widgets here render ``ChampionsGame.view(seat)`` dicts only and send
commands (``Choose`` and the ``Manual*`` overrides) through
:class:`tui.champions.controller.ChampionsController`, which owns the game, its
record, the bot seats, undo and saving (plain Python, tested without Textual).
"""
