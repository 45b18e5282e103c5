"""The villain phase and enemy activations (RRG: VILLAIN PHASE, ATTACK (ENEMY ACTIVATION),
SCHEME (ENEMY ACTIVATION), BOOST, DEFEND, REVEAL, SURGE).

A villain phase is one game area's (:class:`VillainPhaseStart` carries it): its main
scheme, its villain and its players' minions activating, its encounter deck dealing. An
activation, a reveal or a surge happens in the area of the player it is against. The
round ends per area too (the first player passes among the area's players), and what
comes next is the next area's villain phase, or the first area's player phase: the
threaded rounds of a game with several areas (competitive: each team's player phase, then
each team's villain phase).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions.core.base import Ask
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.encounter_steps import AfterReveal, EnteredEngaged, Reveal, WhenRevealed
from engine.champions.core.player_steps import PlayerPhaseStart
from engine.champions.core.state import pzone
from engine.champions.core.steps import TypedStep, handled_by
from engine.champions.core.villain_steps import (
    Activate,
    DealEncounter,
    EndRound,
    EnemyAttack,
    EnemyScheme,
    ForcedItem,
    MainThreat,
    MinionsActivate,
    NextRound,
    OrderForced,
    RevealAll,
    RevealDealt,
    RevealLastDealt,
    RevealTop,
    Surge,
    VillainPhaseStart,
)
from engine.champions.rules import (
    basic_events,
    indirect_damage,
    modifiers,
    player_phase,
    primitives,
    windows,
)

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

ENTERS_PLAY = ("minion", "side_scheme", "attachment", "environment")
"""The encounter card types a reveal puts into play (a treachery resolves and is gone)."""


def s_villain_phase(game: ChampionsGame, step: VillainPhaseStart, answer: str | None) -> Ask | None:
    area = step.area
    first = game.first_player(area)
    if not step.answered and basic_events.would(game, "phase_started", first, [1, area],
                                                amount=1):
        return None  # "when the villain phase would start" first (basic_events.Change)
    if game.area_of_seat(game.state.active) != area and game.seats(area):
        game.state.active = game.seats(area)[0]  # the phase is played in this area
    here = game.area(area)
    here.phase = "villain"
    amount = game.threat_per_round(area)
    game.log(f"Villain phase, round {here.round}{game.area_label(area)}.")
    steps: list[TypedStep] = [MainThreat(amount, area=area, villain_step=True)]
    for seat in game.seats(area):
        steps += [Activate(game.villain(area), seat, step_two=True), MinionsActivate(seat)]
    game.push(*steps, DealEncounter(area), RevealAll(area), EndRound(area))
    # "at the start of the villain phase" (pushed last: it comes first)
    basic_events.happened(game, "phase_started", first, amount=1)
    return None


def s_main_threat(game: ChampionsGame, step: MainThreat, answer: str | None) -> Ask | None:
    """Place threat on the main scheme: first its "would be placed" window, whose
    interrupts may divert part of it elsewhere (RRG: REPLACEMENT EFFECT)."""
    main = game.main_scheme(step.area)
    if step.amount <= 0 or main < 0:
        _threat_step_done(game, step)
        return None
    if step.occ < 0:
        step.occ = windows.occur(game.state, "main_threat", game.first_player(step.area),
                                 card=main, amount=step.amount).id
        game.push(windows.Window(step.occ, "would"), step)
        return None
    occ = game.state.occurrences.pop(step.occ, None)
    _threat_step_done(game, step)  # pushed first: it follows the threat's own windows
    amount, moved = occ.split(occ.remaining()) if occ is not None else (step.amount, [])
    for card, n in moved:
        if game.in_play(card):
            primitives.place_threat(game, card, n)
    primitives.place_threat(game, main, amount)
    return None


def _threat_step_done(game: ChampionsGame, step: MainThreat) -> None:
    """RRG VILLAIN PHASE step 1 (place threat) has resolved: the "after step 1 of the
    villain phase" window, opened only when a card answers it (so games without such
    cards run as before)."""
    if step.villain_step and ("place_threat_step", "after") in game.answerable and \
            windows.answered(game, "place_threat_step", "after"):
        occ = windows.occur(game.state, "place_threat_step", game.first_player(step.area))
        game.push(windows.Window(occ.id, "after", last=True))


def s_activate(game: ChampionsGame, step: Activate, answer: str | None) -> Ask | None:
    """RRG ACTIVATION: the enemy attacks a hero or schemes against an alter-ego. When a card
    in play answers "when [an enemy] activates", its "would" window comes first: a forced
    interrupt may give the enemy more boost cards for this activation (the occurrence's
    amount) or cancel it ("it does not activate ... instead"); then the attack or scheme,
    then the "after [it] activates" window."""
    enemy, seat = step.enemy, step.seat
    if enemy < 0 or not game.in_play(enemy) or game.state.players[seat].eliminated:
        game.state.occurrences.pop(step.occ, None)
        return None
    if step.occ < 0:
        occ = windows.occur(game.state, "activation", seat, card=enemy, source=enemy)
        step.occ = occ.id
        if step.step_two:  # "during step two of the villain phase" (RRG VILLAIN PHASE)
            occ.notes.append("step_two")
        if ("activation", "would") in game.answerable and \
                windows.answered(game, "activation", "would"):
            game.push(windows.Window(occ.id, "would"), step)
            return None
    occ = game.state.occurrences[step.occ]
    if occ.cancelled:
        game.state.occurrences.pop(occ.id, None)
        game.log(f"{game.name(enemy)} does not activate.")
        return None
    extra = occ.amount  # "give it an additional boost card for this activation"
    activation: EnemyAttack | EnemyScheme = (
        EnemyAttack(enemy, seat, extra) if game.is_hero(seat)
        else EnemyScheme(enemy, seat, extra_boost=extra))
    # "after [this enemy] activates against you" responses, once the activation is done
    game.push(activation, windows.Window(occ.id, "after", last=True))
    return None


def s_minions_activate(game: ChampionsGame, step: MinionsActivate,
                       answer: str | None) -> Ask | None:
    seat = step.seat
    if game.state.players[seat].eliminated:
        return None
    waiting = [m for m in game.minions(seat) if m not in step.done]
    if not waiting:
        return None
    options = [(f"m:{m}", f"{game.name(m)} activates next") for m in waiting]
    ask, answer = game.ask_one(seat, answer, "Choose the order in which your minions activate.",
                               options, "choose one of your engaged minions")
    if ask:
        return ask
    minion = int(answer[2:])
    step.done.append(minion)
    game.push(Activate(minion, seat, step_two=True), step)
    return None


def give_boosts(game: ChampionsGame, enemy: int, count: int, area: int) -> list[int]:
    """Boost cards from the top of the area's encounter deck (``area``: where the enemy
    activates)."""
    boosts = []
    for _ in range(count):
        top = primitives.top_encounter(game, area)
        if top < 0:
            break
        game.state.move(top, game.az("boost", area))
        boosts.append(game.state.hide(top))
    return boosts


ACTIVATION_VERBS = ("more_boost_cards", "gain_boost_icons")
"""Card language verbs that act on the activation under way (issue 22 part 3)."""


def changes_activation(effects: Any) -> bool:
    """Whether a boost ability acts on the activation under way (more boost cards, boost
    icons gained), anywhere in its effects."""
    if isinstance(effects, dict):
        return any(k in ACTIVATION_VERBS for k in effects) or any(
            changes_activation(v) for v in effects.values())
    if isinstance(effects, list):
        return any(changes_activation(v) for v in effects)
    return False


def flip_boosts(game: ChampionsGame, step: EnemyAttack | EnemyScheme, seat: int) -> bool:
    """Flip the boost cards in order: boost abilities, icons (+amplify) added to
    ``step.icons``, discard. A boost ability that acts on this activation (an additional
    boost card, boost icons gained: RRG BOOST, "the boost icons are cumulative, and all
    Boost abilities on those cards resolve") resolves before the next card is flipped:
    the step is queued behind it, resumes flipping, and True says so. Other boost
    abilities resolve once the activation has, as they always have here (the golden
    corpus plays them so)."""
    while step.boosts:
        cid = step.boosts.pop(0)
        card = game.c(cid)
        card.facedown = False
        card.extra["damaged"] = -1  # what this activation's attack damages (``damaged``)
        if isinstance(step, EnemyAttack):
            step.flipped.append(cid)
            # "if the villain is making an undefended attack" (test undefended_attack)
            card.extra["undefended"] = int(step.defender < 0 and step.enemy == game.villain(
                game.area_of_seat(step.seat)))
        cdef = game.d(cid)
        gained = cdef.stat("boost") + game.icons("amplify", game.area_of(cid))
        step.icons += gained
        game.log(f"Boost card {cdef.title}: +{gained}.")
        now = []
        if cdef.stats.get("boost_star"):
            for ability in cdef.abilities:
                if ability.trigger == "boost":
                    if changes_activation(list(ability.effects)):
                        now.append(ability)
                    else:
                        run_effects(game, seat, cid, ability.effects)
        game.state.move(cid, game.az("enc:discard", game.area_of(cid)))
        if now:
            game.push(step)
            for ability in reversed(now):
                run_effects(game, seat, cid, ability.effects)
            return True
    return False


def _boosted(game: ChampionsGame, enemy: int, step: EnemyAttack | EnemyScheme) -> str:
    """`` + boost 2`` in an activation's log line when the enemy was dealt boost cards
    (issue 29, finding 3: every activation line names the enemy, the target and the
    boost); "" when it had none."""
    if boost_count(game, enemy) + step.extra_boost <= 0:
        return ""
    return f" + boost {step.icons}"


def boost_count(game: ChampionsGame, enemy: int) -> int:
    return 1 if enemy == game.villain(game.area_of(enemy)) or game.kw(enemy, "villainous") \
        else 0


def follow_villain(game: ChampionsGame, step: EnemyAttack | EnemyScheme) -> None:
    """VILLAIN DEFEAT: a villain defeated while activating resumes as its next stage."""
    enemy = step.enemy
    area = game.area_of_seat(step.seat)
    if enemy >= 0 and game.c(enemy).zone == "removed" and game.d(enemy).type == "villain" \
            and game.villain(area) >= 0:
        step.enemy = game.villain(area)


def attacked(game: ChampionsGame, step: EnemyAttack) -> int:
    """The attacked character: the ally the attack is against, else the player's identity
    (RRG ATTACK (ENEMY ACTIVATION): an attack is against a player and a character)."""
    return step.target if step.target >= 0 else game.identity(step.seat)


def s_enemy_attack(game: ChampionsGame, step: EnemyAttack, answer: str | None) -> Ask | None:
    follow_villain(game, step)
    enemy, seat = step.enemy, step.seat
    at = step.at
    if at == "start":
        if not game.in_play(enemy) or game.state.players[seat].eliminated:
            return None
        if step.target >= 0 and not game.in_play(step.target):
            return None  # the ally it was to attack has left play
        if primitives.status_replaces(game, enemy, "stunned", "the attack"):
            return None
        # "When an enemy attacks you" interrupts: as the attack initiates (RRG ATTACK
        # (ENEMY ACTIVATION)); defense-labeled ones make the identity the defender. An
        # attack against an ally is the attack's occurrence about that ally, so "when ...
        # attacks you" does not answer it (window_abilities; AoS rulebook p. 4).
        occ = windows.occur(game.state, "enemy_attack", seat, card=attacked(game, step),
                            source=enemy)
        if step.also:  # an attack an effect added to one under way (unless = "also")
            occ.notes.append("also")
        step.occ = occ.id
        step.at = "give_boost"
        game.push(windows.Window(occ.id, "would"), step)
        return None
    if at == "give_boost":
        occ = game.state.occurrences[step.occ]
        if occ.cancelled:
            game.state.occurrences.pop(occ.id)
            game.log(f"{game.name(enemy)}'s attack is cancelled.")
            return None
        if occ.replaced == "scheme":
            # "it schemes instead": the activation is now a scheme, so a confused
            # enemy does not scheme and loses its confused card (RRG CONFUSED)
            game.state.occurrences.pop(occ.id)
            game.log(f"{game.name(enemy)} schemes instead of attacking.")
            game.push(EnemyScheme(enemy, seat, instead_of_attack=True))
            return None
        step.boosts = give_boosts(game, enemy, boost_count(game, enemy) + step.extra_boost,
                                  game.area_of_seat(seat))
        step.at = "defend"
        return s_enemy_attack(game, step, None)
    if at == "defend":
        by_ability = game.state.occurrences[step.occ].defender
        options = defender_options(game, seat, step.target)
        if by_ability >= 0:  # RRG DEFEND: a basic defense may still be added
            options = [o for o in options if o[0] in ("hero", "none")]
        elif game.kw(enemy, "defended_by_ally") and game.seat_of_engaged(enemy) in (seat, -1):
            own = [o for o in options if o[0].startswith("ally:")]  # "must defend ... with
            options = own or options  # an ally they control, if able"
        whom = "you" if step.target < 0 else game.name(step.target)
        ask, answer = game.ask_one(
            seat, answer, f"{game.name(enemy)} attacks {whom} (ATK {game.atk(enemy)} plus "
            f"{len(step.boosts)} boost card(s)). Defend?", options,
            "that character cannot defend")
        if ask:
            return ask
        if answer == "hero":
            step.defender = game.identity(seat)
            game.c(game.identity(seat)).exhausted = True
        elif answer.startswith(("ally:", "other:")):
            step.defender = int(answer.split(":")[1])
            game.c(step.defender).exhausted = True
        else:
            step.defender = by_ability
        # only a basic defense (exhausting the hero) reduces the damage by DEF
        step.basic_defense = answer == "hero" or (
            answer.startswith("other:") and game.d(step.defender).type == "hero")
        if step.defender >= 0:
            game.log(f"{game.name(step.defender)} defends.")
            # DEFEND: a defending player other than the attacked one becomes the target
            step.target_seat = game.c(step.defender).controller
        step.at = "boost"
        return s_enemy_attack(game, step, None)
    if at == "boost":
        if flip_boosts(game, step, seat):
            return None  # a boost ability acts on this attack first
        step.at = "prevent"
        game.push(step)
        return None
    if at == "prevent":
        target = step.defender if step.defender >= 0 else attacked(game, step)
        target_seat = step.target_seat if step.target_seat >= 0 else seat
        damage = game.atk(enemy) + step.icons
        told = f"ATK {game.atk(enemy)}{_boosted(game, enemy, step)}"
        if step.basic_defense:
            told += f" - DEF {game.defense(target)}"
            damage = max(0, damage - game.defense(target))
        game.log(f"{game.name(enemy)} attacks {game.name(target)} (player {target_seat + 1}): "
                 f"{told} = {damage}.")
        attack = game.state.occurrences[step.occ]  # what its interrupts prevented
        hit = windows.occur(game.state, "attack_damage", target_seat, card=target, source=enemy,
                    amount=damage)
        hit.prevented, hit.prevent_all = attack.prevented, attack.prevent_all
        step.hit = hit.id
        step.at = "damage"
        if hit.remaining():  # "when you would take damage from an attack"
            game.push(windows.Window(hit.id, "would"), step)
            return None
        return s_enemy_attack(game, step, None)
    if at == "damage":
        target = step.defender if step.defender >= 0 else attacked(game, step)
        landed = game.state.occurrences.pop(step.hit, None)
        damage = landed.remaining() if landed is not None else 0
        if landed is not None and (landed.prevent_all or landed.prevented) and not damage:
            game.log("All damage from the attack is prevented.")
        ally_target = game.d(target).type == "ally"
        if game.kw(enemy, "attacks_indirect"):
            # INDIRECT DAMAGE: dealt now, divided by the player whose character takes the
            # attack; the defender (else the identity) stays the attacked character
            game.log(f"{game.name(enemy)}'s attack is resolved.")
            game.push(windows.Window(step.occ, "after", last=True))
            indirect_damage.deal_indirect(game, [step.target_seat if step.target_seat >= 0
                                                 else game.c(target).controller
                                                 if game.c(target).controller >= 0
                                                 else seat], damage, source=enemy)
            return None
        queued = len(game.state.queue)
        placed, excess = (primitives.deal_damage(game, target, damage)
                          if game.in_play(target) else (0, 0))
        # a "would take damage" window waiting (Cosmic Flight): the attack's "after" window
        # opens once the damage has been dealt, after that window and its change
        waiting = next((n for n, s in enumerate(game.state.queue[:len(game.state.queue) - queued])
                        if isinstance(s, basic_events.Change) and s.kind == "damage"), -1)
        game.state.occurrences[step.occ].defender = step.defender  # "after you defend"
        if placed:  # a boost ability's "if this activation deals damage to a character"
            for boost in step.flipped:
                game.c(boost).extra["damaged"] = target
        # OVERKILL, ATTACKS AGAINST ALLIES: the excess over a defeated ally, attacked or
        # defending, goes to the identity of the player who controlled it
        if ally_target and excess and (step.overkill or game.kw(enemy, "overkill")):
            primitives.deal_damage(game, game.identity(game.c(target).controller), excess)
        game.log(f"{game.name(enemy)}'s attack is resolved.")
        after = windows.Window(step.occ, "after", last=True)  # "after an enemy attacks you"
        if waiting >= 0:
            game.state.queue.insert(waiting + 1, after)
        else:
            game.push(after)
        retaliate(game, target, enemy)
        return None
    raise AssertionError(at)


def retaliate(game: ChampionsGame, attacked_card: int, enemy: int) -> None:
    """RRG RETALIATE X on a hero or an ally (a forced response, so before the "after"
    window's other abilities): the character attacked, or defending (the FAQ on Black
    Panther: he retaliates when he defends, not when another character defends for him),
    deals X damage to the attacking enemy, if both are still in play."""
    if not (game.in_play(attacked_card) and game.in_play(enemy)):
        return
    if game.d(attacked_card).type not in ("hero", "ally"):
        return
    amount = game.kw(attacked_card, "retaliate")
    if amount:
        game.log(f"{game.name(attacked_card)} retaliates.")
        primitives.deal_damage(game, enemy, amount, by=game.c(attacked_card).controller)


def defender_options(game: ChampionsGame, seat: int,
                     attacked_ally: int = -1) -> list[tuple[str, str]]:
    """Who may defend an attack against ``seat`` (RRG DEFEND: any player, with a ready hero
    or ally); an attacked ally is the attack's target already, not its defender (RRG
    ATTACKS AGAINST ALLIES: the others defend it as normal)."""
    options: list[tuple[str, str]] = []
    ident = game.identity(seat)
    if game.is_hero(seat) and not game.c(ident).exhausted:
        options.append(("hero", f"Defend with {game.name(ident)} (DEF "
                        f"{game.defense(ident)})"))
    for ally in game.allies(seat):
        if ally == attacked_ally:
            continue
        if not game.c(ally).exhausted and not modifiers.cannot(game, ally, "defend"):
            options.append((f"ally:{ally}", f"Defend with {game.name(ally)} "
                            f"({game.hp(ally)} hit points)"))
    for other in game.seats(game.area_of_seat(seat)):
        if other == seat or game.state.peril == seat:  # PERIL: no help from others
            continue
        helper = game.identity(other)
        if game.is_hero(other) and not game.c(helper).exhausted:
            options.append((f"other:{helper}", f"Player {other + 1} defends with "
                            f"{game.name(helper)} (DEF {game.defense(helper)})"))
        for ally in game.allies(other):
            if not game.c(ally).exhausted and not modifiers.cannot(game, ally, "defend"):
                options.append((f"other:{ally}", f"Player {other + 1} defends with "
                                f"{game.name(ally)} ({game.hp(ally)} hit points)"))
    options.append(("none", "Do not defend"))
    return options


def s_enemy_scheme(game: ChampionsGame, step: EnemyScheme, answer: str | None) -> Ask | None:
    follow_villain(game, step)
    enemy, seat = step.enemy, step.seat
    at = step.at
    if at == "start":
        if not game.in_play(enemy):
            return None
        if primitives.status_replaces(game, enemy, "confused", "the scheme"):
            return None
        step.boosts = give_boosts(game, enemy, boost_count(game, enemy) + step.extra_boost,
                                  game.area_of_seat(seat))
        step.at = "boost"
    if step.at == "boost":
        if flip_boosts(game, step, seat):
            return None  # a boost ability acts on this scheme first
        step.amount = game.sch(enemy) + step.icons
        game.log(f"{game.name(enemy)} schemes against player {seat + 1}: SCH "
                 f"{game.sch(enemy)}{_boosted(game, enemy, step)} = {step.amount} threat.")
        step.at = "informant"
        game.push(step)
        return None
    if at == "informant":  # "when a minion schemes" interrupts
        occ = windows.occur(game.state, "scheme", seat, card=enemy, amount=step.amount)
        if step.instead_of_attack:
            occ.notes.append("instead_of_attack")
        step.occ = occ.id
        step.at = "place"
        game.push(windows.Window(occ.id, "would"), step)
        return None
    if at == "place":
        scheme = game.state.occurrences.get(step.occ)
        if scheme is not None and scheme.replaced == "reverse":
            step.reverse = True  # "this activation removes threat instead"
        if scheme is not None:  # "after [an enemy] schemes" responses:
            game.push(windows.Window(scheme.id, "after", last=True))  # after the threat lands
        # what interrupts prevented is not placed ("reduce the threat placed by 1")
        amount, moved = scheme.split(scheme.remaining()) if scheme is not None else (
            step.amount, [])
        for card, n in moved:  # "1 threat of that activation goes here instead"
            if game.in_play(card):
                primitives.place_threat(game, card, n)
        area = game.area_of_seat(seat)
        if step.reverse:
            primitives.remove_threat(game, game.main_scheme(area), amount)
        else:
            game.push(MainThreat(amount, area=area))
        return None
    raise AssertionError(at)


def s_deal(game: ChampionsGame, step: DealEncounter, answer: str | None) -> Ask | None:
    seats = game.seats(step.area)
    for seat in seats:
        primitives.deal_encounter(game, seat, offer=False)
    for n in range(game.icons("hazard", step.area)):
        primitives.deal_encounter(game, seats[n % len(seats)], offer=False)
    primitives.open_dealt_window(game, step.area)
    return None


def s_reveal_all(game: ChampionsGame, step: RevealAll, answer: str | None) -> Ask | None:
    game.push(*[RevealDealt(s) for s in game.seats(step.area)])
    return None


def s_reveal_dealt(game: ChampionsGame, step: RevealDealt, answer: str | None) -> Ask | None:
    seat = step.seat
    dealt = game.ids(pzone(seat, "dealt"))
    if not dealt or game.state.players[seat].eliminated:
        return None
    game.push(Reveal(dealt[0], seat), step)
    return None


def s_surge(game: ChampionsGame, step: Surge, answer: str | None) -> Ask | None:
    """SURGE (RRG v1.8): "deal yourself 1 facedown encounter card", revealed once the
    surging card and its responses are done; being dealt a card lets a response
    respond before the reveal."""
    seat = step.seat
    if game.state.players[seat].eliminated:
        return None
    if primitives.top_encounter(game, game.area_of_seat(seat)) >= 0:
        game.log("Surge: another encounter card is dealt and revealed.")
        game.push(RevealLastDealt(seat))
        primitives.deal_encounter(game, seat)  # pushes its "after" window in front
    return None


def s_reveal_last_dealt(game: ChampionsGame, step: RevealLastDealt,
                        answer: str | None) -> Ask | None:
    """Reveal the card a surge just dealt (the last one in the player's dealt cards,
    whatever a response swapped into that place)."""
    seat = step.seat
    dealt = game.ids(pzone(seat, "dealt"))
    if dealt and not game.state.players[seat].eliminated:
        game.push(Reveal(dealt[-1], seat))
    return None


def s_reveal_top(game: ChampionsGame, step: RevealTop, answer: str | None) -> Ask | None:
    """Reveal the top encounter card (an event's "reveal another card")."""
    seat = step.seat
    if game.state.players[seat].eliminated:
        return None
    top = primitives.top_encounter(game, game.area_of_seat(seat))
    if top >= 0:
        game.log("Another encounter card is revealed.")
        game.push(Reveal(top, seat))
    return None


def s_reveal(game: ChampionsGame, step: Reveal, answer: str | None) -> Ask | None:
    cid, seat = step.card, step.seat
    if cid not in game.state.cards:
        # Cancelled and discarded in its "would" window, then shuffled back into the
        # encounter deck by that window's own "reveal another" (the deck had run out): it
        # is facedown under a fresh id now, so this reveal is over (RRG CANCEL, ENCOUNTER DECK).
        return None
    cdef = game.d(cid)
    area = game.area_of_seat(seat)  # a card is revealed in the revealing player's area
    if cdef.type == "obligation":  # "Give to the <hero> player": its hero resolves it
        for other in game.seats(area):
            if game.catalog.decks[game.state.players[other].deck_key].obligation == cdef.code:
                seat = step.seat = other
    if step.occ < 0:  # "when you reveal an encounter card" interrupts
        game.c(cid).facedown = False  # being revealed, it is face up (its window names it)
        if game.kw(cid, "peril"):
            game.log(f"Peril: player {seat + 1} resolves {cdef.title} alone.")
        # said as it is revealed, before its window: a cancelled card was revealed too
        game.log(f"Player {seat + 1} reveals {cdef.title} ({cdef.type.replace('_', ' ')}).")
        step.occ = windows.occur(game.state, "reveal", seat, card=cid).id
        game.push(windows.Window(step.occ, "would"), step)
        return None
    resolved = game.state.occurrences.get(step.occ)
    if resolved is not None and resolved.cancelled:  # RRG CANCEL: revealed, discarded
        if game.zone_kind(cid) != "enc:discard":
            game.c(cid).facedown = False
            primitives.discard(game, cid)
        # still revealed, so "after you reveal" responses follow
        game.push(windows.Window(resolved.id, "after", last=True))
        return None
    card = game.c(cid)
    card.facedown = False
    game.state.move(cid, game.az("revealed", area))
    if cdef.type in ENTERS_PLAY and primitives.kept_out_by_uniqueness(game, cid,
                                                                       revealing=seat):
        return None  # RRG UNIQUE ICON: discarded, its being revealed ignored, a card dealt
    if game.kw(cid, "peril"):
        game.state.peril = seat  # PERIL: until this card is resolved (after_reveal)
    incite = game.kw(cid, "incite")  # incite may come from a constant ability
    revealed = when_revealed_steps(game, cid, seat, incite)
    after = AfterReveal(cid, seat, step.occ, surge=bool(game.kw(cid, "surge")))
    kind = cdef.type
    if kind == "minion":
        game.state.move(cid, pzone(seat, "engaged"))
        game.push(*revealed,
                  EnteredEngaged(cid, seat), after)
    elif kind == "side_scheme":
        game.state.move(cid, game.az("schemes", area))
        game.c(cid).add("threat", side_scheme_start(game, cid))
        game.push(*revealed, after)
    elif kind == "attachment":
        where = cdef.keywords.get("attach", "villain")
        game.push(*revealed, after)
        if isinstance(where, dict):  # "attach to <a card>": the revealing player chooses one;
            run_effects(game, seat, cid, [{"attach": "self", "target": where}])  # with none,
            return None  # it stays revealed and is discarded (RRG v1.8 ATTACH TO)
        host = game.villain(area) if where == "villain" else game.identity(seat)
        game.state.move(cid, game.az("attached", area))
        game.c(cid).attached_to = host
        game.log(f"{cdef.title} attaches to {game.name(host)}.")
        primitives.enter_with_uses(game, cid)
    elif kind == "environment":
        game.state.move(cid, game.az("environment", area))
        game.push(*revealed, after)
    else:  # treachery, obligation
        game.push(*revealed, after)
    if game.in_play(cid):  # "enters play with ..." resolves as it enters, first
        for ability in reversed([a for a in cdef.abilities if a.trigger == "enters_play"]):
            run_effects(game, seat, cid, ability.effects)
    return None


def when_revealed_steps(game: ChampionsGame, cid: int, seat: int, incite: int) -> list[Any]:
    """INCITE X is a "When Revealed" ability; with the card's own When Revealed abilities
    they trigger together, so the first player orders them (RRG: SIMULTANEOUS
    RESOLUTION)."""
    own = WhenRevealed(cid, seat)
    if not incite:
        return [own]
    cdef = game.d(cid)
    area = game.area_of_seat(seat)
    items = [ForcedItem(f"Incite {incite}: place {incite} threat on the main scheme",
                        [MainThreat(incite, area=area)])]
    if any(a.trigger == "when_revealed" for a in cdef.abilities) or (
            cdef.automation != "full" and cdef.manual):
        items.append(ForcedItem(f"{cdef.title}'s own When Revealed ability", [own]))
        return [OrderForced(game.first_player(area), items)]
    return [items[0].steps[0], own]


def s_forced(game: ChampionsGame, step: OrderForced, answer: str | None) -> Ask | None:
    """Forced abilities that trigger at the same time: the first player chooses which
    resolves next, until one is left (RRG: SIMULTANEOUS RESOLUTION). Identical ones
    are not asked about."""
    items = step.items
    if not items:
        return None
    labels = [item.label for item in items]
    if len(set(labels)) == 1:
        answer = "f:0"
    options = [(f"f:{n}", label) for n, label in enumerate(labels)]
    seat = step.seat
    playing = game.seats(game.area_of_seat(seat))
    if game.state.players[seat].eliminated and playing:
        seat = playing[0]
    if answer is None:
        return Ask(seat, "These forced abilities trigger at the same time: which resolves "
                   "first?", options)
    game.require(answer in dict(options), "choose one of the forced abilities")
    chosen = items[int(answer[2:])]
    rest = [item for item in items if item is not chosen]
    game.push(*chosen.steps, *([OrderForced(seat, rest)] if rest else []))
    return None


def side_scheme_start(game: ChampionsGame, cid: int) -> int:
    cdef = game.d(cid)
    base = cdef.stat("base_threat")
    if not cdef.stats.get("base_threat_fixed"):
        base *= game.players_at_start(game.area_of(cid))
    return base + game.kw(cid, "hinder")


def s_entered_engaged(game: ChampionsGame, step: EnteredEngaged, answer: str | None) -> Ask | None:
    cid, seat = step.card, step.seat
    if game.in_play(cid) and game.kw(cid, "toughness") and not game.c(cid).tough:
        primitives.give_status(game, cid, "tough")  # TOUGHNESS: enters play with a tough card
    steps: list[Any] = []  # forced abilities first, then the optional ones
    if game.in_play(cid) and game.kw(cid, "quickstrike") and game.is_hero(seat):
        game.log(f"{game.name(cid)} has quickstrike and attacks.")
        steps.append(EnemyAttack(cid, seat))
    if game.in_play(cid):  # "after a minion enters play": keywords first (RRG FAQ)
        entered = windows.occur(game.state, "enters_play", seat, card=cid)
        steps.append(windows.Window(entered.id, "after", last=True))
    game.push(*steps)
    return None


def s_after_reveal(game: ChampionsGame, step: AfterReveal, answer: str | None) -> Ask | None:
    cid, seat = step.card, step.seat
    if game.state.peril == seat and game.d(cid).keywords.get("peril"):
        game.state.peril = -1  # only the peril card's own resolution ends it
    if game.zone_kind(cid) == "revealed":
        if game.d(cid).type == "obligation" and any(
                a.trigger.endswith("action") for a in game.d(cid).abilities):
            game.state.move(cid, pzone(seat, "play"))
            game.c(cid).controller = seat
        else:
            primitives.discard(game, cid)
    if step.surge:
        game.push(Surge(seat))
    if step.occ >= 0:  # "after you reveal", before the surge card
        game.push(windows.Window(step.occ, "after", last=True))
    return None


def s_end_round(game: ChampionsGame, step: EndRound, answer: str | None) -> Ask | None:
    """The area's round ends: its lasting effects "until the end of the round" or of the
    (villain) phase end (those on cards in this area: RRG VILLAIN PHASE step 6a), then "at
    the end of the round" abilities."""
    area = step.area
    modifiers.end_lasting(game, area, ("round", "phase"))
    player_phase.clear_round_limits(game, game.seats(area))  # RRG LIMIT "per round"
    # "at the end of the round" responses, then the first player token passes
    round_end = windows.occur(game.state, "round_end", game.first_player(area))
    answered = windows.answered(game, "round_end", "would")
    would = [windows.Window(round_end.id, "would")] if answered else []
    game.push(*would, windows.Window(round_end.id, "after", last=True), NextRound(area))
    return None


def s_next_round(game: ChampionsGame, step: NextRound, answer: str | None) -> Ask | None:
    """RRG ROUND SEQUENCE: the first player token passes among the area's players and its
    next round begins; the next area's villain phase comes first if there is one (threaded
    rounds), else the first area's player phase."""
    area = game.area(step.area)
    seats = game.seats(area.id)
    nxt = seats[1] if len(seats) > 1 else seats[0]
    area.first_player = nxt
    area.round += 1
    game.log(f"Player {nxt + 1} is now the first player{game.area_label(area.id)}.")
    later = [a for a in game.playing_areas() if a > area.id]
    game.push(VillainPhaseStart(area=later[0]) if later
              else PlayerPhaseStart(area=game.playing_areas()[0]))
    return None


_HANDLERS: dict[type[TypedStep], Any] = {
    OrderForced: s_forced,
    VillainPhaseStart: s_villain_phase, Reveal: s_reveal, AfterReveal: s_after_reveal,
    EnteredEngaged: s_entered_engaged, EnemyAttack: s_enemy_attack,
    EnemyScheme: s_enemy_scheme, MainThreat: s_main_threat, Activate: s_activate,
    MinionsActivate: s_minions_activate, DealEncounter: s_deal, RevealAll: s_reveal_all,
    RevealDealt: s_reveal_dealt, Surge: s_surge, RevealLastDealt: s_reveal_last_dealt,
    RevealTop: s_reveal_top, EndRound: s_end_round, NextRound: s_next_round,
}


handled_by(_HANDLERS)


def found_in_play(game: ChampionsGame, cid: int, seat: int) -> None:
    """RRG v1.8 FIND: a minion already in play that a player finds and reveals engages that
    player (unless it already is engaged with them) and resolves what resolves as a minion
    is revealed (its When Revealed abilities, incite); quickstrike follows when it newly
    engages a hero. It does not enter play, and keeps its attachments and tokens."""
    newly = game.seat_of_engaged(cid) != seat
    if newly:
        game.state.move(cid, pzone(seat, "engaged"))
        game.log(f"{game.name(cid)} is found in play and engages player {seat + 1}.")
    else:
        game.log(f"{game.name(cid)} is found in play, engaged with player {seat + 1}.")
    steps = when_revealed_steps(game, cid, seat, game.kw(cid, "incite"))
    if newly and game.kw(cid, "quickstrike") and game.is_hero(seat):
        steps.append(EnemyAttack(cid, seat))  # RRG QUICKSTRIKE: after it engages a hero
    game.push(*steps)
