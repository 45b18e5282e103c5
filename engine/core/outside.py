"""Who answers what no seat decides: providers of outside decisions, by topic (issue 21).

An outside decision (:data:`~engine.core.messages.OUTSIDE`) is answered by whoever holds
that part of the world: a campaign's sealed envelope, the epic event's shared reports,
the event clock. Each host (the local table, the SSH table, fuzz, ``champions
simulate``, a test harness) keeps a :class:`Providers`: a provider per topic, a function
of the open :class:`~engine.core.game.Decision` that gives the answer's data, or None
while the answer is not there yet (the other group has not reported). The host turns
that into an :class:`~engine.core.messages.OutsideAnswer`, the one command that carries
it, so the record keeps it and a replay needs no provider.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from engine.core.errors import HelicarrierError
from engine.core.game import Decision, outside_decisions
from engine.core.messages import OUTSIDE, OutsideAnswer

Provider = Callable[[Decision], Mapping[str, Any] | None]
"""Answers an outside decision with its data, or None while it cannot answer yet."""


class Providers(Mapping[str, Provider]):
    """The providers of one host, by topic (a read-only mapping once built; ``register``
    adds one)."""

    def __init__(self, providers: Mapping[str, Provider] | None = None) -> None:
        self._by_topic: dict[str, Provider] = {}
        for topic, provider in (providers or {}).items():
            self.register(topic, provider)

    def register(self, topic: str, provider: Provider) -> None:
        """Let ``provider`` answer decisions about ``topic`` (one provider per topic)."""
        if not topic:
            raise HelicarrierError("a provider needs a topic")
        if topic in self._by_topic:
            raise HelicarrierError(f"topic {topic!r} already has a provider")
        self._by_topic[topic] = provider

    def __getitem__(self, topic: str) -> Provider:
        return self._by_topic[topic]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_topic)

    def __len__(self) -> int:
        return len(self._by_topic)

    def answer(self, decision: Decision) -> OutsideAnswer | None:
        """The answer to ``decision`` from its topic's provider; None when no provider is
        registered for the topic or it cannot answer yet."""
        provider = self._by_topic.get(decision.topic)
        if provider is None:
            return None
        data = provider(decision)
        if data is None:
            return None
        return OutsideAnswer(OUTSIDE, decision.topic, dict(data))

    def first_answer(self, game: Any) -> OutsideAnswer | None:
        """The answer to the first open outside decision of ``game`` a provider can give
        now, or None."""
        for decision in outside_decisions(game):
            answer = self.answer(decision)
            if answer is not None:
                return answer
        return None


def waiting_for_outside(decision: Decision) -> str:
    """How a table says it waits for an outside answer ("Waiting for the campaign
    (campaign.evidence): ..."), from the decision's topic and prompt."""
    source = decision.topic.split(".", 1)[0].replace("_", " ")
    return f"Waiting for the {source} ({decision.topic}): {decision.prompt}"
