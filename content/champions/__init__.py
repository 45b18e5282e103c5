"""Marvel Champions content: card facts, card abilities, starter decks and scenarios."""
