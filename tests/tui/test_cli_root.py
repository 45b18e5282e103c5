"""The root CLI: --version, --help, and quick commands never import Textual."""

from __future__ import annotations

import subprocess
import sys

from typer.testing import CliRunner

from tui.cli import __version__, app


def test_version() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"helicarrier {__version__}"


def test_help_lists_subcommands() -> None:
    result = CliRunner().invoke(app, ["--help"])
    assert result.exit_code == 0
    assert "content" in result.output


def test_quick_commands_do_not_import_textual() -> None:
    code = "import sys, tui.cli; print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_quick_command_imports_only_its_own_sub_app() -> None:
    """`helicarrier loki --help` must not pay for the campaign or champions code."""
    code = (
        "import sys; sys.argv = ['helicarrier', 'loki', '--help']\n"
        "from tui.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in ('trackers.campaign', 'engine.champions', 'textual')"
        " if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_unknown_subcommand_fails_with_usage_error() -> None:
    out = subprocess.run(
        [sys.executable, "-c", "from tui.cli import main; main()", "nosuch"],
        capture_output=True, text=True,
    )
    assert out.returncode == 2
    assert "nosuch" in out.stderr
