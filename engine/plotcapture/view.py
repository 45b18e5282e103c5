"""What one seat may know, as a JSON-able dict: the only thing UIs, bots and sessions read.

Other seats' hands, the order of both decks and any card nobody has shown this
seat are ABSENT from the dict (not present-but-hidden). Shape of ``view(seat)``::

    {
      "kind": "plotcapture",
      "seat": 0,                      # the seat this view is for
      "seats": [                      # every seat, in turn order (public facts only)
        {"seat": 0, "name": "Ada", "hand_size": 7, "you": true,
         "captured": [{"title": "Raina", "level": 10}], "plots": 1, "levels": 10},
        ...
      ],
      "turn": 1, "turn_name": "Bob",  # whose turn it is
      "round": 3, "first_seat": 0,    # rounds start with first_seat's turn
      "phase": "Action",              # Recruit is automatic: Action | Investigation |
                                      #   Recovery | Game over
      "step": "Combat",               # the benefit follow-up being resolved, else ""
      "revealed_plots": [             # in row order
        {"title": "Garrett", "level": 12,
         "traits": ["Combat", "Combat", "Espionage", "Biochem"],   # one entry per slot
         "requires": {"Combat": 2, "Espionage": 1, "Biochem": 1},
         "needs": "Combat x2, Espionage, Biochem",
         "special": ""},              # e.g. Traitor: "When revealed, every Grant card ..."
        ...
      ],
      "hand": [                       # this seat's hand, sorted by id
        {"id": 3, "title": "Coulson", "type": "Agent", "level": 3,
         "traits": ["Combat", "Leadership", "Support", "Espionage"]}, ...
      ],
      "action": {"card": {...card...}, "trait": "Espionage",   # this turn's benefit, or {}
                 "steal_from": 1,     # Espionage: the seat being stolen from, else -1
                 "discards_left": 0}, # Support: cards still to discard
      "engineering_bonus": false,     # the Engineering benefit is active this turn
      "shield_deck": 17,              # count only
      "shield_discard": [{...card...}, ...],   # face up: public, in discard order
      "shield_discard_count": 9,
      "plot_deck": 11,                # count only
      "removed": [{...card...}, ...], # cards removed from the game (Grants after Traitor)
      "decision": {                   # only when THIS seat must decide, else {}
        "prompt": "Action phase: ...",
        "options": [{"label": "Reveal Coulson for Leadership: look at ...",
                     "command": {...Command.to_dict()...}}, ...]
      },
      "waiting_for": "Bob",           # name of the seat that must decide ("" when over)
      "seen": [                       # what this seat privately saw since its own turn began
        {"what": "the next SHIELD cards", "cards": [{...card...}, ...]},
        {"what": "the next PLOT cards", "plots": ["Obelisk", ...]},   # top first
        {"what": "Bob's hand", "cards": [...]}
      ],
      "log": ["Ada goes first.", ...],  # public sentences + this seat's private ones
      "game_over": false,
      "end_reason": "",
      "standings": [{"seat", "name", "plots", "levels", "rank", "winner"}, ...],
      "winners": [0],                 # seats sharing the win once the game is over, else []
      "rules": {"hand_size": 7, ...}  # the rule options this game plays by
    }

A card dict is ``{"id", "title", "type", "level", "traits"}``; ids are physical
SHIELD cards and are only shown for cards this seat may see.

:func:`deck_lists` gives the printed deck lists (every SHIELD title with its
copies, every plot): content every player may read, the same for every seat and
every game, so it is not repeated in each view. A card reference screen puts it
next to a view to say what this seat has not seen yet.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from engine.core.messages import Command
from engine.plotcapture.cards import BIT_NAME, Tables, tables, trait_names
from engine.plotcapture.commands import (
    Capture,
    Discard,
    DiscardPlot,
    EndInvestigation,
    PickCard,
    RecoveryDiscard,
    SkipAction,
    StealCard,
    StealFrom,
    TakeAgent,
    UseBenefit,
)

if TYPE_CHECKING:
    from engine.plotcapture.game import PlotCaptureGame

_PHASE = {0: "Action", 1: "Action", 2: "Action", 3: "Action", 4: "Action", 5: "Action",
          6: "Action", 7: "Investigation", 8: "Recovery", 9: "Game over"}
_STEP = {1: "Leadership", 2: "Combat", 3: "Support", 4: "Espionage", 5: "Espionage",
         6: "Biochem"}


def card_dict(game: PlotCaptureGame, card: int) -> dict[str, Any]:
    t = game.t
    title = t.card_title[card]
    return {"id": card, "title": t.titles[title], "type": t.title_type[title],
            "level": t.title_level[title], "traits": trait_names(t.title_mask[title])}


def plot_dict(game: PlotCaptureGame, plot: int) -> dict[str, Any]:
    return _plot_entry(game.t, plot)


def _plot_entry(t: Tables, plot: int) -> dict[str, Any]:
    traits: list[str] = []
    requires: dict[str, int] = {}
    for bit, count in t.plot_need[plot]:
        traits.extend([BIT_NAME[bit]] * count)
        requires[BIT_NAME[bit]] = count
    return {"title": t.plot_titles[plot], "level": t.plot_level[plot], "traits": traits,
            "requires": requires, "needs": t.need_text(plot), "special": t.plot_special(plot)}


def describe(game: PlotCaptureGame, command: Command) -> str:
    """A one-line label for an option, in game terms."""
    name = game.t.card_name
    if isinstance(command, UseBenefit):
        from engine.plotcapture.cards import TRAIT_BIT
        from engine.plotcapture.game import BENEFIT_TEXT

        return (f"Reveal {name(command.card)} for {command.trait}: "
                f"{BENEFIT_TEXT[TRAIT_BIT[command.trait]]}")
    if isinstance(command, SkipAction):
        return "Take no benefit"
    if isinstance(command, PickCard):
        return f"Keep {name(command.card)}"
    if isinstance(command, DiscardPlot):
        return f"Send {command.plot} to the bottom of the PLOT deck"
    if isinstance(command, Discard):
        return f"Discard {name(command.card)}"
    if isinstance(command, StealFrom):
        return f"Look at {game.names[command.opponent]}'s hand"
    if isinstance(command, StealCard):
        return f"Steal {name(command.card)}"
    if isinstance(command, TakeAgent):
        return f"Take {name(command.card)} from the discard"
    if isinstance(command, Capture):
        return f"Capture {command.plot} with " + ", ".join(name(c) for c in command.cards)
    if isinstance(command, EndInvestigation):
        return "End the investigation"
    if isinstance(command, RecoveryDiscard):
        if not command.cards:
            return "Discard nothing and end the turn"
        return "Discard " + " and ".join(name(c) for c in command.cards) + " and end the turn"
    return type(command).__name__


def build_view(game: PlotCaptureGame, seat: int) -> dict[str, Any]:
    """The view of ``seat`` (see the module docstring for the exact shape)."""
    if not 0 <= seat < game.players:
        raise ValueError(f"there is no seat {seat}")
    t = game.t
    scores = game.scores()
    over = game.is_over
    seen: list[dict[str, Any]] = []
    for what, items in game.seen[seat]:
        if what == "the next PLOT cards":
            seen.append({"what": what, "plots": [t.plot_titles[p] for p in items]})
        else:
            seen.append({"what": what, "cards": [card_dict(game, c) for c in items]})
    decision: dict[str, Any] = {}
    if not over and game.turn == seat:
        decision = {
            "prompt": game.prompt(),
            "options": [{"label": describe(game, c), "command": c.to_dict()}
                        for c in game.legal(seat)],
        }
    action: dict[str, Any] = {}
    if game.action_card >= 0 and not over:
        action = {"card": card_dict(game, game.action_card),
                  "trait": BIT_NAME[game.action_trait],
                  "steal_from": game.steal_target if game.step == 5 else -1,
                  "discards_left": game.to_discard if game.step == 3 else 0}
    return {
        "kind": "plotcapture",
        "seat": seat,
        "seats": [
            {"seat": s, "name": game.names[s], "hand_size": len(game.hands[s]), "you": s == seat,
             "captured": [{"title": t.plot_titles[p], "level": t.plot_level[p]}
                          for p in game.captured[s]],
             "plots": scores[s][0], "levels": scores[s][1]}
            for s in range(game.players)
        ],
        "turn": game.turn,
        "turn_name": game.names[game.turn],
        "round": game.round,
        "first_seat": game.first,
        "phase": _PHASE[game.step],
        "step": _STEP.get(game.step, ""),
        "revealed_plots": [plot_dict(game, p) for p in game.revealed],
        "hand": [card_dict(game, c) for c in sorted(game.hands[seat])],
        "action": action,
        "engineering_bonus": game.bonus and not over,
        "shield_deck": len(game.shield_deck),
        "shield_discard": [card_dict(game, c) for c in game.shield_discard],
        "shield_discard_count": len(game.shield_discard),
        "plot_deck": len(game.plot_deck),
        "removed": [card_dict(game, c) for c in game.removed],
        "decision": decision,
        "waiting_for": "" if over else game.names[game.turn],
        "seen": seen,
        "log": [text for audience, text in game.log if audience < 0 or audience == seat],
        "game_over": over,
        "end_reason": game.end_reason,
        "standings": game.standings(),
        "winners": game.winners() if over else [],
        "rules": dataclasses.asdict(game.rules),
    }


def deck_lists() -> dict[str, list[dict[str, Any]]]:
    """The printed decks, public to all: ``{"shield": [...], "plots": [...]}``, in file order.

    A SHIELD entry is ``{"title", "type", "level", "traits", "copies"}``; a plot entry
    has the keys of a revealed plot in the view (``title``, ``level``, ``traits``,
    ``requires``, ``needs``, ``special``). Fresh dicts on every call (callers may keep them).
    """
    t = tables()
    shield = [{"title": t.titles[i], "type": t.title_type[i], "level": t.title_level[i],
               "traits": trait_names(t.title_mask[i]), "copies": t.title_copies[i]}
              for i in range(len(t.titles))]
    return {"shield": shield, "plots": [_plot_entry(t, p) for p in range(len(t.plot_titles))]}
