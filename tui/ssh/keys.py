"""The server's host key and the players' authorized keys.

The host key is an Ed25519 key made on first run and kept in the data folder (mode
0600), so players' ``known_hosts`` entries stay valid across restarts.

Player keys come from an OpenSSH ``authorized_keys`` file, by default
``<data>/authorized_keys`` rather than ``~/.ssh/authorized_keys``: the people you
play with are not the people you let log in to your machine. The file is read again
at every login, so the host can add a friend without restarting. A line that cannot
be read is reported as ``path:line: ...`` when the server starts.
"""

from __future__ import annotations

import os
from pathlib import Path

import asyncssh

from engine.core import HelicarrierError, atomic_write_text

HOST_KEY_NAME = "ssh_host_ed25519_key"


def load_or_create_host_key(data_dir: Path) -> asyncssh.SSHKey:
    """The server's host key, generated (and saved) the first time."""
    path = Path(data_dir) / HOST_KEY_NAME
    if path.exists():
        try:
            return asyncssh.read_private_key(str(path))
        except (OSError, asyncssh.KeyImportError) as exc:
            raise HelicarrierError(f"{path}: cannot read the host key ({exc})") from None
    key = asyncssh.generate_private_key("ssh-ed25519", comment="helicarrier host key")
    atomic_write_text(path, key.export_private_key().decode("ascii"))
    os.chmod(path, 0o600)
    return key


class AuthorizedKeys:
    """An authorized_keys file, checked line by line so errors can name the line."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def exists(self) -> bool:
        return self.path.is_file()

    def check(self) -> int:
        """Read the whole file; return how many keys it holds or raise naming the line."""
        return len(self._entries())

    def _entries(self) -> list[asyncssh.SSHAuthorizedKeys]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise HelicarrierError(f"{self.path}: no such file") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise HelicarrierError(f"{self.path}: cannot read it ({exc})") from None
        entries = []
        for number, line in enumerate(text.splitlines(), start=1):
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            try:
                entries.append(asyncssh.import_authorized_keys(stripped))
            except (asyncssh.KeyImportError, ValueError) as exc:
                raise HelicarrierError(f"{self.path}:{number}: not a public key ({exc})") from None
        return entries

    def allows(self, key: asyncssh.SSHKey, client_host: str, client_addr: str) -> bool:
        """Is ``key`` listed (honouring ``from=`` options)? Unreadable files allow nobody."""
        try:
            entries = self._entries()
        except HelicarrierError:
            return False
        return any(entry.validate(key, client_host, client_addr) is not None for entry in entries)


def fingerprint(key: asyncssh.SSHKey) -> str:
    """The usual ``SHA256:...`` fingerprint of a public key."""
    return key.get_fingerprint("sha256")
