"""Agents of S.H.I.E.L.D. campaign toolkit: evidence envelopes, mole deducer, campaign log.

Logic modules (``evidence``, ``deduction``, ``carryover``, ``gathering``, ``setup``,
``founding``) are pure apart from ``secrets`` for fresh keys and seeds; ``store`` reads
and writes the campaign TOML file; ``cli_*`` are the typer sub-apps mounted on the root
CLI as ``campaign``, ``envelope`` and ``mole``.
"""
