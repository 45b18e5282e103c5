"""The hero bot for Marvel Champions (``SimpleBot``) and ``play_out``.

It sits beside the rules, not in them: it reads ``game.view(seat)`` and the legal
options only, draws from its own seeded ``GameRng``, and knows particular cards only
through their hints (``content/champions/hints/<pack>.toml``, loaded by
``content.champions.hints``) and public card data. No module here names a card code, a
card name or a scenario key (``tests/engine/champions/test_ai_hints.py`` checks it).

Modules: ``bot`` (the plan: turn, powers, payments, defence, targets), ``cards`` (card
worth and resources), ``prompts`` (answers to the questions a card asks, by its
``choice`` hint), ``reading`` (threat and harm to come, read off the view), ``search``
(``SearchBot``: determinized rollouts over ``SimpleBot``, by strength) and ``evaluate``
(a position's worth, read off a view).
"""

from __future__ import annotations

from engine.champions.ai.bot import SimpleBot, play_out
from engine.champions.ai.search import STRENGTHS, SearchBot, make_bot

__all__ = ["STRENGTHS", "SearchBot", "SimpleBot", "make_bot", "play_out"]
