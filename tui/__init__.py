"""The user-facing layer: the root typer CLI (``tui.cli``), the Textual app and the SSH server.

Importing ``tui`` or ``tui.cli`` must not import Textual: quick organizer
commands stay fast. Textual is imported lazily by the commands that open a
full-screen app (``play``, ``serve``, ``loki watch``...).
"""
