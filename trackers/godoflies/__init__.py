"""The God of Lies Epic Multiplayer event: one shared Loki and Worlds Collide for many groups.

``rules`` turns the content numbers into an event's totals, ``event`` folds reports
into the event state and computes what the organizer must announce (pure, the
clock is a parameter), ``store`` keeps it (one interface: ``sqlite_store``, a file
many terminals of one host share, or ``postgres_store``, a database for several hosts),
and ``cli`` is the ``helicarrier loki`` typer sub-app.
"""
