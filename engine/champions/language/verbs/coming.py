"""Card-language constructs for the coming packs (issue 13 item 5): verbs and occurrences.

Verbs: ``reset_hit_points`` (a character's remaining hit points become N: "reset his hit
points to 8 instead"), ``flip_over`` (turn a card to its other face, whatever its type;
the card goes where a card of its new type belongs: an ally or a card given to a player
into that player's play area, a minion engaged with them, a side scheme among the
schemes), ``host`` (the card the value names takes the target as an attachment;
``exchange``: the one attached there takes the newcomer's place), ``deal_from_top``
(search the top N encounter cards and deal one facedown to each player, then shuffle the
deck: RRG SEARCH).

Occurrences (their windows are opened by the rules, see replacements.py): ``defeated``
("would be defeated"), ``completed`` (a main scheme "would be completed"),
``last_threat_removed`` and ``counters`` (the counters on a card changed; the ability's
``card = { counter, at_least, at_most }`` filter reads how many are there now).

Every sentence a player reads for them is registered here into :mod:`text`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.champions.schema import Ability
from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import Do
from engine.champions.core.encounter_steps import EnteredEngaged, WhenRevealed
from engine.champions.core.player_steps import GiveControl
from engine.champions.core.state import pzone
from engine.champions.language import text
from engine.champions.language.selectors import player_seat, targets
from engine.champions.language.verbs.registry import _did, head, num, targeted, verb
from engine.champions.rules import primitives, villain_phase, windows

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
    if kind in ("ally", "support", "upgrade", "obligation"):  # under that player's control
        game.state.move(cid, pzone(seat, "play"))
        card.controller = seat
        card.attached_to = -1
        game.log(f"{game.name(cid)} enters play under player {seat + 1}'s control.")
    elif kind == "minion" and not card.zone.endswith(":engaged") and card.zone != "attached":
        game.state.move(cid, pzone(seat, "engaged"))
        game.log(f"{game.name(cid)} enters play engaged with player {seat + 1}.")
        game.push(EnteredEngaged(cid, seat))
    elif kind == "side_scheme" and card.zone != "schemes":
        game.state.move(cid, "schemes")
        card.add("threat", villain_phase.side_scheme_start(game, cid))
    elif kind == "environment" and card.zone != "environment":
        game.state.move(cid, "environment")


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
        if who == "any" and game.c(cid).zone == pzone(seat, "play") and len(game.seats()) > 1:
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
        game.state.move(cid, "attached")
        game.c(cid).attached_to = host
        game.log(f"{game.name(cid)} is attached to {game.name(host)}.")
    return min(1, len(cards))


targeted("host", {"type": "minion"}, lambda g, e, c: g.in_play(c) and g.c(c).zone
         != "attached")(_host)


# -------------------------------------------------------------- deal from top
def _deal_from_top(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Search the top N encounter cards; the chooser (``by``, default the first player)
    deals one facedown to each player in player order; the deck is shuffled (RRG SEARCH)
    and the "after a player is dealt an encounter card" window opens."""
    dealt = step.chosen = list(step.chosen or [])
    seats = game.seats()
    top = [c for c in game.ids("enc:deck")[:num(game, step, "deal_from_top")] if c not in dealt]
    if len(dealt) < len(seats) and top:
        seat = seats[len(dealt)]
        options = [(f"t:{c}", game.name_faceup(c)) for c in top]
        who = player_seat(game, step.scope, step.e.get("by", "first_player"))
        ask, chosen = game.ask_one(who, answer, f"{head(game, step.scope)}deal which "
                                   f"encounter card to player {seat + 1}?", options,
                                   "that is not one of the top cards")
        if ask:
            return ask
        cid = int(chosen[2:])
        game.state.move(cid, pzone(seat, "dealt"))
        game.c(cid).facedown = True
        game.log(f"Player {seat + 1} is dealt an encounter card facedown.")
        dealt.append(cid)
        game.push(step)
        return None
    game.state.rng.shuffle(game.state.zone("enc:deck"))
    if dealt:
        primitives.offer_intelligence(game)
    _did(step, len(dealt))
    return None


verb("deal_from_top")(_deal_from_top)


# ----------------------------------------------------------------------- text
def _defeated(ability: Ability, would: bool, who: str) -> str:
    kind = ability.card.get("type", "")
    noun = " ".join(w for w in (ability.card.get("trait", ""),
                                text.TYPE_NOUNS.get(kind, kind or "character")) if w)
    subject = "this card" if ability.of == "self" else text._article(noun)
    return f"when {subject} would be defeated" if would else f"after {subject} is defeated"


def _counters(ability: Ability, would: bool, who: str) -> str:
    kind = ability.card.get("counter", "")
    where = "this card" if ability.of == "self" else "a card"
    if ability.card.get("at_most") == 0:
        return f"{'when' if would else 'after'} the last {kind} counter is removed from {where}"
    if "at_least" in ability.card:
        return f"when there are {ability.card['at_least']} or more {kind} counters on {where}"
    return f"{'when' if would else 'after'} the {kind} counters on {where} change"


text.OF_TEXT["source"] = "this card"
text.ZONE_TEXT["other_area"] = "in another game area"
text.OCCURRENCE_TEXT.update({
    "defeated": _defeated,
    "completed": lambda a, would, who: ("when this scheme would be completed" if would
                                        else "after this scheme is completed"),
    "last_threat_removed": lambda a, would, who: (
        f"{'when' if would else 'after'} the last threat is removed from this card"),
    "counters": _counters,
    "enemy_attack:source": lambda a, would, who: f"{'when' if would else 'after'} this "
                                                 "card attacks",
    "thwart:source": lambda a, would, who: f"{'when' if would else 'after'} this card "
                                           "thwarts",
})


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
    "deal_from_top": lambda e: f"search the top {text.amount_text(e['deal_from_top'])} "
                               "cards of the encounter deck and deal one of them facedown to "
                               "each player, then shuffle the encounter deck",
})

windows.DESCRIBE.update({
    "defeated": lambda g, o: f"{g.name(o.card)} would be defeated",
    "completed": lambda g, o: f"{g.name(o.card)} would be completed",
    "last_threat_removed": lambda g, o: f"The last threat was removed from {g.name(o.card)}",
    "counters": lambda g, o: f"The {', '.join(o.notes)} counters on {g.name(o.card)} "
                             "changed",
})
