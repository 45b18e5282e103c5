"""The God of Lies Epic Multiplayer event: one shared Loki and Worlds Collide for many groups.

``rules`` turns the content numbers into an event's totals, ``event`` folds reports
into the event state and computes what the organizer must announce (pure, the
clock is a parameter), ``store`` keeps it in one SQLite file many terminals share,
and ``cli`` is the ``helicarrier loki`` typer sub-app.
"""
