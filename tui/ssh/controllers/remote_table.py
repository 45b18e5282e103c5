"""Connects one player's table screen to a served table actor (networked play).

Plain asyncio (no Textual): the screen iterates :meth:`RemoteTableController.updates`
and calls :meth:`play` with what the player chose. Updates carry only this player's
seat's view. While the table still waits for players, the view's open decision is
withheld (nobody may move yet) and the note says how many seats are free.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable
from typing import Any

from engine.core import Command, HelicarrierError
from tui.plotcapture.controllers.table_status import TableStatus
from tui.ssh.table_actor import AGREE, REFUSE, UNDO, WITHDRAW, Mailbox, TableActor, TableUpdate
from tui.ssh.table_store import OPEN


class RemoteTableController:
    """One player's connection to one table actor."""

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
            yield update

    async def play(self, command: Command) -> str | None:
        """Send a command; None when accepted, else the reason it was refused."""
        return await _refusal(self.actor.submit(self.player, command))

    async def undo(self) -> str | None:
        """Take back this player's last command, or ask the others to agree to it;
        None when done (or asked), else why not."""
        return await self._undo_request(UNDO)

    async def answer_undo(self, agree: bool) -> str | None:
        """Agree to (or refuse) the open undo request; None when done, else why not."""
        return await self._undo_request(AGREE if agree else REFUSE)

    async def withdraw_undo(self) -> str | None:
        """Withdraw this player's open undo request; None when done, else why not."""
        return await self._undo_request(WITHDRAW)

    async def _undo_request(self, what: str) -> str | None:
        return await _refusal(self.actor.submit_undo(self.player, what))

    def close(self) -> None:
        """Stop receiving updates (the seat stays this player's)."""
        self.actor.unsubscribe(self._mailbox)


def screen_view(update: TableUpdate) -> dict[str, Any]:
    """The view to draw: while seats are free, no decision is offered."""
    if update.status == OPEN:
        return {**update.view, "decision": {}}
    return update.view


def table_status(update: TableUpdate) -> TableStatus:
    """Shared tables offer undo (alone or by agreement, when the table allows it), no
    saving or AI speed; the note says what we wait for, ``agreement`` the open undo
    request."""
    note = ""
    if update.status == OPEN:
        free = sum(1 for label in update.seats if label == "(free)")
        note = f"Waiting for {free} more player{'s' if free != 1 else ''} to join"
    elif not update.view.get("decision") and not update.view.get("game_over"):
        waiting = update.view.get("waiting_for", "")
        if waiting.startswith("AI "):
            note = f"{waiting} is thinking..."
    return TableStatus(
        can_undo=update.can_undo or update.can_ask_undo,
        note=note,
        agreement=update.undo_line,
        can_answer=update.can_answer,
        can_withdraw=update.can_withdraw,
    )


async def _refusal(request: Awaitable[None]) -> str | None:
    """Await a request to the table: None when it was accepted, else the reason it was not."""
    try:
        await request
    except HelicarrierError as exc:
        return str(exc)
    return None
