"""The golden corpus replays digest for digest (issue 21: Black Widow plays as before)."""

from __future__ import annotations

import pytest

from tests.engine.champions import corpus

CHUNKS = 8


@pytest.fixture(scope="module")
def entries() -> list[dict[str, object]]:
    return corpus.load()


def test_corpus_covers_every_table(entries: list[dict[str, object]]) -> None:
    """1-4 players, standard and expert, as the corpus promises; no game cut short."""
    tables = {(len(e["setup"]["heroes"]), e["setup"]["expert"]) for e in entries}  # type: ignore[index]
    assert tables == {(p, x) for p in (1, 2, 3, 4) for x in (False, True)}
    assert len(entries) >= 300
    assert all(len(e["commands"]) < corpus.MAX_DECISIONS for e in entries)  # type: ignore[arg-type]


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_corpus_replays_identically(entries: list[dict[str, object]], chunk: int) -> None:
    """Every seat's view at every decision, and the decision itself, are as recorded."""
    differences = [why for e in entries[chunk::CHUNKS] if (why := corpus.check(e))]
    assert differences == []


def test_a_changed_view_is_caught(entries: list[dict[str, object]]) -> None:
    """The check can fail: a digest off by one decision is found at that decision."""
    entry = dict(entries[0])
    digests = list(entry["digests"])  # type: ignore[call-overload]
    digests[3] = "0" * 12
    entry["digests"] = digests
    assert "decision 4 differs" in corpus.check(entry)
