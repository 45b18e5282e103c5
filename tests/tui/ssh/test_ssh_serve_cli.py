"""``helicarrier serve`` refuses bad input with one clear line and exit status 2."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from tui.cli import app


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["serve", *args])
    return result.exit_code, result.output


def test_a_key_file_line_that_is_not_a_key_is_named(tmp_path: Path) -> None:
    keys = tmp_path / "keys"
    keys.write_text("# friends\nssh-ed25519 not-base64 alice\n")
    code, output = run("--data", str(tmp_path / "data"), "--authorized-keys", str(keys))
    assert code == 2
    assert f"{keys}:2: not a public key" in output
    assert not (tmp_path / "data" / "tables.sqlite3").exists()


def test_no_key_file_and_no_guests_is_refused(tmp_path: Path) -> None:
    code, output = run("--data", str(tmp_path))
    assert code == 2
    assert f"--authorized-keys {tmp_path / 'authorized_keys'}: no such file" in output


def test_port_out_of_range_is_refused(tmp_path: Path) -> None:
    code, output = run("--data", str(tmp_path), "--port", "70000")
    assert code == 2 and "--port 70000" in output


def test_data_that_is_a_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "f").write_text("x")
    code, output = run("--data", str(tmp_path / "f"))
    assert code == 2 and "not a folder" in output


def test_a_port_already_in_use_is_named(tmp_path: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, output = run("--data", str(tmp_path), "--allow-guests", "--port", str(port))
    assert code == 2
    assert f"--port {port}: cannot listen there" in output
