"""Build a full game state that agrees with one seat's view (a determinization).

Information-set search samples the hidden part of the game from what the seat
knows: its own hand, the face-up discard, removed cards, revealed and captured
plots, counts of every hidden zone, and what it privately saw this turn (an
opponent's hand after Espionage, the next PLOT cards after Computers, the cards
looked at with Leadership). Everything else - opponents' other cards, the order
of the SHIELD and PLOT decks - is dealt at random from the cards unaccounted for.
Only the view dict and the seat's legal commands are read.
"""

from __future__ import annotations

from typing import Any

from engine.core.messages import Command
from engine.core.rng import GameRng
from engine.plotcapture.cards import TRAIT_BIT, tables
from engine.plotcapture.command_tables import table_commands
from engine.plotcapture.commands import PickCard, StealFrom
from engine.plotcapture.game import (
    ACTION,
    DISCARD,
    DISCARD_PLOT,
    INVESTIGATION,
    PICK,
    RECOVERY,
    STEAL_CARD,
    STEAL_FROM,
    TAKE_AGENT,
    PlotCaptureGame,
)
from engine.plotcapture.setup import Rules, Setup

_STEPS = {("Action", ""): ACTION, ("Action", "Leadership"): PICK,
          ("Action", "Combat"): DISCARD_PLOT, ("Action", "Support"): DISCARD,
          ("Action", "Biochem"): TAKE_AGENT, ("Investigation", ""): INVESTIGATION,
          ("Recovery", ""): RECOVERY}


class Template:
    """The fixed part of a view, prepared once per decision; ``sample`` deals the rest."""

    def __init__(self, view: dict[str, Any], legal: list[Command]) -> None:
        t = tables()
        self.view = view
        self.seat: int = view["seat"]
        self.rules = Rules(**view["rules"])
        self.names = tuple(s["name"] for s in view["seats"])
        self.hand_sizes = [s["hand_size"] for s in view["seats"]]
        self.hand = [c["id"] for c in view["hand"]]
        self.discard = [c["id"] for c in view["shield_discard"]]
        self.removed = [c["id"] for c in view["removed"]]
        self.removed_titles = sorted({t.card_title[c] for c in self.removed})
        plot_id = t.plot_by_name
        self.revealed = [plot_id[p["title"].lower()] for p in view["revealed_plots"]]
        self.captured = [[plot_id[p["title"].lower()] for p in s["captured"]]
                         for s in view["seats"]]
        step = view["phase"], view["step"]
        if step == ("Action", "Espionage"):
            self.step = STEAL_FROM if any(isinstance(c, StealFrom) for c in legal) else STEAL_CARD
        else:
            self.step = _STEPS[step]
        self.look = [c.card for c in legal if isinstance(c, PickCard)] if self.step == PICK else []
        action = view["action"]
        self.action_card = action["card"]["id"] if action else -1
        self.action_trait = TRAIT_BIT[action["trait"]] if action else 0
        self.steal_target = action.get("steal_from", -1) if action else -1
        self.to_discard = action.get("discards_left", 0) if action else 0
        # private sightings this turn: an opponent's hand, the top of the PLOT deck
        self.known_hands: dict[int, list[int]] = {}
        self.plot_top: list[int] = []
        by_name = {name: s for s, name in enumerate(self.names)}
        for entry in view["seen"]:
            what = entry["what"]
            if what == "the next PLOT cards":
                self.plot_top = [plot_id[p.lower()] for p in entry["plots"]]
            elif what.endswith("'s hand") and what[:-7] in by_name:
                self.known_hands[by_name[what[:-7]]] = [c["id"] for c in entry["cards"]]
        placed = set(self.hand) | set(self.discard) | set(self.removed) | set(self.look)
        self.unknown = [c for c in range(t.card_count) if c not in placed]
        seen_plots = set(self.revealed) | {p for c in self.captured for p in c}
        self.plot_pool = [p for p in range(len(t.plot_titles)) if p not in seen_plots]
        self.plot_top = [p for p in self.plot_top if p in self.plot_pool]

    def sample(self, rng: GameRng) -> PlotCaptureGame:
        """One complete, quiet game state consistent with the view."""
        view = self.view
        pool = self.unknown[:]
        rng.shuffle(pool)
        players = len(self.names)
        hands: list[list[int]] = [[] for _ in range(players)]
        hands[self.seat] = self.hand[:]
        taken: set[int] = set()
        for seat, cards in self.known_hands.items():
            if seat != self.seat:
                known = [c for c in cards if c in pool and c not in taken]
                hands[seat] = known[: self.hand_sizes[seat]]
                taken.update(hands[seat])
        if taken:
            pool = [c for c in pool if c not in taken]
        for seat in range(players):
            if seat != self.seat:
                need = self.hand_sizes[seat] - len(hands[seat])
                if need > 0:
                    hands[seat].extend(pool[-need:])
                    del pool[-need:]
        plots = [p for p in self.plot_pool if p not in self.plot_top]
        rng.shuffle(plots)
        plots.extend(reversed(self.plot_top))  # the top of the deck is the end of the list

        game = PlotCaptureGame(Setup(self.names), 0, blank=True)
        game.rules = self.rules
        game.t = tables()
        game.names = self.names
        game.players = players
        game.seat_tables = table_commands(players)
        game.rng = GameRng(rng.randbelow(1 << 30))
        game.quiet = True
        game.commands = []
        game.log = []
        game._events = []
        game._legal = None
        game.shield_deck = pool
        game.shield_discard = self.discard[:]
        game.removed = self.removed[:]
        game.removed_titles = self.removed_titles[:]
        game.hands = hands
        game.plot_deck = plots
        game.revealed = self.revealed[:]
        game.captured = [c[:] for c in self.captured]
        game.look = self.look[:]
        game.seen = [[] for _ in range(players)]
        game.step = self.step
        game.turn = view["turn"]
        game.first = view["first_seat"]
        game.round = view["round"]
        game.turns_played = 0
        game.action_card = self.action_card
        game.action_trait = self.action_trait
        game.bonus = bool(view["engineering_bonus"])
        game.to_discard = self.to_discard
        game.steal_target = self.steal_target
        game.end_reason = ""
        return game
