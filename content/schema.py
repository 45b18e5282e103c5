"""Schemas of the content files, as plain dataclasses plus the checks that build them.

Each domain adds its own dataclasses and ``parse_*`` function here or in a
module beside its TOML (``content/<domain>/schema.py``), always through
:class:`content.loader.EntryChecker` so every error reads
``path:line: entry: what is wrong``.
"""

from content.loader import EntryChecker, SourceLines, load_toml

__all__ = ["EntryChecker", "SourceLines", "load_toml"]
