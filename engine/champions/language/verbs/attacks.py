"""Card language verbs about the attack being made, each written for every card like it.

- "This attack" (AoS rulebook p. 9, Preparation abilities resolve while a character attacks
  the villain): ``prevent_attack_damage = "all"`` (prevent all damage of this attack),
  ``redirect_attack`` (resolve this attack against the target instead), ``after_attack =
  [effects]`` (run once this attack has resolved; ``{ var = "prevented" }`` is then the
  damage the attack had prevented). The attack is the one the resolving ability belongs
  to: the scope's attack id, else the queued attack whose "would" window is answered.
- "An enemy attacks a character" (RRG ATTACKS AGAINST ALLIES, AoS rulebook p. 4):
  ``enemy_attacks = "villain"`` (a word or a selector: the attacking enemies) with a
  ``target``, the attacked character (default ``you``: your identity; an ally: its
  controller is the attacked player), ``overkill = true`` (this attack gains overkill) and
  ``extra_boost = n``. ``redirect_attack`` answering an enemy's attack (its "would"
  window) makes that attack one against the target ally (or identity) instead, noted
  ``redirected``.
- ``attach = "self"`` with a ``target``: attach that card to the target.
- ``discard_top = n`` (``deck``: ``encounter_deck`` or ``your_deck``): discard the top
  card(s) of a deck, the last one bound to ``as`` (default ``it``).
- ``resolve = "preparation"`` with a ``target``: resolve that trigger's abilities printed on
  the card; a card with none printed resolves the ones cards in play grant it (``grant``),
  where ``granter`` names the granting card. An attack during which
  one resolved is noted with the trigger's name (read by ``unless``).
- ``for_each_player = true`` with ``effects``: each player in player order resolves them as
  "you" (also bound to ``player``): a setup search.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from content.champions.vocabulary import RESOURCE_TYPES
from engine.champions.core.base import Ask
from engine.champions.core.combat_steps import Attack
from engine.champions.core.effect_steps import Do, Scope
from engine.champions.core.encounter_steps import ByHand
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import EnemyAttack
from engine.champions.language import conditions, text
from engine.champions.language.selectors import scope_area, targets
from engine.champions.language.verbs.registry import _did, num, targeted, verb
from engine.champions.rules import combat, modifiers, primitives

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

GRANTER = "granter"  # the word for the card granting the ability being resolved


def attack_of(game: ChampionsGame, scope: Scope) -> Attack | None:
    """The queued attack an ability resolving in ``scope`` is part of: by its attack id,
    else the attack whose "would" occurrence the ability answers (None: no attack)."""
    for step in game.state.queue:
        if not isinstance(step, Attack):
            continue
        if scope.aid >= 0 and step.aid == scope.aid:
            return step
        if scope.aid < 0 and scope.occ >= 0 and scope.occ in step.would:
            return step
    return None


# ------------------------------------------------------------------ this attack
def _prevent_attack_damage(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    attack = attack_of(game, step.scope)
    if attack is not None and not attack.prevent:
        attack.prevent = True
        game.log("All damage from this attack is prevented.")
    _did(step, int(attack is not None))
    return None


verb("prevent_attack_damage")(_prevent_attack_damage)


def enemy_attack_of(game: ChampionsGame, scope: Scope) -> EnemyAttack | None:
    """The queued enemy attack whose "would" occurrence an ability answers, or None."""
    return next((s for s in game.state.queue if isinstance(s, EnemyAttack)
                 and scope.occ >= 0 and s.occ == scope.occ), None)


def _redirect(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    """The attack's target (the card the answered occurrence is about, else its first
    target) becomes the chosen card (RRG ATTACK: the attack resolves against it). An enemy's
    attack becomes one against the chosen ally, whose controller is now the attacked
    player (RRG ATTACKS AGAINST ALLIES)."""
    attack = attack_of(game, step.scope)
    if attack is None and cards:
        return _redirect_enemy_attack(game, step, cards[0])
    if attack is None or not cards:
        return 0
    occ = game.state.occurrences.get(step.scope.occ)
    aimed = combat.attack_targets(attack)
    old = occ.card if occ is not None and occ.card in aimed else attack.target
    combat.retarget(attack, old, cards[0])
    game.log(f"The attack is resolved against {game.name(cards[0])} instead.")
    return 1


targeted("redirect_attack", "self", lambda g, e, c: g.in_play(c))(_redirect)


def _redirect_enemy_attack(game: ChampionsGame, step: Do, target: int) -> int:
    """An enemy's attack becomes one against ``target``: an ally (its controller is the
    attacked player) or a player's identity ("that enemy attacks you instead"). The
    occurrence is noted ``redirected``: an ability answering only attacks initiated against
    a player (Spider-Sense: FFG ruling of 9 July 2026, 1) does not answer it."""
    enemy_attack = enemy_attack_of(game, step.scope)
    occ = game.state.occurrences.get(step.scope.occ)
    kind = game.d(target).type
    if enemy_attack is None or occ is None or kind not in ("ally", "hero", "alter_ego"):
        return 0
    seat = game.c(target).controller
    if kind != "ally":
        seat = next((s for s in range(len(game.state.players))
                     if game.identity(s) == target), -1)
        if seat < 0 or occ.card == target:
            return 0
    enemy_attack.target, enemy_attack.seat = (target if kind == "ally" else -1), seat
    occ.card, occ.seat = target, seat
    if "redirected" not in occ.notes:
        occ.notes.append("redirected")
    game.log(f"{game.name(enemy_attack.enemy)} attacks {game.name(target)} instead.")
    return 1


# ------------------------------------------------------------- an enemy attacks
def _attacked(game: ChampionsGame, e: dict[str, Any], cid: int) -> bool:
    """A character an enemy can attack: an identity or an ally in play."""
    return game.in_play(cid) and game.d(cid).type in ("hero", "alter_ego", "ally")


def _enemy_attacks(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    """Each enemy ``enemy_attacks`` names attacks each target character (RRG ATTACK (ENEMY
    ACTIVATION); ATTACKS AGAINST ALLIES: an ally's controller is the attacked player)."""
    enemies = game.enemies(scope_area(game, step.scope))  # the resolving area's
    attackers = [c for c in targets(game, step.scope, step.e["enemy_attacks"]) if c in enemies]
    extra, overkill = int(step.e.get("extra_boost", 0)), bool(step.e.get("overkill"))
    also = bool(step.e.get("also"))
    attacks: list[EnemyAttack] = []
    for attacker in attackers:
        for target in cards:
            seat = game.c(target).controller
            ally = target if game.d(target).type == "ally" else -1
            attacks.append(EnemyAttack(attacker, seat, extra, target=ally, overkill=overkill,
                                       also=also))
    game.push(*attacks)
    # "if it did not attack" (Titania's Fury): a stunned enemy's first attack is replaced by
    # discarding its stun card (RRG STUNNED), so it does not count as an attack made
    stunned = sum(1 for a in attackers if cards and primitives.is_status(game, a, "stunned"))
    return len(attacks) - stunned


targeted("enemy_attacks", "you", _attacked)(_enemy_attacks)


def _after_attack(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    attack = attack_of(game, step.scope)
    if attack is not None:
        s = step.scope
        attack.after.append(
            {"seat": s.seat, "source": s.source, "effects": list(step.e["after_attack"]),
             "vars": dict(s.vars)})
    _did(step, int(attack is not None))
    return None


verb("after_attack")(_after_attack)


# ---------------------------------------------------------------------- attach
def _attach(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    """Attach the card ``attach`` names (default this card) to the target."""
    word = step.e["attach"] if isinstance(step.e["attach"], str) else "self"
    found = targets(game, step.scope, word)
    if not found or not cards or game.zone_kind(found[0]) in ("removed", "victory"):
        return 0
    card, host = found[0], cards[0]
    entering = not game.in_play(card)  # a boost card attaching enters play (RRG USES)
    game.state.move(card, game.az("attached", game.area_of(host)))
    game.c(card).attached_to = host
    game.log(f"{game.name(card)} attaches to {game.name(host)}.")
    if entering:
        primitives.enter_with_uses(game, card)
    return 1


targeted("attach", "villain", lambda g, e, c: g.in_play(c))(_attach)


# ------------------------------------------------------------ the top of a deck
def _discard_top(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    """Discard the top card(s) of the encounter deck (an empty one is refilled from its
    discard pile, RRG ENCOUNTER DECK) or of your deck; the last one is bound to ``as``.
    Your deck, empty as the discarding begins, is refilled first (RRG PLAYER DECK: the
    discard pile shuffled into a new deck, an encounter card dealt); once it empties while
    discarding, no further card is discarded (the next draw refills it). The vars
    ``discarded_<type>`` count the printed resources of that type on the cards discarded
    ("for each printed [energy] resource discarded this way": Repulsor Blast)."""
    seat, name = step.scope.seat, step.e.get("as", "it")
    mine = step.e.get("deck", "encounter_deck") == "your_deck"
    area = scope_area(game, step.scope)
    last, done = -1, 0
    discarded: list[int] = []
    for _ in range(num(game, step, "discard_top")):
        if mine:
            deck = game.ids(pzone(seat, "deck"))
            if not deck and not done and game.ids(pzone(seat, "discard")):
                primitives.reshuffle_player_deck(game, seat)
                deck = game.ids(pzone(seat, "deck"))
            top = deck[0] if deck else -1
        else:
            top = primitives.top_encounter(game, area)
        if top < 0:
            break
        game.state.move(top, pzone(seat, "discard") if mine else game.az("enc:discard", area))
        source = f"{game.name(step.scope.source)} discards" if step.scope.source >= 0 \
            else "Discarded:"
        game.log(f"{source} {game.name(top)} from the top of the "
                 f"{'deck' if mine else 'encounter deck'}.")
        last, done = top, done + 1
        discarded.append(top)
    step.scope.vars[name] = last
    for kind in RESOURCE_TYPES:
        step.scope.vars[f"discarded_{kind}"] = sum(game.d(c).resources.get(kind, 0)
                                                   for c in discarded)
    _did(step, done)
    return None


verb("discard_top")(_discard_top)


# ---------------------------------------------------------- resolving a trigger
def _resolve(game: ChampionsGame, step: Do, cards: list[int]) -> int:
    """Resolve each ability of the trigger ``resolve`` names on the cards (printed ones,
    else those granted); they run next, each in its own scope, as part of the attack the
    resolving ability belongs to."""
    trigger, s = step.e["resolve"], step.scope
    attack = attack_of(game, s)
    attacker = attack.by if attack is not None else s.attacker
    aid = attack.aid if attack is not None else s.aid
    queued: list[Do] = []
    manual: list[int] = []
    for card in cards:
        printed = [a for a in game.d(card).abilities if a.trigger == trigger
                   and conditions.condition_met(game, s.seat, a.condition, card)]
        resolving = [(a, -1) for a in printed] or [
            (a, giver) for giver, a in modifiers.granted(game, trigger)]
        for ability, giver in resolving:
            scope = Scope(s.seat, card, s.occ, attacker, aid,
                          {GRANTER: giver} if giver >= 0 else {})
            queued += [Do(scope, dict(e)) for e in ability.effects]
        if resolving and attack is not None:
            attack.notes.append(trigger)
        if printed and game.d(card).automation != "full":
            manual.append(card)
    game.push(*queued)
    game.push(*[ByHand(s.seat, card) for card in manual])
    return len(queued)


targeted("resolve", "it")(_resolve)


# ----------------------------------------------------------------- each player
def _for_each_player(game: ChampionsGame, step: Do, answer: str | None) -> Ask | None:
    steps: list[Do] = []
    seats = game.seats(scope_area(game, step.scope))
    for seat in seats:
        scope = dataclasses.replace(step.scope, seat=seat,
                                    vars={**step.scope.vars, "player": seat})
        steps += [Do(scope, dict(e)) for e in step.e.get("effects", [])]
    game.push(*steps)
    _did(step, len(seats))
    return None


verb("for_each_player")(_for_each_player)


# ------------------------------------------------------------------- card text
def _search_text(e: dict[str, Any]) -> str:
    where = {"zone": "deck", "controller": "you", **e["search"]}
    found = text.selector_text(where)
    if e.get("to") == "play":
        zones = where["zone"] if isinstance(where["zone"], list) else [where["zone"]]
        deck = " or ".join(text.ZONE_TEXT.get(str(z), f"in {z}").format(whose="your")[3:]
                           for z in zones)
        what = text.selector_text({k: v for k, v in where.items()
                                   if k not in ("zone", "controller")})
        shuffle = f" and shuffle {deck}" if e.get("shuffle_deck", True) else ""
        return f"search {deck} for {what} and put it into play{shuffle}"
    if not e.get("shuffle_deck", True):  # "add 1 of the top 3 to your hand" (Tony Stark)
        return f"add {found} to your hand"
    return f"search for {found}, add it to your hand and shuffle your deck"


def _discard_top_text(e: dict[str, Any]) -> str:
    deck = "your deck" if e.get("deck") == "your_deck" else "the encounter deck"
    count = e["discard_top"]
    return f"discard the top card of {deck}" if count == 1 else \
        f"discard the top {text.amount_text(count)} cards of {deck}"


def _attach_text(e: dict[str, Any]) -> str:
    card = e["attach"] if isinstance(e["attach"], str) else "self"
    return f"attach {text.selector_text(card)} to {text.selector_text(e.get('target', 'villain'))}"


def _enemy_attacks_text(e: dict[str, Any]) -> str:
    attacker = text.selector_text(e["enemy_attacks"],  # a selector: every match attacks
                                  each=isinstance(e["enemy_attacks"], dict))
    sentence = f"{attacker} attacks " + text.selector_text(e.get("target", "you"),
                                                           each=bool(e.get("each")))
    if e.get("extra_boost"):
        sentence += f" with {e['extra_boost']} extra boost card(s)"
    if e.get("also"):
        sentence = "also, " + sentence
    return sentence + ("; this attack gains overkill" if e.get("overkill") else "")


def _resolve_text(e: dict[str, Any]) -> str:
    target = e.get("target", "it")
    whose = "its" if target == "it" else f"the {text.selector_text(target)}'s"
    return f"resolve {whose} {text.TRIGGER_TEXT[e['resolve']]} abilities"


text.WORDS[GRANTER] = "the card granting this ability"
text.TRIGGER_TEXT["setup"] = "Setup"
text.LANGUAGE_TEXT["search"] = _search_text
text.LANGUAGE_TEXT.update({
    "prevent_attack_damage": lambda e: "prevent all damage from this attack",
    "redirect_attack": lambda e: "resolve this attack against "
                                 f"{text.selector_text(e.get('target', 'self'))} instead",
    "enemy_attacks": _enemy_attacks_text,
    "after_attack": lambda e: "after this attack, "
                              + text.effects_text(e["after_attack"]).lower(),
    "attach": _attach_text,
    "discard_top": _discard_top_text,
    "resolve": _resolve_text,
    "shuffle": lambda e: "shuffle " + {"encounter_deck": "the encounter deck",
                                       "your_deck": "your deck"}[e["shuffle"]],
    "for_each_player": lambda e: "each player in turn: "
                                 + text.effects_text(e.get("effects", [])).lower(),
})
