"""Announcement banners that stay until the organizer acknowledges them (shared in the DB)."""

from __future__ import annotations

from textual.containers import Vertical
from textual.widgets import Static


class LokiBanner(Static):
    """One announcement: a bordered block titled with what happened."""

    DEFAULT_CSS = """
    LokiBanner { height: auto; border: heavy $warning; padding: 0 1; margin: 0 0; }
    LokiBanner.-info { border: heavy $primary; }
    LokiBanner.-critical { border: heavy $error; }
    LokiBanner.-success { border: heavy $success; }
    """


class LokiBanners(Vertical):
    """The unacknowledged announcements, oldest first; empty (and zero height) when none."""

    DEFAULT_CSS = """
    LokiBanners { height: auto; max-height: 16; }
    """

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self._keys: list[str] = []

    def show(self, items: list[tuple[str, str, str, str]]) -> None:
        """``items``: (key, title, text, level) of each unacknowledged announcement."""
        keys = [item[0] for item in items]
        if keys == self._keys:
            return
        self._keys = keys
        self.remove_children()
        banners = []
        for key, title, text, level in items:
            banner = LokiBanner(text, classes=f"-{level}")
            banner.border_title = title.upper()
            banner.border_subtitle = f"a: acknowledge ({key})" if key == keys[0] else key
            banners.append(banner)
        if banners:
            self.mount_all(banners)
