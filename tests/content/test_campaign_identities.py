"""The campaign's identity table against the card data: every hero in our content and every
Core Set hero is there by its card name, a shipped hero with its printed hit points (issue
23: "The tracker's identity table gains every hero in our content")."""

from __future__ import annotations

from content.campaigns.agents_of_shield import load_agents_of_shield
from content.champions.schema import catalog


def test_every_hero_deck_and_core_set_hero_is_in_the_identity_table() -> None:
    cards = catalog()
    table = {identity.code: identity for identity in load_agents_of_shield().identities}
    ours = {deck.identity for deck in cards.decks.values()}
    core = {"01001a", "01010a", "01019a", "01029a", "01040a"}
    for code in ours | core:
        assert code in table, f"{code} is missing from the campaign's identity table"
        assert table[code].name == cards.facts[code].name
        if code in ours:
            assert table[code].hit_points == cards.cards[code].stats["health"], code
