"""TOML content shared by every part of helicarrier, and its loader/validator.

Layout: one file per domain, e.g. ``plotcapture/cards.toml``,
``champions/<pack>.toml``, ``campaigns/agents_of_shield.toml``,
``epic/god_of_lies.toml``. The files ship inside the package (package data).
"""

from pathlib import Path

CONTENT_VERSION = "2026.11.1"
"""Bumped whenever a content change could alter a replay; stored in every record of the
plot-capture game and the event tracker. Marvel Champions has its own version
(``content.champions.CONTENT_VERSION``): each game kind's saves age on their own."""

CONTENT_ROOT = Path(__file__).resolve().parent


def content_path(*parts: str) -> Path:
    """Path of a content file in the package: ``content_path("epic", "god_of_lies.toml")``."""
    return CONTENT_ROOT.joinpath(*parts)
