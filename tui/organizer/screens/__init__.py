"""Organizer screens and their apps; may import ``tui.organizer.widgets`` and ``tui.shared``."""
