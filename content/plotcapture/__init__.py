"""Content of the fan plot-capture game: ``cards.toml`` (decks) and ``rules.toml`` (options)."""
