"""Screens every game uses (help, pass the terminal, the palette) and the keys a screen offers.

May import ``tui.shared.widgets``/``controllers``; nothing imports a screen from below.
"""
