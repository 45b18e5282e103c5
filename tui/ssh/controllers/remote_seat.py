"""One player's seat at a served table actor: what every game's remote controller shares.

Plain asyncio (no Textual). The seat subscribes to the actor's updates for this player,
sends commands and the table's requests (undo, and the answers to an open request), and
turns a refusal into the reason the screen shows. Each game's controller adds what its
table screen reads (``remote_table.py`` for plot capture, ``champions_remote.py``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable

from engine.core import Command, HelicarrierError
from tui.ssh.table_actor import AGREE, REFUSE, UNDO, WITHDRAW, Mailbox, TableActor, TableUpdate


class RemoteSeat:
    """Subscribed to ``actor`` for ``player`` until :meth:`close`."""

    def __init__(self, actor: TableActor, player: str) -> None:
        self.actor = actor
        self.player = player
        self._mailbox: Mailbox = actor.subscribe(player)

    async def updates(self) -> AsyncIterator[TableUpdate]:
        """Every newer picture of this player's seat, until :meth:`close`."""
        while True:
            update = await self._mailbox.get()
            if update is None:
                return
            self.received(update)
            yield update

    def received(self, update: TableUpdate) -> None:
        """A new update is about to be yielded (a game's controller keeps what it needs)."""

    async def play(self, command: Command) -> str | None:
        """Send a command; None when accepted, else the reason it was refused."""
        return await refusal(self.actor.submit(self.player, command))

    async def undo(self) -> str | None:
        """Take back this player's last command, or ask the others to agree to it;
        None when done (or asked), else why not."""
        return await refusal(self.actor.submit_undo(self.player, UNDO))

    async def answer_undo(self, agree: bool) -> str | None:
        """Agree to (or refuse) the open request; None when done, else why not."""
        return await refusal(self.actor.submit_undo(self.player, AGREE if agree else REFUSE))

    async def withdraw_undo(self) -> str | None:
        """Withdraw this player's open request; None when done, else why not."""
        return await refusal(self.actor.submit_undo(self.player, WITHDRAW))

    def close(self) -> None:
        """Stop receiving updates (the seat stays this player's)."""
        self.actor.unsubscribe(self._mailbox)


async def refusal(request: Awaitable[None]) -> str | None:
    """Await a request to the table: None when it was accepted, else the reason it was not."""
    try:
        await request
    except HelicarrierError as exc:
        return str(exc)
    return None
