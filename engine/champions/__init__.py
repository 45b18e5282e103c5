"""The Marvel Champions rules engine (ARCHITECTURE section 3).

``new_game({"scenario": ..., "heroes": [...], "expert": bool}, seed)`` builds a
game (every setup key, ``modular`` and ``decks`` too, is one schema:
:mod:`content.champions.setup`); it is registered as the game kind ``"champions"`` so
records replay.

Packages by layer, bottom up (imports run one way at run time: the import-linter
contract "engine.champions by layer" in pyproject.toml):

- ``core/``: ``state`` (card instances, zones), ``steps`` (the step registry) and the
  typed step dataclasses (``player_steps``, ``villain_steps``, ``encounter_steps``,
  ``combat_steps``, ``effect_steps``), ``occurrences``, ``commands``, ``base`` (step
  queue, questions, card lookups), ``card_language`` (what the rules ask of the card
  language, registered by it);
- ``rules/``: ``setup`` (RRG Appendix II), ``player_phase``, ``villain_phase`` (enemy
  activations, reveals),
  ``combat`` (player attacks and thwarts), ``primitives`` (draw, damage, threat,
  defeat), ``windows`` and ``window_abilities`` (timing windows), ``basic_events``,
  ``replacements``, ``modifiers`` (constant abilities, lasting effects), ``paying``,
  ``queries`` (traits, keywords, stats with modifiers);
- ``language/`` (the card language): ``abilities``, ``conditions``, ``selectors``
  (targets, amounts), ``verbs/`` (verbs and control flow, by what they act on),
  ``hooks`` (the typed hook registry), ``text`` (card text renderer);
- ``scenarios/`` (each scenario's typed hooks: setup steps, card effects; the scenario
  itself is data in ``content/champions/scenarios.toml``), ``cards/`` (Python hooks by
  pack), ``game`` (commands, views, manual escapes), ``fuzz``, and ``ai/`` (the
  simple hero bot, beside the rules: it reads views, and knows cards only through
  content hints).

A lower layer reaches a higher one only through a registry: the step registry (it
queues a typed step whose handler the higher layer registered) or
``core.card_language``.

Choices made where the rules or the brief were silent:

- Seat 0 is the first player (Appendix II lets the group choose); in a game with several
  game areas (setup ``"areas"``), each area's lowest seat is its first player.
- Game areas (issue 21 part 4; ``core/state.py``, ``core/base.py``): "the villain", "the
  main scheme", the encounter deck and "each player" of an ability are those of the area
  of the player it resolves for; rules steps carry their area or take the area of the
  card or player they act on; without either, the active player's area. A title-only
  area's cards are reached only by a selector naming their title. Rounds are threaded
  (each area's player phase, then each area's villain phase), the first player passing
  per area. A one-area game is what it always was, zone names and views included.
- Identities are unique (RRG UNIQUE): a hero deck goes to one seat only. The setup
  key ``"allow_duplicate_heroes": true`` lifts that for tests and benchmarks (a
  4-player table from our two decks); it is not a game option.
- Any player may defend an attack, but the attacked player makes the one
  choice for the table (a co-op simplification: no multi-seat question).
- An attack against an ally (RRG v1.8 and AoS p. 4 ATTACKS AGAINST ALLIES, which differ):
  "when ... attacks you" interrupts do not answer it, as the AoS rulebook says and the FFG
  ruling of 17 December 2025 confirms for "when" abilities; "after ... attacks you"
  responses do, for the ally's controller, as RRG v1.8 and that ruling say (the AoS
  rulebook says they do not trigger: the newer texts win).
- Optional abilities without a cost are still asked (yes/no).
- Forced abilities that trigger together with the same timing are ordered by
  the first player (a ``forced`` step; RRG SIMULTANEOUS RESOLUTION) where our
  cards can produce them. Identical ones are not asked about. Keyword timings the
  RRG fixes (status cards first, quickstrike after When Revealed) stay fixed.
  Forced abilities of cards in a timing window are ordered by the first player too.
  Forced interrupts come before the optional ones to the same trigger (RRG timing
  priority). Boost abilities are not simultaneous (RRG BOOST: one card at a time).
- An action is only offered when it would change the game state (the ``needs``
  conditions and the verbs' usable targets, :mod:`engine.champions.language.verbs.registry`).
- All-purpose counters placed on a card with uses become that card's uses
  counters (AoS p. 4); "remove an all-purpose counter" removes any counter
  other than damage and threat.
- Encounter attachments that attach to the villain attach to the current stage.
- Keywords ``peril`` and ``linked`` are read from card data. Peril lasts from the
  reveal of the card until its resolution ends (``state.peril``): other players
  cannot defend for that player and their optional abilities are not offered.
  "Cannot consult other players" is table talk, which no engine can stop: the view
  carries ``peril`` and ``champions play`` tells every seat that talk is off. A
  linked card is set aside once per deck holding the card it names, and a
  ``bring_linked`` effect puts one into play; a linked player card taken into play
  becomes owned by that player.
- A typed-resource cost ("spend an energy resource") is paid in the one payment
  question, counting only resources of that type and wild ones (hand cards, resource
  abilities generating one, cards a spent card's interrupt exhausts); resource
  abilities limited to paying for a trait's cards are not offered for an ability.
- "After you spend this card" responses of spent cards are taken without a question:
  they only add (a counter), so declining could change nothing a player would want;
  each copy spent answers once.
- Player elimination (RRG PLAYER ELIMINATION): the eliminated player's set-aside
  nemesis cards leave the game too (nothing else could bring them in); their
  engaged minions owned by that player leave with them, and their allies leave
  play (a side scheme that tucks allies takes them; an ally tucked there whose
  owner is eliminated leaves the game when the scheme is defeated).
- Card ids are random, from a stream of their own, and a card that goes facedown gets a
  fresh one (``core/card_ids.py``, ``State.hide``): no id tells a seat which card it is.
  The seat that looked at a facedown card, or chose the card it dealt, sees it in its
  views (``CardInst.known_to``) until a shuffle; a card being revealed is face up for its
  "when you reveal" window.
- Uniqueness (RRG v1.8 UNIQUE ICON, ``rules/uniqueness.py``): unique cards match by title,
  subtitle and an identity's alter-ego title; a matching player card cannot be played or
  put into play, a matching non-villain encounter card is discarded (revealed: its
  revealer is dealt a facedown card instead, and "after you reveal" responses do not
  follow: its being revealed is ignored); an ally a defeated side scheme would return
  stays with the scheme. Not checked yet: a card a flip turns into a face entering play.
- Constant abilities are card data read by ``rules/modifiers.py``; lasting effects "until
  the end of the round" sit in ``State.lasting`` and end in the end-of-round step.
- How our content reads particular cards where the rules were silent is written in
  content/champions/README.md ("Rulings our cards follow").
"""

from __future__ import annotations

from typing import Any

from content.champions import CONTENT_VERSION
from engine.champions.game import ChampionsGame, new_game
from engine.core import (
    Command,
    GameKind,
    HelicarrierError,
    OutsideAnswer,
    message_from_dict,
    register_game_kind,
)

KIND = "champions"


def command_from_dict(data: dict[str, Any]) -> Command:
    """A Champions command, or the kernel's answer to a question outside the seats."""
    message = message_from_dict(data)
    if isinstance(message, OutsideAnswer):
        return message
    if not isinstance(message, Command) or not message.kind.startswith("champions."):
        raise HelicarrierError(f"{data.get('kind')!r} is not a Marvel Champions command")
    return message


register_game_kind(GameKind(KIND, CONTENT_VERSION, new_game, command_from_dict))

__all__ = ["KIND", "ChampionsGame", "command_from_dict", "new_game"]
