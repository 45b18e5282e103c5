"""Epic Multiplayer content: the shared numbers of the God of Lies event."""
