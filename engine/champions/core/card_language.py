"""What the rules ask of the card language, registered by the language as it loads.

The rules sit below the card language and never import it. A rules module that must
read card data the language owns (an ability's condition, an amount like a printed X,
the cards a selector matches, whether an effect could change the game state) or say it
in a question (card text) calls :data:`LANGUAGE`, whose entries the language modules set
when they are imported (the game module imports them all): the same inversion as the
step registry, for the few questions that need an answer at once instead of a step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from content.champions.schema import Ability
    from engine.champions.core.effect_steps import Scope
    from engine.champions.game import ChampionsGame


class CardLanguage:
    """The card language's entry points (each set once, by the module that owns it)."""

    # language.conditions: an ability's ``condition`` holds for ``seat`` (source card)
    condition_met: Callable[[ChampionsGame, int, dict[str, Any], int], bool]
    # language.selectors: an amount of the card language, and the cards a target names
    amount: Callable[[ChampionsGame, Scope, Any], int]
    targets: Callable[[ChampionsGame, Scope, Any], list[int]]
    # language.abilities: resolve a card's abilities of one trigger for ``seat`` (those
    # whose condition holds; by hand where the card's automation says so)
    trigger: Callable[[ChampionsGame, int, int, str], None]
    # language.verbs: whether an effect could be started (RRG GAME STATE)
    can_start: Callable[[ChampionsGame, Scope, dict[str, Any]], bool]
    # language.text: card text of an ability, of effects, of a cost, a keyword's name
    ability_text: Callable[[Ability], str]
    effects_text: Callable[[Any], str]
    ability_effects_text: Callable[[Ability], str]  # as the occurrence it answers says them
    cost_text: Callable[[Any], str]
    keyword_text: Callable[[str], str]


LANGUAGE = CardLanguage()
