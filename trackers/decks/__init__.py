"""Player decks imported from MarvelCDB: reading its exports, the deck rules, the store.

``marvelcdb`` reads a deck file (the JSON of a deck, or the text export) into a plain
list of what it names; ``rules`` checks that list against our content (the shipped
faces and the card facts: reprints, aspects, uniqueness) as RRG Appendix I does;
``store`` keeps the decks a player imported, one readable TOML file each, in the user's
deck folder. The ``helicarrier champions deck`` commands are in ``tui/cli``.
"""
