"""The card language's verbs, one module per thing they act on; importing this registers them all.

``registry`` holds the :class:`~engine.champions.core.effect_steps.Do` step's handler, the
verb registry (:data:`~.registry.VERBS`), choosing targets, control flow (``if``,
``repeat``, ``for_each``, ``choose_one``) and the common verbs over cards, counters,
hands and decks; ``cards`` (what changes one card: its hit points, its side, what it is
attached to), ``attacks`` (the attack being made, attachments, a deck's top, resolving a
trigger), ``diversion`` (amounts a replacement moves elsewhere, attack bonuses, schemes
instead of attacks), ``decks`` (moving cards between decks, sets and schemes, dealing from
the encounter deck's top), ``stages`` (the villain's and the main scheme's stages, the
outcome, set-aside cards), ``payment`` (the verbs of paying and basic powers),
``indirect`` (indirect damage, which players divide among their characters), ``boosts``
(the activation under way: more boost cards, boost icons gained), ``find`` (a card
wherever it is in the game) and ``activations`` (an enemy activates against you);
``lasting`` holds the lasting effects (``gets``); ``sequence`` resolves several cards'
abilities as the steps of one sequence (``resolve_in_sequence``).
"""

from engine.champions.language.verbs import (  # noqa: F401  (each registers its verbs)
    activations,
    attacks,
    boosts,
    cards,
    decks,
    diversion,
    find,
    indirect,
    lasting,
    payment,
    registry,
    sequence,
    stages,
)
