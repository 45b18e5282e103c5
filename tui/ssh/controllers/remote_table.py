"""Connects one player's table screen to a served table actor (networked play).

Plain asyncio (no Textual): the screen iterates :meth:`RemoteTableController.updates`
and calls :meth:`play` with what the player chose. Updates carry only this player's
seat's view. While the table still waits for players, the view's open decision is
withheld (nobody may move yet) and the note says how many seats are free.
"""

from __future__ import annotations

from typing import Any

from tui.plotcapture.controllers.table_status import TableStatus
from tui.ssh.controllers.remote_seat import RemoteSeat
from tui.ssh.table_actor import TableUpdate
from tui.ssh.table_store import OPEN


class RemoteTableController(RemoteSeat):
    """One player's connection to one plot-capture table actor (all of it the shared
    :class:`~tui.ssh.controllers.remote_seat.RemoteSeat`)."""


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
