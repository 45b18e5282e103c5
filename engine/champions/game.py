"""A Marvel Champions game: setup (RRG Appendix II), the command loop, views, manual escapes.

``ChampionsGame`` implements the kernel's Game protocol. Setup dict:
``{"scenario": <scenario key>, "heroes": [<deck key>, ...], "expert": false}``.
Identities are unique (RRG UNIQUE: players cannot choose matching identities); the key
``"allow_duplicate_heroes": true`` lifts that check for tests and benchmarks only (a
4-player table from our two hero decks), never for a real game.
Seats are numbered from 0 in the order the heroes are given; seat 0 is the
first player (Appendix II step 3 lets the group choose; we fix it so a setup
dict alone decides the game).
"""

from __future__ import annotations

from typing import Any

from content.champions.schema import Catalog, catalog
from engine.champions import cards as card_hooks
from engine.champions import scenarios
from engine.champions.core.base import Ask
from engine.champions.core.card_ids import CardIds
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
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.encounter_steps import WhenRevealed
from engine.champions.core.player_steps import (
    FlipMain,
    MainSetup,
    Mulligan,
    OpeningHands,
    PlayerPhaseStart,
    PlayerSetup,
    ScenarioSetup,
)
from engine.champions.core.state import PLAYER_ZONES, SHARED_ZONES, PlayerState, State, pzone
from engine.champions.core.steps import TypedStep, check_registry, handled_by_methods, handler_for
from engine.champions.language import abilities
from engine.champions.language.hooks import missing_hooks
from engine.champions.rules import (
    basic_events,
    modifiers,
    player_phase,
    primitives,
    window_abilities,  # noqa: F401  (the window step's handler)
)
from engine.champions.rules.primitives import STATUSES
from engine.champions.rules.queries import GameQueries
from engine.core import Command, Decision, Event, GameRng, HelicarrierError, IllegalCommand

MAX_PLAYERS = 4
SETUP_METHODS: dict[type[TypedStep], str] = {
    FlipMain: "s_flip_main", OpeningHands: "s_opening_hands", MainSetup: "s_main_setup",
    Mulligan: "s_mulligan", PlayerSetup: "s_player_setup",
}



handled_by_methods(SETUP_METHODS)


class ChampionsGame(GameQueries):
    """One game; every UI and bot reads :meth:`view` and :meth:`legal` only."""

    def __init__(self, setup: dict[str, Any], seed: int, cards: Catalog | None = None) -> None:
        card_hooks.load_all()
        scenarios.load_all()
        self.catalog = cards or catalog()
        self.constants = modifiers.constant_index(self.catalog)
        self.answerable = basic_events.answered_kinds(self.catalog)
        unknown = missing_hooks(self.catalog)
        if unknown:
            raise HelicarrierError(f"content names a hook nothing provides: {unknown[0]}")
        self.setup = dict(setup)
        self._ask: Ask | None = None
        self.state = self._build(setup, seed)
        self._advance(None)

    # ------------------------------------------------------------------ setup
    def _build(self, setup: dict[str, Any], seed: int) -> State:
        """RRG Appendix II, steps 1-11, as the scenario's data declares them; steps 12-16
        are the queued setup steps."""
        scenario_key = setup.get("scenario") or next(iter(self.catalog.scenarios), "")
        heroes = list(setup.get("heroes", []))
        expert = bool(setup.get("expert", False))
        groups = setup.get("groups", 1)
        if isinstance(groups, bool) or not isinstance(groups, int) or groups < 1:
            raise HelicarrierError(f"setup \"groups\" must be a whole number of at least 1, "
                                   f"got {groups!r}")
        if scenario_key not in self.catalog.scenarios:
            known = ", ".join(sorted(self.catalog.scenarios))
            raise HelicarrierError(f"unknown scenario {scenario_key!r} (known: {known})")
        if not 1 <= len(heroes) <= MAX_PLAYERS:
            raise HelicarrierError(f"a game needs 1 to {MAX_PLAYERS} heroes, got {len(heroes)}")
        for key in heroes:
            if key not in self.catalog.decks:
                known = ", ".join(sorted(self.catalog.decks))
                raise HelicarrierError(f"unknown hero {key!r} (known: {known})")
        if not setup.get("allow_duplicate_heroes"):
            self._check_unique_identities(heroes)
        scenario = self.catalog.scenarios[scenario_key]
        scenarios.check_script(scenario)
        modular = scenario.modular_for(len(heroes))
        if len(modular) < scenario.modular_count.count(len(heroes)):
            raise HelicarrierError(
                f"scenario {scenario_key} needs {scenario.modular_count.count(len(heroes))} "
                f"modular sets for {len(heroes)} players; it recommends {len(modular)}")
        state = State(scenario=scenario_key, expert=expert, rng=GameRng(seed),
                      card_ids=CardIds(seed))
        for zone in SHARED_ZONES:
            state.zone(zone)
        # Steps 1-6: identities (alter-ego side up), hit points, first player, obligations
        # and nemesis sets set aside (as the scenario says), shuffled player decks.
        obligations = []
        for seat, key in enumerate(heroes):
            deck = self.catalog.decks[key]
            for zone in PLAYER_ZONES:
                state.zone(pzone(seat, zone))
            ident = state.new_card(self.catalog.cards[deck.identity].back or deck.identity, seat,
                                   pzone(seat, "identity"))
            state.players.append(PlayerState(seat, key, ident.id))
            for code, count in deck.cards:
                for _ in range(count):
                    state.new_card(code, seat, pzone(seat, "deck"))
            for code in deck.setup_cards:
                state.new_card(code, seat, "set_aside")
            if scenario.obligations == "encounter_deck":
                obligations.append(state.new_card(deck.obligation, -1, "set_aside").id)
            if scenario.nemesis == "set_aside":
                for cdef in self.catalog.set_cards(deck.nemesis_set):
                    for _ in range(cdef.quantity):
                        state.new_card(cdef.code, -1, pzone(seat, "nemesis"))
            state.rng.shuffle(state.zone(pzone(seat, "deck")))
            # Step 11: cards with the setup keyword begin the game in play.
            for cid in list(state.zone(pzone(seat, "deck"))):
                if self.catalog.cards[state.cards[cid].code].keywords.get("setup"):
                    state.move(cid, pzone(seat, "play"))
        # Steps 8-9: villain deck and main scheme deck (its first stage; the later ones
        # enter as it advances).
        stages = scenario.villain_expert if expert else scenario.villain_standard
        for n, code in enumerate(stages):
            state.new_card(code, -1, "villain" if n == 0 else "villain_deck")
        state.new_card(scenario.main_scheme[0].code, -1, "main")
        # Step 10: the encounter deck: the scenario's sets, its modular sets, Standard (and
        # Expert), less its set-aside cards, which wait in the set-aside area.
        skip = set(stages) | set(scenario.villain_standard) | set(scenario.villain_expert) | \
            {stage.code for stage in scenario.main_scheme}
        sets = [*scenario.encounter_sets, *modular, "standard"]
        if expert:
            sets.append("expert")
        for set_code in sets:
            for cdef in self.catalog.set_cards(set_code):
                if cdef.code in skip or cdef.type in ("villain", "main_scheme") or \
                        "linked" in cdef.keywords:
                    continue
                zone = "set_aside" if cdef.code in scenario.set_aside else "enc:deck"
                for _ in range(cdef.quantity):
                    state.new_card(cdef.code, -1, zone)
        self._set_aside_linked(state, len(heroes))
        for oid in obligations:
            state.move(oid, "enc:deck")
        state.rng.shuffle(state.zone("enc:deck"))
        state.queue = [*[ScenarioSetup(name) for name in scenario.setup], MainSetup(), FlipMain(),
                       WhenRevealed(state.zone("villain")[0], 0),
                       OpeningHands(),
                       *[Mulligan(s) for s in range(len(heroes))],
                       PlayerSetup(), PlayerPhaseStart()]
        return state

    def _check_unique_identities(self, heroes: list[str]) -> None:
        """RRG UNIQUE: "when choosing identities during setup, players cannot choose
        identities that match" (same title on either face)."""
        seen: dict[str, str] = {}
        for key in heroes:
            ident = self.catalog.cards[self.catalog.decks[key].identity]
            titles = {ident.title}
            if ident.back and ident.back in self.catalog.cards:
                titles.add(self.catalog.cards[ident.back].title)
            for title in sorted(titles):
                if title in seen:
                    raise HelicarrierError(
                        f"heroes {seen[title]!r} and {key!r} are the same identity ({title}); "
                        "identities are unique (RRG UNIQUE), each seat needs another hero")
                seen[title] = key

    def _set_aside_linked(self, state: State, players: int) -> None:
        """RRG LINKED: set aside each linked card's printed quantity once for the encounter
        deck and once for each player deck that holds the card naming it."""
        for cdef in self.catalog.cards.values():
            named = cdef.keywords.get("linked")
            if not named:
                continue
            zones = ["enc:deck", *[pzone(seat, "deck") for seat in range(players)]]
            holders = [owner for owner, zone in zip([-1, *range(players)], zones, strict=True)
                       if any(state.cards[c].code == named for c in state.zone(zone))]
            for owner in holders:
                for _ in range(cdef.quantity):
                    state.new_card(cdef.code, owner, "set_aside")

    def s_main_setup(self, step: MainSetup, answer: str | None) -> Ask | None:
        abilities._trigger(self, self.main_scheme(), self.state.first_player, "setup")
        return None

    def s_flip_main(self, step: FlipMain, answer: str | None) -> Ask | None:
        main = self.main_scheme()
        if self.d(main).back:  # already on its B side if a manual override flipped it
            self.c(main).code = self.d(main).back
        start = self.d(main).stat("base_threat") * self.players_at_start()
        self.c(main).add("threat", start)
        self.log(f"{self.name(main)} starts with {start} threat.")
        self.push(WhenRevealed(main, self.state.first_player))
        return None

    def s_opening_hands(self, step: OpeningHands, answer: str | None) -> Ask | None:
        for seat in range(len(self.state.players)):
            primitives.draw(self, seat, player_phase.hand_size(self, seat))
        return None

    def s_mulligan(self, step: Mulligan, answer: str | None) -> Ask | None:
        seat = step.seat
        hand = self.ids(pzone(seat, "hand"))
        options = [(f"discard:{cid}", f"Mulligan {self.name(cid)}") for cid in hand]
        options.append(("done", "Keep this hand"))
        if answer is None:
            return Ask(seat, "Mulligan: discard any number of cards from your opening hand, "
                       "then draw back up.", options)
        self.require(answer in dict(options), "choose a card in your hand or keep")
        if answer == "done":
            primitives.draw(self, seat, step.discarded)
            return None
        self.state.move(int(answer.split(":")[1]), pzone(seat, "discard"))
        step.discarded += 1
        self.push(step)
        return None

    def s_player_setup(self, step: PlayerSetup, answer: str | None) -> Ask | None:
        """Each identity's Setup abilities, first player first (a deck's ``setup_cards``
        wait set aside for them: a suit form upgrade)."""
        for seat in reversed(self.seats()):
            ident = self.identity(seat)
            for ability in reversed(self.d(ident).abilities):
                if ability.trigger == "setup":
                    run_effects(self, seat, ident, ability.effects)
        return None

    # ------------------------------------------------------------- the loop
    def _advance(self, answer: str | None) -> None:
        """Run steps until one asks a question or the game ends."""
        state = self.state
        guard = 0
        while state.queue and not state.outcome:
            guard += 1
            if guard > 100_000:
                raise HelicarrierError("the rules engine is looping; please report this game")
            step = state.queue.pop(0)
            try:
                ask = handler_for(step)(self, step, answer)
            except IllegalCommand:
                state.queue.insert(0, step)
                raise
            answer = None
            if ask is not None:
                state.queue.insert(0, step)
                if not ask.options:
                    raise HelicarrierError(f"step {step} asked a question with no options")
                self._ask = ask
                return
        self._ask = None

    def refresh(self) -> None:
        """Recompute the open question after the state was changed from outside (tests)."""
        self._reask()

    def _reask(self) -> None:
        """Recompute the open question (after a manual change to the state)."""
        if self.state.outcome or not self.state.queue:
            self._ask = None
            return
        self._advance(None)

    @property
    def decision(self) -> Decision | None:
        ask = self._ask
        if ask is None:
            return None
        return Decision(ask.seat, ask.prompt,
                        tuple(Choose(ask.seat, key, label) for key, label in ask.options))

    def legal(self, seat: int) -> list[Command]:
        decision = self.decision
        if decision is None or decision.seat != seat:
            return []
        return list(decision.options)

    def apply(self, command: Command) -> list[Event]:
        before = len(self.state.log)
        if self._ask is None:
            raise IllegalCommand("the game is over")
        if not 0 <= command.seat < len(self.state.players):
            raise IllegalCommand(f"there is no seat {command.seat}")
        if isinstance(command, Choose):
            if command.seat != self._ask.seat:
                raise IllegalCommand(f"it is player {self._ask.seat + 1}'s decision, "
                                     f"not player {command.seat + 1}'s")
            if command.key not in dict(self._ask.options):
                raise IllegalCommand(f"{command.key!r} is not an option now "
                                     f"({self._ask.prompt})")
            self._advance(command.key)
        else:
            self._manual(command)
        return [Logged(line) for line in self.state.log[before:]]

    # ---------------------------------------------------------- manual escapes
    def _manual(self, command: Command) -> None:
        state = self.state
        if isinstance(command, ManualDone):
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
            if card.zone in fixed or card.zone.endswith(":identity") or command.zone in fixed \
                    or command.zone.endswith(":identity"):
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
        """After a manual change: apply defeat and scheme completion at once."""
        primitives.check_main_scheme(self)
        villain = self.villain()
        if villain >= 0 and self.hp(villain) <= 0:
            primitives.defeat(self, villain)
        for seat in self.seats():
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
            out["target"] = self.scheme_target(cid)
            out["acceleration"] = self.main_acceleration()
            out["threat_per_round"] = self.threat_per_round()  # with icons and tokens
        attached = self.attachments(cid)
        if attached:
            out["attachments"] = [self.card_view(a, seat) for a in attached]
        tucked = [i for i in self.state.zones.get("tucked", ()) if
                  self.state.cards[i].attached_to == cid]
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
        this seat only), decision (seat; prompt and options only for this seat), zones (names
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
            if s == seat:
                entry["hand"] = [self.card_view(c, seat) for c in state.zone(pzone(s, "hand"))]
            players.append(entry)
        decision: dict[str, Any] | None = None
        if self._ask is not None:
            decision = {"seat": self._ask.seat}
            if self._ask.seat == seat:
                decision["prompt"] = self._ask.prompt
                decision["options"] = [{"key": k, "label": label}
                                       for k, label in self._ask.options]
        main = self.main_scheme()
        return {
            "kind": "champions", "seat": seat, "scenario": state.scenario,
            "expert": state.expert, "round": state.round, "phase": state.phase,
            "first_player": state.first_player, "active": state.active,
            "outcome": state.outcome, "cause": state.cause,
            "villain": self.card_view(self.villain(), seat) if self.villain() >= 0 else None,
            "villain_stages_left": len(state.zone("villain_deck")),
            "main_scheme": self.card_view(main, seat) if main >= 0 else None,
            "side_schemes": [self.card_view(c, seat) for c in self.side_schemes()],
            "environment": [self.card_view(c, seat) for c in state.zone("environment")],
            "encounter_deck_count": len(state.zone("enc:deck")),
            "encounter_discard": [self.card_view(c, seat) for c in state.zone("enc:discard")],
            "victory_display": [self.card_view(c, seat) for c in state.zone("victory")],
            "players": players, "decision": decision, "manual_used": state.manual_used,
            "zones": sorted(z for z in state.zones
                            if z not in ("villain", "villain_deck", "main")
                            and not z.endswith(":identity")),
            "log": state.log[-15:],
            "log_all": list(state.log),
            **({"peril": state.peril} if state.peril >= 0 else {}),
        }


def new_game(setup: dict[str, Any], seed: int) -> ChampionsGame:
    return ChampionsGame(setup, seed)


check_registry()  # every typed step kind has a handler, or the engine does not load
