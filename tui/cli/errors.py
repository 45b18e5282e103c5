"""One-line errors and exit status 2 for every CLI command (shared with the trackers)."""

from trackers.cli_errors import EXIT_USAGE, fail, friendly_errors

__all__ = ["EXIT_USAGE", "fail", "friendly_errors"]
