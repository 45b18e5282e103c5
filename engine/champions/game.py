"""A Marvel Champions game: the command loop, views, manual escapes, over the setup.

``ChampionsGame`` implements the kernel's Game protocol; setup (RRG Appendix II) is
:mod:`engine.champions.rules.setup`, and the setup table's keys are one schema,
:mod:`content.champions.setup` (``{"scenario": <scenario key>, "heroes": [<deck key>, ...],
"expert": false}``, optionally ``modular``, ``decks``, ``areas`` and the test switch
``allow_duplicate_heroes``). Identities are unique (RRG UNIQUE: players cannot choose
matching identities). Seats are numbered from 0 in the order the heroes are given; seat 0 is the
first player (Appendix II step 3 lets the group choose; we fix it so a setup
dict alone decides the game).
"""

from __future__ import annotations

import copy
from typing import Any

from content.champions.schema import Catalog, catalog
from engine.champions import cards as card_hooks
from engine.champions import scenarios
from engine.champions.core import determinize
from engine.champions.core.asking import AtOnce, outside_answer_key
from engine.champions.core.base import Ask, key_cards
from engine.champions.core.commands import (
    Choose,
    Logged,
    ManualCounter,
    ManualDone,
    ManualExhaust,
    ManualFlip,
    ManualMove,
    ManualStatus,
)
from engine.champions.core.player_steps import Mulligan
from engine.champions.core.state import azone, pzone, zone_kind
from engine.champions.core.steps import TypedStep, check_registry, handler_for
from engine.champions.language import abilities  # noqa: F401  (card ability step handlers)
from engine.champions.language.hooks import missing_hooks
from engine.champions.rules import (
    basic_events,
    modifiers,
    primitives,
    uniqueness,
    window_abilities,  # noqa: F401  (the window step's handler)
)
from engine.champions.rules import setup as setup_rules
from engine.champions.rules.primitives import STATUSES
from engine.champions.rules.queries import GameQueries
from engine.champions.rules.setup import MAX_PLAYERS
from engine.core import (
    OUTSIDE,
    Command,
    Decision,
    Event,
    HelicarrierError,
    IllegalCommand,
    OutsideAnswer,
)

__all__ = ["MAX_PLAYERS", "ChampionsGame", "new_game"]

SEEN_ZONES = frozenset(("villain", "main", "schemes", "environment", "discard", "victory",
                        "attached", "tucked", "play", "engaged", "identity", "dealt"))
"""Zones (by their last part: ``P0:play``, ``enc:discard``) whose cards every view shows
(as :meth:`ChampionsGame.card_view` shows them: a facedown card only to a seat that knows
it). The others (decks, hands, set-aside, the card being revealed) a view leaves out."""


class ChampionsGame(GameQueries):
    """One game; every UI and bot reads :meth:`view` and :meth:`legal` only."""

    def __init__(self, setup: dict[str, Any], seed: int, cards: Catalog | None = None) -> None:
        card_hooks.load_all()
        scenarios.load_all()
        self.catalog = cards or catalog()
        self.constants = modifiers.constant_index(self.catalog)
        self.answerable = basic_events.answered_kinds(self.catalog)
        self.unique_names = uniqueness.name_index(self.catalog)
        unknown = missing_hooks(self.catalog)
        if unknown:
            raise HelicarrierError(f"content names a hook nothing provides: {unknown[0]}")
        self.setup = dict(setup)
        self._asks: list[Ask] = []  # the open questions, at most one per seat
        self._lanes: list[int] = []  # for each: its AtOnce lane (-1: the queue's first step)
        self.state = setup_rules.build(self, setup, seed)
        for area in self.state.areas:  # every hook an area's scenario data names exists
            scenarios.check_script(self.catalog.scenarios[area.scenario])
        self._advance(None)

    def clone(self) -> ChampionsGame:
        """A copy to look ahead in (a search bot, a guided fuzz player): the state, the open
        questions and the RNG streams are copied; the catalog and the indexes computed from
        it at setup are shared, read-only (copying them too costs about 15 times the
        state). Moves on the copy never reach this game."""
        shared = (self.catalog, self.constants, self.answerable, self.unique_names)
        memo: dict[int, Any] = {id(item): item for item in shared}
        return copy.deepcopy(self, memo)

    def determinize(self, seat: int, seed: int) -> ChampionsGame:
        """A copy consistent with what ``seat`` knows, every card it does not know dealt
        again from ``seed`` (:mod:`engine.champions.core.determinize`): what a search bot
        looks ahead in. It depends on the seat's view and memory and the seed only."""
        copy = self.clone()
        determinize.deal_again(copy, seat, seed)
        return copy

    # ------------------------------------------------------------- the loop
    def _advance(self, answer: str | None, index: int = 0) -> None:
        """Run steps until the first step asks (one question, or one per seat for an
        :class:`AtOnce`) or the game ends; ``answer`` answers the open question at
        ``index`` of the open ones."""
        state = self.state
        self._guard = 0
        while state.queue and not state.outcome:
            step = state.queue[0]
            if isinstance(step, AtOnce):
                self._run_at_once(step, answer, index)
                answer = None
                if self._asks or state.outcome:
                    return
                state.queue.pop(0)
                continue
            state.queue.pop(0)
            ask = self._run(step, answer)
            answer = None
            if ask is not None:
                state.queue.insert(0, step)
                self._asks, self._lanes = [ask], [-1]
                return
        self._asks, self._lanes = [], []

    def _run(self, step: TypedStep, answer: str | None) -> Ask | None:
        """Run one step (popped by the caller) with ``answer``; a refused answer puts it
        back."""
        self._guard += 1
        if self._guard > 100_000:
            raise HelicarrierError("the rules engine is looping; please report this game")
        try:
            ask = handler_for(step)(self, step, answer)
        except IllegalCommand:
            self.state.queue.insert(0, step)
            raise
        if ask is not None and not ask.options and ask.seat != OUTSIDE:
            raise HelicarrierError(f"step {step} asked a question with no options")
        return ask

    def _run_at_once(self, step: AtOnce, answer: str | None, index: int) -> None:
        """Resolve the lane of the question answered (at ``index`` of the open ones) with
        its answer, then every lane until it asks or is empty; the open questions are
        each seat's first lane's (module asking)."""
        if answer is not None:
            self._run_lane(step.lanes[self._lanes[index]], answer)
        asks: list[Ask] = []
        lanes: list[int] = []
        for index, queue in enumerate(step.lanes):
            if self.state.outcome:
                break
            ask = self._run_lane(queue, None)
            if ask is not None and all(a.seat != ask.seat for a in asks):
                asks.append(ask)
                lanes.append(index)
        if self.state.outcome:
            asks, lanes = [], []
        self._asks, self._lanes = asks, lanes

    def _run_lane(self, lane: list[TypedStep], answer: str | None) -> Ask | None:
        """Run one lane's steps as the loop runs the queue (what they push joins the
        lane) until one asks (returned) or the lane is empty."""
        state = self.state
        outer, state.queue = state.queue, lane
        try:
            while lane and not state.outcome:
                step = lane.pop(0)
                ask = self._run(step, answer)
                answer = None
                if ask is not None:
                    lane.insert(0, step)
                    return ask
            return None
        finally:
            state.queue = outer
            if state.outcome:
                outer.clear()

    def refresh(self) -> None:
        """Recompute the open question after the state was changed from outside (tests)."""
        self._reask()

    def _reask(self) -> None:
        """Recompute the open questions (after a manual change to the state)."""
        if self.state.outcome or not self.state.queue:
            self._asks, self._lanes = [], []
            return
        self._advance(None)

    @property
    def decisions(self) -> tuple[Decision, ...]:
        """Every open question: one per seat asked at once (:class:`AtOnce`), or one, or
        an outside one (seat ``OUTSIDE``, with its topic and data)."""
        return tuple(self._decision(ask) for ask in self._asks)

    @property
    def decision(self) -> Decision | None:
        return self._decision(self._asks[0]) if self._asks else None

    @staticmethod
    def _decision(ask: Ask) -> Decision:
        if ask.seat == OUTSIDE:
            return Decision(OUTSIDE, ask.prompt, topic=ask.topic, data=dict(ask.data))
        return Decision(ask.seat, ask.prompt,
                        tuple(Choose(ask.seat, key, label) for key, label in ask.options))

    def _marked(self, seat: int) -> list[int]:
        """The cards ``seat`` has marked to mulligan (its open mulligan's marks)."""
        first = self.state.queue[0] if self.state.queue else None
        lanes = first.lanes if isinstance(first, AtOnce) else [[first]] if first else []
        return next((step.marked for lane in lanes for step in lane[:1]
                     if isinstance(step, Mulligan) and step.seat == seat), [])

    def _ask_of(self, seat: int) -> Ask | None:
        return next((a for a in self._asks if a.seat == seat), None)

    def legal(self, seat: int) -> list[Command]:
        ask = self._ask_of(seat)
        if ask is None or seat == OUTSIDE:
            return []
        return [Choose(seat, key, label) for key, label in ask.options]

    def apply(self, command: Command) -> list[Event]:
        before = len(self.state.log)
        if not self._asks:
            raise IllegalCommand("the game is over")
        if isinstance(command, OutsideAnswer):
            index = next((i for i, a in enumerate(self._asks) if a.seat == OUTSIDE
                          and a.topic == command.topic), -1)
            if index < 0:
                raise IllegalCommand(f"the game asks nothing about {command.topic} now")
            self._advance(outside_answer_key(command.data), index)
            return [Logged(line) for line in self.state.log[before:]]
        if not 0 <= command.seat < len(self.state.players):
            raise IllegalCommand(f"there is no seat {command.seat}")
        if isinstance(command, Choose):
            ask = self._ask_of(command.seat)
            if ask is None:
                whose = " and ".join(f"player {a.seat + 1}'s" for a in self._asks
                                     if a.seat != OUTSIDE)
                raise IllegalCommand(f"it is {whose} decision, not player {command.seat + 1}'s"
                                     if whose else "the game waits for an answer from "
                                     "outside the table, not for a player")
            if command.key not in dict(ask.options):
                raise IllegalCommand(f"{command.key!r} is not an option now "
                                     f"({ask.prompt})")
            self._advance(command.key, self._asks.index(ask))
        else:
            self._manual(command)
        return [Logged(line) for line in self.state.log[before:]]

    # ---------------------------------------------------------- manual escapes
    def _manual(self, command: Command) -> None:
        state = self.state
        if isinstance(command, ManualDone):
            first = state.queue[0]
            if isinstance(first, AtOnce):  # the step of the sender's own question (or the
                ask = self._ask_of(command.seat) or self._asks[0]  # first one)
                first.lanes[self._lanes[self._asks.index(ask)]].pop(0)
            else:
                state.queue.pop(0)
            state.manual_used += 1
            self.log(f"Player {command.seat + 1} marks the current step as resolved by hand.")
            self._advance(None)
            return
        card_id = getattr(command, "card", 0)
        if card_id not in state.cards:
            raise IllegalCommand(f"there is no card {card_id}")
        card = state.cards[card_id]
        if isinstance(command, ManualMove):
            if command.zone not in state.zones:
                raise IllegalCommand(f"there is no zone {command.zone!r}")
            fixed = ("villain", "villain_deck", "main")
            if zone_kind(card.zone) in fixed or card.zone.endswith(":identity") or \
                    zone_kind(command.zone) in fixed or command.zone.endswith(":identity"):
                raise IllegalCommand("villains, main schemes and identities stay where they "
                                     "are; change their counters or flip them instead")
            state.move(card_id, command.zone, top=command.top)
            card.facedown = False
            self.log(f"By hand: {self.name(card_id)} is moved to {command.zone}.")
        elif isinstance(command, ManualCounter):
            if not command.counter or command.value < 0:
                raise IllegalCommand("a counter needs a name and a value of 0 or more")
            card.counters[command.counter] = command.value
            if not command.value:
                card.counters.pop(command.counter)
            self.log(f"By hand: {self.name(card_id)} now has {command.value} "
                     f"{command.counter}.")
        elif isinstance(command, ManualFlip):
            back = self.d(card_id).back or (card.code[:-1] + "a" if card.code.endswith("b")
                                             else "")
            if back not in self.catalog.cards:
                raise IllegalCommand(f"{self.name(card_id)} has no other side")
            card.code = back
            if card.zone.endswith(":identity"):
                player = state.players[card.owner]
                player.form = "hero" if self.d(card_id).type == "hero" else "alter_ego"
            self.log(f"By hand: {self.name(card_id)} is flipped.")
        elif isinstance(command, ManualStatus):
            if command.status not in STATUSES or command.value < 0:
                raise IllegalCommand(f"status must be one of {', '.join(STATUSES)}")
            setattr(card, command.status, command.value)
            self.log(f"By hand: {self.name(card_id)} has {command.value} {command.status}.")
        elif isinstance(command, ManualExhaust):
            card.exhausted = command.exhausted
            self.log(f"By hand: {self.name(card_id)} is "
                     f"{'exhausted' if command.exhausted else 'readied'}.")
        else:
            raise IllegalCommand(f"unknown command {command.kind}")
        state.manual_used += 1
        self.check_state()
        self._reask()

    def check_state(self) -> None:
        """After a manual change: apply defeat and scheme completion at once, in every
        area."""
        for area in range(len(self.state.areas)):
            primitives.check_main_scheme(self, area)
            villain = self.villain(area)
            if villain >= 0 and self.hp(villain) <= 0:
                primitives.defeat(self, villain)
            for seat in self.seats(area):
                if self.hp(self.identity(seat)) <= 0:
                    primitives.eliminate(self, seat)

    # ------------------------------------------------------------------ views
    def card_view(self, cid: int, seat: int = -1) -> dict[str, Any]:
        """One card as ``seat`` sees it. A facedown card is its id (fresh since it went
        facedown: ``State.hide``) and its damage; a seat that may know it (it looked at
        the card, or chose it) sees its face too (code, name, type) and ``known``."""
        card = self.c(cid)
        if card.facedown:
            hidden: dict[str, Any] = {"id": cid, "facedown": True,
                                      "damage": card.count("damage")}
            if seat in card.known_to:
                face = self.d(cid)
                hidden.update(code=card.code, name=face.title, type=face.type, known=True)
            return hidden
        cdef = self.d(cid)
        out: dict[str, Any] = {"id": cid, "code": card.code, "name": cdef.title,
                               "type": cdef.type, "exhausted": card.exhausted,
                               "counters": dict(card.counters),
                               "automation": cdef.automation}
        for status in STATUSES:
            if getattr(card, status):
                out[status] = getattr(card, status)
        gained = [t for t in self.traits(cid) if t not in cdef.traits]
        if gained:
            out["gained_traits"] = gained  # constant abilities and lasting effects
        if cdef.type in ("hero", "alter_ego", "ally", "minion", "villain"):
            out["hp"] = self.hp(cid)
            out["max_hp"] = self.max_hp(cid)
        if cdef.type in ("hero", "ally", "minion", "villain"):
            out["atk"] = self.atk(cid)
            out["thw" if cdef.type in ("hero", "ally") else "sch"] = (
                self.thw(cid) if cdef.type in ("hero", "ally") else self.sch(cid))
        if cdef.type in ("ally", "upgrade", "support", "event"):
            out["cost"] = cdef.stat("cost")  # printed cost
        if cdef.resources:
            out["resources"] = dict(cdef.resources)  # printed resource icons: kind -> count
        if cdef.type == "ally":  # damage the ally takes after using that basic power
            out["consequential"] = {power: cdef.stat(f"{power}_consequential")
                                    for power in ("attack", "thwart")}
        if cdef.type == "villain":
            out["stage"] = str(cdef.stats.get("stage", ""))  # I, II or III
        if cdef.icons:
            out["icons"] = dict(cdef.icons)  # acceleration, amplify, crisis, hazard
        if cdef.resources:
            out["resources"] = dict(cdef.resources)  # printed resource icons, e.g. {"mental": 1}
        if cdef.type in ("main_scheme",):
            area = self.area_of(cid)
            out["target"] = self.scheme_target(cid)
            out["acceleration"] = self.main_acceleration(area)
            out["threat_per_round"] = self.threat_per_round(area)  # with icons and tokens
        attached = self.attachments(cid)
        if attached:
            out["attachments"] = [self.card_view(a, seat) for a in attached]
        state = self.state  # hot (every card of every view): the tucked zone read in place
        zone = "tucked" if len(state.areas) == 1 else azone(self.area_of(cid), "tucked")
        tucked = [i for i in state.zones.get(zone, ()) if state.cards[i].attached_to == cid]
        if tucked:
            out["tucked"] = [self.card_view(t, seat) for t in tucked]
        return out

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know: other hands, deck order and facedown cards are absent.

        Keys: kind, seat, scenario, expert, round, phase, first_player, active, outcome,
        cause, villain, villain_stages_left, main_scheme (with target, acceleration and
        threat_per_round: the threat villain phase step 1 places, icons and tokens
        included), side_schemes, environment, encounter_deck_count, encounter_discard,
        victory_display, players (each: seat, hero, form, eliminated, identity,
        deck_count, hand_count, discard, play, engaged, dealt (facedown cards), dealt_count,
        damage_dealt,
        threat_removed and cards_played (game-over figures, see PlayerState), and hand for
        this seat only; a card it marked to mulligan has ``marked``), decision (this seat's
        own open question with prompt and options, each option with the ``cards`` its key
        names, ``about`` the prompt's cards, and ``cards`` the faces of them all as this
        seat may see them: :meth:`_question_cards`; else the seat of the first open one, and
        for a question outside the seats its topic and prompt too), zones (names
        a manual move may target), manual_used, log (last lines), log_all (the whole log).
        Cards are dicts with
        id, code, name, type, automation, exhausted, counters, status cards, hp/max_hp,
        atk/thw/sch, stage (villains), icons (printed), cost (printed, player cards), resources
        (printed resource icons, kind -> count), consequential
        (allies: attack/thwart damage after use), gained_traits (from constant abilities and
        lasting effects), attachments and tucked cards; a facedown card is only its id and its
        damage, plus its code, name and type and ``known`` for a seat that may know it (it
        looked at the card or chose it). No id tells which card it names: ids are random and
        a card that goes facedown gets a fresh one (``engine.champions.core.card_ids``).
        ``peril`` is the seat resolving a card with peril (or absent).

        Game areas: round, phase, first_player, villain, villain_stages_left, main_scheme,
        side_schemes, environment, encounter_deck_count, encounter_discard and
        victory_display are those of the seat's own area (area 0 for a seat that plays in
        none). Only a game with several areas adds ``areas`` (each area's public picture:
        id, scenario, title_only, seats, and those same keys) and each player's ``area``;
        a one-area game's view is what it always was.
        """
        with modifiers.reading(self):  # the state holds still while a view is built
            return self._view(seat)

    def _view(self, seat: int) -> dict[str, Any]:
        state = self.state
        players = []
        for p in state.players:
            s = p.seat
            entry: dict[str, Any] = {
                "seat": s, "hero": p.deck_key, "form": p.form, "eliminated": p.eliminated,
                "identity": self.card_view(p.identity, seat),
                "deck_count": len(state.zone(pzone(s, "deck"))),
                "hand_count": len(state.zone(pzone(s, "hand"))),
                "discard": [self.card_view(c, seat) for c in state.zone(pzone(s, "discard"))],
                "play": [self.card_view(c, seat) for c in state.zone(pzone(s, "play"))],
                "engaged": [self.card_view(c, seat) for c in state.zone(pzone(s, "engaged"))],
                "dealt": [self.card_view(c, seat) for c in state.zone(pzone(s, "dealt"))],
                "dealt_count": len(state.zone(pzone(s, "dealt"))),
                "damage_dealt": p.damage_dealt, "threat_removed": p.threat_removed,
                "cards_played": p.cards_played,
            }
            if len(state.areas) > 1:
                entry["area"] = p.area
            if s == seat:
                marked = self._marked(seat)
                entry["hand"] = [{**self.card_view(c, seat), "marked": True} if c in marked
                                 else self.card_view(c, seat) for c in state.zone(pzone(s, "hand"))]
            players.append(entry)
        decision: dict[str, Any] | None = None
        own = self._ask_of(seat)
        if own is not None:
            decision = {"seat": seat, "prompt": own.prompt, **self._question_cards(own, seat)}
        elif self._asks:
            first = self._asks[0]
            decision = {"seat": first.seat}
            if first.seat == OUTSIDE:  # what the table waits for is no secret
                decision.update(prompt=first.prompt, topic=first.topic)
        mine = self.area_of_seat(seat)
        fixed = {azone(a.id, z) for a in state.areas for z in ("villain", "villain_deck", "main")}
        view: dict[str, Any] = {
            "kind": "champions", "seat": seat, "scenario": state.scenario,
            "expert": state.expert, **self._area_view(mine, seat), "active": state.active,
            "outcome": state.outcome, "cause": state.cause,
            "players": players, "decision": decision, "manual_used": state.manual_used,
            "zones": sorted(z for z in state.zones
                            if z not in fixed and not z.endswith(":identity")),
            "log": state.log[-15:],
            "log_all": list(state.log),
            **({"peril": state.peril} if state.peril >= 0 else {}),
        }
        if len(state.areas) > 1:
            view["areas"] = [{"id": area.id, "scenario": area.scenario,
                              "title_only": area.title_only,
                              "seats": [p.seat for p in state.players if p.area == area.id],
                              **self._area_view(area.id, seat)} for area in state.areas]
        return view

    def _question_cards(self, ask: Ask, seat: int) -> dict[str, Any]:
        """A question's options and the cards it names (issue 29: every card a question
        names is readable), for the asked seat's view: each option with the ids its key
        names (``cards``, :func:`~engine.champions.core.base.key_cards`), ``about`` the
        prompt's cards (:attr:`Ask.about`), and ``cards`` every one of them once, as the
        seat may see it (:meth:`card_view`: a facedown card shows its face only to a seat
        that knows it). A face-up card in a zone the seat does not see (a deck being
        searched or looked at, the card being revealed, a set-aside card) is given only
        when the question names it in its prompt or the option's label; otherwise it is
        left out, id and all."""
        cards = self.state.cards
        shown: dict[int, dict[str, Any]] = {}

        def readable(cid: int, words: str) -> bool:
            card = cards[cid]
            if cid in shown:
                return True
            kind = zone_kind(card.zone)
            if card.facedown or kind.rpartition(":")[2] in SEEN_ZONES \
                    or card.zone == pzone(seat, "hand") or self.d(cid).title in words:
                shown[cid] = self.card_view(cid, seat)
                return True
            return False

        options = []
        for key, label in ask.options:
            option: dict[str, Any] = {"key": key, "label": label}
            named = [c for c in key_cards(key, cards) if readable(c, f"{label} {ask.prompt}")]
            if named:
                option["cards"] = named
            options.append(option)
        out: dict[str, Any] = {"options": options}
        words = " ".join([ask.prompt, *(label for _, label in ask.options)])
        about = [c for c in dict.fromkeys(ask.about) if c in cards and readable(c, words)]
        if about:
            out["about"] = about
        if shown:
            out["cards"] = list(shown.values())
        return out

    def _area_view(self, area: int, seat: int = -1) -> dict[str, Any]:
        """One game area's public picture: its round, phase and first player, its villain,
        main scheme, side schemes, environments, encounter deck count and discard pile,
        and victory display (the keys a view's top level has for the seat's own area)."""
        state = self.state
        here = state.areas[area]
        villain, main = self.villain(area), self.main_scheme(area)
        return {
            "round": here.round, "phase": here.phase, "first_player": self.first_player(area),
            "villain": self.card_view(villain, seat) if villain >= 0 else None,
            "villain_stages_left": len(state.zone(here.zone("villain_deck"))),
            "main_scheme": self.card_view(main, seat) if main >= 0 else None,
            "side_schemes": [self.card_view(c, seat) for c in self.side_schemes(area)],
            "environment": [self.card_view(c, seat) for c in state.zone(here.zone("environment"))],
            "encounter_deck_count": len(state.zone(here.zone("enc:deck"))),
            "encounter_discard": [self.card_view(c, seat)
                                  for c in state.zone(here.zone("enc:discard"))],
            "victory_display": [self.card_view(c, seat) for c in state.zone(here.zone("victory"))],
        }


def new_game(setup: dict[str, Any], seed: int) -> ChampionsGame:
    return ChampionsGame(setup, seed)


check_registry()  # every typed step kind has a handler, or the engine does not load
