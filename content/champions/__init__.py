"""Marvel Champions content: card facts, card abilities, starter decks and scenarios."""

CONTENT_VERSION = "2026.12.3"
"""The Champions rules and cards' own version, stored in every Champions record and bumped
whenever a Champions change could alter a replay (2026.12.1: timing windows and paying as
one decision; 2026.12.2: The Widow's Web's setup search is card data, its answers are
"t:<id>"; 2026.12.3: the mulligan marks cards then confirms, keys "mark:<id>", every
player is asked at once, an empty hand is not asked to discard at the end of the player
phase, card ids are random and a card gets a fresh one as it goes facedown). Plot-capture
keeps ``content.CONTENT_VERSION``, so a Champions change never makes a plot-capture save
unloadable; an older Champions save that no longer replays is refused with one line naming
its version (engine.core.replaying)."""
