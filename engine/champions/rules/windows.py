"""Timing windows: one step type that offers every interrupt or response to an occurrence.

The rules open a :class:`Window` before an occurrence resolves (moment
``"would"``) and after it has resolved (``"after"``); see
:mod:`engine.champions.core.occurrences`. A window follows the RRG's Simultaneous
Timing Priority chart (rules-reference-v1.8.md, "Simultaneous Timing
Priority", "Forced", "First Player"):

1. constant and lasting effects need no window: stats and keywords are read
   from the state whenever they are used;
2. a "would" window resolves forced interrupts, then offers interrupts
   (3. Boost and When Revealed abilities belong to the occurrence itself and
   resolve between the two windows);
4. an "after" window resolves forced responses, then offers responses
   (5. consequential damage is dealt by the rules after the "after" window).

Forced abilities that trigger together are resolved one at a time; when they
differ, the first player chooses which goes next. Optional abilities (card
abilities and Interrupt/Response events in hand, paid for like any card) are
offered to the first player first, then to the others in player order. After
any use, offering starts again from the first player; the window closes when
every player who can still use something has passed in a row. A player with
nothing usable is skipped without a question, and each ability answers an
occurrence once (RRG: INTERRUPT, RESPONSE). A cancel or a replacement closes a
"would" window at once: nothing further can answer a cancelled occurrence.

Who learns what (issue 12, per-seat decisions). In cooperative play the table
may talk about anything, hands included (RRG: TABLE TALK), so a window asks
only the players who can use something, and every seat's view shows whose
answer the table is waiting for: that a player holds a response is table talk,
not a leak. While a card with peril resolves only its player is asked (RRG:
PERIL). The competitive mode (Synthezoid Smackdown) must not tell the other
team that a player holds something: there a window will ask every player of a
team in turn, holding something or not, so a question on the table says
nothing, and the other team's view will carry only "a window is open", never
whose answer it waits for. That mode does not exist yet; this is the rule it
will follow.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from content.champions.schema import Ability
from engine.champions.core.base import Ask, GameBase
from engine.champions.core.occurrences import Occurrence
from engine.champions.core.player_steps import Pay
from engine.champions.core.state import State, pzone
from engine.champions.core.steps import TypedStep, handles
from engine.champions.language.selectors import GROUPS

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

FORCED = {"would": "forced_interrupt", "after": "forced_response"}
OPTIONAL = {"would": "interrupt", "after": "response"}
PASS = "pass"


@dataclasses.dataclass
class Window(TypedStep):
    """Interrupts (``moment="would"``) or responses (``"after"``) to one occurrence."""

    occ: int
    moment: str
    forced_done: bool = False
    used: list[str] = dataclasses.field(default_factory=list)  # "card:ability" keys
    passed: list[int] = dataclasses.field(default_factory=list)  # seats, since the last use
    last: bool = False  # the occurrence is forgotten when this window closes


@dataclasses.dataclass(frozen=True)
class Usable:
    """An ability that can answer the occurrence now: on a card, used by a seat."""

    seat: int
    card: int
    index: int
    ability: Ability
    in_hand: bool  # an Interrupt/Response event, played (and paid for) from hand

    @property
    def key(self) -> str:
        return f"{self.card}:{self.index}"


def occur(state: State, kind: str, seat: int, *, card: int = -1, source: int = -1,
          amount: int = 0) -> Occurrence:
    """Start tracking an occurrence (the caller opens its windows)."""
    occ = Occurrence(state.next_occurrence, kind, seat, card, source, amount)
    state.next_occurrence += 1
    state.occurrences[occ.id] = occ
    return occ


def _concerns(game: ChampionsGame, usable_of: str, occ: Occurrence, seat: int,
              card: int) -> bool:
    if usable_of != "self" and occ.card == card:
        return False  # a card does not answer what happens to itself unless it says so
    if usable_of == "you":
        return seat < 0 or occ.seat == seat
    if usable_of == "your_identity":
        return seat >= 0 and occ.card == game.identity(seat)
    if usable_of == "self":
        return occ.card == card
    if usable_of == "host":  # the card this one is attached to
        return occ.card >= 0 and occ.card == game.c(card).attached_to
    if usable_of == "source":  # this card makes it happen (it attacks, it thwarts)
        return occ.source == card
    if usable_of == "by_you":  # your identity makes it happen; an attack answered once
        return seat >= 0 and occ.source == game.identity(seat) and occ.part == 0
    if usable_of == "by_self":  # this card makes it happen ("when she thwarts")
        return occ.source == card
    return True


def _sources(game: ChampionsGame, seat: int) -> list[int]:
    return [game.identity(seat), *game.play_cards(seat)]


def _encounter_sources(game: ChampionsGame) -> list[int]:
    state = game.state
    zones = ("villain", "main", "schemes", "environment", "attached")
    cards = [c for z in zones for c in state.zones.get(z, ()) if state.cards[c].owner < 0]
    return cards + [m for m in game.minions() if not state.cards[m].facedown]


def forced_usables(game: ChampionsGame, occ: Occurrence, step: Window) -> list[Usable]:
    """Forced abilities answering ``occ`` now: players' cards (each controller's), then
    encounter cards (resolved for the player the occurrence concerns)."""
    trigger = FORCED[step.moment]
    out: list[Usable] = []
    for seat in game.seats():
        for cid in _sources(game, seat):
            out += _matching(game, occ, step, seat, cid, trigger, in_hand=False)
    owner = occ.seat if occ.seat in game.seats() else game.state.first_player
    for cid in _encounter_sources(game):
        out += _matching(game, occ, step, owner, cid, trigger, in_hand=False, encounter=True)
    return out


def optional_usables(game: ChampionsGame, occ: Occurrence, step: Window,
                     seat: int) -> list[Usable]:
    """What ``seat`` could use now: abilities on cards it controls, events in its hand."""
    trigger = OPTIONAL[step.moment]
    out: list[Usable] = []
    for cid in _sources(game, seat):
        out += _matching(game, occ, step, seat, cid, trigger, in_hand=False)
    for cid in game.ids(pzone(seat, "hand")):
        if game.d(cid).type == "event":
            out += _matching(game, occ, step, seat, cid, trigger, in_hand=True)
    return out


def _matching(game: ChampionsGame, occ: Occurrence, step: Window, seat: int, cid: int,
              trigger: str, *, in_hand: bool, encounter: bool = False) -> list[Usable]:
    from engine.champions.language import abilities
    from engine.champions.rules import player_phase  # (the rules modules import this one)
    card = game.c(cid)
    if card.facedown:
        return []
    out = []
    for index, ability in enumerate(game.d(cid).abilities):
        if ability.trigger != trigger or ability.on != occ.kind:
            continue
        if f"{cid}:{index}" in step.used:
            continue
        if not _concerns(game, ability.of, occ, -1 if encounter else seat, cid):
            continue
        if ability.card and not card_matches(game, occ.card, ability.card, occ):
            continue
        if "counter" in ability.card and ability.card["counter"] not in occ.notes:
            continue  # a counters filter answers a change of that kind of counter only
        if ability.unless and ability.unless in occ.notes:
            continue
        if ability.noted and ability.noted not in occ.notes:
            continue
        if not abilities.condition_met(game, seat, ability.condition, cid):
            continue
        if in_hand:
            if player_phase.play_cost(game, seat, cid) > player_phase.resources_available(
                    game, seat, cid, cid):
                continue
        elif not player_phase.costs_payable(game, seat, cid, ability):
            continue  # RRG FORCED: a forced ability whose cost cannot be paid does not initiate
        out.append(Usable(seat, cid, index, ability, in_hand))
    return out


def card_matches(game: ChampionsGame, cid: int, wanted: dict[str, str],
                 occ: Occurrence | None = None) -> bool:
    """A card fits a ``card = {...}`` filter (type, a word like ``identity`` for several
    types, trait, name, in, counter), as it was when the occurrence happened if the rules
    noted it (a card that left play)."""
    if cid < 0:
        return False
    known = occ.known_type if occ is not None else ""
    kind = known or ("minion" if game.c(cid).facedown and game.c(cid).zone.endswith(
        ":engaged") else game.d(cid).type)  # a facedown card engaged with a player: a minion
    if "type" in wanted and kind not in GROUPS.get(wanted["type"], (wanted["type"],)):
        return False
    if "name" in wanted and ((game.c(cid).facedown and not known)
                             or game.d(cid).name != wanted["name"]):
        return False
    traits = occ.known_traits if known and occ is not None else game.traits(cid)
    if "trait" in wanted and wanted["trait"] not in traits:
        return False
    if "counter" in wanted:  # how many of that counter the card holds now
        held = game.c(cid).count(wanted["counter"])
        if held < int(wanted.get("at_least", held)) or held > int(wanted.get("at_most", held)):
            return False
    return "in" not in wanted or game.c(cid).zone.endswith(":" + wanted["in"])


def answered(game: GameBase, kind: str, moment: str) -> bool:
    """Whether any card in play (or an event in a hand) has an ability answering ``kind``
    at ``moment`` ("would"/"after"). The rules open the windows of the occurrences only
    some cards answer (a card would be defeated, a scheme would be completed) only then,
    so a game without such cards runs exactly as before."""
    triggers = (FORCED[moment], OPTIONAL[moment])
    state = game.state
    for cid, card in state.cards.items():
        if card.facedown or not (game.in_play(cid) or card.zone.endswith(":hand")):
            continue
        if any(a.on == kind and a.trigger in triggers for a in game.d(cid).abilities):
            return True
    return False


def _player(occ: Occurrence) -> str:
    return f"Player {occ.seat + 1}"


# The occurrence in words, for a window's question (Occurrence.kind -> sentence).
DESCRIBE: dict[str, Callable[[ChampionsGame, Occurrence], str]] = {
    "enemy_attack": lambda g, o: f"{g.name(o.source)} attacks player {o.seat + 1}",
    "attack_damage": lambda g, o: f"{g.name(o.card)} would take {o.remaining()} damage from "
                                  f"{g.name(o.source)}'s attack",
    "reveal": lambda g, o: f"{_player(o)} reveals {g.name_faceup(o.card)}",
    # the "after" moment of basic changes of state (basic_events.py)
    "healed": lambda g, o: f"{g.name(o.card)} healed {o.amount} damage",
    "drawn": lambda g, o: f"{_player(o)} drew {o.amount} card(s)",
    "discarded": lambda g, o: f"{g.name(o.card)} was discarded",
    "left_play": lambda g, o: f"{g.name(o.card)} left play",
    "phase_started": lambda g, o: f"the {'villain' if o.amount else 'player'} phase starts",
    "threat_placed": lambda g, o: f"{o.amount} threat was placed on {g.name(o.card)}",
    "threat_removed": lambda g, o: f"{o.amount} threat was removed from {g.name(o.card)}",
    "flipped": lambda g, o: f"{g.name(o.card)} was flipped",
    "stage_advanced": lambda g, o: f"{g.name(o.card)} is the new stage",
    "defeated": lambda g, o: f"a minion engaged with player {o.seat + 1} is defeated",
    "play": lambda g, o: f"{_player(o)} played {g.name(o.card)}",
    "enters_play": lambda g, o: f"{g.name(o.card)} entered play",
    "basic_power": lambda g, o: f"{g.name(o.card)} used a basic power",
    "scheme": lambda g, o: f"{g.name(o.card)} schemes for {o.amount} against player "
                           f"{o.seat + 1}",
    "dealt": lambda g, o: "Encounter cards were dealt",
    "encounter_discard": lambda g, o: f"An encounter card would discard {g.name(o.card)}",
    "preparation": lambda g, o: f"{g.name_faceup(o.card)}'s Preparation ability resolved",
    "attack": lambda g, o: f"{g.name(o.source)} attacked {g.name(o.card)}",
    "thwart": lambda g, o: f"{g.name(o.source)} thwarted {g.name(o.card)}",
    "player_phase_end": lambda g, o: "The player phase ended",
    "round_end": lambda g, o: "The round ends",
    "activation": lambda g, o: f"{g.name(o.card)} activated against player {o.seat + 1}",
    "damage": lambda g, o: f"{g.name(o.card)} took {o.amount} damage",
    "main_threat": lambda g, o: f"{o.remaining()} threat would be placed on the main scheme",
}


def _describe(game: ChampionsGame, occ: Occurrence, moment: str) -> str:
    """The occurrence in words: as it is about to happen (WOULD) or as it happened."""
    if moment == "would" and occ.kind in WOULD:
        return WOULD[occ.kind](game, occ)
    return DESCRIBE[occ.kind](game, occ)


# An occurrence about to happen, in words (a basic change: basic_events.would; an attack
# about to happen shows the attacker's ATK).
WOULD: dict[str, Callable[[ChampionsGame, Occurrence], str]] = {
    "enemy_attack": lambda g, o: f"{DESCRIBE['enemy_attack'](g, o)} (ATK {g.atk(o.source)})",
    "basic_power": lambda g, o: f"{g.name(o.card)} uses a basic power",
    "attack": lambda g, o: f"{g.name(o.source)} attacks {g.name(o.card)}",
    "thwart": lambda g, o: f"{g.name(o.source)} thwarts {g.name(o.card)}",
    "healed": lambda g, o: f"{g.name(o.card)} would heal {o.remaining()} damage",
    "drawn": lambda g, o: f"{_player(o)} would draw {o.remaining()} card(s)",
    "discarded": lambda g, o: f"{g.name(o.card)} would be discarded",
    "threat_placed": lambda g, o: f"{o.remaining()} threat would be placed on {g.name(o.card)}",
    "threat_removed": lambda g, o: f"{o.remaining()} threat would be removed from "
                                   f"{g.name(o.card)}",
    "flipped": lambda g, o: f"{g.name(o.card)} would be flipped",
    "stage_advanced": lambda g, o: f"{g.name(o.card)} would be replaced by its next stage",
    "enters_play": lambda g, o: f"{g.name(o.card)} would enter play",
    "damage": lambda g, o: f"{g.name(o.card)} would take {o.remaining()} damage",
    "left_play": lambda g, o: f"{g.name(o.card)} would leave play",
    "phase_started": lambda g, o: f"the {'villain' if o.amount else 'player'} phase would start",
    "counters": lambda g, o: f"{o.remaining()} {o.notes[0] if o.notes else ''} counter(s) "
                             f"would change on {g.name(o.card)}",
}


def _label(game: ChampionsGame, usable: Usable) -> str:
    from engine.champions.rules import player_phase  # (the rules modules import this one)
    text = game.effects_text(usable.ability.effects)
    if usable.in_hand:
        cost = player_phase.play_cost(game, usable.seat, usable.card)
        return f"Play {game.name(usable.card)} (cost {cost}): {text}"
    return f"Use {game.name(usable.card)}: {text}"


@handles(Window)
def run_window(game: ChampionsGame, step: Window, answer: str | None) -> Ask | None:
    occ = game.state.occurrences.get(step.occ)
    if occ is None:
        return None
    if (occ.cancelled or occ.replaced) and step.moment == "would":
        return None  # RRG INTERRUPT: nothing answers a cancelled or replaced occurrence
    if not step.forced_done:
        forced = forced_usables(game, occ, step)
        if forced:
            return _next_forced(game, occ, step, forced, answer)
        step.forced_done = True
        answer = None
    return _offer(game, occ, step, answer)


def _next_forced(game: ChampionsGame, occ: Occurrence, step: Window, forced: list[Usable],
                 answer: str | None) -> Ask | None:
    """RRG FORCED: the first player picks the order of forced abilities that differ."""
    first = game.seats()[0] if game.seats() else game.state.first_player
    distinct = {(game.c(u.card).code, u.index) for u in forced}
    options = [(f"f:{u.key}", f"{game.name(u.card)}: {game.effects_text(u.ability.effects)}")
               for u in forced]
    if len(distinct) == 1:
        chosen = forced[0]
    elif answer is None:
        return Ask(first, f"{_describe(game, occ, step.moment)}. These forced abilities "
                   "trigger at the same time: which resolves first?", options)
    else:
        game.require(answer in dict(options), "choose one of the forced abilities")
        chosen = next(u for u in forced if f"f:{u.key}" == answer)
    step.used.append(chosen.key)
    game.push(step)  # the window resumes once this ability has resolved
    _resolve(game, occ, chosen)
    return None


def _offer(game: ChampionsGame, occ: Occurrence, step: Window,
           answer: str | None) -> Ask | None:
    seats = game.seats()
    if game.state.peril >= 0:
        seats = [s for s in seats if s == game.state.peril]  # PERIL: only its player
    for seat in seats:
        if seat in step.passed:
            continue
        usables = optional_usables(game, occ, step, seat)
        if not usables:
            continue
        options = [(f"w:{u.key}", _label(game, u)) for u in usables]
        options.append((PASS, "Pass"))
        kind = "an interrupt" if step.moment == "would" else "a response"
        if answer is None:
            return Ask(seat, f"{_describe(game, occ, step.moment)}. Use {kind}?", options)
        game.require(answer in dict(options), f"choose {kind} to use, or pass")
        if answer == PASS:
            step.passed.append(seat)
            answer = None
            continue
        chosen = next(u for u in usables if f"w:{u.key}" == answer)
        step.used.append(chosen.key)
        step.passed.clear()  # offering starts again from the first player
        game.push(step)
        _resolve(game, occ, chosen)
        return None
    if step.last:
        game.state.occurrences.pop(occ.id, None)
    return None


def _resolve(game: ChampionsGame, occ: Occurrence, usable: Usable) -> None:
    """Use an ability: pay its cost, then its effects run next (before the window resumes)."""
    from engine.champions.language import abilities
    from engine.champions.rules import (  # (the rules modules import this one)
        player_phase,
        primitives,
    )
    seat, cid, ability = usable.seat, usable.card, usable.ability
    if ability.label == "defense" and occ.kind in ("enemy_attack", "attack_damage") and \
            occ.defender < 0 and occ.seat == seat and game.is_hero(seat):
        occ.defender = game.identity(seat)  # RRG DEFEND: a defense-labeled ability
        game.log(f"{game.name(occ.defender)} defends with {game.name(cid)}.")
    if usable.in_hand:
        game.push(Pay(seat, cid, player_phase.play_cost(game, seat, cid), [occ.id, usable.index]))
        return
    said = game.effects_text(ability.effects)
    game.log(f"{game.name(cid)}: {said[:1].lower()}{said[1:]}.")
    player_phase.pay_costs(game, seat, cid, ability)
    if "discard_self" in ability.cost and game.has_trait(cid, "Preparation"):
        abilities.preparation_used(game, seat, cid)  # its responses follow this ability's effects
    you = game.identity(seat)
    # RRG STUNNED, LABELED ABILITY: an attack-labeled ability of a stunned identity is
    # replaced by discarding the stunned card; its cost stays paid
    if ability.label == "attack" and primitives.status_replaces(
            game, you, "stunned", f"{game.name(cid)}'s attack"):
        return
    abilities.run_effects(game, seat, cid, ability.effects, occ=occ.id)


