"""``helicarrier serve``: host shared tables (plot capture and Marvel Champions) over SSH.

Textual and asyncssh are imported inside the command, so ``import tui.cli`` stays
quick. The data folder (default: the user data folder, ``.../helicarrier/serve``)
holds the host key, the tables database and, by default, ``authorized_keys``.
"""

from __future__ import annotations

import logging
from pathlib import Path

import typer

from tui.cli.errors import fail, friendly_errors

DEFAULT_PORT = 2222


def default_data_dir() -> Path:
    import platformdirs

    return platformdirs.user_data_path("helicarrier") / "serve"


@friendly_errors
def serve(
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on."),
    port: int = typer.Option(DEFAULT_PORT, "--port", help="TCP port to listen on (0: any free)."),
    authorized_keys: Path | None = typer.Option(
        None,
        "--authorized-keys",
        help="OpenSSH authorized_keys file of the players' keys (default: DATA/authorized_keys).",
    ),
    allow_guests: bool = typer.Option(
        False, "--allow-guests", help="Let anyone log in as 'guest' without a key."
    ),
    data: Path | None = typer.Option(
        None, "--data", help="Folder for the host key and the tables database."
    ),
    idle_minutes: float = typer.Option(
        30.0, "--idle-minutes", help="Close a session after this long without a key press."
    ),
    bot_seconds: float = typer.Option(
        10.0, "--bot-seconds",
        help="Longest an AI seat may think; a search then plays its best move so far.",
    ),
) -> None:
    """Host tables over SSH: friends run `ssh -p PORT you@HOST` and play."""
    if not 0 <= port <= 65535:
        fail(f"--port {port}: must be between 0 and 65535")
    if idle_minutes <= 0:
        fail(f"--idle-minutes {idle_minutes}: must be positive")
    if bot_seconds <= 0:
        fail(f"--bot-seconds {bot_seconds}: must be positive")
    data_dir = data if data is not None else default_data_dir()
    if data_dir.exists() and not data_dir.is_dir():
        fail(f"--data {data_dir}: not a folder")
    keys = authorized_keys if authorized_keys is not None else data_dir / "authorized_keys"

    from tui.ssh.server import ServeConfig, run_forever

    config = ServeConfig(
        data_dir=data_dir,
        authorized_keys=keys,
        host=host,
        port=port,
        allow_guests=allow_guests,
        idle_minutes=idle_minutes,
        bot_budget=bot_seconds,
    )
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    logging.getLogger("asyncssh").setLevel(logging.WARNING)
    run_forever(config)
