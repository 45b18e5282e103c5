"""Screens of the served app: the lobby, a new served table, and a served table.

May import ``tui.ssh.widgets``/``controllers``, the rest of ``tui.ssh`` (lobby, table
actor, store), the games' screens (a served table is a game's table screen fed by
``tui.ssh.controllers``) and ``tui.shared``. Nothing imports a screen from below.
"""
