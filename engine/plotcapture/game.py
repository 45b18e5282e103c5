"""The plot-capture game state and its rules (apply + legal share one code path).

State is lists of small ints (see ``cards.py``): decks keep their top at the END
of the list, so drawing is ``pop()``. ``clone()`` copies those lists, which is
what the search player does thousands of times per decision; ``quiet`` clones
skip building log sentences. ``legal()`` is computed once per state and cached;
``apply()`` skips its checks for the very command objects of that list (legal()
ran the same rules), and checks every other command. Fixed commands come from
shared per-seat tables (``command_tables.py``), so legal lists share objects.

This module is compiled with mypyc when installed (setup.py, scripts/native.py), so
it is written for that too: the class has no ``__dict__`` (clone() copies every
field; ``blank=True`` makes the empty shell), constants are ``Final`` (inlined),
and hot paths use plain loops, which compile to C, over map/any/generator idioms,
which stay generic calls. The pure-Python module plays the very same games.

Turn flow: RECRUIT (automatic: fill the hand) -> ACTION (UseBenefit or
SkipAction, then the benefit's follow-up steps) -> INVESTIGATION (Capture any
number of times, EndInvestigation) -> RECOVERY (RecoveryDiscard ends the turn).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Final

from engine.core.errors import HelicarrierError, IllegalCommand
from engine.core.game import Decision
from engine.core.messages import Command, Event
from engine.core.rng import GameRng
from engine.plotcapture.cards import (
    BIOCHEM,
    COMBAT,
    COMPUTERS,
    ENGINEERING,
    ESPIONAGE,
    LEADERSHIP,
    SUPPORT,
    TRAIT_BIT,
    Tables,
    tables,
)
from engine.plotcapture.command_tables import SeatCommands, table_commands
from engine.plotcapture.commands import (
    Capture,
    Discard,
    DiscardPlot,
    EndInvestigation,
    Logged,
    PickCard,
    RecoveryDiscard,
    SkipAction,
    StealCard,
    StealFrom,
    TakeAgent,
    UseBenefit,
)
from engine.plotcapture.setup import Rules, Setup
from engine.plotcapture.solver import explain_titles, minimal_sets

# Steps (fine-grained phases); the view maps each to one of the four rule phases.
# Final: the compiled engine (mypyc) inlines them instead of looking them up per use.
ACTION: Final = 0
PICK: Final = 1
DISCARD_PLOT: Final = 2
DISCARD: Final = 3
STEAL_FROM: Final = 4
STEAL_CARD: Final = 5
TAKE_AGENT: Final = 6
INVESTIGATION: Final = 7
RECOVERY: Final = 8
OVER: Final = 9

ALL_TRAITS: Final = 127  # every trait bit (sum(BIT_NAME), checked by a test)
LOOK_COUNT: Final = 5  # Leadership looks at 5 SHIELD cards, Computers at 5 PLOT cards

BENEFIT_TEXT = {
    LEADERSHIP: "look at the next 5 SHIELD cards and keep one",
    COMBAT: "discard a revealed plot to the bottom of the PLOT deck",
    SUPPORT: "draw 2 SHIELD cards, then discard 2 cards",
    ESPIONAGE: "look at an opponent's hand and steal 1 card",
    COMPUTERS: "look at the next 5 PLOT cards, then draw 1 SHIELD card",
    BIOCHEM: "take an Agent from the SHIELD discard",
    ENGINEERING: "your Agents get +1 level this turn",
}


class PlotCaptureGame:
    """One game of the fan plot-capture game; implements the kernel ``Game`` protocol."""

    def __init__(self, setup: Setup, seed: int, blank: bool = False) -> None:
        """A new game; ``blank`` makes an empty shell whose caller sets every field.

        (clone() and the search player's determinizer build states that way; a
        compiled class has no ``__dict__`` to copy and no ``__new__`` that skips this.)
        """
        self.setup = setup
        self.seed = seed
        if blank:
            return
        self.rules: Rules = setup.rules()
        self.t: Tables = tables()
        self.names: tuple[str, ...] = setup.seats
        self.players = len(setup.seats)
        self.seat_tables: tuple[SeatCommands, ...] = table_commands(self.players)
        self.rng = GameRng(seed)
        self.quiet = False
        self.commands: list[Command] = []
        self.log: list[tuple[int, str]] = []  # (audience seat or -1, sentence)
        self._events: list[Event] = []
        self._legal: list[Command] | None = None
        self.shield_deck: list[int] = list(range(self.t.card_count))
        self.shield_discard: list[int] = []
        self.removed: list[int] = []
        self.removed_titles: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(self.players)]
        self.plot_deck: list[int] = list(range(len(self.t.plot_titles)))
        self.revealed: list[int] = []
        self.captured: list[list[int]] = [[] for _ in range(self.players)]
        self.look: list[int] = []           # SHIELD cards set aside by Leadership
        self.seen: list[list[tuple[str, tuple[int, ...]]]] = [[] for _ in range(self.players)]
        self.step = ACTION
        self.turn = 0
        self.first = 0
        self.round = 1
        self.turns_played = 0
        self.action_card = -1
        self.action_trait = 0
        self.bonus = False
        self.to_discard = 0
        self.steal_target = -1
        self.end_reason = ""
        self._start()

    # ------------------------------------------------------------------ setup and turns

    def _start(self) -> None:
        """SETUP: shuffle both decks, reveal 5 plots; then the first turn's Recruit phase."""
        self.rng.shuffle(self.shield_deck)
        self.rng.shuffle(self.plot_deck)
        if self.rules.first_player == "random":
            self.first = self.rng.randbelow(self.players)
        self.turn = self.first
        self._say(f"{self.names[self.first]} goes first.")
        self._refill_plots()
        self._begin_turn()

    def _begin_turn(self) -> None:
        seat = self.turn
        self.seen[seat] = []
        self.action_card = -1
        self.action_trait = 0
        self.bonus = False
        self.step = ACTION
        missing = self.rules.hand_size - len(self.hands[seat])
        if missing > 0:
            drawn = self._draw(seat, missing)
            if not self.quiet:
                self._say(f"{self.names[seat]} recruits {_cards(len(drawn))}.")
                if drawn:
                    self._say("You recruit " + self._card_list(drawn) + ".", seat)

    def _end_turn(self) -> None:
        self.turns_played += 1
        self.turn = (self.turn + 1) % self.players
        if self.turn == self.first:
            if self.round >= self.rules.round_limit:
                self._finish(f"The round limit of {self.rules.round_limit} is reached.")
                return
            self.round += 1
        self._begin_turn()

    def _finish(self, reason: str) -> None:
        self.step = OVER
        self.end_reason = reason
        self._say(reason)
        winners = self.winners()
        names = [self.names[s] for s in winners]
        if len(names) == 1:
            self._say(f"{names[0]} wins.")
        else:
            self._say(" and ".join(names) + " share the win.")

    # ------------------------------------------------------------------ zones

    def _draw_one(self) -> int:
        """Top SHIELD card, shuffling the discard into a new deck when the deck is empty."""
        if not self.shield_deck:
            if not self.shield_discard:
                return -1
            self.shield_deck = self.shield_discard
            self.shield_discard = []
            self.rng.shuffle(self.shield_deck)
            self._say("The SHIELD discard is shuffled into a new deck.")
        return self.shield_deck.pop()

    def _draw(self, seat: int, count: int) -> list[int]:
        hand = self.hands[seat]
        deck = self.shield_deck
        if 0 < count <= len(deck):  # no reshuffle on the way: the top cards, top first
            top = deck[-count:]
            del deck[-count:]
            top.reverse()
            hand.extend(top)
            return top
        drawn: list[int] = []
        for _ in range(count):
            card = self._draw_one()
            if card < 0:
                break
            hand.append(card)
            drawn.append(card)
        return drawn

    def _refill_plots(self) -> None:
        while len(self.revealed) < self.rules.revealed_plots and self.plot_deck:
            plot = self.plot_deck.pop()
            self.revealed.append(plot)
            self._say(f"{self.t.plot_titles[plot]} is revealed.")
            remove = self.t.plot_remove[plot]
            if remove >= 0 and remove not in self.removed_titles:
                self._remove_title(remove)

    def _remove_title(self, title: int) -> None:
        """SPECIAL CARDS: every copy of ``title`` leaves the game, wherever it is."""
        self.removed_titles.append(title)
        card_title = self.t.card_title
        zones = [self.shield_deck, self.shield_discard, self.look, *self.hands]
        for zone in zones:
            kept = [c for c in zone if card_title[c] != title]
            if len(kept) != len(zone):
                self.removed.extend(c for c in zone if card_title[c] == title)
                zone[:] = kept
        self.removed.sort()
        if self.action_card >= 0 and card_title[self.action_card] == title:
            self.action_card = -1
        self._say(f"Every {self.t.titles[title]} card is removed from the game.")

    # ------------------------------------------------------------------ log

    def _say(self, text: str, audience: int = -1) -> None:
        if self.quiet:
            return
        self.log.append((audience, text))
        event = _new(_LOGGED)  # filled directly, see _new below
        fields = event.__dict__
        fields["text"] = text
        fields["audience"] = audience
        self._events.append(event)

    def _card_list(self, cards: list[int] | tuple[int, ...]) -> str:
        if not cards:
            return "nothing"
        titles = self.t.titles
        title = self.t.card_title
        return ", ".join([titles[title[c]] for c in cards])

    # ------------------------------------------------------------------ protocol

    @property
    def is_over(self) -> bool:
        return self.step == OVER

    @property
    def decision(self) -> Decision | None:
        """The open question, or None when the game is over."""
        if self.step == OVER:
            return None
        return Decision(self.turn, self.prompt(), tuple(self.legal(self.turn)))

    @property
    def decisions(self) -> tuple[Decision, ...]:
        """Every open question: plot capture asks one seat at a time, so its one decision."""
        decision = self.decision
        return () if decision is None else (decision,)

    def prompt(self) -> str:
        """What the seat to act is asked, as a sentence."""
        step = self.step
        if step == ACTION:
            return "Action phase: reveal a card for one benefit, or skip."
        if step == PICK:
            return "Leadership: choose one of the cards you looked at to keep."
        if step == DISCARD_PLOT:
            return "Combat: choose a revealed plot to send to the bottom of the PLOT deck."
        if step == DISCARD:
            return f"Support: discard {_cards(self.to_discard)} more."
        if step == STEAL_FROM:
            return "Espionage: choose the opponent whose hand you look at."
        if step == STEAL_CARD:
            return f"Espionage: choose a card to steal from {self.names[self.steal_target]}."
        if step == TAKE_AGENT:
            return "Biochem: choose an Agent to take from the SHIELD discard."
        if step == INVESTIGATION:
            return "Investigation phase: capture a revealed plot, or end the investigation."
        if step == RECOVERY:
            return (f"Recovery phase: discard up to {self.rules.recovery_discards} cards "
                    "(or none) to end your turn.")
        return "The game is over."

    def legal(self, seat: int) -> list[Command]:
        """Every command ``seat`` may send now (empty when it is not that seat's decision)."""
        if self.step == OVER or seat != self.turn:
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def apply(self, command: Command) -> list[Event]:
        """Apply one command; raises IllegalCommand (a readable sentence) if not allowed.

        A command taken from the current legal() list (the very object) skips the
        checks: legal() ran the same rules to list it.
        """
        self._events = []
        legal = self._legal
        if legal is not None and _listed(command, legal):
            _EFFECTS[type(command)](self, command)
        else:
            self._check_and_apply(command)
        self._legal = None
        self.commands.append(command)
        return self._events

    def _check_and_apply(self, command: Command) -> None:
        if self.step == OVER:
            raise IllegalCommand("The game is over.")
        if command.seat != self.turn:
            seat = command.seat
            who = self.names[seat] if 0 <= seat < self.players else f"Seat {seat}"
            raise IllegalCommand(f"It is {self.names[self.turn]}'s turn, not {who}'s.")
        handler = _HANDLERS.get(type(command))
        if handler is None:
            raise IllegalCommand(f"{type(command).__name__} is not a plot-capture command.")
        step_ok = _STEPS[type(command)]
        if self.step not in step_ok:
            raise IllegalCommand(f"Now is not the time for that: {self.prompt()}")
        handler(self, command)

    def view(self, seat: int) -> dict[str, Any]:
        from engine.plotcapture.view import build_view

        return build_view(self, seat)

    # ------------------------------------------------------------------ standings

    def scores(self) -> list[tuple[int, int]]:
        """(plots captured, total plot levels) per seat."""
        level = self.t.plot_level
        return [(len(c), sum(level[p] for p in c)) for c in self.captured]

    def winners(self) -> list[int]:
        """Seats with the most plots, then the most levels (several = a shared win)."""
        scores = self.scores()
        best = max(scores)
        return [s for s in range(self.players) if scores[s] == best]

    def standings(self) -> list[dict[str, Any]]:
        """Seats ranked by plots then levels; tied seats share a rank."""
        scores = self.scores()
        order = sorted(range(self.players), key=lambda s: (-scores[s][0], -scores[s][1], s))
        winners = set(self.winners()) if self.step == OVER else set()
        out: list[dict[str, Any]] = []
        for position, seat in enumerate(order):
            rank = position + 1
            if position and scores[seat] == scores[order[position - 1]]:
                rank = out[-1]["rank"]
            out.append({
                "seat": seat,
                "name": self.names[seat],
                "plots": scores[seat][0],
                "levels": scores[seat][1],
                "rank": rank,
                "winner": seat in winners,
            })
        return out

    # ------------------------------------------------------------------ cloning

    def clone(self, quiet: bool = True) -> PlotCaptureGame:
        """An independent copy (for search); ``quiet`` copies keep no log and no command list."""
        twin = PlotCaptureGame(self.setup, self.seed, blank=True)
        twin.rules = self.rules
        twin.t = self.t
        twin.names = self.names
        twin.players = self.players
        twin.seat_tables = self.seat_tables
        twin.step = self.step
        twin.turn = self.turn
        twin.first = self.first
        twin.round = self.round
        twin.turns_played = self.turns_played
        twin.action_card = self.action_card
        twin.action_trait = self.action_trait
        twin.bonus = self.bonus
        twin.to_discard = self.to_discard
        twin.steal_target = self.steal_target
        twin.end_reason = self.end_reason
        twin.rng = self.rng.clone()
        twin.quiet = quiet
        twin.commands = [] if quiet else list(self.commands)
        twin.log = [] if quiet else list(self.log)
        twin._events = []
        twin._legal = self._legal
        twin.shield_deck = self.shield_deck[:]
        twin.shield_discard = self.shield_discard[:]
        twin.removed = self.removed[:]
        twin.removed_titles = self.removed_titles[:]
        twin.hands = [h[:] for h in self.hands]
        twin.plot_deck = self.plot_deck[:]
        twin.revealed = self.revealed[:]
        twin.captured = [c[:] for c in self.captured]
        twin.look = self.look[:]
        twin.seen = [s[:] for s in self.seen]
        return twin

    # ------------------------------------------------------------------ legal commands

    def _compute_legal(self) -> list[Command]:
        seat = self.turn
        step = self.step
        table = self.seat_tables[seat]
        if step == ACTION:
            return self._legal_benefits(seat)
        if step == PICK:
            return [table.pick[c] for c in self.look]
        if step == DISCARD_PLOT:
            return [table.discard_plot[p] for p in self.revealed]
        if step == DISCARD:
            return [table.discard[c] for c in sorted(self.hands[seat])]
        if step == STEAL_FROM:
            return [table.steal_from[o] for o in self._spy_targets(seat)]
        if step == STEAL_CARD:
            return [table.steal_card[c] for c in sorted(self.hands[self.steal_target])]
        if step == TAKE_AGENT:
            agent = self.t.title_agent
            title = self.t.card_title
            return [table.take_agent[c] for c in sorted(self.shield_discard) if agent[title[c]]]
        if step == INVESTIGATION:
            out = self._legal_captures(seat)
            out.append(table.end_investigation)
            return out
        if step == RECOVERY:
            return self._legal_recovery(seat)
        return []

    def possible_benefits(self, seat: int, wanted: int = ALL_TRAITS) -> int:
        """The trait bits among ``wanted`` whose benefit would do anything now.

        Empty benefits are not offered; only the asked-for checks are run (the
        search player asks about one or two benefits many times per decision).
        """
        possible = wanted & (SUPPORT | COMPUTERS | ENGINEERING)
        if wanted & LEADERSHIP and (self.shield_deck or self.shield_discard):
            possible |= LEADERSHIP
        if wanted & COMBAT and self.revealed:
            possible |= COMBAT
        if wanted & ESPIONAGE:
            for other, cards in enumerate(self.hands):
                if other != seat and cards:
                    possible |= ESPIONAGE  # someone to spy on (see _spy_targets)
                    break
        if wanted & BIOCHEM:
            agent = self.t.card_agent
            for card in self.shield_discard:
                if agent[card]:
                    possible |= BIOCHEM
                    break
        return possible

    def benefit_possible(self, seat: int, bit: int) -> bool:
        """Whether a benefit would do anything now (empty benefits are not offered)."""
        return bool(self.possible_benefits(seat, bit))

    def _legal_benefits(self, seat: int) -> list[Command]:
        possible = self.possible_benefits(seat)
        table = self.seat_tables[seat]
        benefits = table.benefits
        out: list[Command] = []
        for card in sorted(self.hands[seat]):
            for bit, command in benefits[card]:
                if possible & bit:
                    out.append(command)
        out.append(table.skip_action)
        return out

    def capture_pool(self, seat: int) -> list[int]:
        """Hand cards that may join a capture now (rule action_card_in_capture)."""
        hand = self.hands[seat]
        if self.rules.action_card_in_capture or self.action_card < 0:
            return hand
        return [c for c in hand if c != self.action_card]

    def _legal_captures(self, seat: int) -> list[Command]:
        title = self.t.card_title
        mask = 0
        cards: list[int] = []  # each title's lowest card id in the pool, ascending
        for card in sorted(self.capture_pool(seat)):
            bit = 1 << title[card]
            if not mask & bit:
                mask |= bit
                cards.append(card)
        # ids are numbered title by title, so ``cards`` follows the titles in the mask
        # and each capture comes out as its cards, ascending
        out: list[Command] = []
        names = self.t.plot_titles
        bonus = self.bonus
        for plot in self.revealed:
            options = minimal_sets(plot, mask, bonus, cards)
            if options:
                name = names[plot]
                for option in options:  # _capture() inlined: hundreds per game
                    command = _new(_CAPTURE)
                    fields = command.__dict__
                    fields["seat"] = seat
                    fields["plot"] = name
                    fields["cards"] = option
                    out.append(command)
        return out

    def _legal_recovery(self, seat: int) -> list[Command]:
        hand = sorted(self.hands[seat])
        table = self.seat_tables[seat]
        out: list[Command] = [table.keep_all]
        limit = self.rules.recovery_discards
        if limit >= 1:
            one = table.recover_one
            out.extend([one[c] for c in hand])
        if limit >= 2:
            two = table.recover_two
            out.extend([two[a][b] for a, b in combinations(hand, 2)])
        if limit >= 3:
            for size in range(3, min(limit, len(hand)) + 1):
                out.extend(RecoveryDiscard(seat, combo) for combo in combinations(hand, size))
        return out

    def _spy_targets(self, seat: int) -> list[int]:
        order = [(seat + k) % self.players for k in range(1, self.players)]
        return [o for o in order if self.hands[o]]

    # ------------------------------------------------------------------ checks

    def _card_in(self, card: int, zone: list[int], where: str) -> None:
        if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < self.t.card_count:
            raise IllegalCommand(f"There is no SHIELD card with id {card!r}.")
        if card not in zone:
            raise IllegalCommand(f"{self.t.card_name(card)} (card {card}) is not {where}.")

    def _plot_revealed(self, name: str) -> int:
        plot = self.t.plot_by_name.get(str(name).strip().lower(), -1)
        if plot < 0:
            raise IllegalCommand(f"There is no plot called {name!r}.")
        if plot not in self.revealed:
            raise IllegalCommand(f"{self.t.plot_titles[plot]} is not among the revealed plots.")
        return plot

    # ------------------------------------------------------------------ handlers

    def _use_benefit(self, cmd: UseBenefit) -> None:
        seat = cmd.seat
        self._card_in(cmd.card, self.hands[seat], "in your hand")
        bit = TRAIT_BIT.get(cmd.trait, 0)
        if not bit:
            known = ", ".join(TRAIT_BIT)
            raise IllegalCommand(f"{cmd.trait!r} is not a trait; use one of {known}.")
        if not self.t.title_mask[self.t.card_title[cmd.card]] & bit:
            raise IllegalCommand(f"{self.t.card_name(cmd.card)} has no {cmd.trait} trait.")
        if not self.benefit_possible(seat, bit):
            raise IllegalCommand(f"The {cmd.trait} benefit would do nothing now.")
        self._take_benefit(cmd)

    def _take_benefit(self, cmd: UseBenefit) -> None:
        seat = cmd.seat
        bit = TRAIT_BIT[cmd.trait]
        name = self.t.card_name(cmd.card)
        self.action_card = cmd.card
        self.action_trait = bit
        self._say(f"{self.names[seat]} reveals {name} for {cmd.trait}: {BENEFIT_TEXT[bit]}.")
        if bit == LEADERSHIP:
            for _ in range(LOOK_COUNT):
                card = self._draw_one()
                if card < 0:
                    break
                self.look.append(card)
            self.seen[seat].append(("the next SHIELD cards", tuple(self.look)))
            self._say("You look at " + self._card_list(self.look) + ".", seat)
            self.step = PICK
        elif bit == COMBAT:
            self.step = DISCARD_PLOT
        elif bit == SUPPORT:
            drawn = self._draw(seat, 2)
            self._say(f"{self.names[seat]} draws {_cards(len(drawn))}.")
            self._say("You draw " + self._card_list(drawn) + ".", seat)
            self.to_discard = min(2, len(self.hands[seat]))
            self.step = DISCARD if self.to_discard else INVESTIGATION
        elif bit == ESPIONAGE:
            targets = self._spy_targets(seat)
            if len(targets) == 1 or self.rules.spy_target == "next":
                self._spy_on(seat, targets[0])
            else:
                self.step = STEAL_FROM
        elif bit == COMPUTERS:
            top = tuple(self.plot_deck[-1:-LOOK_COUNT - 1:-1])
            self.seen[seat].append(("the next PLOT cards", top))
            self._say(f"{self.names[seat]} looks at the next {len(top)} PLOT cards.")
            self._say("You see, top first: "
                      + (", ".join(self.t.plot_titles[p] for p in top) or "nothing") + ".", seat)
            drawn = self._draw(seat, 1)
            self._say(f"{self.names[seat]} draws {_cards(len(drawn))}.")
            self._say("You draw " + self._card_list(drawn) + ".", seat)
            self.step = INVESTIGATION
        elif bit == BIOCHEM:
            self.step = TAKE_AGENT
        else:
            self.bonus = True
            self.step = INVESTIGATION

    def _spy_on(self, seat: int, target: int) -> None:
        self.steal_target = target
        self.seen[seat].append((f"{self.names[target]}'s hand", tuple(sorted(self.hands[target]))))
        self._say(f"{self.names[seat]} looks at {self.names[target]}'s hand.")
        self._say(f"{self.names[target]} holds " + self._card_list(sorted(self.hands[target]))
                  + ".", seat)
        self.step = STEAL_CARD

    def _skip_action(self, cmd: SkipAction) -> None:
        self._say(f"{self.names[cmd.seat]} takes no benefit.")
        self.step = INVESTIGATION

    def _pick_card(self, cmd: PickCard) -> None:
        self._card_in(cmd.card, self.look, "among the cards you looked at")
        self.look.remove(cmd.card)
        self.hands[cmd.seat].append(cmd.card)
        rest = self.look[::-1]  # the first card looked at must end on top (end of list)
        if self.rules.leader_rest == "top":
            self.shield_deck.extend(rest)
        else:
            self.shield_deck[0:0] = rest
        self.look = []
        self._say(f"{self.names[cmd.seat]} keeps one card; the rest go back "
                  f"{'on top of' if self.rules.leader_rest == 'top' else 'under'} the SHIELD deck.")
        self._say(f"You keep {self.t.card_name(cmd.card)}.", cmd.seat)
        self.step = INVESTIGATION

    def _discard_plot(self, cmd: DiscardPlot) -> None:
        plot = self._plot_revealed(cmd.plot)
        self.revealed.remove(plot)
        self.plot_deck.insert(0, plot)
        self._say(f"{self.names[cmd.seat]} sends {self.t.plot_titles[plot]} "
                  "to the bottom of the PLOT deck.")
        if self.rules.combat_discard_refills:
            self._refill_plots()
        self.step = INVESTIGATION

    def _discard(self, cmd: Discard) -> None:
        hand = self.hands[cmd.seat]
        self._card_in(cmd.card, hand, "in your hand")
        hand.remove(cmd.card)
        self.shield_discard.append(cmd.card)
        self._say(f"{self.names[cmd.seat]} discards {self.t.card_name(cmd.card)}.")
        self.to_discard = min(self.to_discard - 1, len(hand))
        if self.to_discard <= 0:
            self.step = INVESTIGATION

    def _steal_from(self, cmd: StealFrom) -> None:
        if cmd.opponent not in self._spy_targets(cmd.seat):
            raise IllegalCommand("Choose an opponent who holds cards.")
        self._spy_on(cmd.seat, cmd.opponent)

    def _steal_card(self, cmd: StealCard) -> None:
        target = self.steal_target
        self._card_in(cmd.card, self.hands[target], f"in {self.names[target]}'s hand")
        self.hands[target].remove(cmd.card)
        self.hands[cmd.seat].append(cmd.card)
        name = self.t.card_name(cmd.card)
        self._say(f"{self.names[cmd.seat]} steals a card from {self.names[target]}.")
        self._say(f"You steal {name}.", cmd.seat)
        self._say(f"{self.names[cmd.seat]} steals your {name}.", target)
        self.step = INVESTIGATION

    def _take_agent(self, cmd: TakeAgent) -> None:
        self._card_in(cmd.card, self.shield_discard, "in the SHIELD discard")
        if not self.t.title_agent[self.t.card_title[cmd.card]]:
            raise IllegalCommand(f"{self.t.card_name(cmd.card)} is not an Agent.")
        self.shield_discard.remove(cmd.card)
        self.hands[cmd.seat].append(cmd.card)
        self._say(f"{self.names[cmd.seat]} takes {self.t.card_name(cmd.card)} "
                  "from the SHIELD discard.")
        self.step = INVESTIGATION

    def _capture(self, cmd: Capture) -> None:
        seat = cmd.seat
        plot = self._plot_revealed(cmd.plot)
        pool = self.capture_pool(seat)
        cards = list(cmd.cards)
        for card in cards:
            if card == self.action_card and card in self.hands[seat] and card not in pool:
                raise IllegalCommand(f"{self.t.card_name(card)} was revealed for this turn's "
                                     "benefit and cannot join a capture.")
            self._card_in(card, self.hands[seat], "in your hand")
        if len(set(cards)) != len(cards):
            dup = next(c for c in cards if cards.count(c) > 1)
            raise IllegalCommand(f"{self.t.card_name(dup)} is already used for this capture.")
        reason = explain_titles(plot, [self.t.card_title[c] for c in cards], self.bonus)
        if reason:
            raise IllegalCommand(reason)
        self._take_plot(cmd)

    def _take_plot(self, cmd: Capture) -> None:
        seat = cmd.seat
        plot = self.t.plot_by_name[str(cmd.plot).strip().lower()]
        cards = cmd.cards
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
            self.shield_discard.append(card)
        self.revealed.remove(plot)
        self.captured[seat].append(plot)
        self._say(f"{self.names[seat]} captures {self.t.plot_titles[plot]} "
                  f"with {self._card_list(sorted(cards))}.")
        self._refill_plots()
        if not self.revealed and not self.plot_deck:
            self._finish("Every plot has been captured.")

    def _end_investigation(self, cmd: EndInvestigation) -> None:
        self.step = RECOVERY

    def _recovery_discard(self, cmd: RecoveryDiscard) -> None:
        cards = list(cmd.cards)
        limit = self.rules.recovery_discards
        if len(cards) > limit:
            raise IllegalCommand(f"You may discard at most {limit} cards in the Recovery phase.")
        if len(set(cards)) != len(cards):
            raise IllegalCommand("Each card can be discarded only once.")
        hand = self.hands[cmd.seat]
        for card in cards:
            self._card_in(card, hand, "in your hand")
        self._end_with_discards(cmd)

    def _end_with_discards(self, cmd: RecoveryDiscard) -> None:
        cards = cmd.cards
        hand = self.hands[cmd.seat]
        for card in cards:
            hand.remove(card)
            self.shield_discard.append(card)
        if cards:
            self._say(f"{self.names[cmd.seat]} discards {self._card_list(cards)}.")
        self._say(f"{self.names[cmd.seat]} ends the turn.")
        self._end_turn()


_HANDLERS: dict[type, Any] = {
    UseBenefit: PlotCaptureGame._use_benefit,
    SkipAction: PlotCaptureGame._skip_action,
    PickCard: PlotCaptureGame._pick_card,
    DiscardPlot: PlotCaptureGame._discard_plot,
    Discard: PlotCaptureGame._discard,
    StealFrom: PlotCaptureGame._steal_from,
    StealCard: PlotCaptureGame._steal_card,
    TakeAgent: PlotCaptureGame._take_agent,
    Capture: PlotCaptureGame._capture,
    EndInvestigation: PlotCaptureGame._end_investigation,
    RecoveryDiscard: PlotCaptureGame._recovery_discard,
}

# What a command does once it is known to be legal (see apply): the handler minus its checks.
_EFFECTS: dict[type, Any] = {
    **_HANDLERS,
    UseBenefit: PlotCaptureGame._take_benefit,
    Capture: PlotCaptureGame._take_plot,
    RecoveryDiscard: PlotCaptureGame._end_with_discards,
}

_STEPS: dict[type, tuple[int, ...]] = {
    UseBenefit: (ACTION,),
    SkipAction: (ACTION,),
    PickCard: (PICK,),
    DiscardPlot: (DISCARD_PLOT,),
    Discard: (DISCARD,),
    StealFrom: (STEAL_FROM,),
    StealCard: (STEAL_CARD,),
    TakeAgent: (TAKE_AGENT,),
    Capture: (INVESTIGATION,),
    EndInvestigation: (INVESTIGATION,),
    RecoveryDiscard: (RECOVERY,),
}


# legal() builds hundreds of Capture commands per game, and the log hundreds of
# events. A frozen dataclass's __init__ sets each field through object.__setattr__,
# which costs more than the rest of the list building. _legal_captures and _say build
# the very same (equal, hashable, immutable) objects by filling the instance dict.
_new: Final = object.__new__
# Final aliases: the compiled module keeps them in C statics, where a plain imported
# name is looked up in the module dict at every use (hundreds of times per game).
_CAPTURE: Final = Capture
_LOGGED: Final = Logged


def _listed(command: Command, legal: list[Command]) -> bool:
    """Whether ``command`` is the very object of one entry (a plain loop: compiled, the
    fastest test; equal commands from elsewhere must still be checked)."""
    for entry in legal:  # noqa: SIM110 (a generator is much slower compiled)
        if entry is command:
            return True
    return False


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def new_game(setup: Setup, seed: int) -> PlotCaptureGame:
    """Start a game: shuffle, reveal the plots, and run the first Recruit phase."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise HelicarrierError(f"the seed must be an integer, not {seed!r}")
    return PlotCaptureGame(setup, seed)
