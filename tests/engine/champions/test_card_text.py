"""Card text says what the engine does (issue 22 part 1): the words of an occurrence follow
its moment and ``of`` as the engine reads them, and prevention names what is prevented."""

from __future__ import annotations

import pytest

from content.champions import vocabulary
from content.champions.schema import Ability, catalog
from engine.champions.core.effect_steps import run_effects
from engine.champions.language.text import occurrence_text, render_card
from engine.champions.rules import windows
from tests.engine.champions.helpers import log_has, start

WORDS = [(on, trigger, of) for on, occurrence in vocabulary.OCCURRENCES.items()
         for trigger, spec in vocabulary.TRIGGERS.items()
         if spec.moment in occurrence.moments for of in occurrence.of]


@pytest.mark.parametrize(("on", "trigger", "of"), WORDS,
                         ids=[f"{t}-{on}-{of}" for on, t, of in WORDS])
def test_an_interrupt_says_when_and_a_response_says_after(on: str, trigger: str, of: str) -> None:
    """Every occurrence and ``of`` a card may answer: an interrupt (its "would" moment)
    never reads "after", a response never reads "would" (interrupts said "after" where
    the renderer ignored the moment)."""
    said = occurrence_text(Ability(trigger, (), {}, on=on, of=of))
    if trigger.endswith("interrupt"):
        assert said.startswith("when "), said
    else:
        assert said.startswith(("after ", "at ", "when there are")), said
        assert " would " not in said, said


def test_black_widows_interrupt_is_any_characters_attack() -> None:
    """AoS rulebook p. 9: it triggers whenever a character attacks her, whoever controls
    it (the engine answers every player's attack); it said "a character you control"."""
    text = render_card(catalog().cards["50064"])
    assert text.startswith("Forced interrupt: when a character attacks this card, ")
    assert "you control" not in text.split(",")[0]


@pytest.mark.parametrize(("on", "said"), [
    ("threat_placed", "prevent 3 of that threat"),
    ("threat_removed", "prevent 3 of that threat"),
    ("healed", "prevent 3 of that healing"),
    ("drawn", "prevent 3 of those cards"),
    ("counters", "prevent 3 of those counters"),
    ("main_threat", "prevent 3 of that threat"),
    ("damage", "prevent 3 of that damage"),
    ("enemy_attack", "prevent 3 of that damage"),
])
def test_prevention_names_what_it_prevents(on: str, said: str) -> None:
    """``prevent_damage`` lowers the amount of the occurrence it answers: on a threat
    occurrence it prevents threat, and the card text said "3 of that damage"."""
    from engine.champions.language.text import ability_text

    ability = Ability("interrupt", ({"prevent_damage": 3},), {}, on=on, of="any")
    assert said in ability_text(ability)


def test_the_log_names_the_threat_prevented() -> None:
    """The engine's own line agrees with the card text: threat prevented is threat."""
    game = start()
    occ = windows.occur(game.state, "threat_placed", 0, card=game.main_scheme(), amount=3)
    run_effects(game, 0, game.identity(0), ({"prevent_damage": 2},), occ=occ.id)
    game.refresh()
    assert game.state.occurrences[occ.id].remaining() == 1
    assert log_has(game, "2 of that threat is prevented.")
