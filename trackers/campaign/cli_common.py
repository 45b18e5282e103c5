"""What the campaign, envelope and mole sub-apps share: errors, the file option, output.

Errors follow :mod:`trackers.cli_errors`: one line ``helicarrier: error: ...`` on
stderr and exit status 2. A command
loads the file, changes the in-memory campaign, and only then writes it (atomically),
so a refused command never touches the file.

Quick start-up (issue 14): importing this module loads the campaign content and
nothing else of the campaign; the file store, rich and json come with the first
command that reads the file or prints a table or JSON, so ``mole --evidence`` (no
file) and ``--json`` output (no rich) pay only for what they use.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from content.campaigns.agents_of_shield import CampaignContent, load_agents_of_shield
from engine.core import SaveFileError
from trackers.cli_errors import fail

if TYPE_CHECKING:
    from rich.console import Console

    from trackers.campaign.state import Campaign


def default_campaign_path() -> Path:
    """Where the campaign file lives when ``--file`` is not given (platformdirs)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("helicarrier")) / "campaigns" / "agents_of_shield.toml"


FILE_HELP = ("Campaign file (TOML). Default: agents_of_shield.toml in the user data folder "
             "(platformdirs), i.e. "
             f"{default_campaign_path()}")
JSON_HELP = "Print JSON instead of text."


def file_option() -> Any:
    return typer.Option(None, "--file", "-f", help=FILE_HELP, dir_okay=False)


def json_option() -> Any:
    return typer.Option(False, "--json", help=JSON_HELP)


def campaign_path(file: Path | None) -> Path:
    return file if file is not None else default_campaign_path()


def content() -> CampaignContent:
    return load_agents_of_shield()


def open_campaign(file: Path | None) -> tuple[Path, Campaign]:
    from trackers.campaign.store import load_campaign

    path = campaign_path(file)
    return path, load_campaign(path, content())


@contextlib.contextmanager
def envelope_check(path: Path) -> Iterator[None]:
    """Report an envelope that fails its integrity check against the file it came from."""
    from trackers.campaign.evidence import EnvelopeError

    try:
        yield
    except EnvelopeError as exc:
        raise SaveFileError(f"{path}: {exc}") from None


def to_terminal() -> bool:
    """Whether stdout is a terminal (a person reading) rather than a pipe or a file."""
    return sys.stdout.isatty()


def terminal_width() -> int:
    """The terminal's columns (``COLUMNS`` first, as the shell and rich read it)."""
    import shutil

    return shutil.get_terminal_size().columns


def styled() -> bool:
    """Whether text for a terminal may carry ANSI styles: not with ``NO_COLOR`` set
    (no-color.org) or ``TERM=dumb``."""
    import os

    return not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def console() -> Console:
    """A rich console on the current stdout (so test runners capture it). Sent to a pipe or
    a file, lines are not wrapped at 80 columns (a script greps whole lines)."""
    from rich.console import Console  # imported here so --json output never loads rich

    piped = not to_terminal()
    return Console(file=sys.stdout, highlight=False, markup=False, emoji=False,
                   soft_wrap=piped, width=200 if piped else None)


def print_json(data: Any) -> None:
    import json

    typer.echo(json.dumps(data, indent=2, ensure_ascii=False))


def split_list(text: str | None) -> list[str] | None:
    """``"a, b"`` -> ``["a", "b"]``; None stays None; empty text is an empty list."""
    if text is None:
        return None
    return [part.strip() for part in text.split(",") if part.strip()]


def int_list(text: str | None, option: str) -> list[int] | None:
    parts = split_list(text)
    if parts is None:
        return None
    try:
        return [int(part) for part in parts]
    except ValueError:
        fail(f'{option}: expected whole numbers separated by commas, got "{text}"')
