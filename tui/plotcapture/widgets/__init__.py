"""Plot-capture widgets: each renders from attributes set by its screen and posts messages up.

May import ``tui.plotcapture.controllers`` and ``tui.shared.widgets``/``controllers``;
never a screen.
"""
