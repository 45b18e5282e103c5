"""The organizer's full-screen apps: the God of Lies dashboard and the group reporter's form.

``helicarrier loki watch`` and ``loki report`` open them (``tui/cli/loki.py``); their
logic and storage are ``trackers.godoflies``. ``screens/`` (each with its ``.tcss``) over
``widgets/``; no controllers of their own (the trackers are). Never imports a game
folder (``tui.plotcapture``, ``tui.champions``).
"""
