"""Card language verbs that change the game itself: stages, the outcome, set-aside cards.

Written for every card like them (issue 13's verb list), none for one card:

- ``advance = "villain"`` (the villain's next stage is revealed, as when a stage is
  defeated: RRG VILLAIN) or ``advance = "main_scheme"`` (the main scheme deck advances; past
  its last stage the scenario's loss check applies: RRG MAIN SCHEME).
- ``end_game = "win"`` or ``"lose"`` with ``cause`` (our words: "the villain escapes"): the
  game ends at once (RRG WINNING THE GAME).
- ``set_aside = true`` with a ``target``: the card leaves play (or its deck) and is set
  aside (RRG SET ASIDE), where ``find`` and ``put_into_play`` can reach it later.
- ``swap_villain = true`` with a ``target`` (a set-aside villain card): it replaces the
  current villain, whose damage, status cards and attachments stay with the villain
  (RRG VILLAIN: the villain is the same character from stage to stage), and its When
  Revealed resolves.
- ``deal_encounter = n`` (``player``): deal that player n encounter cards facedown
  (RRG ENCOUNTER CARDS: dealt cards are revealed in the villain phase).

An acceleration token is a counter: ``{ place_counter = 1, counter = "acceleration",
target = "main_scheme" }`` (RRG ACCELERATION TOKEN); extra boost cards are
``villain_attacks``' ``extra_boost``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import Do
from engine.champions.core.encounter_steps import WhenRevealed
from engine.champions.language import text
from engine.champions.language.selectors import amount, player_seat, scope_area
from engine.champions.language.verbs.registry import targeted, verb
from engine.champions.rules import primitives

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


def _advance(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    area = scope_area(game, step.scope)
    if step.e["advance"] == "villain":
        if game.villain(area) >= 0:
            primitives.villain_defeated(game, game.villain(area))
        return None
    main = game.main_scheme(area)
    if main < 0:
        return None
    following = primitives.following_main_stages(game, main)
    if following:
        primitives.advance_main_scheme(game, main, following[0].code)
    elif "main_scheme_completed" in game.scenario(area).lose:
        primitives.end_game(game, "loss", f"{game.name(main)} is completed")
    return None


verb("advance")(_advance)


def _end_game(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    won = step.e["end_game"] == "win"
    primitives.end_game(game, "win" if won else "loss", str(step.e.get("cause", "a card says so")))
    return None


verb("end_game")(_end_game)


def _set_aside(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    for cid in cards:  # into the set-aside zone of the area the card is in
        if game.in_play(cid):
            primitives.reset(game, cid)
        game.state.move(cid, game.az("set_aside", game.area_of(cid)))
        game.log(f"{game.name(cid)} is set aside.")
    return len(cards)


targeted("set_aside", "self", lambda g, e, c: g.zone_kind(c) not in ("set_aside", "removed"))(
    _set_aside)


def _swap_villain(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    area = scope_area(game, step.scope)
    old = game.villain(area)
    if not cards or old < 0:
        return 0
    new = game.c(cards[0])
    before = game.c(old)
    new.counters = dict(before.counters)
    new.stunned, new.confused, new.tough = before.stunned, before.confused, before.tough
    for att in game.attachments(old):
        game.c(att).attached_to = new.id
    before.counters.clear()
    before.stunned = before.confused = before.tough = 0
    game.state.move(old, game.az("set_aside", area))
    game.state.move(new.id, game.az("villain", area))
    game.log(f"{game.name(new.id)} replaces {game.name(old)} as the villain.")
    game.push(WhenRevealed(new.id, game.first_player(area)))
    return 1


targeted("swap_villain", {"type": "villain", "zone": "set_aside"},
         lambda g, e, c: g.d(c).type == "villain" and not g.in_play(c))(_swap_villain)


def _deal_encounter(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    seat = player_seat(game, step.scope, step.e.get("player", "you"))
    count = amount(game, step.scope, step.e["deal_encounter"])
    for _ in range(count):
        primitives.deal_encounter(game, seat, offer=False)
    if count:
        primitives.open_dealt_window(game)  # one "after a player is dealt" window for them all
    return None


verb("deal_encounter")(_deal_encounter)


def _player(e: dict[str, Any]) -> str:
    return text.WORDS.get(e.get("player", "you"), "that player")


text.LANGUAGE_TEXT.update({
    "advance": lambda e: ("the villain advances to its next stage" if e["advance"] == "villain"
                          else "the main scheme deck advances"),
    "end_game": lambda e: f"the players {'win' if e['end_game'] == 'win' else 'lose'}"
                          + (f" ({e['cause']})" if e.get("cause") else ""),
    "set_aside": lambda e: f"set {text._target(e, 'self')} aside",
    "swap_villain": lambda e: f"{text._target(e, {'type': 'villain', 'zone': 'set_aside'})} "
                              "replaces the villain",
    "deal_encounter": lambda e: f"deal {_player(e)} {text.amount_text(e['deal_encounter'])} "
                                "encounter card(s) facedown",
})
