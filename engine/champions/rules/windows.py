"""Timing windows: one step type that offers every interrupt or response to an occurrence.

This module holds the window step, occurrences being raised, which cards answer them and
how a question describes them; offering and using the abilities that answer is
:mod:`.window_abilities`.

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

from engine.champions.core.base import GROUPS, GameBase
from engine.champions.core.occurrences import Occurrence
from engine.champions.core.state import State
from engine.champions.core.steps import TypedStep

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
    used: list[str] = dataclasses.field(default_factory=list)  # "card:face code:ability"
    passed: list[int] = dataclasses.field(default_factory=list)  # seats, since the last use
    last: bool = False  # the occurrence is forgotten when this window closes


def occur(state: State, kind: str, seat: int, *, card: int = -1, source: int = -1,
          amount: int = 0) -> Occurrence:
    """Start tracking an occurrence (the caller opens its windows)."""
    occ = Occurrence(state.next_occurrence, kind, seat, card, source, amount)
    state.next_occurrence += 1
    state.occurrences[occ.id] = occ
    return occ


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
    "enemy_attack": lambda g, o: f"{g.name(o.source)} attacks " + (
        f"player {o.seat + 1}" if o.card == g.identity(o.seat)
        else f"{g.name(o.card)} (player {o.seat + 1}'s ally)"),
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
    "place_threat_step": lambda g, o: "Step 1 of the villain phase (place threat) resolved",
    "round_end": lambda g, o: "The round ends",
    "activation": lambda g, o: f"{g.name(o.card)} activated against player {o.seat + 1}",
    "damage": lambda g, o: f"{g.name(o.card)} took {o.amount} damage",
    "main_threat": lambda g, o: f"{o.remaining()} threat would be placed on the main scheme",
    "spent": lambda g, o: f"Player {o.seat + 1} spends {g.name(o.card)}",
    "defeated": lambda g, o: f"{g.name(o.card)} would be defeated",
    "completed": lambda g, o: f"{g.name(o.card)} would be completed",
    "last_threat_removed": lambda g, o: f"The last threat was removed from {g.name(o.card)}",
    "counters": lambda g, o: f"The {', '.join(o.notes)} counters on {g.name(o.card)} "
                             "changed",
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
    "activation": lambda g, o: f"{g.name(o.card)} would activate against player {o.seat + 1}",
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


def preparation_used(game: ChampionsGame, seat: int, card: int) -> None:
    """A Preparation card ``seat`` controls resolved and was discarded: its "after"
    window. Pushed now, it follows the card's effects."""
    occ = occur(game.state, "preparation", seat, card=card)
    game.push(Window(occ.id, "after", last=True))
