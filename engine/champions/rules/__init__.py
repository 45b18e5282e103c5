"""The rules of the game (RRG), over the core: setup, phases, attacks, windows, costs.

``setup`` (RRG Appendix II: the starting table, its game areas and the setup steps),
``player_phase`` (a player's turn, playing cards and paying), ``villain_phase`` (villain
phase, enemy activations, reveals), ``combat`` (player attacks and thwarts), ``primitives``
(draw, damage, threat, defeat), ``windows`` (timing windows), ``basic_events`` (the "would"
and "after" moments of basic changes of state), ``replacements``, ``modifiers`` (constant
abilities and lasting effects), ``paying`` (resources and costs) and ``queries`` (traits,
keywords and stats as modifiers make them). The rules never import the card language above
them: they queue its steps (an ability's effects are ``Do`` steps, core) or call it through
:mod:`engine.champions.core.card_language`.
"""
