"""The card language's verbs and control flow: one typed step (:class:`Do`) per effect.

An ability's effects run as :class:`Do` steps that share one
:class:`~engine.champions.language.selectors.Scope`, so a later sentence can use what an earlier
one chose or did ("it", "that player", "if you do", "X"). Each verb reads its target
through :mod:`engine.champions.language.selectors`: a word (``"you"``, ``"self"``, ``"that"``) or
a selector table. A selector target is chosen by a player (``by``, default you) among
the cards it matches that the verb can change (RRG: GAME STATE, "an effect that would
not change the game state cannot be initiated" is how an unusable option is left out);
``each = true`` takes them all; ``optional = true`` ("you may") adds a "no" answer;
``any_number = true`` picks several, limited by ``max_total`` of a number about each
card. Choices are remembered in the step, so a resumed step never asks twice.

Control flow: ``choose_one`` (options, each with effects), ``repeat`` (an amount),
``for_each`` (a target; each match is bound to ``as``, default ``it``), ``if`` (a test)
with ``then``/``otherwise``. Each verb records in the scope whether it changed something
(``did``) and how much (``done``): "if you do" is ``{ if = { did = true } }``.

Every verb is registered in :data:`VERBS`; a ``hook`` effect starts its typed hook step.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from content.champions import vocabulary
from engine.champions.core.base import Ask
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.combat_steps import Attack
from engine.champions.core.effect_steps import Do, Scope, run
from engine.champions.core.encounter_steps import (
    AfterReveal,
    EncounterDiscard,
    EnteredEngaged,
    Reveal,
    WhenRevealed,
)
from engine.champions.core.player_steps import GiveControl
from engine.champions.core.state import pzone
from engine.champions.core.steps import handles
from engine.champions.core.villain_steps import EnemyAttack, EnemyScheme, MainThreat, RevealTop
from engine.champions.language import abilities, conditions, hooks, text
from engine.champions.language.selectors import (
    amount,
    counters,
    measure,
    player_seat,
    scope_area,
    select,
    targets,
)
from engine.champions.rules import (
    combat,
    modifiers,
    paying,
    player_phase,
    primitives,
    replacements,
    uniqueness,
    villain_phase,
)

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame


Verb = Callable[["ChampionsGame", Do, "str | None"], "Ask | None"]
VERBS: dict[str, Verb] = {}


def verb(name: str) -> Callable[[Verb], Verb]:
    def register(func: Verb) -> Verb:
        VERBS[name] = func
        return func

    return register


@handles(Do)
def _do(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    e, s = step.e, step.scope
    if e.get("attack") and e.get("target", {"type": "enemy"}) == {"type": "enemy"}:
        game.push(new_attack(game, step, []))  # the attack picks its target itself
        return None
    if "hook" in e:  # a named hook keeps its progress in its own step
        game.push(hooks.start(e["hook"], s.seat, s.source, s.occ, s.attacker, s.aid))
        return None
    for key, func in VERBS.items():
        if key in e:
            return func(game, step, answer)
    raise AssertionError(f"unknown effect {e}")


# ------------------------------------------------------------------ choosing
def _did(step: Do, count: int) -> None:
    step.scope.vars["did"] = int(count > 0)
    step.scope.vars["done"] = count


Usable = Callable[["ChampionsGame", dict[str, Any], int], bool]
USABLE: dict[str, Usable] = {}
DEFAULTS: dict[str, Any] = {}


def _finish(step: Do, chosen: list[int]) -> tuple[None, list[int]]:
    step.chosen, step.done = chosen, True
    if chosen:
        step.scope.vars[step.e.get("as", "it")] = chosen[0]
    return None, chosen


def rekey(step: Do, old: int, new: int) -> None:
    """A card this step picked went hidden under a fresh id (``State.hide``): the step's
    picks and the names later sentences use ("it") follow it."""
    if step.chosen:
        step.chosen = [new if c == old else c for c in step.chosen]
    for name, value in step.scope.vars.items():
        if value == old and name not in ("did", "done", "defeater", "engaged_player"):
            step.scope.vars[name] = new


def pick(game: ChampionsGame, step: Do, answer: str | None, default: Any, usable: Usable,
         question: Callable[[], str]) -> tuple[Ask | None, list[int]]:
    """The targets of ``step``'s verb: ``(Ask, [])`` while a player is choosing, else
    ``(None, cards)``. Words and ``each`` need no choice; ``any_number``/``up_to`` pick
    one card per answer until "done" (or nothing is left to pick)."""
    e = step.e
    spec = e.get("target", default)
    if isinstance(spec, str) or e.get("each"):
        return _finish(step, [c for c in targets(game, step.scope, spec) if usable(game, e, c)])
    if step.done:
        return None, list(step.chosen or [])
    chosen = list(step.chosen or [])
    found = [c for c in targets(game, step.scope, spec) if usable(game, e, c) and c not in chosen]
    if e.get("different"):  # "different cards": no title twice (issue 24: Ancestral Knowledge)
        taken = {game.d(c).name for c in chosen}
        found = [c for i, c in enumerate(found) if game.d(c).name not in taken
                 and game.d(c).name not in {game.d(o).name for o in found[:i]}]
    if e.get("first"):  # "find": any copy will do, the first one found is taken
        return _finish(step, found[:1])
    limit = e.get("max_total")
    if limit:
        total = sum(measure(game, c, limit["of"]) for c in chosen)
        found = [c for c in found if total + measure(game, c, limit["of"]) <= int(limit["max"])]
    many = bool(e.get("any_number") or e.get("up_to"))
    if many and "up_to" in e and len(chosen) >= amount(game, step.scope, e["up_to"]):
        found = []
    if not found:
        return _finish(step, chosen)
    if e.get("optional") and not many and len(found) == 1:  # "you may": yes or no
        options = [("yes", f"Yes ({abilities.describe_target(game, found[0])})"), ("no", "No")]
        if answer is None:
            return Ask(player_seat(game, step.scope, e.get("by", "you")), question(),
                       options, about=found[:1]), []
        game.require(answer in dict(options), "answer yes or no")
        return _finish(step, found if answer == "yes" else [])
    options = [(f"t:{c}", abilities.describe_target(game, c)) for c in found]
    if e.get("optional") or many:
        options.append(("none", "Done" if chosen else "None"))
    who = player_seat(game, step.scope, e.get("by", "you"))
    if answer is None:
        if len(options) > 1:
            return Ask(who, question(), options), []
        answer = options[0][0]
    game.require(answer in dict(options), "that is not one of the options")
    if answer == "none":
        return _finish(step, chosen)
    chosen.append(int(answer[2:]))
    if not many:
        return _finish(step, chosen)
    step.chosen = chosen
    return pick(game, step, None, default, usable, question)


def _anything(game: ChampionsGame, e: dict[str, Any], cid: int) -> bool:
    return True


LEAVES_PLAY = ("discard", "return_to_hand", "remove_from_game", "tuck", "shuffle_into")
"""Verbs that take a card out of play: a card that ``cannot`` ``leave_play`` is no target of
theirs while in play (RRG CANNOT; a defeat is no card ability removing it)."""


def targeted(name: str, default: Any, usable: Usable = _anything) -> Callable[
        [Callable[[ChampionsGame, Do, list[int]], int]], Verb]:
    """Register verb ``name`` from ``apply(game, step, cards) -> how many changed``: the
    targets (``target``, else ``default``) that ``usable`` allows are picked first,
    asking when needed, then applied once."""
    if name in LEAVES_PLAY:
        allowed = usable

        def usable(game: ChampionsGame, e: dict[str, Any], cid: int) -> bool:
            return allowed(game, e, cid) and not (
                game.in_play(cid) and modifiers.cannot(game, cid, "leave_play"))

    def wrap(apply: Callable[[ChampionsGame, Do, list[int]], int]) -> Verb:
        def run_verb(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
            ask, cards = pick(game, step, answer, default, usable,
                              lambda: question(game, step, default))  # only when asking
            if ask is not None:
                return ask
            _did(step, apply(game, step, cards))
            return None

        VERBS[name], USABLE[name], DEFAULTS[name] = run_verb, usable, default
        return run_verb

    return wrap


def question(game: ChampionsGame, step: Do, default: Any) -> str:
    """The question for a chosen target: "<card>: deal 2 damage to which enemy?"."""
    spec = step.e.get("target", default)
    types = spec.get("type", "card") if isinstance(spec, dict) else "card"
    noun = text.TYPE_NOUNS.get(types, "card") if isinstance(types, str) else "card"
    start = head(game, step.scope, step.note)
    sentence = text.effect_text(with_values([step.e], step.scope, game)[0])
    if step.e.get("optional"):
        return f"{start}{sentence}?"
    whom = text.selector_text(spec, many=bool(step.e.get("any_number")))
    if whom in sentence:
        return f"{start}{sentence.replace(whom, f'which {noun}', 1)}?"
    return f"{start}{sentence}: which {noun}?"


def head(game: ChampionsGame, scope: Scope, note: str = "") -> str:
    """ "Card name: " to start a question about the card resolving (none without one),
    with where a repeat is: "<card> (1 of 2): "."""
    name = game.name(scope.source) if scope.source >= 0 else ""
    name += f" ({note})" if note else ""
    return f"{name.strip()}: " if name else ""


def num(game: ChampionsGame, step: Do, key: str) -> int:
    return amount(game, step.scope, step.e[key])


# -------------------------------------------------------------------- verbs
def _heal(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    return sum(primitives.heal(game, c, num(game, step, "heal")) for c in cards)


targeted("heal", "you", lambda g, e, c: g.c(c).count("damage") > 0)(_heal)


def new_attack(game: ChampionsGame, step: Do, cards: list[int]) -> Attack:
    """An attack by your identity for the effect's damage, against ``cards`` (none: its
    target is chosen as the attack starts, guard and all)."""
    e, seat = step.e, step.scope.seat
    attack = Attack(seat, game.identity(seat), num(game, step, "damage"),
                    ranged=bool(e.get("ranged")), piercing=bool(e.get("piercing")),
                    overkill=bool(e.get("overkill")), on_defeat=list(e.get("on_defeat", [])),
                    source=step.scope.source)
    if cards:
        attack.target, attack.targets = cards[0], list(cards)
    return attack


def _damage(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    e = step.e
    value = num(game, step, "damage")
    if e.get("attack"):  # one attack against every target (RRG ATTACK)
        game.push(new_attack(game, step, cards))
        return 1
    hit = 0
    for cid in cards:
        if game.in_play(cid):
            placed, _excess = primitives.deal_damage(game, cid, value,
                                                     piercing=bool(e.get("piercing")),
                                                     by=step.scope.seat,
                                                     source=step.scope.source)
            hit += int(placed > 0)
    return hit


targeted("damage", {"type": "enemy"}, lambda g, e, c: g.in_play(c))(_damage)


def _remove_threat(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    ignore = bool(step.e.get("ignore_crisis"))
    amount = num(game, step, "remove_threat")
    removed = sum(primitives.remove_threat(game, c, amount, ignore_crisis=ignore,
                                           by=step.scope.seat) for c in cards)
    step.scope.vars["removed"] = removed
    return removed


_remove_threat_targets = targeted(
    "remove_threat", {"type": "scheme"},
    lambda g, e, c: primitives.can_remove_threat(g, c, bool(e.get("ignore_crisis")))
    and g.c(c).count("threat") > 0)(_remove_threat)


def _thwart(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """``thwart = true``: a thwart by your identity (RRG THWART, CONFUSED, PATROL): a
    confused identity's thwart is replaced by discarding the confused card, and only
    schemes it may thwart are targets."""
    seat = step.scope.seat
    you = game.identity(seat)
    if step.e.get("thwart") and step.chosen is None and primitives.status_replaces(
            game, you, "confused", "the thwart"):
        _did(step, 0)
        return None
    if step.e.get("thwart") and step.chosen is None:
        allowed = set(combat.thwartable(game, seat))
        found = [c for c in targets(game, step.scope, step.e.get("target", {"type": "scheme"}))
                 if c in allowed and game.c(c).count("threat") > 0]
        if not found:
            _did(step, 0)
            step.scope.vars["removed"] = 0
            return None
    return _remove_threat_targets(game, step, answer)


VERBS["remove_threat"] = _thwart


def _place_threat(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    value = num(game, step, "place_threat")
    if step.e.get("per_player"):
        value *= game.players_at_start(scope_area(game, step.scope))
    for cid in reversed(cards):
        area = game.area_of(cid)
        if cid == game.main_scheme(area):  # its "would be placed" window first
            game.push(MainThreat(value, area=area))
        elif game.d(cid).type in ("main_scheme", "side_scheme"):
            primitives.place_threat(game, cid, value)
        else:  # threat on a player card (a suit form upgrade)
            game.c(cid).add("threat", value)
            game.log(f"{value} threat is placed on {game.name(cid)}.")
    return len(cards) * value


targeted("place_threat", "main_scheme")(_place_threat)


def counter_kind(game: ChampionsGame, cid: int, kind: str) -> str:
    """An all-purpose counter takes the type of a uses card's counters (AoS p. 4)."""
    if kind != "all-purpose":
        return kind
    uses = game.d(cid).keywords.get("uses")
    return str(uses["counter"]) if isinstance(uses, dict) else "all-purpose"


def _place_counter(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    value = num(game, step, "place_counter")
    for cid in cards:
        kind = counter_kind(game, cid, step.e.get("counter", "all-purpose"))
        primitives.place_counters(game, cid, kind, value)
    return len(cards) * value


targeted("place_counter", "self")(_place_counter)


def _remove_counter(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    value, kind = num(game, step, "remove_counter"), step.e.get("counter", "counters")
    removed = 0
    for cid in cards:
        names = [n for n in game.c(cid).counters if n not in ("damage", "threat")] \
            if kind == "counters" else [kind]
        if names and game.c(cid).count(names[0]):
            game.log(f"{value} {names[0]} counter(s) removed from {game.name(cid)}.")
            # the last use discards the card
            removed += primitives.remove_counters(game, cid, names[0], value)
            replacements.counters_changed(game, cid, names[0])
    return removed


targeted("remove_counter", "self",
         lambda g, e, c: counters(g, c, e.get("counter", "counters")) > 0)(_remove_counter)


def _status(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    return sum(primitives.give_status(game, c, step.e["status"]) for c in cards)


targeted("status", "you", lambda g, e, c: e["status"] != "tough" or not g.c(c).tough
         or bool(g.kw(c, "stacks_tough")))(_status)


def _ready(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    for cid in cards:
        game.c(cid).exhausted = False
        game.log(f"{game.name(cid)} is readied.")
    return len(cards)


targeted("ready", "you", lambda g, e, c: g.c(c).exhausted)(_ready)


def _exhaust(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    for cid in cards:
        game.c(cid).exhausted = True
        game.log(f"{game.name(cid)} is exhausted.")
    return len(cards)


targeted("exhaust", "you", lambda g, e, c: not g.c(c).exhausted)(_exhaust)


def _discard(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    source = step.scope.source
    encounter = source >= 0 and game.c(source).owner < 0 and source not in cards
    done = 0
    for cid in cards:
        card = game.c(cid)
        if game.in_play(cid):
            if encounter and card.owner >= 0:  # its "would be discarded" window first
                game.push(EncounterDiscard(cid))
            elif game.d(cid).type == "ally":
                game.log(f"{game.name(cid)} is discarded.")
                primitives.ally_leaves_play(game, cid)
            else:
                game.log(f"{game.name(cid)} is discarded.")
                primitives.discard(game, cid)
        elif card.zone.endswith((":hand", ":deck")):
            game.state.move(cid, pzone(card.owner, "discard"))
            game.log(f"{game.name(cid)} is discarded.")
        elif game.zone_kind(cid) == "enc:deck":
            game.state.move(cid, game.az("enc:discard", game.area_of(cid)))
            game.log(f"{game.name(cid)} is discarded from the encounter deck.")
        else:
            continue
        done += 1
    # "for each different resource type discarded this way" (The Vulture's Plans)
    step.scope.vars["resource_types"] = len({kind for cid in cards for kind, n in
                                             game.d(cid).resources.items() if n})
    return done


targeted("discard", "self", lambda g, e, c: g.zone_kind(c) not in ("removed", "enc:discard")
         and not g.c(c).zone.endswith(":discard"))(_discard)


def _draw(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    who = player_seat(game, step.scope, step.e.get("player", "you"))
    count = num(game, step, "draw")
    if step.e.get("fill_to"):  # "draw up to your printed hand size": what the hand lacks
        count = max(0, count - len(game.ids(pzone(who, "hand"))))
    _did(step, primitives.draw(game, who, count))
    return None


verb("draw")(_draw)


def _return_to_hand(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    for cid in cards:
        owner = game.c(cid).owner
        if game.in_play(cid) and game.d(cid).type == "ally" and primitives.abducted(game, cid):
            continue  # an ally leaving play is tucked instead (``tucks_allies``)
        if game.in_play(cid):
            if primitives.leave_play(game, cid, "hand"):
                game.log(f"{game.name(cid)} returns to player {owner + 1}'s hand.")
            continue
        game.state.move(cid, pzone(owner, "hand"))
        game.log(f"{game.name(cid)} returns to player {owner + 1}'s hand.")
    return len(cards)


targeted("return_to_hand", "self", lambda g, e, c: g.c(c).owner >= 0
         and not g.c(c).zone.endswith(":hand"))(_return_to_hand)


def enter_play(game: ChampionsGame, seat: int, cid: int, *, revealed: bool = True) -> None:
    """A card enters play from wherever it is: a minion engaged with ``seat``, a scheme with
    its starting threat (its When Revealed too, unless ``revealed`` is false: a linked card
    is put into play, not revealed), an environment, or a player card under ``seat``'s
    control. A unique card matching a card in play does not enter (RRG UNIQUE ICON: a
    player card stays where it is, an encounter card is discarded)."""
    if primitives.kept_out_by_uniqueness(game, cid):
        return
    kind = game.d(cid).type
    area = game.area_of_seat(seat)
    if kind == "minion":
        game.state.move(cid, pzone(seat, "engaged"))
        game.log(f"{game.name(cid)} enters play engaged with player {seat + 1}.")
        game.push(EnteredEngaged(cid, seat))
    elif kind == "side_scheme":
        game.state.move(cid, game.az("schemes", area))
        game.c(cid).add("threat", villain_phase.side_scheme_start(game, cid))
        game.log(f"{game.name(cid)} enters play.")
        if revealed:
            game.push(WhenRevealed(cid, seat))
    elif kind == "environment":
        game.state.move(cid, game.az("environment", area))
        game.log(f"{game.name(cid)} enters play.")
    else:
        card = game.c(cid)
        card.owner = card.owner if card.owner >= 0 else seat
        card.controller = seat
        player_phase.enter_play(game, seat, cid)
        game.log(f"{game.name(cid)} enters play under player {seat + 1}'s control.")


def _put_into_play(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    who = player_seat(game, step.scope, step.e.get("player", "you"))
    for cid in cards[:1] if not step.e.get("each") else cards:
        owner = game.c(cid).owner
        seat = owner if owner >= 0 and game.c(cid).zone.endswith(":hand") else who
        enter_play(game, seat, cid)
        if step.e.get("control") == "any" and len(game.seats(game.area_of_seat(seat))) > 1:
            game.push(GiveControl(seat, cid))  # "under any player's control"
    return len(cards)


def _puttable(game: ChampionsGame, e: dict[str, Any], cid: int) -> bool:
    """Out of play, and not a player card a matching unique card keeps out (putting it into
    play would have no effect: RRG UNIQUE ICON; an encounter card is put in, and discarded)."""
    card = game.c(cid)
    return not game.in_play(cid) and card.zone not in ("removed", "victory") and (
        uniqueness.is_encounter_card(game.d(cid))
        or uniqueness.matching_in_play(game, cid) < 0)


targeted("put_into_play", "self", _puttable)(_put_into_play)


def _engage(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    who = player_seat(game, step.scope, step.e.get("player", "you"))
    for cid in cards:
        game.state.move(cid, pzone(who, "engaged"))
        game.log(f"{game.name(cid)} engages player {who + 1}.")
    return len(cards)


targeted("engage", "self", lambda g, e, c: g.in_play(c) and g.d(c).type == "minion")(_engage)


def _remove_from_game(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    for cid in cards:
        if game.in_play(cid):
            if primitives.leave_play(game, cid, "removed"):
                game.log(f"{game.name(cid)} is removed from the game.")
            continue
        game.state.move(cid, "removed")
        game.log(f"{game.name(cid)} is removed from the game.")
    return len(cards)


targeted("remove_from_game", "self", lambda g, e, c: g.c(c).zone != "removed")(
    _remove_from_game)


def _gain_trait(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    for cid in cards:  # a lasting effect (modifiers.py)
        game.state.lasting.append({"target": cid, "kind": "trait", "name": step.e["gain_trait"],
                                   "until": step.e.get("until", "round")})
        game.log(f"{game.name(cid)} gains the {step.e['gain_trait']} trait.")
    return len(cards)


targeted("gain_trait", "you")(_gain_trait)


def _flip(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    """Turn a double-sided card to the face with the given name ("change to <face> suit
    form"); a card already showing it does not change."""
    flipped = 0
    for cid in cards:
        if game.turn_to_face(cid, step.e["flip"]):
            flipped += 1
    return flipped


targeted("flip", {"type": "upgrade", "keyword": "form", "controller": "you"})(_flip)


def _change_form(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    seat = step.scope.seat
    form = game.state.players[seat].form
    changed = step.e["change_form"] == "other" or form != step.e["change_form"]
    if changed:
        player_phase.change_form(game, seat)
    _did(step, int(changed))
    return None


verb("change_form")(_change_form)


def _search(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Search zones for a card matching a selector, add it to your hand (one per title
    offered), then shuffle your deck (RRG SEARCH: a deck searched is shuffled).
    ``to = "play"`` puts the card found into play instead (a minion engages you), and
    shuffles the deck searched; ``shuffle_deck = false`` leaves that to a later effect (several
    players searching the encounter deck in turn, then "shuffle")."""
    seat = step.scope.seat
    spec = dict(step.e["search"])
    spec.setdefault("zone", "deck")
    spec.setdefault("controller", "you")
    to_play = step.e.get("to") == "play"
    seen: dict[str, int] = {}
    for cid in select(game, step.scope, spec):
        seen.setdefault(game.c(cid).code, cid)
    options = [(f"t:{c}", game.name(c)) for c in seen.values()] or [("none", "Nothing found")]
    prompt = (f"{head(game, step.scope)}{game.effects_text([step.e])}: which card?" if to_play
              else f"Search: take which card? ({game.effects_text([step.e])})")
    ask, chosen = game.ask_one(seat, answer, prompt, options, "that is not one of the options")
    if ask:
        return ask
    if chosen != "none" and to_play:
        step.scope.vars["it"] = int(chosen[2:])
        enter_play(game, seat, int(chosen[2:]))
    elif chosen != "none":
        game.state.move(int(chosen[2:]), pzone(seat, "hand"))
        game.log(f"Player {seat + 1} adds {game.name(int(chosen[2:]))} to their hand.")
    if step.e.get("shuffle_deck", True):
        searched = game.az("enc:deck", scope_area(game, step.scope)) \
            if to_play and spec["zone"] == "encounter_deck" else pzone(seat, "deck")
        game.state.shuffle(searched)
    _did(step, int(chosen != "none"))
    return None


verb("search")(_search)


def _look(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Look at the top cards of a deck one by one: discard each, or put it back on the
    top (in the order kept) or on the bottom (``choices`` limits what is offered). The
    player looking knows the cards put back until the deck is shuffled (RRG LOOK): dealt
    facedown meanwhile, they are shown to that player (``CardInst.known_to``)."""
    e = step.e
    encounter = game.az("enc:deck", scope_area(game, step.scope))
    zone = {"encounter_deck": encounter, "your_deck": pzone(step.scope.seat, "deck")}.get(
        e.get("deck", "encounter_deck"), encounter)
    if e.get("deck") == "chosen":
        zone = pzone(step.scope.vars["player"], "deck") if step.scope.vars.get(
            "player", -1) >= 0 else encounter
    if step.chosen is None:
        step.chosen = game.ids(zone)[:num(game, step, "look")]
        step.scope.vars["looked"] = 0
    placed: dict[str, int] = e.setdefault("_placed", {})
    waiting = [c for c in step.chosen if str(c) not in placed and game.c(c).zone == zone]
    if waiting:
        cid = waiting[0]
        labels = {"discard": "Discard it", "top": "Put it back on top (in order)",
                  "bottom": "Put it on the bottom"}
        options = [(k, labels[k]) for k in e.get("choices", ["discard", "top", "bottom"])]
        if answer is None:
            return Ask(step.scope.seat, f"{head(game, step.scope)}card "
                       f"{len(placed) + 1} of {len(step.chosen)} is {game.name(cid)}.", options,
                       about=[cid])
        game.require(answer in dict(options), "that is not one of the options")
        placed[str(cid)] = {"discard": 0, "top": 1, "bottom": 2}[answer]
        game.push(step)
        return None
    looked = [c for c in step.chosen if game.c(c).zone == zone]
    deck = game.state.zone(zone)
    for cid in looked:
        if placed[str(cid)] == 0:
            game.state.move(cid, game.az("enc:discard", scope_area(game, step.scope))
                            if zone == encounter else pzone(game.c(cid).owner, "discard"))
            game.log(f"{game.name(cid)} is discarded.")
    kept = [c for c in looked if placed[str(c)]]
    for cid in kept:
        deck.remove(cid)
        card = game.c(cid)
        card.known_to = sorted({*card.known_to, step.scope.seat})
    deck[0:0] = [c for c in kept if placed[str(c)] == 1]
    deck.extend(c for c in kept if placed[str(c)] == 2)
    e.pop("_placed", None)
    return None


verb("look")(_look)


def _choose_player(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Bind "that player" (``as``, default ``player``) to a seat you choose, then run
    ``then``; only players for whom its first effect can change something are offered."""
    then = step.e.get("then", [])
    name = step.e.get("as", "player")
    seats = [s for s in game.seats(scope_area(game, step.scope)) if not then or can_start(
        game, dataclasses.replace(step.scope, vars={**step.scope.vars, name: s}), then[0])]
    if not seats:
        _did(step, 0)
        return None
    options = [(f"p:{s}", f"Player {s + 1}") for s in seats]
    ask, chosen = game.ask_one(step.scope.seat, answer,
                               f"{head(game, step.scope, step.note)}Choose a player.",
                               options, "choose one of the players")
    if ask:
        return ask
    step.scope.vars[name] = int(chosen[2:])
    _did(step, 1)
    run(game, step.scope, then)
    return None


verb("choose_player")(_choose_player)


def _shuffle(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    zone = {"encounter_deck": game.az("enc:deck", scope_area(game, step.scope)),
            "your_deck": pzone(step.scope.seat, "deck")}[step.e["shuffle"]]
    game.state.shuffle(zone)
    return None


verb("shuffle")(_shuffle)


def _discard_until(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Discard cards from the top of a deck until one matching the selector is discarded;
    it is bound to ``it`` ("reveal it", "tuck it"). A player's deck is reshuffled from
    the discard pile once when it runs out (RRG: a player deck's last card is drawn)."""
    seat = step.scope.seat
    mine = step.e.get("deck", "encounter_deck") == "your_deck"
    area = scope_area(game, step.scope)
    zone = pzone(seat, "deck") if mine else game.az("enc:deck", area)
    spec = dict(step.e["discard_until"])
    budget = len(game.ids(zone)) + (len(game.ids(pzone(seat, "discard"))) if mine else 0)
    for _ in range(budget):
        deck = game.ids(zone)
        if not deck and mine:
            primitives.reshuffle_player_deck(game, seat)
            deck = game.ids(zone)
        if not deck:
            break
        top = deck[0]
        game.state.move(top, pzone(seat, "discard") if mine else game.az("enc:discard", area))
        game.log(f"{game.name(top)} is discarded from the top of the deck.")
        if top in select(game, step.scope, {**spec, "zone": ["discard" if mine else
                                                              "encounter_discard"]}):
            step.scope.vars[step.e.get("as", "it")] = top
            _did(step, 1)
            return None
    step.scope.vars[step.e.get("as", "it")] = -1
    _did(step, 0)
    return None


verb("discard_until")(_discard_until)


def _reveal(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Reveal the card(s); a minion already in play (one ``find`` found) engages you and
    resolves its When Revealed abilities instead (RRG v1.8 FIND). ``did``: a card came
    into play from out of it."""
    entering = 0
    for cid in targets(game, step.scope, step.e["reveal"]):
        if game.in_play(cid) and game.d(cid).type == "minion":
            villain_phase.found_in_play(game, cid, step.scope.seat)
        elif not game.in_play(cid):
            entering += 1
            game.push(Reveal(cid, step.scope.seat))
    _did(step, entering)
    return None


verb("reveal")(_reveal)


# ------------------------------------------- the villain, the encounter deck, occurrences
def _surge(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    after = game.queued(AfterReveal)
    if after is not None:
        after.surge = True
    return None


def _villain_schemes(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    game.push(EnemyScheme(game.villain(scope_area(game, step.scope)), step.scope.seat))
    return None


def _villain_attacks(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    game.push(EnemyAttack(game.villain(scope_area(game, step.scope)), step.scope.seat,
                          int(step.e.get("extra_boost", 0))))
    return None


def _enemies_attack(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    seat = step.scope.seat
    villain = game.villain(scope_area(game, step.scope))
    game.push(*[EnemyAttack(m, seat) for m in [villain, *game.minions(seat)]])
    return None


def _reveal_encounter(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    game.push(RevealTop(step.scope.seat))
    return None


def _bring_linked(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    abilities.bring_linked(game, step.scope.seat, step.scope.source)
    return None


def _reverse_activation(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    occ = game.state.occurrences.get(step.scope.occ)
    if occ is not None:
        occ.replaced = "reverse"  # (the ability's own log line says so: said once)
    return None


def _answer_occurrence(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Effects that act on the occurrence a window is answering (RRG: PREVENT, CANCEL,
    REPLACEMENT EFFECT): the rules read it back when the occurrence resolves."""
    e = step.e
    occ = game.state.occurrences.get(step.scope.occ)
    if occ is None:
        return None
    if "cancel" in e:
        occ.cancelled = True
        if occ.kind == "reveal" and occ.card >= 0:  # "cancel ... and discard it"
            game.c(occ.card).facedown = False
            primitives.discard(game, occ.card)
            game.log(f"{game.name(occ.card)} is cancelled and discarded.")
        else:
            game.log("It is cancelled.")
    else:
        what = prevented_noun(occ.kind)
        verb = "are" if what.startswith("those") else "is"
        if e["prevent_damage"] == "all":
            occ.prevent_all = True
            game.log(f"All of {what} {verb} prevented.")
        else:
            occ.prevented += int(e["prevent_damage"])
            game.log(f"{int(e['prevent_damage'])} of {what} {verb} prevented.")
    return None


def prevented_noun(kind: str) -> str:
    """What ``prevent_damage`` prevents in an occurrence of that kind (its amount's noun in
    the vocabulary: damage, threat, healing, cards, counters)."""
    occurrence = vocabulary.OCCURRENCES.get(kind)
    return vocabulary.PREVENT_NOUNS.get(occurrence.amount if occurrence else "", "that damage")


VERBS.update({"surge": _surge, "villain_schemes": _villain_schemes,
              "villain_attacks": _villain_attacks, "enemies_attack": _enemies_attack,
              "reveal_encounter": _reveal_encounter, "bring_linked": _bring_linked,
              "reverse_activation": _reverse_activation, "cancel": _answer_occurrence,
              "prevent_damage": _answer_occurrence})


# ------------------------------------------------------------- control flow
def test(game: ChampionsGame, scope: Scope, cond: dict[str, Any]) -> bool:
    """A condition inside an ability: ``did``, ``exists``/``none`` (a selector),
    ``count`` with ``at_least``/``at_most``, ``status`` of ``of`` (a word), ``expert``,
    ``form``, plus the ability conditions of ``Effects.condition_met``."""
    if "did" in cond and bool(scope.vars.get("did", 0)) != bool(cond["did"]):
        return False
    if "exists" in cond and not targets(game, scope, cond["exists"]):
        return False
    if "none" in cond and targets(game, scope, cond["none"]):
        return False
    if "count" in cond:
        n = amount(game, scope, cond["count"])  # a bound is an amount too ("4 per player")
        low = amount(game, scope, cond["at_least"]) if "at_least" in cond else n
        high = amount(game, scope, cond["at_most"]) if "at_most" in cond else n
        if n < low or n > high:
            return False
    if "side" in cond:  # which face a double-sided card shows ("a" or "b"; default: this card)
        cards = targets(game, scope, cond.get("of", "self"))
        if not cards or not game.c(cards[0]).code.endswith(str(cond["side"])):
            return False
    if "status" in cond:
        cards = targets(game, scope, cond.get("of", "you"))
        if not cards or not primitives.is_status(game, cards[0], cond["status"]):
            return False
    if "resource" in cond:  # a card's printed resource icons (wild counts as every type)
        cards = targets(game, scope, cond.get("of", "it"))
        if not cards or not paying.has_resource(game.d(cards[0]).resources, cond["resource"]):
            return False
    if "paid_with" in cond and not paying.has_resource(
            game.c(scope.source).extra.get("paid", {}), cond["paid_with"]):
        return False  # "if you paid for this card using a [physical] resource"
    if "undefended_attack" in cond and not game.c(scope.source).extra.get("undefended"):
        return False  # the boost card's attack: the villain's, with no defender
    rest = {k: v for k, v in cond.items() if k in ("form", "suit", "expert", "mode", "needs")}
    return not rest or conditions.condition_met(game, scope.seat, rest, scope.source)


def _if(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    branch = "then" if test(game, step.scope, step.e["if"]) else "otherwise"
    run(game, step.scope, step.e.get(branch, []))
    return None


verb("if")(_if)


def _repeat(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    times = num(game, step, "repeat")
    game.push(*[Do(step.scope, dict(e), note=f"{k + 1} of {times}" if times > 1 else "")
                for k in range(times) for e in step.e.get("effects", [])])
    return None


verb("repeat")(_repeat)


def _for_each(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    name = step.e.get("as", "it")
    steps = []
    for cid in targets(game, step.scope, step.e["for_each"]):
        scope = dataclasses.replace(step.scope, vars={**step.scope.vars, name: cid})
        steps += [Do(scope, dict(e)) for e in step.e.get("effects", [])]
    game.push(*steps)
    return None


verb("for_each")(_for_each)


def can_start(game: ChampionsGame, scope: Scope, e: dict[str, Any]) -> bool:
    """Whether an option of "choose one" could change the game state (RRG: an option
    that would not change it is not chosen): its targeted verb has a usable target."""
    for key, usable in USABLE.items():
        if key in e:
            if e.get("attack") and not isinstance(e.get("target"), str):
                return bool(game.enemies(scope_area(game, scope)))
            spec = e.get("target", DEFAULTS[key])
            return any(usable(game, e, c) for c in targets(game, scope, spec))
    if "if" in e:
        return test(game, scope, e["if"])
    return True


AMOUNT_KEYS = ("damage", "heal", "place_threat", "remove_threat", "place_counter",
               "remove_counter", "draw", "attack_bonus", "divert", "deal_encounter")


LANGUAGE.can_start = can_start


def with_values(effects: list[dict[str, Any]], scope: Scope,
                game: ChampionsGame | None = None) -> list[dict[str, Any]]:
    """Effects with their amounts written in as numbers ("place X threat", X = 2) for a
    question or an option's label: names earlier sentences set, and with ``game`` every
    amount table that can be worked out now (counters on a card, a stat, a count)."""
    def known(key: str, value: Any) -> Any:
        if not isinstance(value, dict):
            return value
        if set(value) == {"var"}:
            return scope.vars.get(value["var"], value)
        if game is not None and key in AMOUNT_KEYS:
            return amount(game, scope, value)
        return value
    return [{k: known(k, v) for k, v in e.items()} for e in effects]


def _expansions(game: ChampionsGame, scope: Scope, e: dict[str, Any]) -> list[int] | None:
    """The targets an option's first effect would ask for, so one question can offer
    "Deal 5 damage to <the villain>" directly (None: the option is not a single choice)."""
    key = next((k for k in USABLE if k in e), "")
    spec = e.get("target", DEFAULTS.get(key))
    if not key or isinstance(spec, str) or e.get("attack") or any(
            e.get(k) for k in ("each", "any_number", "up_to", "optional", "first")):
        return None
    return [c for c in targets(game, scope, spec) if USABLE[key](game, e, c)]


def _choose_one(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """One question: each option that can change the game state, an option that picks a
    target offered once per target ("Deal 5 damage to <the villain>")."""
    choices = step.e["choose_one"]
    options: list[tuple[str, str]] = []
    for i, choice in enumerate(choices):
        listed = choice.get("effects", [])
        if listed and not can_start(game, step.scope, listed[0]):
            continue
        cards = _expansions(game, step.scope, listed[0]) if listed else None
        if cards is None:
            said = game.effects_text(with_values(listed, step.scope, game))
            options.append((str(i), choice.get("text") or said))
            continue
        first = listed[0]
        said = text.effect_text(first)
        whom = text.selector_text(first.get("target", DEFAULTS.get(
            next(k for k in USABLE if k in first))))
        for cid in cards:
            named = abilities.describe_target(game, cid)
            label = (f"{choice['text']}: {named}" if choice.get("text")
                     else said.replace(whom, named, 1))
            options.append((f"{i}:{cid}", label[:1].upper() + label[1:]))
    if not options:
        return None
    who = player_seat(game, step.scope, step.e.get("by", "you"))
    ask, chosen = game.ask_one(who, answer, f"{head(game, step.scope, step.note)}Choose one.",
                               options, "that is not one of the options")
    if ask:
        return ask
    index, _, target = chosen.partition(":")
    listed = choices[int(index)].get("effects", [])
    if not target:
        run(game, step.scope, listed)
        return None
    picked = Do(step.scope, dict(listed[0]), chosen=[int(target)], done=True)
    step.scope.vars[picked.e.get("as", "it")] = int(target)
    game.push(picked, *[Do(step.scope, dict(e)) for e in listed[1:]])
    return None


verb("choose_one")(_choose_one)
