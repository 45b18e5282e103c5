"""Plot-capture screens: they render one seat's view and post what the player chose.

May import ``tui.plotcapture.widgets``/``controllers`` and ``tui.shared``; nothing imports
a screen from below (widgets, controllers).
"""
