"""Hosting over SSH: one asyncssh server, one Textual app per channel, tables as actors.

Modules, from the wire inwards: ``driver`` (a Textual driver that speaks to an SSH
channel), ``session`` (one SSH channel running one app), ``server`` (host key,
authentication, listening), ``lobby`` (the table registry every session shares),
``table_actor`` (one game, many seats), ``bots`` (AI seats thinking in worker
processes), ``table_store`` (SQLite, so a restart resumes every table).
"""
