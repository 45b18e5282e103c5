"""Hooks for Core Set encounter cards (the Standard and Expert sets)."""

from __future__ import annotations

from typing import Any

from engine.champions.base import Ask
from engine.champions.cards import hook
from engine.champions.encounter_steps import (
    AfterReveal,
    EncounterDiscard,
    Reveal,
)


def set_surge(game: Any) -> None:
    after = game.queued(AfterReveal)
    if after is not None:
        after.surge = True


@hook("caught_off_guard", "discard an upgrade or support you control; if none was "
      "discarded, this card gains surge")
def caught_off_guard(game: Any, step: dict[str, Any], answer: str | None) -> Ask | None:
    seat = step["seat"]
    cards = [c for c in game.play_cards(seat) if game.d(c).type in ("upgrade", "support")
             and not game.d(c).permanent]
    cards += [a for a in game.ids("attached") if game.c(a).controller == seat
              and game.c(a).owner == seat]
    if not cards:
        set_surge(game)
        return None
    options = [(f"t:{c}", f"Discard {game.name(c)}") for c in cards]
    ask: Ask | None
    ask, answer = game.ask_one(seat, answer,
                               "Caught Off Guard: discard an upgrade or support you control.",
                               options, "choose one of your upgrades or supports")
    if ask:
        return ask
    game.push(EncounterDiscard(int(answer[2:])))
    return None


@hook("masterplan", "place 4 threat on each side scheme; if there is none, discard cards "
      "from the top of the encounter deck until a side scheme is discarded and reveal it")
def masterplan(game: Any, step: dict[str, Any], answer: str | None) -> Ask | None:
    if game.side_schemes():
        for scheme in game.side_schemes():
            game.place_threat(scheme, 4)
        return None
    while game.ids("enc:deck"):
        top = game.ids("enc:deck")[0]
        game.state.move(top, "enc:discard")
        if game.d(top).type == "side_scheme":
            game.push(Reveal(top, step["seat"]))
            return None
    return None
