"""The app's front door: the main menu and the load list, which open every game.

Above the game folders (it imports ``tui.plotcapture`` and ``tui.champions``) and below
``tui.app``, which shows the main menu first. Screens only: their styles are in
``tui/app.tcss``.
"""
