"""Suite-wide settings: hypothesis profiles sized for a 2-core CI machine, and the
event backends (a session's PostgreSQL server) the God of Lies tests run on."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, settings

if TYPE_CHECKING:
    from tests.postgres_server import PostgresServer

settings.register_profile(
    "ci", max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=20, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


# -- event stores on both backends (the God of Lies tracker, issue 26) ----------------------
BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """One real PostgreSQL server per test session (per xdist worker), started on first
    use and stopped at the end. A server that cannot start fails the tests that need it,
    with the reason (never a skip)."""
    from tests.postgres_server import PostgresServer

    server = PostgresServer()
    yield server
    server.stop()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """Runs a test once per event backend; ``@pytest.mark.parametrize("backend", ["sqlite"])``
    keeps a test on one."""
    return str(request.param)


@pytest.fixture
def event_at(backend: str, tmp_path: Path,
             request: pytest.FixtureRequest) -> Iterator[Callable[..., Path | str]]:
    """A fresh, empty event location of this test's backend: a file path in tmp_path
    (``event_at("other.sqlite3")``), or the URL of an empty database on the test server
    (emptied again after the test, for the next one)."""
    if backend == "sqlite":
        yield lambda name="event.sqlite3": tmp_path / name
        return
    server: PostgresServer = request.getfixturevalue("postgres")
    lent: list[str] = []

    def lend(name: str = "event.sqlite3") -> str:
        lent.append(server.lend_database())
        return lent[-1]

    yield lend
    for url in lent:
        server.give_back(url)


@pytest.fixture(autouse=True)
def _no_user_decks(tmp_path_factory: pytest.TempPathFactory,
                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts with an empty deck folder, never the user's own stored decks (the
    app's new-game form lists them): a test that stores decks sets its own folder."""
    monkeypatch.setenv("HELICARRIER_DECK_DIR", str(tmp_path_factory.mktemp("decks")))
