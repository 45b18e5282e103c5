"""Questions beyond one seat (issue 21): several seats at once, and outside the seats.

:class:`AtOnce` asks several seats at the same time, as the rules let players answer
together (the mulligan, RRG Appendix II step 14; the end-of-phase discards, RRG END OF
PLAYER PHASE step 1). It holds one lane per seat: a little queue of steps resolved by the
game's loop as the main queue is, the lane's first step asking its seat. Each seat
answers its own question in any order; a lane's steps (and what they push) resolve in
that lane; when every lane is empty the step is done. A lane may ask another seat (a
window a draw opens): each seat has at most one open question, the first lane's, and a
later lane asking the same seat waits until it is answered.

:class:`AskOutside` asks what no seat decides (the seat is ``OUTSIDE``): an evidence
card drawn from a campaign's sealed envelope, another group's report in an epic event,
the event clock running out. It names a ``topic`` and carries plain ``data``; the answer
(an :class:`~engine.core.OutsideAnswer`, recorded like any command) goes to the handler
registered for the topic with :func:`handles_outside`, which checks it (raising
:class:`~engine.core.IllegalCommand` with a reason) and applies it. The campaign and
event glue register their topics (later issues); tests register test-only ones.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.champions.core.steps import TypedStep, handles
from engine.core import OUTSIDE, HelicarrierError

if TYPE_CHECKING:
    from engine.champions.core.base import Ask
    from engine.champions.game import ChampionsGame


@dataclasses.dataclass
class AtOnce(TypedStep):
    """Questions asked of several seats at the same time: one lane of steps per seat (see
    the module docstring). Resolved by the game's loop itself, never inside a lane."""

    lanes: list[list[TypedStep]]


@dataclasses.dataclass
class AskOutside(TypedStep):
    """Ask outside the seats about ``topic`` (``prompt`` says what, ``data`` the details);
    the answer goes to the topic's handler. ``seat`` is the player the answer concerns
    (the handler's "you"; the question itself is no seat's)."""

    topic: str
    prompt: str
    data: dict[str, Any] = dataclasses.field(default_factory=dict)
    seat: int = 0


OutsideHandler = Callable[["ChampionsGame", AskOutside, dict[str, Any]], None]
"""Checks an outside answer's data (IllegalCommand with a reason) and applies it."""

OUTSIDE_HANDLERS: dict[str, OutsideHandler] = {}


def handles_outside(topic: str) -> Callable[[OutsideHandler], OutsideHandler]:
    """Register the handler of the outside answers about ``topic`` (one per topic)."""

    def register(func: OutsideHandler) -> OutsideHandler:
        if topic in OUTSIDE_HANDLERS:
            raise ValueError(f"outside topic {topic!r} already has a handler")
        OUTSIDE_HANDLERS[topic] = func
        return func

    return register


def outside_answer_key(data: dict[str, Any]) -> str:
    """How the loop hands an outside answer's data to its step: canonical JSON (a step's
    answer is a string, like a seat's option key)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


@handles(AskOutside)
def s_ask_outside(game: ChampionsGame, step: AskOutside, answer: str | None) -> Ask | None:
    from engine.champions.core.base import Ask

    handler = OUTSIDE_HANDLERS.get(step.topic)
    if handler is None:
        raise HelicarrierError(f"nothing handles outside answers about {step.topic!r}")
    if answer is None:
        return Ask(OUTSIDE, step.prompt, [], topic=step.topic, data=dict(step.data))
    handler(game, step, json.loads(answer))
    return None


@handles(AtOnce)
def s_at_once(game: ChampionsGame, step: AtOnce, answer: str | None) -> Ask | None:
    """The loop resolves :class:`AtOnce` itself (it needs the answering seat); found here,
    it was queued inside a lane, which the rules never need."""
    raise HelicarrierError("questions at once cannot be nested in questions at once")
