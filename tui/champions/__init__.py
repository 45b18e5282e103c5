"""Marvel Champions in the full-screen app: new-game form, table, dialogs, game over.

Screens and widgets here render ``ChampionsGame.view(seat)`` dicts only and send
commands (``Choose`` and the ``Manual*`` overrides) through
:class:`tui.champions.controllers.controller.ChampionsController`, which owns the game, its
record, the bot seats, undo and saving (plain Python, tested without Textual).

``screens/`` (one module per screen, and the ``.tcss`` files) over ``widgets/`` (one
module per widget, and the plain-text card pieces they share) over ``controllers/`` (no
Textual). Imports run that way only, and never into ``tui.plotcapture`` or
``tui.organizer``: what the games share lives in ``tui.shared``.
"""
