"""Game-driving logic every game shares (no Textual): save files, the reveal rule, bot speeds.

Screens render views and post commands up; this never imports a widget or a screen.
"""
