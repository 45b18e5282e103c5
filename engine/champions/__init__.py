"""The Marvel Champions rules engine (ARCHITECTURE section 3).

``new_game({"scenario": ..., "heroes": [...], "expert": bool}, seed)`` builds a
game; it is registered as the game kind ``"champions"`` so records replay.

Modules: ``state`` (card instances, zones), ``base`` (step queue, queries,
stats), ``primitives`` (draw, damage, threat, defeat), ``turn`` (player phase),
``combat`` (player attacks and thwarts, their timing windows), ``villain``
(villain phase, enemy activations, reveal), ``effects`` (the effect vocabulary),
``selectors`` and ``verbs`` (the card language: targets, amounts, verbs, control flow),
``cards/`` (Python hooks), ``scenarios/`` (each scenario's typed hooks: setup
steps, X values, card effects; the scenario itself is data in
``content/champions/scenarios.toml``), ``text`` (card text renderer), ``game`` (setup,
commands, views, manual escapes), ``ai/`` (the simple hero bot, beside the rules:
it reads views, and knows cards only through content hints).

Choices made where the rules or the brief were silent:

- Seat 0 is the first player (Appendix II lets the group choose).
- Identities are unique (RRG UNIQUE): a hero deck goes to one seat only. The setup
  key ``"allow_duplicate_heroes": true`` lifts that for tests and benchmarks (a
  4-player table from our two decks); it is not a game option.
- Any player may defend an attack, but the attacked player makes the one
  choice for the table (a co-op simplification: no multi-seat question).
- Optional abilities without a cost are still asked (yes/no).
- Forced abilities that trigger together with the same timing are ordered by
  the first player (a ``forced`` step; RRG SIMULTANEOUS RESOLUTION) where our
  cards can produce them: incite (granted by Destroy Evidence) with a card's own
  When Revealed ability. Identical ones are not asked about. Keyword timings
  the RRG fixes (status cards first, quickstrike after When Revealed) stay fixed.
  Forced abilities of cards in a timing window are ordered by the first player
  too (Break Cover with Black Widow's interrupt, both answering the attack);
  several Controlled Innocents defeats are identical and not asked. Boost
  abilities are not simultaneous (RRG BOOST: one card at a time). Forced
  interrupts come before the optional ones to the same trigger (RRG timing
  priority): Assault is asked after Black Widow's.
- An action is only offered when it would change the game state (the
  ``needs`` conditions), e.g. Command Team needs an exhausted ally.
- All-purpose counters placed on a card with uses become that card's uses
  counters (AoS p. 4); "remove an all-purpose counter" removes any counter
  other than damage and threat.
- "Attached to Black Widow" encounter attachments attach to the current villain.
- Front Organization is offered whenever an encounter card effect discards a card
  in play its controller controls (the ``encounter_discard`` step). Not for cards
  an encounter effect discards from a deck (Nabbed!): the next card would simply
  be discarded in its place, so Front Organization could change nothing there.
- Keywords ``peril`` and ``linked`` are read from card data (no card in our
  content has them; tests use test-only cards). Peril lasts from the reveal of
  the card until its resolution ends (``state.peril``): other players cannot
  defend for that player and their optional abilities are not offered. While a
  peril card sits in a player's play area (attached there), other players are not
  offered its abilities (Stun Net's "any player" action is the one such path). "Cannot
  consult other players" is table talk, which no engine can stop: the view carries
  ``peril`` and ``champions play`` tells every seat that talk is off. A linked
  card is set aside once per deck (the encounter deck, each player deck) holding
  the card it names, and a ``bring_linked`` effect puts one into play; a linked
  player card taken into play becomes owned by that player.
- Slingshot's action ("spend an energy resource") is paid by a hand card with an
  energy or wild resource or by a resource ability generating one; resource
  abilities limited to paying for a trait's cards are not offered for it.
- Intelligence is offered after every deal of encounter cards (villain phase
  step 4 once for all of them; a player deck running out and a surge: once per
  card). Surge deals the card and reveals it afterwards (RRG v1.8 SURGE); "reveal
  another card" (Agents of S.H.I.E.L.D., Under Fire) reveals the top card directly.
- Player elimination (RRG PLAYER ELIMINATION): the eliminated player's set-aside
  nemesis cards leave the game too (nothing else could bring them in); their
  engaged minions owned by that player (Controlled cards) leave with them. Their
  allies leave play, so Abduct Superhumans tucks them; if it is defeated later,
  an ally whose owner is eliminated leaves the game (no play area to return to).
- Black Widow's Gauntlet's optional response (discard it when no Preparation
  resolved) is always taken: declining could only keep retaliate on her. Its card
  data is therefore a forced response.
- Constant abilities (Maria Hill's S.H.I.E.L.D. trait for allies, the Gauntlet's
  retaliate, Mad Science's icons, Under Surveillance's target, Stun Net's and Grant
  Ward's "cannot") are card data read by ``modifiers.py``; lasting effects "until the end
  of the round" (Fury's Flying Car: Aerial) sit in ``State.lasting`` and end in the
  end-of-round step.
"""

from __future__ import annotations

from typing import Any

from content.champions import CONTENT_VERSION
from engine.champions.game import ChampionsGame, new_game
from engine.core import Command, GameKind, HelicarrierError, message_from_dict, register_game_kind

KIND = "champions"


def command_from_dict(data: dict[str, Any]) -> Command:
    message = message_from_dict(data)
    if not isinstance(message, Command) or not message.kind.startswith("champions."):
        raise HelicarrierError(f"{data.get('kind')!r} is not a Marvel Champions command")
    return message


register_game_kind(GameKind(KIND, CONTENT_VERSION, new_game, command_from_dict))

__all__ = ["KIND", "ChampionsGame", "command_from_dict", "new_game"]
