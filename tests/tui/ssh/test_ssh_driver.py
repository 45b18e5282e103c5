"""The SSH channel driver: raw bytes in -> Textual events, screen out, sizes clamped."""

from __future__ import annotations

import asyncio

from textual import events
from textual.app import App, ComposeResult
from textual.widgets import Static

from tui.ssh.driver import (
    MAX_COLUMNS,
    MAX_PENDING_OUTPUT,
    MAX_ROWS,
    ChannelDriver,
    InputDecoder,
    clamp_size,
    driver_class_for,
)


def keys(messages: list[object]) -> list[str]:
    return [m.key for m in messages if isinstance(m, events.Key)]


def test_plain_keys_enter_and_control_keys() -> None:
    decoder = InputDecoder()
    assert keys(decoder.feed(b"ab\r\x03\t")) == ["a", "b", "enter", "ctrl+c", "tab"]


def test_utf8_character_split_across_packets() -> None:
    decoder = InputDecoder()
    encoded = "é".encode()
    assert keys(decoder.feed(encoded[:1])) == []
    assert keys(decoder.feed(encoded[1:])) == ["é"]


def test_escape_sequence_split_across_packets() -> None:
    decoder = InputDecoder()
    first = decoder.feed(b"\x1b[")
    assert keys(first) == []
    assert keys(decoder.feed(b"A")) == ["up"]
    assert keys(decoder.feed(b"\x1b[B\x1b[C")) == ["down", "right"]


def test_lone_escape_is_the_escape_key_after_the_pause() -> None:
    decoder = InputDecoder()
    assert keys(decoder.feed(b"\x1b")) == []
    delay = decoder.needs_tick_after
    assert delay is not None
    import time

    time.sleep(delay + 0.02)
    assert keys(decoder.tick()) == ["escape"]
    assert decoder.needs_tick_after is None


def test_invalid_utf8_does_not_break_the_stream() -> None:
    decoder = InputDecoder()
    assert keys(decoder.feed(b"\xffq"))[-1] == "q"


def test_sizes_are_clamped() -> None:
    assert clamp_size(100, 30) == (100, 30)
    assert clamp_size(100_000, 100_000) == (MAX_COLUMNS, MAX_ROWS)
    assert clamp_size(0, 0) == (80, 24)
    assert clamp_size(3, 2)[0] >= 20


class FakeTerminal:
    """A channel whose backlog the test controls."""

    def __init__(self) -> None:
        self.out: list[str] = []
        self.backlog = 0
        self.driver: ChannelDriver | None = None

    def write(self, data: str) -> None:
        self.out.append(data)

    def pending_output(self) -> int:
        return self.backlog

    def driver_started(self, driver: ChannelDriver) -> None:
        self.driver = driver


class Counter(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.keys: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static("count 0", id="count")

    def on_key(self, event: events.Key) -> None:
        self.keys.append(event.key)
        self.query_one("#count", Static).update(f"count {len(self.keys)}")


async def wait_until(check, timeout: float = 5.0) -> None:  # type: ignore[no-untyped-def]
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not check():
        assert loop.time() < end, "condition never became true"
        await asyncio.sleep(0.02)


async def test_driver_runs_an_app_feeds_keys_resizes_and_drops_output_when_backed_up() -> None:
    terminal = FakeTerminal()
    app = Counter()
    app.driver_class = driver_class_for(terminal)
    task = asyncio.create_task(app.run_async(size=(60, 10)))
    await wait_until(lambda: any("count 0" in chunk for chunk in terminal.out))
    driver = terminal.driver
    assert driver is not None
    assert terminal.out[0].startswith("\x1b[?1049h")  # alternate screen first

    driver.feed(b"xy")
    await wait_until(lambda: any("count 2" in chunk for chunk in terminal.out))
    assert app.keys == ["x", "y"]

    driver.resize(70, 12)
    await wait_until(lambda: app.size == (70, 12))

    # A client that stopped reading: frames are dropped, not queued.
    terminal.backlog = MAX_PENDING_OUTPUT + 1
    written = len(terminal.out)
    driver.feed(b"z")
    await wait_until(lambda: driver.frames_dropped > 0)
    assert len(terminal.out) == written
    # It caught up: one full repaint shows the current picture.
    terminal.backlog = 0
    driver.output_drained()
    await wait_until(lambda: any("count 3" in chunk for chunk in terminal.out[written:]))

    app.exit()
    await asyncio.wait_for(task, 5)
    assert terminal.out[-1].endswith("\x1b[?25h")  # cursor shown again on the way out
