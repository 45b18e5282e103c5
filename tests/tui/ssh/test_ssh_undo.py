"""Undo at a shared table, end to end: ``u`` over SSH, both screens, and a restart."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from tests.tui.ssh.client import open_table_together
from tests.tui.ssh.conftest import Served
from tui.ssh.server import ServeConfig, start_server


async def test_a_player_takes_back_a_move_and_both_screens_and_a_restart_agree(
    served: Served, tmp_path: Path
) -> None:
    """ARCHITECTURE.md section 2: undo = replay all but the last command (own move, nothing
    hidden revealed); committed like a move, so a restarted server has it too."""
    ana = await served.player("ana", size=(120, 40))
    bob = await served.player("bob", size=(120, 40))
    await ana.wait_for("signed in as ana")
    await bob.wait_for("signed in as bob")
    await open_table_together(ana, bob)
    ana.send("s")  # take no benefit: reveals nothing
    await ana.wait_for("Investigation: mark cards", "u Undo")
    await bob.wait_for("ana takes no benefit.", "ana: Investigation")
    bob.send("u")  # not bob's move to take back: his key is greyed and does nothing
    ana.send("u")
    await ana.wait_for("Action: reveal a card for a benefit")
    await bob.wait_for("ana: Action")
    assert "ana takes no benefit." not in ana.text()
    assert "ana takes no benefit." not in bob.text()

    ana.send("s")  # the game goes on from the undone state; then stop the server
    await ana.wait_for("Investigation: mark cards")
    await bob.wait_for("ana takes no benefit.", "ana: Investigation")
    ana.send("u")
    await bob.wait_for("ana: Action")
    for player in list(served.players):
        await player.close()
    served.players.clear()
    await served.server.stop()

    config = ServeConfig(data_dir=served.data, authorized_keys=served.data / "authorized_keys",
                         port=0)
    served.server = await start_server(dataclasses.replace(config))
    ana = await served.player("ana", size=(120, 40))
    await ana.wait_for("ana's table", "playing")
    ana.send("\r")
    await ana.wait_for("Action: reveal a card for a benefit", "ana (you)")
    assert "ana takes no benefit." not in ana.text()


async def test_a_move_that_passed_the_turn_is_taken_back_when_the_other_player_agrees(
    served: Served,
) -> None:
    """ARCHITECTURE.md section 2 (multiplayer undo needs every seat's agreement): ana's
    turn has passed to bob; ana asks with ``u`` (and withdraws with ``n`` once), bob agrees
    with ``y``, both screens go back to ana's Recovery."""
    ana = await served.player("ana", size=(120, 40))
    bob = await served.player("bob", size=(120, 40))
    await ana.wait_for("signed in as ana")
    await bob.wait_for("signed in as bob")
    await open_table_together(ana, bob)
    ana.send("s")
    await ana.wait_for("Investigation: mark cards")
    ana.send("e")
    await ana.wait_for("End the turn, discarding 0 marked cards")
    ana.send("e")  # the turn passes to bob: ana may no longer undo alone
    await bob.wait_for("Action: reveal a card for a benefit")
    ana.send("u")
    await ana.wait_for("Undo asked (ana ends the turn): waiting for", "n Withdraw")
    await bob.wait_for("ana asks to undo their last move: ana ends the",  # which move
                       "y Agree", "n Refuse")
    ana.send("n")  # ana withdraws, then asks again
    await bob.wait_for("ana withdrew it")
    assert "asks to undo" not in bob.text()
    ana.send("u")
    await bob.wait_for("ana asks to undo their last move: ana ends the")
    bob.send("y")
    await ana.wait_for("End the turn, discarding 0 marked cards", "Everyone agreed")
    await bob.wait_for("ana: Recovery", "Everyone agreed")
    assert "bob's hand (0)" in bob.text()  # bob has not recruited: his turn is undone
    for screen in (ana.text(), bob.text()):
        assert "asks to undo" not in screen and "Undo asked" not in screen
        assert "ana ends the turn." not in screen
