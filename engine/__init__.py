"""Game rules for helicarrier: pure, deterministic, no I/O beyond the kernel's save files.

Subpackages: ``core`` (the kernel every game shares), ``plotcapture`` (the fan
game) and ``champions`` (Marvel Champions). Nothing here imports a UI, network or
database library; an import-linter contract in pyproject.toml enforces it.
"""
