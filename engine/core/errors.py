"""Errors a person can read: every message is one sentence that says what and where.

``ContentError`` lives in the content layer (below the engine) and is re-exported here.
"""

from content.errors import ContentError

__all__ = ["ContentError", "HelicarrierError", "IllegalCommand", "SaveFileError"]


class HelicarrierError(Exception):
    """Base of every error the project raises on purpose (CLIs print it, exit 2)."""


class IllegalCommand(HelicarrierError):
    """A command the rules do not allow now; the message says why, in game terms."""


class SaveFileError(HelicarrierError):
    """A save file that cannot be read; the message starts with the file's path."""
