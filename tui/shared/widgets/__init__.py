"""Reusable widgets; each renders from attributes set by its screen and posts messages up.

May import ``tui.shared.controllers``; never a screen.
"""
