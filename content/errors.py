"""The content layer's error; it sits below the engine, so it cannot share the engine's base."""


class ContentError(ValueError):
    """A content file that does not validate: ``path:line: entry: what is wrong``."""
