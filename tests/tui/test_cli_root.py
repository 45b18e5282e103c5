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
