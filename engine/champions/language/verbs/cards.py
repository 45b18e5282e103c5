"""Card language verbs that change one card: its hit points, its side, what it is attached to.

Verbs: ``reset_hit_points`` (a character's remaining hit points become N: "reset his hit
points to 8 instead"), ``flip_over`` (turn a card to its other face, whatever its type;
the card goes where a card of its new type belongs: an ally or a card given to a player
into that player's play area, a minion engaged with them, a side scheme among the
schemes), ``host`` (the card the value names takes the target as an attachment;
``exchange``: the one attached there takes the newcomer's place), ``deal_from_top``
(dealing from the top of the encounter deck is :mod:`.decks`).

Every sentence a player reads for them is registered here into :mod:`text`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.effect_steps import Do
from engine.champions.core.encounter_steps import EnteredEngaged, WhenRevealed
from engine.champions.core.player_steps import GiveControl
from engine.champions.core.state import pzone
from engine.champions.language import text
from engine.champions.language.selectors import player_seat, targets
from engine.champions.language.verbs.registry import num, targeted
from engine.champions.rules import villain_phase

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


# ------------------------------------------------------------ reset hit points
def _reset_hit_points(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    """RRG "WOULD"/replacement: "reset his hit points to N": damage is set so that N hit
    points remain (never more than the card's maximum)."""
    value = num(game, step, "reset_hit_points")
    for cid in cards:
        game.c(cid).counters["damage"] = max(0, game.max_hp(cid) - value)
        if not game.c(cid).counters["damage"]:
            game.c(cid).counters.pop("damage")
        game.log(f"{game.name(cid)}'s hit points are reset to {game.hp(cid)}.")
    return len(cards)


targeted("reset_hit_points", "self", lambda g, e, c: g.in_play(c) and g.d(c).type in (
    "hero", "alter_ego", "ally", "villain", "minion"))(_reset_hit_points)


# ------------------------------------------------------------------ flip over
def other_face(game: ChampionsGame, cid: int) -> str:
    """The code of a double-sided card's other face ("" when it has none)."""
    code, back = game.c(cid).code, game.d(cid).back
    if back and back in game.catalog.cards:
        return back
    if code.endswith("b") and code[:-1] + "a" in game.catalog.cards:
        return code[:-1] + "a"
    return ""


def _place_face(game: ChampionsGame, cid: int, seat: int) -> None:
    """Put a card that turned over where a card of its new type belongs."""
    card, kind = game.c(cid), game.d(cid).type
    area = game.area_of_seat(seat)
    here = game.zone_kind(cid)
    if kind in ("ally", "support", "upgrade", "obligation"):  # under that player's control
        game.state.move(cid, pzone(seat, "play"))
        card.controller = seat
        card.attached_to = -1
        game.log(f"{game.name(cid)} enters play under player {seat + 1}'s control.")
    elif kind == "minion" and not card.zone.endswith(":engaged") and here != "attached":
        game.state.move(cid, pzone(seat, "engaged"))
        game.log(f"{game.name(cid)} enters play engaged with player {seat + 1}.")
        game.push(EnteredEngaged(cid, seat))
    elif kind == "side_scheme" and here != "schemes":
        game.state.move(cid, game.az("schemes", area))
        card.add("threat", villain_phase.side_scheme_start(game, cid))
    elif kind == "environment" and here != "environment":
        game.state.move(cid, game.az("environment", area))


def _flip_over(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    """``player``: who gets a new face that goes to a player (you, ``first_player``, a
    bound ``player``, or ``any``: you choose among the players)."""
    who = step.e.get("player", "you")
    seat = player_seat(game, step.scope, "you" if who == "any" else who)
    for cid in cards:
        before = game.name(cid)
        game.c(cid).code = other_face(game, cid)
        game.log(f"{before} is flipped: {game.d(cid).title} "
                 f"({game.d(cid).type.replace('_', ' ')}).")
        _place_face(game, cid, seat)
        if who == "any" and game.c(cid).zone == pzone(seat, "play") and \
                len(game.seats(game.area_of_seat(seat))) > 1:
            game.push(GiveControl(seat, cid))  # "under any player's control"
        if step.e.get("when_revealed"):  # the new face is revealed: its When Revealed resolves
            game.push(WhenRevealed(cid, step.scope.seat))
    return len(cards)


targeted("flip_over", "self", lambda g, e, c: bool(other_face(g, c)))(_flip_over)


# --------------------------------------------------------------------- attach
def _host(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    """Attach the target to the card ``host`` names; with ``exchange``, a card of the same
    type attached there takes the newcomer's place (engaged with the same player)."""
    hosts = targets(game, step.scope, step.e["host"])
    if not hosts:
        return 0
    host = hosts[0]
    for cid in cards[:1]:
        was = game.c(cid).zone
        if step.e.get("exchange"):
            for old in game.attachments(host):
                if game.d(old).type == game.d(cid).type:
                    game.state.move(old, was)
                    game.c(old).attached_to = -1
                    game.log(f"{game.name(old)} leaves {game.name(host)} and takes its "
                             "place.")
        game.state.move(cid, game.az("attached", game.area_of(host)))
        game.c(cid).attached_to = host
        game.log(f"{game.name(cid)} is attached to {game.name(host)}.")
    return min(1, len(cards))


targeted("host", {"type": "minion"}, lambda g, e, c: g.in_play(c) and g.zone_kind(c)
         != "attached")(_host)


# ----------------------------------------------------------------------- text
def _player_word(e: dict[str, Any]) -> str:
    return {"player": "that player", "first_player": "the first player",
            "any": "a player you choose"}.get(e.get("player", "you"), "you")


text.LANGUAGE_TEXT.update({
    "reset_hit_points": lambda e: f"reset the hit points of {text._target(e, 'self')} to "
                                  f"{text.amount_text(e['reset_hit_points'])}",
    "flip_over": lambda e: f"flip {text._target(e, 'self')} to its other side" + (
        f" (its new side goes to {_player_word(e)})" if "player" in e else "") + (
        " and resolve its When Revealed ability" if e.get("when_revealed") else ""),
    "host": lambda e: f"attach {text._target(e, {'type': 'minion'})} to "
                      f"{text.selector_text(e['host'])}" + (
        ", swapping it with the one attached there" if e.get("exchange") else ""),
})
