"""The core of the engine: the state, the typed steps and their registry, occurrences, commands.

Nothing here knows a rule: ``state`` (card instances in zones), ``steps`` (the step
registry every layer above registers its handlers in), the typed step dataclasses of each
part of the game (``player_steps``, ``villain_steps``, ``encounter_steps``,
``combat_steps``), ``asking`` (questions asked of several seats at once, and outside the
seats), ``occurrences`` (what timing windows answer), ``commands`` (what a seat
sends) and ``base`` (the step queue, questions and card lookups the game object starts
from). Every other layer imports this one; it imports none of them.
"""
